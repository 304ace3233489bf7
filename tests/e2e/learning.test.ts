/// <reference lib="dom" />

import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COURSES } from '../../apps/server/src/db/seed/demo-catalogue.ts';
import { AREAS } from '../../apps/server/src/db/seed/demo-content.ts';
import { accessTokenOf, callApi } from './support/api.ts';
import {
  artifactsDir,
  launchBrowser,
  logInThroughForm,
  newPage,
  screenshot,
  type viewports,
} from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * The learning pages in the browser against the demo catalogue, signed in as the demo student (Deniz Kaya),
 * who owns 'react', 'python-intro', 'sql-intro' (a video started at 4 s) and 'docker' (nothing done yet).
 */

const STUDENT = { email: 'ogrenci@kampus.dev', password: 'Ogrenci123!', fullName: 'Deniz Kaya' };

let server: RunningServer;
let browser: Browser;
let studentToken = '';

type Lecture = {
  id: string;
  name: string;
  lectureContentType: number;
  isCompleted: boolean;
  positionSeconds: number;
};
type Contents = {
  id: string;
  name: string;
  progressPercent: number;
  currentLectureId: string | null;
  sections: { lectures: Lecture[] }[];
};
type CardItem = { id: string; name: string; isCoursePurchased: boolean };

const api = <T>(path: string, token = studentToken) => callApi<T>(server.url, token, 'GET', path);

const demoCourse = (key: string) => {
  const course = DEMO_COURSES.find((c) => c.key === key);
  if (!course) throw new Error(`no demo course ${key}`);
  return course;
};

/** The id of an owned demo course, by its seed key. */
const ownedCourseId = async (key: string) => {
  const mine = await api<CardItem[]>('/courses/my-courses');
  const found = mine.find((c) => c.name === demoCourse(key).name);
  if (!found) throw new Error(`the demo student does not own ${key}`);
  return found.id;
};

const lecturesOf = (contents: Contents) => contents.sections.flatMap((s) => s.lectures);

beforeAll(async () => {
  // Several browsers from one address within a minute, each loading the app's files: far above the default
  // general limit, which counts static files too.
  server = await startServer({ RATE_LIMIT_PER_MINUTE: '100000' });
  browser = await launchBrowser();
  studentToken = await accessTokenOf(server.url, STUDENT);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A fresh browser context signed in as the demo student. */
const signedIn = async (viewport: keyof typeof viewports = 'desktop') => {
  const { context, page } = await newPage(browser, server.url, viewport);
  await logInThroughForm(page, STUDENT, '/homepage');
  return { context, page };
};

/** WCAG 2 A/AA violations, each with the elements it found, so that a failure says where to look. */
const axeViolations = async (page: Page) => {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(' | ')}`,
  );
};

/**
 * Waits for running (finite) transitions, so that a screenshot shows the end state, from the top of the page
 * (a full-page picture of a scrolled page draws the fixed header in the middle).
 */
const settled = (page: Page) =>
  page.evaluate(() => {
    window.scrollTo(0, 0);
    return Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });

const lecturePane = (page: Page) => page.getByTestId('lecture-pane');
const lectureHeading = (page: Page) => lecturePane(page).getByRole('heading', { level: 2 });
const courseProgress = (page: Page) =>
  page.getByTestId('course-progress').getByRole('progressbar').getAttribute('aria-valuenow');
const videoState = (page: Page) =>
  page.getByTestId('lecture-video').evaluate((v: HTMLVideoElement) => ({
    currentTime: v.currentTime,
    paused: v.paused,
    readyState: v.readyState,
    playbackRate: v.playbackRate,
  }));

/** The player's speed menu (media-chrome's): its button is named with the current speed, 'Oynatma hızı 1'. */
const chooseSpeed = async (player: Locator, speed: string) => {
  await player.getByRole('button', { name: /^Oynatma hızı/ }).click();
  await player
    .locator('media-playback-rate-menu')
    .getByRole('menuitemradio', { name: speed, exact: true })
    .click();
};

describe('learning screen in the browser', () => {
  it('plays and seeks a lecture video and resumes it where the learner left it', async () => {
    const courseId = await ownedCourseId('sql-intro');
    const contents = await api<Contents>(`/courses/${courseId}/with-contents`);
    const first = lecturesOf(contents)[0] as Lecture;
    expect(first.positionSeconds).toBe(4);

    const { context, page } = await signedIn();
    await page.goto(`/course/${courseId}/learning`);
    // The default lecture (the first one not completed) goes into the address, so a reload keeps it.
    await page.waitForURL((url) => url.searchParams.get('lecture') === first.id);
    expect(await lectureHeading(page).textContent()).toBe(first.name);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(contents.name);
    expect(await page.getByRole('main').getByRole('link', { name: 'Kurslarım' }).getAttribute('href')).toBe(
      '/my-courses',
    );

    // Resumes at the saved 4 s.
    await expect.poll(async () => (await videoState(page)).readyState).toBeGreaterThanOrEqual(1);
    await expect.poll(async () => Math.round((await videoState(page)).currentTime)).toBe(4);

    // Play with the labelled button: time moves on.
    const player = page.getByRole('region', { name: `Video oynatıcı: ${first.name}` });
    await player.getByRole('button', { name: 'Oynat', exact: true }).click();
    await expect.poll(async () => (await videoState(page)).currentTime).toBeGreaterThan(4.5);
    // K pauses (the focus is on the player's button, which leaves K to the player).
    await page.keyboard.press('k');
    await expect.poll(async () => (await videoState(page)).paused).toBe(true);
    await player.getByRole('button', { name: 'Oynat', exact: true }).waitFor();

    // Arrow keys seek 5 s; the video is 10 s long.
    await player.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await videoState(page)).currentTime).toBeLessThan(1);
    const saved = page.waitForResponse(
      (r) => r.url().includes(`/lectures/${first.id}/position`) && r.request().method() === 'PUT',
    );
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => Math.round((await videoState(page)).currentTime)).toBe(5);
    // A seek while paused is saved, so the learner comes back to this spot.
    expect((await saved).status()).toBe(200);

    // Space plays, and the speed can go up to 2×.
    await page.keyboard.press(' ');
    await expect.poll(async () => (await videoState(page)).paused).toBe(false);
    await page.keyboard.press(' ');
    await expect.poll(async () => (await videoState(page)).paused).toBe(true);
    await chooseSpeed(player, '2×');
    await expect.poll(async () => (await videoState(page)).playbackRate).toBe(2);

    // F puts the player in fullscreen and back; the lecture area has its own fullscreen toggle.
    const fullscreenTestId = () =>
      page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid') ?? null);
    await player.focus();
    await page.keyboard.press('f');
    await expect.poll(fullscreenTestId).toBe('video-player');
    await player.getByRole('button', { name: 'Tam ekrandan çık' }).waitFor();
    await page.keyboard.press('f');
    await expect.poll(fullscreenTestId).toBe(null);
    await page.getByRole('button', { name: 'Ders alanını tam ekran yap' }).click();
    await expect.poll(fullscreenTestId).toBe('lecture-pane');
    await lecturePane(page).getByRole('button', { name: 'Tam ekrandan çık' }).first().click();
    await expect.poll(fullscreenTestId).toBe(null);

    const position = Math.floor((await videoState(page)).currentTime);
    await expect
      .poll(async () => {
        const now = await api<Contents>(`/courses/${courseId}/with-contents`);
        return lecturesOf(now)[0]?.positionSeconds;
      })
      .toBe(position);
    await page.reload();
    await expect.poll(async () => Math.floor((await videoState(page)).currentTime)).toBe(position);
    expect(new URL(page.url()).searchParams.get('lecture')).toBe(first.id);

    await settled(page);
    await screenshot(page, 'learning-video-desktop');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();

    const phone = await signedIn('phone');
    await phone.page.goto(`/course/${courseId}/learning?lecture=${first.id}`);
    await expect.poll(async () => (await videoState(phone.page)).readyState).toBeGreaterThanOrEqual(1);
    await settled(phone.page);
    await screenshot(phone.page, 'learning-video-phone');
    const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await phone.context.close();
  });

  it('shows a video lecture, its controls and Mark Complete on the first screen of a laptop and a phone', async () => {
    const courseId = await ownedCourseId('python-intro');
    const contents = await api<Contents>(`/courses/${courseId}/with-contents`);
    const video = lecturesOf(contents).find((l) => l.lectureContentType === 0 && !l.isCompleted) as Lecture;
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const context = await browser.newContext({ baseURL: server.url, viewport, locale: 'tr-TR' });
      const page = await context.newPage();
      await logInThroughForm(page, STUDENT, '/homepage');
      await page.goto(`/course/${courseId}/learning?lecture=${video.id}`);
      await expect.poll(async () => (await videoState(page)).readyState).toBeGreaterThanOrEqual(1);
      await settled(page);
      const inView = async (
        name: string,
        box: { x: number; y: number; width: number; height: number } | null,
      ) => {
        expect(box, name).not.toBeNull();
        if (!box) return;
        expect(box.y, `${name} top at ${viewport.width}×${viewport.height}`).toBeGreaterThanOrEqual(0);
        expect(
          box.y + box.height,
          `${name} bottom at ${viewport.width}×${viewport.height}`,
        ).toBeLessThanOrEqual(viewport.height);
        expect(box.x + box.width, `${name} right edge`).toBeLessThanOrEqual(viewport.width);
      };
      const player = page.getByTestId('video-player');
      await inView('picture', await page.getByTestId('lecture-video').boundingBox());
      await inView(
        'play button',
        await player.getByRole('button', { name: 'Oynat', exact: true }).boundingBox(),
      );
      await inView('seek bar', await player.getByRole('slider', { name: 'Video konumu' }).boundingBox());
      await inView(
        'fullscreen button',
        await player.getByRole('button', { name: 'Tam ekran', exact: true }).boundingBox(),
      );
      await inView('Mark Complete', await page.getByRole('button', { name: 'Mark Complete' }).boundingBox());
      // The picture keeps a useful size while it makes room (a phone's is 16:9 of its width, 189 px here).
      const picture = await page.getByTestId('lecture-video').boundingBox();
      expect(picture?.height ?? 0).toBeGreaterThanOrEqual(180);
      await page.screenshot({
        path: `${artifactsDir}/learning-first-screen-${viewport.width}x${viewport.height}.png`,
      });
      await context.close();
    }
  });

  it('completes a video watched to its end and opens the next lecture after a countdown that can be cancelled', async () => {
    const courseId = await ownedCourseId('python-intro');
    const contents = await api<Contents>(`/courses/${courseId}/with-contents`);
    const lectures = lecturesOf(contents);
    const at = lectures.findIndex((l) => l.lectureContentType === 0 && !l.isCompleted);
    const video = lectures[at] as Lecture;
    const next = lectures[at + 1] as Lecture;

    const { context, page } = await signedIn();
    await page.goto(`/course/${courseId}/learning?lecture=${video.id}`);
    await expect.poll(async () => (await videoState(page)).readyState).toBeGreaterThanOrEqual(1);
    const player = page.getByRole('region', { name: `Video oynatıcı: ${video.name}` });
    const playTheEnd = async () => {
      // The demo video is 10 s long: from 7 s on, at 2×.
      await chooseSpeed(player, '2×');
      await page.getByTestId('lecture-video').evaluate((v: HTMLVideoElement) => {
        v.currentTime = 7;
      });
      await player.getByRole('button', { name: 'Oynat', exact: true }).click();
    };
    await playTheEnd();
    // Watched: completed on the server without a click.
    await page.getByRole('button', { name: 'Tamamlanmadı olarak işaretle' }).waitFor();
    await expect
      .poll(async () => {
        const now = await api<Contents>(`/courses/${courseId}/with-contents`);
        return lecturesOf(now)[at]?.isCompleted;
      })
      .toBe(true);
    // The end counts down to the next lecture, says so politely, and İptal keeps the learner here.
    const countdown = page.getByTestId('next-lecture-countdown');
    await countdown.waitFor();
    expect(await countdown.textContent()).toContain(next.name);
    expect(await page.getByRole('status').filter({ hasText: 'Sıradaki ders' }).textContent()).toContain(
      next.name,
    );
    await settled(page);
    await screenshot(page, 'learning-video-countdown-desktop');
    // Escape, as a keyboard user would (the 'İptal' button itself is in the component test): a key press needs no
    // wait for the button to settle, which a loaded machine can stretch past the 5 s countdown.
    expect(await countdown.getByRole('button', { name: 'İptal' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await countdown.waitFor({ state: 'detached' });
    // Longer than the countdown: cancelled means it never moves on by itself.
    await page.waitForTimeout(6000);
    expect(new URL(page.url()).searchParams.get('lecture')).toBe(video.id);

    // Watched again to the end, the countdown runs out and the next lecture opens.
    await playTheEnd();
    await countdown.waitFor();
    await page.waitForURL((url) => url.searchParams.get('lecture') === next.id, { timeout: 15_000 });
    await expect.poll(() => lectureHeading(page).textContent()).toBe(next.name);
    await context.close();
  });

  it('shows an HTML lecture in a sandboxed frame that cannot reach the app', async () => {
    const courseId = await ownedCourseId('sql-intro');
    const contents = await api<Contents>(`/courses/${courseId}/with-contents`);
    const html = lecturesOf(contents).find((l) => l.lectureContentType === 2) as Lecture;

    const { context, page } = await signedIn();
    await page.goto(`/course/${courseId}/learning?lecture=${html.id}`);
    expect(await lectureHeading(page).textContent()).toBe(html.name);
    const frameElement = page.getByTestId('html-lecture-frame');
    expect(await frameElement.getAttribute('sandbox')).toBe('allow-scripts');
    await page.getByText('İçerik yükleniyor...').waitFor({ state: 'detached' });

    const frame = await (await frameElement.elementHandle())?.contentFrame();
    expect(frame).toBeTruthy();
    if (!frame) throw new Error('no frame');
    expect((await frame.locator('body').innerText()).length).toBeGreaterThan(20);
    // An opaque origin: no cookies, no storage, no reach into the app's page.
    const reach = await frame.evaluate(() => {
      const attempt = (read: () => unknown) => {
        try {
          read();
          return 'open';
        } catch (error) {
          return (error as Error).name;
        }
      };
      return {
        parentCookies: attempt(() => window.parent.document.cookie),
        parentStorage: attempt(() => window.parent.localStorage.getItem('basketId')),
        ownCookies: attempt(() => document.cookie),
        ownStorage: attempt(() => window.localStorage.length),
        origin: window.origin,
      };
    });
    expect(reach).toEqual({
      parentCookies: 'SecurityError',
      parentStorage: 'SecurityError',
      ownCookies: 'SecurityError',
      ownStorage: 'SecurityError',
      origin: 'null',
    });

    await settled(page);
    await screenshot(page, 'learning-html-desktop');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();

    const phone = await signedIn('phone');
    await phone.page.goto(`/course/${courseId}/learning?lecture=${html.id}`);
    await phone.page.getByTestId('html-lecture-frame').waitFor();
    await phone.page.getByText('İçerik yükleniyor...').waitFor({ state: 'detached' });
    await settled(phone.page);
    await screenshot(phone.page, 'learning-html-phone');
    await phone.context.close();
  });

  it('completes lectures, keeps the progress over a reload, passes the quiz and earns a verifiable certificate', async () => {
    const docker = demoCourse('docker');
    const courseId = await ownedCourseId('docker');
    const contents = await api<Contents>(`/courses/${courseId}/with-contents`);
    const lectures = lecturesOf(contents);
    expect(contents.progressPercent).toBe(0);
    const percentAfter = (done: number) => String(Math.floor((done / lectures.length) * 100));

    const { context, page } = await signedIn();
    await page.goto(`/course/${courseId}/learning`);
    await page.waitForURL((url) => url.searchParams.get('lecture') === lectures[0]?.id);
    expect(await courseProgress(page)).toBe('0');

    // Mark complete, undo, and complete again.
    await page.getByRole('button', { name: 'Mark Complete' }).click();
    await page.getByRole('button', { name: 'Tamamlanmadı olarak işaretle' }).waitFor();
    await expect.poll(() => courseProgress(page)).toBe(percentAfter(1));
    await page.getByRole('button', { name: 'Tamamlanmadı olarak işaretle' }).click();
    await page.getByRole('button', { name: 'Mark Complete' }).waitFor();
    await expect.poll(() => courseProgress(page)).toBe('0');
    await page.getByRole('button', { name: 'Mark Complete' }).click();
    await page.getByRole('button', { name: 'Tamamlanmadı olarak işaretle' }).waitFor();

    // The progress is the server's: a reload shows it, with the same lecture open.
    await page.reload();
    await expect.poll(() => courseProgress(page)).toBe(percentAfter(1));
    expect(await lectureHeading(page).textContent()).toBe(lectures[0]?.name);
    await page.getByRole('button', { name: 'Tamamlanmadı olarak işaretle' }).waitFor();

    // The lessons up to the quiz, each reached with 'Sonraki ders' and marked complete.
    const quizAt = lectures.findIndex((l) => l.lectureContentType === 3);
    expect(quizAt).toBeGreaterThan(1);
    let done = 1;
    const openNext = async (lecture: Lecture) => {
      await page.getByRole('link', { name: `Sonraki ders: ${lecture.name}` }).click();
      await page.waitForURL((url) => url.searchParams.get('lecture') === lecture.id);
      await expect.poll(() => lectureHeading(page).textContent()).toBe(lecture.name);
      if (lecture.lectureContentType === 1) await page.getByTestId('text-lecture').waitFor();
    };
    const completeCurrent = async () => {
      await page.getByRole('button', { name: 'Mark Complete' }).click();
      await page.getByRole('button', { name: 'Tamamlanmadı olarak işaretle' }).waitFor();
      done += 1;
      await expect.poll(() => courseProgress(page)).toBe(percentAfter(done));
    };
    for (const lecture of lectures.slice(1, quizAt)) {
      await openNext(lecture);
      await completeCurrent();
    }
    await openNext(lectures[quizAt] as Lecture);
    // A quiz completes by passing it, not by a button.
    expect(await page.getByRole('button', { name: 'Mark Complete' }).count()).toBe(0);

    // The quiz: no result before answering; every option A–D offered.
    const questions = AREAS[docker.area].quiz.questions;
    const questionCards = page.getByTestId('quiz-question');
    expect(await questionCards.count()).toBe(questions.length);
    expect(await page.getByTestId('quiz-result').count()).toBe(0);
    await settled(page);
    await screenshot(page, 'learning-quiz-desktop');
    expect(await axeViolations(page)).toEqual([]);

    const answer = async (pick: (correct: number) => number) => {
      for (const [i, question] of questions.entries()) {
        const letter = 'ABCD'[pick(question.correctAnswer)];
        const option = question.options[pick(question.correctAnswer)];
        await questionCards
          .nth(i)
          .getByRole('radio', { name: `${letter}) ${option}` })
          .check();
      }
      await page.getByRole('button', { name: 'Cevapları Gönder' }).click();
    };

    // A wrong attempt: the result says so, nothing is completed, and the learner may retry.
    await answer((correct) => (correct + 1) % 4);
    const result = page.getByTestId('quiz-result');
    await result.waitFor();
    expect(await result.textContent()).toContain('Quizi geçemedin.');
    expect(await result.textContent()).toContain(`0/${questions.length} doğru`);
    // Each question says it was wrong, but not which answer is right: that waits for a pass.
    for (const i of questions.keys()) {
      expect(await questionCards.nth(i).getAttribute('data-correct')).toBe('false');
      expect(await questionCards.nth(i).textContent()).toContain('Yanlış');
    }
    expect(await page.getByText(/Doğru cevap:/).count()).toBe(0);
    expect(await result.textContent()).toContain('Doğru cevaplar quizi geçtiğinde gösterilir.');
    expect(await courseProgress(page)).toBe(percentAfter(done));
    await settled(page);
    await screenshot(page, 'learning-quiz-failed-desktop');
    await page.getByRole('button', { name: 'Tekrar Dene' }).click();

    // The right answers pass it, which completes the lecture.
    await answer((correct) => correct);
    await expect.poll(() => result.textContent()).toContain('Tebrikler, quizi geçtiniz!');
    expect(await result.textContent()).toContain(
      `Puanın: %100 • ${questions.length}/${questions.length} doğru`,
    );
    done += 1;
    await expect.poll(() => courseProgress(page)).toBe(percentAfter(done));
    for (const i of questions.keys()) {
      expect(await questionCards.nth(i).getAttribute('data-correct')).toBe('true');
    }
    // A pass is not taken back with a button.
    expect(await page.getByRole('button', { name: 'Tamamlanmadı olarak işaretle' }).count()).toBe(0);
    await settled(page);
    await screenshot(page, 'learning-quiz-passed-desktop');

    // The lessons after it finish the course.
    for (const lecture of lectures.slice(quizAt + 1)) {
      await openNext(lecture);
      await completeCurrent();
    }
    expect(await courseProgress(page)).toBe('100');
    const finished = page.getByTestId('course-finished');
    await finished.waitFor();
    expect(await finished.textContent()).toContain('Kursu tamamladınız, sertifikanız hazır.');
    await settled(page);
    await screenshot(page, 'learning-finished-desktop');

    // The certificate: listed, downloadable, verifiable in public.
    await finished.getByRole('link', { name: 'Sertifikamı gör' }).click();
    await page.waitForURL('**/certificates');
    const item = page.getByTestId('certificate-item').filter({ hasText: docker.name });
    await item.waitFor();
    const code = (await item.getByTestId('verification-code').textContent()) ?? '';
    expect(code).toMatch(/^[0-9A-Z]{10}$/);
    const pdfHref =
      (await item.getByRole('link', { name: `PDF indir: ${docker.name}` }).getAttribute('href')) ?? '';
    const pdf = await page.request.get(pdfHref);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    await settled(page);
    await screenshot(page, 'certificates-desktop');
    expect(await axeViolations(page)).toEqual([]);

    await item.getByRole('link', { name: `Doğrulama sayfası: ${docker.name}` }).click();
    await page.waitForURL(`**/certificates/verify/${code}`);
    await page.getByRole('heading', { level: 1, name: 'Geçerli sertifika' }).waitFor();
    await context.close();

    // Anyone with the code, signed in or not.
    for (const viewport of ['desktop', 'phone'] as const) {
      const visitor = await newPage(browser, server.url, viewport);
      await visitor.page.goto(`/certificates/verify/${code}`);
      await visitor.page.getByRole('heading', { level: 1, name: 'Geçerli sertifika' }).waitFor();
      expect(await visitor.page.getByTestId('verified-Öğrenci').textContent()).toBe(STUDENT.fullName);
      expect(await visitor.page.getByTestId('verified-Kurs').textContent()).toBe(docker.name);
      await settled(visitor.page);
      await screenshot(visitor.page, `certificate-verify-${viewport}`);
      expect(await axeViolations(visitor.page)).toEqual([]);

      await visitor.page.goto('/certificates/verify/BILINMEYEN1');
      await visitor.page.getByRole('heading', { level: 1, name: 'Sertifika bulunamadı' }).waitFor();
      await settled(visitor.page);
      await screenshot(visitor.page, `certificate-verify-unknown-${viewport}`);
      expect(await axeViolations(visitor.page)).toEqual([]);
      await visitor.context.close();
    }

    // The user menu leads to the list.
    const home = await signedIn();
    await home.page.getByRole('button', { name: `Kullanıcı menüsü: ${STUDENT.fullName}` }).click();
    await home.page.getByRole('menuitem', { name: 'Sertifikalarım' }).click();
    await home.page.waitForURL('**/certificates');
    await home.page.getByTestId('certificate-item').first().waitFor();
    await home.context.close();
  });

  it('sends a learner who does not own the course to its page with a notice', async () => {
    const page1 = await api<{ items: CardItem[] }>('/courses/paginated?pageSize=20');
    const notOwned = page1.items.find((c) => !c.isCoursePurchased) as CardItem;
    const { context, page } = await signedIn();
    await page.goto(`/course/${notOwned.id}/learning`);
    await page.waitForURL(`**/course/${notOwned.id}`);
    await page.getByText('Bu kursun derslerini izlemek için önce kursa kayıt olmalısın.').waitFor();
    await context.close();
  });
});

describe('bookmarks in the browser', () => {
  it('bookmarks a course from its card, lists it, and removes it again', async () => {
    const first = (await api<{ items: CardItem[] }>('/courses/paginated?pageSize=5')).items[0] as CardItem;
    const { context, page } = await signedIn();
    await page.goto('/bookmarks');
    await page.getByText('Henüz kaydettiğin bir kurs yok').waitFor();
    expect(await page.getByRole('link', { name: 'Kursları Keşfet' }).getAttribute('href')).toBe('/courses');

    await page.goto('/courses');
    const card = page.getByTestId('course-card').filter({ hasText: first.name });
    const toggle = card.getByRole('button', { name: `Kaydet: ${first.name}` });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    const saved = card.getByRole('button', { name: `Kaydedildi: ${first.name}` });
    await saved.waitFor();
    expect(await saved.getAttribute('aria-pressed')).toBe('true');
    // Saving did not open the course.
    expect(new URL(page.url()).pathname).toBe('/courses');
    await page.mouse.move(0, 0);
    await settled(page);
    await screenshot(page, 'bookmarks-card-desktop');

    await page
      .getByRole('navigation', { name: 'Ana menü' })
      .getByRole('link', { name: 'Kaydedilenler' })
      .click();
    await page.waitForURL('**/bookmarks');
    // Away from the menu entry, so that the page is checked as it reads, not in a hover state.
    await page.mouse.move(0, 0);
    const item = page.getByTestId('bookmark-item').filter({ hasText: first.name });
    await item.waitFor();
    expect(await item.textContent()).toMatch(/Kaydedilme tarihi: \d{1,2} \S+ \d{4}/);
    await settled(page);
    await screenshot(page, 'bookmarks-desktop');
    expect(await axeViolations(page)).toEqual([]);

    const phone = await signedIn('phone');
    await phone.page.goto('/bookmarks');
    await phone.page.getByTestId('bookmark-item').first().waitFor();
    await settled(phone.page);
    await screenshot(phone.page, 'bookmarks-phone');
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.context.close();

    // The course page agrees, and removing it from the list empties the page.
    await page.goto(`/course/${first.id}`);
    await page.getByRole('button', { name: 'Kaydedildi', pressed: true }).first().waitFor();
    await settled(page);
    await screenshot(page, 'bookmarks-course-page-desktop');
    await page.goto('/bookmarks');
    await item.getByRole('button', { name: `Kaldır: ${first.name}` }).click();
    await page.getByText('Henüz kaydettiğin bir kurs yok').waitFor();
    await page.goto(`/course/${first.id}`);
    await page.getByRole('button', { name: 'Kaydet', pressed: false }).first().waitFor();
    await context.close();
  });
});
