import {
  CaptionUploadFieldsSchema,
  courseFormSchema,
  LectureContentType,
  LectureCreateSchema,
  LectureUpdateSchema,
  SubmissionFieldsSchema,
} from '@kampus/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { FilePart, FormValue } from '../support/authoring.ts';
import { startIyzicoServer } from '../support/iyzico-server.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import {
  API,
  CALLERS,
  type Caller,
  type Fixtures,
  MATRIX_IYZICO,
  REQUEST_TIMEOUT_MS,
  seedAccessFixtures,
} from './access-fixtures.ts';
import { ACCESS_MATRIX } from './access-matrix.ts';
import { differences, snapshot } from './db-snapshot.ts';
import { encodeQuery, type FuzzCase, type FuzzTarget, fixedCases, generatedCases } from './fuzz-cases.ts';

/**
 * Input fuzzing: every route that reads a body or a query gets at least FUZZ_CASES_PER_ROUTE (default 200) invalid
 * requests, generated from the very zod schema the route validates with (captured from Fastify's validator compiler
 * as the routes are registered) or that its handler parses, plus fixed malformed bodies (fuzz-cases.ts). Each answer
 * must be a 4xx error envelope within REQUEST_TIMEOUT_MS, and after each route's batch every table and the file
 * store must be exactly as before.
 */

const captured = vi.hoisted(() => new Map<string, Partial<Record<'body' | 'querystring', unknown>>>());

vi.mock('fastify-type-provider-zod', async (importOriginal) => {
  const original = await importOriginal<typeof import('fastify-type-provider-zod')>();
  return {
    ...original,
    // The schema each route validates with, recorded as Fastify compiles it; validation itself is unchanged.
    validatorCompiler: (context: { schema: unknown; method: string; url: string; httpPart?: string }) => {
      const route = `${context.method} ${context.url.replace(/:([A-Za-z]+)/g, '{$1}')}`;
      if (context.httpPart === 'body' || context.httpPart === 'querystring')
        captured.set(route, { ...captured.get(route), [context.httpPart]: context.schema });
      return original.validatorCompiler(context as Parameters<typeof original.validatorCompiler>[0]);
    },
  };
});

const CASES_PER_ROUTE = Number(process.env.FUZZ_CASES_PER_ROUTE ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);

/** What the upload handlers put in place of a stored file when they hand the fields to their schema. */
const STORED_FILE = {
  key: 'covers/stored.png',
  filename: 'kapak.png',
  size: 1,
  kind: 'coverImage',
  durationSeconds: null,
};

/** Routes that read their body in the handler (multipart with files, or the same fields as JSON), and how. */
const HANDLER_SCHEMAS: Record<
  string,
  {
    schema: z.ZodType;
    prepare: (fields: Record<string, unknown>, hasFiles: boolean) => unknown;
    fileField: string;
    fileOnlyKeys?: string[];
    readsEveryField?: Record<string, unknown>;
    takesFile?: Record<string, unknown>;
  }
> = {
  'POST /api/v1/web/courses': {
    schema: courseFormSchema(),
    prepare: (fields, hasFiles) => ({
      ...fields,
      coverImage: hasFiles ? STORED_FILE : undefined,
      certifications: [],
    }),
    fileField: 'coverImage',
    fileOnlyKeys: ['coverImage', 'certifications'],
  },
  'PUT /api/v1/web/courses/{id}': {
    // The matrix's course has no certificate files, and an update may keep its cover.
    schema: courseFormSchema({ keptCertificates: 0, requireCover: false }),
    prepare: (fields, hasFiles) => ({
      ...fields,
      coverImage: hasFiles ? STORED_FILE : undefined,
      certifications: [],
    }),
    fileField: 'coverImage',
    fileOnlyKeys: ['coverImage', 'certifications'],
  },
  'POST /api/v1/web/lectures': {
    schema: LectureCreateSchema,
    prepare: (fields) => fields,
    fileField: 'content',
    takesFile: { lectureContentType: LectureContentType.Video },
  },
  'POST /api/v1/web/lectures/{id}/submissions': {
    // The route wants at least one of text, link and file.
    schema: SubmissionFieldsSchema.extend({ file: z.unknown() }).refine((v) => v.text || v.link || v.file),
    prepare: (fields, hasFiles) => ({ ...fields, file: hasFiles ? STORED_FILE : undefined }),
    fileField: 'file',
  },
  'POST /api/v1/web/lectures/{id}/captions': {
    schema: CaptionUploadFieldsSchema.extend({ file: z.unknown() }).refine((v) => v.file),
    prepare: (fields, hasFiles) => ({ ...fields, file: hasFiles ? STORED_FILE : undefined }),
    fileField: 'file',
  },
  'POST /api/v1/web/lectures/{id}/resources': {
    schema: z.object({ file: z.unknown() }).refine((v) => v.file),
    prepare: (fields, hasFiles) => ({ ...fields, file: hasFiles ? STORED_FILE : undefined }),
    fileField: 'file',
  },
  'PUT /api/v1/web/lectures': {
    schema: LectureUpdateSchema,
    prepare: (fields) => fields,
    fileField: 'content',
    // The content of an update is read only when it says so.
    readsEveryField: { isContentUpdated: true },
    takesFile: { lectureContentType: LectureContentType.Video },
  },
};

/** POST and PUT routes that take no body at all. */
const NO_BODY = new Set([
  'POST /api/v1/web/authentication/logout',
  'POST /api/v1/web/lectures/{id}/complete',
  'POST /api/v1/web/admin/jobs/{id}/retry',
  'POST /api/v1/web/notifications/{id}/read',
  'POST /api/v1/web/notifications/read-all',
  'POST /api/v1/web/privacy/deletion-request',
  'POST /api/v1/web/admin/privacy-requests/{id}/complete',
  'POST /api/v1/web/questions/{id}/upvote',
  'POST /api/v1/web/answers/{id}/accept',
]);

/**
 * Routes that read a form-encoded body by design: RFC 8058's one-click unsubscribe (notifications module README).
 * For them the valid body form-encoded is a valid request, not a case to refuse.
 */
const READS_FORM_URLENCODED = new Set([
  'POST /api/v1/web/notifications/unsubscribe',
  // iyzico's page makes the browser post the token form-encoded.
  'POST /api/v1/web/payments/iyzico/callback',
]);

const PREFERRED_CALLERS: Caller[] = [
  'admin',
  'ownerLecturer',
  'ownerStudent',
  'student',
  'otherLecturer',
  'anonymous',
];

// The routes to fuzz are known once the app is built, so it is built while the tests are collected.
// Card payments configured (the access matrix's keys), so the signed iyzico notification is a valid request.
const iyzico = await startIyzicoServer(MATRIX_IYZICO);
const t: TestApp = await createTestApp({
  IYZICO_API_KEY: MATRIX_IYZICO.apiKey,
  IYZICO_SECRET_KEY: MATRIX_IYZICO.secretKey,
  IYZICO_BASE_URL: iyzico.url,
});
const documented: string[] = Object.entries(
  (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths as Record<string, object>,
).flatMap(([path, operations]) => Object.keys(operations).map((m) => `${m.toUpperCase()} ${path}`));
const routesWithInput = documented.filter(
  (route) => captured.get(route)?.body || captured.get(route)?.querystring || HANDLER_SCHEMAS[route],
);
let fx: Fixtures;
const counts: Array<[string, number]> = [];

beforeAll(async () => {
  fx = await seedAccessFixtures(t);
}, 180_000);

afterAll(async () => {
  const sum = (rows: Array<[string, number]>) => rows.reduce((total, [, n]) => total + n, 0);
  const paths = counts.filter(([route]) => route.endsWith('(path)'));
  const inputs = counts.filter(([route]) => !route.endsWith('(path)'));
  console.log(
    `input fuzzing (${t.driver}, seed ${SEED}, ${CASES_PER_ROUTE} per route): ${sum(counts)} invalid requests — ` +
      `${sum(inputs)} bodies and queries over ${inputs.length} routes, ${sum(paths)} path parameters over ` +
      `${paths.length} routes\n${counts.map(([route, n]) => `  ${String(n).padStart(5)}  ${route}`).join('\n')}`,
  );
  await t.close();
  await iyzico.close();
});

const isFilePart = (v: unknown): v is FilePart => typeof v === 'object' && v !== null && 'file' in v;

/** The route's valid request from the access matrix, as the caller it answers 200 to. */
const validRequest = async (route: string) => {
  const row = ACCESS_MATRIX.find((r) => r.route === route);
  if (!row) throw new Error(`no access matrix row for ${route}`);
  // A route whose resource the fixtures cannot hold (a failed background job) answers its permitted caller 404: that
  // caller still passes the guard, which is all the path-parameter cases need.
  const caller =
    PREFERRED_CALLERS.find((c) => row.expect[CALLERS.indexOf(c)] === 200) ??
    PREFERRED_CALLERS.find((c) => row.expect[CALLERS.indexOf(c)] === 404) ??
    // iyzico's callback answers every valid request with a redirect (303), never 200.
    PREFERRED_CALLERS.find((c) => row.expect[CALLERS.indexOf(c)] === 303);
  if (!caller) throw new Error(`no caller gets 200 or 404 from ${route}`);
  const spec = await row.request(fx, caller);
  const who = caller === 'anonymous' ? undefined : (spec.as ?? fx.people[caller]);
  const [rawPath, rawQuery = ''] = spec.url.split('?');
  const path = rawPath?.startsWith('/api') ? rawPath : `${API}${rawPath}`;
  const query: Record<string, unknown> = {};
  for (const [k, v] of new URLSearchParams(rawQuery)) {
    const existing = query[k];
    query[k] = existing === undefined ? v : Array.isArray(existing) ? [...existing, v] : [existing, v];
  }
  const body: Record<string, unknown> = {};
  const files: Array<[string, FilePart]> = [];
  if (spec.form)
    for (const [name, value] of spec.form as Array<[string, FormValue]>) {
      if (isFilePart(value)) files.push([name, value]);
      else body[name] = value;
    }
  else if (spec.json && typeof spec.json === 'object') Object.assign(body, spec.json);
  return { method: spec.method, path, query, body, files, token: who?.token };
};

const answer = async (
  target: Pick<FuzzTarget, 'method' | 'path' | 'token'>,
  c: FuzzCase,
): Promise<LightMyRequestResponse> => {
  const headers: Record<string, string> = target.token ? { authorization: `Bearer ${target.token}` } : {};
  if (c.contentType) headers['content-type'] = c.contentType;
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer')), REQUEST_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      t.app.inject({
        method: target.method,
        url: c.query !== undefined ? `${target.path}?${c.query}` : target.path,
        headers,
        ...(c.payload !== undefined ? { payload: c.payload } : {}),
      }),
      hang,
    ]);
  } finally {
    clearTimeout(timer);
  }
};

/** Why an answer is not an acceptable refusal, or null when it is one. */
const problemWith = (res: LightMyRequestResponse): string | null => {
  if (res.statusCode < 400 || res.statusCode >= 500) return `status ${res.statusCode}`;
  try {
    const body = res.json();
    if (
      body?.success === false &&
      typeof body?.error?.errorMessage === 'string' &&
      body.error.errorMessage !== ''
    )
      return null;
  } catch {
    // not JSON
  }
  return `status ${res.statusCode} outside the error envelope`;
};

describe('input fuzzing', () => {
  it('knows how every route that changes something reads its body', () => {
    const unknown = documented.filter(
      (route) =>
        /^(POST|PUT|PATCH) /.test(route) &&
        !captured.get(route)?.body &&
        !HANDLER_SCHEMAS[route] &&
        !NO_BODY.has(route),
    );
    expect(unknown, 'routes whose body is read without a known schema').toEqual([]);
  });

  it('finds the routes to fuzz', () => {
    expect(routesWithInput.length).toBeGreaterThan(45);
  });

  for (const [i, route] of routesWithInput.entries())
    it(`${route}: every invalid request is a 4xx envelope and changes nothing`, async () => {
      const valid = await validRequest(route);
      const schemas = captured.get(route);
      const handler = HANDLER_SCHEMAS[route];
      const targets: FuzzTarget[] = [];
      const common = {
        route,
        method: valid.method,
        path: valid.path,
        token: valid.token,
        files: valid.files,
      };
      if (schemas?.body)
        targets.push({
          ...common,
          kind: 'json',
          schema: schemas.body as z.ZodType,
          baseline: valid.body,
          prepare: (f) => f,
        });
      if (handler)
        targets.push({
          ...common,
          kind: 'form',
          schema: handler.schema,
          baseline: valid.body,
          prepare: handler.prepare,
          fileField: handler.fileField,
          ...(handler.fileOnlyKeys ? { fileOnlyKeys: handler.fileOnlyKeys } : {}),
          ...(handler.readsEveryField ? { readsEveryField: handler.readsEveryField } : {}),
          ...(handler.takesFile ? { takesFile: handler.takesFile } : {}),
        });
      if (schemas?.querystring)
        targets.push({
          ...common,
          kind: 'query',
          schema: schemas.querystring as z.ZodType,
          baseline: valid.query,
          prepare: (f) => f,
        });

      const before = await snapshot(t);
      const failures: string[] = [];
      let sent = 0;
      for (const target of targets) {
        const fixed = fixedCases(target).filter(
          (c) => !(READS_FORM_URLENCODED.has(route) && c.contentType === 'application/x-www-form-urlencoded'),
        );
        const wanted = Math.max(CASES_PER_ROUTE - fixed.length, Math.ceil(CASES_PER_ROUTE / 2));
        const generated = generatedCases(target, wanted, SEED + i * 1_000);
        expect(generated.length, `${route}: the generator ran out of invalid ${target.kind} input`).toBe(
          wanted,
        );
        for (const c of [...fixed, ...generated]) {
          sent += 1;
          try {
            const res = await answer(target, c);
            const problem = problemWith(res);
            if (problem) failures.push(`${c.label}: ${problem} ${res.body.slice(0, 200)}`);
          } catch (error) {
            failures.push(`${c.label}: ${(error as Error).message} within ${REQUEST_TIMEOUT_MS} ms`);
          }
        }
      }
      counts.push([route, sent]);
      expect(sent).toBeGreaterThanOrEqual(CASES_PER_ROUTE);
      expect(failures, `${route}: answers that are not a 4xx envelope`).toEqual([]);
      expect(differences(before, await snapshot(t)), `${route}: refused requests changed data`).toEqual([]);
    });
});

/** Path parameters that are not an id of anything: malformed, oversized, encoded tricks, and well-formed unknowns. */
const PARAM_VALUES = [
  'abc',
  '1',
  '-1',
  'null',
  '%00',
  '%FF',
  '%C0%AF',
  '%C4%B0%C4%B1',
  '..%2F..%2Fetc%2Fpasswd',
  "'%20OR%20'1'%3D'1",
  '%20',
  '%7B%7D',
  'a%2Fb',
  'x'.repeat(101),
  'x'.repeat(5_000),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '6f1f7b4e-3b1d-4c3e-9a7e-2f4b8c1d9e0a',
  '6f1f7b4e-3b1d-4c3e-9a7e-2f4b8c1d9e0a%20',
  '6f1f7b4e-3b1d-4c3e-9a7e-2f4b8c1d9e0aX',
  '6F1F7B4E3B1D4C3E9A7E2F4B8C1D9E0A',
  '{6f1f7b4e-3b1d-4c3e-9a7e-2f4b8c1d9e0a}',
];

describe('path parameters', () => {
  for (const route of documented.filter((r) => r.includes('{')))
    it(`${route}: malformed and unknown ids are a 4xx envelope and change nothing`, async () => {
      const valid = await validRequest(route);
      const template = route.slice(route.indexOf(' ') + 1);
      const query = encodeQuery(valid.query);
      const body = Object.keys(valid.body).length > 0 ? JSON.stringify(valid.body) : undefined;
      const before = await snapshot(t);
      const failures: string[] = [];
      for (const value of PARAM_VALUES) {
        const target = {
          method: valid.method,
          path: template.replace(/\{[^}]+\}/g, value),
          token: valid.token,
        };
        const c: FuzzCase = {
          label: `${value.slice(0, 40)}${value.length > 40 ? '…' : ''}`,
          ...(query ? { query } : {}),
          ...(body ? { payload: body, contentType: 'application/json' } : {}),
        };
        try {
          const problem = problemWith(await answer(target, c));
          if (problem) failures.push(`${c.label}: ${problem}`);
        } catch (error) {
          failures.push(`${c.label}: ${(error as Error).message} within ${REQUEST_TIMEOUT_MS} ms`);
        }
      }
      counts.push([`${route} (path)`, PARAM_VALUES.length]);
      expect(failures, `${route}: answers that are not a 4xx envelope`).toEqual([]);
      expect(differences(before, await snapshot(t)), `${route}: refused requests changed data`).toEqual([]);
    });
});
