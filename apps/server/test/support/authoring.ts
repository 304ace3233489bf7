import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { LectureContentType, PublishStatus } from '@kampus/contract';
import { courses, lectures, sections } from '../../src/db/schema/index.ts';
import { API } from './commerce-fixtures.ts';
import type { TestApp } from './test-app.ts';

/** Requests and rows for the authoring tests: multipart bodies built by the platform's own FormData. */

export type FilePart = { file: Buffer; filename: string; type: string };
export type FormValue = string | number | boolean | FilePart | Array<string | FilePart>;

export const fixture = (name: string): Buffer =>
  readFileSync(path.join(import.meta.dirname, '..', 'fixtures', name));

export const filePart = (file: Buffer, filename: string, type: string): FilePart => ({
  file,
  filename,
  type,
});

const isFilePart = (v: unknown): v is FilePart => typeof v === 'object' && v !== null && 'file' in v;

/** A multipart/form-data body in the given field order, serialised exactly as a browser's fetch would. */
export const multipart = async (fields: Array<[string, FormValue]>) => {
  const data = new FormData();
  for (const [name, value] of fields) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (isFilePart(v)) data.append(name, new File([new Uint8Array(v.file)], v.filename, { type: v.type }));
      else data.append(name, String(v));
    }
  }
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
};

export type Call = {
  status: number;
  body: {
    success: boolean;
    message: string | null;
    data: unknown;
    error: { errorMessage: string; fields?: Record<string, string> } | null;
  };
};

/** One API call with an optional bearer token: JSON, a multipart form, or nothing. */
export const call = async (
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  body?: { json: unknown } | { form: Array<[string, FormValue]> },
): Promise<Call> => {
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let payload: Buffer | string | undefined;
  let headers: Record<string, string> = auth;
  if (body && 'json' in body) {
    payload = JSON.stringify(body.json);
    headers = { ...auth, 'content-type': 'application/json' };
  } else if (body && 'form' in body) {
    const built = await multipart(body.form);
    payload = built.payload;
    headers = { ...auth, ...built.headers };
  }
  const res = await t.app.inject({
    method,
    url: `${API}${url}`,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() };
};

/** Every file under the uploads directory, as `area/name` (temporary `.part` files included). */
export const storedFiles = async (t: TestApp): Promise<string[]> => {
  const root = t.app.deps.config.uploadsDir;
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
};

/** A course with sections and Text lectures inserted directly; lecture counts per section. */
export const makeAuthoredCourse = async (
  t: TestApp,
  lecturerId: string,
  options: { publishStatus?: number; lecturesPerSection?: number[]; name?: string } = {},
) => {
  const { db } = t.app.deps;
  const [course] = await db
    .insert(courses)
    .values({
      lecturerId,
      name: options.name ?? 'Sıfırdan TypeScript',
      description: 'Türlerle güvenli JavaScript yazmak',
      level: 0,
      publishStatus: options.publishStatus ?? PublishStatus.Draft,
    })
    .returning({ id: courses.id });
  if (!course) throw new Error('course not created');
  const sectionIds: string[] = [];
  const lectureIds: string[][] = [];
  for (const [i, count] of (options.lecturesPerSection ?? []).entries()) {
    const [section] = await db
      .insert(sections)
      .values({ courseId: course.id, name: `Bölüm ${i + 1}`, orderNumber: i })
      .returning({ id: sections.id });
    if (!section) throw new Error('section not created');
    sectionIds.push(section.id);
    const ids: string[] = [];
    for (let j = 0; j < count; j++) {
      const [lecture] = await db
        .insert(lectures)
        .values({
          courseId: course.id,
          sectionId: section.id,
          name: `Ders ${i + 1}.${j + 1}`,
          contentType: LectureContentType.Text,
          contentText: 'Ders metni',
          orderNumber: j,
          durationMinute: 5,
        })
        .returning({ id: lectures.id });
      if (!lecture) throw new Error('lecture not created');
      ids.push(lecture.id);
    }
    lectureIds.push(ids);
  }
  return { id: course.id, sectionIds, lectureIds };
};
