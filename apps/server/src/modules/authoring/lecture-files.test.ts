import { LectureContentType, MAX_RESOURCES_PER_LECTURE, Role } from '@kampus/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, filePart } from '../../../test/support/authoring.ts';
import { enrol, makeUser, type TestUser } from '../../../test/support/catalogue.ts';
import { fetchRaw, type LearningCourse, makeLearningCourse } from '../../../test/support/learning.ts';
import { startS3Server, type TestS3Server } from '../../../test/support/s3-server.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { lectureCaptions, lectureResources } from '../../db/schema/index.ts';
import { createUrlSigner } from '../media/index.ts';
import { captionPath, resourcePath } from '../media/lecture-file-links.ts';

type Files = {
  captions?: Array<{ language: string; label: string; path: string }>;
  resources?: Array<{ id: string; name: string; size: number; path: string }>;
};
type Lecture = Files & { id: string; isLocked: boolean };

const VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nMerhaba, derse hoş geldiniz.\n';
const SRT = '1\r\n00:00:01,000 --> 00:00:03,250\r\nWelcome <i>to</i> the course\r\n\r\n';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'), Buffer.alloc(200)]);
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0]), Buffer.alloc(40)]);

describe.each(['disk', 'S3'] as const)('lecture captions and resources on %s storage', (storageKind) => {
  let t: TestApp;
  let s3: TestS3Server | undefined;
  let lecturer: TestUser;
  let otherLecturer: TestUser;
  let admin: TestUser;
  let learner: TestUser;
  let stranger: TestUser;
  let course: LearningCourse;

  beforeAll(async () => {
    let env: Record<string, string> = {};
    if (storageKind === 'S3') {
      s3 = await startS3Server();
      await s3.createBucket('kampus-lecture-files');
      env = s3.env('kampus-lecture-files');
    }
    t = await createTestApp(env);
    lecturer = await makeUser(t, { roles: [Role.Lecturer] });
    otherLecturer = await makeUser(t, { roles: [Role.Lecturer] });
    admin = await makeUser(t, { roles: [Role.Admin] });
    learner = await makeUser(t);
    stranger = await makeUser(t);
    course = await makeLearningCourse(t, { lecturerId: lecturer.id });
    await enrol(t, learner.id, course.id);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const keys = async () => {
    const all: string[] = [];
    for await (const key of t.app.deps.storage.list()) all.push(key);
    return all.sort();
  };
  const uploadCaption = (
    lectureId: string,
    language: string,
    body: string | Buffer,
    name = 'altyazi.vtt',
    token = lecturer.token,
  ) =>
    call(t, 'POST', `/lectures/${lectureId}/captions`, token, {
      form: [
        ['language', language],
        ['file', filePart(Buffer.from(body), name, 'text/vtt')],
      ],
    });
  const uploadResource = (
    lectureId: string,
    file: Buffer,
    name: string,
    type = 'application/pdf',
    token = lecturer.token,
  ) =>
    call(t, 'POST', `/lectures/${lectureId}/resources`, token, {
      form: [['file', filePart(file, name, type)]],
    });
  const contents = async (token?: string): Promise<Lecture[]> => {
    const res = await call(t, 'GET', `/courses/${course.id}/with-contents`, token);
    expect(res.status).toBe(200);
    return (res.body.data as { sections: Array<{ lectures: Lecture[] }> }).sections.flatMap(
      (s) => s.lectures,
    );
  };
  const lectureIn = (all: Lecture[], id: string) => {
    const found = all.find((l) => l.id === id);
    if (!found) throw new Error('lecture missing');
    return found;
  };
  const editorView = async (id: string, token = lecturer.token) =>
    (await call(t, 'GET', `/lectures/${id}`, token)).body.data as Files;
  /** A signed resource's answer: served here on disk, a redirect to a presigned URL on S3. */
  const download = async (path: string) => {
    const res = await fetchRaw(t, path);
    if (storageKind === 'S3') {
      expect(res.statusCode).toBe(302);
      const direct = await fetch(String(res.headers.location));
      return {
        status: direct.status,
        type: direct.headers.get('content-type'),
        disposition: direct.headers.get('content-disposition'),
        body: Buffer.from(await direct.arrayBuffer()),
      };
    }
    return {
      status: res.statusCode,
      type: res.headers['content-type'],
      disposition: res.headers['content-disposition'],
      body: res.rawPayload,
    };
  };

  it('takes a WebVTT track and serves it as text/vtt to those who may open the lecture', async () => {
    const res = await uploadCaption(course.video, 'tr', VTT.replace(/\n/g, '\r\n'));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Altyazı kaydedildi.');
    const [track] = (await editorView(course.video)).captions ?? [];
    expect(track).toMatchObject({ language: 'tr', label: 'Türkçe' });
    // The video is a preview: everyone who may see the course gets the track.
    for (const token of [learner.token, stranger.token, undefined]) {
      const lecture = lectureIn(await contents(token), course.video);
      expect(lecture.captions?.map((c) => c.language)).toEqual(['tr']);
    }
    const served = await fetchRaw(t, track?.path ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(served.payload).toBe(VTT);
  });

  it('converts SubRip to WebVTT, and a second upload in a language replaces the first', async () => {
    expect((await uploadCaption(course.video, 'en', SRT, 'subtitles.srt')).status).toBe(200);
    const before = (await editorView(course.video)).captions ?? [];
    expect(before.map((c) => [c.language, c.label])).toEqual([
      ['tr', 'Türkçe'],
      ['en', 'English'],
    ]);
    const english = before.find((c) => c.language === 'en');
    expect((await fetchRaw(t, english?.path ?? '')).payload).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:03.250\nWelcome <i>to</i> the course\n',
    );
    const [old] = await t.app.deps.db
      .select()
      .from(lectureCaptions)
      .where(eq(lectureCaptions.language, 'en'));
    expect(
      (await uploadCaption(course.video, 'en', 'WEBVTT\n\n00:01.000 --> 00:02.000\nHello\n')).status,
    ).toBe(200);
    const [row] = await t.app.deps.db
      .select()
      .from(lectureCaptions)
      .where(eq(lectureCaptions.language, 'en'));
    // The old file is gone and its link with it; the new one is the only English track.
    expect(row?.fileKey).not.toBe(old?.fileKey);
    expect(await keys()).toContain(row?.fileKey);
    expect(await keys()).not.toContain(old?.fileKey);
    expect((await fetchRaw(t, english?.path ?? '')).statusCode).toBe(403);
    expect(
      await t.app.deps.db.select().from(lectureCaptions).where(eq(lectureCaptions.lectureId, course.video)),
    ).toHaveLength(2);
  });

  it('refuses garbage, a wrong language, a lecture that is not a video, and callers who may not edit it', async () => {
    const before = await keys();
    const garbage = await uploadCaption(course.video, 'tr', EXE, 'altyazi.vtt');
    expect(garbage.status).toBe(422);
    expect(garbage.body.error?.errorMessage).toMatch(/^Altyazı dosyası okunamadı/);
    const prose = await uploadCaption(course.video, 'tr', 'Bu bir altyazı dosyası değil.\n', 'notlar.srt');
    expect(prose.status).toBe(422);
    expect(prose.body.error?.errorMessage).toBe(
      'Altyazı dosyası okunamadı (1. satır). Lütfen geçerli bir WebVTT (.vtt) veya SubRip (.srt) dosyası yükleyin.',
    );
    const language = await uploadCaption(course.video, 'de', VTT);
    expect(language.status).toBe(400);
    expect(language.body.error?.fields?.language).toBe(
      'Altyazı dili tr (Türkçe) veya en (English) olmalıdır.',
    );
    const text = await uploadCaption(course.text, 'tr', VTT);
    expect(text.status).toBe(422);
    expect(text.body.error?.errorMessage).toBe('Altyazı yalnızca video derslerine eklenebilir.');
    expect((await uploadCaption(course.video, 'tr', VTT, 'a.vtt', otherLecturer.token)).status).toBe(404);
    expect((await uploadCaption(course.video, 'tr', VTT, 'a.vtt', learner.token)).status).toBe(403);
    const big = await uploadCaption(course.video, 'tr', `${VTT}\n${'x'.repeat(2 * 1_048_576)}`);
    expect(big.status).toBe(413);
    expect(await keys()).toEqual(before);
    expect((await call(t, 'DELETE', `/lectures/${course.video}/captions/de`, lecturer.token)).status).toBe(
      400,
    );
    expect(
      (await call(t, 'DELETE', `/lectures/${course.video}/captions/tr`, otherLecturer.token)).status,
    ).toBe(404);
  });

  it('takes resources checked from their bytes and serves them as attachments with their Turkish names', async () => {
    const pdf = await uploadResource(course.text, PDF, 'Ders Notları – Şubat.pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.body.data).toMatch(/^[0-9a-f-]{36}$/);
    expect((await uploadResource(course.text, ZIP, 'örnekler.zip', 'application/zip')).status).toBe(200);
    expect(
      (await uploadResource(course.quiz, Buffer.from('print("merhaba")\n'), 'ödev.py', 'text/x-python'))
        .status,
    ).toBe(200);
    const before = await keys();
    const exe = await uploadResource(course.text, EXE, 'notlar.pdf');
    expect(exe.status).toBe(400);
    expect(exe.body.error?.errorMessage).toMatch(/^Bu dosya türü kaynak olarak eklenemez/);
    expect(
      (await uploadResource(course.text, PDF, 'x.pdf', 'application/pdf', otherLecturer.token)).status,
    ).toBe(404);
    expect((await uploadResource(course.text, PDF, 'x.pdf', 'application/pdf', learner.token)).status).toBe(
      403,
    );
    expect(await keys()).toEqual(before);

    const resources = (await editorView(course.text)).resources ?? [];
    expect(resources.map((r) => [r.name, r.size])).toEqual([
      ['Ders Notları – Şubat.pdf', PDF.length],
      ['örnekler.zip', ZIP.length],
    ]);
    const file = await download(resources[0]?.path ?? '');
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/pdf');
    expect(file.disposition).toBe(
      `attachment; filename="Ders Notlari _ Subat.pdf"; filename*=UTF-8''Ders%20Notlar%C4%B1%20%E2%80%93%20%C5%9Eubat.pdf`,
    );
    expect(file.body.equals(PDF)).toBe(true);
    const source = lectureIn(await contents(learner.token), course.quiz).resources?.[0];
    expect((await download(source?.path ?? '')).type).toBe('text/plain; charset=utf-8');
  });

  it('gives resource links only to those who may open the lecture', async () => {
    // The text lecture is no preview: enrolled learners, the lecturer and admins get it, others see it locked.
    for (const token of [learner.token, lecturer.token, admin.token])
      expect(lectureIn(await contents(token), course.text).resources).toHaveLength(2);
    for (const token of [stranger.token, otherLecturer.token, undefined]) {
      const lecture = lectureIn(await contents(token), course.text);
      expect(lecture.isLocked).toBe(true);
      expect(lecture.resources).toEqual([]);
    }
    expect((await call(t, 'GET', `/lectures/${course.text}`, otherLecturer.token)).status).toBe(404);
    expect((await editorView(course.text, admin.token)).resources).toHaveLength(2);
  });

  it('refuses tampered, expired and re-pointed links', async () => {
    const signer = createUrlSigner(t.app.deps.secrets.jwtSecret);
    const [resource] = await t.app.deps.db
      .select()
      .from(lectureResources)
      .where(eq(lectureResources.lectureId, course.text));
    const [caption] = await t.app.deps.db
      .select()
      .from(lectureCaptions)
      .where(eq(lectureCaptions.lectureId, course.video));
    if (!resource || !caption) throw new Error('fixtures missing');
    const hoursAgo = new Date(Date.now() - 2 * 3_600_000);
    const links = [
      resourcePath(signer, course.text, resource, hoursAgo),
      captionPath(signer, course.video, caption, hoursAgo),
      resourcePath(signer, course.text, resource).replace(/sig=./, (m) =>
        m.endsWith('A') ? 'sig=B' : 'sig=A',
      ),
      captionPath(signer, course.video, caption).replace(/exp=\d+/, (m) => `${m}0`),
      resourcePath(signer, course.text, resource).replace(course.text, course.quiz),
      captionPath(signer, course.video, caption).replace(`/captions/${caption.language}`, '/captions/xx'),
      resourcePath(signer, course.text, resource).split('?')[0] ?? '',
    ];
    for (const link of links) {
      const res = await fetchRaw(t, link);
      expect(res.statusCode, link).toBe(403);
      expect(res.json().error.errorMessage).toBe(
        'Bu bağlantının süresi dolmuş veya bağlantı geçersiz. Lütfen dersi yeniden açın.',
      );
    }
  });

  it('removes files with their caption, resource, lecture and course', async () => {
    const { db } = t.app.deps;
    const [resource] = await db
      .select()
      .from(lectureResources)
      .where(eq(lectureResources.lectureId, course.text));
    const path = resource
      ? resourcePath(createUrlSigner(t.app.deps.secrets.jwtSecret), course.text, resource)
      : '';
    expect(
      (await call(t, 'DELETE', `/lectures/${course.text}/resources/${resource?.id}`, lecturer.token)).status,
    ).toBe(200);
    expect(await keys()).not.toContain(resource?.fileKey);
    expect((await fetchRaw(t, path)).statusCode).toBe(403);
    expect(
      (await call(t, 'DELETE', `/lectures/${course.text}/resources/${resource?.id}`, lecturer.token)).status,
    ).toBe(404);

    const [caption] = await db.select().from(lectureCaptions).where(eq(lectureCaptions.language, 'tr'));
    expect((await call(t, 'DELETE', `/lectures/${course.video}/captions/tr`, admin.token)).status).toBe(200);
    expect(await keys()).not.toContain(caption?.fileKey);
    expect((await call(t, 'DELETE', `/lectures/${course.video}/captions/tr`, lecturer.token)).status).toBe(
      404,
    );

    // Deleting the lecture takes its remaining caption with it; deleting the course, every resource left.
    const [english] = await db
      .select()
      .from(lectureCaptions)
      .where(eq(lectureCaptions.lectureId, course.video));
    expect((await call(t, 'DELETE', `/lectures/${course.video}`, lecturer.token)).status).toBe(200);
    expect(await keys()).not.toContain(english?.fileKey);

    // A section and a course (without learners, so it is deleted, not archived) take every file of their lectures.
    const fresh = await makeLearningCourse(t, { lecturerId: lecturer.id });
    expect((await uploadCaption(fresh.video, 'tr', VTT)).status).toBe(200);
    expect((await uploadResource(fresh.video, PDF, 'a.pdf')).status).toBe(200);
    expect((await uploadResource(fresh.html, PDF, 'b.pdf')).status).toBe(200);
    expect((await uploadResource(fresh.quiz, PDF, 'c.pdf')).status).toBe(200);
    const rowsOf = async () => [
      ...(await db
        .select({ key: lectureCaptions.fileKey })
        .from(lectureCaptions)
        .where(inArray(lectureCaptions.lectureId, fresh.lectureIds))),
      ...(await db
        .select({ key: lectureResources.fileKey })
        .from(lectureResources)
        .where(inArray(lectureResources.lectureId, fresh.lectureIds))),
    ];
    const all = await rowsOf();
    expect(all).toHaveLength(4);
    expect((await call(t, 'DELETE', `/sections/${fresh.sectionIds[1]}`, lecturer.token)).status).toBe(200);
    expect(await rowsOf()).toHaveLength(2);
    expect(await keys()).not.toContain(fresh.htmlKey);
    expect((await call(t, 'DELETE', `/courses/${fresh.id}`, lecturer.token)).status).toBe(200);
    expect(await rowsOf()).toEqual([]);
    const after = await keys();
    for (const row of all) expect(after).not.toContain(row.key);
    expect(after).not.toContain(fresh.videoKey);
  });

  it(`caps resources at 50 MB and at ${MAX_RESOURCES_PER_LECTURE} per lecture`, async () => {
    const other = await makeLearningCourse(t, { lecturerId: lecturer.id });
    const before = await keys();
    const huge = Buffer.concat([PDF, Buffer.alloc(50 * 1_048_576 + 1 - PDF.length, 0x20)]);
    const tooLarge = await uploadResource(other.html, huge, 'buyuk.pdf');
    expect(tooLarge.status).toBe(413);
    expect(await keys()).toEqual(before);
    for (let i = 0; i < MAX_RESOURCES_PER_LECTURE; i += 1)
      expect((await uploadResource(other.html, PDF, `not-${i}.pdf`)).status).toBe(200);
    const extra = await uploadResource(other.html, PDF, 'fazla.pdf');
    expect(extra.status).toBe(422);
    expect(extra.body.error?.errorMessage).toMatch(/en fazla 20 kaynak/);
    expect(await keys()).toHaveLength(before.length + MAX_RESOURCES_PER_LECTURE);
    const html = await call(t, 'GET', `/lectures/${other.html}`, lecturer.token);
    expect((html.body.data as Files).captions).toEqual([]);
    expect(LectureContentType.Html).toBe(2);
  }, 60_000);
});
