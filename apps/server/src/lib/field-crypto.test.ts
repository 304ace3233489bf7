import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptField, encryptField } from './field-crypto.ts';

const key = randomBytes(32);

describe('field encryption', () => {
  it('returns the plaintext it was given, Turkish letters included', () => {
    for (const value of ['12345678901', '', 'Ayşe Yılmaz Çağrı Işık'])
      expect(decryptField(key, encryptField(key, value))).toBe(value);
  });

  it('writes a versioned value that does not contain the plaintext', () => {
    const stored = encryptField(key, '12345678901');
    expect(stored.startsWith('v1:')).toBe(true);
    expect(stored).not.toContain('12345678901');
  });

  it('gives different ciphertexts for the same value (random IV)', () => {
    expect(encryptField(key, '12345678901')).not.toBe(encryptField(key, '12345678901'));
  });

  it('refuses a value decrypted with another key', () => {
    const stored = encryptField(key, '12345678901');
    expect(() => decryptField(randomBytes(32), stored)).toThrow();
  });

  it('refuses an altered ciphertext', () => {
    const [v, iv, tag, body] = encryptField(key, '12345678901').split(':') as [
      string,
      string,
      string,
      string,
    ];
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => decryptField(key, [v, iv, tag, flipped.toString('base64url')].join(':'))).toThrow();
  });

  it('refuses an unknown format version', () => {
    expect(() => decryptField(key, 'v9:a:b:c')).toThrow(/format/);
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => encryptField(randomBytes(16), 'x')).toThrow();
  });
});
