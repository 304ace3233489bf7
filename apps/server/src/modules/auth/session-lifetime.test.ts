import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, signedInUser } from '../../../test/support/auth.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { refreshTokens, sessions } from '../../db/schema/index.ts';
import { REFRESH_TOKEN_TTL_MS } from './auth.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const sessionOf = async (userId: string) => {
  const [row] = await t.app.deps.db.select().from(sessions).where(eq(sessions.userId, userId));
  if (!row) throw new Error('no session');
  return row;
};

const refresh = (token: string) => post(t, '/authentication/refresh-token', { RefreshToken: token });

describe('session lifetime', () => {
  it('ends a session 3 days after sign-in; refreshing hands out new tokens, never more time', async () => {
    const { id, tokens } = await signedInUser(t);
    const session = await sessionOf(id);
    expect(session.expiresAt.getTime() - session.createdAt.getTime()).toBe(REFRESH_TOKEN_TTL_MS);

    let current = tokens.refreshToken;
    for (let i = 0; i < 3; i += 1) {
      const res = await refresh(current);
      expect(res.statusCode).toBe(200);
      current = res.json().data.refreshToken;
    }
    expect((await sessionOf(id)).expiresAt).toEqual(session.expiresAt);
    const live = await t.app.deps.db
      .select({ expiresAt: refreshTokens.expiresAt })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.sessionId, session.id), isNull(refreshTokens.rotatedAt)));
    expect(live).toEqual([{ expiresAt: session.expiresAt }]);
  });

  it('refuses the newest refresh token and every access token once the session’s end has passed', async () => {
    const { id, tokens } = await signedInUser(t);
    const next = (await refresh(tokens.refreshToken)).json().data;
    // The session reached its third day; the token handed out a moment ago is no way around that.
    await t.app.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, id));
    expect((await refresh(next.refreshToken)).statusCode).toBe(401);
    expect((await get(t, '/users/information', next.accessToken)).statusCode).toBe(401);
  });
});
