/// <reference lib="dom" />

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COURSES } from '../../apps/server/src/db/seed/demo-catalogue.ts';
import { accessTokenOf, callApi } from './support/api.ts';
import { launchBrowser, logInThroughForm, newPage, screenshot } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * Points in the browser (CONTRACT.md §15): the demo student completes a lecture of 'docker' (nothing done there
 * yet), sees the course leaderboard move and the points in 'Puanlarım', then leaves the leaderboards in settings.
 */

const STUDENT = { email: 'ogrenci@kampus.dev', password: 'Ogrenci123!', fullName: 'Deniz Kaya' };

let server: RunningServer;
let browser: Browser;
let token = '';

const api = <T>(method: string, path: string, body?: unknown) =>
  callApi<T>(server.url, token, method, path, body);

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_PER_MINUTE: '100000' });
  browser = await launchBrowser();
  token = await accessTokenOf(server.url, STUDENT);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('points in the browser', () => {
  it('earns a lecture’s points once, shows them on the leaderboard and in Puanlarım, and leaves the board', async () => {
    const docker = DEMO_COURSES.find((c) => c.key === 'docker');
    const mine = await api<{ id: string; name: string }[]>('GET', '/courses/my-courses');
    const courseId = mine.find((c) => c.name === docker?.name)?.id as string;
    expect(courseId).toBeTruthy();
    const before = await api<{ total: number }>('GET', '/students/points');

    const { context, page } = await newPage(browser, server.url, 'phone');
    await logInThroughForm(page, STUDENT, '/homepage');
    await page.goto(`/course/${courseId}/learning`);
    const me = page.getByTestId('leaderboard-me');
    await expect.poll(() => me.textContent()).toBe('Bu kursta 0 puan kazandın.');

    // Completing, un-marking and completing again earns the lecture's 10 points once.
    await page.getByRole('button', { name: 'Mark Complete' }).click();
    await page.getByRole('button', { name: 'Tamamlanmadı olarak işaretle' }).click();
    await page.getByRole('button', { name: 'Mark Complete' }).click();
    await page.getByRole('button', { name: 'Tamamlanmadı olarak işaretle' }).waitFor();
    await expect.poll(() => me.textContent()).toBe('Sıran: 1. · 10 puan');
    await expect.poll(() => page.getByTestId('leaderboard').textContent()).toContain('Deniz K.10');
    await screenshot(page, 'points-leaderboard-phone');

    await page.goto('/points');
    await expect
      .poll(() => page.getByTestId('points-total').textContent())
      .toBe(new Intl.NumberFormat('tr-TR').format(before.total + 10));
    expect(await page.getByTestId('points-item').first().textContent()).toContain(docker?.name);
    await screenshot(page, 'points-page-phone');

    // Settings > Gizlilik: off the leaderboards, at once.
    await page.goto('/settings/privacy');
    const toggle = page.getByRole('switch', { name: /adımı göster/ });
    await toggle.click({ force: true });
    await expect
      .poll(
        async () =>
          (await api<{ showOnLeaderboard: boolean }>('GET', '/students/leaderboard-preference'))
            .showOnLeaderboard,
      )
      .toBe(false);
    await page.goto(`/course/${courseId}/learning`);
    await expect.poll(() => me.textContent()).toBe('Bu kursta 10 puan kazandın.');
    expect(await page.getByTestId('leaderboard').count()).toBe(0);
    await context.close();
  });
});
