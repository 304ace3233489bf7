import { buffer } from 'node:stream/consumers';
import { LectureContentType, Role } from '@kampus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrol, makeUser, type TestUser } from '../../../test/support/catalogue.ts';
import { call, fetchRaw, makeLearningCourse, storeFile } from '../../../test/support/learning.ts';
import { startS3Server, type TestS3Server } from '../../../test/support/s3-server.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { makeTestVideo, videoRow } from '../../../test/support/video.ts';
import { lectures } from '../../db/schema/index.ts';
import { transcodeLectureVideo } from '../authoring/index.ts';
import { lectureContentPath } from './lecture-media.ts';
import { createUrlSigner } from './signed-url.ts';
import { masterPlaylistPath, streamFilePath } from './stream.ts';

type Lecture = { id: string; contentPath: string | null; posterPath: string | null; isLocked: boolean };
type Contents = { sections: Array<{ lectures: Lecture[] }> };

describe.each(['disk', 'S3'] as const)('HLS delivery on %s storage', (storageKind) => {
  let t: TestApp;
  let s3: TestS3Server | undefined;
  let lecturer: TestUser;
  let learner: TestUser;
  let courseId: string;
  let lectureId: string;
  let otherLectureId: string;
  let sourceKey: string;

  beforeAll(async () => {
    let env: Record<string, string> = {};
    if (storageKind === 'S3') {
      s3 = await startS3Server();
      await s3.createBucket('kampus-stream');
      env = s3.env('kampus-stream');
    }
    t = await createTestApp(env);
    lecturer = await makeUser(t, { roles: [Role.Lecturer] });
    learner = await makeUser(t);
    const course = await makeLearningCourse(t, { lecturerId: lecturer.id });
    courseId = course.id;
    lectureId = course.video;
    otherLectureId = course.html;
    await enrol(t, learner.id, course.id);
    // The seeded lecture's file is random bytes: it gets a real video, transcoded by the job's own function.
    sourceKey = await storeFile(t, 'lectures', '.mp4', await makeTestVideo({ seconds: 8, height: 360 }));
    await t.app.deps.db.update(lectures).set({ contentKey: sourceKey }).where(eq(lectures.id, lectureId));
    await transcodeLectureVideo(
      { db: t.app.deps.db, storage: t.app.deps.storage, log: { warn: () => {}, info: () => {} } },
      { lectureId, sourceKey },
      { isLastAttempt: true },
    );
    expect((await videoRow(t, lectureId)).videoStatus).toBe('Ready');
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const lectureOf = async (token?: string) => {
    const res = await call(t, 'GET', `/courses/${courseId}/with-contents`, token ? { token } : {});
    expect(res.status).toBe(200);
    const all = (res.body.data as Contents).sections.flatMap((s) => s.lectures);
    const found = all.find((l) => l.id === lectureId);
    if (!found) throw new Error('lecture missing');
    return found;
  };

  /** A signed file's bytes: served by the API, or on S3 through the redirect to a presigned URL. */
  const fetchFile = async (url: string) => {
    const res = await fetchRaw(t, url);
    if (storageKind === 'S3') {
      expect(res.statusCode).toBe(302);
      expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+, immutable$/);
      const direct = await fetch(String(res.headers.location));
      expect(direct.status).toBe(200);
      return { res, body: Buffer.from(await direct.arrayBuffer()) };
    }
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+, immutable$/);
    return { res, body: res.rawPayload };
  };

  it('gives the enrolled learner a signed master playlist whose renditions and segments are signed too', async () => {
    const lecture = await lectureOf(learner.token);
    expect(lecture.contentPath).toMatch(
      new RegExp(`^/api/v1/web/media/lectures/${lectureId}/master\\.m3u8\\?exp=\\d+&sig=[\\w-]{43}$`),
    );
    expect(lecture.posterPath).toMatch(/\/posters\/[0-9a-f-]{36}\.jpg\?exp=\d+&sig=/);
    const master = await fetchRaw(t, lecture.contentPath as string);
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(master.body).toContain('RESOLUTION=640x360');
    expect(master.body).toContain('CODECS="avc1.4d401e,mp4a.40.2"');
    const variantEntry = master.body.split('\n').find((l) => l.startsWith('hls/')) as string;
    expect(variantEntry).toMatch(/^hls\/[0-9a-f-]{36}\.m3u8\?exp=\d+&sig=[\w-]{43}$/);
    // Entries are relative to the playlist that names them, as a player resolves them.
    const variantUrl = new URL(variantEntry, `http://x${lecture.contentPath}`);
    const variant = await fetchRaw(t, variantUrl.pathname + variantUrl.search);
    expect(variant.statusCode).toBe(200);
    expect(variant.body).toContain('#EXT-X-ENDLIST');
    const segments = variant.body.split('\n').filter((l) => l.includes('.ts?'));
    expect(segments.length).toBe(2);
    const row = await videoRow(t, lectureId);
    const stored = await buffer(
      await t.app.deps.storage.get(row.videoStream?.renditions[0]?.segmentKeys[0] as string),
    );
    const segmentUrl = new URL(segments[0] as string, variantUrl);
    const { body } = await fetchFile(segmentUrl.pathname + segmentUrl.search);
    expect(body.equals(stored)).toBe(true);
    // MPEG-TS packets start with the sync byte 0x47.
    expect(body[0]).toBe(0x47);
    const poster = await fetchFile(lecture.posterPath as string);
    expect(poster.body.subarray(0, 2).toString('hex')).toBe('ffd8');
  });

  it('gives a visitor the preview, and nothing of the lecture once it is no longer a preview', async () => {
    const preview = await lectureOf();
    expect(preview.contentPath).toContain('/master.m3u8?');
    expect((await fetchRaw(t, preview.contentPath as string)).statusCode).toBe(200);
    await t.app.deps.db.update(lectures).set({ isPublic: false }).where(eq(lectures.id, lectureId));
    try {
      const locked = await lectureOf();
      expect(locked).toMatchObject({ isLocked: true, contentPath: null, posterPath: null });
      const outsider = await makeUser(t);
      expect(await lectureOf(outsider.token)).toMatchObject({ contentPath: null, posterPath: null });
      expect((await lectureOf(learner.token)).contentPath).toContain('/master.m3u8?');
    } finally {
      await t.app.deps.db.update(lectures).set({ isPublic: true }).where(eq(lectures.id, lectureId));
    }
  });

  it('refuses tampered, expired and other lectures’ signatures with 403', async () => {
    const signer = createUrlSigner(t.app.deps.secrets.jwtSecret);
    const row = await videoRow(t, lectureId);
    const segmentKey = row.videoStream?.renditions[0]?.segmentKeys[0] as string;
    const good = streamFilePath(signer, lectureId, segmentKey);
    expect([200, 302]).toContain((await fetchRaw(t, good)).statusCode);
    const refused = async (url: string) => {
      const res = await fetchRaw(t, url);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('LINK_INVALID');
    };
    // Tampered: one character of the signature changed.
    await refused(good.replace(/sig=(.)/, (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`));
    // Expired: signed more than 65 minutes ago.
    await refused(streamFilePath(signer, lectureId, segmentKey, new Date(Date.now() - 2 * 3_600_000)));
    await refused(masterPlaylistPath(signer, lectureId, new Date(Date.now() - 2 * 3_600_000)));
    // Another lecture's path with this lecture's signature, and this lecture's master signature on another lecture.
    await refused(good.replace(lectureId, otherLectureId));
    await refused(masterPlaylistPath(signer, lectureId).replace(lectureId, otherLectureId));
    // A file of the stream under the other area, or a name that is not a stored file's.
    await refused(good.replace('/hls/', '/posters/'));
    expect((await fetchRaw(t, good.replace('.ts?', '.exe?'))).statusCode).toBe(403);
    // The master playlist's signature does not open a segment.
    const masterQuery = masterPlaylistPath(signer, lectureId).split('?')[1];
    await refused(`${good.split('?')[0]}?${masterQuery}`);
  });

  it('still serves the uploaded file with Range requests', async () => {
    const signer = createUrlSigner(t.app.deps.secrets.jwtSecret);
    const res = await fetchRaw(t, lectureContentPath(signer, lectureId, sourceKey), { range: 'bytes=0-99' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect(res.rawPayload.length).toBe(100);
  });

  it('plays the uploaded file while a video has no stream yet', async () => {
    await t.app.deps.db
      .update(lectures)
      .set({ contentType: LectureContentType.Video })
      .where(eq(lectures.id, lectureId));
    const saved = (await videoRow(t, lectureId)).videoStream;
    await t.app.deps.db.update(lectures).set({ videoStream: null }).where(eq(lectures.id, lectureId));
    try {
      const lecture = await lectureOf(learner.token);
      expect(lecture.contentPath).toMatch(new RegExp(`/media/lectures/${lectureId}\\?exp=`));
      expect(lecture.posterPath).toBeNull();
    } finally {
      await t.app.deps.db.update(lectures).set({ videoStream: saved }).where(eq(lectures.id, lectureId));
    }
  });
});
