import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Format version in front of every value, so the scheme can change without guessing how old rows were written. */
const VERSION = 'v1';

/**
 * Encrypts one personal-data field (identification numbers) with AES-256-GCM and a fresh random IV, so equal
 * values give different ciphertexts. Result: `v1:<iv>:<tag>:<ciphertext>`, each part base64url.
 */
export const encryptField = (key: Buffer, plaintext: string): string => {
  if (key.length !== 32) throw new Error('field encryption key must be 32 bytes');
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64url'), tag.toString('base64url'), body.toString('base64url')].join(':');
};

/** The plaintext of a value written by `encryptField`; throws when the value was altered or the key is wrong. */
export const decryptField = (key: Buffer, stored: string): string => {
  const [version, iv, tag, body, ...rest] = stored.split(':');
  if (version !== VERSION || iv === undefined || tag === undefined || body === undefined || rest.length > 0)
    throw new Error('unknown encrypted field format');
  const ivBytes = Buffer.from(iv, 'base64url');
  const tagBytes = Buffer.from(tag, 'base64url');
  if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES)
    throw new Error('malformed encrypted field');
  const decipher = createDecipheriv(ALGORITHM, key, ivBytes, { authTagLength: TAG_BYTES });
  decipher.setAuthTag(tagBytes);
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
};
