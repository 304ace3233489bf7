import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed link works at least (short-lived). */
export const SIGNED_URL_TTL_SECONDS = 60 * 60;
/**
 * Expiry times are rounded up to this step, so a lecture opened twice within a few minutes gets the same URL
 * and the browser can reuse what it already fetched. A link therefore works 60 to 65 minutes.
 */
const EXPIRY_STEP_SECONDS = 5 * 60;

export type SignedQuery = { exp: number; sig: string };

const toBase64Url = (buffer: Buffer) => buffer.toString('base64url');

/**
 * Signs and checks links that need no bearer token (lecture media, certificate downloads): HMAC-SHA256 over the
 * purpose, the subject and the expiry, with a key derived from the JWT secret. The derived key keeps these
 * signatures apart from access tokens, and the purpose keeps a media link from working as a download link.
 */
export const createUrlSigner = (jwtSecret: Uint8Array) => {
  const key = createHmac('sha256', jwtSecret).update('kampus:signed-urls:v1').digest();
  const mac = (purpose: string, subject: string, exp: number) =>
    createHmac('sha256', key).update(`${purpose}\n${subject}\n${exp}`).digest();

  return {
    sign: (purpose: string, subject: string, now: Date = new Date()): SignedQuery => {
      const seconds = Math.floor(now.getTime() / 1000) + SIGNED_URL_TTL_SECONDS;
      const exp = Math.ceil(seconds / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
      return { exp, sig: toBase64Url(mac(purpose, subject, exp)) };
    },
    /** True only for an unexpired link whose signature matches; anything malformed is simply false. */
    verify: (
      purpose: string,
      subject: string,
      query: { exp?: string | undefined; sig?: string | undefined },
      now: Date = new Date(),
    ): boolean => {
      const { exp, sig } = query;
      if (!exp || !sig || !/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return false;
      const expSeconds = Number(exp);
      if (expSeconds * 1000 <= now.getTime()) return false;
      // Compared as text: decoding first would accept other spellings of the same bytes (the last character of
      // base64url carries two unused bits).
      const expected = Buffer.from(toBase64Url(mac(purpose, subject, expSeconds)));
      return timingSafeEqual(Buffer.from(sig), expected);
    },
  };
};

export type UrlSigner = ReturnType<typeof createUrlSigner>;

/** Seconds a signed link still works, for the `Cache-Control` of what it serves. */
export const secondsLeft = (exp: string | undefined, now: Date = new Date()): number =>
  Math.max(0, Math.floor(Number(exp) - now.getTime() / 1000));
