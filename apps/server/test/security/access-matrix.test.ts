import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IyzicoServer, startIyzicoServer } from '../support/iyzico-server.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import {
  CALLERS,
  type Caller,
  type Fixtures,
  MATRIX_IYZICO,
  seedAccessFixtures,
  send,
} from './access-fixtures.ts';
import { ACCESS_MATRIX, parentStatus } from './access-matrix.ts';

/**
 * Walks every row of the access matrix (access-matrix.ts) for each of the seven callers against one seeded database
 * and compares the statuses; every refusal must also be the error envelope. The parent's status is the row's own or
 * its preset's (`parentStatus`); a row that gives neither fails, so no route goes unchecked for the parent. The first test ties the table to the
 * OpenAPI document, so a new route cannot go live without saying who may call it.
 */

let t: TestApp;
let fx: Fixtures;
let iyzico: IyzicoServer;

// Card payments are configured, against the local iyzico, so the card checkout answers as it does in production.
const IYZICO = MATRIX_IYZICO;

beforeAll(async () => {
  iyzico = await startIyzicoServer(IYZICO);
  t = await createTestApp({
    IYZICO_API_KEY: IYZICO.apiKey,
    IYZICO_SECRET_KEY: IYZICO.secretKey,
    IYZICO_BASE_URL: iyzico.url,
  });
  fx = await seedAccessFixtures(t);
}, 180_000);
afterAll(async () => {
  await t?.close();
  await iyzico?.close();
});

const METHODS = ['get', 'post', 'put', 'delete', 'patch', 'head', 'options'];

describe('access matrix', () => {
  it('has a row for every route of the OpenAPI document and no row for a route the document lacks', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    const documented = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((m) => METHODS.includes(m))
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
    const inTable = new Set(ACCESS_MATRIX.map((row) => row.route));
    expect(documented.length).toBeGreaterThan(90);
    expect(
      documented.filter((route) => !inTable.has(route)),
      'routes without a row',
    ).toEqual([]);
    expect(
      [...inTable].filter((route) => !documented.includes(route)),
      'rows whose route is not in the document',
    ).toEqual([]);
  });

  for (const row of ACCESS_MATRIX) {
    const name = row.variant ? `${row.route} (${row.variant})` : row.route;
    const parent = parentStatus(row);
    it(`${name}: ${[...row.expect, parent].join(' · ')}`, async () => {
      expect(parent, 'the row gives no status for the parent: add `parent:`').toBeTypeOf('number');
      const statuses = [...row.expect, parent];
      const expected: Partial<Record<Caller, number>> = {};
      const actual: Partial<Record<Caller, number>> = {};
      const notEnvelopes: string[] = [];
      const bodies: string[] = [];
      for (const [i, caller] of CALLERS.entries()) {
        const spec = await row.request(fx, caller);
        const who = caller === 'anonymous' ? undefined : (spec.as ?? fx.people[caller]);
        const res = await send(t, spec, who?.token);
        expected[caller] = statuses[i];
        actual[caller] = res.statusCode;
        if (res.statusCode !== statuses[i])
          bodies.push(`${caller}: ${res.statusCode} ${res.body.slice(0, 300)}`);
        if (res.statusCode >= 400) {
          const body = (() => {
            try {
              return res.json();
            } catch {
              return null;
            }
          })();
          if (body?.success !== false || typeof body?.error?.errorMessage !== 'string')
            notEnvelopes.push(`${caller}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
      expect(actual, bodies.join('\n')).toEqual(expected);
      expect(notEnvelopes, 'refusals outside the error envelope').toEqual([]);
    });
  }
});
