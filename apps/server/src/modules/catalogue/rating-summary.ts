import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { courses } from '../../db/schema/catalogue.ts';

/*
 * The rating average and count stored on a course, kept by the ratings module through these two calls so that
 * `courses` has its writers here and in authoring only (decision 029).
 */

/** Locks the course row for the rest of the transaction: ratings of one course are summed one after the other. */
export const lockCourseForRating = async (tx: Tx, courseId: string): Promise<void> => {
  await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for('update');
};

/** Stores the course's rating average (two decimals) and count, as recomputed by the ratings module. */
export const storeRatingSummary = async (
  tx: Tx,
  courseId: string,
  summary: { average: number; count: number },
): Promise<void> => {
  await tx
    .update(courses)
    .set({ ratingAverage: summary.average, ratingCount: summary.count })
    .where(eq(courses.id, courseId));
};
