import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'kampus';

export type AccessClaims = { userId: string; sessionId: string };

/** A signed JWT for 15 minutes (CONTRACT.md §4); the session id lets logout and deletion end it at once. */
export const signAccessToken = (secret: Uint8Array, claims: AccessClaims) =>
  new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(secret);

/** The claims of a valid token, or null for a missing, forged or expired one. */
export const verifyAccessToken = async (secret: Uint8Array, token: string): Promise<AccessClaims | null> => {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
};
