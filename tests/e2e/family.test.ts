/// <reference lib="dom" />

import { LectureContentType } from '@kampus/contract';
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
} from './support/browser.ts';
import { linkNewParent } from './support/family.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * A parent in a real browser (CONTRACT.md §12): linked to the demo student through the API (invitation mail and
 * register-parent), the parent signs in, lands on their children, sees the child's card with the overall progress,
 * and opens the child's page with a course's progress. At desktop and phone width, with axe on both pages.
 */

const STUDENT = { email: 'ogrenci@kampus.dev', password: 'Ogrenci123!' };
const PARENT = {
  email: 'veli.e2e@kampus.dev',
  password: 'Veli-Sifresi.2026',
  name: 'Selin',
  surname: 'Kaya',
};

let server: RunningServer;
let browser: Browser;

type Overview = {
  child: { id: string; name: string; surname: string };
  courses: {
    id: string;
    name: string;
    progressPercent: number;
    completedLessons: number;
    totalLessons: number;
  }[];
  weeklyProgress: { weekStart: string; completedLessons: number }[];
};
type WithContents = {
  sections: { lectures: { id: string; isCompleted: boolean; lectureContentType: number }[] }[];
};

let overview: Overview;

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_PER_MINUTE: '100000' });
  browser = await launchBrowser();
  const student = await accessTokenOf(server.url, STUDENT);
  const call = <T>(method: string, route: string, body?: unknown) =>
    callApi<T>(server.url, student, method, route, body);
  // The child finishes one more lesson of a course they own, so the parent has progress and an activity to see.
  const [course] = await call<{ id: string }[]>('GET', '/courses/my-courses');
  if (!course) throw new Error('the demo student owns no course');
  const contents = await call<WithContents>('GET', `/courses/${course.id}/with-contents`);
  const lesson = contents.sections
    .flatMap((s) => s.lectures)
    .find((l) => !l.isCompleted && l.lectureContentType !== LectureContentType.Quiz);
  if (lesson) await call('POST', `/lectures/${lesson.id}/complete`);
  await linkNewParent(server, student, PARENT);
  const parent = await accessTokenOf(server.url, PARENT);
  const [child] = await callApi<{ id: string }[]>(server.url, parent, 'GET', '/parents/children');
  overview = await callApi<Overview>(server.url, parent, 'GET', `/parents/children/${child?.id}/overview`);
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

describe('a parent', () => {
  it.each([
    ['desktop', 1280, 800],
    ['phone', 390, 844],
  ] as const)(
    'lands on the children after login and follows a course of the child (%s)',
    async (label, width, height) => {
      const page = await pageAt(width, height);
      await logInThroughForm(page, PARENT, '/parent');
      const childName = `${overview.child.name} ${overview.child.surname}`;
      const card = page.getByTestId('child-card').filter({ hasText: childName });
      await card.waitFor();
      const completed = overview.courses.reduce((n, c) => n + c.completedLessons, 0);
      const total = overview.courses.reduce((n, c) => n + c.totalLessons, 0);
      expect(total).toBeGreaterThan(0);
      expect(await card.getByTestId('overall-progress').textContent()).toBe(
        `%${Math.floor((Math.min(completed, total) / total) * 100)}`,
      );
      await expect.poll(() => card.getByText(/^Son etkinlik: \d{2}\.\d{2}\.\d{4}$/).count()).toBe(1);
      // Only a parent's entries: the children, no learner links and no basket.
      const nav = page.getByRole('navigation', { name: 'Ana menü' });
      if (label === 'desktop') {
        expect(await nav.getByRole('link').allTextContents()).toEqual(['Çocuklarım', 'Satın Alma Talepleri']);
        expect(await page.getByRole('link', { name: /Sepetim/ }).count()).toBe(0);
      }
      expect(await axeViolations(page)).toEqual([]);
      expect(await fitsWidth(page)).toBe(true);
      await screenshot(page, `family-parent-home-${label}`);

      await card.getByRole('link', { name: `Ayrıntılar: ${childName}` }).click();
      await page.waitForURL(`**/parent/children/${overview.child.id}`);
      await page.getByRole('heading', { level: 1, name: childName }).waitFor();
      const started = overview.courses.find((c) => c.completedLessons > 0);
      if (!started) throw new Error('the child has no course with progress');
      const row = page.getByTestId('child-course').filter({ hasText: started.name });
      expect(await row.getByTestId('course-progress').textContent()).toBe(`%${started.progressPercent}`);
      expect(
        await row.getByText(`${started.completedLessons} / ${started.totalLessons} ders tamamlandı`).count(),
      ).toBe(1);
      expect(await row.getByRole('progressbar', { name: `${started.name}: ilerleme` }).count()).toBe(1);
      // The weekly chart: the lesson the child finished in the set-up counts this week, said in a sentence, and a
      // table that screen readers reach lists each of the eight weeks.
      const thisWeek = overview.weeklyProgress.at(-1)?.completedLessons ?? 0;
      expect(thisWeek).toBeGreaterThan(0);
      const summary = await page.getByTestId('weekly-summary').textContent();
      expect(summary).toContain(`Bu hafta: ${thisWeek} ders.`);
      const weeks = page.getByRole('table', { name: 'Haftalık ilerleme' });
      expect(await weeks.getByRole('row').count()).toBe(9);
      expect(await axeViolations(page)).toEqual([]);
      expect(await fitsWidth(page)).toBe(true);
      await screenshot(page, `family-child-${label}`);
    },
  );

  it('without a linked child sees how a child links a parent', async () => {
    // A second parent whose link the child has removed again: the account stays, with the Parent role only.
    const other = {
      email: 'veli2.e2e@kampus.dev',
      password: 'Veli-Sifresi.2027',
      name: 'Ece',
      surname: 'Kaya',
    };
    const student = await accessTokenOf(server.url, STUDENT);
    const parentId = await linkNewParent(server, student, other);
    await callApi(server.url, student, 'DELETE', `/families/parents/${parentId}`);
    const page = await pageAt(390, 844);
    await logInThroughForm(page, other, '/parent');
    await page.getByText('Henüz bağlı bir öğrenciniz yok.').waitFor();
    expect(await page.getByText(/Ayarlar sayfasından e-postayla davet eder/).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'family-parent-home-empty-phone');
  });
});
