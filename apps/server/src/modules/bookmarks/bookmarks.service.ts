import type { Bookmark } from '@kampus/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookmarks } from '../../db/schema/bookmarks.ts';
import { queryRows } from '../../db/sql.ts';
import { appError } from '../../lib/app-error.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { coverImageUrl } from '../catalogue/index.ts';
import { canViewSql } from '../course-access/index.ts';

/** Courses a user may see, as a SQL condition on `c` (the course access policy). */
const visibleTo = (user: CurrentUser) => canViewSql(user, 'c');

type BookmarkRow = {
  id: string;
  course_id: string;
  name: string;
  description: string;
  cover_image_key: string | null;
  created_at: Date | string;
};

/**
 * `GET /bookmarks`: the user's bookmarked courses, newest first. A bookmark of a course that has since been
 * withdrawn from them (unpublished, not bought) is kept but not listed, until the course is back.
 */
export const listBookmarks = async (db: Database, user: CurrentUser): Promise<Bookmark[]> => {
  const rows = await queryRows<BookmarkRow>(
    db,
    sql`
      SELECT b.id, b.course_id, c.name, c.description, c.cover_image_key, b.created_at
      FROM bookmarks b JOIN courses c ON c.id = b.course_id
      WHERE b.user_id = ${user.id} AND ${visibleTo(user)}
      ORDER BY b.created_at DESC, b.id DESC`,
  );
  return rows.map((r) => ({
    id: r.id,
    courseId: r.course_id,
    name: r.name,
    description: r.description,
    image: coverImageUrl(r.cover_image_key),
    createdAt: new Date(r.created_at).toISOString(),
  }));
};

/** `POST /bookmarks`: bookmarks a course the user may see; a second bookmark of one course → 422. */
export const addBookmark = async (db: Database, user: CurrentUser, courseId: string): Promise<string> => {
  const [course] = await queryRows<{ id: string }>(
    db,
    sql`SELECT c.id FROM courses c WHERE c.id = ${courseId} AND ${visibleTo(user)}`,
  );
  if (!course) throw appError('COURSE_NOT_FOUND');
  try {
    const [row] = await db
      .insert(bookmarks)
      .values({ userId: user.id, courseId })
      .returning({ id: bookmarks.id });
    if (!row) throw new Error('bookmark not created');
    return row.id;
  } catch (error) {
    // The unique (user, course) index decides, so a double click gives one bookmark and one 422.
    if (uniqueViolation(error) !== null) throw appError('BOOKMARK_EXISTS');
    throw error;
  }
};

/** `DELETE /bookmarks/{id}`: only the user's own bookmark; anyone else's reads as missing. */
export const removeBookmark = async (db: Database, user: CurrentUser, id: string): Promise<void> => {
  const removed = await db
    .delete(bookmarks)
    .where(and(eq(bookmarks.id, id), eq(bookmarks.userId, user.id)))
    .returning({ id: bookmarks.id });
  if (removed.length === 0) throw appError('BOOKMARK_NOT_FOUND');
};
