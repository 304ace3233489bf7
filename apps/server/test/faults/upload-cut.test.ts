import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Role } from '@kampus/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseCertificateFiles, courses, lectures, sections } from '../../src/db/schema/index.ts';
import { fixture, makeAuthoredCourse, storedFiles } from '../support/authoring.ts';
import { makeCategory } from '../support/catalogue.ts';
import { API, makePerson, type Person } from '../support/commerce-fixtures.ts';
import { startS3Server, type TestS3Server } from '../support/s3-server.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** More than one S3 part (5 MB), so a bucket upload has begun a multipart upload when the connection drops. */
const FILE_BYTES = 6 * 1_048_576;
const BUCKET = 'kesik-yukleme';

const until = async (condition: () => Promise<boolean>, what: string) => {
  for (let round = 0; round < 1_000; round += 1) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`never happened: ${what}`);
};

type Field = [name: string, value: string];

/**
 * Starts a multipart request over a real socket: the text fields, then the file's part header and `sent` bytes of
 * the file, announcing the whole length; `cut` destroys the socket as a dropped connection would.
 */
const startUpload = (
  port: number,
  path: string,
  token: string,
  fields: Field[],
  file: { field: string; filename: string; type: string; head: Buffer; size: number },
) => {
  const boundary = `----kesik${randomUUID().replaceAll('-', '')}`;
  const fieldText = fields
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const fileHeader = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const length =
    Buffer.byteLength(fieldText) + Buffer.byteLength(fileHeader) + file.size + Buffer.byteLength(tail);
  let settled!: (outcome: string) => void;
  const outcome = new Promise<string>((r) => {
    settled = r;
  });
  const req = http.request({
    host: '127.0.0.1',
    port,
    path: `${API}${path}`,
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(length),
    },
  });
  req.on('response', (res) => settled(`answered ${res.statusCode}`));
  req.on('error', (error) => settled(`cut: ${error.message}`));
  req.write(fieldText);
  req.write(fileHeader);
  req.write(file.head);
  // The rest of the announced bytes, short of the end: the server is mid-file when the connection drops.
  const rest = FILE_BYTES - file.head.length - 64 * 1024;
  for (let sent = 0; sent < rest; sent += 256 * 1024)
    req.write(Buffer.alloc(Math.min(256 * 1024, rest - sent)));
  return { cut: () => req.destroy(), outcome };
};

describe.each(['disk', 's3'] as const)('an upload cut off mid-way (%s storage)', (storageKind) => {
  let t: TestApp;
  let s3: TestS3Server | undefined;
  let port: number;
  let lecturer: Person;
  let categoryId: string;

  /** What the storage holds: files (with `.part` ones) on disk, objects and multipart parts in the bucket. */
  const stored = async (): Promise<string[]> => {
    for (;;) {
      try {
        return await (s3 ? s3.filesOf(BUCKET) : storedFiles(t));
      } catch (error) {
        // A directory of the S3 server can vanish while it is being walked (an abort deleting its parts): look again.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  };
  /** Whether the storage holds an unfinished upload: a temporary file, or the parts of a multipart upload. */
  const hasPartial = async () =>
    (await stored()).some((f) => (s3 ? f.includes('_S3rver_uploads') : f.endsWith('.part')));
  const rowCounts = async () => {
    const { db } = t.app.deps;
    const n = async (
      table: typeof courses | typeof lectures | typeof sections | typeof courseCertificateFiles,
    ) => Number((await db.select({ n: count() }).from(table))[0]?.n ?? 0);
    return {
      courses: await n(courses),
      sections: await n(sections),
      lectures: await n(lectures),
      certificates: await n(courseCertificateFiles),
    };
  };

  beforeAll(async () => {
    if (storageKind === 's3') {
      s3 = await startS3Server();
      await s3.createBucket(BUCKET);
    }
    t = await createTestApp(s3 ? s3.env(BUCKET) : {});
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    lecturer = await makePerson(t, [Role.Lecturer]);
    categoryId = await makeCategory(t, 'Yazılım');
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('keeps neither a cover nor a course when the connection drops during the cover image', async () => {
    const filesBefore = await stored();
    const rowsBefore = await rowCounts();
    const upload = startUpload(
      port,
      '/courses',
      lecturer.token,
      [
        ['name', 'Yarım Kalan Kurs'],
        ['description', 'Bağlantısı kopan bir yükleme.'],
        ['skillLevel', '1'],
        ['categoryIds', categoryId],
        ['isCertified', 'false'],
        ['price', '100'],
        ['discountedPrice', '0'],
        ['meetingType', '0'],
      ],
      {
        field: 'coverImage',
        filename: 'kapak.png',
        type: 'image/png',
        head: fixture('kapak.png'),
        size: FILE_BYTES,
      },
    );
    await until(hasPartial, 'the cover being written to storage');
    upload.cut();
    expect(await upload.outcome).toMatch(/^cut/);
    await until(async () => !(await hasPartial()), 'the partial cover being removed');
    expect(await stored()).toEqual(filesBefore);
    expect(await rowCounts()).toEqual(rowsBefore);
  });

  it('keeps neither a video nor a lecture when the connection drops during the video', async () => {
    const course = await makeAuthoredCourse(t, lecturer.id, { lecturesPerSection: [1] });
    const filesBefore = await stored();
    const rowsBefore = await rowCounts();
    const upload = startUpload(
      port,
      '/lectures',
      lecturer.token,
      [
        ['courseId', course.id],
        ['sectionId', course.sectionIds[0] as string],
        ['name', 'Yarım Kalan Video'],
        ['lectureContentType', '0'],
        ['durationMinute', '3'],
      ],
      {
        field: 'content',
        filename: 'ders.mp4',
        type: 'video/mp4',
        head: fixture('ders-150s.mp4'),
        size: FILE_BYTES,
      },
    );
    await until(hasPartial, 'the video being written to storage');
    upload.cut();
    expect(await upload.outcome).toMatch(/^cut/);
    await until(async () => !(await hasPartial()), 'the partial video being removed');
    expect(await stored()).toEqual(filesBefore);
    expect(await rowCounts()).toEqual(rowsBefore);

    // The server is none the worse: the same lecture sent whole is stored, once.
    const whole = await fetch(`http://127.0.0.1:${port}${API}/lectures`, {
      method: 'POST',
      headers: { authorization: `Bearer ${lecturer.token}` },
      body: (() => {
        const form = new FormData();
        form.append('courseId', course.id);
        form.append('sectionId', course.sectionIds[0] as string);
        form.append('name', 'Tam Video');
        form.append('lectureContentType', '0');
        form.append(
          'content',
          new File([new Uint8Array(fixture('ders-150s.mp4'))], 'ders.mp4', { type: 'video/mp4' }),
        );
        return form;
      })(),
    });
    expect(whole.status, await whole.clone().text()).toBe(200);
    expect((await rowCounts()).lectures).toBe(rowsBefore.lectures + 1);
    expect((await stored()).length).toBeGreaterThan(filesBefore.length);
  });
});
