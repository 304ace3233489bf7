/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, callApi } from './support/api.ts';
import { axeViolations, fieldByLabel, launchBrowser, screenshot } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/** What a new buyer meets first on the catalogue: notices, the filter card, the chips, the price slider. */

const STUDENT = { email: 'ogrenci@kampus.dev', password: 'Ogrenci123!' };
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

let server: RunningServer;
let browser: Browser;
let token = '';
type Option = { id: string; name: string };
type Paged = { totalItemCount: number; maxListPrice: number };
const api = <T>(path: string) => callApi<T>(server.url, token, 'GET', path);
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_PER_MINUTE: '100000' });
  browser = await launchBrowser();
  token = await accessTokenOf(server.url, STUDENT);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const signedIn = async (size: keyof typeof SIZES) => {
  const context = await browser.newContext({ baseURL: server.url, viewport: SIZES[size], locale: 'tr-TR' });
  const page = await context.newPage();
  await page.goto('/login');
  await fieldByLabel(page, 'E-posta').fill(STUDENT.email);
  await fieldByLabel(page, 'Şifre').fill(STUDENT.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL('**/homepage');
  return { context, page };
};
const cards = (page: Page) => page.getByTestId('course-card');
const countText = (page: Page) => page.getByTestId('course-count');
const notices = (page: Page) => page.locator('.mantine-Notification-root');
const box = async (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);

describe('notices on a phone', () => {
  it('show at the top under the header, one at a time, orange for success, never over the bottom', async () => {
    const { context, page } = await signedIn('phone');
    await page.goto('/courses');
    const card = cards(page)
      .filter({ has: page.getByRole('button', { name: /Sepete Ekle/ }) })
      .first();
    await card.waitFor();
    // Two different successes at once: the basket and a bookmark.
    await card.getByRole('button', { name: /Sepete Ekle/ }).click();
    await card.getByRole('button', { name: /Kaydet/ }).click();
    await poll(() => notices(page).count()).toBe(1);
    const first = (await notices(page).textContent()) ?? '';
    const header = await box(page, 'header');
    const notice = await box(page, '.mantine-Notification-root');
    expect(notice.top).toBeGreaterThanOrEqual(header.bottom);
    expect(notice.bottom).toBeLessThan(SIZES.phone.height / 3);
    expect(notice.left).toBeGreaterThanOrEqual(0);
    expect(notice.right).toBeLessThanOrEqual(SIZES.phone.width);
    // The seeds' orange for a success: the theme's filled orange.
    expect(
      await notices(page).evaluate(
        (el) =>
          getComputedStyle(el).getPropertyValue('--notification-color').trim() ===
          getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-orange-filled').trim(),
      ),
    ).toBe(true);
    // The bottom of the screen, where a page's main buttons and action bars are, is not covered.
    expect(
      await page.evaluate(
        ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('.mantine-Notification-root')),
        { x: SIZES.phone.width / 2, y: SIZES.phone.height - 40 },
      ),
    ).toBe(false);
    await screenshot(page, 'first-days-notice-phone');
    // The second waits its turn and shows once the first is closed.
    await notices(page).getByRole('button', { name: 'Kapat' }).click();
    // The pointer leaves the notice area: Mantine holds a notice on screen while the pointer rests on it.
    await page.mouse.move(SIZES.phone.width / 2, SIZES.phone.height - 10);
    await poll(
      async () => (await notices(page).count()) === 1 && (await notices(page).textContent()) !== first,
    ).toBe(true);
    // And it goes by itself (5 s).
    await poll(() => notices(page).count()).toBe(0);
    await context.close();
  });

  it('stay at the bottom right on a wide screen', async () => {
    const { context, page } = await signedIn('desktop');
    await page.goto('/courses');
    const card = cards(page)
      .filter({ has: page.getByRole('button', { name: /Sepete Ekle/ }) })
      .first();
    await card.getByRole('button', { name: /Sepete Ekle/ }).click();
    await poll(() => notices(page).count()).toBe(1);
    const notice = await box(page, '.mantine-Notification-root');
    expect(notice.bottom).toBeGreaterThan(SIZES.desktop.height * 0.75);
    expect(notice.right).toBeGreaterThan(SIZES.desktop.width * 0.75);
    await context.close();
  });
});

describe('catalogue filters', () => {
  it('fit the desktop card, show as removable chips, and let the price slider reach every price', async () => {
    const categories = await api<Option[]>('/categories/filter-options');
    const data = categories.find((c) => c.name === 'Veri Bilimi');
    const all = await api<Paged>('/courses/paginated?pageSize=5');
    const beginner = await api<Paged>(`/courses/paginated?levels=0&pageSize=5`);
    expect(all.maxListPrice).toBeGreaterThan(200);
    const { context, page } = await signedIn('desktop');
    await page.goto(`/courses?category=${data?.id}&level=0&maxPrice=500`);
    await cards(page).first().waitFor();

    // The card keeps to the screen and does not scroll; level, price and rating come before the lists.
    const card = page.getByRole('complementary', { name: 'Filtreler' }).locator('.mantine-Paper-root');
    const size = await card.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
    expect(size.scroll).toBeLessThanOrEqual(size.client);
    expect((await card.boundingBox())?.height ?? 0).toBeLessThanOrEqual(SIZES.desktop.height);
    const panel = page.getByRole('complementary', { name: 'Filtreler' });
    await poll(() => panel.getByRole('checkbox', { name: 'Veri Bilimi' }).isChecked()).toBe(true);
    // The ticked category is in view inside its list.
    const ticked = await panel.getByRole('checkbox', { name: 'Veri Bilimi' }).boundingBox();
    const list = await panel
      .getByRole('group', { name: 'Kategoriler' })
      .locator('> div')
      .last()
      .boundingBox();
    expect(ticked && list && ticked.y >= list.y && ticked.y + ticked.height <= list.y + list.height).toBe(
      true,
    );
    // The slider ends at the catalogue's highest price, rounded up, with the seeds' open top.
    const top = panel.getByRole('slider', { name: 'En yüksek fiyat' });
    expect(Number(await top.getAttribute('aria-valuemax'))).toBeGreaterThanOrEqual(all.maxListPrice);
    expect(await top.getAttribute('aria-valuetext')).toBe('₺500');

    const chips = page.getByRole('group', { name: 'Seçili filtreler' });
    await poll(() => chips.getByRole('button').allTextContents()).toEqual([
      'Başlangıç',
      'Fiyat: ₺500 ve altı',
      'Veri Bilimi',
      'Tümünü temizle',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'first-days-catalogue-desktop');
    // Removing chips updates the address and the results.
    await chips.getByRole('button', { name: 'Kategori: Veri Bilimi filtresini kaldır' }).click();
    await page.waitForURL(
      (url) => !url.searchParams.has('category') && url.searchParams.get('level') === '0',
    );
    await chips.getByRole('button', { name: 'Fiyat: ₺500 ve altı filtresini kaldır' }).click();
    await page.waitForURL((url) => url.search === '?level=0');
    await poll(() => countText(page).textContent()).toBe(`${beginner.totalItemCount} kurs bulundu`);
    await chips.getByRole('button', { name: 'Seviye: Başlangıç filtresini kaldır' }).click();
    await page.waitForURL((url) => url.pathname === '/courses' && url.search === '');
    await poll(() => countText(page).textContent()).toBe(`${all.totalItemCount} kurs bulundu`);
    expect(await chips.count()).toBe(0);
    await context.close();
  });

  it("leaves the address at /courses after 'Filtreleri temizle', even when the last list ended in view", async () => {
    const categories = await api<Option[]>('/categories/filter-options');
    const data = categories.find((c) => c.name === 'Veri Bilimi');
    const { context, page } = await signedIn('desktop');
    // A short list: its end is in view.
    await page.goto(`/courses?category=${data?.id}&level=0`);
    await page.getByText('Tüm kurslar yüklendi').waitFor();
    const panel = page.getByRole('complementary', { name: 'Filtreler' });
    await panel.getByLabel('Kurs ara').fill('bu-metin-hicbir-kursta-yok');
    await panel.getByRole('button', { name: 'Filtrele' }).click();
    await page.getByText('Filtrelere uygun kurs bulunamadı').waitFor();
    await page.getByRole('link', { name: 'Filtreleri temizle' }).click();
    await cards(page).nth(4).waitFor();
    await page.waitForLoadState('networkidle');
    // Only the five cards of page 1: nothing has asked for page 2 on the old list's behalf.
    expect(await cards(page).count()).toBe(5);
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });

  it('keeps the title on one line on a phone while the filter badge shows', async () => {
    const { context, page } = await signedIn('phone');
    await page.goto('/courses?level=0&level=1&level=2');
    await page.getByTestId('filter-badge').waitFor();
    const title = page.getByRole('heading', { level: 1, name: 'All Courses' });
    const lines = await title.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
    expect(await page.getByRole('group', { name: 'Seçili filtreler' }).getByRole('button').count()).toBe(4);
    await cards(page).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'first-days-catalogue-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
