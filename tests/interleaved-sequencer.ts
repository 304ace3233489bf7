import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The browser journeys' project (tests/vitest.config.ts). */
const JOURNEYS = 'e2e';

/**
 * A file's rough share of the run by project (seconds of a worker, measured on the 2-core runner: a server file starts
 * a whole server on a database of its own, a web or contract file renders or parses in memory). Only the proportions
 * matter, and only to spread the journeys: nothing is timed by them.
 */
const WEIGHT: Record<string, number> = { 'server-pglite': 11, 'server-postgres': 9, web: 4, contract: 3 };
const weightOf = (spec: TestSpecification) => WEIGHT[spec.project.name] ?? 5;

/**
 * Vitest's order (failed first, then longest or largest first) with the browser journeys spread evenly through the
 * other projects' files instead of run as one block. A journey keeps about one core busy with its server and
 * Chromium; beside a server or web file it fills the other core, while two journeys side by side would share both
 * cores between two servers and two browsers, which is where their timing suffers.
 */
export class InterleavedSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const journeys = sorted.filter((spec) => spec.project.name === JOURNEYS);
    const rest = sorted.filter((spec) => spec.project.name !== JOURNEYS);
    if (journeys.length === 0 || rest.length === 0) return sorted;
    // Journey k goes in once the other files before it weigh k ÷ journeys of the whole: the first one opens the run.
    const share = rest.reduce((sum, spec) => sum + weightOf(spec), 0) / journeys.length;
    const order: TestSpecification[] = [];
    let placed = 0;
    let before = 0;
    for (const spec of rest) {
      while (placed < journeys.length && before >= placed * share)
        order.push(journeys[placed++] as TestSpecification);
      order.push(spec);
      before += weightOf(spec);
    }
    return [...order, ...journeys.slice(placed)];
  }
}
