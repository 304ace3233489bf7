import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authMessages as m } from './messages.ts';
import { ChangePasswordSchema, RegisterSchema, ResetPasswordSchema } from './new-password-schemas.ts';
import { foldPassword, isCommonPassword, isPersonalPassword } from './password-rules.ts';

describe('isCommonPassword', () => {
  it('refuses the top of the public lists', () => {
    for (const p of ['123456', 'password', '12345678', 'qwerty', '123456789', '111111', 'iloveyou', 'abc123'])
      expect(isCommonPassword(p), p).toBe(true);
  });

  it('refuses Turkish favourites in any letter case, with or without Turkish letters', () => {
    for (const p of [
      'sifre123',
      'Şifre123',
      'ŞİFRE123',
      'galatasaray',
      'Fenerbahçe1907',
      'BEŞİKTAŞ',
      'askim123',
      'Istanbul34',
    ])
      expect(isCommonPassword(p), p).toBe(true);
  });

  it('refuses a listed word with a predictable decoration, and letter-digit swaps', () => {
    for (const p of [
      'Password1!',
      '123ahmet',
      'galatasaray1905!',
      'p@ssw0rd',
      'P4ssw0rd!',
      '$ifre2024',
      'kampus2025',
    ])
      expect(isCommonPassword(p), p).toBe(true);
  });

  it('refuses runs, repetitions, keyboard walks and dates that no list needs to spell out', () => {
    for (const p of [
      '987654',
      'abcdefg',
      'zyxwvu',
      '1234567890',
      'aaaaaaaa',
      'abcabc',
      '121212',
      'asdasd',
      'ababab',
    ])
      expect(isCommonPassword(p), p).toBe(true);
    for (const p of [
      '1q2w3e4r',
      'qazwsx',
      'zxcvbnm',
      'qweasdzxc',
      'fgğıod',
      '147258369',
      'a123456',
      '123456q',
    ])
      expect(isCommonPassword(p), p).toBe(true);
    for (const p of ['01011990', '19900101', '311299', '12.05.1988'.replaceAll('.', '')])
      expect(isCommonPassword(p), p).toBe(true);
  });

  it('accepts passwords that are not on the list and not built by a rule', () => {
    for (const p of [
      'gizli-şifre',
      'gizli123',
      'yeniSifre1',
      'x-y-z-1',
      'mavi kedi uçar',
      'Tb7#kq2!',
      'ahmet-58271946',
    ])
      expect(isCommonPassword(p), p).toBe(false);
  });

  it('accepts random passwords of 10 letters and digits (almost never a false refusal)', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom(...'abcdefghkmnpqrstuvwxyz23456789'),
          minLength: 10,
          maxLength: 16,
        }),
        (p) => {
          fc.pre(new Set(p).size >= 6);
          expect(isCommonPassword(p)).toBe(false);
        },
      ),
    );
  });
});

describe('isPersonalPassword', () => {
  const facts = {
    email: 'Ayse.Yilmaz@example.com',
    name: 'Ayşe',
    surname: 'Yılmaz',
    parentName: 'Mehmet',
    parentSurname: 'Yılmaz',
    identificationNumber: '10000000146',
    parentIdentificationNumber: '20000000046',
  };

  it('refuses the e-mail, its name part, names and full names, with decorations', () => {
    for (const p of [
      'ayse.yilmaz@example.com',
      'Ayse.Yilmaz',
      'ayseyilmaz',
      'AYŞEYILMAZ1990',
      'yilmazayse!',
      'Mehmet1975',
    ])
      expect(isPersonalPassword(p, facts), p).toBe(true);
  });

  it('refuses an identification number anywhere in the password', () => {
    expect(isPersonalPassword('10000000146', facts)).toBe(true);
    expect(isPersonalPassword('kimlik20000000046x', facts)).toBe(true);
  });

  it('accepts a password that merely shares letters with the name', () => {
    for (const p of ['gizli-şifre', 'ayseninkedisi-uçar', 'yilmaz-ailesi-7462'])
      expect(isPersonalPassword(p, facts), p).toBe(false);
  });
});

describe('foldPassword', () => {
  it('folds Turkish letters and both capital Is', () => {
    expect(foldPassword('ŞİŞLİ IĞDIR Çöğü')).toBe('sisli igdir cogu');
  });
});

describe('password schemas', () => {
  const register = {
    name: 'Ayşe',
    surname: 'Yılmaz',
    email: 'ayse@example.com',
    identificationNumber: '10000000146',
    parentName: 'Mehmet',
    parentSurname: 'Yılmaz',
    parentIdentificationNumber: '20000000046',
    fullAddress: 'Atatürk Caddesi No: 12, Çankaya, Ankara',
  };
  const messagesOf = (result: {
    success: boolean;
    error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
  }) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('keeps the seeds’ length message for short passwords, before any other rule', () => {
    const result = RegisterSchema.safeParse({ ...register, password: '123', confirmPassword: '123' });
    expect(messagesOf(result)).toEqual({ password: m.password, confirmPassword: m.password });
  });

  it('refuses a common password on register, change and reset with one message', () => {
    expect(
      messagesOf(
        RegisterSchema.safeParse({ ...register, password: 'sifre123', confirmPassword: 'sifre123' }),
      ),
    ).toEqual({ password: m.commonPassword });
    expect(
      messagesOf(
        ChangePasswordSchema.safeParse({
          password: 'eski',
          newPassword: 'qwerty123',
          newPasswordConfirm: 'qwerty123',
        }),
      ),
    ).toEqual({ password: m.password, newPassword: m.commonPassword });
    expect(
      messagesOf(
        ResetPasswordSchema.safeParse({ email: 'a@example.com', code: '123456', newPassword: 'galatasaray' }),
      ),
    ).toEqual({ newPassword: m.commonPassword });
  });

  it('accepts up to 128 characters of any Unicode (spaces, Turkish letters, emoji) and refuses more', () => {
    // Counted in characters (code points): the emoji at the end is one character, two UTF-16 units.
    const text = 'Şu uzun cümle benim parolam olsun, kimse tahmin edemez mi acaba? '.repeat(3);
    const long = `${[...text].slice(0, 127).join('')}🙂`;
    expect([...long]).toHaveLength(128);
    const reset = (newPassword: string) =>
      ResetPasswordSchema.safeParse({ email: 'a@example.com', code: '123456', newPassword });
    expect(reset(long).success).toBe(true);
    expect(messagesOf(reset(`${long}x`))).toEqual({ newPassword: m.password });
  });

  it('lets a change start from a weak current password', () => {
    const result = ChangePasswordSchema.safeParse({
      password: '123456',
      newPassword: 'gizli-şifre',
      newPasswordConfirm: 'gizli-şifre',
    });
    expect(result.success).toBe(true);
  });

  it('refuses a registration whose password is the person’s own name on the password field', () => {
    const result = RegisterSchema.safeParse({
      ...register,
      password: 'AyseYilmaz',
      confirmPassword: 'AyseYilmaz',
    });
    expect(messagesOf(result)).toEqual({ password: m.personalPassword });
  });
});
