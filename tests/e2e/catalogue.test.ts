/// <reference lib="dom" />
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, callApi } from './support/api.ts';
import {
  artifactsDir,
  axeViolations,
  launchBrowser,
  logInThroughForm,
  newPage,
  screenshot,
  viewports,
} from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/** The catalogue pages in the browser against the demo catalogue, signed in as the demo student. */

const STUDENT = { email: 'ogrenci@kampus.dev', password: 'Ogrenci123!' };

let server: RunningServer;
let browser: Browser;
let studentToken = '';

type Option = { id: string; name: string };
type Card = { id: string; name: string; isCoursePurchased: boolean; isInTheBasket: boolean };
type Paged = { items: Card[]; totalItemCount: number; hasNextPage: boolean };

const api = <T>(path: string, token = studentToken) => callApi<T>(server.url, token, 'GET', path);

beforeAll(async () => {
  // A dozen browsers from one address within a minute, each loading the app's files and every cover: like a
  // classroom behind one address, far above the default general limit, which counts static files too.
  server = await startServer({ RATE_LIMIT_PER_MINUTE: '100000' });
  browser = await launchBrowser();
  studentToken = await accessTokenOf(server.url, STUDENT);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Vitest polls for 1 s by default; a page on a busy two-core machine may need longer to show its data. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** A fresh browser context signed in as the demo student, on the home page. */
const signedIn = async (viewport: keyof typeof viewports = 'desktop') => {
  const { context, page } = await newPage(browser, server.url, viewport);
  await logInThroughForm(page, STUDENT, '/homepage');
  return { context, page };
};

const cards = (page: Page) => page.getByTestId('course-card');
const countText = (page: Page) => page.getByTestId('course-count');
const filterPanel = (page: Page) => page.getByRole('complementary', { name: 'Filtreler' });
const cardTitles = (page: Page) => cards(page).getByRole('heading').allTextContents();

/** The navbar basket link names its count: 'Sepetim' or 'Sepetim, N kurs'. */
const basketCount = async (page: Page) => {
  const name = (await page.getByRole('link', { name: /^Sepetim/ }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) kurs/.exec(name)?.[1] ?? 0);
};

/** Waits for running (finite) transitions, e.g. a drawer sliding in, so that a screenshot shows the end state. */
const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/** Waits until every cover on the page has loaded or failed, so that a screenshot shows them. */
const imagesSettled = (page: Page) =>
  page.waitForFunction(() =>
    Array.from(document.images).every((img) => img.complete || img.loading === 'lazy'),
  );

describe('catalogue in the browser', () => {
  it('filters by category and level, then by search, and keeps the filters in the address', async () => {
    const categories = await api<Option[]>('/categories/filter-options');
    const web = categories.find((c) => c.name === 'Web Geliştirme');
    expect(web).toBeDefined();
    const webId = web?.id ?? '';
    const everything = await api<Paged>('/courses/paginated?pageSize=5');
    const webBeginner = await api<Paged>(`/courses/paginated?categories=${webId}&levels=0&pageSize=5`);
    // A search that narrows the filtered list: the name of its last course.
    const searchText = webBeginner.items.at(-1)?.name ?? '';
    expect(webBeginner.totalItemCount).toBeGreaterThan(1);
    const narrowed = await api<Paged>(
      `/courses/paginated?categories=${webId}&levels=0&search=${encodeURIComponent(searchText)}&pageSize=5`,
    );
    expect(narrowed.totalItemCount).toBeGreaterThan(0);
    expect(narrowed.totalItemCount).toBeLessThan(webBeginner.totalItemCount);

    const { context, page } = await signedIn();
    await page.goto('/courses');
    await poll(() => countText(page).textContent()).toBe(`${everything.totalItemCount} kurs bulundu`);
    await expect(page.getByRole('heading', { level: 1, name: 'All Courses' }).isVisible()).resolves.toBe(
      true,
    );

    // Category and level, applied with 'Filtrele'.
    const panel = filterPanel(page);
    await panel.getByLabel('Kategori ara').fill('web gel');
    await panel.getByRole('checkbox', { name: 'Web Geliştirme' }).check();
    await panel.getByRole('checkbox', { name: 'Başlangıç' }).check();
    await panel.getByRole('button', { name: 'Filtrele' }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === webId);
    expect(new URL(page.url()).searchParams.getAll('level')).toEqual(['0']);
    await poll(() => countText(page).textContent()).toBe(`${webBeginner.totalItemCount} kurs bulundu`);
    await expect
      .poll(() => cardTitles(page).then((titles) => titles.slice(0, webBeginner.items.length)))
      .toEqual(webBeginner.items.map((c) => c.name));

    // Then a search on top of them.
    await panel.getByLabel('Kurs ara').fill(searchText);
    await panel.getByRole('button', { name: 'Filtrele' }).click();
    await page.waitForURL((url) => url.searchParams.get('search') === searchText);
    expect(new URL(page.url()).searchParams.get('category')).toBe(webId);
    await poll(() => countText(page).textContent()).toBe(`${narrowed.totalItemCount} kurs bulundu`);
    await poll(() => cardTitles(page)).toEqual(narrowed.items.map((c) => c.name));

    // The address survives a reload, and the back button returns to the previous filters.
    await page.reload();
    await poll(() => countText(page).textContent()).toBe(`${narrowed.totalItemCount} kurs bulundu`);
    await poll(() => panel.getByLabel('Kurs ara').inputValue()).toBe(searchText);
    await page.goBack();
    await page.waitForURL(
      (url) => !url.searchParams.has('search') && url.searchParams.get('category') === webId,
    );
    await poll(() => countText(page).textContent()).toBe(`${webBeginner.totalItemCount} kurs bulundu`);

    // 'Sıfırla' clears every filter.
    await panel.getByRole('button', { name: 'Sıfırla' }).click();
    await page.waitForURL((url) => url.pathname === '/courses' && url.search === '');
    await poll(() => countText(page).textContent()).toBe(`${everything.totalItemCount} kurs bulundu`);
    await context.close();
  });

  it("shows the empty state with 'Filtreleri temizle' when nothing matches", async () => {
    const { context, page } = await signedIn();
    await page.goto('/courses?search=bu-metin-hicbir-kursta-yok');
    await poll(() => page.getByText('Filtrelere uygun kurs bulunamadı').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Filtreleri temizle' }).click();
    await page.waitForURL((url) => url.pathname === '/courses' && url.search === '');
    await poll(() => cards(page).count()).toBeGreaterThan(0);
    await context.close();
  });

  it("loads the next pages while scrolling until 'Tüm kurslar yüklendi'", async () => {
    const { totalItemCount } = await api<Paged>('/courses/paginated?pageSize=5');
    const { context, page } = await signedIn();
    await page.goto('/courses');
    await cards(page).first().waitFor();
    const end = page.getByText('Tüm kurslar yüklendi');
    for (let step = 0; step < 40 && !(await end.isVisible()); step++) {
      const shown = await cards(page).count();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page
        .waitForFunction(
          (before) =>
            document.querySelectorAll('[data-testid="course-card"]').length > before ||
            document.body.innerText.includes('Tüm kurslar yüklendi'),
          shown,
        )
        .catch(() => undefined);
    }
    expect(await end.isVisible()).toBe(true);
    expect(await cards(page).count()).toBe(totalItemCount);
    // Every course once, in the catalogue's order.
    expect(new Set(await cardTitles(page)).size).toBe(totalItemCount);
    // The scroll wrote its place into the address with the internal marker, replacing rather than pushing.
    const url = new URL(page.url());
    expect(url.searchParams.get('_internal')).toBe('true');
    expect(Number(url.searchParams.get('page'))).toBe(Math.ceil(totalItemCount / 5));
    await context.close();
  });

  it('removes a page number and the internal marker from the address on first load', async () => {
    const { context, page } = await signedIn('phone');
    await page.goto('/courses?level=1&page=3&_internal=true');
    await page.waitForURL((url) => url.search === '?level=1');
    await cards(page).first().waitFor();
    const firstPage = await api<Paged>('/courses/paginated?levels=1&pageSize=5');
    expect((await cardTitles(page)).slice(0, 5)).toEqual(firstPage.items.map((c) => c.name));
    await context.close();
  });

  it("adds a course from its card: the card reads 'Sepete Git' and the navbar badge counts up", async () => {
    const { context, page } = await signedIn();
    await page.goto('/courses');
    await cards(page).first().waitFor();
    await poll(() => page.getByRole('link', { name: /^Sepetim/ }).count()).toBe(1);
    // The server's count (no basket yet: none), not the badge's: the badge may still be loading its first figure.
    const before = (await api<{ items: unknown[] } | null>('/baskets'))?.items.length ?? 0;

    const card = cards(page)
      .filter({ has: page.getByRole('button', { name: /Sepete Ekle/ }) })
      .first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('button', { name: /Sepete Ekle/ }).click();

    const sameCard = cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
    await sameCard.getByRole('link', { name: 'Sepete Git' }).waitFor();
    await poll(() => basketCount(page)).toBe(before + 1);
    // The card's own link was not followed.
    expect(new URL(page.url()).pathname).toBe('/courses');
    await poll(() => page.getByText('İşlem başarılı.').first().isVisible()).toBe(true);

    // The server agrees: the course is in the basket now.
    const basket = await api<{ items: { course: { name: string } }[] }>('/baskets');
    expect(basket.items.map((item) => item.course.name)).toContain(name);

    await sameCard.getByRole('link', { name: 'Sepete Git' }).click();
    await page.waitForURL('**/basket');
    await context.close();
  });

  it('opens the filter sheet on a phone and counts the chosen filters on its button', async () => {
    const categories = await api<Option[]>('/categories/filter-options');
    const data = categories.find((c) => c.name === 'Veri Bilimi');
    const { context, page } = await signedIn('phone');
    await page.goto('/courses');
    await cards(page).first().waitFor();
    // The side card is not shown on a phone.
    expect(await filterPanel(page).isVisible()).toBe(false);
    expect(await page.getByTestId('filter-badge').count()).toBe(0);

    await page.getByRole('button', { name: /^Filtreler/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filtreler' });
    await sheet.waitFor();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    // The sheet is fixed to the screen: a picture of the screen, not of the whole page.
    await page.screenshot({ path: path.join(artifactsDir, 'catalogue-filter-sheet-phone.png') });

    await sheet.getByLabel('Kategori ara').fill('veri');
    await sheet.getByRole('checkbox', { name: 'Veri Bilimi' }).check();
    await sheet.getByRole('checkbox', { name: 'Başlangıç' }).check();
    await sheet.getByRole('checkbox', { name: 'İleri' }).check();
    await sheet.getByRole('button', { name: 'Filtrele', exact: true }).click();

    await page.waitForURL((url) => url.searchParams.get('category') === data?.id);
    expect(new URL(page.url()).searchParams.getAll('level')).toEqual(['0', '2']);
    await poll(() => sheet.isVisible()).toBe(false);
    await poll(() => page.getByTestId('filter-badge').textContent()).toBe('3 seçili');
    const expected = await api<Paged>(
      `/courses/paginated?categories=${data?.id}&levels=0&levels=2&pageSize=5`,
    );
    await poll(() => countText(page).textContent()).toBe(`${expected.totalItemCount} kurs bulundu`);
    await context.close();
  });
});

describe('course page in the browser', () => {
  it("adds a course to the basket from its page, which then reads 'Sepete Git'", async () => {
    const page1 = await api<Paged>('/courses/paginated?pageSize=50');
    const course = page1.items.filter((c) => !c.isCoursePurchased && !c.isInTheBasket).at(-1);
    expect(course).toBeDefined();
    const { context, page } = await signedIn();
    await page.goto(`/course/${course?.id}`);
    await page.getByRole('heading', { level: 1, name: course?.name }).waitFor();
    await poll(() => page.getByRole('link', { name: /^Sepetim/ }).count()).toBe(1);
    // The server's count (no basket yet: none), not the badge's: the badge may still be loading its first figure.
    const before = (await api<{ items: unknown[] } | null>('/baskets'))?.items.length ?? 0;

    const panel = page.getByRole('complementary', { name: 'Kurs özeti' }).filter({ visible: true });
    await panel.getByRole('button', { name: 'Sepete Ekle' }).click();
    await panel.getByRole('link', { name: 'Sepete Git' }).waitFor();
    expect(await panel.getByRole('link', { name: 'Sepete Git' }).getAttribute('href')).toBe('/basket');
    await poll(() => basketCount(page)).toBe(before + 1);
    await context.close();
  });

  it('lets the owner rate the course and shows the review', async () => {
    const owned = await api<Card[]>('/courses/my-courses');
    const course = owned[0];
    expect(course).toBeDefined();
    const { context, page } = await signedIn();
    await page.goto(`/course/${course?.id}`);
    await page.getByRole('heading', { level: 2, name: 'Değerlendirmeler' }).waitFor();

    // Owned: progress and 'Continue Learning' instead of buying.
    const panel = page.getByRole('complementary', { name: 'Kurs özeti' }).filter({ visible: true });
    expect(await panel.getByRole('link', { name: 'Continue Learning' }).getAttribute('href')).toBe(
      `/course/${course?.id}/learning`,
    );
    expect(await panel.getByRole('button', { name: 'Sepete Ekle' }).count()).toBe(0);

    const comment = `Örnekler çok açıklayıcı ${Date.now()}`;
    // The stars are the labels of visually hidden radio buttons: a person clicks the fourth star.
    const fourStars = await page.getByRole('radio', { name: '4 yıldız' }).getAttribute('id');
    await page.locator(`label[for="${fourStars}"]`).click();
    expect(await page.getByRole('radio', { name: '4 yıldız' }).isChecked()).toBe(true);
    await page.getByLabel('Yorumun (isteğe bağlı)').fill(comment);
    await page.getByRole('button', { name: /Değerlendirmeyi (gönder|güncelle)/ }).click();
    await poll(() => page.getByText('Değerlendirmeniz kaydedildi.').first().isVisible()).toBe(true);
    // The review in the list (the form's box holds the same text once it shows the saved rating).
    await page.getByRole('list', { name: 'Yorumlar' }).getByText(comment).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: 'Değerlendirmeyi güncelle' }).isVisible())
      .toBe(true);
    await context.close();
  });

  it('shows the error screen for a course that does not exist', async () => {
    const { context, page } = await signedIn();
    await page.goto('/course/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Oops!' }).waitFor();
    expect(await page.getByTestId('error-detail').textContent()).toBe('İstenen kaynak bulunamadı.');
    await context.close();
  });
});

describe('student home in the browser', () => {
  it('shows the stats, in-progress courses and links into the catalogue', async () => {
    const home = await api<{
      stats: { enrolledCourses: number };
      inProgressCourses: { id: string; title: string; started: boolean }[];
      popularCategories: Option[];
    }>('/homepages/user');
    const { context, page } = await signedIn();
    await page.getByRole('heading', { level: 2, name: 'Devam eden kurslar' }).waitFor();

    const links = page.getByRole('link', { name: /^Tümünü gör/ });
    // Seed 000 §2: the enrolled-courses and bookmarks cards link onwards; issue #17 adds the points card ('Puanlarım').
    expect(await links.count()).toBe(3);
    expect(await links.nth(0).getAttribute('href')).toBe('/my-courses');
    expect(await links.nth(1).getAttribute('href')).toBe('/bookmarks');
    expect(await links.nth(2).getAttribute('href')).toBe('/points');

    const first = home.inProgressCourses[0];
    expect(first).toBeDefined();
    // A course not opened yet is offered with 'Başla', one under way with 'Devam Et'.
    const action = first?.started ? 'Devam Et' : 'Başla';
    expect(await page.getByRole('link', { name: `${action}: ${first?.title}` }).getAttribute('href')).toBe(
      `/course/${first?.id}/learning`,
    );

    const category = home.popularCategories[0];
    await page.getByRole('link', { name: category?.name, exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === '/courses' && url.searchParams.get('category') === category?.id,
    );
    await cards(page).first().waitFor();
    await context.close();
  });
});

describe('catalogue pages look right and pass axe', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`at ${viewport} width`, async () => {
      const owned = await api<Card[]>('/courses/my-courses');
      const { context, page } = await signedIn(viewport);

      await page.getByRole('heading', { level: 2, name: 'Önerilen kurslar' }).waitFor();
      await imagesSettled(page);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `catalogue-home-${viewport}`);

      await page.goto('/courses');
      await cards(page).first().waitFor();
      await imagesSettled(page);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `catalogue-courses-${viewport}`);

      await page.goto(`/course/${owned[0]?.id}`);
      await page.getByRole('heading', { level: 2, name: 'Değerlendirmeler' }).waitFor();
      await imagesSettled(page);
      await settled(page);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `catalogue-course-${viewport}`);

      await page.goto('/my-courses');
      await cards(page).first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `catalogue-my-courses-${viewport}`);

      // Nothing is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewports[viewport].width,
      );
      await context.close();
    });
  }
});
