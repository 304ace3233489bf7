import { authoringMessages as am, Role } from '@kampus/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, makeAuthoredCourse, storedFiles } from '../../../test/support/authoring.ts';
import { API, makePerson, type Person } from '../../../test/support/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { courses } from '../../db/schema/index.ts';

/** Found by input fuzzing (security/fuzz.test.ts): a nameless part crashed the form reader with a 500. */

let t: TestApp;
let lecturer: Person;
beforeAll(async () => {
  t = await createTestApp();
  lecturer = await makePerson(t, [Role.Lecturer]);
});
afterAll(async () => {
  await t?.close();
});

const BOUNDARY = 'kampusBoundary42';
const part = (disposition: string, body: string | Buffer, type?: string) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
    ),
    Buffer.from(body),
    Buffer.from('\r\n'),
  ]);
const form = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);

const send = (method: 'POST' | 'PUT', url: string, payload: Buffer) =>
  t.app.inject({
    method,
    url: `${API}${url}`,
    headers: {
      authorization: `Bearer ${lecturer.token}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    payload,
  });

const courseCount = async () =>
  Number((await t.app.deps.db.select({ n: sql<number>`count(*)` }).from(courses))[0]?.n);

describe('multipart forms with a nameless part', () => {
  it('POST /courses: a text part without a name is a 400 and stores nothing', async () => {
    const before = { courses: await courseCount(), files: await storedFiles(t) };
    const res = await send(
      'POST',
      '/courses',
      form(
        part('form-data; name="coverImage"; filename="kapak.png"', fixture('kapak.png'), 'image/png'),
        part('form-data', 'Sıfırdan React'),
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: { errorMessage: am.malformedUpload } });
    expect(await courseCount()).toBe(before.courses);
    expect(await storedFiles(t)).toEqual(before.files);
  });

  it('PUT /lectures: a file part without a name is a 400', async () => {
    const course = await makeAuthoredCourse(t, lecturer.id, { lecturesPerSection: [1] });
    const res = await send(
      'PUT',
      '/lectures',
      form(
        part('form-data; name="id"', course.lectureIds[0]?.[0] ?? ''),
        part('form-data; filename="ders.mp4"', fixture('ders-150s.mp4'), 'video/mp4'),
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.errorMessage).toBe(am.malformedUpload);
  });
});
