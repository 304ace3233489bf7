import { and, asc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { familyLinks } from '../../db/schema/families.ts';

/*
 * Who is linked to whom, for the modules that act on a link (modules/purchase-requests). Each read asks the table
 * at the moment it runs, so an unlinked parent loses access at once there too.
 */

type Db = Database | Tx;

/** The parents linked to a child, in the order they were linked. */
export const linkedParentIds = async (db: Db, childId: string): Promise<string[]> =>
  (
    await db
      .select({ id: familyLinks.parentId })
      .from(familyLinks)
      .where(eq(familyLinks.childId, childId))
      .orderBy(asc(familyLinks.linkedAt))
  ).map((r) => r.id);

/** The children linked to a parent. */
export const linkedChildIds = async (db: Db, parentId: string): Promise<string[]> =>
  (
    await db.select({ id: familyLinks.childId }).from(familyLinks).where(eq(familyLinks.parentId, parentId))
  ).map((r) => r.id);

/** Whether the parent is linked to the child now. */
export const isLinked = async (db: Db, parentId: string, childId: string): Promise<boolean> =>
  (
    await db
      .select({ id: familyLinks.id })
      .from(familyLinks)
      .where(and(eq(familyLinks.parentId, parentId), eq(familyLinks.childId, childId)))
      .limit(1)
  ).length > 0;
