import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { enrolments } from '../../db/schema/enrolments.ts';
import { appError } from '../../lib/app-error.ts';

type Db = Database | Tx;

/**
 * The one module that reads and writes `enrolments` (README.md). An enrolment is what a purchase grants: the right
 * to learn one course. Other modules ask through these functions; read models that must stay one statement (the
 * course page, the course cards, the home page, progress changes) embed the SQL fragments below instead of naming
 * the table themselves.
 */

/** Whether `userId` is enrolled in `courseId`. */
export const isEnrolled = async (db: Db, userId: string, courseId: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
    .limit(1);
  return Boolean(row);
};

/** One of `courseIds` that `userId` is already enrolled in, or null. */
export const firstEnrolledCourse = async (
  db: Db,
  userId: string,
  courseIds: string[],
): Promise<string | null> => {
  if (courseIds.length === 0) return null;
  const [owned] = await db
    .select({ courseId: enrolments.courseId })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), inArray(enrolments.courseId, courseIds)))
    .limit(1);
  return owned?.courseId ?? null;
};

/** How many learners are enrolled in the course (the course page's purchase count). */
export const enrolmentCount = async (db: Db, courseId: string): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(enrolments).where(eq(enrolments.courseId, courseId));
  return Number(row?.n ?? 0);
};

/** Whether anyone is enrolled in the course. */
export const hasEnrolments = async (db: Db, courseId: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(eq(enrolments.courseId, courseId))
    .limit(1);
  return Boolean(row);
};

/**
 * Enrols a buyer in the courses of an order, inside the order's transaction. The one place where a purchase
 * grants access: a course already owned stays as it is (unique user + course).
 *
 * It does not bump the catalogue version: nothing the course list caches depends on enrolments. The buyer's
 * "purchased" flags are computed per request for the page's rows and never cached, visitors' cached pages carry
 * no per-user field, and purchase counts appear only on the course page, which is read fresh. Bumping here would
 * throw away every cached count and the count index on each sale.
 */
export const grantEnrolments = async (
  tx: Tx,
  userId: string,
  orderId: string,
  courseIds: string[],
): Promise<void> => {
  if (courseIds.length === 0) return;
  await tx
    .insert(enrolments)
    .values([...new Set(courseIds)].map((courseId) => ({ userId, courseId, orderId })))
    .onConflictDoNothing({ target: [enrolments.userId, enrolments.courseId] });
};

/**
 * Ends the enrolments an order granted (a refunded order): its learner loses those courses. Enrolments granted by
 * another order or by hand stay.
 */
export const endEnrolmentsOfOrder = async (tx: Tx, orderId: string): Promise<number> => {
  const ended = await tx
    .delete(enrolments)
    .where(eq(enrolments.orderId, orderId))
    .returning({ id: enrolments.id });
  return ended.length;
};

/**
 * Locks the learner's enrolment row for the rest of the transaction: every change of one learner's progress in
 * one course runs one after the other, so the count that decides the certificate always sees the completions
 * committed before it (two lectures finished at once still issue it). 403 `NOT_ENROLLED` when the enrolment has
 * gone.
 */
export const lockEnrolment = async (tx: Tx, userId: string, courseId: string): Promise<void> => {
  const [row] = await tx
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
    .for('update');
  if (!row) throw appError('NOT_ENROLLED');
};

/** SQL: `true` when `userId` is enrolled in the course `courseId` (a value or a column), for one-statement reads. */
export const isEnrolledSql = (userId: string | SQL, courseId: string | SQL): SQL<boolean> =>
  sql<boolean>`EXISTS (SELECT 1 FROM ${enrolments} e WHERE e.user_id = ${userId} AND e.course_id = ${courseId})`;

/** SQL: the number of enrolments of the course `courseId` (a value or a column). */
export const enrolmentCountSql = (courseId: string | SQL): SQL<number> =>
  sql<number>`(SELECT count(*) FROM ${enrolments} e WHERE e.course_id = ${courseId})::int`;

/** SQL: the number of courses `userId` is enrolled in. */
export const enrolledCourseCountSql = (userId: string | SQL): SQL<number> =>
  sql<number>`(SELECT count(*) FROM ${enrolments} e WHERE e.user_id = ${userId})::int`;

/**
 * SQL: the enrolments as a row source (`user_id`, `course_id`, `order_id`, `created_at`) for joins in read models
 * that list a learner's courses or count learners per course; write it as `FROM ${enrolmentRows} e`.
 */
export const enrolmentRows: SQL = sql`${enrolments}`;
