/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { newBenchContext, signInContext, waitForContent } from './initial-js.ts';

/**
 * Largest Contentful Paint of /courses, signed in as the demo student: a fresh page load each run, read with
 * PerformanceObserver('largest-contentful-paint') once the catalogue's cards are on screen and the network is idle.
 * Cold: a new browser context per run (empty HTTP cache). Warm: one context whose cache holds the app's files from a
 * first, unmeasured load.
 */

export type LcpSample = { ms: number; element: string };
export type LcpSeries = { cache: 'cold' | 'warm'; samples: LcpSample[] };

/** The last LCP candidate of the page and a short description of its element. */
const readLcp = (page: Page): Promise<LcpSample> =>
  page.evaluate(
    () =>
      new Promise<LcpSample>((resolve, reject) => {
        type LcpEntry = PerformanceEntry & { element: Element | null; url: string; size: number };
        let last: LcpEntry | undefined;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) last = entry as LcpEntry;
        });
        observer.observe({ type: 'largest-contentful-paint', buffered: true });
        // Buffered entries arrive in the first callback; a short wait collects them.
        setTimeout(() => {
          observer.disconnect();
          if (!last) return reject(new Error('LCP kaydı yok'));
          const element = last.element;
          const testId = element?.closest('[data-testid]')?.getAttribute('data-testid');
          const text = (element?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
          const what = element
            ? `<${element.tagName.toLowerCase()}>${testId ? ` in [data-testid=${testId}]` : ''}${
                last.url ? ` ${new URL(last.url).pathname}` : text ? ` "${text}"` : ''
              }`
            : '(element no longer in the page)';
          resolve({ ms: last.startTime, element: `${what}, ${Math.round(last.size)} px²` });
        }, 200);
      }),
  );

const loadOnce = async (page: Page) => {
  await page.goto('/courses', { waitUntil: 'load' });
  await waitForContent(page, '/courses');
  await page.waitForLoadState('networkidle');
  return readLcp(page);
};

export const measureLcp = async (browser: Browser, baseUrl: string, runs: number): Promise<LcpSeries[]> => {
  const cold: LcpSample[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await newBenchContext(browser, baseUrl);
    try {
      await signInContext(context, baseUrl);
      cold.push(await loadOnce(await context.newPage()));
    } finally {
      await context.close();
    }
  }

  const warm: LcpSample[] = [];
  const context = await newBenchContext(browser, baseUrl);
  try {
    await signInContext(context, baseUrl);
    await loadOnce(await context.newPage());
    for (let run = 0; run < runs; run++) {
      const page = await context.newPage();
      warm.push(await loadOnce(page));
      await page.close();
    }
  } finally {
    await context.close();
  }
  return [
    { cache: 'cold', samples: cold },
    { cache: 'warm', samples: warm },
  ];
};
