import { authMessages as m } from '@kampus/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  get,
  loginAs,
  post,
  registerUser,
  registration,
  signedInUser,
} from '../../../test/support/auth.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { rateLimitEvents, refreshTokens, sessions, users } from '../../db/schema/index.ts';
import { decryptField } from '../../lib/field-crypto.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('POST /authentication/register', () => {
  it('creates a Student account and answers its id', async () => {
    const body = registration();
    const res = await post(t, '/authentication/register', body);
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json.success).toBe(true);
    expect(json.data).toMatch(/^[0-9a-f-]{36}$/);
    expect(json.message).toBe(m.registered);
    const tokens = await loginAs(t, body.email, body.password);
    const info = await get(t, '/users/information', tokens.accessToken);
    expect(info.json().data).toEqual({
      id: json.data,
      name: 'Ayşe',
      surname: 'Yılmaz',
      email: body.email,
      roles: ['Student'],
    });
  });

  it('stores identification numbers encrypted, never in plaintext', async () => {
    const body = registration({
      identificationNumber: '12345678901',
      parentIdentificationNumber: '10987654321',
    });
    const { id } = await registerUser(t, body);
    const [row] = await t.app.deps.db.select().from(users).where(eq(users.id, id));
    expect(row).toBeDefined();
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('12345678901');
    expect(stored).not.toContain('10987654321');
    expect(decryptField(t.app.deps.secrets.dataKey, row?.identificationNumberEnc ?? '')).toBe('12345678901');
    expect(decryptField(t.app.deps.secrets.dataKey, row?.parentIdentificationNumberEnc ?? '')).toBe(
      '10987654321',
    );
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
  });

  const invalid: Array<[string, unknown, string]> = [
    ['name', 'A', m.name],
    ['name', '  A  ', m.name],
    ['surname', 'Y', m.surname],
    ['email', 'not-an-email', m.email],
    ['identificationNumber', '1234567890', m.identificationNumber],
    ['identificationNumber', '123456789012', m.identificationNumber],
    ['identificationNumber', '1234567890a', m.identificationNumber],
    ['parentName', 'M', m.name],
    ['parentSurname', '', m.surname],
    ['parentIdentificationNumber', '12345', m.identificationNumber],
    ['fullAddress', 'Kısa adr', m.fullAddress],
    ['password', '12345', m.password],
    ['confirmPassword', '12345', m.password],
  ];
  it.each(invalid)('rejects an invalid %s (%j) with the seed message', async (field, value, message) => {
    const res = await post(t, '/authentication/register', registration({ [field]: value }));
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json.success).toBe(false);
    expect(json.data).toBeNull();
    expect(json.error.fields[field]).toBe(message);
  });

  it.each([
    ['name', m.name],
    ['email', m.email],
    ['identificationNumber', m.identificationNumber],
    ['fullAddress', m.fullAddress],
    ['password', m.password],
  ])('rejects a missing %s with the seed message', async (field, message) => {
    const body: Record<string, unknown> = registration();
    delete body[field];
    const res = await post(t, '/authentication/register', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('rejects a confirmation that differs from the password on confirmPassword', async () => {
    const res = await post(t, '/authentication/register', registration({ confirmPassword: 'baska-sifre' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ confirmPassword: m.passwordsMismatch });
  });

  it('rejects wrong types with 400, not 500', async () => {
    const res = await post(t, '/authentication/register', {
      ...registration(),
      name: 123,
      identificationNumber: 12345678901,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      name: m.name,
      identificationNumber: m.identificationNumber,
    });
  });

  it('rejects a missing body with 400', async () => {
    const res = await post(t, '/authentication/register');
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('rejects invalid JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/authentication/register`,
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ayşe",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.errorMessage).toBe('İstek gövdesi geçerli bir JSON değil.');
  });

  it('rejects an oversized body with 413', async () => {
    const res = await post(t, '/authentication/register', {
      ...registration(),
      fullAddress: 'x'.repeat(t.app.deps.config.bodyLimit + 10),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().success).toBe(false);
  });

  it('ignores unknown fields', async () => {
    const res = await post(t, '/authentication/register', { ...registration(), roles: [0], isAdmin: true });
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.deps.db.select().from(users).where(eq(users.id, res.json().data));
    expect(row?.roles).toEqual([2]);
  });

  it('rejects an e-mail that is already registered, in any letter case', async () => {
    const { body } = await registerUser(t, { email: 'Zeynep.Kaya@Example.com' });
    const res = await post(t, '/authentication/register', registration({ email: 'zeynep.kaya@example.COM' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({ code: 'EMAIL_TAKEN', errorMessage: m.emailTaken });
    expect(body.email).toBe('Zeynep.Kaya@Example.com');
  });
});

describe('POST /authentication/login', () => {
  it('answers an access and a refresh token for the e-mail in any letter case', async () => {
    const { body } = await registerUser(t, { email: 'Can.Demir@example.com' });
    const res = await post(t, '/authentication/login', {
      username: 'can.demir@EXAMPLE.com',
      password: body.password,
    });
    expect(res.statusCode).toBe(200);
    const { accessToken, refreshToken } = res.json().data;
    expect(accessToken.split('.')).toHaveLength(3);
    expect(refreshToken.length).toBeGreaterThanOrEqual(40);
    expect((await get(t, '/users/information', accessToken)).statusCode).toBe(200);
  });

  it('stores only a hash of the refresh token', async () => {
    const { id, body } = await registerUser(t);
    const { refreshToken } = await loginAs(t, body.email, body.password);
    const rows = await t.app.deps.db
      .select({ tokenHash: refreshTokens.tokenHash })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(sessions.userId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(refreshToken);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers one message for a wrong password and for an unknown e-mail', async () => {
    const { body } = await registerUser(t);
    const wrongPassword = await post(t, '/authentication/login', {
      username: body.email,
      password: 'yanlis-sifre',
    });
    const unknown = await post(t, '/authentication/login', {
      username: 'kimse-yok@example.com',
      password: 'yanlis-sifre',
    });
    expect(wrongPassword.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrongPassword.json().error).toEqual({
      code: 'INVALID_CREDENTIALS',
      errorMessage: m.invalidCredentials,
    });
    expect(unknown.json().error).toEqual({ code: 'INVALID_CREDENTIALS', errorMessage: m.invalidCredentials });
  });

  it('rejects missing fields with 400', async () => {
    const res = await post(t, '/authentication/login', { username: 'a@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.password).toBe(m.password);
  });

  it('refuses a deleted account, and its open sessions stop working', async () => {
    const { id, body, tokens } = await signedInUser(t);
    await t.app.deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, id));
    const res = await post(t, '/authentication/login', { username: body.email, password: body.password });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errorMessage).toBe(m.accountDeleted);
    const wrong = await post(t, '/authentication/login', { username: body.email, password: 'yanlis-sifre' });
    expect(wrong.json().error.errorMessage).toBe(m.invalidCredentials);
    expect((await get(t, '/users/information', tokens.accessToken)).statusCode).toBe(401);
    const refreshed = await post(t, '/authentication/refresh-token', { RefreshToken: tokens.refreshToken });
    expect(refreshed.statusCode).toBe(401);
  });

  it('answers 429 on the 6th failed login for one account within 15 minutes, even with the right password', async () => {
    const { body } = await registerUser(t);
    for (let i = 0; i < 5; i++) {
      const res = await post(
        t,
        '/authentication/login',
        { username: body.email.toUpperCase(), password: `yanlis-${i}` },
        undefined,
        `10.1.0.${i}`,
      );
      expect(res.statusCode).toBe(422);
    }
    const sixth = await post(t, '/authentication/login', { username: body.email, password: body.password });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toEqual({ code: 'TOO_MANY_LOGINS', errorMessage: m.tooManyLogins });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not count successful logins', async () => {
    const { body } = await registerUser(t);
    for (let i = 0; i < 6; i++) await loginAs(t, body.email, body.password);
    for (let i = 0; i < 4; i++) {
      const res = await post(t, '/authentication/login', { username: body.email, password: 'yanlis' });
      expect(res.statusCode).toBe(422);
    }
    await loginAs(t, body.email, body.password);
    const fifthFailure = await post(t, '/authentication/login', { username: body.email, password: 'yanlis' });
    expect(fifthFailure.statusCode).toBe(422);
    const sixth = await post(t, '/authentication/login', { username: body.email, password: body.password });
    expect(sixth.statusCode).toBe(429);
  });

  it('forgets failures older than 15 minutes', async () => {
    const { body } = await registerUser(t);
    for (let i = 0; i < 5; i++)
      await post(t, '/authentication/login', { username: body.email, password: 'yanlis' });
    expect(
      (await post(t, '/authentication/login', { username: body.email, password: body.password })).statusCode,
    ).toBe(429);
    await t.app.deps.db
      .update(rateLimitEvents)
      .set({ createdAt: sql`${rateLimitEvents.createdAt} - interval '16 minutes'` })
      .where(eq(rateLimitEvents.key, body.email.toLowerCase()));
    await loginAs(t, body.email, body.password);
  });

  it('answers 429 on the 51st failed login from one address, and only for that address', async () => {
    const address = '192.0.2.50';
    for (let i = 0; i < 50; i++) {
      const res = await post(
        t,
        '/authentication/login',
        { username: `yok-${i}@example.com`, password: 'yanlis' },
        undefined,
        address,
      );
      expect(res.statusCode).toBe(422);
    }
    const { body } = await registerUser(t);
    const blocked = await post(
      t,
      '/authentication/login',
      { username: body.email, password: body.password },
      undefined,
      address,
    );
    expect(blocked.statusCode).toBe(429);
    await loginAs(t, body.email, body.password, '192.0.2.51');
  });
});

describe('POST /authentication/refresh-token', () => {
  it('rotates: answers a new pair, and the presented token no longer works', async () => {
    const { tokens } = await signedInUser(t);
    const res = await post(t, '/authentication/refresh-token', { RefreshToken: tokens.refreshToken });
    expect(res.statusCode).toBe(200);
    const next = res.json().data;
    expect(next.refreshToken).not.toBe(tokens.refreshToken);
    expect((await get(t, '/users/information', next.accessToken)).statusCode).toBe(200);
    const again = await post(t, '/authentication/refresh-token', { refreshToken: next.refreshToken });
    expect(again.statusCode).toBe(200);
  });

  it('accepts the token under refreshToken too', async () => {
    const { tokens } = await signedInUser(t);
    const res = await post(t, '/authentication/refresh-token', { refreshToken: tokens.refreshToken });
    expect(res.statusCode).toBe(200);
  });

  it('revokes the whole session when a rotated token is presented again', async () => {
    const { tokens } = await signedInUser(t);
    const first = await post(t, '/authentication/refresh-token', { RefreshToken: tokens.refreshToken });
    const newer = first.json().data;
    const reuse = await post(t, '/authentication/refresh-token', { RefreshToken: tokens.refreshToken });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error.errorMessage).toBe(m.invalidRefreshToken);
    const newest = await post(t, '/authentication/refresh-token', { RefreshToken: newer.refreshToken });
    expect(newest.statusCode).toBe(401);
    expect((await get(t, '/users/information', newer.accessToken)).statusCode).toBe(401);
  });

  it('treats two parallel refreshes with one token as reuse: at most one answer, then the session is over', async () => {
    const { tokens } = await signedInUser(t);
    const results = await Promise.all(
      [0, 1].map(() => post(t, '/authentication/refresh-token', { RefreshToken: tokens.refreshToken })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    const winner = results.find((r) => r.statusCode === 200)?.json().data;
    expect(
      (await post(t, '/authentication/refresh-token', { RefreshToken: winner.refreshToken })).statusCode,
    ).toBe(401);
  });

  it('leaves the user’s other sessions alone on reuse', async () => {
    const { body, tokens } = await signedInUser(t);
    const other = await loginAs(t, body.email, body.password);
    await post(t, '/authentication/refresh-token', { RefreshToken: tokens.refreshToken });
    await post(t, '/authentication/refresh-token', { RefreshToken: tokens.refreshToken });
    expect((await get(t, '/users/information', other.accessToken)).statusCode).toBe(200);
  });

  it('refuses an unknown token with 401', async () => {
    const res = await post(t, '/authentication/refresh-token', { RefreshToken: 'bilinmeyen-anahtar' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an expired token with 401', async () => {
    const { id, tokens } = await signedInUser(t);
    const userSessions = t.app.deps.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, id));
    await t.app.deps.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${refreshTokens.sessionId} in ${userSessions}`);
    const res = await post(t, '/authentication/refresh-token', { RefreshToken: tokens.refreshToken });
    expect(res.statusCode).toBe(401);
  });

  it('rejects a body without a token with 400', async () => {
    const res = await post(t, '/authentication/refresh-token', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.refreshToken).toBeTruthy();
  });
});

describe('POST /authentication/logout', () => {
  it('ends the session: its access token answers 401 and its refresh token is refused', async () => {
    const { tokens } = await signedInUser(t);
    const res = await post(t, '/authentication/logout', undefined, tokens.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect((await get(t, '/users/information', tokens.accessToken)).statusCode).toBe(401);
    const refreshed = await post(t, '/authentication/refresh-token', { RefreshToken: tokens.refreshToken });
    expect(refreshed.statusCode).toBe(401);
  });

  it('keeps the user’s other sessions', async () => {
    const { body, tokens } = await signedInUser(t);
    const other = await loginAs(t, body.email, body.password);
    await post(t, '/authentication/logout', undefined, tokens.accessToken);
    expect((await get(t, '/users/information', other.accessToken)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await post(t, '/authentication/logout');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.errorMessage).toBe('Oturumunuz sona erdi, lütfen tekrar giriş yapın.');
  });
});

describe('POST /authentication/change-password', () => {
  it('changes the password and ends every other session, keeping the current one', async () => {
    const { body, tokens } = await signedInUser(t);
    const other = await loginAs(t, body.email, body.password);
    const res = await post(
      t,
      '/authentication/change-password',
      { password: body.password, newPassword: 'yeni-şifre-1', newPasswordConfirm: 'yeni-şifre-1' },
      tokens.accessToken,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(m.passwordChanged);
    expect((await get(t, '/users/information', tokens.accessToken)).statusCode).toBe(200);
    expect((await get(t, '/users/information', other.accessToken)).statusCode).toBe(401);
    expect(
      (await post(t, '/authentication/refresh-token', { RefreshToken: other.refreshToken })).statusCode,
    ).toBe(401);
    const old = await post(t, '/authentication/login', { username: body.email, password: body.password });
    expect(old.statusCode).toBe(422);
    await loginAs(t, body.email, 'yeni-şifre-1');
  });

  it('rejects a wrong current password with 422', async () => {
    const { tokens } = await signedInUser(t);
    const res = await post(
      t,
      '/authentication/change-password',
      { password: 'yanlis-sifre', newPassword: 'yeni-sifre', newPasswordConfirm: 'yeni-sifre' },
      tokens.accessToken,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errorMessage).toBe(m.wrongCurrentPassword);
  });

  it('rejects a new password equal to the current one with 422', async () => {
    const { body, tokens } = await signedInUser(t);
    const res = await post(
      t,
      '/authentication/change-password',
      { password: body.password, newPassword: body.password, newPasswordConfirm: body.password },
      tokens.accessToken,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errorMessage).toBe(m.samePassword);
  });

  it('rejects a mismatched confirmation and short passwords with the seed messages', async () => {
    const { tokens } = await signedInUser(t);
    const mismatch = await post(
      t,
      '/authentication/change-password',
      { password: 'gizli-şifre', newPassword: 'yeni-sifre', newPasswordConfirm: 'baska-sifre' },
      tokens.accessToken,
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.fields).toEqual({ newPasswordConfirm: m.passwordsMismatch });
    const short = await post(
      t,
      '/authentication/change-password',
      { password: '12345', newPassword: '123', newPasswordConfirm: '123' },
      tokens.accessToken,
    );
    expect(short.json().error.fields).toEqual({
      password: m.password,
      newPassword: m.password,
      newPasswordConfirm: m.password,
    });
  });

  it('answers 401 without a token', async () => {
    const res = await post(t, '/authentication/change-password', {
      password: 'gizli-şifre',
      newPassword: 'yeni-sifre',
      newPasswordConfirm: 'yeni-sifre',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the authentication routes with their schemas and bearer security', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const login = doc.paths[`${API}/authentication/login`].post;
    expect(login.requestBody.content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: {
        username: { type: 'string', minLength: 1, maxLength: 254 },
        password: { type: 'string', minLength: 1, maxLength: 128 },
      },
      required: ['username', 'password'],
    });
    expect(login.responses['200'].content['application/json'].schema.properties.data.anyOf).toContainEqual({
      type: 'object',
      properties: { accessToken: { type: 'string' }, refreshToken: { type: 'string' } },
      required: ['accessToken', 'refreshToken'],
      additionalProperties: false,
    });
    expect(login.responses['429'].content['application/json'].schema.properties.success).toEqual({
      type: 'boolean',
      enum: [false],
    });
    expect(doc.paths[`${API}/authentication/logout`].post.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths[`${API}/users/information`].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths[`${API}/authentication/refresh-token`].post.requestBody).toMatchObject({
      required: true,
      content: {
        'application/json': {
          schema: { properties: { refreshToken: { type: 'string', minLength: 1, maxLength: 512 } } },
        },
      },
    });
  });
});
