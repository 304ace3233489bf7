import { rm } from 'node:fs/promises';
import path from 'node:path';
import { freshPostgresDatabase } from '@kampus/test-support';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/db/client.ts';
import {
  api,
  newDataDir,
  newStudent,
  type ServerProcess,
  spawnServer,
  testSecrets,
} from './support/server-process.ts';

/**
 * A server process killed (SIGKILL, no shutdown of any kind) while free checkouts run leaves each basket either
 * fully ordered (order, its lines, enrolments, the code's redemption, basket marked ordered) or untouched (no order,
 * no enrolment, no redemption, basket still open and still usable), on both database engines.
 */

/** The demo catalogue's basket-wide, reusable 100 % code. */
const FREE_CODE = 'BEDAVA100';
/** Milliseconds between sending the checkouts and the kill, one round each: before, during and after the work. */
const KILL_DELAYS_MS = [0, 3, 10, 25, 60, 150];
const CHECKOUTS_PER_ROUND = 3;
/**
 * PostgreSQL only: the test holds a SHARE lock on one of these tables, so every checkout stops at its first write
 * there, inside its transaction, and the process is killed exactly then (in the order the checkout writes them).
 */
const LOCKED_TABLES = ['orders', 'order_items', 'discount_redemptions', 'enrolments', 'baskets'];

type Engine = {
  name: 'pglite' | 'postgres';
  env: Record<string, string>;
  dataDir: string;
  /** The database, opened by the test itself (for PGlite only while no server has it open). */
  open: () => Promise<DatabaseHandle>;
  /** A direct connection for locks (PostgreSQL only). */
  adminClient?: () => Promise<pg.Client>;
  databaseName?: string;
  dispose: () => Promise<void>;
};

const pgliteEngine = async (): Promise<Engine> => {
  const dataDir = await newDataDir();
  return {
    name: 'pglite',
    env: {},
    dataDir,
    open: () => openDatabase({ pgliteDir: path.join(dataDir, 'pglite') }),
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
};

const postgresEngine = async (base: string): Promise<Engine> => {
  const dataDir = await newDataDir();
  const fresh = await freshPostgresDatabase(base, 'kampus_kill');
  return {
    name: 'postgres',
    env: { DATABASE_URL: fresh.url },
    dataDir,
    databaseName: fresh.name,
    open: () => openDatabase({ databaseUrl: fresh.url, pgliteDir: '' }),
    adminClient: async () => {
      const c = new pg.Client({ connectionString: fresh.url });
      await c.connect();
      return c;
    },
    dispose: async () => {
      await fresh.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

type Basket = { id: string; userId: string; token: string };

type BasketState = {
  status: string;
  orders: number;
  items: number;
  orderItems: number;
  enrolments: number;
  orderEnrolments: number;
  redemptions: number;
  orderRedemptions: number;
};

const basketStates = async (database: DatabaseHandle, ids: string[]): Promise<Map<string, BasketState>> => {
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await database.db.execute(sql`
    SELECT b.id, b.status,
      (SELECT count(*) FROM orders o WHERE o.basket_id = b.id)::int AS orders,
      (SELECT count(*) FROM basket_items bi WHERE bi.basket_id = b.id)::int AS items,
      (SELECT count(*) FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE o.basket_id = b.id)::int
        AS order_items,
      (SELECT count(*) FROM enrolments e WHERE e.user_id = b.user_id)::int AS enrolments,
      (SELECT count(*) FROM enrolments e JOIN orders o ON o.id = e.order_id WHERE o.basket_id = b.id)::int
        AS order_enrolments,
      (SELECT count(*) FROM discount_redemptions r WHERE r.user_id = b.user_id)::int AS redemptions,
      (SELECT count(*) FROM discount_redemptions r JOIN orders o ON o.id = r.order_id WHERE o.basket_id = b.id)::int
        AS order_redemptions
    FROM baskets b WHERE b.id IN (${list})`);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return new Map(
    rows.map((r) => [
      r.id as string,
      {
        status: r.status as string,
        orders: Number(r.orders),
        items: Number(r.items),
        orderItems: Number(r.order_items),
        enrolments: Number(r.enrolments),
        orderEnrolments: Number(r.order_enrolments),
        redemptions: Number(r.redemptions),
        orderRedemptions: Number(r.order_redemptions),
      },
    ]),
  );
};

/** All or nothing: answers 'whole' or 'none', and fails the test for anything in between. */
const classify = (id: string, s: BasketState | undefined): 'whole' | 'none' => {
  expect(s, `basket ${id} is gone`).toBeDefined();
  const state = s as BasketState;
  expect(state.items, `basket ${id} lost its lines`).toBe(2);
  if (state.orders === 0) {
    expect(state, `basket ${id} has no order but is not untouched`).toEqual({
      ...state,
      status: 'open',
      orderItems: 0,
      enrolments: 0,
      orderEnrolments: 0,
      redemptions: 0,
      orderRedemptions: 0,
    });
    return 'none';
  }
  expect(state, `basket ${id} has an order but not all of it`).toEqual({
    ...state,
    status: 'ordered',
    orders: 1,
    orderItems: 2,
    enrolments: 2,
    orderEnrolments: 2,
    redemptions: 1,
    orderRedemptions: 1,
  });
  return 'whole';
};

const engines: Array<() => Promise<Engine>> = [
  pgliteEngine,
  ...(process.env.TEST_DATABASE_URL ? [() => postgresEngine(process.env.TEST_DATABASE_URL as string)] : []),
];

describe.each(engines.map((make, i) => ({ make, name: i === 0 ? 'PGlite' : 'PostgreSQL' })))(
  'a server killed during checkout ($name)',
  ({ make }) => {
    let engine: Engine;
    let server: ServerProcess | undefined;
    const secrets = testSecrets();
    let courseIds: string[] = [];
    const baskets: Basket[] = [];

    const start = async () => {
      server = await spawnServer({
        dataDir: engine.dataDir,
        env: { ...engine.env, ...secrets, SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
      });
      return server;
    };
    const kill = async () => {
      if (!server) return;
      server.child.kill('SIGKILL');
      const { signal } = await server.exited;
      expect(signal).toBe('SIGKILL');
      server = undefined;
    };
    const stop = async () => {
      await server?.stop();
      server = undefined;
    };

    /** A new student with two courses and the free code in an open basket, ready to check out. */
    const readyBasket = async (base: string): Promise<Basket> => {
      const student = await newStudent(base);
      let basketId: string | null = null;
      for (const courseId of courseIds) {
        const res = await api(base, 'POST', '/baskets/add-item', { courseId, basketId }, student.accessToken);
        expect(res.status, JSON.stringify(res.json)).toBe(200);
        basketId = (res.json.data as { id: string }).id;
      }
      const applied = await api(
        base,
        'POST',
        '/baskets/apply-discount-code',
        { basketId, discountCode: FREE_CODE },
        student.accessToken,
      );
      expect(applied.status, JSON.stringify(applied.json)).toBe(200);
      expect((applied.json.data as { totalDiscountedPrice: number }).totalDiscountedPrice).toBe(0);
      return { id: basketId as string, userId: student.id, token: student.accessToken };
    };

    /** Answers of the checkouts that have come back, for diagnostics. */
    const settled: string[] = [];
    /** Sends the checkouts without waiting for them: the process may die before, while or after it answers. */
    const fireCheckouts = (base: string, round: Basket[]) =>
      round.map((b) =>
        api(base, 'POST', '/orders/free', { basketId: b.id }, b.token).then(
          (r) => {
            settled.push(`${r.status} ${JSON.stringify(r.json.error)}`);
            return r.status;
          },
          () => 0,
        ),
      );

    beforeAll(async () => {
      engine = await make();
      const s = await start();
      const list = await api(s.url, 'GET', '/courses/paginated?pageSize=2');
      courseIds = (list.json.data as { items: Array<{ id: string }> }).items.map((c) => c.id);
      expect(courseIds).toHaveLength(2);
    });
    afterAll(async () => {
      if (server) await kill().catch(() => {});
      await engine?.dispose();
    });

    it('leaves every basket whole or untouched when killed at staggered moments', async () => {
      for (const delay of KILL_DELAYS_MS) {
        const s = server ?? (await start());
        const round: Basket[] = [];
        for (let i = 0; i < CHECKOUTS_PER_ROUND; i += 1) round.push(await readyBasket(s.url));
        baskets.push(...round);
        const answers = fireCheckouts(s.url, round);
        await new Promise((r) => setTimeout(r, delay));
        await kill();
        await Promise.all(answers);
      }
    }, 400_000);

    it.skipIf(!process.env.TEST_DATABASE_URL)(
      'leaves every basket untouched when killed inside the transaction, at each of its writes (PostgreSQL)',
      async (context) => {
        if (engine.name !== 'postgres' || !engine.adminClient) {
          context.skip();
          return;
        }
        for (const table of LOCKED_TABLES) {
          const s = server ?? (await start());
          const round = [await readyBasket(s.url), await readyBasket(s.url)];
          baskets.push(...round);
          const locker = await engine.adminClient();
          // Watched from another session: inside the locker's transaction, pg_stat_activity would stay as it was at
          // its first read.
          const watcher = await engine.adminClient();
          let answers: Array<Promise<number>> = [];
          try {
            await locker.query('BEGIN');
            await locker.query(`LOCK TABLE ${table} IN SHARE MODE`);
            answers = fireCheckouts(s.url, round);
            // Both checkouts have done every write before `table` and now wait for the lock, inside their
            // transaction.
            for (let i = 0; ; i += 1) {
              const { rows } = await watcher.query(
                `SELECT count(*)::int AS n FROM pg_stat_activity
                 WHERE datname = $1 AND wait_event_type = 'Lock' AND state = 'active'`,
                [engine.databaseName],
              );
              if (rows[0].n >= round.length) break;
              if (i > 1_000) {
                const activity = await watcher.query(
                  `SELECT state, wait_event_type, wait_event, left(query, 120) AS query FROM pg_stat_activity
                   WHERE datname = $1 AND pid <> pg_backend_pid()`,
                  [engine.databaseName],
                );
                throw new Error(
                  `the checkouts never reached ${table}: ${JSON.stringify(activity.rows)} ${settled.join('; ')}`,
                );
              }
              await new Promise((r) => setTimeout(r, 10));
            }
            await kill();
          } finally {
            await locker.query('ROLLBACK').catch(() => {});
            await locker.end();
            await watcher.end();
          }
          expect(await Promise.all(answers)).toEqual(round.map(() => 0));
          // Nothing was committed: the process died before it could send COMMIT.
          const database = await engine.open();
          const states = await basketStates(
            database,
            round.map((b) => b.id),
          );
          await database.close();
          for (const b of round) expect(classify(b.id, states.get(b.id)), `locked at ${table}`).toBe('none');
        }
      },
      400_000,
    );

    it('restarts on the same data with every basket whole or untouched, and the untouched ones still check out', async () => {
      await stop();
      const database = await engine.open();
      const before = await basketStates(
        database,
        baskets.map((b) => b.id),
      );
      await database.close();
      const outcome = baskets.map((b) => classify(b.id, before.get(b.id)));
      expect(outcome.length).toBe(baskets.length);

      // An untouched basket is really untouched: no leftover order, enrolment or redemption stands in its way.
      const s = await start();
      for (const [i, b] of baskets.entries()) {
        if (outcome[i] !== 'none') continue;
        const res = await api(s.url, 'POST', '/orders/free', { basketId: b.id }, b.token);
        expect(res.status, JSON.stringify(res.json)).toBe(200);
      }
      // A whole order is not placed twice.
      for (const [i, b] of baskets.entries()) {
        if (outcome[i] !== 'whole') continue;
        const res = await api(s.url, 'POST', '/orders/free', { basketId: b.id }, b.token);
        expect(res.status).toBe(422);
      }
      await stop();
      const after = await engine.open();
      const states = await basketStates(
        after,
        baskets.map((b) => b.id),
      );
      await after.close();
      for (const b of baskets) expect(classify(b.id, states.get(b.id))).toBe('whole');
    }, 300_000);
  },
);
