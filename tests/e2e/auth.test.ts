/// <reference lib="dom" />
import { readOutbox } from '@kampus/test-support';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer({ SEED_DEMO: 'false' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Person = {
  name: string;
  surname: string;
  email: string;
  identificationNumber: string;
  parentName: string;
  parentSurname: string;
  parentIdentificationNumber: string;
  fullAddress: string;
  password: string;
};

let people = 0;
const newPerson = (): Person => {
  people += 1;
  return {
    name: 'Ayşe',
    surname: 'Yılmaz',
    email: `ayse.${Date.now()}.${people}@example.com`,
    identificationNumber: '12345678901',
    parentName: 'Fatma',
    parentSurname: 'Yılmaz',
    parentIdentificationNumber: '10987654321',
    fullAddress: 'Atatürk Caddesi No 1, Kadıköy, İstanbul',
    password: 'gizli123',
  };
};

/** The input whose label is exactly `label` (a required label ends with ' *'). */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

/** Accessibility violations once the page's heading has rendered (the app renders in the browser). */
const violationsOf = async (page: Page) => {
  await page.locator('h1').first().waitFor();
  return axeViolations(page);
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

/** A notification with this text (they stay 5 s, long enough to be seen). */
const notice = (page: Page, text: string) => page.locator('.mantine-Notification-root', { hasText: text });

const registerThroughApi = async (person: Person) => {
  const res = await fetch(`${server.url}/api/v1/web/authentication/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...person, confirmPassword: person.password }),
  });
  expect(res.status).toBe(200);
};

const logIn = async (page: Page, email: string, password: string) => {
  await page.goto('/login');
  await field(page, 'E-posta').fill(email);
  await field(page, 'Şifre').fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
};

/** The six-digit code of the newest reset mail to `email` in the server's outbox (sent in the background). */
const resetCodeFor = async (email: string): Promise<string> => {
  for (let attempt = 0; attempt < 100; attempt++) {
    const code = (await readOutbox(server.dataDir))
      .filter((mail) => mail.raw.toLowerCase().includes(email.toLowerCase()))
      .map((mail) => /kodunuz:\s*(\d{6})/.exec(mail.text)?.[1])
      .filter(Boolean)
      .at(-1);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no reset mail for ${email} in ${server.mailDir}`);
};

describe('account journey in the browser', () => {
  it('registers, signs in, edits the profile and password, signs out, resets the password and signs in again', async () => {
    const person = newPerson();
    const { context, page } = await newPage(browser, server.url);

    // Registration: a field left with a bad value says why at once.
    await page.goto('/register');
    expect(await violationsOf(page)).toEqual([]);
    await field(page, 'Ad').fill('A');
    await field(page, 'Ad').blur();
    await expect.poll(() => page.getByText('Lütfen geçerli bir isim giriniz.').isVisible()).toBe(true);
    // Field messages must be readable too.
    expect(await violationsOf(page)).toEqual([]);
    await screenshot(page, 'auth-register-desktop');

    await field(page, 'Ad').fill(person.name);
    await field(page, 'Soyad').fill(person.surname);
    await field(page, 'E-posta').fill(person.email);
    await field(page, 'T.C. Kimlik No').fill(person.identificationNumber);
    await field(page, 'Veli Adı').fill(person.parentName);
    await field(page, 'Veli Soyadı').fill(person.parentSurname);
    await field(page, 'Veli T.C. Kimlik No').fill(person.parentIdentificationNumber);
    await field(page, 'Açık Adres').fill(person.fullAddress);
    await field(page, 'Şifre').fill(person.password);
    await field(page, 'Şifre Tekrar').fill(person.password);
    // The privacy notice must be acknowledged; the link opens it beside the form.
    await page.getByRole('button', { name: 'Kayıt Ol' }).click();
    await expect
      .poll(() =>
        page.getByText('Devam etmek için Aydınlatma Metni’ni okuduğunuzu onaylamanız gerekir.').isVisible(),
      )
      .toBe(true);
    await page.getByRole('checkbox', { name: /Aydınlatma Metni/ }).check();
    await page.getByRole('button', { name: 'Kayıt Ol' }).click();
    await page.waitForURL('**/login');
    await expect.poll(() => notice(page, 'Kayıt başarılı').count()).toBe(1);
    // The address changes before the login page replaces the form, which has its own 'E-posta' and 'Şifre'.
    await page.getByRole('heading', { name: 'Giriş Yap', level: 1, exact: true }).waitFor();

    // Login: lands on the student's home page inside the main layout.
    expect(await violationsOf(page)).toEqual([]);
    await screenshot(page, 'auth-login-desktop');
    await field(page, 'E-posta').fill(person.email);
    await field(page, 'Şifre').fill('yanlis-sifre');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'E-posta adresi veya şifre hatalı.' }).count())
      .toBe(1);
    await field(page, 'Şifre').fill(person.password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.waitForURL('**/homepage');
    await page.getByRole('button', { name: 'Kullanıcı menüsü: Ayşe Yılmaz' }).waitFor();
    // The login page's registration notice ends with signing in; it does not sit over the home page.
    // Waited for: the notice leaves through its closing transition.
    await expect.poll(() => notice(page, 'Kayıt başarılı').count()).toBe(0);
    expect(await violationsOf(page)).toEqual([]);
    await screenshot(page, 'shell-homepage-desktop');

    // A signed-in visitor of the login page goes to / and from there to their area.
    await page.goto('/login');
    await page.waitForURL('**/homepage');

    // Settings: the user menu leads there; /settings opens the account info.
    await page.getByRole('button', { name: 'Kullanıcı menüsü: Ayşe Yılmaz' }).click();
    // The open menu holds menu items only (a focusable placeholder inside role="menu" failed axe while the menu
    // was open or still closing over the next page).
    await page.getByRole('menuitem', { name: 'Ayarlar' }).waitFor();
    expect(await violationsOf(page)).toEqual([]);
    await page.getByRole('menuitem', { name: 'Ayarlar' }).click();
    await page.waitForURL('**/settings/account-info');
    await expect.poll(() => field(page, 'E-posta').inputValue()).toBe(person.email);
    expect(await field(page, 'T.C. Kimlik No').inputValue()).toBe(person.identificationNumber);
    expect(await violationsOf(page)).toEqual([]);
    await screenshot(page, 'settings-account-info-desktop');

    await field(page, 'Ad').fill('Ayşegül');
    await field(page, 'Açık Adres').fill('kısa');
    await field(page, 'Açık Adres').blur();
    await expect.poll(() => page.getByText('Lütfen geçerli bir adres giriniz.').isVisible()).toBe(true);
    await field(page, 'Açık Adres').fill('Bağdat Caddesi No 5, Maltepe, İstanbul');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect.poll(() => notice(page, 'Güncelleme başarılı.').count()).toBe(1);
    // The navbar follows the new name.
    await page.getByRole('button', { name: 'Kullanıcı menüsü: Ayşegül Yılmaz' }).waitFor();

    await page.getByRole('link', { name: 'Şifre Değiştir' }).first().click();
    await page.waitForURL('**/settings/change-password');
    expect(await violationsOf(page)).toEqual([]);
    await field(page, 'Mevcut Şifre').fill('yanlis-sifre');
    await field(page, 'Yeni Şifre').fill('yeniSifre1');
    await field(page, 'Yeni Şifre Tekrar').fill('yeniSifre2');
    await field(page, 'Yeni Şifre Tekrar').blur();
    await expect.poll(() => page.getByText('Şifreler uyuşmuyor.').isVisible()).toBe(true);
    await field(page, 'Yeni Şifre Tekrar').fill('yeniSifre1');
    await page.getByRole('button', { name: 'Şifreyi Değiştir' }).click();
    await expect.poll(() => page.getByText('Mevcut şifreniz hatalı.').isVisible()).toBe(true);
    await screenshot(page, 'settings-change-password-desktop');
    await field(page, 'Mevcut Şifre').fill(person.password);
    await page.getByRole('button', { name: 'Şifreyi Değiştir' }).click();
    await expect.poll(() => notice(page, 'Şifreniz başarıyla değiştirildi.').count()).toBe(1);
    await expect.poll(() => field(page, 'Mevcut Şifre').inputValue()).toBe('');

    // Log out from the user menu.
    await page.getByRole('button', { name: 'Kullanıcı menüsü: Ayşegül Yılmaz' }).click();
    await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
    await page.waitForURL('**/login');
    expect((await context.cookies()).map((c) => c.name)).not.toContain('accessToken');
    // Without a session the signed-in pages send the visitor back to log in.
    await page.goto('/settings');
    await page.waitForURL('**/login');

    // Password reset with the code from the mail.
    await page.getByRole('link', { name: 'Şifremi unuttum' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByRole('button', { name: 'Kod Gönder' }).click();
    await expect.poll(() => notice(page, 'Lütfen e-posta adresinizi giriniz.').count()).toBe(1);
    await field(page, 'E-posta').fill(person.email);
    await page.getByRole('button', { name: 'Kod Gönder' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/verify-code' && url.searchParams.get('email') === person.email,
    );
    await screenshot(page, 'auth-verify-code-desktop');
    const code = await resetCodeFor(person.email);

    // A reload keeps the e-mail (it is in the address too).
    await page.reload();
    await page.getByText(person.email).waitFor();
    const verify = page.getByRole('button', { name: 'Doğrula' });
    expect(await verify.isDisabled()).toBe(true);
    await page.getByLabel('Doğrulama kodunun 1. hanesi').click();
    await page.keyboard.type(code);
    expect(await verify.isDisabled()).toBe(false);
    await verify.click();
    await page.waitForURL('**/reset-password');
    await screenshot(page, 'auth-reset-password-desktop');
    await field(page, 'Yeni Şifre').fill('sonSifre9');
    await field(page, 'Yeni Şifre Tekrar').fill('sonSifre9');
    await page.getByRole('button', { name: 'Şifreyi Değiştir' }).click();
    await page.waitForURL('**/login');
    await expect
      .poll(() => notice(page, 'Şifreniz başarıyla değiştirildi. Giriş yapabilirsiniz.').count())
      .toBe(1);
    await page.getByRole('heading', { name: 'Giriş Yap', level: 1, exact: true }).waitFor();

    await field(page, 'E-posta').fill(person.email);
    await field(page, 'Şifre').fill('sonSifre9');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.waitForURL('**/homepage');
    await context.close();
  });

  it("sends a student who opens the admin panel to /login with 'Yetkisiz işlem.'", async () => {
    const person = newPerson();
    await registerThroughApi(person);
    const { context, page } = await newPage(browser, server.url);
    await logIn(page, person.email, person.password);
    await page.waitForURL('**/homepage');
    // A student has no admin entry in the navbar.
    expect(await page.getByRole('link', { name: 'Yönetim Paneli' }).count()).toBe(0);

    await page.goto('/admin-panel');
    await page.waitForURL('**/login');
    await expect.poll(() => notice(page, 'Yetkisiz işlem.').count()).toBe(1);
    expect((await context.cookies()).map((c) => c.name)).not.toContain('refreshToken');
    await context.close();
  });

  it('renews an expired access token from the refresh token without asking to log in', async () => {
    const person = newPerson();
    await registerThroughApi(person);
    const { context, page } = await newPage(browser, server.url);
    await logIn(page, person.email, person.password);
    await page.waitForURL('**/homepage');
    // Leave the home page first: a request it starts after the cookie is gone (the notification stream's catch-up)
    // would renew the session itself, and its answer would be lost to the navigation below.
    await page.goto('about:blank');
    const before = await context.cookies();
    // The access cookie lives 15 minutes; without it the next page must renew the session silently.
    await context.clearCookies({ name: 'accessToken' });
    await page.goto('/settings/account-info');
    await expect.poll(() => field(page, 'E-posta').inputValue()).toBe(person.email);
    const after = await context.cookies();
    const refreshOf = (cookies: typeof before) => cookies.find((c) => c.name === 'refreshToken')?.value;
    expect(refreshOf(after)).toBeDefined();
    expect(refreshOf(after)).not.toBe(refreshOf(before));
    expect(after.find((c) => c.name === 'refreshToken')?.sameSite).toBe('Strict');
    await context.close();
  });

  it('shows the error screen for an unknown address, with a way back', async () => {
    const { context, page } = await newPage(browser, server.url);
    await page.goto('/login');
    await page.goto('/bu-sayfa-yok');
    await page.getByRole('heading', { name: 'Oops!' }).waitFor();
    expect(await page.getByText('Sorry, an unexpected error has occurred.').isVisible()).toBe(true);
    expect(await page.getByText('İstenen kaynak bulunamadı.').isVisible()).toBe(true);
    await screenshot(page, 'shell-error-desktop');
    await page.getByRole('button', { name: 'Geri Dön' }).click();
    await page.waitForURL('**/login');
    await context.close();
  });

  it('fits every page built here on a phone, with the menu in a drawer', async () => {
    const person = newPerson();
    await registerThroughApi(person);
    const { context, page } = await newPage(browser, server.url, 'phone');
    const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    for (const [url, name] of [
      ['/login', 'auth-login-phone'],
      ['/register', 'auth-register-phone'],
      ['/forgot-password', 'auth-forgot-password-phone'],
      [`/verify-code?email=${encodeURIComponent(person.email)}`, 'auth-verify-code-phone'],
      ['/bu-sayfa-yok', 'shell-error-phone'],
    ] as const) {
      await page.goto(url);
      await page.locator('h1').first().waitFor();
      expect(await noSideScroll(), url).toBe(true);
      await screenshot(page, name);
    }

    await logIn(page, person.email, person.password);
    await page.waitForURL('**/homepage');
    expect(await noSideScroll()).toBe(true);
    await screenshot(page, 'shell-homepage-phone');
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menü' });
    await drawer.getByRole('link', { name: 'Kurslar', exact: true }).waitFor();
    await settled(page);
    await screenshot(page, 'shell-drawer-phone');
    await drawer.getByRole('link', { name: 'Kurslarım' }).click();
    await page.waitForURL('**/my-courses');
    await expect.poll(() => drawer.isVisible()).toBe(false);

    for (const [url, name] of [
      ['/settings/account-info', 'settings-account-info-phone'],
      ['/settings/change-password', 'settings-change-password-phone'],
    ] as const) {
      await page.goto(url);
      await page.locator('h1').first().waitFor();
      expect(await noSideScroll(), url).toBe(true);
      await screenshot(page, name);
    }
    await page.getByRole('button', { name: /^Kullanıcı menüsü/ }).click();
    await page.getByRole('menuitem', { name: 'Ayarlar' }).waitFor();
    await settled(page);
    await screenshot(page, 'shell-user-menu-phone');

    // The new-password step is only reachable through a verified code.
    await page.goto('/forgot-password');
    await field(page, 'E-posta').fill(person.email);
    await page.getByRole('button', { name: 'Kod Gönder' }).click();
    await page.waitForURL('**/verify-code?**');
    await page.getByLabel('Doğrulama kodunun 1. hanesi').click();
    await page.keyboard.type(await resetCodeFor(person.email));
    await page.getByRole('button', { name: 'Doğrula' }).click();
    await page.waitForURL('**/reset-password');
    expect(await noSideScroll()).toBe(true);
    await screenshot(page, 'auth-reset-password-phone');
    await context.close();
  });
});
