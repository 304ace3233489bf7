/// <reference lib="dom" />

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, callApi } from './support/api.ts';
import { axeViolations, launchBrowser, screenshot } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * The navbar's bell in a real browser (issue #13): a student's page is open while, as if in another tab, an order is
 * placed and an admin confirms its bank transfer; the bell's count rises live each time (Server-Sent Events), the
 * list under it shows the newest first, and opening an item and 'Tümünü okundu işaretle' lower the count.
 */

const STUDENT = { email: 'ogrenci@kampus.dev', password: 'Ogrenci123!' };
const ADMIN = { email: 'admin@kampus.dev', password: 'Admin123!' };

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;

type CourseItem = { id: string; price: number; discountedPrice: number; isCoursePurchased: boolean };

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_PER_MINUTE: '100000' });
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

const call = <T>(token: string, method: string, route: string, body?: unknown) =>
  callApi<T>(server.url, token, method, route, body);

/** The bell's accessible name carries the count: 'Bildirimler, 3 okunmamış', or 'Bildirimler' for none. */
const bell = (page: Page) => page.getByTestId('notification-bell');
const unreadOf = async (page: Page): Promise<number> => {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/, (\d+) okunmamış$/.exec(name)?.[1] ?? 0);
};

/** Signs the student in the way the app keeps a session (both tokens in cookies) and opens the home page. */
const studentPage = async (): Promise<Page> => {
  const tokens = await call<{ accessToken: string; refreshToken: string }>(
    '',
    'POST',
    '/authentication/login',
    { username: STUDENT.email, password: STUDENT.password },
  );
  context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 800 },
    locale: 'tr-TR',
  });
  await context.addCookies(
    (['accessToken', 'refreshToken'] as const).map((name) => ({
      name,
      value: tokens[name],
      url: server.url,
      sameSite: 'Strict' as const,
    })),
  );
  const page = await context.newPage();
  // The stream is open once the browser has sent its request with the token in the address.
  const streamOpened = page.waitForRequest((request) =>
    request.url().includes('/notifications/stream?access_token='),
  );
  await page.goto('/homepage');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await streamOpened;
  return page;
};

describe('the notification bell', () => {
  it('rises live when an order is placed and completed elsewhere, and falls as notifications are read', async () => {
    const page = await studentPage();
    // The count is read once the first answer is in (the name settles on the server's figure).
    await expect.poll(() => bell(page).getAttribute('aria-label')).toMatch(/^Bildirimler/);
    await page.waitForTimeout(300);
    const before = await unreadOf(page);

    // Another tab: the student orders a paid course by bank transfer.
    const student = await accessTokenOf(server.url, STUDENT);
    const courses = await call<{ items: CourseItem[] }>(student, 'GET', '/courses/paginated?pageSize=50');
    const course = courses.items.find(
      (c) => !c.isCoursePurchased && (c.discountedPrice > 0 ? c.discountedPrice : c.price) > 0,
    );
    if (!course) throw new Error('no paid course left for the demo student');
    await call(student, 'POST', '/baskets/add-item', { courseId: course.id, basketId: null });
    const basket = await call<{ id: string }>(student, 'GET', '/baskets');
    const orderId = await call<string>(student, 'POST', '/orders/bank-transfer', {
      basketId: basket.id,
      acceptedTerms: true,
      waiveWithdrawal: true,
    });
    await expect.poll(() => unreadOf(page), { timeout: 10_000 }).toBeGreaterThan(before);
    const afterPlaced = await unreadOf(page);

    // An admin confirms the transfer: the order completes.
    const admin = await accessTokenOf(server.url, ADMIN);
    await call(admin, 'PUT', `/admin/orders/${orderId}/status`, { status: 1 });
    await expect.poll(() => unreadOf(page), { timeout: 10_000 }).toBeGreaterThan(afterPlaced);
    const afterCompleted = await unreadOf(page);

    // The list under the bell: newest first, the new ones marked unread.
    await bell(page).click();
    const list = page.getByTestId('notification-popover');
    await list.getByTestId('notification-item').first().waitFor();
    const newest = list.getByTestId('notification-item').first();
    expect(await newest.getAttribute('data-unread')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'notifications-bell-open');

    // Opening the newest marks it read: one fewer.
    await newest.getByRole('link').click();
    await expect.poll(() => unreadOf(page)).toBe(afterCompleted - 1);

    // 'Tümünü okundu işaretle' clears the rest.
    await bell(page).click();
    await list.getByTestId('notification-item').first().waitFor();
    await list.getByRole('button', { name: 'Tümünü okundu işaretle' }).click();
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Bildirimler');
    await page.keyboard.press('Escape');

    // The page agrees: nothing unread.
    await page.goto('/notifications');
    await expect
      .poll(() => page.getByTestId('unread-summary').textContent())
      .toBe('Okunmamış bildiriminiz yok.');
    await screenshot(page, 'notifications-page');
  });
});
