import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer({ SEED_DEMO: 'false' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the built product on one port', () => {
  it('renders a deep link through client-side routing', async () => {
    const { context, page } = await newPage(browser, server.url);
    const res = await page.goto('/some/deep/link');
    expect(res?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('tr');
    await context.close();
  });

  it('runs the test suite on Node 24', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });
});
