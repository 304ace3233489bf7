import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INITIAL_JS_BUDGET_BYTES,
  kb,
  MEASURED_PAGES,
  measureInitialJs,
  requireWebBuild,
} from '../../bench/web/initial-js.ts';
import { launchBrowser } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * The size budget of the web app's first load (issue #8): the JavaScript /login (signed out) and /courses (the demo
 * student) load until they show their content is at most 200 KB gzip. Sizes only; the timing (LCP) lives in
 * `npm run bench:web`, which shares this measurement.
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  requireWebBuild();
  server = await startServer({ RATE_LIMIT_PER_MINUTE: '100000' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('initial JavaScript budget', () => {
  for (const target of MEASURED_PAGES)
    it(`${target.path} loads at most ${kb(INITIAL_JS_BUDGET_BYTES)} of JavaScript (gzip)`, async () => {
      const result = await measureInitialJs(browser, server.url, target);
      const listing = result.files.map((f) => `${f.path} ${kb(f.gzipBytes)}`).join('\n');
      expect(result.files.length, 'no JavaScript was recorded').toBeGreaterThan(0);
      expect(
        result.gzipBytes,
        `${target.path}: ${kb(result.gzipBytes)} gzip in\n${listing}`,
      ).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
    });
});
