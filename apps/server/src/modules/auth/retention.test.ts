import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, registerUser } from '../../../test/support/auth.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { passwordResetCodes, refreshTokens, sessions } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

describe('retention of ended sessions and reset codes', () => {
  it('deletes what ended more than 30 days ago at the next sign-in, and keeps what is live or recent', async () => {
    const { id, body } = await registerUser(t);
    const { db } = t.app.deps;
    const made = await db
      .insert(sessions)
      .values([
        { userId: id, createdAt: daysAgo(40), expiresAt: daysAgo(37) },
        {
          userId: id,
          createdAt: daysAgo(35),
          expiresAt: daysAgo(32),
          revokedAt: daysAgo(34),
          revokedReason: 'logout',
        },
        { userId: id, createdAt: daysAgo(31), expiresAt: daysAgo(28) },
        { userId: id, createdAt: daysAgo(1), expiresAt: daysAgo(-2) },
      ])
      .returning({ id: sessions.id });
    const [old, revoked, recent, live] = made.map((row) => row.id);
    await db
      .insert(refreshTokens)
      .values({ sessionId: old as string, tokenHash: 'eski', expiresAt: daysAgo(37) });
    const codes = await db
      .insert(passwordResetCodes)
      .values([
        { userId: id, codeHash: 'a', createdAt: daysAgo(45), expiresAt: daysAgo(45) },
        { userId: id, codeHash: 'b', createdAt: daysAgo(2), expiresAt: daysAgo(2) },
      ])
      .returning({ id: passwordResetCodes.id });

    await loginAs(t, body.email, body.password);

    const left = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        inArray(
          sessions.id,
          made.map((row) => row.id),
        ),
      );
    expect(left.map((row) => row.id).sort()).toEqual([recent, live].sort());
    expect(old && revoked).toBeTruthy();
    expect(await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, 'eski'))).toEqual([]);
    const codesLeft = await db
      .select({ id: passwordResetCodes.id })
      .from(passwordResetCodes)
      .where(
        inArray(
          passwordResetCodes.id,
          codes.map((row) => row.id),
        ),
      );
    expect(codesLeft.map((row) => row.id)).toEqual([codes[1]?.id]);
  });
});
