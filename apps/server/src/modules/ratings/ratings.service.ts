import type { CourseRatings, RatingInput } from '@kampus/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ratings } from '../../db/schema/ratings.ts';
import { users } from '../../db/schema/users.ts';
import { appError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import {
  bumpCatalogueVersion,
  findVisibleCourse,
  lockCourseForRating,
  myRatingOf,
  storeRatingSummary,
} from '../catalogue/index.ts';
import { isEnrolled } from '../enrolments/index.ts';

/** Ratings are public, so a rater is shown by first name and the initial of the surname (`Ayşe Y.`). */
const publicName = (name: string, surname: string) => {
  const initial = surname.trim().charAt(0).toLocaleUpperCase('tr-TR');
  return initial ? `${name.trim()} ${initial}.` : name.trim();
};

/** `GET /courses/{id}/ratings`: newest first, with the course's average and count and the caller's own rating. */
export const listRatings = async (
  db: Database,
  courseId: string,
  user: CurrentUser | null,
  paging: { pageNumber: number; pageSize: number },
): Promise<CourseRatings> => {
  const course = await findVisibleCourse(db, courseId, user);
  const { pageNumber, pageSize } = paging;
  const [totalRow] = await db.select({ n: count() }).from(ratings).where(eq(ratings.courseId, course.id));
  const total = Number(totalRow?.n ?? 0);
  const rows =
    (pageNumber - 1) * pageSize < total
      ? await db
          .select({
            id: ratings.id,
            rating: ratings.rating,
            comment: ratings.comment,
            name: users.name,
            surname: users.surname,
            createdAt: ratings.createdAt,
            updatedAt: ratings.updatedAt,
          })
          .from(ratings)
          .innerJoin(users, eq(users.id, ratings.userId))
          .where(eq(ratings.courseId, course.id))
          .orderBy(desc(ratings.createdAt), desc(ratings.id))
          .limit(pageSize)
          .offset((pageNumber - 1) * pageSize)
      : [];
  const totalPageCount = Math.ceil(total / pageSize);
  return {
    items: rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      comment: r.comment,
      userName: publicName(r.name, r.surname),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
    currentPage: pageNumber,
    totalPageCount,
    totalItemCount: total,
    hasNextPage: pageNumber < totalPageCount,
    rating: Number(course.ratingAverage),
    ratingCount: course.ratingCount,
    myRating: user ? await myRatingOf(db, user.id, course.id) : null,
  };
};

/**
 * `POST /courses/{id}/ratings`: a learner enrolled in the course creates or replaces their one rating. The
 * course row is locked first, so concurrent ratings of one course recompute its average one after the other
 * and the stored average and count always match the ratings table.
 */
export const rateCourse = async (
  db: Database,
  courseId: string,
  user: CurrentUser,
  input: RatingInput,
): Promise<void> => {
  const { rating, comment } = input;
  const course = await findVisibleCourse(db, courseId, user);
  if (!(await isEnrolled(db, user.id, course.id))) throw appError('RATING_NOT_ENROLLED');
  await db.transaction(async (tx) => {
    await lockCourseForRating(tx, course.id);
    await tx
      .insert(ratings)
      .values({ courseId: course.id, userId: user.id, rating, comment })
      .onConflictDoUpdate({
        target: [ratings.courseId, ratings.userId],
        set: { rating, comment, updatedAt: sql`now()` },
      });
    const [agg] = await tx
      .select({
        average: sql<number>`coalesce(round(avg(${ratings.rating}), 2), 0)::float8`,
        n: sql<number>`count(*)::int`,
      })
      .from(ratings)
      .where(eq(ratings.courseId, course.id));
    await storeRatingSummary(tx, course.id, {
      average: Number(agg?.average ?? 0),
      count: Number(agg?.n ?? 0),
    });
    await bumpCatalogueVersion(tx);
  });
};
