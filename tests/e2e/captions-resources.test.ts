/// <reference lib="dom" />

import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, callApi } from './support/api.ts';
import {
  axeViolations,
  launchBrowser,
  logInThroughForm,
  newPage,
  screenshot,
  waitForSettledPage,
} from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * Captions and resources end to end (decision 050): the demo lecturer adds a WebVTT caption and a PDF to a video
 * lecture in the lecture form, and the demo student sees the track in the player and downloads the PDF from
 * 'Kaynaklar' under the lecture, under its Turkish name.
 */

const STUDENT = { email: 'ogrenci@kampus.dev', password: 'Ogrenci123!' };
const LECTURER = { email: 'egitmen@kampus.dev', password: 'Egitmen123!' };
const VTT = 'WEBVTT\n\n00:00:00.500 --> 00:00:04.000\nMerhaba, derse hoş geldiniz.\n';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PDF_NAME = 'Ders Notları – Şubat.pdf';

type Lecture = { id: string; name: string; lectureContentType: number; contentPath: string | null };
type Contents = { sections: { lectures: Lecture[] }[] };
type Item = { id: string; name: string };

let server: RunningServer;
let browser: Browser;
let courseId = '';
let lecture: Lecture;

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_PER_MINUTE: '100000' });
  browser = await launchBrowser();
  const studentToken = await accessTokenOf(server.url, STUDENT);
  const lecturerToken = await accessTokenOf(server.url, LECTURER);
  const mine = await callApi<Item[]>(server.url, studentToken, 'GET', '/courses/my-courses');
  const taught = await callApi<Item[]>(server.url, lecturerToken, 'GET', '/courses/lecturer-courses');
  // A course of the demo lecturer the demo student is enrolled in, with a video lecture that has its file.
  for (const course of taught.filter((c) => mine.some((m) => m.id === c.id))) {
    const contents = await callApi<Contents>(
      server.url,
      studentToken,
      'GET',
      `/courses/${course.id}/with-contents`,
    );
    const video = contents.sections
      .flatMap((s) => s.lectures)
      .find((l) => l.lectureContentType === 0 && l.contentPath);
    if (video) {
      courseId = course.id;
      lecture = video;
      break;
    }
  }
  expect(courseId).not.toBe('');
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const openLectureForm = async (page: Page) => {
  await page.goto(`/lecturer/manage-course/${courseId}?modal=lecture-edit&lectureId=${lecture.id}`);
  await page.getByRole('dialog').getByText('Dersi Düzenle').first().waitFor();
  await page.getByTestId('lecture-files').waitFor();
};

describe('lecture captions and resources in the browser', () => {
  it('the lecturer adds a caption and a PDF in the lecture form', async () => {
    const { context, page } = await newPage(browser, server.url, 'desktop');
    await logInThroughForm(page, LECTURER, '/lecturer');
    await openLectureForm(page);
    const captions = page.getByRole('region', { name: 'Altyazılar' });
    expect(await captions.getByText('Bu derste henüz altyazı yok.').isVisible()).toBe(true);
    await captions
      .locator('input[type="file"]')
      .setInputFiles({ name: 'altyazi.vtt', mimeType: 'text/vtt', buffer: Buffer.from(VTT) });
    await captions.getByRole('button', { name: 'Altyazıyı yükle' }).click();
    await captions.getByTestId('caption-list').getByText('Türkçe').waitFor();

    const resources = page.getByRole('region', { name: 'Kaynaklar' });
    await resources
      .locator('input[type="file"]')
      .setInputFiles({ name: PDF_NAME, mimeType: 'application/pdf', buffer: PDF });
    await resources.getByRole('button', { name: 'Kaynağı yükle' }).click();
    await resources.getByTestId('resource-list').getByText(PDF_NAME).waitFor();
    expect(await resources.getByTestId('resource-list').textContent()).toContain(`${PDF.length} B`);
    await waitForSettledPage(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'captions-resources-lecture-form-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await waitForSettledPage(page);
    await screenshot(page, 'captions-resources-lecture-form-phone');
    await context.close();
  });

  it('the student sees the caption track and downloads the resource from Kaynaklar', async () => {
    const { context, page } = await newPage(browser, server.url, 'desktop');
    await logInThroughForm(page, STUDENT, '/homepage');
    await page.goto(`/course/${courseId}/learning?lecture=${lecture.id}`);
    const list = page.getByRole('region', { name: 'Kaynaklar' });
    await list.waitFor();
    const track = page.locator('video[data-testid="lecture-video"] track');
    // The player is its own chunk, rendered after the lecture's page: wait for its track rather than count at once.
    await track.first().waitFor({ state: 'attached' });
    expect(await track.count()).toBe(1);
    expect(await track.getAttribute('srclang')).toBe('tr');
    expect(await track.getAttribute('label')).toBe('Türkçe');
    expect(await track.getAttribute('kind')).toBe('subtitles');
    const served = await page.evaluate(
      async (src) => {
        const res = await fetch(src);
        return { type: res.headers.get('content-type'), text: await res.text() };
      },
      String(await track.getAttribute('src')),
    );
    expect(served).toEqual({ type: 'text/vtt; charset=utf-8', text: VTT });

    const link = list.getByRole('link', { name: `${PDF_NAME} dosyasını indir (${PDF.length} B)` });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(PDF_NAME);
    expect((await readFile(await download.path())).equals(PDF)).toBe(true);
    await waitForSettledPage(page);
    await screenshot(page, 'captions-resources-learning-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await waitForSettledPage(page);
    await screenshot(page, 'captions-resources-learning-phone');
    await context.close();
  });
});
