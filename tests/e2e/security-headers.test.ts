import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * The built app under its real Content-Security-Policy in Chromium: every main page of every role renders without a
 * single CSP refusal (the policy allows the app's own scripts and the hashed inline ones, nothing else), the API docs
 * page still works under its own policy, and the session cookies carry the flags the seeds ask for.
 */

const API = '/api/v1/web';
const ACCOUNTS = {
  student: { email: 'ogrenci@kampus.dev', password: 'Ogrenci123!' },
  lecturer: { email: 'egitmen@kampus.dev', password: 'Egitmen123!' },
  admin: { email: 'admin@kampus.dev', password: 'Admin123!' },
} as const;
type Who = keyof typeof ACCOUNTS;

let server: RunningServer;
let browser: Browser;
const tokens: Partial<Record<Who, { accessToken: string; refreshToken: string }>> = {};

type Envelope<T> = { success: boolean; data: T };

const call = async <T>(who: Who, path: string): Promise<T> => {
  const res = await fetch(`${server.url}${API}${path}`, {
    headers: { authorization: `Bearer ${tokens[who]?.accessToken}` },
  });
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status}`);
  return ((await res.json()) as Envelope<T>).data;
};

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  for (const who of Object.keys(ACCOUNTS) as Who[]) {
    const res = await fetch(`${server.url}${API}/authentication/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ACCOUNTS[who].email, password: ACCOUNTS[who].password }),
    });
    tokens[who] = ((await res.json()) as Envelope<{ accessToken: string; refreshToken: string }>).data;
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A browser tab signed in as `who` (the cookies the app itself would have set), collecting every CSP refusal. */
const tab = async (who?: Who): Promise<{ context: BrowserContext; page: Page; refusals: string[] }> => {
  const { context, page } = await newPage(browser, server.url);
  if (who) {
    const session = tokens[who];
    if (!session) throw new Error(`no session for ${who}`);
    await context.addCookies([
      { name: 'accessToken', value: session.accessToken, url: server.url, sameSite: 'Strict' },
      { name: 'refreshToken', value: session.refreshToken, url: server.url, sameSite: 'Strict' },
    ]);
  }
  const refusals: string[] = [];
  // Chromium reports every blocked script, style, frame, image or connection as a console message.
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to/i.test(text)) refusals.push(`${page.url()} → ${text}`);
  });
  // And as an event in the document (frames included), which names the directive.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Refused to load (CSP ${event.effectiveDirective}): ${event.blockedURI}`);
    });
  });
  return { context, page, refusals };
};

/** Opens a page and waits until it has settled (its data loaded), whatever it shows. */
const visit = async (page: Page, path: string) => {
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(200);
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  await expect.poll(() => page.locator('body').innerText(), { timeout: 15_000 }).not.toBe('');
};

describe('Content-Security-Policy in Chromium', () => {
  it('lets the public pages run without a refusal', async () => {
    const { context, page, refusals } = await tab();
    for (const path of ['/login', '/register', '/forgot-password']) await visit(page, path);
    expect(refusals).toEqual([]);
    await context.close();
  });

  it('lets every main learner page run without a refusal, video and sandboxed HTML lessons included', async () => {
    const mine = await call<Array<{ id: string }> | { items: Array<{ id: string }> }>(
      'student',
      '/courses/my-courses',
    );
    const owned = Array.isArray(mine) ? mine : mine.items;
    expect(owned.length).toBeGreaterThan(0);
    // A course of the learner with both a video and an HTML lesson, so both players run under the policy.
    type Contents = { sections: Array<{ lectures: Array<{ id: string; lectureContentType: number }> }> };
    let courseId = '';
    let video: { id: string } | undefined;
    let html: { id: string } | undefined;
    for (const course of owned) {
      const lectures = (
        await call<Contents>('student', `/courses/${course.id}/with-contents`)
      ).sections.flatMap((s) => s.lectures);
      video = lectures.find((l) => l.lectureContentType === 0);
      html = lectures.find((l) => l.lectureContentType === 2);
      courseId = course.id;
      if (video && html) break;
    }
    expect(video && html, 'a demo course with a video and an HTML lesson').toBeTruthy();

    const { context, page, refusals } = await tab('student');
    for (const path of [
      '/homepage',
      '/courses',
      `/course/${courseId}`,
      '/my-courses',
      `/course/${courseId}/learning`,
      `/course/${courseId}/learning?lecture=${video?.id}`,
      `/course/${courseId}/learning?lecture=${html?.id}`,
      '/bookmarks',
      '/certificates',
      '/basket',
      '/settings/account-info',
      '/settings/change-password',
    ])
      await visit(page, path);
    expect(refusals).toEqual([]);
    if (html) {
      // The lesson page really ran inside its sandbox: its frame loaded from the API's signed link.
      await page.goto(`/course/${courseId}/learning?lecture=${html.id}`);
      await expect
        .poll(() => page.frames().some((f) => f.url().includes('/api/v1/web/media/lectures/')), {
          timeout: 15_000,
        })
        .toBe(true);
    }
    if (video) {
      await page.goto(`/course/${courseId}/learning?lecture=${video.id}`);
      await expect.poll(() => page.locator('video').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    }
    expect(refusals).toEqual([]);
    await context.close();
  });

  it('lets the lecturer’s and the admin’s pages run without a refusal', async () => {
    const courses = await call<Array<{ id: string }> | { items: Array<{ id: string }> }>(
      'lecturer',
      '/courses/lecturer-courses',
    );
    const list = Array.isArray(courses) ? courses : courses.items;
    const courseId = list[0]?.id as string;
    const lecturer = await tab('lecturer');
    for (const path of [
      '/lecturer',
      '/lecturer/manage-courses',
      '/lecturer/create-course',
      `/lecturer/manage-course/${courseId}`,
      '/lecturer/finance',
      '/lecturer/discount-codes',
    ])
      await visit(lecturer.page, path);
    expect(lecturer.refusals).toEqual([]);
    await lecturer.context.close();

    const admin = await tab('admin');
    for (const path of [
      '/admin-panel/dashboard',
      '/admin-panel/categories',
      '/admin-panel/tags',
      '/admin-panel/users',
      '/admin-panel/discount-codes',
      '/admin-panel/orders',
    ])
      await visit(admin.page, path);
    expect(admin.refusals).toEqual([]);
    await admin.context.close();
  });

  it('would report a refusal: an inline script injected into the app is blocked', async () => {
    const { context, page, refusals } = await tab();
    await visit(page, '/login');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
    });
    await expect.poll(() => refusals.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(
      await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
    ).toBeUndefined();
    await context.close();
  });

  it('keeps the interactive API docs working under their own policy', async () => {
    const { context, page, refusals } = await tab();
    const res = await page.goto('/api/docs/');
    expect(res?.status()).toBe(200);
    // The page renders the document it fetched: the operations of the API are listed.
    await expect.poll(() => page.locator('body').innerText(), { timeout: 30_000 }).toMatch(/authentication/i);
    // Scalar bundles a validator that probes once whether `new Function` works and falls back when it does not;
    // that refusal is expected under a policy without 'unsafe-eval'. Anything else would be a real breakage.
    const isEvalProbe = (r: string) => /\(CSP script-src\): eval$|evaluate a string as JavaScript/.test(r);
    expect(refusals.filter((r) => !isEvalProbe(r))).toEqual([]);
    await context.close();
  });
});

describe('session cookies', () => {
  it('are set by the login page with SameSite=Strict on path /, for 15 minutes and 3 days', async () => {
    const { context, page } = await newPage(browser, server.url);
    await page.goto('/login');
    await page.getByLabel(/^E-posta\s*\*?$/).fill(ACCOUNTS.student.email);
    await page.getByLabel(/^Şifre\s*\*?$/).fill(ACCOUNTS.student.password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.waitForURL('**/homepage');
    const cookies = await context.cookies();
    const now = Date.now() / 1000;
    for (const [name, lifetime] of [
      ['accessToken', 15 * 60],
      ['refreshToken', 3 * 24 * 3600],
    ] as const) {
      const cookie = cookies.find((c) => c.name === name);
      expect(cookie, name).toMatchObject({ sameSite: 'Strict', path: '/' });
      // Plain http here: Secure is set only on https, where the browser would otherwise drop the cookie.
      expect(cookie?.secure, name).toBe(false);
      expect(Math.abs((cookie?.expires ?? 0) - now - lifetime), name).toBeLessThan(120);
    }
    await context.close();
  });
});

describe('the web app’s source', () => {
  /**
   * The session tokens live in cookies the app's own scripts read (seed 000 §4, §9), so no cookie flag can keep an
   * injected script from them: what keeps scripts out is React's escaping plus the policy above. These are the ways
   * around React's escaping; none may appear in the app's code.
   */
  it('never writes markup or code from strings: no dangerouslySetInnerHTML, innerHTML, srcDoc, eval or new Function', async () => {
    const root = path.resolve(import.meta.dirname, '../../apps/web/app');
    const files = (await readdir(root, { recursive: true }))
      .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes('+types'))
      .map((f) => path.join(root, f));
    expect(files.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const file of files) {
      const code = (await readFile(file, 'utf8')).replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      for (const pattern of [
        /dangerouslySetInnerHTML/,
        /\.(inner|outer)HTML\s*=/,
        /insertAdjacentHTML/,
        /srcDoc\s*=/,
        /\beval\s*\(/,
        /new\s+Function\s*\(/,
        /document\.write/,
      ])
        if (pattern.test(code)) found.push(`${path.relative(root, file)}: ${pattern}`);
    }
    expect(found).toEqual([]);
  });
});
