/// <reference lib="dom" />
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routes from '../../apps/web/app/routes.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * The web app's gates, route by route, in Chromium (seed 000 §6, seed 001 §2): every page of the signed-in group
 * sends a visitor without a session to /login; the admin and lecturer areas send anyone without the role to /login
 * with 'Yetkisiz işlem.' and end their session; admins reach the admin area, and the lecturer area only when they
 * are lecturers too. The pages are read from the app's own route table, so a new page is checked without a new line.
 */

const API = '/api/v1/web';
const ADMIN = { email: 'yonetici.kapilar@kampus.dev', password: 'Kapı-Bekçisi-4821' };
const PASSWORD = 'Giriş-Kapısı-9357';

/** The id put in every page address that takes one; no record has it. */
const PAGE_ID = randomUUID();

type RouteEntry = { id?: string; path?: string; index?: boolean; children?: RouteEntry[] };

/** Concrete addresses of every page under the layout with id `layoutId`: parameters filled, splats given a tail. */
const pagesUnder = (entries: RouteEntry[], layoutId: string): string[] => {
  const out = new Set<string>();
  const walk = (list: RouteEntry[], prefix: string, isInside: boolean) => {
    for (const entry of list) {
      const path = entry.path ? `${prefix}/${entry.path}`.replace(/\/+/g, '/') : prefix;
      const inside = isInside || entry.id === layoutId;
      if (inside && (entry.index || entry.path)) out.add(path || '/');
      if (entry.children) walk(entry.children, path, inside);
    }
  };
  walk(entries, '', false);
  return [...out].map((p) => p.replace(/:[A-Za-z]+/g, PAGE_ID).replace(/\*$/, 'eski-adres'));
};

const signedInPages = pagesUnder(routes as RouteEntry[], 'signed-in');
const adminPages = signedInPages.filter((p) => p === '/admin-panel' || p.startsWith('/admin-panel/'));
const lecturerPages = signedInPages.filter((p) => p === '/lecturer' || p.startsWith('/lecturer/'));

let server: RunningServer;
let browser: Browser;

type Envelope<T> = { success: boolean; data: T };

const call = async <T>(path: string, body: unknown, token?: string, method = 'POST'): Promise<T> => {
  const res = await fetch(`${server.url}${API}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as Envelope<T>;
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(envelope)}`);
  return envelope.data;
};

const login = (email: string, password: string) =>
  call<{ accessToken: string; refreshToken: string }>('/authentication/login', { username: email, password });

let accountCount = 0;
/** A registered account given `roles` by the admin. */
const account = async (roles: number[]) => {
  accountCount += 1;
  const email = `kapi.${accountCount}.${Date.now()}@example.com`;
  const id = await call<string>('/authentication/register', {
    name: 'Deniz',
    surname: 'Yurt',
    email,
    identificationNumber: `1234567${String(1000 + accountCount)}`,
    parentName: 'Selin',
    parentSurname: 'Yurt',
    parentIdentificationNumber: `2234567${String(1000 + accountCount)}`,
    fullAddress: 'Kapı Sokak No: 7, Beşiktaş, İstanbul',
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  const admin = await login(ADMIN.email, ADMIN.password);
  await call('/users', { id, name: 'Deniz', surname: 'Yurt', roles }, admin.accessToken, 'PUT');
  return { email, password: PASSWORD };
};

/** Signs the browser in the way the app does after a login: both tokens in cookies on path /. */
const signIn = async (context: BrowserContext, who: { email: string; password: string }) => {
  const tokens = await login(who.email, who.password);
  await context.clearCookies();
  await context.addCookies(
    (['accessToken', 'refreshToken'] as const).map((name) => ({
      name,
      value: tokens[name],
      url: server.url,
      sameSite: 'Strict' as const,
    })),
  );
};

const notice = (page: Page, text: string) => page.locator('.mantine-Notification-root', { hasText: text });
const isAt = (page: Page, pathname: string) => new URL(page.url()).pathname === pathname;

/** Opens `path` and waits until the gate has sent the browser to /login. */
const expectSentToLogin = async (page: Page, path: string) => {
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === '/login');
};

/** Opens `path` and waits for the page's heading, then says where the browser ended up. */
const landingOf = async (page: Page, path: string) => {
  await page.goto(path);
  await page.locator('h1').first().waitFor();
  return new URL(page.url()).pathname;
};

beforeAll(async () => {
  server = await startServer({
    SEED_DEMO: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_PER_MINUTE: '100000',
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('web route gates', () => {
  it('reads the signed-in pages, both areas among them, from the route table', () => {
    expect(signedInPages).toContain('/homepage');
    expect(adminPages.length).toBeGreaterThan(10);
    expect(lecturerPages.length).toBeGreaterThan(8);
  });

  it('sends a visitor without a session to /login from every signed-in page', async () => {
    const { context, page } = await newPage(browser, server.url);
    const stayed: string[] = [];
    for (const path of signedInPages) {
      await expectSentToLogin(page, path).catch(() =>
        stayed.push(`${path} → ${new URL(page.url()).pathname}`),
      );
    }
    expect(stayed).toEqual([]);
    await context.close();
  });

  it("sends a student to /login with 'Yetkisiz işlem.' from every admin and lecturer page, and ends the session", async () => {
    const student = await account([2]);
    const { context, page } = await newPage(browser, server.url);
    for (const path of [...adminPages, ...lecturerPages]) {
      await signIn(context, student);
      await expectSentToLogin(page, path);
      await notice(page, 'Yetkisiz işlem.').waitFor();
      expect(
        (await context.cookies()).map((c) => c.name),
        path,
      ).not.toContain('refreshToken');
    }
    await context.close();
  });

  it("sends a lecturer to /login with 'Yetkisiz işlem.' from every admin page, and lets them into their own area", async () => {
    const lecturer = await account([1]);
    const { context, page } = await newPage(browser, server.url);
    for (const path of adminPages) {
      await signIn(context, lecturer);
      await expectSentToLogin(page, path);
      await notice(page, 'Yetkisiz işlem.').waitFor();
    }
    await signIn(context, lecturer);
    expect(await landingOf(page, '/lecturer/manage-courses')).toBe('/lecturer/manage-courses');
    await context.close();
  });

  it('lets an admin into the admin area and keeps them out of the lecturer area', async () => {
    const { context, page } = await newPage(browser, server.url);
    await signIn(context, ADMIN);
    await page.goto('/admin-panel');
    await page.waitForURL('**/admin-panel/dashboard');
    // The list and form pages; an unknown record or address has its own not-found view.
    for (const path of adminPages.filter((p) => !p.includes(PAGE_ID) && !p.endsWith('eski-adres'))) {
      expect(await landingOf(page, path), path).not.toBe('/login');
    }
    for (const path of lecturerPages) {
      await signIn(context, ADMIN);
      await expectSentToLogin(page, path);
      await notice(page, 'Yetkisiz işlem.').waitFor();
    }
    await context.close();
  });

  it('lets an admin who also teaches into both areas', async () => {
    const both = await account([0, 1]);
    const { context, page } = await newPage(browser, server.url);
    await signIn(context, both);
    expect(await landingOf(page, '/lecturer/manage-courses')).toBe('/lecturer/manage-courses');
    await page.goto('/admin-panel');
    await page.waitForURL('**/admin-panel/dashboard');
    expect(isAt(page, '/admin-panel/dashboard')).toBe(true);
    await context.close();
  });
});
