import { learningMessages as m, Role } from '@kampus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrol, makeUser, type TestUser } from '../../../test/support/catalogue.ts';
import {
  call,
  fetchRaw,
  LESSON_HTML,
  type LearningCourse,
  makeLearningCourse,
  storeFile,
} from '../../../test/support/learning.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { lectures } from '../../db/schema/index.ts';
import { lectureContentPath } from './lecture-media.ts';
import { createUrlSigner } from './signed-url.ts';

let t: TestApp;
let learner: TestUser;
let course: LearningCourse;
let videoPath: string;
let htmlPath: string;

beforeAll(async () => {
  t = await createTestApp();
  const lecturer = await makeUser(t, { roles: [Role.Lecturer] });
  learner = await makeUser(t);
  course = await makeLearningCourse(t, { lecturerId: lecturer.id });
  await enrol(t, learner.id, course.id);
  const contents = await call(t, 'GET', `/courses/${course.id}/with-contents`, { token: learner.token });
  const [first, second] = contents.body.data.sections;
  videoPath = first.lectures[0].contentPath;
  htmlPath = second.lectures[0].contentPath;
});

afterAll(async () => {
  await t.close();
});

const expectLinkRefused = (res: Awaited<ReturnType<typeof fetchRaw>>) => {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({
    success: false,
    message: null,
    data: null,
    error: { code: 'LINK_INVALID', errorMessage: m.linkInvalid },
  });
};

describe('GET /media/lectures/:lectureId (signed link)', () => {
  it('serves the whole video without a bearer token, with its type and length', async () => {
    const res = await fetchRaw(t, videoPath);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-length']).toBe(String(course.videoBytes.length));
    expect(res.headers['cache-control']).toMatch(/^private, max-age=(3[5-9]\d\d)$/);
    expect(res.rawPayload.equals(course.videoBytes)).toBe(true);
  });

  it('answers a byte range with 206 and exactly those bytes', async () => {
    const res = await fetchRaw(t, videoPath, { range: 'bytes=1000-1999' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 1000-1999/${course.videoBytes.length}`);
    expect(res.headers['content-length']).toBe('1000');
    expect(res.rawPayload.equals(course.videoBytes.subarray(1000, 2000))).toBe(true);
  });

  it('answers open-ended and suffix ranges', async () => {
    const size = course.videoBytes.length;
    const tail = await fetchRaw(t, videoPath, { range: `bytes=${size - 10}-` });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(course.videoBytes.subarray(size - 10))).toBe(true);
    const suffix = await fetchRaw(t, videoPath, { range: 'bytes=-500' });
    expect(suffix.headers['content-range']).toBe(`bytes ${size - 500}-${size - 1}/${size}`);
    expect(suffix.rawPayload.equals(course.videoBytes.subarray(size - 500))).toBe(true);
  });

  it('answers 416 with the size for a range outside the file', async () => {
    const size = course.videoBytes.length;
    for (const range of [`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`, 'bytes=-0']) {
      const res = await fetchRaw(t, videoPath, { range });
      expect(res.statusCode).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${size}`);
    }
  });

  it('serves the lecture page as sandboxed HTML that cannot reach the learner’s session', async () => {
    const res = await fetchRaw(t, htmlPath);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(LESSON_HTML);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    const csp = String(res.headers['content-security-policy']);
    const directives = csp.split(';').map((d) => d.trim());
    expect(directives).toEqual(
      expect.arrayContaining([
        'sandbox allow-scripts',
        "default-src 'none'",
        "script-src 'unsafe-inline'",
        "style-src 'unsafe-inline'",
        'img-src data:',
      ]),
    );
    // An opaque origin: the sandbox must not be relaxed by allow-same-origin, nor may the page load from us.
    expect(csp).not.toMatch(/allow-same-origin|'self'/);
    // The app's own policy (helmet's) must not be what is sent.
    expect(res.headers['content-security-policy']).not.toContain('frame-ancestors');
  });

  it('refuses an expired link with 403', async () => {
    const signer = createUrlSigner(t.app.deps.secrets.jwtSecret);
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    const expired = lectureContentPath(signer, course.video, course.videoKey, twoHoursAgo);
    expectLinkRefused(await fetchRaw(t, expired));
  });

  it('refuses tampered links with 403', async () => {
    const url = new URL(videoPath, 'http://x');
    const exp = url.searchParams.get('exp') ?? '';
    const sig = url.searchParams.get('sig') ?? '';
    const flipped = `${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`;
    // The last character carries two unused bits: another spelling of the same bytes is refused too.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelled = `${sig.slice(0, -1)}${alphabet[alphabet.indexOf(sig.at(-1) ?? 'A') ^ 1]}`;
    expect(Buffer.from(respelled, 'base64url').equals(Buffer.from(sig, 'base64url'))).toBe(true);
    const cases = [
      `${url.pathname}?exp=${Number(exp) + 300}&sig=${sig}`,
      `${url.pathname}?exp=${exp}&sig=${flipped}`,
      `${url.pathname}?exp=${exp}&sig=${respelled}`,
      `${url.pathname}?exp=${exp}`,
      url.pathname,
      // Another lecture's signature does not open this one.
      `/api/v1/web/media/lectures/${course.html}?exp=${exp}&sig=${sig}`,
      `/api/v1/web/media/lectures/not-a-uuid?exp=${exp}&sig=${sig}`,
    ];
    for (const path of cases) expectLinkRefused(await fetchRaw(t, path));
  });

  it('refuses a link signed with another secret', async () => {
    const foreign = createUrlSigner(new TextEncoder().encode('another-secret-that-is-long-enough-123'));
    expectLinkRefused(await fetchRaw(t, lectureContentPath(foreign, course.video, course.videoKey)));
  });

  it('stops serving the old file once the lecture’s content is replaced', async () => {
    const other = await makeLearningCourse(t, {
      lecturerId: (await makeUser(t, { roles: [Role.Lecturer] })).id,
    });
    await enrol(t, learner.id, other.id);
    const before = await call(t, 'GET', `/courses/${other.id}/with-contents`, { token: learner.token });
    const oldPath = before.body.data.sections[0].lectures[0].contentPath;
    const newKey = await storeFile(t, 'lectures', '.webm', Buffer.from('yeni video'));
    await t.app.deps.db.update(lectures).set({ contentKey: newKey }).where(eq(lectures.id, other.video));
    expectLinkRefused(await fetchRaw(t, oldPath));
    const after = await call(t, 'GET', `/courses/${other.id}/with-contents`, { token: learner.token });
    const fresh = await fetchRaw(t, after.body.data.sections[0].lectures[0].contentPath);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['content-type']).toBe('video/webm');
    expect(fresh.body).toBe('yeni video');
  });

  it('answers 404 when the signed lecture’s file is missing from storage', async () => {
    const other = await makeLearningCourse(t, {
      lecturerId: (await makeUser(t, { roles: [Role.Lecturer] })).id,
    });
    await t.app.deps.storage.delete(other.videoKey);
    const signer = createUrlSigner(t.app.deps.secrets.jwtSecret);
    const res = await fetchRaw(t, lectureContentPath(signer, other.video, other.videoKey));
    expect(res.statusCode).toBe(404);
  });
});

describe('lecture pages are served only as the app’s frame', () => {
  it('refuses a lecture page opened as a page (Sec-Fetch-Dest: document) with a Turkish 403 page', async () => {
    const res = await fetchRaw(t, htmlPath, { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['x-error-code']).toBe('LECTURE_PAGE_FRAME_ONLY');
    expect(res.body).toContain(m.lecturePageFrameOnly);
    // The lesson itself, and its script, never reach a window of its own.
    expect(res.body).not.toContain('<script');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'none'");
  });

  it('serves it to the app’s frame (Sec-Fetch-Dest: iframe) and to clients that send no such header', async () => {
    const framed = await fetchRaw(t, htmlPath, { 'sec-fetch-dest': 'iframe' });
    expect(framed.statusCode).toBe(200);
    expect(framed.body).toBe(LESSON_HTML);
    expect((await fetchRaw(t, htmlPath)).statusCode).toBe(200);
  });

  it('still plays a video opened as a page', async () => {
    expect((await fetchRaw(t, videoPath, { 'sec-fetch-dest': 'document' })).statusCode).toBe(200);
  });
});

describe('with MEDIA_ORIGIN', () => {
  const MEDIA = 'https://medya.kampus.example';
  const APP = 'https://kampus.example';
  let m2: TestApp;
  let lessonPath: string;
  let moviePath: string;

  beforeAll(async () => {
    m2 = await createTestApp({ MEDIA_ORIGIN: `${MEDIA}/`, PUBLIC_URL: APP });
    const lecturer = await makeUser(m2, { roles: [Role.Lecturer] });
    const student = await makeUser(m2);
    const c = await makeLearningCourse(m2, { lecturerId: lecturer.id });
    await enrol(m2, student.id, c.id);
    const contents = await call(m2, 'GET', `/courses/${c.id}/with-contents`, { token: student.token });
    moviePath = contents.body.data.sections[0].lectures[0].contentPath;
    lessonPath = contents.body.data.sections[1].lectures[0].contentPath;
  }, 180_000);

  afterAll(async () => {
    await m2?.close();
  });

  it('builds HTML lecture links on the media origin and leaves video links on the app', async () => {
    expect(lessonPath.startsWith(`${MEDIA}/api/v1/web/media/lectures/`)).toBe(true);
    expect(moviePath.startsWith('/api/v1/web/media/lectures/')).toBe(true);
  });

  it('lets only the app frame the page there, and lets the app frame that origin', async () => {
    const res = await fetchRaw(m2, lessonPath.slice(MEDIA.length), { 'sec-fetch-dest': 'iframe' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('sandbox allow-scripts');
    expect(csp).toContain(`frame-ancestors ${APP}`);
    expect(res.headers['x-frame-options']).toBeUndefined();
    const page = await fetchRaw(m2, '/');
    expect(String(page.headers['content-security-policy'])).toMatch(
      new RegExp(`frame-src 'self' ${MEDIA}(;|$)`),
    );
    expect(
      (await fetchRaw(m2, lessonPath.slice(MEDIA.length), { 'sec-fetch-dest': 'document' })).statusCode,
    ).toBe(403);
  });

  it('refuses a MEDIA_ORIGIN that is more than an origin', async () => {
    const { loadConfig } = await import('../../config/env.ts');
    expect(() => loadConfig({ MEDIA_ORIGIN: 'https://medya.kampus.example/yol' })).toThrow(/MEDIA_ORIGIN/);
  });
});
