import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { catalogueState, courses } from '../../db/schema/catalogue.ts';

/**
 * Marks the catalogue as changed, so every cached count of the course list is recounted. Call it whenever what
 * the list returns could change: publish or unpublish, edit, price change, rating, enrolment, category or tag
 * changes. Call it inside the transaction that makes the change (or after it commits), never before: a count
 * taken between an early bump and the change would be cached under the new version and stay stale.
 */
export const bumpCatalogueVersion = async (db: Database | Tx): Promise<void> => {
  await db
    .update(catalogueState)
    .set({ version: sql`${catalogueState.version} + 1`, updatedAt: sql`now()` })
    .where(eq(catalogueState.id, 1));
};

/**
 * Course cards carry their lecturer's name, so renaming someone who has courses changes what the list returns:
 * bumps the version then, and only then (a student's new name leaves every cache as it was).
 */
export const bumpCatalogueVersionForLecturer = async (db: Database | Tx, userId: string): Promise<void> => {
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.lecturerId, userId))
    .limit(1);
  if (course) await bumpCatalogueVersion(db);
};

/** The current catalogue version: one primary-key read, the key of every cached count. */
export const readCatalogueVersion = async (db: Database | Tx): Promise<number> => {
  const [row] = await db
    .select({ version: catalogueState.version })
    .from(catalogueState)
    .where(eq(catalogueState.id, 1));
  return row?.version ?? 0;
};

/**
 * `readCatalogueVersion` for one database handle (not a transaction), with the statement built and prepared once:
 * every course list request reads the version, and building the query each time cost as much as running it.
 */
export const catalogueVersionReader = (db: Database): (() => Promise<number>) => {
  const statement = db
    .select({ version: catalogueState.version })
    .from(catalogueState)
    .where(eq(catalogueState.id, 1))
    .prepare('catalogue_version');
  return async () => (await statement.execute())[0]?.version ?? 0;
};
