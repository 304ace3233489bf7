import { LectureContentType, Role } from '@kampus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, filePart } from '../../../test/support/authoring.ts';
import { enrol, makeCourse, makeUser, type TestUser } from '../../../test/support/catalogue.ts';
import { startS3Server, type TestS3Server } from '../../../test/support/s3-server.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { assignmentSubmissions, lectures } from '../../db/schema/index.ts';

/* A submission's file goes through the storage plugin: files on disk and objects in an S3-compatible bucket alike. */

const BUCKET = 'odevler';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

describe.each(['disk', 's3'] as const)('a submitted file on %s', (storageKind) => {
  let t: TestApp;
  let s3: TestS3Server | undefined;
  let learner: TestUser;
  let lecturer: TestUser;
  let lectureId: string;

  beforeAll(async () => {
    if (storageKind === 's3') {
      s3 = await startS3Server();
      await s3.createBucket(BUCKET);
    }
    t = await createTestApp(s3 ? s3.env(BUCKET) : {});
    lecturer = await makeUser(t, { roles: [Role.Lecturer] });
    learner = await makeUser(t);
    const course = await makeCourse(t, { lecturerId: lecturer.id, lectureMinutes: [5] });
    lectureId = course.lectureIds[0] as string;
    await t.app.deps.db
      .update(lectures)
      .set({ contentType: LectureContentType.Assignment, contentText: 'Bir PDF yükleyin.', maxScore: 100 })
      .where(eq(lectures.id, lectureId));
    await enrol(t, learner.id, course.id);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('is stored, served to the grader by its signed link, and deleted when replaced', async () => {
    const sent = await call(t, 'POST', `/lectures/${lectureId}/submissions`, learner.token, {
      form: [['file', filePart(PDF, 'rapor.pdf', 'application/pdf')]],
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const id = sent.body.data as string;
    const [row] = await t.app.deps.db
      .select()
      .from(assignmentSubmissions)
      .where(eq(assignmentSubmissions.id, id));
    const key = row?.fileKey as string;
    expect(await t.app.deps.storage.stat(key)).toMatchObject({ size: PDF.length });
    if (s3) expect(await s3.objectsOf(BUCKET)).toContain(key);

    const detail = await call(t, 'GET', `/submissions/${id}`, lecturer.token);
    expect(detail.status).toBe(200);
    const served = await t.app.inject({
      method: 'GET',
      url: (detail.body.data as { filePath: string }).filePath,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="rapor.pdf"; filename*=UTF-8''rapor.pdf`,
    );
    expect(served.rawPayload.equals(PDF)).toBe(true);

    const replaced = await call(t, 'POST', `/lectures/${lectureId}/submissions`, learner.token, {
      form: [['text', 'Dosya yerine metin']],
    });
    expect(replaced.status).toBe(200);
    expect(await t.app.deps.storage.stat(key)).toBeNull();
    // The old link stops working with the file it signed.
    expect(
      (await t.app.inject({ method: 'GET', url: (detail.body.data as { filePath: string }).filePath }))
        .statusCode,
    ).toBe(403);
  });
});
