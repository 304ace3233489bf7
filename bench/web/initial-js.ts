import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * The initial JavaScript of a page: every JavaScript response the browser loads in a fresh context until the page
 * shows its content and the network is idle. Sizes come from the bytes themselves (raw, and gzip at zlib's default
 * level, file by file as a server would send them), since the server on localhost may not compress. Shared by
 * `npm run bench:web` and the size-budget test (tests/e2e/bundle-budget.test.ts).
 */

/** The budget for the initial JavaScript of /login and /courses: 200 KB (1 KB = 1,000 bytes) gzip. */
export const INITIAL_JS_BUDGET_BYTES = 200_000;

export const DEMO_STUDENT = { email: 'ogrenci@kampus.dev', password: 'Ogrenci123!' } as const;

const repoRoot = path.resolve(import.meta.dirname, '../..');
export const WEB_BUILD_INDEX = path.join(repoRoot, 'apps/web/build/client/index.html');

/** The measurement uses the existing build; it never builds. */
export const requireWebBuild = () => {
  if (!existsSync(WEB_BUILD_INDEX))
    throw new Error(`${path.relative(repoRoot, WEB_BUILD_INDEX)} yok: önce \`npm run build\` çalıştırın.`);
};

export type ScriptFile = { path: string; rawBytes: number; gzipBytes: number };
export type InitialJs = { page: string; files: ScriptFile[]; rawBytes: number; gzipBytes: number };

/** The measured pages: /login signed out, /courses signed in as the demo student. */
export const MEASURED_PAGES = [
  { path: '/login', signedIn: false },
  { path: '/courses', signedIn: true },
] as const;

const isJavaScript = (url: string, contentType: string | undefined) =>
  /javascript|ecmascript/.test(contentType ?? '') || /\.m?js$/.test(new URL(url).pathname);

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** Signs the demo student in through the API and gives the context the tokens as the web app keeps them. */
export const signInContext = async (context: BrowserContext, baseUrl: string) => {
  const res = await fetch(`${baseUrl}/api/v1/web/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO_STUDENT.email, password: DEMO_STUDENT.password }),
  });
  if (!res.ok) throw new Error(`demo öğrenci girişi başarısız: HTTP ${res.status}`);
  const { data } = (await res.json()) as { data: { accessToken: string; refreshToken: string } };
  const cookie = { url: baseUrl, sameSite: 'Strict' as const };
  await context.addCookies([
    { ...cookie, name: 'accessToken', value: data.accessToken },
    { ...cookie, name: 'refreshToken', value: data.refreshToken },
  ]);
};

/** What each measured page shows once its content is there. */
export const waitForContent = (page: Page, pagePath: string): Promise<void> =>
  pagePath === '/courses'
    ? page.getByTestId('course-card').first().waitFor({ timeout: 60_000 })
    : page.getByRole('button', { name: 'Giriş Yap' }).waitFor({ timeout: 60_000 });

export const newBenchContext = (browser: Browser, baseUrl: string) =>
  browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 900 }, locale: 'tr-TR' });

/** Loads the page in a fresh context and returns the JavaScript it loaded, largest gzip size first. */
export const measureInitialJs = async (
  browser: Browser,
  baseUrl: string,
  target: { path: string; signedIn: boolean },
): Promise<InitialJs> => {
  const context = await newBenchContext(browser, baseUrl);
  try {
    if (target.signedIn) await signInContext(context, baseUrl);
    const page = await context.newPage();
    const bodies = new Map<string, Promise<Buffer | null>>();
    page.on('response', (response) => {
      const url = response.url();
      if (bodies.has(url) || !isJavaScript(url, response.headers()['content-type'])) return;
      bodies.set(
        url,
        response.body().catch(() => null),
      );
    });
    await page.goto(target.path, { waitUntil: 'load' });
    await waitForContent(page, target.path);
    await page.waitForLoadState('networkidle');
    const landedOn = new URL(page.url()).pathname;
    if (landedOn !== target.path) throw new Error(`${target.path} yerine ${landedOn} açıldı`);
    const files: ScriptFile[] = [];
    for (const [url, body] of bodies) {
      const bytes = await body;
      if (!bytes) throw new Error(`${url} okunamadı`);
      files.push({ path: new URL(url).pathname, rawBytes: bytes.length, gzipBytes: gzipSync(bytes).length });
    }
    files.sort((a, b) => b.gzipBytes - a.gzipBytes);
    return {
      page: target.path,
      files,
      rawBytes: files.reduce((sum, f) => sum + f.rawBytes, 0),
      gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    };
  } finally {
    await context.close();
  }
};
