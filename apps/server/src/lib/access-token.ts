import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'kampus';

export type AccessClaims = { userId: string; sessionId: string };

/** A signed JWT for 15 minutes; the session id lets logout and deletion end it at once. */
export const signAccessToken = (secret: Uint8Array, claims: AccessClaims) =>
  new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(secret);

const HEADER_ALGORITHM = 'HS256';

const decodeJson = (part: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

/**
 * The claims of a valid token, or null for a missing, forged or expired one.
 *
 * Verified with node:crypto's synchronous HMAC rather than jose's `jwtVerify`: jose uses WebCrypto, whose jobs
 * run on libuv's four-thread pool, the same pool that hashes passwords with argon2. During a burst of sign-ins
 * every authenticated request then waited behind the hashing (median 180 ms per verification with the pool busy,
 * measured by `npm run bench:load`), while the HMAC itself takes microseconds. The checks are jose's for this
 * token: exactly three parts, `alg` pinned to HS256 and no `crit`, the signature compared in constant time as
 * its canonical base64url text, then issuer, `exp` in the future, `nbf` (when present) not ahead, and the
 * subject and session claims. Signing stays with jose (once per sign-in or refresh).
 */
export const verifyAccessToken = async (
  secret: Uint8Array,
  token: string,
): Promise<(AccessClaims & { expiresAt: Date }) | null> => {
  const verifier = verifierOf(secret);
  const known = verifier.verified.get(token);
  if (known) return known.expiresAt.getTime() > Date.now() ? known : null;
  const claims = verifySignedToken(verifier.key, token);
  if (claims) verifier.verified.set(token, claims);
  return claims;
};

/**
 * Per secret: its key object (made once, not per request) and the tokens it has verified. A token's claims never
 * change, so a token seen before is answered from memory (its expiry checked again each time); only the exact string
 * that passed every check is kept, so a forged or altered token is never a hit. Whether the session is still open is
 * not a claim: the guard checks it on every request (plugins/auth.ts).
 */
const verifiers = new WeakMap<
  Uint8Array,
  { key: KeyObject; verified: LRUCache<string, AccessClaims & { expiresAt: Date }> }
>();
const verifierOf = (secret: Uint8Array) => {
  let verifier = verifiers.get(secret);
  if (!verifier) {
    verifier = { key: createSecretKey(secret), verified: new LRUCache({ max: 20_000 }) };
    verifiers.set(secret, verifier);
  }
  return verifier;
};

const verifySignedToken = (key: KeyObject, token: string): (AccessClaims & { expiresAt: Date }) | null => {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head, body, signature] = parts as [string, string, string];
  const header = decodeJson(head);
  if (!header || header.alg !== HEADER_ALGORITHM || header.crit !== undefined || header.b64 !== undefined)
    return null;
  const expected = Buffer.from(createHmac('sha256', key).update(`${head}.${body}`).digest('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const payload = decodeJson(body);
  if (!payload) return null;
  const now = Math.floor(Date.now() / 1000);
  if (payload.iss !== ISSUER) return null;
  if (typeof payload.exp !== 'number' || payload.exp <= now) return null;
  if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > now)) return null;
  if (payload.iat !== undefined && typeof payload.iat !== 'number') return null;
  if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
  return { userId: payload.sub, sessionId: payload.sid, expiresAt: new Date(payload.exp * 1000) };
};
