/// <reference lib="dom" />

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, callApi } from './support/api.ts';
import {
  axeViolations,
  launchBrowser,
  logInThroughForm,
  pageFactory,
  screenshot,
  waitForSettledPage,
} from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * Questions and answers in a real browser (CONTRACT.md §15): the demo student asks under a lecture of one of the
 * demo lecturer's courses in the 'Sorular' tab (with a code block), the lecturer answers from the inbox on a phone,
 * and the student opens the answer from the notification bell and sees it marked as the lecturer's. axe on each.
 */

const STUDENT = { email: 'ogrenci@kampus.dev', password: 'Ogrenci123!' };
const LECTURER = { email: 'egitmen@kampus.dev', password: 'Egitmen123!' };
const TITLE = 'Döngü neden hiç bitmiyor?';

let server: RunningServer;
let browser: Browser;
let courseId: string;

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_PER_MINUTE: '100000' });
  browser = await launchBrowser();
  const student = await accessTokenOf(server.url, STUDENT);
  const lecturer = await accessTokenOf(server.url, LECTURER);
  const mine = await callApi<{ id: string }[]>(server.url, student, 'GET', '/courses/my-courses');
  const taught = await callApi<{ id: string }[]>(server.url, lecturer, 'GET', '/courses/lecturer-courses');
  const shared = mine.find((c) => taught.some((t) => t.id === c.id));
  if (!shared) throw new Error('the demo student is enrolled in none of the demo lecturer’s courses');
  courseId = shared.id;
}, 180_000);
afterAll(async () => {
  await pages.close();
  await browser?.close();
  await server?.stop();
});

const pages = pageFactory(
  () => browser,
  () => server.url,
);
const pageAt = pages.open;

describe('questions and answers', () => {
  it('a learner asks, the lecturer answers from the inbox, the learner reads it from the notification', async () => {
    const student = await pageAt(1280, 800);
    await logInThroughForm(student, STUDENT, '/homepage');
    await student.goto(`/course/${courseId}/learning`);
    await student.getByRole('tab', { name: 'Sorular' }).click();
    await student.getByRole('button', { name: 'Soru sor' }).click();
    await student.getByRole('textbox', { name: /Başlık/ }).fill(TITLE);
    await student
      .getByRole('textbox', { name: /Sorunuz/ })
      .fill('Şunu yazdım:\n\n```python\nwhile x < 3:\n    print(x)\n```\n<script>alert(1)</script>');
    await student.getByRole('button', { name: 'Gönder' }).click();
    await student.getByRole('heading', { name: TITLE }).waitFor();
    expect(await student.locator('pre code').first().textContent()).toContain('while x < 3:');
    expect(student.url()).toContain('question=');
    await waitForSettledPage(student);
    expect(await axeViolations(student)).toEqual([]);
    await screenshot(student, 'questions-thread-desktop');

    const lecturer = await pageAt(390, 844);
    await logInThroughForm(lecturer, LECTURER, '/lecturer');
    await lecturer.getByRole('link', { name: /Öğrenci Soruları/ }).click();
    await lecturer.waitForURL('**/lecturer/questions');
    const item = lecturer
      .getByRole('listitem')
      .filter({ has: lecturer.getByRole('heading', { name: TITLE }) });
    await item.waitFor();
    expect(await item.getByText('Cevap bekliyor').count()).toBe(1);
    await waitForSettledPage(lecturer);
    expect(await axeViolations(lecturer)).toEqual([]);
    await item.getByRole('button', { name: 'Cevapla' }).click();
    await item.getByRole('textbox', { name: /Cevabınız/ }).fill('Döngüde `x += 1` eksik.');
    await item.getByRole('button', { name: 'Cevabı gönder' }).click();
    await expect.poll(() => item.getByText('Yanıtlandı').count(), { timeout: 10_000 }).toBe(1);
    expect(
      await lecturer.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
    await screenshot(lecturer, 'questions-inbox-phone');

    // The student's bell has the news; its link opens the question with the lecturer's answer.
    await student.goto('/notifications');
    const news = student.getByRole('link', { name: /Sorunuz yanıtlandı/ }).first();
    await news.waitFor();
    await news.click();
    await student.getByRole('heading', { name: TITLE }).waitFor();
    await student.getByText('x += 1').waitFor();
    expect(await student.getByText('Eğitmen', { exact: true }).count()).toBeGreaterThan(0);
    await waitForSettledPage(student);
    expect(await axeViolations(student)).toEqual([]);
  });
});
