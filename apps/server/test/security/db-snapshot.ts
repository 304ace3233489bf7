import { sql } from 'drizzle-orm';
import { storedFiles } from '../support/authoring.ts';
import type { TestApp } from '../support/test-app.ts';

/**
 * A fingerprint of everything a request could leave behind: the row count and a checksum of the rows of every table
 * in the application's schema, and the list of stored files. Two equal snapshots mean nothing was written.
 */
export type Snapshot = { tables: Record<string, string>; files: string[] };

type Rows = { rows: Array<Record<string, unknown>> };

export const snapshot = async (t: TestApp): Promise<Snapshot> => {
  const { db } = t.app.deps;
  const names = (
    (await db.execute(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )) as unknown as Rows
  ).rows.map((r) => String(r.table_name));
  const tables: Record<string, string> = {};
  for (const name of names) {
    // Each row's text form, hashed and ordered, so the checksum does not depend on the physical row order.
    const [row] = (
      (await db.execute(
        sql.raw(
          `SELECT count(*)::int AS n, coalesce(md5(string_agg(md5(t::text), ',' ORDER BY md5(t::text))), '') AS h FROM public."${name.replaceAll('"', '""')}" t`,
        ),
      )) as unknown as Rows
    ).rows;
    tables[name] = `${row?.n}:${row?.h}`;
  }
  return { tables, files: await storedFiles(t) };
};

/** What changed between two snapshots, as readable lines (empty when nothing did). */
export const differences = (before: Snapshot, after: Snapshot): string[] => {
  const lines: string[] = [];
  for (const name of new Set([...Object.keys(before.tables), ...Object.keys(after.tables)]))
    if (before.tables[name] !== after.tables[name])
      lines.push(`table ${name}: ${before.tables[name]} → ${after.tables[name]}`);
  const added = after.files.filter((f) => !before.files.includes(f));
  const removed = before.files.filter((f) => !after.files.includes(f));
  if (added.length) lines.push(`files added: ${added.join(', ')}`);
  if (removed.length) lines.push(`files removed: ${removed.join(', ')}`);
  return lines;
};
