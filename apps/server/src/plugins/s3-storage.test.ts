import { readdir } from 'node:fs/promises';
import { Role } from '@kampus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type FormValue, filePart, fixture } from '../../test/support/authoring.ts';
import { makeCategory } from '../../test/support/catalogue.ts';
import { makePerson, type Person } from '../../test/support/commerce-fixtures.ts';
import { startS3Server, type TestS3Server } from '../../test/support/s3-server.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { courses } from '../db/schema/index.ts';

/** The whole server with S3_* set: uploads go to a real S3-compatible server (s3rver) and are served from it. */

const BUCKET = 'kampus-api';
/** Small enough that a 70 KB cover is "too large" without sending megabytes. */
const UPLOAD_LIMIT = 64 * 1024;

let s3: TestS3Server;
let t: TestApp;
let lecturer: Person;
let categoryId: string;

beforeAll(async () => {
  s3 = await startS3Server();
  await s3.createBucket(BUCKET);
  t = await createTestApp({ ...s3.env(BUCKET), UPLOAD_LIMIT_BYTES: String(UPLOAD_LIMIT) });
  lecturer = await makePerson(t, [Role.Lecturer]);
  categoryId = await makeCategory(t, 'Yazılım');
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const cover = fixture('kapak.png');

const courseForm = (coverImage: FormValue): Array<[string, FormValue]> => [
  ['name', 'Bulutta Dosyalar'],
  ['description', 'Nesne depolamada kapak resmi olan bir kurs.'],
  ['skillLevel', '1'],
  ['categoryIds', categoryId],
  ['isCertified', 'false'],
  ['price', '99.90'],
  ['discountedPrice', '0'],
  ['meetingType', '0'],
  ['coverImage', coverImage],
];

const createCourse = async () => {
  const res = await call(t, 'POST', '/courses', lecturer.token, {
    form: courseForm(filePart(cover, 'kapak.png', 'image/png')),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = res.body.data as string;
  const [row] = await t.app.deps.db.select().from(courses).where(eq(courses.id, id));
  return { id, coverKey: row?.coverImageKey as string };
};

const uploadsDirFiles = () =>
  readdir(t.app.deps.config.uploadsDir, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });

describe('uploads with S3_* set', () => {
  it('stores a lecturer’s cover in the bucket and serves it through the cover route, whole and in ranges', async () => {
    const { coverKey } = await createCourse();
    expect(coverKey).toMatch(/^covers\/[0-9a-f-]{36}\.png$/);
    expect(await s3.objectsOf(BUCKET)).toContain(coverKey);
    expect(await uploadsDirFiles()).toEqual([]);

    const list = await call(t, 'GET', '/courses/lecturer-courses', lecturer.token);
    const url = (list.body.data as Array<{ coverImageFile: { url: string } }>)[0]?.coverImageFile
      .url as string;
    expect(url).toBe(`/api/v1/web/media/covers/${coverKey.slice('covers/'.length)}`);

    const whole = await t.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/png');
    expect(whole.headers['content-length']).toBe(String(cover.length));
    expect(whole.rawPayload.equals(cover)).toBe(true);

    const range = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=1-3' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 1-3/${cover.length}`);
    expect(range.payload).toBe('PNG');

    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(whole.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const beyond = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${cover.length}-` } });
    expect(beyond.statusCode).toBe(416);
  });

  it('answers 413 for a cover over the limit and leaves nothing in the bucket', async () => {
    const before = await s3.filesOf(BUCKET);
    const big = Buffer.concat([cover, Buffer.alloc(UPLOAD_LIMIT + 10_000)]);
    const res = await call(t, 'POST', '/courses', lecturer.token, {
      form: courseForm(filePart(big, 'kapak.png', 'image/png')),
    });
    expect(res.status).toBe(413);
    expect(res.body.success).toBe(false);
    expect(res.body.error?.errorMessage).toMatch(/^Dosya çok büyük\./);
    expect(await s3.filesOf(BUCKET)).toEqual(before);
  });

  it('replaces the cover in the bucket and deletes the old object', async () => {
    const { id, coverKey } = await createCourse();
    const res = await call(t, 'PUT', `/courses/${id}`, lecturer.token, {
      form: courseForm(filePart(fixture('kapak.jpg'), 'yeni.jpg', 'image/jpeg')),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await t.app.deps.db.select().from(courses).where(eq(courses.id, id));
    const objects = await s3.objectsOf(BUCKET);
    expect(objects).toContain(row?.coverImageKey);
    expect(objects).not.toContain(coverKey);
    const old = await t.app.inject({ method: 'GET', url: `/api/v1/web/media/covers/${coverKey.slice(7)}` });
    expect(old.statusCode).toBe(404);
  });

  it('deletes the cover object with the course', async () => {
    const { id, coverKey } = await createCourse();
    const res = await call(t, 'DELETE', `/courses/${id}`, lecturer.token);
    expect(res.status).toBe(200);
    expect(await s3.objectsOf(BUCKET)).not.toContain(coverKey);
  });
});
