import {
  type CourseDetail,
  type CourseListItem,
  type CourseRecord,
  durationText,
  type FilterOption,
  type MyRating,
  PublishStatus,
  progressPercent,
} from '@kampus/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { basketItems, baskets } from '../../db/schema/basket.ts';
import { bookmarks } from '../../db/schema/bookmarks.ts';
import { courseCategories, courses, courseTags, lectures, sections } from '../../db/schema/catalogue.ts';
import { categories, tags } from '../../db/schema/categories-and-tags.ts';
import { lectureProgress } from '../../db/schema/learning.ts';
import { ratings } from '../../db/schema/ratings.ts';
import { users } from '../../db/schema/users.ts';
import { queryRows } from '../../db/sql.ts';
import { appError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { canAuthor, canView, standingOf } from '../course-access/index.ts';
import { enrolmentCount, enrolmentRows, isEnrolled, isEnrolledSql } from '../enrolments/index.ts';
import { seatsLeftOf } from '../seats/index.ts';
import {
  CARD_COLUMNS,
  type CardRow,
  courseCardsSql,
  coverImageUrl,
  priceFields,
  toCourseListItem,
} from './course-cards.ts';

type Db = Database | Tx;

const trCollator = new Intl.Collator('tr');

/** Category or tag titles as filter options, in Turkish alphabetical order (`ç` after `c`, `ı` before `i`). */
const filterOptions = (rows: { id: string; name: string }[]): FilterOption[] =>
  rows.sort((a, b) => trCollator.compare(a.name, b.name));

export const categoryFilterOptions = async (db: Db): Promise<FilterOption[]> =>
  filterOptions(await db.select({ id: categories.id, name: categories.title }).from(categories));

export const tagFilterOptions = async (db: Db): Promise<FilterOption[]> =>
  filterOptions(await db.select({ id: tags.id, name: tags.title }).from(tags));

/**
 * The course when `user` may see it, else 404: Published courses for everyone; Draft and
 * Archived ones for their lecturer, admins and learners enrolled in them (a buyer keeps an archived course).
 */
export const findVisibleCourse = async (db: Db, courseId: string, user: CurrentUser | null) => {
  const [row] = await db
    .select({
      course: courses,
      lecturerName: sql<string>`${users.name} || ' ' || ${users.surname}`,
    })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.lecturerId))
    .where(eq(courses.id, courseId))
    .limit(1);
  if (!row) throw appError('COURSE_NOT_FOUND');
  const { course } = row;
  // Enrolment is asked only when it can change the answer (not for a Published course, nor for staff).
  const mayNeedEnrolment =
    user !== null && course.publishStatus !== PublishStatus.Published && !canAuthor(user, course);
  const enrolled = mayNeedEnrolment && (await isEnrolled(db, user.id, course.id));
  if (!canView(course, standingOf(user, course, enrolled))) throw appError('COURSE_NOT_FOUND');
  return { ...course, lecturerName: row.lecturerName };
};

const courseLabels = async (db: Db, courseId: string) => {
  const [cats, tagRows] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.title })
      .from(courseCategories)
      .innerJoin(categories, eq(categories.id, courseCategories.categoryId))
      .where(eq(courseCategories.courseId, courseId)),
    db
      .select({ id: tags.id, name: tags.title })
      .from(courseTags)
      .innerJoin(tags, eq(tags.id, courseTags.tagId))
      .where(eq(courseTags.courseId, courseId)),
  ]);
  return { categories: filterOptions(cats), tags: filterOptions(tagRows) };
};

type ViewerState = {
  isCoursePurchased: boolean;
  isInTheBasket: boolean;
  bookmarkId: string | null;
  myRating: MyRating | null;
  completedLectureIds: string[];
};

/**
 * Everything the course page shows about its signed-in viewer, in one statement (one round trip and one pool
 * connection instead of five in a row): enrolment, open-basket state, bookmark, own rating and, for an enrolled
 * learner, the completed lectures.
 */
const viewerStateOf = async (db: Db, userId: string, courseId: string): Promise<ViewerState> => {
  const [row] = await queryRows<{
    is_enrolled: boolean;
    is_in_basket: boolean;
    bookmark_id: string | null;
    rating: number | null;
    rating_comment: string | null;
    rating_updated_at: Date | string | null;
    completed: string[] | null;
  }>(
    db,
    sql`WITH enrolled AS (
        SELECT ${isEnrolledSql(userId, courseId)} AS yes
      )
      SELECT enrolled.yes AS is_enrolled,
        EXISTS (SELECT 1 FROM ${basketItems} bi JOIN ${baskets} b ON b.id = bi.basket_id
          WHERE b.user_id = ${userId} AND b.status = 'open' AND bi.course_id = ${courseId}) AS is_in_basket,
        (SELECT id FROM ${bookmarks} WHERE user_id = ${userId} AND course_id = ${courseId} LIMIT 1) AS bookmark_id,
        r.rating, r.comment AS rating_comment, r.updated_at AS rating_updated_at,
        CASE WHEN enrolled.yes THEN (SELECT array_agg(lecture_id::text) FROM ${lectureProgress}
          WHERE user_id = ${userId} AND course_id = ${courseId} AND completed_at IS NOT NULL) END AS completed
      FROM enrolled
      LEFT JOIN LATERAL (SELECT rating, comment, updated_at FROM ${ratings}
        WHERE user_id = ${userId} AND course_id = ${courseId} LIMIT 1) r ON true`,
  );
  return {
    isCoursePurchased: Boolean(row?.is_enrolled),
    isInTheBasket: Boolean(row?.is_in_basket),
    bookmarkId: row?.bookmark_id ?? null,
    myRating:
      row && row.rating !== null && row.rating_updated_at !== null
        ? {
            rating: Number(row.rating),
            comment: row.rating_comment ?? '',
            updatedAt: new Date(row.rating_updated_at).toISOString(),
          }
        : null,
    completedLectureIds: row?.completed ?? [],
  };
};

/** The caller's own rating of a course, or null. */
export const myRatingOf = async (db: Db, userId: string, courseId: string): Promise<MyRating | null> => {
  const [row] = await db
    .select({ rating: ratings.rating, comment: ratings.comment, updatedAt: ratings.updatedAt })
    .from(ratings)
    .where(and(eq(ratings.userId, userId), eq(ratings.courseId, courseId)))
    .limit(1);
  return row ? { rating: row.rating, comment: row.comment, updatedAt: row.updatedAt.toISOString() } : null;
};

const kurusRow = (course: typeof courses.$inferSelect) => ({
  price_kurus: course.priceKurus,
  discounted_price_kurus: course.discountedPriceKurus,
  list_price_kurus: course.listPriceKurus ?? 0,
});

/** `GET /courses/{id}/detail`: the course page with its outline and, for a signed-in user, their state. */
export const getCourseDetail = async (
  db: Db,
  courseId: string,
  user: CurrentUser | null,
): Promise<CourseDetail> => {
  const course = await findVisibleCourse(db, courseId, user);
  const [labels, sectionRows, lectureRows, purchasedCount, viewer] = await Promise.all([
    courseLabels(db, course.id),
    db
      .select({ id: sections.id, name: sections.name })
      .from(sections)
      .where(eq(sections.courseId, course.id))
      .orderBy(asc(sections.orderNumber), asc(sections.createdAt)),
    db
      .select({
        id: lectures.id,
        sectionId: lectures.sectionId,
        name: lectures.name,
        durationMinute: lectures.durationMinute,
        lectureContentType: lectures.contentType,
        isPublic: lectures.isPublic,
      })
      .from(lectures)
      .where(eq(lectures.courseId, course.id))
      .orderBy(asc(lectures.orderNumber), asc(lectures.createdAt)),
    enrolmentCount(db, course.id),
    user ? viewerStateOf(db, user.id, course.id) : null,
  ]);

  const isCoursePurchased = viewer?.isCoursePurchased ?? false;
  const isInTheBasket = viewer?.isInTheBasket ?? false;
  const bookmarkId = viewer?.bookmarkId ?? null;
  const myRating = viewer?.myRating ?? null;
  const completed = new Set(viewer?.completedLectureIds ?? []);

  const outline = sectionRows.map((s) => {
    const own = lectureRows
      .filter((l) => l.sectionId === s.id)
      .map((l) => ({
        id: l.id,
        name: l.name,
        durationMinute: l.durationMinute,
        lectureContentType: l.lectureContentType,
        isPublic: l.isPublic,
        isCompleted: completed.has(l.id),
      }));
    const minutes = own.reduce((sum, l) => sum + l.durationMinute, 0);
    return {
      id: s.id,
      name: s.name,
      durationMinute: minutes,
      durationText: durationText(minutes),
      lectures: own,
    };
  });
  const totalLessons = lectureRows.length;
  const durationMinute = lectureRows.reduce((sum, l) => sum + l.durationMinute, 0);
  const completedLessons = lectureRows.filter((l) => completed.has(l.id)).length;

  return {
    id: course.id,
    name: course.name,
    description: course.description,
    level: course.level,
    durationMinute,
    durationText: durationText(durationMinute),
    categories: labels.categories,
    tags: labels.tags,
    sections: outline,
    totalLessons,
    completedLessons,
    progressPercent: isCoursePurchased ? progressPercent(completedLessons, totalLessons) : 0,
    isCoursePurchased,
    isInTheBasket,
    bookmarkId,
    purchasedCount,
    image: coverImageUrl(course.coverImageKey),
    ...priceFields(kurusRow(course)),
    rating: Number(course.ratingAverage),
    ratingCount: course.ratingCount,
    myRating,
    lecturerName: course.lecturerName,
    language: course.language,
    publishStatus: course.publishStatus,
    isCertified: course.isCertified,
    meetingType: course.meetingType,
    capacity: course.capacity,
    seatsLeft:
      course.capacity === null ? null : ((await seatsLeftOf(db, [course.id])).get(course.id) ?? null),
    updatedAt: course.updatedAt.toISOString(),
  };
};

/** `GET /courses/{id}`: the stored course for its editor (lecturer, admin) and for whoever may see it. */
export const getCourseRecord = async (
  db: Db,
  courseId: string,
  user: CurrentUser | null,
): Promise<CourseRecord> => {
  const course = await findVisibleCourse(db, courseId, user);
  const [labels, purchasedCount, [stats]] = await Promise.all([
    courseLabels(db, course.id),
    enrolmentCount(db, course.id),
    db
      .select({
        minutes: sql<number>`coalesce(sum(${lectures.durationMinute}), 0)::int`,
        lessons: sql<number>`count(*)::int`,
      })
      .from(lectures)
      .where(eq(lectures.courseId, course.id)),
  ]);
  const minutes = Number(stats?.minutes ?? 0);
  const image = coverImageUrl(course.coverImageKey);
  return {
    id: course.id,
    name: course.name,
    description: course.description,
    level: course.level,
    skillLevel: course.level + 1,
    ...priceFields(kurusRow(course)),
    publishStatus: course.publishStatus,
    meetingType: course.meetingType,
    meetingStartDate: course.meetingStartDate?.toISOString() ?? null,
    meetingEndDate: course.meetingEndDate?.toISOString() ?? null,
    capacity: course.capacity,
    isCertified: course.isCertified,
    categoryIds: labels.categories.map((c) => c.id),
    tagIds: labels.tags.map((t) => t.id),
    categories: labels.categories,
    tags: labels.tags,
    image,
    coverImage: image ? { name: course.coverImageName ?? 'kapak', url: image } : null,
    lecturerId: course.lecturerId,
    lecturerName: course.lecturerName,
    language: course.language,
    durationMinute: minutes,
    durationText: durationText(minutes),
    totalLessons: Number(stats?.lessons ?? 0),
    purchasedCount,
    rating: Number(course.ratingAverage),
    ratingCount: course.ratingCount,
    createdAt: course.createdAt.toISOString(),
    updatedAt: course.updatedAt.toISOString(),
  };
};

/** `GET /courses/my-courses`: every course the user is enrolled in (archived ones too), latest enrolment first. */
export const listMyCourses = async (db: Db, userId: string): Promise<CourseListItem[]> => {
  const inner = sql`
    SELECT ${CARD_COLUMNS}, e.created_at AS enrolled_at
    FROM ${enrolmentRows} e JOIN courses c ON c.id = e.course_id
    WHERE e.user_id = ${userId}`;
  const rows = await queryRows<CardRow>(db, courseCardsSql(inner, userId, sql`p.enrolled_at DESC, p.id`));
  return rows.map(toCourseListItem);
};
