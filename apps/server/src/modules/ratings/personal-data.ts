import { asc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { ratings } from '../../db/schema/ratings.ts';

/** The ratings the user gave, for the data export (modules/privacy). */
export const ratingsForExport = async (db: Database, userId: string) =>
  db
    .select({
      courseId: ratings.courseId,
      rating: ratings.rating,
      comment: ratings.comment,
      createdAt: ratings.createdAt,
      updatedAt: ratings.updatedAt,
    })
    .from(ratings)
    .where(eq(ratings.userId, userId))
    .orderBy(asc(ratings.createdAt));

/**
 * Erasure: the score stays (the course's average and its stored summary do not change), the comment, which may
 * say anything about the person, goes; the rating's author reads as the anonymous account.
 */
export const eraseRatingComments = async (tx: Tx, userId: string): Promise<void> => {
  await tx.update(ratings).set({ comment: '' }).where(eq(ratings.userId, userId));
};
