import { authMessages, Role } from '@kampus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { runStartupTasks } from '../../startup.ts';
import {
  createUser,
  ensureAdmin,
  findByEmail,
  getProfile,
  listUsers,
  type NewUser,
  setPassword,
  setRoles,
} from './users.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const person = (email: string, extra: Partial<NewUser> = {}): NewUser => ({
  name: 'Deniz',
  surname: 'Arslan',
  email,
  identificationNumber: '44444444444',
  parentName: 'Gül',
  parentSurname: 'Arslan',
  parentIdentificationNumber: '55555555555',
  fullAddress: 'Cumhuriyet Mahallesi 3. Sokak No: 7, İzmir',
  password: 'gizli-şifre',
  ...extra,
});

const silentLog = { info: () => {}, warn: () => {}, error: () => {} } as never;

describe('createUser', () => {
  it('creates a Student by default and stores the given roles otherwise', async () => {
    const { db, secrets } = t.app.deps;
    const student = await createUser(db, secrets, person('ogrenci@example.com'));
    const lecturer = await createUser(
      db,
      secrets,
      person('egitmen@example.com', { roles: [Role.Student, Role.Lecturer, Role.Lecturer] }),
    );
    expect((await findByEmail(db, 'OGRENCI@example.com'))?.id).toBe(student);
    const lecturerRow = await findByEmail(db, 'egitmen@example.com');
    expect(lecturerRow?.id).toBe(lecturer);
    expect(lecturerRow?.roles).toEqual([Role.Lecturer, Role.Student]);
  });

  it('refuses an e-mail in use in any letter case with the Turkish message', async () => {
    const { db, secrets } = t.app.deps;
    await createUser(db, secrets, person('Tekil@Example.com'));
    const error = await createUser(db, secrets, person('tekil@example.com')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(422);
    expect((error as AppError).message).toBe(authMessages.emailTaken);
  });

  it('gives one of two parallel creations with the same e-mail a 422, not a crash', async () => {
    const { db, secrets } = t.app.deps;
    const results = await Promise.allSettled([
      createUser(db, secrets, person('yaris@example.com')),
      createUser(db, secrets, person('YARIS@example.com')),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((rejected.reason as AppError).status).toBe(422);
  });
});

describe('setRoles and setPassword', () => {
  it('replaces the roles and refuses an empty list', async () => {
    const { db, secrets } = t.app.deps;
    const id = await createUser(db, secrets, person('roller@example.com'));
    await setRoles(db, id, [Role.Parent, Role.Admin]);
    expect((await findByEmail(db, 'roller@example.com'))?.roles).toEqual([Role.Admin, Role.Parent]);
    await expect(setRoles(db, id, [])).rejects.toMatchObject({ status: 422 });
  });

  it('stores a new argon2id hash', async () => {
    const { db, secrets } = t.app.deps;
    const id = await createUser(db, secrets, person('sifre@example.com'));
    await setPassword(db, id, 'yeni-şifre');
    const row = await findByEmail(db, 'sifre@example.com');
    expect(await verifyPassword(row?.passwordHash ?? '', 'yeni-şifre')).toBe(true);
    expect(await verifyPassword(row?.passwordHash ?? '', 'gizli-şifre')).toBe(false);
  });

  it('answers 404 for an unknown user', async () => {
    const { db } = t.app.deps;
    const missing = '00000000-0000-4000-8000-000000000000';
    await expect(setRoles(db, missing, [Role.Student])).rejects.toMatchObject({ status: 404 });
    await expect(setPassword(db, missing, 'yeni-sifre')).rejects.toMatchObject({ status: 404 });
  });
});

describe('listUsers', () => {
  it('lists live accounts by e-mail, deleted ones only on request', async () => {
    const { db, secrets } = t.app.deps;
    const id = await createUser(db, secrets, person('zz-silinen@example.com'));
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, id));
    const live = await listUsers(db);
    expect(live.map((u) => u.email)).not.toContain('zz-silinen@example.com');
    expect(live.map((u) => u.email)).toEqual(
      [...live.map((u) => u.email)].sort((a, b) => a.localeCompare(b)),
    );
    const all = await listUsers(db, { includeDeleted: true });
    expect(all.find((u) => u.email === 'zz-silinen@example.com')?.isDeleted).toBe(true);
  });
});

describe('ensureAdmin (ADMIN_EMAIL at start)', () => {
  it('creates the admin account when missing, once', async () => {
    const { db, secrets } = t.app.deps;
    const first = await ensureAdmin(db, secrets, {
      email: 'yonetici@example.com',
      password: 'yonetici-sifre',
    });
    expect(first).toMatchObject({ isCreated: true, isRoleAdded: true });
    const second = await ensureAdmin(db, secrets, { email: 'YONETICI@example.com', password: 'baska' });
    expect(second).toEqual({ id: first.id, isCreated: false, isRoleAdded: false });
    const row = await findByEmail(db, 'yonetici@example.com');
    expect(row?.roles).toEqual([Role.Admin]);
    // A restart with another ADMIN_PASSWORD does not override a password the admin may have changed.
    expect(await verifyPassword(row?.passwordHash ?? '', 'yonetici-sifre')).toBe(true);
    expect((await getProfile(db, secrets, first.id)).identificationNumber).toBe('');
  });

  it('adds the Admin role to an existing account without it', async () => {
    const { db, secrets } = t.app.deps;
    const id = await createUser(db, secrets, person('terfi@example.com'));
    expect(await ensureAdmin(db, secrets, { email: 'terfi@example.com', password: 'x-y-z-1' })).toEqual({
      id,
      isCreated: false,
      isRoleAdded: true,
    });
    expect((await findByEmail(db, 'terfi@example.com'))?.roles).toEqual([Role.Admin, Role.Student]);
  });

  it('runs from the start-up tasks with the configured admin, who can then sign in', async () => {
    const deps = {
      ...t.app.deps,
      jobs: t.app.jobs,
      config: { ...t.app.deps.config, admin: { email: 'ilk-yonetici@example.com', password: 'ilk-sifre' } },
    };
    await runStartupTasks(deps, silentLog);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/web/authentication/login',
      payload: { username: 'ilk-yonetici@example.com', password: 'ilk-sifre' },
    });
    expect(res.statusCode).toBe(200);
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/v1/web/users/information',
      headers: { authorization: `Bearer ${res.json().data.accessToken}` },
    });
    expect(info.json().data.roles).toEqual(['Admin']);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/web/students/by-session',
      headers: { authorization: `Bearer ${res.json().data.accessToken}` },
    });
    expect(profile.statusCode).toBe(200);
  });
});
