import { type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from './client.ts';

/**
 * Runs a raw statement on either driver (PGlite and node-postgres both answer with `rows`) and types its rows as
 * `T`. The type is the caller's promise about the statement's columns: name a row type beside the statement
 * (`type CardRow = {…}`) instead of writing the shape inline, so one type serves every reader of that statement.
 */
export const queryRows = async <T extends Record<string, unknown>>(
  db: Database | Tx,
  query: SQL,
): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** `%term%` for LIKE with the user's `%`, `_` and `\` taken literally. */
export const likeContains = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The inside of `IN (…)` for a list of uuids (not empty): statements that read several people at once. */
export const uuidList = (ids: readonly string[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
