import type { Database } from './client.ts';

const statements = new WeakMap<Database, Map<string, unknown>>();

/**
 * A statement prepared once per database handle under `name` (also its name on the connection): the hot reads that
 * run with the same shape on every request, whose SQL is then neither built by drizzle nor planned again.
 */
export const preparedOnce = <T>(db: Database, name: string, prepare: (name: string) => T): T => {
  const byName = statements.get(db) ?? new Map<string, unknown>();
  statements.set(db, byName);
  const known = byName.get(name) as T | undefined;
  if (known) return known;
  const statement = prepare(name);
  byName.set(name, statement);
  return statement;
};
