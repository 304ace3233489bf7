import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('hashes with argon2id and a salt of its own', async () => {
    const a = await hashPassword('gizli-şifre');
    const b = await hashPassword('gizli-şifre');
    expect(a.startsWith('$argon2id$')).toBe(true);
    expect(a).not.toBe(b);
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('gizli-şifre');
    expect(await verifyPassword(stored, 'gizli-şifre')).toBe(true);
    expect(await verifyPassword(stored, 'gizli-sifre')).toBe(false);
  });

  it('uses OWASP’s argon2id baseline: 19 MiB of memory, 2 passes, 1 lane', async () => {
    expect(await hashPassword('gizli-şifre')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('uses the whole password: no truncation, every character counts, emoji and spaces included', async () => {
    const long = `${'çok uzun bir cümle '.repeat(6)}🙂`.slice(0, 128);
    const stored = await hashPassword(long);
    expect(await verifyPassword(stored, long)).toBe(true);
    expect(await verifyPassword(stored, long.slice(0, 72))).toBe(false);
    expect(await verifyPassword(stored, `${long.slice(0, -1)}x`)).toBe(false);
  });

  it('treats a malformed stored hash as no match', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});
