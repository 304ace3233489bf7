import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { lectures, sections } from '../../db/schema/catalogue.ts';

/**
 * Orders of sections within a course and lectures within a section are dense, 0..n−1. Every
 * change that moves, adds or removes one rewrites the orders of its siblings from one ordered list, inside the
 * transaction that holds the course lock, so no interleaving can leave a duplicate or a gap.
 */

/** Section ids of a course in their current order (ties, which only old data could hold, by creation). */
export const sectionIdsInOrder = async (tx: Tx, courseId: string): Promise<string[]> =>
  (
    await tx
      .select({ id: sections.id })
      .from(sections)
      .where(eq(sections.courseId, courseId))
      .orderBy(asc(sections.orderNumber), asc(sections.createdAt), asc(sections.id))
  ).map((r) => r.id);

/** Lecture ids of a section in their current order. */
export const lectureIdsInOrder = async (tx: Tx, sectionId: string): Promise<string[]> =>
  (
    await tx
      .select({ id: lectures.id })
      .from(lectures)
      .where(eq(lectures.sectionId, sectionId))
      .orderBy(asc(lectures.orderNumber), asc(lectures.createdAt), asc(lectures.id))
  ).map((r) => r.id);

/** Gives each id its index in `ids` as its order, touching only the rows whose order changes. */
export const renumber = async (tx: Tx, table: 'sections' | 'lectures', ids: string[]): Promise<void> => {
  if (ids.length === 0) return;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE ${sql.identifier(table)} AS t SET order_number = v.ord - 1
    FROM unnest(ARRAY[${list}]::uuid[]) WITH ORDINALITY AS v(id, ord)
    WHERE t.id = v.id AND t.order_number <> v.ord - 1`);
};
