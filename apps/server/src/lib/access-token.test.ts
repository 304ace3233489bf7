import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-token.ts';

const secret = randomBytes(32);
const claims = { userId: randomUUID(), sessionId: randomUUID() };

/** A token like ours, signed with `alg` and `key`, with any claim overridden. */
const forge = (alg: string, key: Uint8Array, edit: (jwt: SignJWT) => SignJWT = (jwt) => jwt) =>
  edit(
    new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg })
      .setSubject(claims.userId)
      .setIssuer('kampus')
      .setIssuedAt()
      .setExpirationTime('15m'),
  ).sign(key);

describe('access tokens', () => {
  it('accept a token the server signed, for its user and session', async () => {
    expect(await verifyAccessToken(secret, await signAccessToken(secret, claims))).toEqual(claims);
  });

  it('pin the algorithm: unsigned (alg none) and other HMAC tokens are refused even with the right key', async () => {
    const unsigned = new UnsecuredJWT({ sid: claims.sessionId })
      .setSubject(claims.userId)
      .setIssuer('kampus')
      .setExpirationTime('15m')
      .encode();
    expect(await verifyAccessToken(secret, unsigned)).toBeNull();
    expect(await verifyAccessToken(secret, await forge('HS512', secret))).toBeNull();
    expect(await verifyAccessToken(secret, await forge('HS384', secret))).toBeNull();
  });

  it('refuse another key, another issuer, an expired token and one without a session', async () => {
    expect(await verifyAccessToken(secret, await forge('HS256', randomBytes(32)))).toBeNull();
    expect(
      await verifyAccessToken(secret, await forge('HS256', secret, (j) => j.setIssuer('baska'))),
    ).toBeNull();
    expect(
      await verifyAccessToken(
        secret,
        await forge('HS256', secret, (j) => j.setExpirationTime(Math.floor(Date.now() / 1000) - 1)),
      ),
    ).toBeNull();
    const noSession = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuer('kampus')
      .setExpirationTime('15m')
      .sign(secret);
    expect(await verifyAccessToken(secret, noSession)).toBeNull();
  });

  it('last 15 minutes', async () => {
    const token = await signAccessToken(secret, claims);
    const payload = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString('utf8'));
    expect(payload.exp - payload.iat).toBe(15 * 60);
  });
});
