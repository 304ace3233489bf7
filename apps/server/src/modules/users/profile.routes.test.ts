import { authMessages as m, Role } from '@kampus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, get, loginAs, post, registerUser, signedInUser } from '../../../test/support/auth.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { users } from '../../db/schema/index.ts';
import { setRoles } from './users.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const profileUpdate = (overrides: Record<string, unknown> = {}) => ({
  name: 'Elif',
  surname: 'Şahin',
  email: `elif.${Math.random().toString(36).slice(2)}@example.com`,
  identificationNumber: '22222222222',
  parentName: 'Oğuz',
  parentSurname: 'Şahin',
  parentIdentificationNumber: '33333333333',
  fullAddress: 'İnönü Bulvarı No: 5, Kadıköy, İstanbul',
  ...overrides,
});

describe('GET /users/information', () => {
  it('answers the id, names, e-mail and role names of the signed-in user', async () => {
    const { id, body, tokens } = await signedInUser(t);
    await setRoles(t.app.deps.db, id, [Role.Student, Role.Lecturer, Role.Admin]);
    const res = await get(t, '/users/information', tokens.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id,
      name: body.name,
      surname: body.surname,
      email: body.email,
      roles: ['Admin', 'Lecturer', 'Student'],
    });
  });

  it('answers 401 without a token, with a forged token and with a malformed header', async () => {
    expect((await get(t, '/users/information')).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: `${API}/users/information`,
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' },
    });
    expect(forged.statusCode).toBe(401);
    const basic = await t.app.inject({
      method: 'GET',
      url: `${API}/users/information`,
      headers: { authorization: 'Basic abc' },
    });
    expect(basic.statusCode).toBe(401);
    expect(basic.json().error.errorMessage).toBe('Oturumunuz sona erdi, lütfen tekrar giriş yapın.');
  });
});

describe('GET /students/by-session', () => {
  it('shows the owner the full profile, identification numbers included', async () => {
    const { tokens, body } = await signedInUser(t);
    const res = await get(t, '/students/by-session', tokens.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      name: body.name,
      surname: body.surname,
      email: body.email,
      identificationNumber: body.identificationNumber,
      parentName: body.parentName,
      parentSurname: body.parentSurname,
      parentIdentificationNumber: body.parentIdentificationNumber,
      fullAddress: body.fullAddress,
    });
  });

  it('answers 401 without a token', async () => {
    expect((await get(t, '/students/by-session')).statusCode).toBe(401);
  });
});

describe('POST /students/by-session', () => {
  it('updates the profile and keeps the identification numbers encrypted', async () => {
    const { id, tokens } = await signedInUser(t);
    const update = profileUpdate();
    const res = await post(t, '/students/by-session', update, tokens.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(m.profileUpdated);
    expect((await get(t, '/students/by-session', tokens.accessToken)).json().data).toEqual(update);
    const [row] = await t.app.deps.db.select().from(users).where(eq(users.id, id));
    expect(JSON.stringify(row)).not.toContain('22222222222');
    expect(JSON.stringify(row)).not.toContain('33333333333');
  });

  it('lets the user sign in with a changed e-mail', async () => {
    const { tokens, body } = await signedInUser(t);
    const update = profileUpdate();
    await post(t, '/students/by-session', update, tokens.accessToken);
    await loginAs(t, update.email, body.password);
    const old = await post(t, '/authentication/login', { username: body.email, password: body.password });
    expect(old.statusCode).toBe(422);
  });

  it('accepts the user’s own e-mail in another letter case', async () => {
    const { tokens, body } = await signedInUser(t);
    const res = await post(
      t,
      '/students/by-session',
      profileUpdate({ email: body.email.toUpperCase() }),
      tokens.accessToken,
    );
    expect(res.statusCode).toBe(200);
  });

  it('rejects an e-mail that belongs to another account with 422', async () => {
    const other = await registerUser(t);
    const { tokens } = await signedInUser(t);
    const res = await post(
      t,
      '/students/by-session',
      profileUpdate({ email: other.body.email.toUpperCase() }),
      tokens.accessToken,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errorMessage).toBe(m.emailTaken);
  });

  it.each([
    ['name', 'E', m.name],
    ['surname', '', m.surname],
    ['email', 'elif@', m.email],
    ['identificationNumber', '123', m.identificationNumber],
    ['parentName', 'O', m.name],
    ['parentSurname', 'Ş', m.surname],
    ['parentIdentificationNumber', '1234567890123', m.identificationNumber],
    ['fullAddress', 'kısa', m.fullAddress],
  ])('rejects an invalid %s (%j) with the seed message', async (field, value, message) => {
    const { tokens } = await signedInUser(t);
    const res = await post(t, '/students/by-session', profileUpdate({ [field]: value }), tokens.accessToken);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ [field]: message });
  });

  it('ignores roles, ids, passwords and deletion marks sent with the profile (no mass assignment)', async () => {
    const { id, body, tokens } = await signedInUser(t);
    const other = await registerUser(t);
    const [before] = await t.app.deps.db.select().from(users).where(eq(users.id, id));
    const update = profileUpdate();
    const res = await post(
      t,
      '/students/by-session',
      {
        ...update,
        id: other.id,
        roles: [Role.Admin],
        Roles: ['Admin'],
        password: 'baska-bir-sifre-1',
        passwordHash: 'x',
        deletedAt: new Date().toISOString(),
        createdAt: '2000-01-01T00:00:00.000Z',
      },
      tokens.accessToken,
    );
    expect(res.statusCode).toBe(200);
    const [after] = await t.app.deps.db.select().from(users).where(eq(users.id, id));
    expect(after?.roles).toEqual([Role.Student]);
    expect(after?.passwordHash).toBe(before?.passwordHash);
    expect(after?.deletedAt).toBeNull();
    expect(after?.createdAt).toEqual(before?.createdAt);
    expect(after?.email).toBe(update.email);
    const [untouched] = await t.app.deps.db.select().from(users).where(eq(users.id, other.id));
    expect(untouched?.email).toBe(other.body.email);
    await loginAs(t, update.email, body.password);
    expect((await get(t, '/users/information', tokens.accessToken)).json().data.roles).toEqual(['Student']);
  });

  it('answers 401 without a token', async () => {
    expect((await post(t, '/students/by-session', profileUpdate())).statusCode).toBe(401);
  });
});
