import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';

export type CeilingResult = { method: string; queries: number; queriesPerSecond: number };

/** Rows of a raw statement on either driver (both answer with `{ rows }`). */
export const queryRows = async <T = Record<string, unknown>>(db: Database, text: string): Promise<T[]> =>
  ((await db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;

/**
 * The database's own rate for the page query: the same driver the server uses, `concurrency` loops each
 * taking the next statement, for `seconds`. Nothing else runs meanwhile (the server is not started yet).
 */
export const driverCeiling = async (
  db: Database,
  statements: SQL[],
  options: { concurrency: number; seconds: number },
): Promise<CeilingResult> => {
  if (statements.length === 0) return { method: 'no page statement', queries: 0, queriesPerSecond: 0 };
  let next = 0;
  let done = 0;
  const until = performance.now() + options.seconds * 1000;
  const started = performance.now();
  const loop = async () => {
    while (performance.now() < until) {
      await db.execute(statements[next++ % statements.length] as SQL);
      done++;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, loop));
  const seconds = (performance.now() - started) / 1000;
  return {
    method: `driver, ${options.concurrency} concurrent`,
    queries: done,
    queriesPerSecond: Math.round(done / seconds),
  };
};

export const hasPgbench = (): boolean =>
  spawnSync('pgbench', ['--version'], { stdio: 'ignore' }).status === 0;

/**
 * pgbench with one script per statement (chosen at random, equal weights), `clients` connections over
 * two threads, no vacuum, for `seconds`: the server's rate with no Node.js client in the way.
 */
export const pgbenchCeiling = async (
  databaseUrl: string,
  statements: string[],
  options: { clients: number; seconds: number },
): Promise<CeilingResult> => {
  // Without a script pgbench would run its own TPC-B-like default instead.
  if (statements.length === 0) return { method: 'no page statement', queries: 0, queriesPerSecond: 0 };
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kampus-pgbench-'));
  try {
    const args = ['-n', '-c', String(options.clients), '-j', '2', '-T', String(options.seconds)];
    for (const [i, statement] of statements.entries()) {
      const file = path.join(dir, `q${i}.sql`);
      await writeFile(file, `${statement};\n`);
      args.push('-f', file);
    }
    args.push(databaseUrl);
    const output = await new Promise<string>((resolve, reject) => {
      let out = '';
      const child = spawn('pgbench', args, { stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.on('data', (d) => {
        out += d;
      });
      child.stderr.on('data', (d) => {
        out += d;
      });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`pgbench ${code}:\n${out}`))));
    });
    const tps = /tps = ([\d.]+)/.exec(output);
    const processed = /number of transactions actually processed: (\d+)/.exec(output);
    if (!tps) throw new Error(`pgbench çıktısı okunamadı:\n${output}`);
    return {
      method: `pgbench, ${options.clients} clients`,
      queries: Number(processed?.[1] ?? 0),
      queriesPerSecond: Math.round(Number(tps[1])),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
