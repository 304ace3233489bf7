import { randomUUID } from 'node:crypto';
import { authMessages, adminMessages as m, OrderStatus, PaymentType, Role } from '@kampus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, post, registerUser } from '../../../test/support/auth.ts';
import { api, makePerson, type Person } from '../../../test/support/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { auditLog, baskets, orders, sessions, users } from '../../db/schema/index.ts';

let t: TestApp;
let http: ReturnType<typeof api>;
let admin: Person;
let lecturer: Person;
let student: Person;

beforeAll(async () => {
  t = await createTestApp();
  http = api(t);
  admin = await makePerson(t, [Role.Admin], { name: 'Yönetici', surname: 'Kişi' });
  lecturer = await makePerson(t, [Role.Lecturer]);
  student = await makePerson(t, [Role.Student]);
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
/** A word no other test uses, so that a search for it sees only one test's accounts. */
const uniqueWord = () => {
  counter += 1;
  return `grup${counter}x${Date.now().toString(36)}`;
};

/** An account written directly, with the given e-mail, names, roles and creation time. */
const makeAccount = async (options: {
  email?: string;
  name?: string;
  surname?: string;
  roles?: number[];
  createdAt?: Date;
}) => {
  const [row] = await t.app.deps.db
    .insert(users)
    .values({
      email: options.email ?? `${randomUUID()}@example.com`,
      name: options.name ?? 'Deniz',
      surname: options.surname ?? 'Yıldız',
      identificationNumberEnc: 'test-ciphertext',
      parentName: 'Veli',
      parentSurname: 'Yıldız',
      parentIdentificationNumberEnc: 'test-ciphertext',
      fullAddress: 'Moda Caddesi 1, Kadıköy, İstanbul',
      passwordHash: 'not-a-real-hash',
      roles: options.roles ?? [Role.Student],
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning({ id: users.id });
  return row?.id as string;
};

const userRow = async (id: string) => {
  const [row] = await t.app.deps.db.select().from(users).where(eq(users.id, id));
  return row;
};
const auditRows = (id: string) =>
  t.app.deps.db.select().from(auditLog).where(eq(auditLog.targetId, id)).orderBy(auditLog.createdAt);

type Page = {
  items: {
    id: string;
    email: string;
    name: string;
    surname: string;
    fullName: string;
    roles: number[];
    createdAt: string;
    lastActivityAt: string | null;
  }[];
  currentPage: number;
  totalPageCount: number;
  totalItemCount: number;
  hasNextPage: boolean;
};

const page = async (query: string) => {
  const res = await http.get(`/users/paginated?${query}`, admin.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Page;
};

describe('GET /users/paginated', () => {
  it('pages ten accounts at a time by e-mail ascending in any letter case', async () => {
    const word = uniqueWord();
    const emails = Array.from(
      { length: 12 },
      (_, i) => `${String.fromCharCode(108 - i)}.${word}@example.com`,
    );
    // Upper-case a few: the order must not put capitals first.
    const stored = emails.map((e, i) => (i % 3 === 0 ? e.toUpperCase() : e));
    for (const email of stored) await makeAccount({ email });
    const expected = [...stored].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));

    const first = await page(`search=${word}`);
    expect(first).toMatchObject({ currentPage: 1, totalPageCount: 2, totalItemCount: 12, hasNextPage: true });
    expect(first.items.map((u) => u.email)).toEqual(expected.slice(0, 10));
    const second = await page(`search=${word}&pageNumber=2`);
    expect(second).toMatchObject({ currentPage: 2, totalItemCount: 12, hasNextPage: false });
    expect(second.items.map((u) => u.email)).toEqual(expected.slice(10));
  });

  it('answers each account without any personal number, roles sorted', async () => {
    const word = uniqueWord();
    const id = await makeAccount({
      email: `${word}@example.com`,
      name: 'Ayşe',
      surname: 'Çelik',
      roles: [Role.Student, Role.Lecturer],
    });
    const [item] = (await page(`search=${word}`)).items;
    expect(item).toEqual({
      id,
      email: `${word}@example.com`,
      name: 'Ayşe',
      surname: 'Çelik',
      fullName: 'Ayşe Çelik',
      roles: [Role.Lecturer, Role.Student],
      createdAt: expect.any(String),
      lastActivityAt: null,
    });
  });

  it('finds e-mail, name and surname in any letter case, with or without Turkish letters', async () => {
    const word = uniqueWord();
    const isil = await makeAccount({ email: `${word}.a@example.com`, name: 'Işıl', surname: 'Güneş' });
    const ilker = await makeAccount({ email: `${word}.b@example.com`, name: 'İlker', surname: 'Öztürk' });
    const ids = async (search: string) =>
      (await page(`search=${encodeURIComponent(search)}&pageSize=50`)).items.map((u) => u.id);
    expect(await ids('ışıl güneş')).toContain(isil);
    expect(await ids('IŞIL GÜNEŞ')).toContain(isil);
    expect(await ids('isil gunes')).toContain(isil);
    expect(await ids('ILKER OZTURK')).toContain(ilker);
    expect(await ids('ilker öztürk')).toContain(ilker);
    expect(await ids(`${word}.B@EXAMPLE`)).toEqual([ilker]);
    expect(await ids(`${word}`)).toHaveLength(2);
  });

  it('orders by name or by creation time, either way round', async () => {
    const word = uniqueWord();
    const base = Date.now() - 10_000;
    const zeynep = await makeAccount({
      email: `1.${word}@example.com`,
      name: 'Zeynep',
      surname: 'Ak',
      createdAt: new Date(base),
    });
    const ahmet = await makeAccount({
      email: `2.${word}@example.com`,
      name: 'ahmet',
      surname: 'Kara',
      createdAt: new Date(base + 2000),
    });
    const mehmet = await makeAccount({
      email: `3.${word}@example.com`,
      name: 'Mehmet',
      surname: 'Su',
      createdAt: new Date(base + 1000),
    });
    const ids = async (query: string) => (await page(`search=${word}&${query}`)).items.map((u) => u.id);
    expect(await ids('orderBy=Name')).toEqual([ahmet, mehmet, zeynep]);
    expect(await ids('orderBy=name&desc=true')).toEqual([zeynep, mehmet, ahmet]);
    expect(await ids('orderBy=CreatedAt')).toEqual([zeynep, mehmet, ahmet]);
    expect(await ids('orderBy=CreatedAt&desc=true')).toEqual([ahmet, mehmet, zeynep]);
    expect(await ids('desc=true')).toEqual([mehmet, ahmet, zeynep]);
  });

  it('leaves deleted accounts out of the items and the count', async () => {
    const word = uniqueWord();
    await makeAccount({ email: `a.${word}@example.com` });
    const gone = await makeAccount({ email: `b.${word}@example.com` });
    await t.app.deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone));
    const data = await page(`search=${word}`);
    expect(data.totalItemCount).toBe(1);
    expect(data.items.map((u) => u.id)).not.toContain(gone);
  });

  it('answers an empty page past the end and one exact page at a boundary', async () => {
    const word = uniqueWord();
    for (const x of ['a', 'b', 'c', 'd']) await makeAccount({ email: `${x}.${word}@example.com` });
    expect(await page(`search=${word}&pageSize=2&pageNumber=2`)).toMatchObject({
      totalPageCount: 2,
      totalItemCount: 4,
      hasNextPage: false,
    });
    expect(await page(`search=${word}&pageSize=2&pageNumber=5`)).toMatchObject({
      items: [],
      currentPage: 5,
      totalPageCount: 2,
      hasNextPage: false,
    });
  });

  it('takes % and _ in the search literally', async () => {
    const word = uniqueWord();
    await makeAccount({ email: `a_b.${word}@example.com` });
    await makeAccount({ email: `axb.${word}@example.com` });
    expect((await page(`search=${encodeURIComponent(`a_b.${word}`)}`)).totalItemCount).toBe(1);
    expect((await page(`search=${encodeURIComponent(`a%b.${word}`)}`)).totalItemCount).toBe(0);
  });

  it.each([
    ['pageNumber=0', 'pageNumber', m.pageNumber],
    ['pageSize=51', 'pageSize', m.pageSize],
    ['pageSize=-1', 'pageSize', m.pageSize],
    ['desc=yes', 'desc', m.desc],
    ['orderBy=Password', 'orderBy', m.userOrderBy],
    [`search=${'a'.repeat(101)}`, 'search', m.search],
  ])('rejects %s with a field message', async (query, field, message) => {
    const res = await http.get(`/users/paginated?${query}`, admin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('answers 401 without a session and 403 to a student and a lecturer', async () => {
    expect((await http.get('/users/paginated')).statusCode).toBe(401);
    expect((await http.get('/users/paginated', student.token)).statusCode).toBe(403);
    expect((await http.get('/users/paginated', lecturer.token)).statusCode).toBe(403);
  });
});

describe('GET /users/:id', () => {
  it('answers the account', async () => {
    const id = await makeAccount({ name: 'Can', surname: 'Demir', roles: [Role.Parent] });
    const res = await http.get(`/users/${id}`, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id,
      name: 'Can',
      surname: 'Demir',
      fullName: 'Can Demir',
      roles: [3],
    });
    expect(JSON.stringify(res.json().data)).not.toMatch(/identification|password|address/i);
  });

  it('answers 404 for a deleted account, an unknown id, and 400 for a malformed one', async () => {
    const id = await makeAccount({});
    await t.app.deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, id));
    const deleted = await http.get(`/users/${id}`, admin.token);
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json().error.errorMessage).toBe(m.userNotFound);
    expect((await http.get(`/users/${randomUUID()}`, admin.token)).statusCode).toBe(404);
    expect((await http.get('/users/12', admin.token)).statusCode).toBe(400);
  });

  it('leaves GET /users/information to its owner', async () => {
    const res = await http.get('/users/information', student.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.id).toBe(student.id);
  });

  it('answers 401 without a session and 403 to a student and a lecturer', async () => {
    expect((await http.get(`/users/${student.id}`)).statusCode).toBe(401);
    expect((await http.get(`/users/${student.id}`, student.token)).statusCode).toBe(403);
    expect((await http.get(`/users/${student.id}`, lecturer.token)).statusCode).toBe(403);
  });
});

describe('PUT /users', () => {
  const body = (id: string, overrides: Record<string, unknown> = {}) => ({
    id,
    name: 'Elif',
    surname: 'Şahin',
    email: 'yok-sayilir@example.com',
    roles: [Role.Lecturer, Role.Student],
    ...overrides,
  });

  it('changes name, surname and roles, keeps the e-mail, and writes an audit row', async () => {
    const email = `${uniqueWord()}@example.com`;
    const id = await makeAccount({ email, name: 'Eski', surname: 'Ad', roles: [Role.Student] });
    const res = await http.put('/users', body(id, { name: '  Elif ', roles: [2, 1] }), admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: id, message: m.userUpdated });
    expect(await userRow(id)).toMatchObject({ name: 'Elif', surname: 'Şahin', email, roles: [1, 2] });
    const [row] = await auditRows(id);
    expect(row).toMatchObject({ actorId: admin.id, action: 'user.update', targetType: 'user', targetId: id });
    expect(JSON.parse(row?.details ?? '{}')).toEqual({
      changed: ['name', 'surname', 'roles'],
      roles: { from: [2], to: [1, 2] },
    });
  });

  it('accepts roles sent as text by a multi-select', async () => {
    const id = await makeAccount({});
    const res = await http.put('/users', body(id, { roles: ['3', '2'] }), admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect((await userRow(id))?.roles).toEqual([2, 3]);
  });

  it('gives a new role at the user’s next request, without signing them out', async () => {
    const person = await makePerson(t, [Role.Student]);
    expect((await http.get('/admin/dashboard', person.token)).statusCode).toBe(403);
    expect((await http.put('/users', body(person.id, { roles: [Role.Admin] }), admin.token)).statusCode).toBe(
      200,
    );
    expect((await http.get('/admin/dashboard', person.token)).statusCode).toBe(200);
    expect(
      (await http.put('/users', body(person.id, { roles: [Role.Student] }), admin.token)).statusCode,
    ).toBe(200);
    expect((await http.get('/admin/dashboard', person.token)).statusCode).toBe(403);
  });

  it.each([
    ['a missing name', { name: undefined }, 'name', authMessages.name],
    ['a blank name', { name: '   ' }, 'name', authMessages.name],
    ['a missing surname', { surname: undefined }, 'surname', authMessages.surname],
    ['a one-letter surname', { surname: 'Ş' }, 'surname', authMessages.surname],
    ['a name over 100 characters', { name: 'a'.repeat(101) }, 'name', authMessages.name],
    ['no roles', { roles: [] }, 'roles', m.rolesRequired],
    ['missing roles', { roles: undefined }, 'roles', m.rolesRequired],
    ['a role that does not exist', { roles: [Role.Student, 4] }, 'roles.1', m.roleInvalid],
    ['a role that is not a number', { roles: ['Admin'] }, 'roles.0', m.roleInvalid],
    ['a role given twice', { roles: [Role.Student, Role.Student] }, 'roles', m.rolesUnique],
    ['a malformed id', { id: 'abc' }, 'id', 'Geçerli bir kimlik (UUID) giriniz.'],
  ])('rejects %s with the field message', async (_, overrides, field, message) => {
    const id = await makeAccount({ name: 'Sabit', roles: [Role.Student] });
    const res = await http.put('/users', body(id, overrides), admin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect(await userRow(id)).toMatchObject({ name: 'Sabit', roles: [Role.Student] });
  });

  it('refuses to take the Admin role away from the admin themselves', async () => {
    const res = await http.put('/users', body(admin.id, { roles: [Role.Lecturer] }), admin.token);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errorMessage).toBe(m.cannotRemoveOwnAdmin);
    expect((await userRow(admin.id))?.roles).toEqual([Role.Admin]);
  });

  it('lets an admin change their own name and add roles while staying admin', async () => {
    const self = await makePerson(t, [Role.Admin]);
    const res = await http.put(
      '/users',
      body(self.id, { name: 'Kendim', roles: [Role.Admin, Role.Lecturer] }),
      self.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await userRow(self.id)).toMatchObject({ name: 'Kendim', roles: [Role.Admin, Role.Lecturer] });
  });

  it('lets an admin take the Admin role from another admin', async () => {
    const other = await makePerson(t, [Role.Admin]);
    const res = await http.put('/users', body(other.id, { roles: [Role.Student] }), admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect((await http.get('/users/paginated', other.token)).statusCode).toBe(403);
  });

  it('leaves one admin when two admins take the role from each other at once', async () => {
    const a = await makePerson(t, [Role.Admin]);
    const b = await makePerson(t, [Role.Admin]);
    const results = await Promise.all([
      http.put('/users', body(b.id, { roles: [Role.Student] }), a.token),
      http.put('/users', body(a.id, { roles: [Role.Student] }), b.token),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    const roles = [(await userRow(a.id))?.roles, (await userRow(b.id))?.roles];
    expect(roles.filter((r) => r?.includes(Role.Admin))).toHaveLength(1);
  });

  it('answers 404 for a deleted or unknown account', async () => {
    const id = await makeAccount({});
    await t.app.deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, id));
    const deleted = await http.put('/users', body(id), admin.token);
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json().error.errorMessage).toBe(m.userNotFound);
    expect((await http.put('/users', body(randomUUID()), admin.token)).statusCode).toBe(404);
  });

  it('answers 401 without a session and 403 to a student and a lecturer', async () => {
    const id = await makeAccount({ name: 'Sabit' });
    expect((await http.put('/users', body(id))).statusCode).toBe(401);
    expect((await http.put('/users', body(id), student.token)).statusCode).toBe(403);
    expect((await http.put('/users', body(id), lecturer.token)).statusCode).toBe(403);
    expect((await userRow(id))?.name).toBe('Sabit');
  });
});

describe('DELETE /users/:id', () => {
  const placeOrder = async (userId: string) => {
    const { db } = t.app.deps;
    const [basket] = await db
      .insert(baskets)
      .values({ userId, status: 'ordered' })
      .returning({ id: baskets.id });
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: `KMP-TEST-${randomUUID().slice(0, 8).toUpperCase()}`,
        userId,
        basketId: basket?.id as string,
        status: OrderStatus.Completed,
        paymentType: PaymentType.Free,
        totalPriceKurus: 0,
        totalDiscountedPriceKurus: 0,
      })
      .returning({ id: orders.id });
    return order?.id as string;
  };

  it('closes the account: sessions end, login is refused, the row and its orders stay', async () => {
    const { id, body } = await registerUser(t);
    const tokens = await loginAs(t, body.email, body.password);
    const other = await loginAs(t, body.email, body.password);
    const orderId = await placeOrder(id);

    const res = await http.delete(`/users/${id}`, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(m.userDeleted);

    expect((await http.get('/users/information', tokens.accessToken)).statusCode).toBe(401);
    expect((await http.get('/users/information', other.accessToken)).statusCode).toBe(401);
    const refresh = await post(t, '/authentication/refresh-token', { refreshToken: tokens.refreshToken });
    expect(refresh.statusCode).toBe(401);
    const login = await post(t, '/authentication/login', { username: body.email, password: body.password });
    expect(login.statusCode).toBe(422);
    expect(login.json().error.errorMessage).toBe(authMessages.accountDeleted);

    const row = await userRow(id);
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const live = await t.app.deps.db.select().from(sessions).where(eq(sessions.userId, id));
    expect(live.every((s) => s.revokedAt && s.revokedReason === 'user-deleted')).toBe(true);
    const [order] = await t.app.deps.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.userId).toBe(id);
  });

  it('keeps the e-mail taken, so the address cannot be registered again', async () => {
    const { id, body } = await registerUser(t);
    expect((await http.delete(`/users/${id}`, admin.token)).statusCode).toBe(200);
    const again = await post(t, '/authentication/register', body);
    expect(again.statusCode).toBe(422);
    expect(again.json().error.errorMessage).toBe(authMessages.emailTaken);
  });

  it('writes an audit row naming the admin and the account', async () => {
    const email = `${uniqueWord()}@example.com`;
    const id = await makeAccount({ email, roles: [Role.Lecturer] });
    expect((await http.delete(`/users/${id}`, admin.token)).statusCode).toBe(200);
    const [row] = await auditRows(id);
    expect(row).toMatchObject({ actorId: admin.id, action: 'user.delete', targetType: 'user', targetId: id });
    expect(JSON.parse(row?.details ?? '{}')).toEqual({ email, roles: [Role.Lecturer] });
  });

  it('refuses to delete the admin’s own account', async () => {
    const res = await http.delete(`/users/${admin.id}`, admin.token);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errorMessage).toBe(m.cannotDeleteSelf);
    expect((await userRow(admin.id))?.deletedAt).toBeNull();
    expect((await http.get('/admin/dashboard', admin.token)).statusCode).toBe(200);
  });

  it('lets an admin delete another admin', async () => {
    const other = await makePerson(t, [Role.Admin]);
    expect((await http.delete(`/users/${other.id}`, admin.token)).statusCode).toBe(200);
    expect((await http.get('/admin/dashboard', other.token)).statusCode).toBe(401);
  });

  it('leaves one admin when two admins delete each other at once', async () => {
    const a = await makePerson(t, [Role.Admin]);
    const b = await makePerson(t, [Role.Admin]);
    const results = await Promise.all([
      http.delete(`/users/${b.id}`, a.token),
      http.delete(`/users/${a.id}`, b.token),
    ]);
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // The loser is refused either by the guard (its session already ended) or under the row lock.
    expect(statuses.filter((s) => s === 401 || s === 403)).toHaveLength(1);
    const rows = [await userRow(a.id), await userRow(b.id)];
    expect(rows.filter((r) => r?.deletedAt === null)).toHaveLength(1);
  });

  it('answers 404 for an account that is already deleted or unknown, and 400 for a malformed id', async () => {
    const id = await makeAccount({});
    expect((await http.delete(`/users/${id}`, admin.token)).statusCode).toBe(200);
    const again = await http.delete(`/users/${id}`, admin.token);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.errorMessage).toBe(m.userNotFound);
    expect((await http.delete(`/users/${randomUUID()}`, admin.token)).statusCode).toBe(404);
    expect((await http.delete('/users/abc', admin.token)).statusCode).toBe(400);
  });

  it('answers 401 without a session and 403 to a student and a lecturer, leaving the account', async () => {
    const id = await makeAccount({});
    expect((await http.delete(`/users/${id}`)).statusCode).toBe(401);
    expect((await http.delete(`/users/${id}`, student.token)).statusCode).toBe(403);
    expect((await http.delete(`/users/${id}`, lecturer.token)).statusCode).toBe(403);
    expect((await userRow(id))?.deletedAt).toBeNull();
  });
});
