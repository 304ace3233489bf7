/// <reference lib="dom" />

import path from 'node:path';
import { Role } from '@kampus/contract';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COURSES } from '../../apps/server/src/db/seed/demo-catalogue.ts';
import { AREAS } from '../../apps/server/src/db/seed/demo-content.ts';
import { callApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * The main journeys with the keyboard alone: every step is a Tab, Shift+Tab, arrow, Enter, Space, Escape or typed
 * text (no click, no pointer). Before a control is used, the test checks that focus is on that very control and, for
 * buttons and links, that the focus is drawn. A journey that needs a pointer somewhere stops there and fails.
 */

const STUDENT = { email: 'ogrenci@kampus.dev', password: 'Ogrenci123!' };
const LECTURER = { email: 'egitmen@kampus.dev', password: 'Egitmen123!' };
const ADMIN = { email: 'admin@kampus.dev', password: 'Admin123!' };
const COVER = path.resolve(import.meta.dirname, '../../apps/server/src/db/seed/assets/covers/data.jpg');
/** Past any page's controls: a target not reached by then is not reachable. */
const MAX_TABS = 150;

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

const call = <T>(method: string, url: string, token?: string, body?: unknown) =>
  callApi<T>(server.url, token ?? '', method, url, body);
const tokenOf = async (who: { email: string; password: string }) =>
  (
    await call<{ accessToken: string }>('POST', '/authentication/login', undefined, {
      username: who.email,
      password: who.password,
    })
  ).accessToken;

const freshPage = async (): Promise<Page> => {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 800 },
    locale: 'tr-TR',
  });
  contexts.push(context);
  return context.newPage();
};

/** What has the focus, for a readable failure: role or tag, and name. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '(body)';
    const name =
      el.getAttribute('aria-label') ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      el.textContent?.trim().slice(0, 60) ??
      '';
    return `${el.getAttribute('role') ?? el.tagName.toLowerCase()} "${name}"`;
  });

const hasFocus = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** A form field by its label, the required mark aside. */
const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus; fails with the stops it made when it never gets there.
 * Checks first whether the focus is already there.
 */
const tabTo = async (page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') => {
  const stops: string[] = [];
  for (let i = 0; i < MAX_TABS; i++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(key);
    stops.push(await describeFocus(page));
  }
  throw new Error(`${key} never reached ${target}; stops:\n${stops.join('\n')}`);
};

/**
 * The focused control shows it: `:focus-visible` applies, and it draws an outline (on itself or a pseudo-element) or
 * looks different from the same control without focus (a ring, a border or a background: Mantine's fields colour
 * their border).
 */
const expectVisibleFocus = async (target: Locator) => {
  const measure = () =>
    target.evaluate((el) => {
      const looks = (node: Element) => {
        const style = getComputedStyle(node);
        return [style.boxShadow, style.borderTopColor, style.borderBottomColor, style.backgroundColor].join(
          ' | ',
        );
      };
      const hasOutline = (style: CSSStyleDeclaration) =>
        style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      // A link stretched over a card draws its ring on its ::after box.
      const isOutlined = [null, '::before', '::after'].some((pseudo) =>
        hasOutline(getComputedStyle(el, pseudo)),
      );
      // The same element without focus: a shallow copy beside it, measured and removed at once.
      const copy = el.cloneNode(false) as Element;
      copy.removeAttribute('id');
      el.parentElement?.insertBefore(copy, el);
      const resting = looks(copy);
      copy.remove();
      return {
        isFocused: el === document.activeElement,
        isFocusVisible: el.matches(':focus-visible'),
        isDrawn: isOutlined || looks(el) !== resting,
      };
    });
  const focus = await measure();
  expect(focus.isFocused, `${target} has the focus`).toBe(true);
  expect(focus.isFocusVisible, `${target} matches :focus-visible`).toBe(true);
  // A ring or border colour may still be fading in (Mantine's transitions) on a busy machine: wait for it.
  await expect
    .poll(async () => (await measure()).isDrawn, { message: `${target} draws its focus` })
    .toBe(true);
};

/** Tabs to a button or link, checks its focus is shown, and activates it with Enter. */
const activate = async (page: Page, target: Locator) => {
  await tabTo(page, target);
  await expectVisibleFocus(target);
  await page.keyboard.press('Enter');
};

/** Tabs to a text field and types into it. */
const typeInto = async (page: Page, target: Locator, text: string) => {
  await tabTo(page, target);
  await page.keyboard.type(text);
};

/** Signs in on /login with the keyboard and waits for the page the role lands on. */
const logIn = async (page: Page, who: { email: string; password: string }, landing: string) => {
  await page.goto('/login');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await typeInto(page, field(page, 'E-posta'), who.email);
  await typeInto(page, field(page, 'Şifre'), who.password);
  await activate(page, page.getByRole('button', { name: 'Giriş Yap' }));
  await page.waitForURL(`**${landing}`);
};

const mainMenuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name, exact: true });

const demoCourse = (key: string) => {
  const course = DEMO_COURSES.find((c) => c.key === key);
  if (!course) throw new Error(`no demo course ${key}`);
  return course;
};

beforeAll(async () => {
  server = await startServer({
    RATE_LIMIT_PER_MINUTE: '100000',
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  });
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

describe('keyboard-only journeys', () => {
  it('student: signs in, filters the catalogue, buys a course with a code and passes its quiz', async () => {
    const pandas = demoCourse('pandas');
    const page = await freshPage();
    await logIn(page, STUDENT, '/homepage');

    // The catalogue from the main menu, filtered by a search and a category.
    await activate(page, mainMenuLink(page, 'Kurslar'));
    await page.waitForURL('**/courses');
    const filters = page.getByRole('complementary', { name: 'Filtreler' });
    await page.getByTestId('course-card').first().waitFor();
    await typeInto(page, filters.getByLabel('Kurs ara'), 'pandas');
    const category = filters.getByRole('checkbox', { name: 'Veri Bilimi' });
    await tabTo(page, category);
    await page.keyboard.press('Space');
    expect(await category.isChecked()).toBe(true);
    await activate(page, filters.getByRole('button', { name: 'Filtrele' }));
    await page.waitForURL((url) => url.searchParams.get('search') === 'pandas');
    const card = page.getByTestId('course-card').filter({ hasText: pandas.name });
    await card.waitFor();
    expect(new URL(page.url()).searchParams.getAll('category').length).toBe(1);

    // Its page, then the basket.
    await activate(page, card.getByRole('link', { name: new RegExp(pandas.name) }).first());
    await page.getByRole('heading', { level: 1, name: pandas.name }).waitFor();
    const summary = page.getByRole('complementary', { name: 'Kurs özeti' }).filter({ visible: true });
    await activate(page, summary.getByRole('button', { name: 'Sepete Ekle' }));
    const toBasket = summary.getByRole('link', { name: 'Sepete Git' });
    await toBasket.waitFor();
    // The added course turns its button into a link; focus must not be lost to the page's start.
    await activate(page, toBasket);
    await page.waitForURL('**/basket');
    await page.getByRole('article', { name: pandas.name }).waitFor();

    // The free code, applied with Enter in its field, then checkout.
    await typeInto(page, page.getByLabel('Sepet indirim kodu'), 'BEDAVA100');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('payable-total').textContent()).toBe('Ücretsiz');
    await activate(page, page.getByRole('button', { name: 'Ödemeye Geç' }));
    await page.waitForURL(/\/order\/[0-9a-f-]{36}\/summary$/);
    await page.getByRole('heading', { level: 1, name: 'Sipariş Özeti' }).waitFor();

    // My courses → the learning view.
    await activate(page, mainMenuLink(page, 'Kurslarım'));
    await page.waitForURL('**/my-courses');
    const owned = page.getByTestId('course-card').filter({ hasText: pandas.name });
    await activate(page, owned.getByRole('link', { name: 'Kursa Git' }));
    await page.waitForURL(/\/learning\?lecture=/);
    const pane = page.getByTestId('lecture-pane');
    await pane.getByRole('heading', { level: 2 }).waitFor();

    // The first lecture completed with the keyboard.
    await activate(page, page.getByRole('button', { name: 'Mark Complete' }));
    await page.getByRole('button', { name: 'Tamamlanmadı olarak işaretle' }).waitFor();

    // The quiz, in the last section: its section opened with the keyboard, then the lecture's link.
    const token = await tokenOf(STUDENT);
    const mine = await call<{ id: string; name: string }[]>('GET', '/courses/my-courses', token);
    const courseId = mine.find((c) => c.name === pandas.name)?.id ?? '';
    type Outline = {
      sections: { name: string; lectures: { id: string; name: string; lectureContentType: number }[] }[];
    };
    const outline = await call<Outline>('GET', `/courses/${courseId}/with-contents`, token);
    const quizSection = outline.sections.find((s) => s.lectures.some((l) => l.lectureContentType === 3));
    const quiz = quizSection?.lectures.find((l) => l.lectureContentType === 3);
    if (!quizSection || !quiz) throw new Error('the course has no quiz');
    const sectionControl = page.getByRole('button', { name: new RegExp(quizSection.name) }).first();
    await tabTo(page, sectionControl);
    if ((await sectionControl.getAttribute('aria-expanded')) !== 'true') await page.keyboard.press('Enter');
    await expect.poll(() => sectionControl.getAttribute('aria-expanded')).toBe('true');
    await activate(page, page.getByRole('link', { name: new RegExp(quiz.name) }).first());
    await page.waitForURL((url) => url.searchParams.get('lecture') === quiz.id);
    const questions = AREAS[pandas.area].quiz.questions;
    const cards = page.getByTestId('quiz-question');
    await expect.poll(() => cards.count()).toBe(questions.length);

    // Each answer: Tab into the question's radio group, Space on the first option, arrows to the right one.
    for (const [i, question] of questions.entries()) {
      const radios = cards.nth(i).getByRole('radio');
      await tabTo(page, radios.first());
      await page.keyboard.press('Space');
      for (let step = 0; step < question.correctAnswer; step++) await page.keyboard.press('ArrowDown');
      expect(await radios.nth(question.correctAnswer).isChecked(), `question ${i + 1}`).toBe(true);
    }
    await activate(page, page.getByRole('button', { name: 'Cevapları Gönder' }));
    await expect
      .poll(() => page.getByTestId('quiz-result').textContent())
      .toContain('Tebrikler, quizi geçtiniz!');
  });

  it('student: opens Siparişlerim from the user menu and an order summary from there', async () => {
    const page = await freshPage();
    await logIn(page, STUDENT, '/homepage');
    // The user menu: Enter opens it, the arrow keys walk its items, Enter follows one.
    await activate(page, page.getByRole('button', { name: /^Kullanıcı menüsü/ }));
    const orders = page.getByRole('menuitem', { name: 'Siparişlerim' });
    await orders.waitFor();
    for (let step = 0; step < 5 && !(await hasFocus(orders)); step++) await page.keyboard.press('ArrowDown');
    expect(await hasFocus(orders), await describeFocus(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/orders');
    const first = page.getByTestId('order-row').first();
    await first.waitFor();
    const orderNumber = (await first.getByRole('heading').textContent()) ?? '';
    await activate(page, first.getByRole('link', { name: `Sipariş özeti: ${orderNumber}` }));
    await page.waitForURL(/\/order\/[0-9a-f-]{36}\/summary$/);
    expect(await page.getByTestId('order-number').textContent()).toBe(orderNumber);
  });

  it('student: opens the bell, goes on to every notification, and turns a mail category on', async () => {
    const page = await freshPage();
    await logIn(page, STUDENT, '/homepage');
    // Enter opens the list under the bell; the focus stays inside it until it closes.
    await activate(page, page.getByTestId('notification-bell'));
    const everything = page.getByRole('link', { name: 'Tüm bildirimler' });
    await everything.waitFor();
    await activate(page, everything);
    await page.waitForURL('**/notifications');
    await page.getByRole('heading', { level: 1, name: 'Bildirimler' }).waitFor();

    await page.goto('/settings/notifications');
    await page.getByRole('heading', { level: 1, name: 'Bildirim Ayarları' }).waitFor();
    const marketing = page.getByRole('switch', { name: 'Kampanyalar ve duyurular' });
    expect(await marketing.isChecked()).toBe(false);
    await tabTo(page, marketing);
    await page.keyboard.press('Space');
    expect(await marketing.isChecked()).toBe(true);
    await activate(page, page.getByRole('button', { name: 'Kaydet' }));
    await page.locator('.mantine-Notification-root', { hasText: 'Güncelleme başarılı.' }).waitFor();
    await page.reload();
    await expect
      .poll(() => page.getByRole('switch', { name: 'Kampanyalar ve duyurular' }).isChecked())
      .toBe(true);
  });

  it('lecturer: creates a course with a cover and adds its first section', async () => {
    const page = await freshPage();
    await logIn(page, LECTURER, '/lecturer');
    await activate(page, page.getByRole('link', { name: /Kurs Oluştur/ }).first());
    await page.getByRole('heading', { level: 1, name: 'Create New Course' }).waitFor();

    const name = `Klavyeyle Kurs ${Date.now().toString(36)}`;
    await typeInto(page, field(page, 'Kurs Adı'), name);
    await typeInto(page, field(page, 'Açıklama'), 'Yalnızca klavyeyle oluşturulan bir deneme kursu.');

    // The searchable category picker: Enter opens it with the focus in its search box, arrows and Enter choose.
    const categories = page.getByRole('button', { name: /^Kategoriler/ });
    await activate(page, categories);
    const search = page.getByLabel('Kategoriler: Ara...');
    await expect.poll(() => hasFocus(search)).toBe(true);
    await page.keyboard.type('veri bil');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect.poll(() => hasFocus(categories)).toBe(true);
    await page.getByRole('listitem').filter({ hasText: 'Veri Bilimi' }).waitFor();

    // The cover: the file button opens the system's file chooser, which the test answers.
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      activate(page, page.getByRole('button', { name: /^Dosya Seç\s*:\s*Kapak Görseli/ })),
    ]);
    await chooser.setFiles(COVER);
    await page.getByRole('img', { name: 'Seçilen kapak görseli' }).waitFor();

    await activate(page, page.getByRole('button', { name: 'Kaydet' }));
    await page.waitForURL(/\/lecturer\/manage-course\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();

    // The first section, in the editor's dialog, saved with Enter on its Kaydet button.
    await activate(page, page.getByRole('button', { name: 'İlk Bölümü Ekle' }));
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await typeInto(page, field(dialog, 'Bölüm Adı'), 'Giriş');
    await activate(page, dialog.getByRole('button', { name: 'Kaydet' }));
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.getByTestId('section-item').getByTestId('section-name').allTextContents())
      .toEqual(['Giriş']);
  });

  it("admin: edits a user's roles, adding one from the list and removing another by its pill's button", async () => {
    const adminToken = await tokenOf(ADMIN);
    const email = `klavye.${Date.now().toString(36)}@example.com`;
    const userId = await call<string>('POST', '/authentication/register', undefined, {
      name: 'Kerem',
      surname: 'Klavye',
      email,
      identificationNumber: '12345678950',
      parentName: 'Selin',
      parentSurname: 'Klavye',
      parentIdentificationNumber: '22345678950',
      fullAddress: 'Klavye Sokak No: 3, Kadıköy, İstanbul',
      password: 'Klavye-Şifresi-42',
      confirmPassword: 'Klavye-Şifresi-42',
    });
    await call('PUT', '/users', adminToken, {
      id: userId,
      name: 'Kerem',
      surname: 'Klavye',
      roles: [Role.Student, Role.Parent],
    });

    const page = await freshPage();
    await logIn(page, ADMIN, '/admin-panel/dashboard');
    await page.goto(`/admin-panel/users?search=${encodeURIComponent(email)}`);
    await activate(page, page.getByRole('link', { name: 'Düzenle: Kerem Klavye' }));
    await page.waitForURL(`**/admin-panel/users/${userId}/edit**`);
    await page.getByRole('heading', { level: 1, name: 'Kullanıcıyı Düzenle' }).waitFor();

    // Each pill's remove button is in the tab order and named; Enter removes the role and focus returns to the field.
    const removeParent = page.getByRole('button', { name: 'Veli rolünü kaldır' });
    await activate(page, removeParent);
    await removeParent.waitFor({ state: 'detached' });
    const rolesField = page.getByRole('combobox', { name: /^Roller/ });
    await expect.poll(() => hasFocus(rolesField)).toBe(true);
    expect(await page.getByRole('button', { name: 'Öğrenci rolünü kaldır' }).count()).toBe(1);

    // Adding a role: the field's list opens with the arrow keys, Enter picks the option.
    await page.keyboard.press('ArrowDown');
    const lecturerOption = page.getByRole('option', { name: 'Eğitmen' });
    await lecturerOption.waitFor();
    for (let i = 0; i < 6 && (await lecturerOption.getAttribute('data-combobox-selected')) === null; i++)
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Eğitmen rolünü kaldır' }).waitFor();
    await page.keyboard.press('Escape');

    await activate(page, page.getByRole('button', { name: 'Kaydet' }));
    await page.waitForURL((url) => url.pathname === '/admin-panel/users');
    const user = await call<{ roles: number[] }>('GET', `/users/${userId}`, adminToken);
    expect([...user.roles].sort()).toEqual([Role.Lecturer, Role.Student]);
  });
});
