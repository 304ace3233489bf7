/// <reference lib="dom" />

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COURSES } from '../../apps/server/src/db/seed/demo-catalogue.ts';
import { accessTokenOf, callApi } from './support/api.ts';
import { launchBrowser, logInThroughForm, newPage, screenshot } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * Classes in the browser (CONTRACT.md §16): Ahmet takes the register of his React course's session on a phone,
 * through a dropped connection; the demo student, enrolled in it, sees the next session on the learning screen and
 * 'Derse Katıl' appears when the clock reaches 15 minutes before the start (the test moves the browser's clock).
 */

const LECTURER = { email: 'egitmen@kampus.dev', password: 'Egitmen123!' };
const STUDENT = { email: 'ogrenci@kampus.dev', password: 'Ogrenci123!', fullName: 'Deniz Kaya' };
const MIN = 60_000;

let server: RunningServer;
let browser: Browser;
let lecturerToken = '';
let studentToken = '';
let courseId = '';

const asLecturer = <T>(method: string, path: string, body?: unknown) =>
  callApi<T>(server.url, lecturerToken, method, path, body);

type Entry = { studentId: string; name: string; surname: string; present: boolean | null };

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_PER_MINUTE: '100000' });
  browser = await launchBrowser();
  lecturerToken = await accessTokenOf(server.url, LECTURER);
  studentToken = await accessTokenOf(server.url, STUDENT);
  const react = DEMO_COURSES.find((c) => c.key === 'react');
  const mine = await callApi<{ id: string; name: string }[]>(
    server.url,
    studentToken,
    'GET',
    '/courses/my-courses',
  );
  courseId = mine.find((c) => c.name === react?.name)?.id as string;
  expect(courseId).toBeTruthy();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const addSession = (startsAt: number, title: string) =>
  asLecturer<string>('POST', `/courses/${courseId}/sessions`, {
    title,
    startsAt: new Date(startsAt).toISOString(),
    endsAt: new Date(startsAt + 90 * MIN).toISOString(),
    location: 'Kadıköy Şubesi, B203',
    onlineUrl: 'https://meet.example.com/react-canli',
  });

describe('classes in the browser', () => {
  it('a lecturer takes the register on a phone, one tap per learner, through a dropped connection', async () => {
    // Held earlier today: the register is taken during or after the lesson.
    const sessionId = await addSession(Date.now() - 3 * 60 * MIN, 'Yoklama oturumu');
    const { context, page } = await newPage(browser, server.url, 'phone');
    await logInThroughForm(page, LECTURER, '/lecturer');
    // From the content editor's 'Oturumlar' tab, whose form names its Turkish pickers, to the session's register.
    await page.goto(`/lecturer/manage-course/${courseId}`);
    await page.getByRole('tab', { name: 'Oturumlar' }).click();
    await page.getByRole('button', { name: 'Oturum ekle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Oturum ekle' });
    await dialog.getByRole('button', { name: /Başlangıç/ }).waitFor();
    await dialog.getByRole('button', { name: /Bitiş/ }).waitFor();
    await screenshot(page, 'classes-session-form-phone');
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();
    await page.getByRole('link', { name: 'Yoklama: Yoklama oturumu' }).click();
    await page.waitForURL(`**/lecturer/sessions/${sessionId}/attendance`);
    await page.getByRole('heading', { name: 'Yoklama' }).waitFor();
    const student = page.getByRole('button', { name: new RegExp(STUDENT.fullName) });
    await student.waitFor();
    // A target for a thumb: the whole row, at least 48 px high, and the page does not scroll sideways.
    const box = await student.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(48);
    expect(box?.width).toBeGreaterThan(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const status = page.getByTestId('register-status');
    const register = () => asLecturer<Entry[]>('GET', `/sessions/${sessionId}/attendance`);
    await page.getByRole('button', { name: 'Hepsi gelmedi' }).click();
    await expect.poll(() => status.textContent(), { timeout: 10_000 }).toBe('Kaydedildi');
    await student.click();
    await expect.poll(() => student.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(async () => (await register()).find((e) => e.name === 'Deniz')?.present, { timeout: 10_000 })
      .toBe(true);
    const others = (await register()).filter((e) => e.name !== 'Deniz');
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((e) => e.present === false)).toBe(true);

    // The connection drops: the tap is kept and sent again once it is back.
    const other = others[0] as Entry;
    await context.setOffline(true);
    await page.getByRole('button', { name: new RegExp(`${other.name} ${other.surname}`) }).click();
    await expect.poll(() => status.textContent(), { timeout: 10_000 }).toContain('yeniden deneniyor');
    await screenshot(page, 'classes-register-offline-phone');
    await context.setOffline(false);
    await expect.poll(() => status.textContent(), { timeout: 30_000 }).toBe('Kaydedildi');
    const after = await register();
    expect(after.find((e) => e.studentId === other.studentId)?.present).toBe(true);
    expect(after.find((e) => e.name === 'Deniz')?.present).toBe(true);
    await screenshot(page, 'classes-register-phone');
    await context.close();
  });

  it('a learner sees the next session with its place, and Derse Katıl from 15 minutes before the start', async () => {
    // Starts 10 minutes from now by the server's clock, so the server gives the link to the enrolled; the browser's
    // clock starts 20 minutes before the start and is moved forward by the test.
    const start = Date.now() + 10 * MIN;
    await addSession(start, 'Canlı ders: Hook’lar');
    const { context, page } = await newPage(browser, server.url, 'phone');
    await context.clock.install({ time: new Date(start - 20 * MIN) });
    await logInThroughForm(page, STUDENT, '/homepage');
    await page.goto(`/course/${courseId}/learning`);
    const card = page.getByRole('region', { name: 'Sıradaki oturum' });
    await card.waitFor();
    await expect.poll(() => card.textContent()).toContain('Canlı ders: Hook’lar');
    expect(await card.textContent()).toContain('Kadıköy Şubesi, B203');
    expect(await card.textContent()).toContain('itibarıyla burada açılır');
    expect(await card.getByRole('link', { name: 'Derse Katıl' }).count()).toBe(0);
    await screenshot(page, 'classes-next-session-before-phone');

    // Six minutes on: the join link's moment has come.
    await page.clock.fastForward('06:00');
    const join = card.getByRole('link', { name: 'Derse Katıl' });
    await join.waitFor({ timeout: 10_000 });
    expect(await join.getAttribute('href')).toBe('https://meet.example.com/react-canli');
    await screenshot(page, 'classes-next-session-join-phone');
    await context.close();
  });
});
