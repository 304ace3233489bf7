/// <reference lib="dom" />

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeTestVideo } from '../../apps/server/test/support/video.ts';
import { API, accessTokenOf, callApi } from './support/api.ts';
import { launchBrowser, logInThroughForm, newPage } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * A transcoded lecture in the browser: the admin replaces the first video of the demo student's 'sql-intro' with a
 * 40-second 720p clip (long enough not to end during the test on a slow machine) made by ffmpeg, the server's job turns it into 360p and 720p HLS, and the student plays it,
 * switches quality, leaves and comes back to the saved position.
 */

const STUDENT = { email: 'ogrenci@kampus.dev', password: 'Ogrenci123!' };
const ADMIN = { email: 'admin@kampus.dev', password: 'Admin123!' };

type Lecture = { id: string; name: string; lectureContentType: number; contentPath: string | null };
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
}, 600_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const videoState = (page: Page) =>
  page.getByTestId('lecture-video').evaluate((v: HTMLVideoElement) => ({
    currentTime: v.currentTime,
    paused: v.paused,
    videoHeight: v.videoHeight,
  }));

describe('adaptive video in the browser', () => {
  it('plays a transcoded lecture, switches quality, and resumes where the learner left it', async () => {
    const { context, page } = await newPage(browser, server.url, 'desktop');
    await logInThroughForm(page, STUDENT, '/homepage');
    const segments: string[] = [];
    page.on('request', (request) => {
      if (/\/hls\/[0-9a-f-]{36}\.ts\?exp=/.test(request.url())) segments.push(request.url());
    });
    await page.goto(`/course/${courseId}/learning?lecture=${lecture.id}`);
    const player = page.getByRole('region', { name: `Video oynatıcı: ${lecture.name}` });
    const quality = player.getByRole('combobox', { name: 'Video kalitesi' });
    await quality.waitFor();
    expect(await quality.locator('option').allTextContents()).toEqual(['Otomatik', '360p', '720p']);

    await player.getByRole('button', { name: 'Oynat' }).click();
    await expect
      .poll(async () => (await videoState(page)).currentTime, { timeout: 30_000 })
      .toBeGreaterThan(0.5);
    expect(segments.length).toBeGreaterThan(0);

    // Each choice switches the rendition being decoded while the video plays.
    await quality.selectOption({ label: '720p' });
    await expect.poll(async () => (await videoState(page)).videoHeight, { timeout: 30_000 }).toBe(720);
    await quality.selectOption({ label: '360p' });
    await expect.poll(async () => (await videoState(page)).videoHeight, { timeout: 30_000 }).toBe(360);
    await quality.selectOption({ label: 'Otomatik' });

    await page.keyboard.press('k');
    await expect.poll(async () => (await videoState(page)).paused).toBe(true);
    // Back to the start (5 s a press), then 5 s in: a spot well before the end, whatever playback reached.
    await player.focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
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
    await quality.waitFor();
    await expect
      .poll(async () => Math.floor((await videoState(page)).currentTime), { timeout: 30_000 })
      .toBe(position);
    await context.close();
  });
});
