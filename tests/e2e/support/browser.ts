import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const artifactsDir = path.resolve(import.meta.dirname, '../artifacts');

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });

export const viewports = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

export const newPage = async (
  browser: Browser,
  baseURL: string,
  viewport: keyof typeof viewports = 'desktop',
): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({ baseURL, viewport: viewports[viewport], locale: 'tr-TR' });
  const page = await context.newPage();
  return { context, page };
};

/**
 * Pages of one browser at any size, each in its own context (its own cookies: one person per page), all closed by
 * `close`: the journeys with several people at several widths.
 */
export const pageFactory = (browser: () => Browser, baseURL: () => string) => {
  const contexts: BrowserContext[] = [];
  return {
    open: async (width: number, height: number): Promise<Page> => {
      const context = await browser().newContext({
        baseURL: baseURL(),
        viewport: { width, height },
        locale: 'tr-TR',
      });
      contexts.push(context);
      return context.newPage();
    },
    close: async () => {
      for (const context of contexts.splice(0)) await context.close();
    },
  };
};

/** Whether the page fits its width: nothing makes it scroll sideways. */
export const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** Saves a full-page screenshot under tests/e2e/artifacts for a person to look at. */
export const screenshot = async (page: Page, name: string) => {
  await mkdir(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
};

/**
 * Waits until the page has settled: no loader or busy region shown, no finite animation running (a menu closing, a
 * drawer sliding), and the DOM unchanged for `quietMs`. Each wait is bounded; a page that keeps changing (a
 * countdown) is taken as it is at the end. Checks of a page's markup run on a settled page, not on a moment of it:
 * the user menu, still closing over the page its item had opened, was checked once in three runs.
 */
export const waitForSettledPage = async (page: Page, { quietMs = 300, timeoutMs = 10_000 } = {}) => {
  await page
    .waitForFunction(
      () => {
        const shown = (el: Element) =>
          (el as HTMLElement).offsetParent !== null || el.getClientRects().length > 0;
        return ![...document.querySelectorAll('[aria-busy="true"], .mantine-Loader-root')].some(shown);
      },
      undefined,
      { timeout: timeoutMs, polling: 50 },
    )
    .catch(() => undefined);
  await page.evaluate(
    ({ quietMs, timeoutMs }) =>
      new Promise<void>((resolve) => {
        const finish = () => {
          observer.disconnect();
          clearTimeout(quiet);
          clearTimeout(limit);
          resolve();
        };
        let quiet = setTimeout(finish, quietMs);
        const limit = setTimeout(finish, timeoutMs);
        const observer = new MutationObserver(() => {
          clearTimeout(quiet);
          quiet = setTimeout(finish, quietMs);
        });
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
    { quietMs, timeoutMs },
  );
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
};

/** Accessibility violations (WCAG 2 A/AA) of the page once it has settled (see `waitForSettledPage`). */
export const axeViolations = async (page: Page) => {
  await waitForSettledPage(page);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The input whose label is exactly `label`, as Mantine renders it (a required label ends with ' *'). */
export const fieldByLabel = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));

/** Signs in through the login page; with `landing`, waits until the app has taken the account there. */
export const logInThroughForm = async (
  page: Page,
  account: { email: string; password: string },
  landing?: string,
) => {
  await page.goto('/login');
  await fieldByLabel(page, 'E-posta').fill(account.email);
  await fieldByLabel(page, 'Şifre').fill(account.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  if (landing) await page.waitForURL(`**${landing}`);
};
