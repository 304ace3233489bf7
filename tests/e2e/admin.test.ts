/// <reference lib="dom" />
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, callApi } from './support/api.ts';
import {
  fieldByLabel as field,
  launchBrowser,
  logInThroughForm,
  newPage,
  screenshot,
  waitForSettledPage,
} from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * The admin area in the browser on the demo catalogue (README "Demo accounts"): categories and tags, a student made
 * a lecturer, a basket code a student then uses, a bank transfer confirmed, every screen at desktop and phone width.
 */

const ADMIN = { email: 'admin@kampus.dev', password: 'Admin123!' };

let server: RunningServer;
let browser: Browser;

const tokenOf = (email: string, password: string) => accessTokenOf(server.url, { email, password });

const call = <T>(token: string, method: string, path: string, body?: unknown) =>
  callApi<T>(server.url, token, method, path, body);

type CourseItem = {
  id: string;
  name: string;
  price: number;
  discountedPrice: number;
  isCoursePurchased: boolean;
};

/** A paid, published course the student neither owns nor has in the basket. */
const paidCourseFor = async (token: string, skip: string[] = []): Promise<CourseItem> => {
  const page = await call<{ items: CourseItem[] }>(token, 'GET', '/courses/paginated?pageSize=50');
  const course = page.items.find(
    (c) =>
      !c.isCoursePurchased &&
      !skip.includes(c.id) &&
      (c.discountedPrice > 0 ? c.discountedPrice : c.price) > 0,
  );
  if (!course) throw new Error('no paid course left for the student');
  return course;
};

const addToBasket = (token: string, courseId: string) =>
  call(token, 'POST', '/baskets/add-item', { courseId, basketId: null });

/** The text box of a Select or MultiSelect (its list of options carries the same label). */
const choice = (page: Page, label: string) => field(page, label).and(page.locator('input'));

/** A notification with this text (they stay 5 s, long enough to be seen). */
const notice = (page: Page, text: string) => page.locator('.mantine-Notification-root', { hasText: text });

/** Waits for running (finite) transitions, so that a screenshot shows the end state. */
const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/** The page's own heading (the area name above it is not a heading). */
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** WCAG 2 A/AA violations, each with the elements at fault, so a failure says where to look. */
const axeViolations = async (page: Page) => {
  await waitForSettledPage(page);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
};

const violationsOf = async (page: Page) => {
  await page.locator('h1').first().waitFor();
  await settled(page);
  return axeViolations(page);
};

const adminPage = async (viewport: 'desktop' | 'phone' = 'desktop') => {
  const { context, page } = await newPage(browser, server.url, viewport);
  await logInThroughForm(page, ADMIN);
  // Admins land on their dashboard: / → /admin-panel → /admin-panel/dashboard.
  await page.waitForURL('**/admin-panel/dashboard');
  await heading(page, 'Gösterge Paneli').waitFor();
  return { context, page };
};

/** The list has settled on the address's rows (no loading veil). */
const listIdle = (page: Page) => page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });

const searchFor = async (page: Page, label: string, term: string) => {
  await field(page, label).fill(term);
  await page.waitForURL((url) => url.searchParams.get('search') === term);
  await listIdle(page);
};

beforeAll(async () => {
  // WEB_DIST lets a run use its own copy of the built web app while the shared build is being rebuilt.
  server = await startServer(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {});
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('admin area in the browser', () => {
  it('shows the dashboard with real figures, charts and the newest accounts; unknown addresses stay in the area', async () => {
    const { context, page } = await adminPage();
    const token = await tokenOf(ADMIN.email, ADMIN.password);
    const figures = await call<{ userCount: number; coursesCount: number }>(token, 'GET', '/admin/dashboard');

    const card = (label: string) => page.locator('.mantine-Paper-root', { hasText: label });
    expect(await card('Toplam Kullanıcı').getByTestId('stat-value').textContent()).toBe(
      String(figures.userCount),
    );
    expect(await card('Toplam Kurs').getByTestId('stat-value').textContent()).toBe(
      String(figures.coursesCount),
    );
    // Two drawn charts, each with its figures as a table for screen readers.
    expect(await page.locator('.recharts-surface').count()).toBe(2);
    expect(
      await page.getByRole('table', { name: 'Son 30 Günde Yeni Kayıtlar' }).locator('tbody tr').count(),
    ).toBe(30);
    expect(await page.getByRole('table', { name: 'Son 12 Ayın Satışları' }).locator('tbody tr').count()).toBe(
      12,
    );
    await page
      .getByRole('region', { name: 'Son Kayıt Olan Kullanıcılar' })
      .getByRole('link')
      .first()
      .waitFor();
    // The side menu marks the page; /admin-panel opens the dashboard.
    const menu = page.getByRole('navigation', { name: 'Yönetim menüsü' });
    expect(await menu.getByRole('link', { name: 'Gösterge Paneli' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await violationsOf(page)).toEqual([]);
    await screenshot(page, 'admin-dashboard-desktop');

    await page.goto('/admin-panel/yok-boyle-bir-sayfa');
    await heading(page, 'Sayfa bulunamadı').waitFor();
    expect(await menu.getByRole('link', { name: 'Gösterge Paneli' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await page.goto('/admin-panel');
    await page.waitForURL('**/admin-panel/dashboard');
    await context.close();
  });

  it('keeps students out of the area', async () => {
    const { context, page } = await newPage(browser, server.url);
    await logInThroughForm(page, { email: 'ayse.celik@kampus.dev', password: 'Ogrenci123!' });
    await page.waitForURL('**/homepage');
    await page.goto('/admin-panel/categories');
    await page.waitForURL('**/login');
    await expect.poll(() => notice(page, 'Yetkisiz işlem.').count()).toBe(1);
    await context.close();
  });

  it('creates a category, finds it by search, edits and deletes it', async () => {
    const { context, page } = await adminPage();
    await page
      .getByRole('navigation', { name: 'Yönetim menüsü' })
      .getByRole('link', { name: 'Kategori Yönetimi' })
      .click();
    await heading(page, 'Kategori Yönetimi').waitFor();
    expect(await violationsOf(page)).toEqual([]);
    await screenshot(page, 'admin-categories-desktop');

    // A later page, then a search: the search goes back to page 1.
    const pager = page.getByRole('navigation', { name: 'Kategori sayfaları' });
    if (await pager.isVisible()) {
      await pager.getByRole('button', { name: 'Sayfa 2' }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
    }

    await page.getByRole('link', { name: 'Yeni Kategori' }).click();
    await heading(page, 'Yeni Kategori').waitFor();
    const save = page.getByRole('button', { name: 'Kaydet' });
    expect(await save.isDisabled()).toBe(true);
    await field(page, 'Başlık').fill('   ');
    expect(await save.isDisabled()).toBe(true);
    expect(await violationsOf(page)).toEqual([]);
    await screenshot(page, 'admin-category-create-desktop');
    await field(page, 'Başlık').fill('Oyun Geliştirme Atölyesi');
    await field(page, 'Açıklama').fill('Unity ve Godot ile oyun yapımı.');
    await save.click();
    await expect.poll(() => notice(page, 'Kategori oluşturuldu.').count()).toBe(1);
    // Back to the list it was opened from (page 2 when there was one).
    await heading(page, 'Kategori Yönetimi').waitFor();

    // A title already taken, in another letter case, is refused with the server's reason.
    await page.getByRole('link', { name: 'Yeni Kategori' }).click();
    await field(page, 'Başlık').fill('OYUN GELİŞTİRME ATÖLYESİ');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByRole('alert').filter({ hasText: 'Bu başlıkta bir kategori zaten var.' }).waitFor();
    await page.getByRole('link', { name: 'İptal' }).click();
    await heading(page, 'Kategori Yönetimi').waitFor();

    await searchFor(page, 'Kategori ara', 'atölyesi');
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    const table = page.getByRole('table', { name: 'Kategoriler' });
    await table.getByRole('cell', { name: 'Oyun Geliştirme Atölyesi', exact: true }).waitFor();
    // The new category may be on the page shown before the search too: wait for the searched list itself.
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);

    await page.getByRole('link', { name: 'Düzenle: Oyun Geliştirme Atölyesi' }).click();
    await heading(page, 'Kategoriyi Düzenle').waitFor();
    expect(await field(page, 'Başlık').inputValue()).toBe('Oyun Geliştirme Atölyesi');
    expect(await violationsOf(page)).toEqual([]);
    await screenshot(page, 'admin-category-edit-desktop');
    await field(page, 'Başlık').fill('Oyun Geliştirme Atölyesi İleri');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect.poll(() => notice(page, 'Kategori güncellendi.').count()).toBe(1);
    // The edit form returns to the searched list.
    await page.waitForURL(
      (url) => url.pathname === '/admin-panel/categories' && url.searchParams.get('search') === 'atölyesi',
    );
    await table.getByRole('cell', { name: 'Oyun Geliştirme Atölyesi İleri', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Sil: Oyun Geliştirme Atölyesi İleri' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kategori Sil' });
    await dialog.waitFor();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-category-delete-desktop');
    await dialog.getByRole('button', { name: 'Sil', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => notice(page, 'Kategori silindi.').count()).toBe(1);
    await page.getByText('Arama kriterlerine uygun kategori bulunamadı.').waitFor();
    expect(await violationsOf(page)).toEqual([]);
    await screenshot(page, 'admin-categories-no-match-desktop');
    await page.getByRole('button', { name: 'Aramayı Temizle', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin-panel/categories' && url.search === '');
    await context.close();
  });

  it('creates, finds, edits and deletes a tag; a failed delete keeps the dialog open with the seed message', async () => {
    const { context, page } = await adminPage();
    const token = await tokenOf(ADMIN.email, ADMIN.password);
    await page.goto('/admin-panel/tags');
    await heading(page, 'Etiket Yönetimi').waitFor();
    expect(await violationsOf(page)).toEqual([]);
    await screenshot(page, 'admin-tags-desktop');

    await page.getByRole('link', { name: 'Yeni Etiket' }).click();
    await heading(page, 'Yeni Etiket').waitFor();
    await field(page, 'Başlık').fill('Kuantum Hesaplama');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect.poll(() => notice(page, 'Etiket oluşturuldu.').count()).toBe(1);
    await heading(page, 'Etiket Yönetimi').waitFor();

    // Without Turkish letters or capitals, the search still finds it.
    await searchFor(page, 'Etiket ara', 'kuantum');
    const table = page.getByRole('table', { name: 'Etiketler' });
    await table.getByRole('cell', { name: 'Kuantum Hesaplama', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Düzenle: Kuantum Hesaplama' }).click();
    await heading(page, 'Etiketi Düzenle').waitFor();
    await field(page, 'Açıklama').fill('Kübitler ve kuantum algoritmaları.');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect.poll(() => notice(page, 'Etiket güncellendi.').count()).toBe(1);
    await table.getByRole('cell', { name: 'Kübitler ve kuantum algoritmaları.' }).waitFor();

    // Someone else deletes it first: this delete fails, the dialog stays open and says so; closing clears it.
    const [tag] = (
      await call<{ items: { id: string; title: string }[] }>(token, 'GET', '/tags/paginated?search=kuantum')
    ).items;
    await call(token, 'DELETE', `/tags/${tag?.id}`);
    await page.getByRole('button', { name: 'Sil: Kuantum Hesaplama' }).click();
    const dialog = page.getByRole('dialog', { name: 'Etiket Sil' });
    await dialog.getByRole('button', { name: 'Sil', exact: true }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'Silme işlemi sırasında bir hata oluştu. Lütfen tekrar deneyin.' })
      .waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Sil: Kuantum Hesaplama' }).click();
    await dialog.waitFor();
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();

    // A fresh one is deleted through the dialog for real.
    await call(token, 'POST', '/tags', { title: 'Silinecek Etiket', description: '' });
    await searchFor(page, 'Etiket ara', 'silinecek');
    await page.getByRole('button', { name: 'Sil: Silinecek Etiket' }).click();
    await dialog.getByRole('button', { name: 'Sil', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Arama kriterlerine uygun etiket bulunamadı.').waitFor();
    await context.close();
  });

  it('makes a student a lecturer, who then sees the lecturer menu; an admin cannot delete their own account', async () => {
    const { context, page } = await adminPage();
    await page
      .getByRole('navigation', { name: 'Yönetim menüsü' })
      .getByRole('link', { name: 'Kullanıcı Yönetimi' })
      .click();
    await heading(page, 'Kullanıcı Yönetimi').waitFor();
    expect(await violationsOf(page)).toEqual([]);
    await screenshot(page, 'admin-users-desktop');
    // A page past the end (an old link) shows the last page rather than an empty list: 12 demo users, 2 pages.
    await page.goto('/admin-panel/users?page=9');
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await page.getByRole('button', { name: 'Sayfa 2' }).and(page.locator('[aria-current="page"]')).waitFor();

    await searchFor(page, 'Kullanıcı ara', 'burak');
    const table = page.getByRole('table', { name: 'Kullanıcılar' });
    const row = table.locator('tbody tr', { hasText: 'burak.arslan@kampus.dev' });
    await row.waitFor();
    expect(await row.getByText('Öğrenci', { exact: true }).count()).toBe(1);
    await page.getByRole('link', { name: 'Düzenle: Burak Arslan' }).click();
    await heading(page, 'Kullanıcıyı Düzenle').waitFor();
    expect(await field(page, 'E-posta').getAttribute('readonly')).not.toBeNull();
    // The pills' box lies over the text box; a click there opens the list as a person's click would.
    await choice(page, 'Roller').click({ force: true });
    await page.getByRole('option', { name: 'Eğitmen' }).click();
    await page.keyboard.press('Escape');
    await settled(page);
    expect(await violationsOf(page)).toEqual([]);
    await screenshot(page, 'admin-user-edit-desktop');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect.poll(() => notice(page, 'Kullanıcı güncellendi.').count()).toBe(1);
    await page.waitForURL(
      (url) => url.pathname === '/admin-panel/users' && url.searchParams.get('search') === 'burak',
    );
    await row.getByText('Eğitmen', { exact: true }).waitFor();

    // The student signs in elsewhere and finds the lecturer area in the menu.
    const student = await newPage(browser, server.url);
    await logInThroughForm(student.page, { email: 'burak.arslan@kampus.dev', password: 'Ogrenci123!' });
    await student.page.waitForURL('**/lecturer');
    await student.page
      .getByRole('navigation', { name: 'Ana menü' })
      .getByRole('link', { name: 'Eğitmen Arayüzü' })
      .waitFor();
    await student.context.close();

    // Removing one's own Admin role is refused with the server's reason.
    await searchFor(page, 'Kullanıcı ara', 'admin@kampus.dev');
    await page.getByRole('link', { name: 'Düzenle: Selin Aksoy' }).click();
    await heading(page, 'Kullanıcıyı Düzenle').waitFor();
    // Another role first, so that the form itself has nothing to object to.
    await choice(page, 'Roller').click({ force: true });
    await page.getByRole('option', { name: 'Öğrenci' }).click();
    await page.keyboard.press('Escape');
    await page.locator('.mantine-Pill-root', { hasText: 'Yönetici' }).locator('.mantine-Pill-remove').click();
    await page.getByRole('button', { name: 'Kaydet' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Kendi yönetici rolünüzü kaldıramazsınız.' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('Güncelleme işlemi başarısız oldu.');
    await page.getByRole('link', { name: 'İptal' }).click();

    // Deleting one's own account is refused inside the dialog.
    await page.getByRole('button', { name: 'Sil: Selin Aksoy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kullanıcı Sil' });
    await dialog.getByRole('button', { name: 'Sil', exact: true }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Kendi hesabınızı silemezsiniz.' }).waitFor();
    await settled(page);
    await screenshot(page, 'admin-user-delete-refused-desktop');
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();
    await context.close();
  });

  it('creates a basket code that a student then uses in the basket; edits and deletes codes', async () => {
    const { context, page } = await adminPage();
    await page
      .getByRole('navigation', { name: 'Yönetim menüsü' })
      .getByRole('link', { name: 'İndirim Kodu Yönetimi' })
      .click();
    await heading(page, 'İndirim Kodu Yönetimi').waitFor();
    const table = page.getByRole('table', { name: 'İndirim kodları' });
    // The demo basket code is listed with its type, value and status.
    const demoRow = table.locator('tbody tr', { hasText: 'HOSGELDIN20' });
    await demoRow.getByText('Aktif').waitFor();
    expect(await demoRow.getByText('%20').count()).toBe(1);
    expect(await violationsOf(page)).toEqual([]);
    await screenshot(page, 'admin-discount-codes-desktop');

    await page.getByRole('link', { name: 'Yeni İndirim Kodu' }).click();
    await heading(page, 'Yeni İndirim Kodu Oluştur').waitFor();
    await page.getByText('Sepet için yeni bir indirim kodu oluşturun').waitFor();
    const submit = page.getByRole('button', { name: 'Oluştur', exact: true });
    expect(await submit.isDisabled()).toBe(true);
    await field(page, 'İndirim Kodu').pressSequentially('bahar-25 ');
    expect(await field(page, 'İndirim Kodu').inputValue()).toBe('BAHAR25');
    await field(page, 'İndirim Değeri').fill('0');
    await field(page, 'İndirim Değeri').blur();
    await page.getByText("İndirim değeri 0'dan büyük olmalıdır").waitFor();
    expect(await submit.isDisabled()).toBe(true);
    // Free empties and disables the value.
    await choice(page, 'İndirim Türü').click();
    await page.getByRole('option', { name: 'Ücretsiz' }).click();
    expect(await field(page, 'İndirim Değeri').isDisabled()).toBe(true);
    await choice(page, 'İndirim Türü').click();
    await page.getByRole('option', { name: 'Yüzde' }).click();
    await field(page, 'İndirim Değeri').fill('25');
    expect(await submit.isDisabled()).toBe(false);
    expect(await violationsOf(page)).toEqual([]);
    await screenshot(page, 'admin-discount-code-create-desktop');
    // The picker: Turkish, Monday first.
    await field(page, 'Bitiş Tarihi').click();
    const picker = page.locator('[data-dates-dropdown]');
    await picker.waitFor();
    await settled(page);
    expect((await picker.locator('thead th').first().textContent())?.toLowerCase()).toMatch(/^pt/);
    await screenshot(page, 'admin-discount-code-picker-desktop');
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'detached' });
    await submit.click();
    await expect.poll(() => notice(page, 'İndirim kodu oluşturuldu.').count()).toBe(1);
    await page.waitForURL((url) => url.pathname === '/admin-panel/discount-codes');
    await searchFor(page, 'İndirim kodu ara', 'BAHAR');
    const row = table.locator('tbody tr', { hasText: 'BAHAR25' });
    await row.getByText('Aktif').waitFor();
    expect(await row.getByText('Yüzde').count()).toBe(1);
    expect(await row.getByText('%25').count()).toBe(1);

    // A duplicate code is refused with the server's message.
    await page.getByRole('link', { name: 'Yeni İndirim Kodu' }).click();
    await field(page, 'İndirim Kodu').fill('BAHAR25');
    await field(page, 'İndirim Değeri').fill('10');
    await page.getByRole('button', { name: 'Oluştur', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Bu indirim kodu zaten kullanılıyor.' }).waitFor();
    await page.getByRole('link', { name: 'İptal' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/admin-panel/discount-codes' && url.searchParams.get('search') === 'BAHAR',
    );

    // The student applies it in the basket page: a quarter off the whole basket.
    const studentToken = await tokenOf('ece.koc@kampus.dev', 'Ogrenci123!');
    const course = await paidCourseFor(studentToken);
    await addToBasket(studentToken, course.id);
    const student = await newPage(browser, server.url);
    await logInThroughForm(student.page, { email: 'ece.koc@kampus.dev', password: 'Ogrenci123!' });
    await student.page.waitForURL('**/homepage');
    await student.page.goto('/basket');
    await student.page.getByLabel('Sepet indirim kodu').fill('bahar25');
    await student.page
      .getByRole('region', { name: 'Sipariş Özeti' })
      .getByRole('button', { name: 'Uygula', exact: true })
      .click();
    await expect.poll(() => notice(student.page, 'İndirim kodu uygulandı.').count()).toBe(1);
    const basket = await call<{ totalPrice: number; totalDiscountedPrice: number; discountCode: string }>(
      studentToken,
      'GET',
      '/baskets',
    );
    expect(basket.discountCode).toBe('BAHAR25');
    // 25 % off, rounded half-up to kuruş.
    expect(basket.totalDiscountedPrice).toBe(Math.round(Math.round(basket.totalPrice * 100) * 0.75) / 100);
    await student.context.close();

    // Edit: the row menu opens the form with the code's values; Free disables the value.
    await row.getByRole('button', { name: 'BAHAR25 için işlemler' }).click();
    await page.getByRole('menuitem', { name: 'Düzenle' }).click();
    await heading(page, 'İndirim Kodu Düzenle').waitFor();
    expect(await field(page, 'İndirim Kodu').inputValue()).toBe('BAHAR25');
    expect(await field(page, 'İndirim Değeri').inputValue()).toBe('%25');
    expect(await violationsOf(page)).toEqual([]);
    await screenshot(page, 'admin-discount-code-edit-desktop');
    await field(page, 'İndirim Değeri').fill('30');
    await page.getByRole('button', { name: 'Güncelle', exact: true }).click();
    await expect.poll(() => notice(page, 'İndirim kodu güncellendi.').count()).toBe(1);
    await row.getByText('%30').waitFor();

    // Delete through the row menu.
    await row.getByRole('button', { name: 'BAHAR25 için işlemler' }).click();
    await page.getByRole('menuitem', { name: 'Sil' }).click();
    const dialog = page.getByRole('dialog', { name: 'İndirim Kodu Sil' });
    await dialog.getByText('Bu işlem geri alınamaz. Lütfen emin olun.').waitFor();
    await dialog.getByRole('button', { name: 'Sil', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Arama kriterlerine uygun indirim kodu bulunamadı.').waitFor();
    await context.close();
  });

  it('completes a pending bank transfer, which gives the student the course; cancels another', async () => {
    const studentToken = await tokenOf('kerem.yildiz@kampus.dev', 'Ogrenci123!');
    const course = await paidCourseFor(studentToken);
    await addToBasket(studentToken, course.id);
    const basket = await call<{ id: string }>(studentToken, 'GET', '/baskets');
    const orderId = await call<string>(studentToken, 'POST', '/orders/bank-transfer', {
      basketId: basket.id,
      acceptedTerms: true,
      waiveWithdrawal: true,
    });
    const summary = await call<{ orderNumber: string }>(studentToken, 'GET', `/orders/${orderId}/summary`);

    const { context, page } = await adminPage();
    await page
      .getByRole('navigation', { name: 'Yönetim menüsü' })
      .getByRole('link', { name: 'Sipariş Yönetimi' })
      .click();
    await heading(page, 'Sipariş Yönetimi').waitFor();
    await choice(page, 'Durum').click();
    await page.getByRole('option', { name: 'Bekliyor' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === '0');
    await listIdle(page);
    const row = page.getByTestId('order-row').filter({ hasText: summary.orderNumber });
    await row.getByText('Bekliyor').waitFor();
    expect(await row.getByText('Banka Transferi').count()).toBe(1);
    // At 1280 px the order number is one line: it used to break at its hyphens over three.
    await page.setViewportSize({ width: 1280, height: 800 });
    const numberLink = row.locator('a', { hasText: summary.orderNumber });
    expect(await numberLink.evaluate((link) => link.getClientRects().length)).toBe(1);
    expect(await violationsOf(page)).toEqual([]);
    await screenshot(page, 'admin-orders-desktop');

    await row.getByRole('button', { name: `Onayla: ${summary.orderNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Siparişi Onayla' });
    await dialog.waitFor();
    await settled(page);
    await screenshot(page, 'admin-order-confirm-desktop');
    await dialog.getByRole('button', { name: 'Onayla', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => notice(page, 'Sipariş onaylandı; kurslar kullanıcıya açıldı.').count()).toBe(1);
    // Filtered by Bekliyor, the confirmed order leaves the list; under Tümü it reads Tamamlandı.
    await row.waitFor({ state: 'detached' });
    await choice(page, 'Durum').click();
    await page.getByRole('option', { name: 'Tümü' }).click();
    await page.waitForURL((url) => !url.searchParams.has('status'));
    await searchFor(page, 'Sipariş ara', summary.orderNumber);
    await row.getByText('Tamamlandı').waitFor();
    expect(await row.getByRole('button', { name: `Onayla: ${summary.orderNumber}` }).count()).toBe(0);

    const mine = await call<{ id: string }[]>(studentToken, 'GET', '/courses/my-courses');
    expect(mine.map((c) => c.id)).toContain(course.id);

    // Another pending order is cancelled after the question.
    const other = await paidCourseFor(studentToken, [course.id]);
    await addToBasket(studentToken, other.id);
    const basket2 = await call<{ id: string }>(studentToken, 'GET', '/baskets');
    const orderId2 = await call<string>(studentToken, 'POST', '/orders/bank-transfer', {
      basketId: basket2.id,
      acceptedTerms: true,
      waiveWithdrawal: true,
    });
    const summary2 = await call<{ orderNumber: string }>(studentToken, 'GET', `/orders/${orderId2}/summary`);
    await searchFor(page, 'Sipariş ara', summary2.orderNumber);
    const row2 = page.getByTestId('order-row').filter({ hasText: summary2.orderNumber });
    await row2.getByRole('button', { name: `İptal Et: ${summary2.orderNumber}` }).click();
    const cancel = page.getByRole('dialog', { name: 'Siparişi İptal Et' });
    await cancel.getByRole('button', { name: 'İptal Et', exact: true }).click();
    await cancel.waitFor({ state: 'detached' });
    await row2.getByText('İptal Edildi').waitFor();
    const mineAfter = await call<{ id: string }[]>(studentToken, 'GET', '/courses/my-courses');
    expect(mineAfter.map((c) => c.id)).not.toContain(other.id);
    await context.close();
  });

  it('is readable on a phone: every admin screen at 390 px', async () => {
    const { context, page } = await adminPage('phone');
    const token = await tokenOf(ADMIN.email, ADMIN.password);
    const [category] = (await call<{ items: { id: string }[] }>(token, 'GET', '/categories/paginated')).items;
    const [tag] = (await call<{ items: { id: string }[] }>(token, 'GET', '/tags/paginated')).items;
    const [user] = (await call<{ items: { id: string }[] }>(token, 'GET', '/users/paginated?search=ogrenci'))
      .items;
    const [code] = (await call<{ items: { id: string }[] }>(token, 'GET', '/admin/discount-codes/paginated'))
      .items;
    const screens: [string, string, string][] = [
      ['dashboard', '/admin-panel/dashboard', 'Gösterge Paneli'],
      ['categories', '/admin-panel/categories', 'Kategori Yönetimi'],
      ['category-create', '/admin-panel/categories/create', 'Yeni Kategori'],
      ['category-edit', `/admin-panel/categories/${category?.id}/edit`, 'Kategoriyi Düzenle'],
      ['tags', '/admin-panel/tags', 'Etiket Yönetimi'],
      ['tag-edit', `/admin-panel/tags/${tag?.id}/edit`, 'Etiketi Düzenle'],
      ['users', '/admin-panel/users', 'Kullanıcı Yönetimi'],
      ['user-edit', `/admin-panel/users/${user?.id}/edit`, 'Kullanıcıyı Düzenle'],
      ['discount-codes', '/admin-panel/discount-codes', 'İndirim Kodu Yönetimi'],
      ['discount-code-create', '/admin-panel/discount-codes/create', 'Yeni İndirim Kodu Oluştur'],
      ['discount-code-edit', `/admin-panel/discount-codes/${code?.id}/edit`, 'İndirim Kodu Düzenle'],
      ['orders', '/admin-panel/orders', 'Sipariş Yönetimi'],
    ];
    for (const [name, path, title] of screens) {
      await page.goto(path);
      await heading(page, title)
        .waitFor({ timeout: 10_000 })
        .catch(async (error) => {
          await screenshot(page, `admin-${name}-phone-failed`);
          throw error;
        });
      await listIdle(page);
      // Nothing may be wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await violationsOf(page), name).toEqual([]);
      await screenshot(page, `admin-${name}-phone`);
    }
    await context.close();
  });
});
