/**
 * Open notification streams held by one server (`npm run bench:notify:sse`).
 *
 * Prepares a fresh PGlite data directory with BENCH_SSE_USERS learners and one session each, starts the real server
 * (`spawnServer`: `node apps/server/src/main.ts` as a child process) with REDIS_URL set, then opens BENCH_SSE_CONNECTIONS
 * streams (`GET /api/v1/web/notifications/stream`, bearer header) spread evenly over the learners, as many tabs and
 * devices would. It reports:
 *
 * - the server's resident memory (VmRSS) before and with every stream open, and the growth per connection;
 * - the delivery latency of notifications to every connection: each round publishes one notification per learner
 *   on the Redis channel the server instances share (the real path between instances: an event on another
 *   instance stores its row and publishes exactly this message), and each connection's receipt is timed from
 *   its learner's publish. The server process itself never knows it is measured.
 *
 * Targets (issue 13): ≤ 50 KB per connection, p99 delivery ≤ 1 s. Figures in docs/performance.md.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { newDataDir, spawnServer } from '@kampus/test-support';
import { Redis } from 'ioredis';
import { loadConfig } from '../../apps/server/src/config/env.ts';
import { openContext } from '../../apps/server/src/context.ts';
import { sessions, users } from '../../apps/server/src/db/schema/index.ts';
import { signAccessToken } from '../../apps/server/src/lib/access-token.ts';
import { guardRun } from '../support/run-guard.ts';

const CONNECTIONS = Number(process.env.BENCH_SSE_CONNECTIONS ?? 2_000);
const USERS = Number(process.env.BENCH_SSE_USERS ?? 20);
const ROUNDS = Number(process.env.BENCH_SSE_ROUNDS ?? 10);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `kampus-bench-${randomUUID().slice(0, 8)}:`;
const OPEN_BATCH = 100;

const rssKb = async (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/**
 * RSS once it has stopped moving (within 2 MB over 5 s, at most 60 s): the server's start (PGlite's WASM heap,
 * migrations) leaves hundreds of MB for the collector to hand back, which would swamp a per-connection figure.
 */
const settledRssKb = async (pid: number) => {
  const samples: number[] = [];
  const deadline = Date.now() + 60_000;
  for (;;) {
    samples.push(await rssKb(pid));
    const recent = samples.slice(-6);
    if (recent.length === 6 && Math.max(...recent) - Math.min(...recent) < 2_048)
      return recent.at(-1) as number;
    if (Date.now() > deadline) return samples.at(-1) as number;
    await sleep(1_000);
  }
};
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** Learners and their sessions, written before the server starts (PGlite is one process's database). */
const prepare = async (dataDir: string, secrets: { JWT_SECRET: string; DATA_KEY: string }) => {
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn', ...secrets });
  const deps = await openContext(config);
  try {
    const people: Array<{ id: string; token: string }> = [];
    for (let i = 0; i < USERS; i += 1) {
      const [user] = await deps.db
        .insert(users)
        .values({
          email: `sse-${i}@kampus.local`,
          name: 'Öğrenci',
          surname: `Bildirim${i}`,
          identificationNumberEnc: 'bench',
          parentName: 'Veli',
          parentSurname: `Bildirim${i}`,
          parentIdentificationNumberEnc: 'bench',
          fullAddress: 'Bench adresi, İzmir',
          passwordHash: 'not-a-hash',
          roles: [2],
        })
        .returning({ id: users.id });
      const [session] = await deps.db
        .insert(sessions)
        .values({ userId: user?.id as string, expiresAt: new Date(Date.now() + 86_400_000) })
        .returning({ id: sessions.id });
      const token = await signAccessToken(deps.secrets.jwtSecret, {
        userId: user?.id as string,
        sessionId: session?.id as string,
      });
      people.push({ id: user?.id as string, token });
    }
    return people;
  } finally {
    await deps.notificationHub.close();
    await deps.database.close();
  }
};

type Connection = { userId: string; request: http.ClientRequest; received: Map<string, number> };

/** One stream read with node:http; records when each notification (by id) arrived. */
const openStream = (port: number, userId: string, token: string, agent: http.Agent) =>
  new Promise<Connection>((resolve, reject) => {
    const received = new Map<string, number>();
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/v1/web/notifications/stream',
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        agent,
      },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`stream answered ${res.statusCode}`));
          res.resume();
          return;
        }
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.startsWith('retry:')) resolve({ userId, request, received });
            const id = /^id: (.+)$/m.exec(block)?.[1];
            if (id) received.set(id, performance.now());
            end = buffer.indexOf('\n\n');
          }
        });
      },
    );
    request.on('error', reject);
  });

const main = async () => {
  const dataDir = await newDataDir();
  const secrets = { JWT_SECRET: randomBytes(32).toString('hex'), DATA_KEY: randomBytes(32).toString('hex') };
  console.log(`hazırlanıyor: ${USERS} öğrenci, ${CONNECTIONS} akış, ${ROUNDS} tur`);
  const people = await prepare(dataDir, secrets);
  const server = await spawnServer({
    dataDir,
    env: {
      ...secrets,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000',
      REDIS_URL,
      REDIS_KEY_PREFIX: PREFIX,
    },
    logTail: 20_000,
  });
  const publisher = new Redis(REDIS_URL);
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const connections: Connection[] = [];
  const done = guardRun('bench:notify:sse', 10, async () => {
    for (const c of connections) c.request.destroy();
    publisher.disconnect();
    await server.stop();
  });
  try {
    const pid = server.pid as number;
    // A few streams opened and closed first, so the code paths are loaded before the baseline.
    const warm = await Promise.all(
      people.slice(0, 5).map((p) => openStream(server.port, p.id, p.token, agent)),
    );
    for (const c of warm) c.request.destroy();
    const before = await settledRssKb(pid);
    const openStart = performance.now();
    for (let i = 0; i < CONNECTIONS; i += OPEN_BATCH) {
      const batch = Array.from({ length: Math.min(OPEN_BATCH, CONNECTIONS - i) }, (_, j) => {
        const person = people[(i + j) % people.length] as { id: string; token: string };
        return openStream(server.port, person.id, person.token, agent);
      });
      connections.push(...(await Promise.all(batch)));
    }
    const openSeconds = (performance.now() - openStart) / 1000;
    const during = await settledRssKb(pid);

    const latencies: number[] = [];
    let missing = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const sentAt = new Map<string, { id: string; at: number }>();
      for (const person of people) {
        const item = {
          id: randomUUID(),
          category: 'orders',
          type: 'order-completed',
          title: 'Siparişiniz tamamlandı',
          body: 'Kurslarınız hesabınıza eklendi.',
          link: '/orders',
          isRead: false,
          createdAt: new Date().toISOString(),
        };
        sentAt.set(person.id, { id: item.id, at: performance.now() });
        await publisher.publish(`${PREFIX}notifications`, JSON.stringify({ userId: person.id, item }));
      }
      // Until every connection has its learner's notification, or 5 s (a miss counts as undelivered).
      const deadline = performance.now() + 5_000;
      const allIn = () => connections.every((c) => c.received.has(sentAt.get(c.userId)?.id ?? ''));
      while (!allIn() && performance.now() < deadline) await sleep(10);
      for (const c of connections) {
        const sent = sentAt.get(c.userId);
        const at = sent ? c.received.get(sent.id) : undefined;
        if (sent && at !== undefined) latencies.push(at - sent.at);
        else missing += 1;
      }
      await sleep(200);
    }
    latencies.sort((a, b) => a - b);
    const perConnectionKb = (during - before) / CONNECTIONS;
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.log(`\nBildirim akışları (SSE), tek sunucu süreci, Redis üzerinden yayın`);
    console.log(
      `  açık bağlantı            ${CONNECTIONS} (${USERS} öğrenci), ${openSeconds.toFixed(1)} s içinde açıldı`,
    );
    console.log(
      `  sunucu RSS               önce ${(before / 1024).toFixed(1)} MB, akışlar açıkken ${(during / 1024).toFixed(1)} MB`,
    );
    console.log(`  bağlantı başına bellek   ${perConnectionKb.toFixed(1)} KB (hedef ≤ 50 KB)`);
    console.log(
      `  teslim (${latencies.length} teslimat, ${ROUNDS} tur)  p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))}, en uzun ${ms(latencies.at(-1) ?? Number.NaN)} (hedef p99 ≤ 1 s)`,
    );
    console.log(`  teslim edilmeyen         ${missing}`);
    const isMet = perConnectionKb <= 50 && percentile(latencies, 99) <= 1_000 && missing === 0;
    console.log(isMet ? '  hedefler karşılandı' : '  HEDEF KARŞILANMADI');
    process.exitCode = isMet ? 0 : 1;
  } finally {
    done();
    for (const c of connections) c.request.destroy();
    publisher.disconnect();
    await server.stop();
  }
};

await main();
