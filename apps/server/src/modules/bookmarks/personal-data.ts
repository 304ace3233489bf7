import { asc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { bookmarks } from '../../db/schema/bookmarks.ts';
import { courses } from '../../db/schema/catalogue.ts';

/** The user's bookmarks, for the data export (modules/privacy). */
export const bookmarksForExport = async (db: Database, userId: string) =>
  db
    .select({ courseId: bookmarks.courseId, courseName: courses.name, createdAt: bookmarks.createdAt })
    .from(bookmarks)
    .innerJoin(courses, eq(courses.id, bookmarks.courseId))
    .where(eq(bookmarks.userId, userId))
    .orderBy(asc(bookmarks.createdAt));

export const eraseBookmarks = async (tx: Tx, userId: string): Promise<void> => {
  await tx.delete(bookmarks).where(eq(bookmarks.userId, userId));
};
