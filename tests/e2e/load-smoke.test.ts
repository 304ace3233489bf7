import { describe, expect, it } from 'vitest';
import { runLoadBench } from '../../bench/load/load-bench.ts';

/**
 * `npm run bench:load` in miniature, so the workload cannot rot: the same code with 5 learners for 3 seconds (their
 * pauses a hundredth of a person's), on PostgreSQL when TEST_DATABASE_URL is set (a fresh database on its server)
 * and on PGlite otherwise. It asserts what the benchmark fails on except the timings: no failed call and a
 * consistent database afterwards; and that only the learner pace, not the stress mode, is judged on latency.
 */
describe('npm run bench:load (smoke)', () => {
  it('runs the mixed learner workload without an error and leaves the database consistent', async () => {
    const result = await runLoadBench({
      learners: 5,
      seconds: 3,
      thinkScale: 0.01,
      adminUrl: process.env.TEST_DATABASE_URL,
    });

    expect(result.errorSamples).toEqual([]);
    expect(result.errors).toBe(0);
    expect(result.consistency.checks.filter((c) => c.offending > 0)).toEqual([]);
    expect(result.divergenceSamples).toEqual([]);
    // The session really ran: every learner signed in, browsed, bought and learned.
    const count = (type: string) => result.calls.find((c) => c.type === type)?.count ?? 0;
    expect(result.pace).toBe('learner');
    expect(result.isLatencyJudged).toBe(true);
    expect(count('POST /authentication/login')).toBe(5);
    expect(result.kinds.login.count).toBe(5);
    // The pages' calls: the landing, a course page's ratings beside its detail, the summary after checkout.
    expect(count('GET /users/information')).toBe(5);
    expect(count('GET /courses/:id/ratings')).toBeGreaterThanOrEqual(count('GET /courses/:id/detail'));
    expect(count('GET /orders/:id/summary')).toBeGreaterThan(0);
    expect(count('GET /courses/paginated')).toBeGreaterThan(0);
    expect(count('POST /orders/free')).toBeGreaterThan(0);
    expect(count('POST /lectures/:id/complete')).toBeGreaterThan(0);
    expect(result.consistency.counts['defter: sipariş']).toBeGreaterThan(0);
    expect(result.consistency.counts.kayıt).toBe(result.consistency.counts['defter: sipariş']);
  });

  it('runs the stress mode as a capacity measurement, whose latencies are not judged', async () => {
    const result = await runLoadBench({
      learners: 3,
      seconds: 2,
      pace: 'stress',
      adminUrl: process.env.TEST_DATABASE_URL,
    });

    expect(result.errorSamples).toEqual([]);
    expect(result.consistency.checks.filter((c) => c.offending > 0)).toEqual([]);
    expect(result.pace).toBe('stress');
    expect(result.isLatencyJudged).toBe(false);
    expect(result.isTargetMet).toBe(true);
    expect(result.steadyRequestsPerSecond).toBeGreaterThan(0);
  });
});
