/// <reference lib="dom" />

import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeTestVideo } from '../../apps/server/test/support/video.ts';
import { API, accessTokenOf, callApi } from './support/api.ts';
import { launchBrowser, logInThroughForm, newPage, screenshot } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * A transcoded lecture in the browser: the admin replaces the first video of the demo student's 'sql-intro' with a
 * 40-second 720p clip (long enough not to end during the test on a slow machine) made by ffmpeg, the server's job
 * turns it into 360p and 720p HLS, and the student plays it in the media-chrome player, switches quality and
 * captions in its menus, leaves and comes back to the saved position.
 */

const STUDENT = { email: 'ogrenci@kampus.dev', password: 'Ogrenci123!' };
const ADMIN = { email: 'admin@kampus.dev', password: 'Admin123!' };

type Lecture = {
  id: string;
  name: string;
  lectureContentType: number;
  contentPath: string | null;
  captions?: Array<{ label: string }>;
};
type Contents = { sections: { lectures: Lecture[] }[] };
type CardItem = { id: string; name: string };

let server: RunningServer;
let browser: Browser;
let studentToken = '';
let courseId = '';
let lecture: Lecture;

const contents = () =>
  callApi<Contents>(server.url, studentToken, 'GET', `/courses/${courseId}/with-contents`);
const firstVideo = async () =>
  (await contents()).sections.flatMap((s) => s.lectures).find((l) => l.lectureContentType === 0) as Lecture;

const CAPTION_TEXT = 'Merhaba, derse hoş geldiniz.';
const VTT = `WEBVTT\n\n00:00:00.000 --> 00:00:40.000\n${CAPTION_TEXT}\n`;

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_PER_MINUTE: '100000', JOB_POLL_SECONDS: '0.5' });
  browser = await launchBrowser();
  studentToken = await accessTokenOf(server.url, STUDENT);
  const adminToken = await accessTokenOf(server.url, ADMIN);
  const mine = await callApi<CardItem[]>(server.url, studentToken, 'GET', '/courses/my-courses');
  courseId = (mine.find((c) => c.name.includes('SQL')) ?? (mine[0] as CardItem)).id;
  lecture = await firstVideo();
  const form = new FormData();
  form.append('id', lecture.id);
  form.append('name', lecture.name);
  form.append('lectureContentType', '0');
  form.append('isPublic', 'true');
  form.append('isContentUpdated', 'true');
  const clip = await makeTestVideo({ seconds: 40, height: 720 });
  form.append('content', new File([new Uint8Array(clip)], 'ders.mp4', { type: 'video/mp4' }));
  const res = await fetch(`${server.url}${API}/lectures`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${adminToken}` },
    body: form,
  });
  expect(res.status).toBe(200);
  // The transcode runs in the server's job engine; the lecture streams once it is Ready. The demo's own transcode
  // of this lecture (queued at first start) may have made a stream of the 10 s demo clip already: the upload's is
  // the one waited for (the upload set Processing in its transaction).
  await vi.waitFor(
    async () => {
      const editor = await callApi<{ processingStatus: string | null }>(
        server.url,
        adminToken,
        'GET',
        `/lectures/${lecture.id}`,
      );
      if (editor.processingStatus === 'Failed') throw new Error('the transcode failed');
      if (editor.processingStatus !== 'Ready') throw new Error('not transcoded yet');
    },
    { timeout: 540_000, interval: 500 },
  );
  expect((await firstVideo()).contentPath).toContain('/master.m3u8?');
  // A Turkish caption file, uploaded as a lecturer does (CONTRACT §14); the learning data then lists it.
  const captions = new FormData();
  captions.append('language', 'tr');
  captions.append('file', new File([VTT], 'altyazi.vtt', { type: 'text/vtt' }));
  const uploaded = await fetch(`${server.url}${API}/lectures/${lecture.id}/captions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}` },
    body: captions,
  });
  expect(uploaded.status).toBe(200);
  expect((await firstVideo()).captions?.map((c) => c.label)).toEqual(['Türkçe']);
}, 600_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const videoState = (page: Page) =>
  page
    .getByTestId('lecture-video')
    .evaluate((v: HTMLVideoElement & { api?: { currentLevel: number; autoLevelEnabled: boolean } }) => ({
      currentTime: v.currentTime,
      paused: v.paused,
      videoHeight: v.videoHeight,
      // hls.js's level: the one it plays, or 'auto' while it chooses by bandwidth.
      level: v.api?.autoLevelEnabled ? 'auto' : (v.api?.currentLevel ?? null),
      captions: Array.from(v.textTracks)
        .filter((t) => t.kind === 'subtitles')
        .map((t) => `${t.label}:${t.mode}`),
    }));

describe('adaptive video in the browser', () => {
  it('plays a transcoded lecture, switches quality and captions, and resumes where the learner left it', async () => {
    const { context, page } = await newPage(browser, server.url, 'desktop');
    await logInThroughForm(page, STUDENT, '/homepage');
    const segments: string[] = [];
    page.on('request', (request) => {
      if (/\/hls\/[0-9a-f-]{36}\.ts\?exp=/.test(request.url())) segments.push(request.url());
    });
    await page.goto(`/course/${courseId}/learning?lecture=${lecture.id}`);
    const player = page.getByRole('region', { name: `Video oynatıcı: ${lecture.name}` });
    const qualityButton = player.getByRole('button', { name: 'Video kalitesi', exact: true });
    const qualityMenu = player.locator('media-rendition-menu');
    // In automatic choice the menu redraws its items when hls.js changes level, and closes when the focused item
    // goes: a choice that met such a moment is made again.
    const chooseQuality = async (label: string | RegExp) => {
      const item = qualityMenu.getByRole('menuitemradio', { name: label, exact: typeof label === 'string' });
      for (let attempt = 1; ; attempt++) {
        await openMenu(qualityButton, qualityMenu);
        try {
          await item.click({ timeout: 5000 });
          return;
        } catch (error) {
          if (attempt === 3) throw error;
        }
      }
    };
    await player.getByRole('button', { name: 'Oynat', exact: true }).waitFor();

    await player.getByRole('button', { name: 'Oynat', exact: true }).click();
    await expect
      .poll(async () => (await videoState(page)).currentTime, { timeout: 30_000 })
      .toBeGreaterThan(0.5);
    expect(segments.length).toBeGreaterThan(0);

    // The menu offers each rendition, highest first, and automatic choice (naming the rendition it plays).
    await openMenu(qualityButton, qualityMenu);
    await expect
      .poll(() => qualityMenu.getByRole('menuitemradio').allTextContents())
      .toEqual(['720p', '360p', expect.stringMatching(/^Otomatik/)]);
    await settledMenu(page);
    await screenshot(page, 'video-quality-menu-desktop');
    expect(await playerViolations(page)).toEqual([]);
    await closeMenu(page, qualityButton, qualityMenu);

    // Each choice switches hls.js to that level and the rendition being decoded while the video plays.
    await chooseQuality('720p');
    await expect.poll(async () => (await videoState(page)).level).toBe(1);
    await expect.poll(async () => (await videoState(page)).videoHeight, { timeout: 30_000 }).toBe(720);
    await chooseQuality('360p');
    await expect.poll(async () => (await videoState(page)).level).toBe(0);
    await expect.poll(async () => (await videoState(page)).videoHeight, { timeout: 30_000 }).toBe(360);
    await chooseQuality(/^Otomatik/);
    await expect.poll(async () => (await videoState(page)).level).toBe('auto');

    // Captions: off until chosen in the captions menu, then shown; 'Kapalı' turns them off again.
    const captionsButton = player.getByRole('button', { name: 'Altyazılar', exact: true });
    const captionsMenu = player.locator('media-captions-menu');
    expect((await videoState(page)).captions).toEqual(['Türkçe:disabled']);
    await openMenu(captionsButton, captionsMenu);
    expect(await captionsMenu.getByRole('menuitemradio').allTextContents()).toEqual(['Kapalı', 'Türkçe']);
    await settledMenu(page);
    await screenshot(page, 'video-captions-menu-desktop');
    expect(await playerViolations(page)).toEqual([]);
    await captionsMenu.getByRole('menuitemradio', { name: 'Türkçe' }).click();
    await expect.poll(async () => (await videoState(page)).captions).toEqual(['Türkçe:showing']);
    await expect
      .poll(() =>
        page.getByTestId('lecture-video').evaluate((v: HTMLVideoElement) => {
          const track = Array.from(v.textTracks).find((t) => t.kind === 'subtitles');
          return Array.from(track?.activeCues ?? []).map((cue) => (cue as VTTCue).text);
        }),
      )
      .toEqual([CAPTION_TEXT]);
    await openMenu(captionsButton, captionsMenu);
    await captionsMenu.getByRole('menuitemradio', { name: 'Kapalı' }).click();
    await expect.poll(async () => (await videoState(page)).captions).not.toContain('Türkçe:showing');

    await player.focus();
    await page.keyboard.press('k');
    await expect.poll(async () => (await videoState(page)).paused).toBe(true);
    // Back to the start (5 s a press, the whole 40 s), then 5 s in: a spot well before the end, wherever playback was.
    for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await videoState(page)).currentTime).toBeLessThan(1);
    await page.keyboard.press('ArrowRight');
    const position = 5;
    await expect.poll(async () => Math.floor((await videoState(page)).currentTime)).toBe(position);
    // Saved on the paused seek: the server has it before the learner leaves.
    await expect
      .poll(async () => {
        const now = await callApi<{ sections: { lectures: { id: string; positionSeconds: number }[] }[] }>(
          server.url,
          studentToken,
          'GET',
          `/courses/${courseId}/with-contents`,
        );
        return now.sections.flatMap((s) => s.lectures).find((l) => l.id === lecture.id)?.positionSeconds;
      })
      .toBe(position);

    await page.goto('/my-courses');
    await page.goto(`/course/${courseId}/learning?lecture=${lecture.id}`);
    await qualityButton.waitFor();
    await expect
      .poll(async () => Math.floor((await videoState(page)).currentTime), { timeout: 30_000 })
      .toBe(position);
    await context.close();
  });

  it('shows the quality and captions menus on a phone', async () => {
    const { context, page } = await newPage(browser, server.url, 'phone');
    await logInThroughForm(page, STUDENT, '/homepage');
    await page.goto(`/course/${courseId}/learning?lecture=${lecture.id}`);
    const player = page.getByRole('region', { name: `Video oynatıcı: ${lecture.name}` });
    const qualityButton = player.getByRole('button', { name: 'Video kalitesi', exact: true });
    const qualityMenu = player.locator('media-rendition-menu');
    await openMenu(qualityButton, qualityMenu);
    await expect.poll(() => qualityMenu.getByRole('menuitemradio').count()).toBe(3);
    await settledMenu(page);
    await screenshot(page, 'video-quality-menu-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await closeMenu(page, qualityButton, qualityMenu);
    const captionsMenu = player.locator('media-captions-menu');
    await openMenu(player.getByRole('button', { name: 'Altyazılar', exact: true }), captionsMenu);
    await player.locator('media-captions-menu').getByRole('menuitemradio', { name: 'Türkçe' }).waitFor();
    await settledMenu(page);
    await screenshot(page, 'video-captions-menu-phone');
    expect(await playerViolations(page)).toEqual([]);
    await context.close();
  });
});

/**
 * Accessibility violations (WCAG 2.1 A/AA, as in the accessibility table) of the player with a menu open. The whole learning page is checked in the
 * accessibility table (tests/e2e/accessibility.test.ts); here the lecture was completed by the first test, and
 * the page around the player may be mid-request.
 */
const playerViolations = async (page: Page) => {
  const result = await new AxeBuilder({ page })
    .include('[data-testid="video-player"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
};

/**
 * Opens a menu with its button. A menu still closing after a choice is let close first, and one that stayed open is
 * not clicked again (a second click would close it).
 */
const openMenu = async (button: Locator, menu: Locator) => {
  await menu.waitFor({ state: 'hidden', timeout: 2000 }).catch(() => undefined);
  if (!(await menu.isVisible())) await button.click();
  await menu.waitFor({ state: 'visible' });
};

/** Closes a menu: Escape from inside it, or its button again when the focus has left it. */
const closeMenu = async (page: Page, button: Locator, menu: Locator) => {
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden', timeout: 1000 }).catch(() => button.click());
  await menu.waitFor({ state: 'hidden' });
};

/** A menu's opening transition, finished before a screenshot or an axe check. */
const settledMenu = (page: Page) => page.waitForTimeout(400);
