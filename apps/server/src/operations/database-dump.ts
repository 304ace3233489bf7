import { type SQL, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { type Database, migrationsFolder, type Tx } from '../db/client.ts';

/**
 * A logical dump and load of every table that works the same on PGlite and PostgreSQL, without pg_dump: rows leave
 * as `to_jsonb(row)` and come back through `jsonb_populate_recordset`, so every column type (arrays, jsonb,
 * timestamps with their microseconds, numerics) makes the round trip through PostgreSQL's own text forms.
 */

type Db = Database | Tx;

const queryRows = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const ident = (name: string) => sql.identifier(name);

/** A migration as recorded in drizzle's journal table: its file's SHA-256 and its folder timestamp. */
export type AppliedMigration = { hash: string; createdAt: number };

/** The migrations this version of the server knows, oldest first, with their SQL. */
export const codeMigrations = () =>
  readMigrationFiles({ migrationsFolder }).map((m) => ({
    hash: m.hash,
    createdAt: m.folderMillis,
    statements: m.sql.filter((s) => s.trim() !== ''),
  }));

/** The journal of the migrations applied to this database, oldest first. */
export const appliedMigrations = async (db: Db): Promise<AppliedMigration[]> => {
  const rows = await queryRows<{ hash: string; created_at: string | number }>(
    db,
    sql`SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at, id`,
  );
  return rows.map((r) => ({ hash: r.hash, createdAt: Number(r.created_at) }));
};

/**
 * Applies `migrations` inside the caller's transaction and records them in drizzle's journal exactly as drizzle's
 * own migrator does (same schema, table and columns), so the server's start-up migration sees them as applied.
 */
export const applyMigrations = async (
  tx: Tx,
  migrations: ReturnType<typeof codeMigrations>,
): Promise<void> => {
  await tx.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
  await tx.execute(
    sql`CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
  );
  for (const migration of migrations) {
    for (const statement of migration.statements) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${migration.hash}, ${migration.createdAt})`,
    );
  }
};

/** Every table of the application (schema `public`), parents before children, so rows load in this order. */
export const tablesInDependencyOrder = async (db: Db): Promise<string[]> => {
  const tables = (
    await queryRows<{ name: string }>(
      db,
      sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    )
  ).map((r) => r.name);
  const references = await queryRows<{ child: string; parent: string }>(
    db,
    sql`SELECT c.relname AS child, p.relname AS parent
        FROM pg_constraint k
        JOIN pg_class c ON c.oid = k.conrelid
        JOIN pg_class p ON p.oid = k.confrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE k.contype = 'f' AND n.nspname = 'public' AND c.relname <> p.relname`,
  );
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of references) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (t) => !placed.has(t) && [...(parents.get(t) ?? [])].every((p) => placed.has(p)),
    );
    if (ready.length === 0)
      throw new Error(`foreign keys form a cycle among: ${tables.filter((t) => !placed.has(t)).join(', ')}`);
    for (const t of ready) {
      placed.add(t);
      ordered.push(t);
    }
  }
  return ordered;
};

/** Row counts per table. */
export const rowCounts = async (db: Db, tables: string[]): Promise<Record<string, number>> => {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${ident(table)}`);
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
};

/**
 * Tables whose rows the migrations themselves write (a single state row): a database holding only those is still
 * empty for a restore.
 */
const MIGRATION_ROWS: Record<string, number> = { catalogue_state: 1 };

/** Whether the database holds anything beyond what its migrations put there. */
export const hasData = async (db: Db): Promise<boolean> => {
  const counts = await rowCounts(db, await tablesInDependencyOrder(db));
  return Object.entries(counts).some(([table, n]) => n > (MIGRATION_ROWS[table] ?? 0));
};

/**
 * The rows of `table` as JSON text, `chunkRows` at a time, through a cursor of the caller's transaction (so that
 * a large table is never held whole and every table comes from the same snapshot).
 */
export async function* tableChunks(tx: Tx, table: string, chunkRows: number): AsyncGenerator<string[]> {
  const cursor = `kampus_backup_${table}`;
  await tx.execute(
    sql`DECLARE ${ident(cursor)} NO SCROLL CURSOR FOR SELECT to_jsonb(t)::text AS j FROM ${ident(table)} t`,
  );
  try {
    for (;;) {
      const rows = await queryRows<{ j: string }>(
        tx,
        sql`FETCH ${sql.raw(String(chunkRows))} FROM ${ident(cursor)}`,
      );
      if (rows.length === 0) return;
      yield rows.map((r) => r.j);
    }
  } finally {
    await tx.execute(sql`CLOSE ${ident(cursor)}`);
  }
}

/** The columns a restore writes: all but generated ones, which the database computes again. */
const insertableColumns = async (tx: Tx, table: string) =>
  queryRows<{ name: string; isIdentityAlways: boolean }>(
    tx,
    sql`SELECT attname AS name, attidentity = 'a' AS "isIdentityAlways"
        FROM pg_attribute
        WHERE attrelid = ${`public.${table}`}::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
        ORDER BY attnum`,
  );

/** Inserts rows given as `to_jsonb` text into `table`; answers how many. */
export const loadRows = async (tx: Tx, table: string, lines: string[]): Promise<number> => {
  if (lines.length === 0) return 0;
  const columns = await insertableColumns(tx, table);
  const list = sql.join(
    columns.map((c) => ident(c.name)),
    sql`, `,
  );
  const overriding = columns.some((c) => c.isIdentityAlways) ? sql` OVERRIDING SYSTEM VALUE` : sql``;
  await tx.execute(
    sql`INSERT INTO ${ident(table)} (${list})${overriding}
        SELECT ${list} FROM jsonb_populate_recordset(NULL::${ident(table)}, ${`[${lines.join(',')}]`}::jsonb)`,
  );
  return lines.length;
};

/**
 * Drops every object of the application: drizzle's journal and whatever lives in schema `public` except what
 * extensions own (pg_trgm stays installed, and its objects with it).
 */
export const dropApplicationObjects = async (tx: Tx): Promise<void> => {
  await tx.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
  const notExtensionOwned = sql`NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = o.oid AND d.deptype = 'e')`;
  const relations = await queryRows<{ name: string; kind: string }>(
    tx,
    sql`SELECT o.relname AS name, o.relkind AS kind FROM pg_class o JOIN pg_namespace n ON n.oid = o.relnamespace
        WHERE n.nspname = 'public' AND o.relkind IN ('r', 'p', 'v', 'm', 'S', 'f') AND ${notExtensionOwned}`,
  );
  const dropKind: Record<string, string> = {
    r: 'TABLE',
    p: 'TABLE',
    f: 'FOREIGN TABLE',
    v: 'VIEW',
    m: 'MATERIALIZED VIEW',
    S: 'SEQUENCE',
  };
  for (const { name, kind } of relations)
    await tx.execute(sql`DROP ${sql.raw(dropKind[kind] ?? 'TABLE')} IF EXISTS ${ident(name)} CASCADE`);
  const functions = await queryRows<{ signature: string }>(
    tx,
    sql`SELECT o.oid::regprocedure::text AS signature FROM pg_proc o JOIN pg_namespace n ON n.oid = o.pronamespace
        WHERE n.nspname = 'public' AND ${notExtensionOwned}`,
  );
  for (const { signature } of functions)
    await tx.execute(sql.raw(`DROP ROUTINE IF EXISTS ${signature} CASCADE`));
  const types = await queryRows<{ name: string }>(
    tx,
    sql`SELECT o.typname AS name FROM pg_type o JOIN pg_namespace n ON n.oid = o.typnamespace
        WHERE n.nspname = 'public' AND o.typtype IN ('e', 'd', 'c', 'r') AND ${notExtensionOwned}
          AND NOT EXISTS (SELECT 1 FROM pg_class c WHERE c.reltype = o.oid)`,
  );
  for (const { name } of types) await tx.execute(sql`DROP TYPE IF EXISTS ${ident(name)} CASCADE`);
};

/** Empties every application table at once (foreign keys among them allow nothing else). */
export const truncateAll = async (tx: Tx, tables: string[]): Promise<void> => {
  if (tables.length === 0) return;
  await tx.execute(
    sql`TRUNCATE ${sql.join(
      tables.map((t) => ident(t)),
      sql`, `,
    )} RESTART IDENTITY CASCADE`,
  );
};

/**
 * Turns the application's own triggers off or on for `tables` (not the foreign-key checks). A restore writes every
 * row as it was, the counters that triggers keep (`learner_state`) included, so the triggers must not count the
 * restored rows once more. The restoring role owns the tables: it has just created them.
 */
export const setUserTriggers = async (tx: Tx, tables: string[], isEnabled: boolean): Promise<void> => {
  for (const table of tables)
    await tx.execute(
      sql`ALTER TABLE ${ident(table)} ${sql.raw(isEnabled ? 'ENABLE' : 'DISABLE')} TRIGGER USER`,
    );
};

/** Moves every sequence owned by an application column past the largest value restored into it. */
export const resetSequences = async (tx: Tx): Promise<void> => {
  const owned = await queryRows<{ seq: string; tbl: string; col: string }>(
    tx,
    sql`SELECT s.relname AS seq, t.relname AS tbl, a.attname AS col
        FROM pg_class s
        JOIN pg_namespace n ON n.oid = s.relnamespace
        JOIN pg_depend d ON d.objid = s.oid AND d.deptype IN ('a', 'i')
        JOIN pg_class t ON t.oid = d.refobjid
        JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
        WHERE s.relkind = 'S' AND n.nspname = 'public'`,
  );
  for (const { seq, tbl, col } of owned)
    await tx.execute(
      sql`SELECT setval(${`public.${seq}`}::regclass, coalesce(max(${ident(col)}), 1), max(${ident(col)}) IS NOT NULL) FROM ${ident(tbl)}`,
    );
};
