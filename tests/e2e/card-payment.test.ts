import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IyzicoServer, startIyzicoServer } from '../../apps/server/test/support/iyzico-server.ts';
import { axeViolations, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * Paying by card in the browser (CONTRACT.md §13): the demo student checks out with 'Kredi Kartı', goes to the local
 * iyzico-compatible server's hosted page (test support, started here; the server is configured with its address and
 * keys), pays, comes back through the callback to the order summary, downloads the numbered invoice and finds the
 * course in 'Kurslarım'. A declined card comes back with iyzico's reason and the course still in the basket.
 */

const STUDENT = { email: 'ogrenci@kampus.dev', password: 'Ogrenci123!' };
const KEYS = { apiKey: 'e2e-iyzico-api-key', secretKey: 'e2e-iyzico-secret-key' };
const API = '/api/v1/web';

let iyzico: IyzicoServer;
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

const courseNamed = async (name: string) => {
  const page = await call<{ items: { id: string; name: string }[] }>(
    'GET',
    `/courses/paginated?search=${encodeURIComponent(name)}&pageSize=5`,
  );
  const course = page.items.find((c) => c.name === name);
  if (!course) throw new Error(`demo course '${name}' not found`);
  return course;
};

const emptyBasket = async () => {
  const basket = await call<{ items: { id: string }[] } | null>('GET', '/baskets');
  for (const item of basket?.items ?? [])
    await call('POST', '/baskets/remove-item', { basketDetailId: item.id });
};

beforeAll(async () => {
  iyzico = await startIyzicoServer(KEYS);
  server = await startServer({
    IYZICO_API_KEY: KEYS.apiKey,
    IYZICO_SECRET_KEY: KEYS.secretKey,
    IYZICO_BASE_URL: iyzico.url,
  });
  browser = await launchBrowser();
  const res = await fetch(`${server.url}${API}/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: STUDENT.email, password: STUDENT.password }),
  });
  token = ((await res.json()) as Envelope<{ accessToken: string }>).data.accessToken;
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await iyzico?.close();
});

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

const logIn = async (page: Page) => {
  await page.goto('/login');
  await field(page, 'E-posta').fill(STUDENT.email);
  await field(page, 'Şifre').fill(STUDENT.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL('**/homepage');
};

/** From the basket to iyzico's page: 'Kredi Kartı' chosen, both documents' boxes ticked. */
const payByCard = async (page: Page, courseName: string) => {
  await page.goto('/basket');
  await page.getByRole('article', { name: courseName }).waitFor();
  expect(
    await page
      .getByText('Ödeme kredi kartı (iyzico güvenli ödeme sayfası) veya banka transferi ile yapılır.')
      .isVisible(),
  ).toBe(true);
  await page.getByRole('button', { name: 'Ödemeye Geç' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ödeme' });
  await dialog.waitFor();
  // Card is the first choice while the school takes cards.
  await dialog.getByRole('button', { name: 'Kredi Kartı ile Öde' }).waitFor();
  await dialog
    .getByRole('checkbox', { name: /Ön Bilgilendirme Formu'nu ve Mesafeli Satış Sözleşmesi'ni okudum/ })
    .check();
  await dialog.getByRole('checkbox', { name: /cayma hakkımın sona ereceğini/ }).check();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Kredi Kartı ile Öde' }).click();
  await page.waitForURL(`${iyzico.url}/checkoutform/pay?token=*`);
  await page.getByRole('heading', { name: 'Ödeme' }).waitFor();
};

describe('paying by card through iyzico’s page', () => {
  it('pays, lands on the order summary, downloads the invoice and finds the course in Kurslarım', async () => {
    const course = await courseNamed("Modern JavaScript: ES2024'e Kadar Her Şey");
    await emptyBasket();
    await call('POST', '/baskets/add-item', { courseId: course.id, basketId: null });

    const { context, page } = await newPage(browser, server.url);
    await logIn(page);
    await payByCard(page, course.name);
    await page.getByRole('button', { name: 'Öde' }).click();

    // iyzico's page posts the token to the callback, which answers 303 to the summary.
    await page.waitForURL(new RegExp(`^${server.url}/order/[0-9a-f-]{36}/summary$`));
    await page.getByRole('heading', { level: 1, name: 'Sipariş Özeti' }).waitFor();
    const main = page.getByRole('main');
    expect(await main.getByTestId('order-status').first().textContent()).toBe('Tamamlandı');
    expect(await main.getByText('Kredi Kartı', { exact: true }).isVisible()).toBe(true);
    await page.getByText(/^KMP20\d{8}$/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'order-summary-card-desktop');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Faturayı İndir' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^fatura-KMP20\d{8}\.pdf$/);
    const pdf = await readFile((await download.path()) as string);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    await page.goto('/my-courses');
    await page.getByRole('heading', { level: 1, name: /Kurslarım/ }).waitFor();
    await page.getByTestId('course-card').filter({ hasText: course.name }).waitFor();
    await context.close();
  });

  it('comes back from a declined card with iyzico’s reason, and the course is still in the basket', async () => {
    const course = await courseNamed('İstatistik ve Olasılık: Veri Bilimi İçin');
    await emptyBasket();
    await call('POST', '/baskets/add-item', { courseId: course.id, basketId: null });

    const { context, page } = await newPage(browser, server.url);
    await logIn(page);
    await payByCard(page, course.name);
    await page.getByRole('button', { name: 'Kart reddedilsin' }).click();

    await page.waitForURL(new RegExp(`^${server.url}/order/[0-9a-f-]{36}/summary$`));
    const failure = page.getByTestId('card-failure');
    await failure.waitFor();
    expect(await failure.textContent()).toContain('Kart limiti yetersiz, yetersiz bakiye');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'order-summary-card-declined');
    await failure.getByRole('link', { name: 'Sepete Dön' }).click();
    await page.waitForURL('**/basket');
    await page.getByRole('article', { name: course.name }).waitFor();
    await context.close();
  });
});
