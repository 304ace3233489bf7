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

/** Saves a full-page screenshot under tests/e2e/artifacts for a person to look at. */
export const screenshot = async (page: Page, name: string) => {
  await mkdir(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
};

/** Accessibility violations (WCAG 2 A/AA) of the page as it is now. */
export const axeViolations = async (page: Page) => {
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
