/// <reference lib="dom" />

import { familyMessages, LectureContentType, OrderStatus } from '@kampus/contract';
import { readOutbox } from '@kampus/test-support';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, callApi } from './support/api.ts';
import {
  axeViolations,
  fieldByLabel,
  launchBrowser,
  screenshot,
  viewports,
  waitForSettledPage,
} from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * A parent joins from the invitation mail (CONTRACT.md §12), in Chromium: a student registered through the API
 * invites a parent on '/settings/family', the mail's link opens the join page, a wrong number is refused under its
 * field, the right one creates the Parent account and signs it in, and the student then sees the parent listed.
 * The first test goes on with the whole journey of issue 14: the parent sees the child's progress rise after the
 * child completes a lesson, approves the child's 'Velimden İste' by bank transfer after reading the sale documents,
 * an admin confirms the transfer, and the child finds the course in 'Kurslarım'.
 */

const PASSWORD = 'GucluSifre123!';
const PARENT_NUMBER = '10987654321';

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_PER_MINUTE: '100000' });
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

const call = <T>(token: string, method: string, route: string, body?: unknown) =>
  callApi<T>(server.url, token, method, route, body);
type Tokens = { accessToken: string; refreshToken: string };
type Card = { id: string; name: string; price: number };
type Contents = {
  sections: { lectures: { id: string; isCompleted: boolean; lectureContentType: number }[] }[];
};

/**
 * A student of the journey owns a free course (ordered through the API, as the checkout would), so the parent has
 * progress to follow; → that course's first lesson that a button completes, and a paid course to ask for.
 */
const journeyCourses = async (student: { email: string; password: string }) => {
  const token = await accessTokenOf(server.url, student);
  const catalogue = await call<{ items: Card[] }>(
    token,
    'GET',
    '/courses/paginated?pageNumber=1&pageSize=50',
  );
  const free = catalogue.items.find((c) => c.price === 0);
  const paid = catalogue.items.find((c) => c.price > 0);
  if (!free || !paid) throw new Error('the demo catalogue has no free or no paid course');
  const basket = await call<{ id: string }>(token, 'POST', '/baskets/add-item', {
    courseId: free.id,
    basketId: null,
  });
  await call<string>(token, 'POST', '/orders/free', { basketId: basket.id });
  const contents = await call<Contents>(token, 'GET', `/courses/${free.id}/with-contents`);
  const lesson = contents.sections
    .flatMap((s) => s.lectures)
    .find((l) => !l.isCompleted && l.lectureContentType !== LectureContentType.Quiz);
  if (!lesson) throw new Error('the free course has no lesson to complete');
  return { token, free, lessonId: lesson.id, paid };
};

/** The child's overall progress on the parent's card, as a number (`%8` → 8). */
const overallProgress = async (page: Page, childName: string) => {
  const card = page.getByTestId('child-card').filter({ hasText: childName });
  await card.waitFor();
  return Number((await card.getByTestId('overall-progress').textContent())?.replace('%', ''));
};

let people = 0;
/** A new student, registered through the API with the parent's number the join page will ask for. */
const registerStudent = async () => {
  people += 1;
  const email = `ogrenci.aile.${Date.now()}.${people}@example.com`;
  await call<string>('', 'POST', '/authentication/register', {
    name: 'Ayşe',
    surname: 'Yılmaz',
    email,
    identificationNumber: '12345678901',
    parentName: 'Fatma',
    parentSurname: 'Yılmaz',
    parentIdentificationNumber: PARENT_NUMBER,
    fullAddress: 'Atatürk Caddesi No 1, Kadıköy, İstanbul',
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  return { email, password: PASSWORD };
};

const newPage = async (signedInAs?: { email: string; password: string }): Promise<Page> => {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: viewports.desktop,
    locale: 'tr-TR',
  });
  contexts.push(context);
  if (signedInAs) {
    const tokens = await call<Tokens>('', 'POST', '/authentication/login', {
      username: signedInAs.email,
      password: signedInAs.password,
    });
    // The way the app keeps a session after a login: both tokens in cookies.
    await context.addCookies(
      (['accessToken', 'refreshToken'] as const).map((name) => ({
        name,
        value: tokens[name],
        url: server.url,
        sameSite: 'Strict' as const,
      })),
    );
  }
  return context.newPage();
};

/** The join link of the invitation mailed to `email` (the outbox sends in the background, so it is awaited). */
const joinLinkFor = async (email: string): Promise<string> => {
  for (let attempt = 0; attempt < 200; attempt++) {
    const link = (await readOutbox(server.dataDir))
      .filter((mail) => (mail.headers.to ?? '').toLowerCase().includes(email))
      .map((mail) => /\/family\/join\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0])
      .find((found): found is string => Boolean(found));
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no invitation mail to ${email} in ${server.mailDir}`);
};

/** Full-page pictures at 1280 and 390 px, for a person to look at; the page is left at desktop width. */
const pictures = async (page: Page, name: string) => {
  // Each picture is of a settled page, not of a dialog still fading in.
  await page.setViewportSize({ width: 1280, height: 800 });
  await waitForSettledPage(page);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(viewports.phone);
  await waitForSettledPage(page);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(viewports.desktop);
};

describe('a parent joins from the invitation mail', () => {
  it('is invited, joins from the mailed link, follows the progress, approves a request, and the child learns', async () => {
    const student = await registerStudent();
    const { token: studentToken, free, lessonId, paid } = await journeyCourses(student);
    const parentEmail = `veli.${Date.now()}.${people}@example.com`;

    const studentPage = await newPage(student);
    await studentPage.goto('/settings/family');
    await studentPage.getByRole('heading', { name: 'Ailem', level: 1 }).waitFor();
    await expect.poll(() => studentPage.getByTestId('empty-state').count()).toBe(2);
    expect(await axeViolations(studentPage)).toEqual([]);
    await pictures(studentPage, 'family-settings-empty');

    await fieldByLabel(studentPage, 'Velinizin e-posta adresi').fill(parentEmail);
    await studentPage.getByRole('button', { name: 'Davet Gönder' }).click();
    await studentPage
      .locator('.mantine-Notification-root', { hasText: familyMessages.invitationSent })
      .waitFor();
    await studentPage.getByTestId('family-invitation').filter({ hasText: parentEmail }).waitFor();
    expect(await axeViolations(studentPage)).toEqual([]);
    await pictures(studentPage, 'family-settings-invited');

    const parentPage = await newPage();
    await parentPage.goto(await joinLinkFor(parentEmail));
    await parentPage.getByRole('heading', { name: 'Veli daveti', level: 1 }).waitFor();
    await parentPage.getByText(/Ayşe Y\. sizi/).waitFor();
    expect(await fieldByLabel(parentPage, 'E-posta').inputValue()).toBe(parentEmail);
    expect(await axeViolations(parentPage)).toEqual([]);
    await pictures(parentPage, 'family-join');

    await fieldByLabel(parentPage, 'Ad').fill('Fatma');
    await fieldByLabel(parentPage, 'Soyad').fill('Yılmaz');
    await fieldByLabel(parentPage, 'Şifre').fill(PASSWORD);
    await fieldByLabel(parentPage, 'Şifre Tekrar').fill(PASSWORD);
    await parentPage.getByRole('checkbox', { name: /açık rıza veriyorum/ }).check();
    const number = fieldByLabel(parentPage, 'T.C. Kimlik No');
    await number.fill('11111111110');
    const submit = parentPage.getByRole('button', { name: 'Hesap Oluştur ve Bağlan' });
    await submit.click();
    // A number that is not the one the child registered: the server's message under the number, no account.
    await expect.poll(() => number.getAttribute('aria-invalid')).toBe('true');
    await parentPage
      .locator('.mantine-InputWrapper-error', { hasText: familyMessages.parentIdMismatch })
      .waitFor();
    await pictures(parentPage, 'family-join-wrong-number');

    await number.fill(PARENT_NUMBER);
    await submit.click();
    await parentPage.waitForURL((url) => url.pathname === '/parent');
    // The parent's home: the child's card with the progress of the free course, nothing completed yet.
    const before = await overallProgress(parentPage, 'Ayşe Yılmaz');

    // The child completes a lesson, and the parent's card shows the progress rise.
    const childPage = await newPage(student);
    await childPage.goto(`/course/${free.id}/learning?lecture=${lessonId}`);
    await childPage.getByRole('button', { name: 'Mark Complete' }).click();
    await childPage.getByRole('button', { name: 'Tamamlanmadı olarak işaretle' }).waitFor();
    await expect
      .poll(async () => {
        await parentPage.reload();
        return overallProgress(parentPage, 'Ayşe Yılmaz');
      })
      .toBeGreaterThan(before);

    // The child asks the parent for a paid course from the basket.
    await call(studentToken, 'POST', '/baskets/add-item', { courseId: paid.id, basketId: null });
    await childPage.goto('/basket');
    await childPage.getByRole('button', { name: 'Velimden İste' }).click();
    await childPage
      .getByRole('dialog', { name: 'Velinizden isteyin' })
      .getByRole('button', { name: 'Talebi Gönder' })
      .click();
    await childPage.getByTestId('pending-purchase-request').waitFor();

    // The parent reads the sale documents naming them as buyer, ticks both boxes and approves by bank transfer.
    await parentPage.goto('/parent/requests');
    const request = parentPage.getByRole('article').filter({ hasText: paid.name });
    await request.getByRole('button', { name: /^Onayla:/ }).click();
    const approve = parentPage.getByRole('dialog', { name: 'Talebi onaylayın' });
    await approve.getByRole('button', { name: 'Mesafeli Satış Sözleşmesi' }).click();
    const contract = approve.getByRole('region', { name: 'Mesafeli Satış Sözleşmesi' });
    await contract
      .getByText(/Fatma Yılmaz/)
      .first()
      .waitFor();
    expect(await contract.getByText(paid.name).count()).toBeGreaterThan(0);
    await approve.getByRole('checkbox', { name: /Mesafeli Satış Sözleşmesi'ni/ }).check();
    await approve.getByRole('checkbox', { name: /cayma hakkımın/ }).check();
    expect(await axeViolations(parentPage)).toEqual([]);
    await pictures(parentPage, 'family-approve-documents');
    await approve.getByRole('button', { name: 'Onayla ve ödeme bilgilerini gör' }).click();
    await parentPage.waitForURL(/\/order\/[0-9a-f-]+\/summary$/);
    // Worded for the payer: the courses open in the child's account, no 'Kurslarıma Git' of the parent's own.
    await parentPage.getByText(/kurslar Ayşe Yılmaz adlı öğrencinin hesabında açılır/).waitFor();
    expect(await parentPage.getByRole('link', { name: 'Kurslarıma Git' }).count()).toBe(0);
    expect(await parentPage.getByRole('link', { name: 'Çocuklarıma Git' }).count()).toBe(1);
    const orderId = /\/order\/([0-9a-f-]+)\/summary$/.exec(parentPage.url())?.[1];

    // The school receives the transfer and an admin confirms it; the child finds the course in 'Kurslarım'.
    const admin = await accessTokenOf(server.url, { email: 'admin@kampus.dev', password: 'Admin123!' });
    await call(admin, 'PUT', `/admin/orders/${orderId}/status`, { status: OrderStatus.Completed });
    await childPage.goto('/my-courses');
    await childPage.getByRole('heading', { name: /Kurslarım/, level: 1 }).waitFor();
    await childPage.getByText(paid.name).first().waitFor();

    await studentPage.goto('/settings/family');
    const listed = studentPage.getByTestId('family-parent').filter({ hasText: 'Fatma Yılmaz' });
    await listed.waitFor();
    // The invitation was spent by joining: the waiting list is empty again.
    expect(await studentPage.getByTestId('family-invitation').count()).toBe(0);
    await expect.poll(() => studentPage.getByTestId('empty-state').count()).toBe(1);
    await pictures(studentPage, 'family-settings-linked');

    // Unlinking asks first, in a dialog reachable by keyboard.
    await listed.getByRole('button', { name: /Bağlantıyı Kaldır/i }).click();
    const dialog = studentPage.getByRole('dialog', { name: 'Bağlantıyı kaldır' });
    await dialog.waitFor();
    await pictures(studentPage, 'family-settings-unlink-dialog');
    await dialog.getByRole('button', { name: 'Bağlantıyı Kaldır' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => studentPage.getByTestId('family-parent').count()).toBe(0);
  });

  it('lets someone with an account sign in from the link, come back to it and accept', async () => {
    const student = await registerStudent();
    // Any account can become a parent; here another registered account plays the parent.
    const existing = await registerStudent();
    const studentToken = (
      await call<Tokens>('', 'POST', '/authentication/login', {
        username: student.email,
        password: student.password,
      })
    ).accessToken;
    await call<string>(studentToken, 'POST', '/families/invitations', { email: existing.email });

    const page = await newPage();
    const link = await joinLinkFor(existing.email);
    await page.goto(link);
    await page.getByRole('link', { name: 'Giriş Yap ve Devam Et' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    // The address changes before the login page replaces the invitation, whose form has its own 'E-posta' and
    // 'Şifre': the fields are filled once the login page is there.
    await page.getByRole('heading', { name: 'Giriş Yap', level: 1, exact: true }).waitFor();
    await fieldByLabel(page, 'E-posta').fill(existing.email);
    await fieldByLabel(page, 'Şifre').fill(existing.password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    // The login page sends the account back to the invitation it came from. Polled, so that a failure names the
    // address the browser ended on instead (a rare failure under load left it elsewhere).
    await expect
      .poll(
        () => {
          const url = new URL(page.url());
          return `${url.pathname}${url.search}`;
        },
        { timeout: 30_000 },
      )
      .toBe(link);
    await page.getByRole('button', { name: 'Daveti Kabul Et' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await pictures(page, 'family-join-signed-in');

    await fieldByLabel(page, 'T.C. Kimlik No').fill(PARENT_NUMBER);
    await page.getByRole('checkbox', { name: /açık rıza veriyorum/ }).check();
    await page.getByRole('button', { name: 'Daveti Kabul Et' }).click();
    await page.waitForURL((url) => url.pathname === '/parent');
    const parents = await call<{ name: string }[]>(studentToken, 'GET', '/families/parents');
    expect(parents.map((p) => p.name)).toEqual(['Ayşe']);
  });

  it('says so when the link is unknown, and leads to the login page', async () => {
    const page = await newPage();
    await page.goto('/family/join?token=BilinmeyenDavetBaglantisi1234');
    await page
      .getByTestId('family-join-invalid')
      .filter({ hasText: familyMessages.invitationNotFound })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await pictures(page, 'family-join-invalid');
    await page.getByRole('link', { name: 'Giriş sayfasına git' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
  });
});
