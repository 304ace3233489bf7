import { LectureContentType } from '@kampus/contract';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { JobEngine } from '../../modules/jobs/index.ts';
import type { Tx } from '../client.ts';
import { lectures } from '../schema/index.ts';
import { DEMO_STUDENT_PROGRESS } from './demo-catalogue.ts';

/**
 * Below every upload's priority (0): a lecturer's video queued while the demo's are still waiting is fetched first,
 * after at most the one demo transcode already running.
 */
export const DEMO_TRANSCODE_PRIORITY = -10;

/** The courses whose videos are transcoded at first start: the ones the demo student is enrolled in. */
export const DEMO_TRANSCODED_COURSES: readonly string[] = [
  ...new Set(DEMO_STUDENT_PROGRESS.map((p) => p.course)),
];

/**
 * Queues a `video.transcode` job for every video lecture of the demo student's courses, in the seed's transaction:
 * the seed runs once (on a database without courses), so the jobs are queued once, and a restart queues none.
 * Bounded on purpose (decision 052): every demo video is a copy of the same 10-second 720p clip, and each
 * transcode stores about 4.5 MB of renditions and takes about 5 s of a free core, so transcoding all 138 would
 * cost some 600 MB and over ten minutes of CPU for identical streams. The other demo videos are served as uploaded.
 */
/** The job engine that takes the transcodes, and whether to queue them at all (SEED_DEMO_TRANSCODES). */
export type DemoTranscodeDeps = { jobs: Pick<JobEngine, 'send'>; transcodeDemoVideos?: boolean };

export const queueDemoTranscodes = async (
  tx: Tx,
  { jobs, transcodeDemoVideos }: DemoTranscodeDeps,
  courseIds: string[],
): Promise<number> => {
  if (transcodeDemoVideos === false) return 0;
  const rows = await tx
    .update(lectures)
    .set({ videoStatus: 'Processing' })
    .where(
      and(
        inArray(lectures.courseId, courseIds),
        eq(lectures.contentType, LectureContentType.Video),
        isNotNull(lectures.contentKey),
      ),
    )
    .returning({ id: lectures.id, contentKey: lectures.contentKey });
  for (const row of rows)
    await jobs.send(
      tx,
      'video.transcode',
      { lectureId: row.id, sourceKey: row.contentKey },
      { priority: DEMO_TRANSCODE_PRIORITY },
    );
  return rows.length;
};
