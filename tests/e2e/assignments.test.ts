/// <reference lib="dom" />

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, callApi } from './support/api.ts';
import {
  axeViolations,
  fitsWidth,
  launchBrowser,
  logInThroughForm,
  pageFactory,
  screenshot,
  waitForSettledPage,
} from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * Assignments in a real browser (CONTRACT.md §15): the demo lecturer adds an assignment to one of their courses, the
 * demo student hands in text and a file on the learning screen, the lecturer grades it from /lecturer/submissions on
 * a phone (the file opens in the browser), and the student sees the score, the feedback and the lecture completed.
 */

const STUDENT = { email: 'ogrenci@kampus.dev', password: 'Ogrenci123!' };
const LECTURER = { email: 'egitmen@kampus.dev', password: 'Egitmen123!' };
const NAME = `Döngü ödevi ${Date.now().toString(36)}`;

let server: RunningServer;
let browser: Browser;
let courseId: string;
let lectureId: string;

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
  const contents = await callApi<{ sections: { id: string }[] }>(
    server.url,
    lecturer,
    'GET',
    `/courses/${courseId}/contents`,
  );
  lectureId = await callApi<string>(server.url, lecturer, 'POST', '/lectures', {
    courseId,
    sectionId: contents.sections[0]?.id,
    name: NAME,
    lectureContentType: 4,
    content: '1’den 10’a kadar sayıları yazdıran bir Python programı yazın ve dosyasını yükleyin.',
    maxScore: 20,
    rewardPoints: 25,
  });
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

describe('assignments', () => {
  it('a learner submits, the lecturer grades from the queue, the learner sees the score and the lecture completed', async () => {
    const student = await pageAt(390, 844);
    await logInThroughForm(student, STUDENT, '/homepage');
    await student.goto(`/course/${courseId}/learning?lecture=${lectureId}`);
    const form = student.getByTestId('submission-form');
    await form.waitFor();
    await student
      .getByText('Eğitmen ödevini en az yarım puanla notlandırdığında bu ders tamamlanır.')
      .waitFor();
    await form.getByRole('textbox', { name: 'Cevabınız' }).fill('Programım ekte; range(1, 11) kullandım.');
    await form.locator('input[type="file"]').setInputFiles({
      name: 'dongu.py',
      mimeType: 'text/x-python',
      buffer: Buffer.from('for i in range(1, 11):\n    print(i)\n'),
    });
    await form.getByTestId('chosen-file').getByText('dongu.py').waitFor();
    await waitForSettledPage(student);
    expect(await axeViolations(student)).toEqual([]);
    expect(await fitsWidth(student)).toBe(true);
    await form.getByRole('button', { name: 'Ödevi gönder' }).click();
    await student.getByText('Eğitmeniniz henüz notlandırmadı.', { exact: false }).waitFor();
    await student.getByRole('link', { name: /dongu\.py dosyasını aç/ }).waitFor();
    await student.getByRole('button', { name: 'Yeniden gönder' }).waitFor();
    await screenshot(student, 'assignment-submitted-phone');

    const lecturer = await pageAt(390, 844);
    await logInThroughForm(lecturer, LECTURER, '/lecturer');
    await lecturer
      .getByRole('link', { name: /Ödev Teslimleri/ })
      .first()
      .click();
    await lecturer.waitForURL('**/lecturer/submissions');
    const item = lecturer.getByTestId('submission-item').filter({ hasText: NAME });
    await item.waitFor();
    expect(await item.getByText('Not bekliyor').count()).toBe(1);
    await waitForSettledPage(lecturer);
    expect(await axeViolations(lecturer)).toEqual([]);
    await item.getByRole('button', { name: /Notlandır/ }).click();
    await item.getByTestId('submission-text').getByText('range(1, 11)').waitFor();
    // The file opens in the browser (plain text), not as a download.
    const [tab] = await Promise.all([
      lecturer.context().waitForEvent('page'),
      item.getByTestId('submission-file-link').click(),
    ]);
    await tab.waitForLoadState();
    expect(await tab.locator('body').textContent()).toContain('print(i)');
    await tab.close();
    await item.getByRole('textbox', { name: /Puan/ }).fill('21');
    await item.getByRole('button', { name: 'Notu kaydet' }).click();
    await item.getByText('Puan 0 ile 20 arasında bir tam sayı olmalıdır.').waitFor();
    await item.getByRole('textbox', { name: /Puan/ }).fill('17');
    await item
      .getByRole('textbox', { name: /Geri bildirim/ })
      .fill('Güzel çalışma; çift sayıları da işaretleyebilirsin.');
    await waitForSettledPage(lecturer);
    expect(await axeViolations(lecturer)).toEqual([]);
    expect(await fitsWidth(lecturer)).toBe(true);
    await screenshot(lecturer, 'assignment-grading-phone');
    await item.getByRole('button', { name: 'Notu kaydet' }).click();
    await expect.poll(() => item.getByText('17 / 20').count(), { timeout: 10_000 }).toBe(1);

    // The learner sees the grade, the feedback and the lecture completed.
    await student.reload();
    const grade = student.getByTestId('assignment-grade');
    await grade.waitFor();
    expect(await student.getByTestId('assignment-score').textContent()).toBe('17 / 20 puan');
    expect(await student.getByTestId('assignment-feedback').textContent()).toContain('çift sayıları');
    await student.getByText('Geçti: ders tamamlandı').waitFor();
    expect(await student.getByTestId('submission-form').count()).toBe(0);
    expect(await student.getByText('Tamamlandı', { exact: true }).count()).toBeGreaterThan(0);
    await waitForSettledPage(student);
    expect(await axeViolations(student)).toEqual([]);
    await screenshot(student, 'assignment-graded-phone');

    // And the notification of the grade.
    await student.goto('/notifications');
    await student
      .getByRole('link', { name: /Ödeviniz notlandırıldı/ })
      .first()
      .waitFor();
  });
});
