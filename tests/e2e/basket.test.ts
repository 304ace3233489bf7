import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * The basket, discount codes and checkout in the browser, on the demo catalogue as the demo student (README "Demo
 * accounts"): a paid course made free by the demo codes and ordered, and a paid course ordered by bank transfer.
 */

const STUDENT = { email: 'ogrenci@kampus.dev', password: 'Ogrenci123!', fullName: 'Deniz Kaya' };
const API = '/api/v1/web';

let server: RunningServer;
let browser: Browser;
let token: string;

type Envelope<T> = { success: boolean; data: T; error: { errorMessage: string } | null };

const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
  const res = await fetch(`${server.url}${API}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as Envelope<T>;
  if (res.status !== 200)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(envelope.error)}`);
  return envelope.data;
};

type Course = { id: string; name: string };
const courseNamed = async (name: string): Promise<Course> => {
  const page = await call<{ items: Course[] }>(
    'GET',
    `/courses/paginated?search=${encodeURIComponent(name)}&pageSize=5`,
  );
  const course = page.items.find((c) => c.name === name);
  if (!course) throw new Error(`demo course '${name}' not found`);
  return course;
};

const addToBasket = (courseId: string) => call('POST', '/baskets/add-item', { courseId, basketId: null });
/** Each journey starts from an empty basket, whatever an earlier one left behind. */
const emptyBasket = async () => {
  const basket = await call<{ items: { id: string }[] } | null>('GET', '/baskets');
  for (const item of basket?.items ?? [])
    await call('POST', '/baskets/remove-item', { basketDetailId: item.id });
};
const myOrderCount = async () => (await call<{ totalItemCount: number }>('GET', '/orders')).totalItemCount;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const res = await fetch(`${server.url}${API}/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: STUDENT.email, password: STUDENT.password }),
  });
  token = ((await res.json()) as Envelope<{ accessToken: string }>).data.accessToken;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

const logIn = async (page: Page) => {
  await page.goto('/login');
  await field(page, 'E-posta').fill(STUDENT.email);
  await field(page, 'Şifre').fill(STUDENT.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL('**/homepage');
};

const openBasket = async (page: Page) => {
  await page.goto('/basket');
  await page.getByRole('heading', { level: 1, name: 'Sepetim' }).waitFor();
  // The skeleton stands in until the basket has loaded.
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
};

const storedBasketId = (page: Page) => page.evaluate(() => localStorage.getItem('basketId'));
const payableTotal = (page: Page) => page.getByTestId('payable-total').textContent();
const percentBadge = (page: Page) => page.getByTestId('discount-percent');
const basketCodeField = (page: Page) => page.getByLabel('Sepet indirim kodu');
const basketApply = (page: Page) =>
  page.getByRole('region', { name: 'Sipariş Özeti' }).getByRole('button', { name: 'Uygula', exact: true });
/** Fits the width: nothing sticks out sideways (390 px phones). */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('basket and checkout in the browser', () => {
  it('shows the empty basket with a way to the catalogue, on a desktop and a phone', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { context, page } = await newPage(browser, server.url, viewport);
      await logIn(page);
      await openBasket(page);
      await page.getByText('Sepetiniz Boş').waitFor();
      expect(
        await page.getByText('Henüz sepetinize kurs eklemediniz. Hemen keşfetmeye başlayın!').isVisible(),
      ).toBe(true);
      expect(await page.getByRole('link', { name: 'Kursları Keşfet' }).getAttribute('href')).toBe('/courses');
      expect(await overflowsSideways(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `basket-empty-${viewport}`);
      await context.close();
    }
  });

  it('applies course and basket codes, refuses a wrong one, and checks out free once the total is 0', async () => {
    const pandas = await courseNamed('Pandas ile Veri Analizi');
    // A second, free course rides along: the totals are the paid course's, and both end up owned.
    const htmlCss = await courseNamed('Sıfırdan HTML ve CSS ile Web Tasarımı');
    await emptyBasket();
    await addToBasket(pandas.id);
    await addToBasket(htmlCss.id);
    const ordersBefore = await myOrderCount();

    const { context, page } = await newPage(browser, server.url);
    await logIn(page);
    await openBasket(page);

    const item = page.getByRole('article', { name: pandas.name });
    await item.waitFor();
    expect(await page.getByTestId('basket-course-count').textContent()).toBe('2 kurs');
    await page.getByRole('article', { name: htmlCss.name }).waitFor();
    expect(await item.getByRole('link', { name: pandas.name }).getAttribute('href')).toBe(
      `/course/${pandas.id}`,
    );
    expect(await item.getByTestId('payable-price').textContent()).toBe('₺649,90');
    expect(await payableTotal(page)).toBe('₺649,90');
    expect(await percentBadge(page).count()).toBe(0);
    // The seed keeps the basket id in local storage.
    expect(await storedBasketId(page)).toMatch(/^[0-9a-f-]{36}$/);

    // The course's own code, typed in lower case with a dash: the field upper-cases and cleans it.
    const itemCode = item.getByLabel(`Kurs indirim kodu: ${pandas.name}`);
    await itemCode.pressSequentially('python-30');
    expect(await itemCode.inputValue()).toBe('PYTHON30');
    await item.getByRole('button', { name: `Uygula: ${pandas.name} indirim kodu` }).click();
    await item.getByTestId('applied-code').getByText('PYTHON30').waitFor();
    // 30 % off the regular price: the list price is struck through, the payable follows.
    expect(await item.getByTestId('list-price').textContent()).toContain('₺649,90');
    expect(await item.getByTestId('payable-price').textContent()).toContain('₺454,93');

    // A code the school does not have: the reason stands under the field.
    await basketCodeField(page).fill('YOKBOYLE1');
    await basketApply(page).click();
    await page.getByText('Geçersiz indirim kodu. Lütfen kodu kontrol edin.').waitFor();
    expect(await basketCodeField(page).getAttribute('aria-invalid')).toBe('true');
    // The reason and the enabled apply button must be readable too.
    expect(await axeViolations(page)).toEqual([]);

    // A course code entered for the whole basket says where it belongs.
    await basketCodeField(page).fill('PYTHON30');
    await basketApply(page).click();
    await page.getByText('Bu indirim kodu yalnızca bir kursa uygulanır', { exact: false }).waitFor();

    // The demo basket code: 20 % off the sum of the payables; the percent compares with the list total.
    await basketCodeField(page).fill('hosgeldin20');
    await basketApply(page).click();
    await page.getByRole('region', { name: 'Sipariş Özeti' }).getByTestId('applied-code').waitFor();
    await expect.poll(() => payableTotal(page)).toBe('₺363,94');
    expect(await percentBadge(page).textContent()).toBe('%44 indirim');
    // One basket code at a time: entry is closed until it is removed.
    expect(await basketApply(page).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'basket-filled-desktop');

    await page.getByRole('button', { name: 'Kaldır: HOSGELDIN20 indirim kodu' }).click();
    await expect.poll(() => payableTotal(page)).toBe('₺454,93');
    await basketCodeField(page).fill('BEDAVA100');
    await basketApply(page).click();
    await expect.poll(() => payableTotal(page)).toBe('Ücretsiz');
    expect(await percentBadge(page).textContent()).toBe('%100 indirim');
    expect(
      await page.getByText('Ödenecek tutar olmadığı için siparişiniz hemen tamamlanır.').isVisible(),
    ).toBe(true);

    // A double click must not order twice.
    await page.getByRole('button', { name: 'Ödemeye Geç' }).dblclick();
    await page.waitForURL(/\/order\/[0-9a-f-]{36}\/summary$/);
    await page.getByRole('heading', { level: 1, name: 'Sipariş Özeti' }).waitFor();
    expect(await myOrderCount()).toBe(ordersBefore + 1);

    const main = page.getByRole('main');
    expect(await main.getByTestId('order-status').first().textContent()).toBe('Tamamlandı');
    expect(await main.getByText(pandas.name).isVisible()).toBe(true);
    expect(await main.getByText(STUDENT.fullName).isVisible()).toBe(true);
    expect(await main.getByText(STUDENT.email).isVisible()).toBe(true);
    expect(await main.getByText('Ücretsiz', { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByTestId('order-number').textContent()).toMatch(/^KMP-\d{8}-[A-Z0-9]{6}$/);
    // The order took the basket: the stored id and the navbar count are gone.
    expect(await storedBasketId(page)).toBeNull();
    expect(await page.getByRole('link', { name: 'Sepetim', exact: true }).count()).toBe(1);

    expect(await page.getByRole('link', { name: 'Destek Al' }).getAttribute('href')).toMatch(
      /^mailto:destek@kampus\.dev\?subject=/,
    );
    // 'Faturayı İndir' opens the print dialog, and the printed page is the invoice alone.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Faturayı İndir' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    expect(await page.title()).toMatch(/^Fatura KMP-/);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Faturayı İndir' }).isVisible()).toBe(false);
    expect(await page.getByText('Kampüs Eğitim Teknolojileri A.Ş.').isVisible()).toBe(true);
    await screenshot(page, 'order-summary-print');
    await page.emulateMedia({ media: 'screen' });

    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'order-summary-free-desktop');

    // The course is now the student's.
    await page.getByRole('link', { name: 'Kurslarıma Git' }).click();
    await page.waitForURL('**/my-courses');
    for (const course of [pandas, htmlCss]) {
      const owned = page.getByTestId('course-card').filter({ hasText: course.name });
      await owned.waitFor();
      expect(await owned.getByRole('link', { name: 'Kursa Git' }).isVisible()).toBe(true);
    }
    await context.close();
  });

  it('orders a paid course by bank transfer and shows where to send the money', async () => {
    const course = await courseNamed("Modern JavaScript: ES2024'e Kadar Her Şey");
    await emptyBasket();
    await addToBasket(course.id);

    const { context, page } = await newPage(browser, server.url);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await logIn(page);
    await openBasket(page);
    await page.getByRole('article', { name: course.name }).waitFor();
    expect(await payableTotal(page)).toBe('₺299,90');
    expect(await page.getByText('Ödeme banka transferi (havale/EFT) ile yapılır.').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Ödemeye Geç' }).click();
    const dialog = page.getByRole('dialog', { name: 'Banka Transferi ile Öde' });
    await dialog.waitFor();
    expect(await dialog.getByTestId('transfer-amount').textContent()).toBe('₺299,90');
    // The sale documents open in place, filled with the seller, the buyer and the course with its KDV.
    await dialog.getByRole('button', { name: 'Mesafeli Satış Sözleşmesi' }).click();
    const contract = dialog.getByRole('region', { name: 'Mesafeli Satış Sözleşmesi' });
    await contract.waitFor();
    expect(await contract.textContent()).toContain('Kampüs Demo Eğitim');
    expect(await contract.textContent()).toContain(course.name);
    expect(await contract.textContent()).toContain('₺49,98'); // the KDV contained in ₺299,90
    expect(await axeViolations(page)).toEqual([]);
    // Without the two boxes the order is not sent; each box says what it needs.
    await dialog.getByRole('button', { name: 'Banka Transferi ile Öde' }).click();
    await dialog.getByText('belgeleri okuyup kabul ettiğinizi işaretleyin').waitFor();
    await dialog
      .getByRole('checkbox', { name: /Ön Bilgilendirme Formu'nu ve Mesafeli Satış Sözleşmesi'ni okudum/ })
      .check();
    await dialog.getByRole('checkbox', { name: /cayma hakkımın sona ereceğini/ }).check();
    await dialog.getByRole('button', { name: 'Banka Transferi ile Öde' }).click();

    await page.waitForURL(/\/order\/[0-9a-f-]{36}\/summary$/);
    await page.getByRole('heading', { level: 1, name: 'Sipariş Özeti' }).waitFor();
    const main = page.getByRole('main');
    expect(await main.getByTestId('order-status').first().textContent()).toBe('Bekliyor');
    expect(await main.getByText('Banka Transferi', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByTestId('iban').textContent()).toBe('TR33 0006 1005 1978 6457 8413 26');
    const orderNumber = await page.getByTestId('order-number').textContent();
    expect(await page.getByTestId('transfer-reference').textContent()).toBe(orderNumber);
    expect(await main.getByText('yönetici siparişinizi onaylar', { exact: false }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Kopyala: IBAN' }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe('TR330006100519786457841326');

    expect(await main.getByTestId('pay-by').textContent()).toContain('48 saat açık kalır');

    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'order-summary-transfer-desktop');
    const summaryUrl = page.url();

    // Leaving the summary loses nothing: 'Siparişlerim' in the user menu shows the transfer first, with its details.
    await page.goto('/homepage');
    await page.getByRole('button', { name: /^Kullanıcı menüsü/ }).click();
    await page.getByRole('menuitem', { name: 'Siparişlerim' }).click();
    await page.waitForURL('**/orders');
    const awaiting = page.getByTestId('awaiting-order').filter({ hasText: orderNumber ?? '' });
    await awaiting.waitFor();
    expect(await awaiting.getByTestId('iban').textContent()).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(await awaiting.getByTestId('transfer-reference').textContent()).toBe(orderNumber);
    expect(await awaiting.getByTestId('pay-by').textContent()).toContain('48 saat açık kalır');
    // The full list holds it too, beside the student's earlier (free) orders.
    const row = page.getByTestId('order-row').filter({ hasText: orderNumber ?? '' });
    expect(await row.getByTestId('order-status').textContent()).toBe('Bekliyor');
    expect(await page.getByTestId('order-row').count()).toBeGreaterThan(1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'my-orders-desktop');
    await awaiting.getByRole('link', { name: `Sipariş özeti: ${orderNumber}` }).click();
    await page.waitForURL(summaryUrl);
    await context.close();

    const phone = await newPage(browser, server.url, 'phone');
    await logIn(phone.page);
    await phone.page.goto(summaryUrl);
    await phone.page.getByTestId('iban').waitFor();
    expect(await overflowsSideways(phone.page)).toBe(false);
    expect(await axeViolations(phone.page)).toEqual([]);
    await screenshot(phone.page, 'order-summary-transfer-phone');

    // On a phone the drawer leads there.
    await phone.page.getByRole('button', { name: 'Menüyü aç' }).click();
    await phone.page
      .getByRole('navigation', { name: 'Hesabım' })
      .getByRole('link', { name: 'Siparişlerim' })
      .click();
    await phone.page.waitForURL('**/orders');
    await phone.page
      .getByTestId('awaiting-order')
      .filter({ hasText: orderNumber ?? '' })
      .waitFor();
    expect(await overflowsSideways(phone.page)).toBe(false);
    expect(await axeViolations(phone.page)).toEqual([]);
    await screenshot(phone.page, 'my-orders-phone');
    await phone.context.close();

    // The school confirms the money: the order is invoiced, and 'Faturayı İndir' saves the numbered PDF.
    const login = await fetch(`${server.url}${API}/authentication/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin@kampus.dev', password: 'Admin123!' }),
    });
    const adminToken = ((await login.json()) as Envelope<{ accessToken: string }>).data.accessToken;
    const confirmed = await fetch(`${server.url}${API}/admin/orders/${summaryUrl.split('/').at(-2)}/status`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 1 }),
    });
    expect(confirmed.status).toBe(200);
    const paid = await newPage(browser, server.url);
    await logIn(paid.page);
    await paid.page.goto(summaryUrl);
    await paid.page.getByText(/^KMP20\d{8}$/).waitFor();
    const [download] = await Promise.all([
      paid.page.waitForEvent('download'),
      paid.page.getByRole('button', { name: 'Faturayı İndir' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^fatura-KMP20\d{8}\.pdf$/);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await paid.context.close();
  });

  it('fits a filled basket on a phone and empties it by removing the last course', async () => {
    const course = await courseNamed('İstatistik ve Olasılık: Veri Bilimi İçin');
    await emptyBasket();
    await addToBasket(course.id);

    const { context, page } = await newPage(browser, server.url, 'phone');
    await logIn(page);
    await openBasket(page);
    const item = page.getByRole('article', { name: course.name });
    await item.waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'basket-filled-phone');

    // The checkout dialog takes the whole phone screen; its documents open and its boxes are reachable.
    await page.getByRole('button', { name: 'Ödemeye Geç' }).click();
    const dialog = page.getByRole('dialog', { name: 'Banka Transferi ile Öde' });
    await dialog.getByRole('button', { name: 'Ön Bilgilendirme Formu' }).click();
    await dialog.getByRole('region', { name: 'Ön Bilgilendirme Formu' }).waitFor();
    await dialog.getByRole('checkbox', { name: /cayma hakkımın sona ereceğini/ }).check();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'checkout-documents-phone');
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await item.getByRole('button', { name: `Sepetten Çıkar: ${course.name}` }).click();
    await page.getByText('Sepetiniz Boş').waitFor();
    expect(await storedBasketId(page)).toBeNull();
    await context.close();
  });

  it('shows the error screen for an order that does not exist', async () => {
    const { context, page } = await newPage(browser, server.url);
    await logIn(page);
    await page.goto('/order/4f0c3a52-9a3e-4d1b-9d7a-2c1e5b6a7f80/summary');
    await page.getByRole('heading', { name: 'Oops!' }).waitFor();
    expect(await page.getByTestId('error-detail').textContent()).toBe('İstenen kaynak bulunamadı.');
    await page.goto('/order/not-an-order/summary');
    await page.getByRole('heading', { name: 'Oops!' }).waitFor();
    expect(await page.getByTestId('error-detail').textContent()).toBe('İstenen kaynak bulunamadı.');
    await context.close();
  });
});
