/**
 * Per call type: every latency, the outcome counts and a few samples of the errors, summarised into p50, p99 and
 * max. Reads are GETs; everything else writes, except the login, which is its own kind: a person signs in once,
 * and its cost is the argon2 verification by design, so it is reported beside the writes, not inside them.
 */

export type Outcome = 'ok' | 'expected' | 'error';
export type CallKind = 'read' | 'write' | 'login';

export type CallSummary = {
  type: string;
  kind: CallKind;
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Non-2xx answers (or failures) the scenario did not provoke on purpose. */
  errors: number;
  /** Rule answers the scenario provoked on purpose (the second click of a double submission). */
  expected: number;
  targetP99Ms: number;
  isTargetMet: boolean;
};

export type ErrorSample = { type: string; status: number; detail: string; path: string };

/** One second of the window by the calls that started in it: how many, how many missed their kind's target. */
export type CallSecond = { t: number; calls: number; slow: number; maxMs: number };

/** The targets on this 2-core machine. */
export const P99_TARGET_MS: Record<CallKind, number> = { read: 250, write: 500, login: 500 };

export const LOGIN_CALL = 'POST /authentication/login';
const KIND_ORDER: readonly CallKind[] = ['read', 'write', 'login'];

export const kindOf = (type: string): CallKind =>
  type === LOGIN_CALL ? 'login' : type.startsWith('GET ') ? 'read' : 'write';

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0);

const round = (n: number) => Math.round(n * 10) / 10;

export class CallStats {
  private readonly latencies = new Map<string, number[]>();
  private readonly errors = new Map<string, number>();
  private readonly expected = new Map<string, number>();
  readonly errorSamples: ErrorSample[] = [];
  private readonly seconds = new Map<number, CallSecond>();
  /** performance.now() of the window's start; calls are placed in seconds from it. */
  windowStart = performance.now();

  record(type: string, ms: number, outcome: Outcome, info: { status: number; detail: string; path: string }) {
    const t = Math.floor((performance.now() - ms - this.windowStart) / 1000);
    const second = this.seconds.get(t) ?? { t, calls: 0, slow: 0, maxMs: 0 };
    second.calls++;
    if (ms > P99_TARGET_MS[kindOf(type)]) second.slow++;
    second.maxMs = Math.max(second.maxMs, round(ms));
    this.seconds.set(t, second);
    let list = this.latencies.get(type);
    if (!list) {
      list = [];
      this.latencies.set(type, list);
    }
    list.push(ms);
    if (outcome === 'error') {
      this.errors.set(type, (this.errors.get(type) ?? 0) + 1);
      if (this.errorSamples.length < 20) this.errorSamples.push({ type, ...info });
    } else if (outcome === 'expected') this.expected.set(type, (this.expected.get(type) ?? 0) + 1);
  }

  get totalRequests() {
    let n = 0;
    for (const list of this.latencies.values()) n += list.length;
    return n;
  }

  /** Every second of the window in which calls started, in order. */
  callSeconds(): CallSecond[] {
    return [...this.seconds.values()].filter((s) => s.t >= 0).sort((a, b) => a.t - b.t);
  }

  get totalErrors() {
    let n = 0;
    for (const e of this.errors.values()) n += e;
    return n;
  }

  summaries(): CallSummary[] {
    return [...this.latencies.entries()]
      .map(([type, list]) => {
        const sorted = Float64Array.from(list).sort();
        const kind = kindOf(type);
        const p99Ms = round(percentile(sorted, 0.99));
        return {
          type,
          kind,
          count: sorted.length,
          p50Ms: round(percentile(sorted, 0.5)),
          p99Ms,
          maxMs: round(sorted[sorted.length - 1] ?? 0),
          errors: this.errors.get(type) ?? 0,
          expected: this.expected.get(type) ?? 0,
          targetP99Ms: P99_TARGET_MS[kind],
          isTargetMet: p99Ms <= P99_TARGET_MS[kind],
        };
      })
      .sort((a, b) =>
        a.kind === b.kind ? b.count - a.count : KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind),
      );
  }

  /** Every latency of one kind together, for the read, write and login rows of the table. */
  kindSummary(kind: CallKind): Omit<CallSummary, 'type'> {
    const all: number[] = [];
    let errors = 0;
    let expected = 0;
    for (const [type, list] of this.latencies)
      if (kindOf(type) === kind) {
        for (const ms of list) all.push(ms);
        errors += this.errors.get(type) ?? 0;
        expected += this.expected.get(type) ?? 0;
      }
    const sorted = Float64Array.from(all).sort();
    const p99Ms = round(percentile(sorted, 0.99));
    return {
      kind,
      count: sorted.length,
      p50Ms: round(percentile(sorted, 0.5)),
      p99Ms,
      maxMs: round(sorted[sorted.length - 1] ?? 0),
      errors,
      expected,
      targetP99Ms: P99_TARGET_MS[kind],
      isTargetMet: p99Ms <= P99_TARGET_MS[kind],
    };
  }
}
