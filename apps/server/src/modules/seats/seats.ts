import { BANK_TRANSFER_OPEN_HOURS, classMessages, OrderStatus, PaymentType } from '@kampus/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/sql.ts';
import { appError } from '../../lib/app-error.ts';
import { enrolmentCountSql } from '../enrolments/index.ts';

type Db = Database | Tx;

/**
 * Seats of courses with a `capacity` (CONTRACT.md §16; README.md). A seat is taken by an enrolment, or held by a
 * Pending order while its payment may still come: a bank transfer for 48 hours, a card payment for 20 minutes.
 * A hold that lapses stops counting at that moment; the job that cancels the lapsed transfer
 * (`orders.expire-transfers`) then closes the order itself.
 */
export const SEAT_HOLD_MINUTES = {
  bankTransfer: BANK_TRANSFER_OPEN_HOURS * 60,
  card: 20,
} as const;

/** SQL: the seats of course `courseId` (a value or a column) taken by enrolments and live Pending holds. */
export const seatsTakenSql = (
  courseId: string | SQL,
): SQL<number> => sql<number>`(${enrolmentCountSql(courseId)} + (
    SELECT count(DISTINCT o.id) FROM order_items oi JOIN orders o ON o.id = oi.order_id
    WHERE oi.course_id = ${courseId} AND o.status = ${OrderStatus.Pending}
      AND ((o.payment_type = ${PaymentType.BankTransfer}
            AND o.created_at > now() - make_interval(mins => ${SEAT_HOLD_MINUTES.bankTransfer}))
        OR (o.payment_type = ${PaymentType.CreditCard}
            AND o.created_at > now() - make_interval(mins => ${SEAT_HOLD_MINUTES.card})))
  )::int)`;

/** SQL: seats left of a course row aliased `alias` (with `capacity` and `id`), null without a limit. */
export const seatsLeftSql = (alias: string): SQL<number | null> => {
  const c = sql.raw(alias);
  return sql<number | null>`CASE WHEN ${c}.capacity IS NULL THEN NULL
    ELSE greatest(${c}.capacity - ${seatsTakenSql(sql`${c}.id`)}, 0) END`;
};

/** Seats left per course id (null: no limit) for the given courses. */
export const seatsLeftOf = async (db: Db, courseIds: string[]): Promise<Map<string, number | null>> => {
  const result = new Map<string, number | null>();
  if (courseIds.length === 0) return result;
  const rows = await queryRows<{ id: string; seats_left: number | null }>(
    db,
    sql`SELECT c.id, ${seatsLeftSql('c')} AS seats_left FROM courses c
      WHERE c.id IN (${sql.join(
        courseIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  for (const row of rows) result.set(row.id, row.seats_left === null ? null : Number(row.seats_left));
  return result;
};

/** Refuses with 422 `COURSE_SOLD_OUT` when the course has a capacity and no seat is left (adding to a basket). */
export const refuseFullCourse = async (db: Db, course: { id: string; name: string }): Promise<void> => {
  const left = (await seatsLeftOf(db, [course.id])).get(course.id);
  if (left === 0) throw appError('COURSE_SOLD_OUT', { message: classMessages.soldOutNamed(course.name) });
};

/**
 * Inside an order's transaction, before the order is written: locks the rows of the courses that have a capacity
 * (in id order, so two orders never wait for each other crosswise) and refuses with 422 `COURSE_SOLD_OUT` when
 * one is full. The lock is held until the order commits, so a second buyer of the last seat waits here and then
 * counts the first one's order: exactly one of them gets it. Courses without a capacity are not locked.
 */
export const claimSeats = async (tx: Tx, courses: { id: string; name: string }[]): Promise<void> => {
  if (courses.length === 0) return;
  const ids = courses.map((c) => sql`${c.id}`);
  const locked = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM courses WHERE id IN (${sql.join(ids, sql`, `)}) AND capacity IS NOT NULL
      ORDER BY id FOR UPDATE`,
  );
  if (locked.length === 0) return;
  // A new statement after the lock: on PostgreSQL it sees every order committed while this one waited.
  const left = await seatsLeftOf(
    tx,
    locked.map((r) => r.id),
  );
  for (const course of courses)
    if (left.get(course.id) === 0)
      throw appError('COURSE_SOLD_OUT', { message: classMessages.soldOutNamed(course.name) });
};
