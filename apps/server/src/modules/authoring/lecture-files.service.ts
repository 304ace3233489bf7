import {
  type LectureCaption,
  LectureContentType,
  type LectureResource,
  MAX_RESOURCES_PER_LECTURE,
} from '@kampus/contract';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { lectures } from '../../db/schema/catalogue.ts';
import { lectureCaptions, lectureResources } from '../../db/schema/lecture-files.ts';
import { appError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { captionViews, keysOfStream, resourceViews, type UrlSigner } from '../media/index.ts';
import { authoredLecture } from './access.ts';

/**
 * Captions of video lectures and resources of any lecture (decision 050), for the lecture's owner or an admin, as
 * editing the lecture. Files are stored before these run; the callers delete the keys these return once committed.
 */

/** The lecture when `user` may edit it (else 404); with `videoOnly`, a lecture that is not a video is a 422. */
export const editableLecture = async (
  db: Database | Tx,
  user: CurrentUser,
  lectureId: string,
  options: { videoOnly?: boolean; lock?: boolean } = {},
) => {
  const { lecture } = await authoredLecture(db, user, lectureId, options.lock);
  if (options.videoOnly && lecture.contentType !== LectureContentType.Video)
    throw appError('CAPTIONS_VIDEO_ONLY');
  return lecture;
};

/** Sets the lecture's track in `language` to `fileKey`; returns the key of the track it replaced, if any. */
export const saveCaption = async (
  db: Database,
  user: CurrentUser,
  input: { lectureId: string; language: string; fileKey: string },
): Promise<{ replacedKey: string | null }> =>
  db.transaction(async (tx) => {
    await editableLecture(tx, user, input.lectureId, { videoOnly: true, lock: true });
    const [old] = await tx
      .select({ fileKey: lectureCaptions.fileKey })
      .from(lectureCaptions)
      .where(
        and(eq(lectureCaptions.lectureId, input.lectureId), eq(lectureCaptions.language, input.language)),
      );
    await tx
      .insert(lectureCaptions)
      .values(input)
      .onConflictDoUpdate({
        target: [lectureCaptions.lectureId, lectureCaptions.language],
        set: { fileKey: input.fileKey, createdAt: new Date() },
      });
    return { replacedKey: old?.fileKey ?? null };
  });

export const deleteCaption = async (
  db: Database,
  user: CurrentUser,
  lectureId: string,
  language: string,
): Promise<{ removedKey: string }> =>
  db.transaction(async (tx) => {
    await editableLecture(tx, user, lectureId, { lock: true });
    const [row] = await tx
      .delete(lectureCaptions)
      .where(and(eq(lectureCaptions.lectureId, lectureId), eq(lectureCaptions.language, language)))
      .returning({ fileKey: lectureCaptions.fileKey });
    if (!row) throw appError('CAPTION_NOT_FOUND');
    return { removedKey: row.fileKey };
  });

/** Adds a stored file to the lecture's resources (at most MAX_RESOURCES_PER_LECTURE); answers its id. */
export const addResource = async (
  db: Database,
  user: CurrentUser,
  input: { lectureId: string; name: string; size: number; fileKey: string },
): Promise<string> =>
  db.transaction(async (tx) => {
    await editableLecture(tx, user, input.lectureId, { lock: true });
    const [counted] = await tx
      .select({ n: count() })
      .from(lectureResources)
      .where(eq(lectureResources.lectureId, input.lectureId));
    if ((counted?.n ?? 0) >= MAX_RESOURCES_PER_LECTURE) throw appError('TOO_MANY_RESOURCES');
    const [row] = await tx.insert(lectureResources).values(input).returning({ id: lectureResources.id });
    if (!row) throw new Error('resource not created');
    return row.id;
  });

export const deleteResource = async (
  db: Database,
  user: CurrentUser,
  lectureId: string,
  resourceId: string,
): Promise<{ removedKey: string }> =>
  db.transaction(async (tx) => {
    await editableLecture(tx, user, lectureId, { lock: true });
    const [row] = await tx
      .delete(lectureResources)
      .where(and(eq(lectureResources.id, resourceId), eq(lectureResources.lectureId, lectureId)))
      .returning({ fileKey: lectureResources.fileKey });
    if (!row) throw appError('RESOURCE_NOT_FOUND');
    return { removedKey: row.fileKey };
  });

/**
 * Every stored file of the lectures `where` selects: the upload, its stream, what a transcode was writing, the
 * captions and the resources. Read before the lectures go, deleted once that commits (lecture, section or course).
 */
export const storedKeysOfLectures = async (db: Database | Tx, where: SQL): Promise<string[]> => {
  const rows = await db
    .select({
      id: lectures.id,
      contentKey: lectures.contentKey,
      stream: lectures.videoStream,
      pending: lectures.videoPendingKeys,
    })
    .from(lectures)
    .where(where);
  return [
    ...rows.flatMap((r) => [
      ...(r.contentKey ? [r.contentKey] : []),
      ...keysOfStream(r.stream),
      ...(r.pending ?? []),
    ]),
    ...(await lectureFileKeys(
      db,
      rows.map((r) => r.id),
    )),
  ];
};

/** The caption and resource keys of these lectures. */
const lectureFileKeys = async (db: Database | Tx, lectureIds: string[]): Promise<string[]> => {
  if (lectureIds.length === 0) return [];
  const captions = await db
    .select({ key: lectureCaptions.fileKey })
    .from(lectureCaptions)
    .where(inArray(lectureCaptions.lectureId, lectureIds));
  const resources = await db
    .select({ key: lectureResources.fileKey })
    .from(lectureResources)
    .where(inArray(lectureResources.lectureId, lectureIds));
  return [...captions, ...resources].map((r) => r.key);
};

/** The lectures' captions and resources with signed links, by lecture id (oldest resource first). */
export const lectureFilesOf = async (
  db: Database,
  signer: UrlSigner,
  lectureIds: string[],
  now = new Date(),
): Promise<Map<string, { captions: LectureCaption[]; resources: LectureResource[] }>> => {
  const result = new Map<string, { captions: LectureCaption[]; resources: LectureResource[] }>();
  if (lectureIds.length === 0) return result;
  const [captionRows, resourceRows] = await Promise.all([
    db
      .select({
        lectureId: lectureCaptions.lectureId,
        language: lectureCaptions.language,
        fileKey: lectureCaptions.fileKey,
      })
      .from(lectureCaptions)
      .where(inArray(lectureCaptions.lectureId, lectureIds)),
    db
      .select({
        lectureId: lectureResources.lectureId,
        id: lectureResources.id,
        name: lectureResources.name,
        size: lectureResources.size,
        fileKey: lectureResources.fileKey,
      })
      .from(lectureResources)
      .where(inArray(lectureResources.lectureId, lectureIds))
      .orderBy(asc(lectureResources.createdAt), asc(lectureResources.id)),
  ]);
  for (const id of lectureIds)
    result.set(id, {
      captions: captionViews(
        signer,
        id,
        captionRows.filter((r) => r.lectureId === id),
        now,
      ),
      resources: resourceViews(
        signer,
        id,
        resourceRows.filter((r) => r.lectureId === id),
        now,
      ),
    });
  return result;
};
