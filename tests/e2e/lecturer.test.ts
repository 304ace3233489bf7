/// <reference lib="dom" />
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, API, accessTokenOf, callApi } from './support/api.ts';
import {
  fieldByLabel as field,
  launchBrowser,
  logInThroughForm as logIn,
  newPage,
  screenshot,
  type viewports,
  waitForSettledPage,
} from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * The lecturer area in the browser on the demo data (README "Demo accounts"): a course built from nothing (cover,
 * sections, a lecture of each kind, a drag and a section move), published, found by a student, sold with a lecturer
 * code applied in the basket, and counted in the finance panel. Every lecturer screen is screenshotted at desktop and
 * phone width and checked with axe.
 */

const LECTURER = { email: 'egitmen@kampus.dev', password: 'Egitmen123!' };
const STUDENT = { email: 'ogrenci@kampus.dev', password: 'Ogrenci123!' };
const ADMIN = { email: 'admin@kampus.dev', password: 'Admin123!' };
const assets = path.resolve(import.meta.dirname, '../../apps/server/src/db/seed/assets');
const COVER = path.join(assets, 'covers/react.jpg');
const VIDEO = path.join(assets, 'video/ders-videosu.webm');
const HTML_PAGE = path.join(assets, 'pages/react.html');

// One run's own names, so that nothing here collides with the demo catalogue.
const RUN = Date.now().toString(36).toUpperCase();
const COURSE_NAME = `Tarayıcıda Kurs ${RUN}`;
const COURSE_DESCRIPTION = 'Uçtan uca sınanan bir kurs: bölümler, her türden ders ve bir indirim kodu.';
const CODE = `E2E${RUN}`.slice(0, 20);

let server: RunningServer;
let browser: Browser;
let lecturer: { context: BrowserContext; page: Page };
let courseId = '';

const tokenOf = (account: Account) => accessTokenOf(server.url, account);

const call = <T>(token: string, method: string, route: string, body?: unknown) =>
  callApi<T>(server.url, token, method, route, body);

type Contents = {
  title: string;
  publishStatus: number;
  sections: {
    id: string;
    name: string;
    lectures: { id: string; name: string; lectureContentType: number }[];
  }[];
};
const contents = async () => call<Contents>(await tokenOf(LECTURER), 'GET', `/courses/${courseId}/contents`);

/** Waits for running (finite) transitions, e.g. a dialog opening, so that a screenshot shows the end state. */
const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

const imagesSettled = (page: Page) =>
  page.waitForFunction(() =>
    Array.from(document.images).every((img) => img.complete || img.loading === 'lazy'),
  );

/** WCAG 2 A/AA violations with the elements that have them, so a failure says where to look. */
const axeViolations = async (page: Page) => {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
};

/** Screenshots a screen at desktop width, and at phone width in a second signed-in context; axe on both. */
const capture = async (page: Page, name: string) => {
  // The navbar is fixed: from the top, a full-page picture shows it once, where it belongs.
  await page.evaluate(() => window.scrollTo(0, 0));
  // A menu closing as a dialog opens runs on timers before its transition starts, so waiting for the running
  // animations alone can catch the menu half gone; the page is checked once nothing has changed for a while.
  await waitForSettledPage(page);
  await settled(page);
  await imagesSettled(page);
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, `lecturer-${name}-desktop`);
};

let phone: { context: BrowserContext; page: Page } | null = null;
const capturePhone = async (url: string, name: string, ready: (page: Page) => Promise<unknown>) => {
  if (!phone) {
    phone = await newPage(browser, server.url, 'phone' satisfies keyof typeof viewports);
    await logIn(phone.page, LECTURER, '/lecturer');
  }
  await phone.page.goto(url);
  await ready(phone.page);
  await settled(phone.page);
  await imagesSettled(phone.page);
  expect(await axeViolations(phone.page)).toEqual([]);
  // Nothing may be wider than the phone: no sideways scrolling.
  expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(phone.page, `lecturer-${name}-phone`);
};

const notice = (page: Page, text: string) =>
  page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });

/**
 * A copy of the built web app for this run's server. Builds started elsewhere (other work in the same tree) replace
 * apps/web/build while a journey runs, and a page whose scripts vanished never renders; a copy whose index and route
 * manifest name only files it holds is complete (React Router marks a style sheet that a lazily loaded module
 * shares with `#`, which is no part of its name).
 */
const webBuildCopy = async (): Promise<string> => {
  const source = path.resolve(import.meta.dirname, '../../apps/web/build/client');
  for (let attempt = 0; attempt < 20; attempt++) {
    const target = await mkdtemp(path.join(os.tmpdir(), 'kampus-e2e-web-'));
    try {
      await cp(source, target, { recursive: true });
      const index = await readFile(path.join(target, 'index.html'), 'utf8');
      const named = new Set([...index.matchAll(/"\/(assets\/[^"#]+)#?"/g)].map((m) => m[1] ?? ''));
      for (const file of [...named].filter((f) => /manifest-[^/]+\.js$/.test(f)))
        for (const m of (await readFile(path.join(target, file), 'utf8')).matchAll(/"\/(assets\/[^"#]+)#?"/g))
          named.add(m[1] ?? '');
      if (named.size > 0 && [...named].every((file) => existsSync(path.join(target, file)))) return target;
    } catch {
      // Copied while a build was emptying the folder: try again.
    }
    await rm(target, { recursive: true, force: true });
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('no complete web build under apps/web/build/client (run npm run build)');
};

let webDir = '';

beforeAll(async () => {
  webDir = await webBuildCopy();
  server = await startServer({ WEB_DIST: webDir });
  browser = await launchBrowser();
  lecturer = await newPage(browser, server.url);
  await logIn(lecturer.page, LECTURER, '/lecturer');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (webDir) await rm(webDir, { recursive: true, force: true });
});

describe('lecturer area in the browser', () => {
  it('opens on the cards of the lecturer home', async () => {
    const { page } = lecturer;
    await page.getByRole('heading', { level: 1, name: 'Eğitmen Arayüzü' }).waitFor();
    const links = page.getByRole('main').getByRole('link');
    const cards = [
      ['Kurs Oluştur', '/lecturer/create-course'],
      ['Kursları Düzenle', '/lecturer/manage-courses'],
      ['Profili Düzenle', '/settings/account-info'],
      ['Finans Paneli', '/lecturer/finance'],
      ['İndirim Kodu Paneli', '/lecturer/discount-codes'],
      ['Öğrenci Soruları', '/lecturer/questions'],
    ];
    for (const [name, href] of cards)
      expect(await links.filter({ hasText: name }).getAttribute('href'), name).toBe(href);
    await capture(page, 'home');
    await capturePhone('/lecturer', 'home', (p) => p.getByRole('heading', { level: 1 }).waitFor());
    // Profili Düzenle opens the account page, where the lecturer's own profile is edited.
    await links.filter({ hasText: 'Profili Düzenle' }).click();
    await page.getByRole('heading', { level: 1, name: 'Hesap Bilgileri' }).waitFor();
    expect(await field(page, 'E-posta').inputValue()).toBe(LECTURER.email);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Eğitmen Arayüzü' }).waitFor();
  });

  it('refuses an incomplete course with the seed messages, then creates one with a cover', async () => {
    const { page } = lecturer;
    await page.getByRole('link', { name: /Kurs Oluştur/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Create New Course' }).waitFor();
    for (const legend of ['Basic Information', 'Categories & Tags', 'Course Settings', 'Meeting Type'])
      expect(await page.getByRole('group', { name: legend }).isVisible(), legend).toBe(true);

    // Nothing filled in: every rule speaks at once, and nothing is sent.
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('Kurs adı 3 ile 100 karakter arasında olmalıdır.').waitFor();
    expect(await page.getByText('Kurs açıklaması 10 ile 1000 karakter arasında olmalıdır.').isVisible()).toBe(
      true,
    );
    expect(
      await page
        .getByText('Lütfen kurs için bir kapak görseli yükleyiniz (önerilen boyut 1280x720).')
        .isVisible(),
    ).toBe(true);

    // Cross-field rules: a discount above the price, a certificate required, an in-person end before its start.
    await field(page, 'Fiyat (TL)').fill('100');
    await field(page, 'İndirimli Fiyat (TL)').fill('150');
    await field(page, 'İndirimli Fiyat (TL)').blur();
    await page.getByText('Discounted price cannot be greater than the regular price.').waitFor();
    await page.getByLabel('Sertifikalı kurs').check();
    await page.getByText('You must upload at least one certificate file.').waitFor();
    await page.getByLabel('Sertifikalı kurs').uncheck();
    await page.getByRole('radio', { name: 'In Person' }).check();
    await field(page, 'Başlangıç Tarihi').waitFor();
    await page.getByRole('radio', { name: 'Online' }).check();

    await capture(page, 'create-course-errors');

    await field(page, 'Kurs Adı').fill(COURSE_NAME);
    await field(page, 'Açıklama').fill(COURSE_DESCRIPTION);
    await field(page, 'Fiyat (TL)').fill('200');
    await field(page, 'İndirimli Fiyat (TL)').fill('0');
    // The searchable picker: 'Seçin...', a search box 'Ara...', 'Sonuç bulunamadı.' when nothing matches.
    await page.getByRole('button', { name: 'Kategoriler' }).click();
    const search = page.getByLabel('Kategoriler: Ara...');
    await search.fill('yokböyle');
    await page.getByText('Sonuç bulunamadı.').waitFor();
    await search.fill('web gel');
    await page.getByRole('option', { name: 'Web Geliştirme' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('listitem').filter({ hasText: 'Web Geliştirme' }).waitFor();
    await page.getByRole('button', { name: 'Etiketler' }).click();
    await page.getByLabel('Etiketler: Ara...').fill('react');
    await page.getByRole('option', { name: 'React' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('cover-image-field').locator('input[type=file]').setInputFiles(COVER);
    await page.getByRole('img', { name: 'Seçilen kapak görseli' }).waitFor();

    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.waitForURL(/\/lecturer\/manage-course\/[0-9a-f-]{36}$/);
    await notice(page, 'Kurs oluşturuldu.').first().waitFor();
    courseId = page.url().split('/').at(-1) ?? '';
    await page.getByRole('heading', { level: 1, name: COURSE_NAME }).waitFor();
    expect(await page.getByText('Kurs Düzenleme Arayüzü').isVisible()).toBe(true);
    await page.getByText('Henüz bölüm eklenmemiş').waitFor();
    await capture(page, 'editor-empty');
    await capturePhone('/lecturer/create-course', 'create-course', (p) =>
      p.getByRole('heading', { level: 1, name: 'Create New Course' }).waitFor(),
    );
  });

  it('builds the content: sections, then a lecture of each kind with its upload', async () => {
    const { page } = lecturer;
    const dialog = page.getByRole('dialog');

    await page.getByRole('button', { name: 'İlk Bölümü Ekle' }).click();
    await dialog
      .getByRole('heading', { name: 'Yeni Bölüm Ekle' })
      .or(dialog.getByText('Yeni Bölüm Ekle'))
      .first()
      .waitFor();
    // A section needs a name.
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await dialog.getByText('Bölüm adı gereklidir.').waitFor();
    await field(page, 'Bölüm Adı').fill('Giriş');
    await dialog.getByLabel('Açıklama').fill('Kursun amacı ve araçlar.');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const sections = page.getByTestId('section-item');
    await expect.poll(() => sections.getByTestId('section-name').allTextContents()).toEqual(['Giriş']);

    await page.getByRole('button', { name: 'Yeni Bölüm Ekle' }).click();
    await field(page, 'Bölüm Adı').fill('Derinlemesine');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => sections.getByTestId('section-name').allTextContents())
      .toEqual(['Giriş', 'Derinlemesine']);
    // The new section is the open one, and it is empty.
    await sections.nth(1).getByText('Bu bölümde henüz ders yok').waitFor();
    expect(await sections.nth(1).locator('[data-accordion-control]').getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(await sections.first().locator('[data-accordion-control]').getAttribute('aria-expanded')).toBe(
      'false',
    );

    // Back to the first section: a video, a text, an HTML page and a quiz.
    await sections.first().locator('[data-accordion-control]').click();
    await sections.first().getByRole('button', { name: 'İlk Dersi Ekle' }).click();
    await dialog.getByText('Yeni Ders Ekle').first().waitFor();
    await field(page, 'Ders Adı').fill('Tanışma videosu');
    await page.getByRole('combobox', { name: 'İçerik Türü' }).click();
    await page.getByRole('option', { name: 'Video' }).click();
    // Without a file the lecture cannot be saved.
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await dialog.getByText('Video dersi için bir video dosyası yükleyiniz.').waitFor();
    await dialog.getByTestId('lecture-file-field').locator('input[type=file]').setInputFiles(VIDEO);
    await dialog.getByRole('radio', { name: 'Herkese açık (önizleme)' }).check();
    await capture(page, 'lecture-video-dialog');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await notice(page, 'Ders oluşturuldu.').first().waitFor();

    const addLecture = async (name: string, type: string, fill: () => Promise<void>) => {
      await sections.first().getByRole('button', { name: 'Ders Ekle' }).click();
      await field(page, 'Ders Adı').fill(name);
      await page.getByRole('combobox', { name: 'İçerik Türü' }).click();
      await page.getByRole('option', { name: type, exact: true }).click();
      await fill();
      await dialog.getByRole('button', { name: 'Kaydet' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await sections.first().getByTestId('lecture-name').filter({ hasText: name }).waitFor();
    };
    await addLecture('Okuma notları', 'Metin', async () => {
      await field(page, 'Metin İçeriği').fill('Bu derste kurulum adımlarını okuyacağız.');
      await field(page, 'Süre (dakika)').fill('7');
    });
    await addLecture('Etkileşimli sayfa', 'HTML', async () => {
      await dialog.getByTestId('lecture-file-field').locator('input[type=file]').setInputFiles(HTML_PAGE);
    });
    await addLecture('Kısa sınav', 'Quiz', async () => {
      // A question needs its text, four options and a correct answer.
      await dialog.getByRole('button', { name: 'Kaydet' }).click();
      await dialog.getByText('Soru metni gereklidir.').waitFor();
      await dialog.getByLabel(/^Soru metni/).fill('React bir ... kütüphanesidir?');
      for (const [letter, text] of [
        ['A', 'Arayüz'],
        ['B', 'Veritabanı'],
        ['C', 'Sunucu'],
        ['D', 'Test'],
      ])
        await dialog.getByLabel(new RegExp(`^${letter} seçeneği`)).fill(text as string);
      await dialog.getByRole('radio', { name: 'A', exact: true }).check();
      await capture(page, 'lecture-quiz-dialog');
    });

    const names = () => sections.first().getByTestId('lecture-name').allTextContents();
    await expect.poll(names).toEqual(['Tanışma videosu', 'Okuma notları', 'Etkileşimli sayfa', 'Kısa sınav']);
    const stored = await contents();
    expect(stored.sections[0]?.lectures.map((l) => l.lectureContentType)).toEqual([0, 1, 2, 3]);
    await capture(page, 'editor');
  });

  it('reorders lectures from the keyboard and moves a section, and the order survives a reload', async () => {
    const { page } = lecturer;
    const sections = page.getByTestId('section-item');
    const names = () => sections.first().getByTestId('lecture-name').allTextContents();

    // dnd-kit's keyboard drag: Space lifts, arrows move, Space drops.
    const handle = page.getByRole('button', { name: 'Tanışma videosu dersini taşı' });
    const announced = (text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();
    await handle.focus();
    await page.keyboard.press('Space');
    // Lifted: dnd-kit marks the handle pressed (its announcement is at once replaced by where it hovers).
    await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await announced('Tanışma videosu dersi 2. sıranın üzerinde.');
    await page.keyboard.press('Space');
    await expect.poll(names).toEqual(['Okuma notları', 'Tanışma videosu', 'Etkileşimli sayfa', 'Kısa sınav']);
    await expect
      .poll(async () => (await contents()).sections[0]?.lectures.map((l) => l.name))
      .toEqual(['Okuma notları', 'Tanışma videosu', 'Etkileşimli sayfa', 'Kısa sınav']);

    // Up is hidden on the first section and down on the last.
    expect(await page.getByRole('button', { name: 'Giriş bölümünü yukarı taşı' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Derinlemesine bölümünü aşağı taşı' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Derinlemesine bölümünü yukarı taşı' }).click();
    await expect
      .poll(() => sections.getByTestId('section-name').allTextContents())
      .toEqual(['Derinlemesine', 'Giriş']);
    await expect
      .poll(async () => (await contents()).sections.map((s) => s.name))
      .toEqual(['Derinlemesine', 'Giriş']);

    // After a reload: the same order, and the section opened last is open again (remembered per course).
    await page.reload();
    await expect
      .poll(() => sections.getByTestId('section-name').allTextContents())
      .toEqual(['Derinlemesine', 'Giriş']);
    expect(await sections.nth(1).locator('[data-accordion-control]').getAttribute('aria-expanded')).toBe(
      'true',
    );
    await expect
      .poll(() => sections.nth(1).getByTestId('lecture-name').allTextContents())
      .toEqual(['Okuma notları', 'Tanışma videosu', 'Etkileşimli sayfa', 'Kısa sınav']);
  });

  it('edits a lecture: the kind is locked, the current file is named, and only a changed content is sent', async () => {
    const { page } = lecturer;
    const dialog = page.getByRole('dialog');
    await page.getByRole('button', { name: 'Etkileşimli sayfa dersini düzenle' }).click();
    await dialog.getByText('Dersi Düzenle').first().waitFor();
    // The address names the dialog, so a reload reopens it.
    expect(new URL(page.url()).searchParams.get('modal')).toBe('lecture-edit');
    await page.reload();
    await dialog.getByText('Dersi Düzenle').first().waitFor();
    expect(await page.getByRole('combobox', { name: 'İçerik Türü' }).isDisabled()).toBe(true);
    expect(await dialog.getByTestId('current-file').textContent()).toBe('Mevcut dosya: react.html');
    await field(page, 'Ders Adı').fill('Etkileşimli sayfa (güncel)');
    await capture(page, 'lecture-edit-dialog');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await notice(page, 'Ders güncellendi.').first().waitFor();
    await page.getByTestId('lecture-name').filter({ hasText: 'Etkileşimli sayfa (güncel)' }).waitFor();
    expect(new URL(page.url()).searchParams.has('modal')).toBe(false);

    // The seed's other editor addresses open the same editor with the matching dialog.
    const stored = await contents();
    const giris = stored.sections.find((s) => s.name === 'Giriş');
    await page.goto(`/lecturer/${courseId}/${giris?.id}/edit-section`);
    await page.waitForURL((url) => url.pathname === `/lecturer/manage-course/${courseId}`);
    await dialog.getByText('Bölümü Düzenle').first().waitFor();
    expect(await field(page, 'Bölüm Adı').inputValue()).toBe('Giriş');
    await capture(page, 'section-dialog');
    await dialog.getByRole('button', { name: 'İptal' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.goto(`/lecturer/edit-course/${courseId}/info/edit`);
    await dialog.getByText('Kurs Bilgilerini Düzenle').first().waitFor();
    await dialog.getByTestId('course-form').waitFor();
    expect(await field(page, 'Kurs Adı').inputValue()).toBe(COURSE_NAME);
    await capture(page, 'course-info-dialog');
    await dialog.getByRole('button', { name: 'İptal' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await capturePhone(`/lecturer/manage-course/${courseId}`, 'editor', (p) =>
      p.getByTestId('section-item').first().waitFor(),
    );

    // On a phone the lecture dialog fills the screen; closing it leaves the editor scrolled where it was.
    const phonePage = phone?.page;
    if (!phonePage) throw new Error('no phone page');
    // This browser has not opened the course before, so the first section is the open one.
    await phonePage.getByTestId('section-item').nth(1).locator('[data-accordion-control]').click();
    await phonePage.getByRole('button', { name: 'Kısa sınav dersini düzenle' }).waitFor();
    await settled(phonePage);
    await phonePage.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const editButton = phonePage.getByRole('button', { name: 'Kısa sınav dersini düzenle' });
    const where = async () => ({
      scrollY: await phonePage.evaluate(() => window.scrollY),
      top: Math.round((await editButton.boundingBox())?.y ?? -1),
    });
    const before = await where();
    expect(before.scrollY).toBeGreaterThan(0);
    await editButton.click();
    const phoneDialog = phonePage.getByRole('dialog');
    await phoneDialog.getByTestId('quiz-editor').waitFor();
    await settled(phonePage);
    expect(await axeViolations(phonePage)).toEqual([]);
    await screenshot(phonePage, 'lecturer-lecture-quiz-dialog-phone');
    await phoneDialog.getByRole('button', { name: 'İptal' }).click();
    await phoneDialog.waitFor({ state: 'hidden' });
    // The page is where it was: same scroll, and the lecture's row at the same place on the screen.
    await expect.poll(where).toEqual(before);
  });

  it('deletes a lecture and a section only after confirming', async () => {
    const { page } = lecturer;
    const token = await tokenOf(LECTURER);
    const derin = (await contents()).sections.find((s) => s.name === 'Derinlemesine');
    // A lecture to delete, added behind the editor's back: the reload shows it.
    await call(token, 'POST', '/lectures', {
      courseId,
      sectionId: derin?.id,
      name: 'Silinecek ders',
      lectureContentType: 1,
      content: 'Geçici',
    });
    await page.reload();
    const sections = page.getByTestId('section-item');
    await sections.first().locator('[data-accordion-control]').click();
    await page.getByRole('button', { name: 'Silinecek ders dersini sil' }).click();
    const confirm = page.getByRole('dialog', { name: 'Dersi Sil' });
    await confirm.getByText("'Silinecek ders' dersini silmek istiyor musunuz?").waitFor();
    await confirm.getByRole('button', { name: 'Vazgeç' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('lecture-name').filter({ hasText: 'Silinecek ders' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Silinecek ders dersini sil' }).click();
    await confirm.getByRole('button', { name: 'Sil' }).click();
    await notice(page, 'Ders silindi.').first().waitFor();
    await expect
      .poll(() => page.getByTestId('lecture-name').filter({ hasText: 'Silinecek ders' }).count())
      .toBe(0);

    await page.getByRole('button', { name: 'Derinlemesine bölümünü sil' }).click();
    const confirmSection = page.getByRole('dialog', { name: 'Bölümü Sil' });
    await confirmSection.getByRole('button', { name: 'Sil' }).click();
    await notice(page, 'Bölüm silindi.').first().waitFor();
    await expect.poll(() => sections.getByTestId('section-name').allTextContents()).toEqual(['Giriş']);
    // The one section left has neither arrow.
    expect(await page.getByRole('button', { name: /bölümünü (yukarı|aşağı) taşı$/ }).count()).toBe(0);
  });

  it('publishes the course, and a student finds it in the catalogue', async () => {
    const { page } = lecturer;
    await page.getByRole('button', { name: 'Yayınla' }).click();
    await notice(page, 'Kurs yayınlandı.').first().waitFor();
    await expect.poll(() => page.getByTestId('publish-status').first().textContent()).toBe('Yayında');
    // Now it can be archived, not published again.
    expect(await page.getByRole('button', { name: 'Arşivle' }).isVisible()).toBe(true);

    const student = await newPage(browser, server.url);
    await logIn(student.page, STUDENT, '/homepage');
    await student.page.goto(`/courses?search=${encodeURIComponent(COURSE_NAME)}`);
    await student.page.getByTestId('course-card').filter({ hasText: COURSE_NAME }).waitFor();
    await student.context.close();
  });

  it('lists the course with its status, filters by status and search, and edits its information', async () => {
    const { page } = lecturer;
    await page.goto('/lecturer/manage-courses');
    await page.getByRole('heading', { level: 1, name: 'Kurs Yönetimi' }).waitFor();
    const card = page.getByTestId('lecturer-course-card').filter({ hasText: COURSE_NAME });
    await card.waitFor();
    expect(await card.getByTestId('publish-status').textContent()).toBe('Yayında');
    expect(await card.getByText('0 öğrenci').isVisible()).toBe(true);
    expect(await card.getByText('₺200,00').isVisible()).toBe(true);
    await capture(page, 'manage-courses');

    await page.getByRole('textbox', { name: 'Kurs ara' }).fill('böyle bir kurs yok');
    await page.getByText('Kurs bulunamadı').waitFor();
    expect(await page.getByText('Arama kriterlerine uygun kurs bulunmuyor.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Filtreleri temizle' }).click();
    await card.waitFor();
    await page.getByRole('combobox', { name: 'Durum filtrele' }).click();
    await page.getByRole('option', { name: 'Taslak' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'draft');
    await expect.poll(() => card.count()).toBe(0);
    await page.reload();
    expect(await page.getByRole('combobox', { name: 'Durum filtrele' }).inputValue()).toBe('Taslak');
    await page.goto('/lecturer/manage-courses?status=published');
    await card.waitFor();

    await card.getByRole('link', { name: 'Kurs Bilgilerini Düzenle' }).click();
    await page.waitForURL(`**/lecturer/manage-course-info/${courseId}`);
    await page.getByRole('heading', { level: 1, name: 'Kurs Bilgilerini Düzenle' }).waitFor();
    expect(await field(page, 'Fiyat (TL)').inputValue()).toBe('200');
    expect(await page.getByTestId('category-picker').getByRole('listitem').allTextContents()).toEqual([
      'Web Geliştirme',
    ]);
    await capture(page, 'manage-course-info');
    await field(page, 'Açıklama').fill(`${COURSE_DESCRIPTION} Güncellendi.`);
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.waitForURL('**/lecturer/manage-courses');
    await notice(page, 'Kurs güncellendi.').first().waitFor();
    await capturePhone('/lecturer/manage-courses', 'manage-courses', (p) =>
      p.getByTestId('lecturer-course-card').first().waitFor(),
    );
    await capturePhone(`/lecturer/manage-course-info/${courseId}`, 'manage-course-info', (p) =>
      p.getByRole('heading', { level: 1, name: 'Kurs Bilgilerini Düzenle' }).waitFor(),
    );
  });

  it('refuses publishing a course without lectures with the server reason, and deletes a course nobody bought', async () => {
    const { page } = lecturer;
    const token = await tokenOf(LECTURER);
    const cover = new Blob([await readFile(COVER)], { type: 'image/jpeg' });
    const form = new FormData();
    form.append('name', `Silinecek Kurs ${RUN}`);
    form.append('description', 'Hiç satılmayacak ve silinecek bir kurs.');
    form.append('skillLevel', '1');
    form.append('price', '10');
    form.append('coverImage', cover, 'kapak.jpg');
    const res = await fetch(`${server.url}${API}/courses`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(200);

    await page.goto('/lecturer/manage-courses?status=draft');
    const card = page.getByTestId('lecturer-course-card').filter({ hasText: `Silinecek Kurs ${RUN}` });
    await card.waitFor();
    await card.getByRole('button', { name: `Silinecek Kurs ${RUN} için işlemler` }).click();
    await page.getByRole('menuitem', { name: 'Yayınla' }).click();
    await notice(page, 'Kursu yayınlamak için en az bir ders eklemelisiniz.').first().waitFor();
    expect(await card.getByTestId('publish-status').textContent()).toBe('Taslak');

    await card.getByRole('button', { name: `Silinecek Kurs ${RUN} için işlemler` }).click();
    await page.getByRole('menuitem', { name: 'Kursu Sil' }).click();
    const confirm = page.getByRole('dialog', {
      name: `'Silinecek Kurs ${RUN}' Adlı Kursu Silmek İstediğine Emin Misin?`,
    });
    await confirm.getByText('Bu işlem geri alınamaz. Lütfen emin olun.').waitFor();
    await capture(page, 'delete-course-dialog');
    await confirm.getByRole('button', { name: 'Sil' }).click();
    await notice(page, 'Kurs silindi.').first().waitFor();
    await expect.poll(() => card.count()).toBe(0);
  });

  it('creates a lecturer discount code with the seed rules: upper-cased code, clamped value, Free at 0', async () => {
    const { page } = lecturer;
    await page.goto('/lecturer');
    await page.getByRole('link', { name: /İndirim Kodu Paneli/ }).click();
    await page.getByRole('heading', { level: 1, name: 'İndirim Kodu Paneli' }).waitFor();
    await page.getByTestId('discount-code-row').first().waitFor();
    await capture(page, 'discount-codes');

    await page.getByRole('link', { name: 'Yeni İndirim Kodu' }).first().click();
    await page.waitForURL((url) => url.pathname === '/lecturer/discount-codes/create');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/lecturer/discount-codes');
    await page.getByRole('heading', { level: 1, name: 'Yeni İndirim Kodu Oluştur' }).waitFor();

    // Typing upper-cases and drops everything but letters and digits.
    await field(page, 'İndirim Kodu').fill(
      `${CODE.toLowerCase().slice(0, 3)}-${CODE.toLowerCase().slice(3)}!`,
    );
    expect(await field(page, 'İndirim Kodu').inputValue()).toBe(CODE);
    // No course yet: nothing can be sent.
    expect(await page.getByRole('button', { name: 'Oluştur' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Kurs' }).click();
    await page.getByLabel('Kurs: Ara...').fill(RUN.toLowerCase());
    await page.getByRole('option', { name: new RegExp(COURSE_NAME) }).click();

    const value = field(page, 'İndirim Değeri');
    const type = page.getByRole('combobox', { name: 'İndirim Türü' });
    // A percentage stops at 100; a fixed amount at the course's price; Free is 0 and locked.
    await value.fill('150');
    expect(await value.inputValue()).toBe('%100');
    await type.click();
    await page.getByRole('option', { name: 'Sabit Fiyat' }).click();
    await value.fill('500');
    expect(await value.inputValue()).toBe('200 TL');
    await type.click();
    await page.getByRole('option', { name: 'Ücretsiz' }).click();
    expect(await value.isDisabled()).toBe(true);
    expect(await value.inputValue()).toBe('0');
    await type.click();
    await page.getByRole('option', { name: 'Yüzde' }).click();
    await value.fill('0');
    await value.blur();
    await page.getByText("İndirim değeri 0'dan büyük olmalıdır").waitFor();
    await value.fill('50');
    await capture(page, 'discount-code-create');
    await capturePhone('/lecturer/discount-codes/create', 'discount-code-create', (p) =>
      p.getByRole('heading', { level: 1, name: 'Yeni İndirim Kodu Oluştur' }).waitFor(),
    );

    await page.getByRole('button', { name: 'Oluştur' }).click();
    await page.waitForURL((url) => url.pathname === '/lecturer/discount-codes');
    await notice(page, 'İndirim kodu oluşturuldu.').first().waitFor();
    await page.getByRole('textbox', { name: 'İndirim kodu ara' }).fill(CODE);
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(CODE);
    const row = page.getByTestId('discount-code-row');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.locator('td').allTextContents()).toEqual(
      expect.arrayContaining([CODE, COURSE_NAME, 'Yüzde', '%50', 'Aktif']),
    );

    // Edit returns to the list as it was (the search stays).
    await row.getByRole('link', { name: `${CODE} kodunu düzenle` }).click();
    await page.getByRole('heading', { level: 1, name: 'İndirim Kodu Düzenle' }).waitFor();
    expect(await field(page, 'İndirim Değeri').inputValue()).toBe('%50');
    await page.getByLabel('Tekrar kullanılabilir').check();
    await capture(page, 'discount-code-edit');
    await page.getByRole('button', { name: 'Güncelle' }).click();
    await expect
      .poll(() => `${new URL(page.url()).pathname}?${new URL(page.url()).searchParams.get('search')}`)
      .toBe(`/lecturer/discount-codes?${CODE}`);
    await notice(page, 'İndirim kodu güncellendi.').first().waitFor();
    await capturePhone(`/lecturer/discount-codes?search=${CODE}`, 'discount-codes', (p) =>
      p.getByTestId('discount-code-row').first().waitFor(),
    );
  });

  it('counts the sale in the finance panel once a student bought the course with the code', async () => {
    const { page } = lecturer;
    const lecturerToken = await tokenOf(LECTURER);
    const before = await call<{ totalRevenue: number; courses: { courseId: string; students: number }[] }>(
      lecturerToken,
      'GET',
      '/lecturer/finance',
    );
    expect(before.courses.find((c) => c.courseId === courseId)?.students).toBe(0);
    await page.goto('/lecturer/finance');
    await page.getByRole('heading', { level: 1, name: 'Finans Paneli' }).waitFor();
    await capture(page, 'finance-before');

    // The student buys it: into the basket, the lecturer's code on its line, then a bank transfer.
    const studentToken = await tokenOf(STUDENT);
    const basket = await call<{ items: { id: string }[] } | null>(studentToken, 'GET', '/baskets');
    for (const item of basket?.items ?? [])
      await call(studentToken, 'POST', '/baskets/remove-item', { basketDetailId: item.id });
    const student = await newPage(browser, server.url);
    await logIn(student.page, STUDENT, '/homepage');
    await student.page.goto(`/course/${courseId}`);
    await student.page.getByRole('button', { name: 'Sepete Ekle' }).first().click();
    // Leave only once the server has the course in the basket: the page then offers the way there.
    await student.page.getByRole('link', { name: 'Sepete Git' }).first().waitFor();
    await student.page.goto('/basket');
    const item = student.page.getByRole('article', { name: COURSE_NAME });
    await item.waitFor();
    await item.getByLabel(`Kurs indirim kodu: ${COURSE_NAME}`).fill(CODE);
    await item.getByRole('button', { name: `Uygula: ${COURSE_NAME} indirim kodu` }).click();
    await expect.poll(() => student.page.getByTestId('payable-total').textContent()).toBe('₺100,00');
    await student.page.getByRole('button', { name: 'Ödemeye Geç' }).click();
    const transfer = student.page.getByRole('dialog', { name: 'Banka Transferi ile Öde' });
    await transfer.getByRole('checkbox', { name: /Mesafeli Satış Sözleşmesi'ni okudum/ }).check();
    await transfer.getByRole('checkbox', { name: /cayma hakkımın sona ereceğini/ }).check();
    await transfer.getByRole('button', { name: 'Banka Transferi ile Öde' }).click();
    await student.page.waitForURL(/\/order\/[0-9a-f-]{36}\/summary$/);
    const orderId = student.page.url().split('/').at(-2) ?? '';
    await student.context.close();
    // The school confirms the transfer.
    await call(await tokenOf(ADMIN), 'PUT', `/admin/orders/${orderId}/status`, { status: 1 });

    const after = await call<{ totalRevenue: number; totalRevenueText: string; totalStudents: number }>(
      lecturerToken,
      'GET',
      '/lecturer/finance',
    );
    expect(after.totalRevenue).toBeCloseTo(before.totalRevenue + 100, 2);
    await page.reload();
    await page.getByTestId('finance-Toplam Gelir').waitFor();
    expect(await page.getByTestId('finance-Toplam Gelir').textContent()).toBe(after.totalRevenueText);
    expect(await page.getByTestId('finance-Toplam Öğrenci').textContent()).toBe(String(after.totalStudents));
    const courseRow = page.getByRole('table', { name: 'Kurslara göre gelir tablosu' }).getByRole('row', {
      name: new RegExp(COURSE_NAME),
    });
    expect(await courseRow.locator('td').allTextContents()).toEqual(
      expect.arrayContaining([COURSE_NAME, '1', '₺100,00']),
    );
    await page.getByTestId('finance-chart').waitFor();
    await capture(page, 'finance');
    await capturePhone('/lecturer/finance', 'finance', (p) => p.getByTestId('finance-chart').waitFor());

    // The course list counts the buyer too.
    await page.goto('/lecturer/manage-courses');
    const card = page.getByTestId('lecturer-course-card').filter({ hasText: COURSE_NAME });
    await card.getByText('1 öğrenci').waitFor();
  });

  it('archives a sold course instead of deleting it, and says so', async () => {
    const { page } = lecturer;
    const card = page.getByTestId('lecturer-course-card').filter({ hasText: COURSE_NAME });
    await card.getByRole('button', { name: `${COURSE_NAME} için işlemler` }).click();
    await page.getByRole('menuitem', { name: 'Kursu Sil' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
    await notice(page, 'Bu kursu satın alan öğrenciler olduğu için kurs silinmedi, arşivlendi.')
      .first()
      .waitFor();
    await expect.poll(() => card.getByTestId('publish-status').textContent()).toBe('Arşivlendi');
  });
});
