import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ErrorCode, errorCatalogue, errorCodes, Role } from '@kampus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCourse, makeUser, type TestUser } from '../../test/support/catalogue.ts';
import { call } from '../../test/support/learning.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';

let t: TestApp;
let student: TestUser;
let lecturer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [student, lecturer, admin] = await Promise.all([
    makeUser(t),
    makeUser(t, { roles: [Role.Lecturer] }),
    makeUser(t, { roles: [Role.Admin] }),
  ]);
}, 180_000);

afterAll(async () => {
  await t.close();
});

const SRC = path.resolve(import.meta.dirname, '..');

/** Every source file of the server but its tests. */
const sourceFiles = async (): Promise<string[]> => {
  const entries = await readdir(SRC, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name));
};

/** Codes the server's source names as string literals (`appError('X')`, `fail('X')`, a table of codes). */
const codesInSource = async (): Promise<Set<string>> => {
  const found = new Set<string>();
  for (const file of await sourceFiles()) {
    const text = await readFile(file, 'utf8');
    for (const [, literal] of text.matchAll(/'([A-Z][A-Z0-9_]+)'/g))
      if (literal && Object.hasOwn(errorCatalogue, literal)) found.add(literal);
  }
  return found;
};

type SchemaNode = { enum?: unknown; $ref?: string };

/**
 * Every `enum` value of the `code` property of the error part (beside `errorMessage`) of every response schema of
 * the document, following a `$ref` to its component.
 */
const documentedCodes = (document: {
  components?: { schemas?: Record<string, SchemaNode> };
}): Set<string> => {
  const found = new Set<string>();
  const resolve = (node: SchemaNode | undefined): SchemaNode | undefined =>
    node?.$ref ? document.components?.schemas?.[node.$ref.replace('#/components/schemas/', '')] : node;
  let errorSchemas = 0;
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const { properties } = node as { properties?: Record<string, SchemaNode> };
    if (properties?.errorMessage) {
      errorSchemas += 1;
      const code = resolve(properties.code);
      if (Array.isArray(code?.enum)) for (const c of code.enum) found.add(String(c));
    }
    for (const value of Object.values(node)) visit(value);
  };
  visit(document);
  expect(errorSchemas).toBeGreaterThan(0);
  return found;
};

describe('error codes', () => {
  it('lists every code the server throws, and every code of the table, in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const documented = documentedCodes(res.json());
    const thrown = await codesInSource();
    // The scan itself must see the codes: a few that surely are thrown somewhere.
    for (const code of ['UNAUTHENTICATED', 'FORBIDDEN', 'COURSE_NOT_FOUND', 'VALIDATION_FAILED'])
      expect(thrown).toContain(code);
    expect([...thrown].filter((c) => !documented.has(c))).toEqual([]);
    expect(errorCodes.filter((c) => !documented.has(c))).toEqual([]);
  });

  it('gives every code a status and a Turkish message', () => {
    for (const code of errorCodes) {
      const { status, message } = errorCatalogue[code];
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(message.length, code).toBeGreaterThan(5);
    }
  });
});

describe('guards run before the body is read', () => {
  const urlOf = (url: string) => url.replace(/:[A-Za-z]+/g, () => randomUUID()).replace(/\*$/, '');
  const guarded = () => {
    const routes = t.app.guardedRoutes.filter((r) => !r.method.includes('HEAD'));
    // The server has many guarded routes; an empty list would mean the hook saw none.
    expect(routes.length).toBeGreaterThan(30);
    return routes;
  };
  const send = (method: string, url: string, token?: string) =>
    t.app.inject({
      method: method.split(',')[0] as 'POST',
      url: urlOf(url),
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(method.startsWith('GET') || method.startsWith('DELETE') ? {} : { payload: '{}' }),
    });

  it('answers 401 UNAUTHENTICATED without a token on every guarded route, whatever the body', async () => {
    const wrong: string[] = [];
    for (const route of guarded()) {
      const res = await send(route.method, route.url);
      if (res.statusCode !== 401 || res.json().error?.code !== 'UNAUTHENTICATED')
        wrong.push(`${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 FORBIDDEN with the wrong role on every role-guarded route, whatever the body', async () => {
    const callers: Array<{ user: TestUser; roles: Role[] }> = [
      { user: student, roles: [Role.Student] },
      { user: lecturer, roles: [Role.Lecturer] },
    ];
    const wrong: string[] = [];
    let checked = 0;
    for (const route of guarded().filter((r) => r.roles.length > 0)) {
      const caller = callers.find((c) => !c.roles.some((r) => route.roles.includes(r)));
      if (!caller) continue;
      checked += 1;
      const res = await send(route.method, route.url, caller.user.token);
      if (res.statusCode !== 403 || res.json().error?.code !== 'FORBIDDEN')
        wrong.push(`${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(checked).toBeGreaterThan(15);
    expect(wrong).toEqual([]);
  });

  it('still validates the body of a caller the guard lets through', async () => {
    const res = await call(t, 'POST', '/admin/discount-codes', { token: admin.token, body: {} });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.error.fields).length).toBeGreaterThan(1);
  });
});

describe('a representative refusal of each module carries its code', () => {
  const unknown = '5f1c1c8e-8d7a-4b5e-9c1d-0a0a0a0a0a0a';
  const expectCode = (res: { status: number; body: { error: { code: string } } }, code: ErrorCode) => {
    expect(res.body.error.code).toBe(code);
    expect(res.status).toBe(errorCatalogue[code].status);
  };

  it('auth: a wrong password is INVALID_CREDENTIALS', async () => {
    const res = await call(t, 'POST', '/authentication/login', {
      body: { username: `${randomUUID()}@test.kampus.dev`, password: 'yanlis-sifre-123' },
    });
    expectCode(res, 'INVALID_CREDENTIALS');
  });

  it('catalogue: an unknown course is COURSE_NOT_FOUND', async () => {
    expectCode(await call(t, 'GET', `/courses/${unknown}/detail`), 'COURSE_NOT_FOUND');
  });

  it('ratings: rating a course one is not enrolled in is RATING_NOT_ENROLLED', async () => {
    const course = await makeCourse(t, { lecturerId: lecturer.id });
    const res = await call(t, 'POST', `/courses/${course.id}/ratings`, {
      token: student.token,
      body: { rating: 5, comment: 'Güzel' },
    });
    expectCode(res, 'RATING_NOT_ENROLLED');
  });

  it('bookmarks: removing an unknown bookmark is BOOKMARK_NOT_FOUND', async () => {
    expectCode(
      await call(t, 'DELETE', `/bookmarks/${unknown}`, { token: student.token }),
      'BOOKMARK_NOT_FOUND',
    );
  });

  it('basket: an unknown discount code is CODE_UNKNOWN', async () => {
    const course = await makeCourse(t, { lecturerId: lecturer.id });
    const user = await makeUser(t);
    const added = await call(t, 'POST', '/baskets/add-item', {
      token: user.token,
      body: { courseId: course.id },
    });
    expect(added.status).toBe(200);
    const res = await call(t, 'POST', '/baskets/apply-discount-code', {
      token: user.token,
      body: { basketId: added.body.data.id, discountCode: 'YOKBOYLEKOD' },
    });
    expect(res.body.error.code, JSON.stringify(res.body)).toBe('CODE_UNKNOWN');
  });

  it('orders: an unknown order is ORDER_NOT_FOUND', async () => {
    expectCode(
      await call(t, 'GET', `/orders/${unknown}/summary`, { token: student.token }),
      'ORDER_NOT_FOUND',
    );
  });

  it('discounts: an unknown code is DISCOUNT_CODE_NOT_FOUND', async () => {
    expectCode(
      await call(t, 'GET', `/lecturer/discount-codes/${unknown}`, { token: lecturer.token }),
      'DISCOUNT_CODE_NOT_FOUND',
    );
  });

  it('taxonomies: an unknown category is CATEGORY_NOT_FOUND', async () => {
    expectCode(await call(t, 'GET', `/categories/${unknown}`, { token: admin.token }), 'CATEGORY_NOT_FOUND');
  });

  it('admin: deleting oneself is CANNOT_DELETE_SELF', async () => {
    expectCode(await call(t, 'DELETE', `/users/${admin.id}`, { token: admin.token }), 'CANNOT_DELETE_SELF');
  });

  it('users: an unknown user is USER_NOT_FOUND', async () => {
    expectCode(await call(t, 'GET', `/users/${unknown}`, { token: admin.token }), 'USER_NOT_FOUND');
  });

  it('learning: the contents of a course one cannot see are COURSE_NOT_FOUND', async () => {
    expectCode(
      await call(t, 'GET', `/courses/${unknown}/with-contents`, { token: student.token }),
      'COURSE_NOT_FOUND',
    );
  });

  it('media: a lecture link without a valid signature is LINK_INVALID', async () => {
    expectCode(await call(t, 'GET', `/media/lectures/${unknown}?exp=1&sig=abc`), 'LINK_INVALID');
  });

  it('certificates: an unknown verification code is CERTIFICATE_VERIFICATION_NOT_FOUND', async () => {
    expectCode(await call(t, 'GET', '/certificates/verify/ABCDEFGHJK'), 'CERTIFICATE_VERIFICATION_NOT_FOUND');
  });

  it('framework: an unknown path is NOT_FOUND, a schema failure VALIDATION_FAILED', async () => {
    expectCode(await call(t, 'GET', '/no-such-thing'), 'NOT_FOUND');
    expectCode(await call(t, 'GET', '/courses/paginated?pageSize=abc'), 'VALIDATION_FAILED');
  });
});
