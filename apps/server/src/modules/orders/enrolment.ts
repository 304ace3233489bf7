import type { Tx } from '../../db/client.ts';
import { enrolments } from '../../db/schema/index.ts';

/**
 * Enrols a buyer in the courses of an order, inside the order's transaction. The one place where a purchase
 * grants access: a course already owned stays as it is (unique user + course).
 *
 * It does not bump the catalogue version: nothing the course list caches depends on enrolments. The buyer's
 * "purchased" flags are computed per request for the page's rows and never cached, visitors' cached pages carry
 * no per-user field, and purchase counts appear only on the course page, which is read fresh. Bumping here would
 * throw away every cached count and the count index on each sale.
 */
export const enrolBuyer = async (
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
