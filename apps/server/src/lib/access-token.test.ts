import { randomBytes, randomUUID } from 'node:crypto';
import { type Algorithm, hash } from '@node-rs/argon2';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    expect(await verifyAccessToken(secret, await signAccessToken(secret, claims))).toEqual({
      ...claims,
      expiresAt: expect.any(Date),
    });
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

  it('refuse a malformed token, a non-canonical signature and a payload changed after signing', async () => {
    const token = await signAccessToken(secret, claims);
    const [head, body, signature] = token.split('.') as [string, string, string];
    const otherBody = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString('utf8')), sub: randomUUID() }),
    ).toString('base64url');
    for (const bad of [
      '',
      'a.b',
      `${head}.${body}`,
      `${token}.`,
      `${head}.${body}.${signature}A`,
      `${head}.${body}.${signature.slice(0, -1)}`,
      `${head}.${otherBody}.${signature}`,
      `e30.${body}.${signature}`,
    ])
      expect(await verifyAccessToken(secret, bad)).toBeNull();
  });

  it('verify without waiting for the thread pool that hashes passwords', async () => {
    const token = await signAccessToken(secret, claims);
    // Six argon2 hashes hold libuv's four pool threads; a verification queued there would finish after one of them.
    const hashes = Array.from({ length: 6 }, () =>
      hash('gizli-şifre', { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 4, parallelism: 1 }),
    );
    const first = await Promise.race([
      verifyAccessToken(secret, token).then(() => 'verification'),
      Promise.any(hashes).then(() => 'hash'),
    ]);
    await Promise.all(hashes);
    expect(first).toBe('verification');
  });

  describe('once verified, answered from memory', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('still refuses the same token once it has expired', async () => {
      const token = await signAccessToken(secret, claims);
      expect(await verifyAccessToken(secret, token)).toMatchObject(claims);
      vi.useFakeTimers({ now: Date.now() + 15 * 60 * 1000 + 1000 });
      expect(await verifyAccessToken(secret, token)).toBeNull();
    });

    it('is kept per key: a token verified under one secret is refused under another', async () => {
      const token = await signAccessToken(secret, claims);
      expect(await verifyAccessToken(secret, token)).toMatchObject(claims);
      expect(await verifyAccessToken(randomBytes(32), token)).toBeNull();
    });

    it('never lets an altered copy of a verified token through', async () => {
      const token = await signAccessToken(secret, claims);
      expect(await verifyAccessToken(secret, token)).toMatchObject(claims);
      const [head, , signature] = token.split('.') as [string, string, string];
      const body = Buffer.from(
        JSON.stringify({ sid: claims.sessionId, sub: randomUUID(), iss: 'kampus', exp: 4_000_000_000 }),
      ).toString('base64url');
      expect(await verifyAccessToken(secret, `${head}.${body}.${signature}`)).toBeNull();
      expect(await verifyAccessToken(secret, `${token} `)).toBeNull();
    });
  });

  it('last 15 minutes', async () => {
    const token = await signAccessToken(secret, claims);
    const payload = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString('utf8'));
    expect(payload.exp - payload.iat).toBe(15 * 60);
  });
});
