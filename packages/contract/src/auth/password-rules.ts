import { COMMON_PASSWORDS_TEXT } from './common-passwords.ts';

/**
 * Which new passwords are refused besides the seeds' length rule (at least 6): those on a list of common passwords
 * and those built from the account's own data (OWASP ASVS 2.1.7, NIST SP 800-63B §5.1.1.2). The same rules run in
 * the browser (the forms' field messages) and on the server (register, change and reset), so both say the same.
 * Composition rules ("one capital, one digit") are deliberately not used: they push people to `Sifre123!`.
 */

const TURKISH_FOLD: Record<string, string> = {
  ı: 'i',
  ğ: 'g',
  ü: 'u',
  ş: 's',
  ö: 'o',
  ç: 'c',
  â: 'a',
  î: 'i',
  û: 'u',
};

/** Lower case (Turkish rules, so `I` is `ı`), then Turkish letters to their plain Latin twins: `Şİfre` → `sifre`. */
export const foldPassword = (value: string): string =>
  value
    .trim()
    .toLocaleLowerCase('tr-TR')
    .replace(/[ığüşöçâîû]/g, (c) => TURKISH_FOLD[c] ?? c)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};
/** `p@ssw0rd` → `password`; only letters between letters are undone, so `sifre123` keeps its digits. */
const unLeet = (value: string): string =>
  value
    .replace(/(?<=[a-z])[0134579@$!](?=[a-z0134579@$!]*[a-z])/g, (c) => LEET[c] ?? c)
    .replace(/^[@$](?=[a-z])/, (c) => LEET[c] ?? c);

let commonWords: Set<string> | undefined;
/** Built on first use, so a page that never checks a password never pays for the list. */
const common = (): Set<string> => {
  commonWords ??= new Set(
    COMMON_PASSWORDS_TEXT.split('\n')
      .filter((line) => !line.startsWith('#'))
      .join(' ')
      .split(/\s+/)
      .filter(Boolean)
      .map(foldPassword),
  );
  return commonWords;
};

/** Keyboard rows and walks (Q and F layouts, folded like passwords, and the numeric pad) read either way. */
const KEYBOARD_LINES = [
  '1234567890',
  'qwertyuiopgu',
  'asdfghjklsi',
  'zxcvbnmoc',
  'fggiodrnhpqw',
  'uieautkmlysx',
  'jovcczsb',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p',
  'qazwsxedcrfvtgbyhnujmikolp',
  'zaq1xsw2cde3vfr4bgt5nhy6mju7',
  '1q2w3e4r5t6y7u8i9o0p',
  'q1w2e3r4t5y6u7i8o9p0',
  'a1s2d3f4g5h6j7k8l9',
  'qweasdzxc',
  '789456123',
  '147258369',
  '159753',
  '753951',
  '741852963',
  '963852741',
  '321654987',
  '123654789',
];
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';
const DIGIT_RUN = '01234567890';

const isRun = (value: string, line: string) =>
  line.includes(value) || [...line].reverse().join('').includes(value);

/** `111111`, `abcabc`, `121212`, `asdasd`, or a password of at most two different characters. */
const isRepetition = (value: string) => /^(.{1,4})\1+$/.test(value) || new Set(value).size <= 2;

/** A calendar date written as digits: `010190`, `01011990`, `19900101`, `311299`. */
const isDate = (value: string) => {
  if (!/^\d{6}$|^\d{8}$/.test(value)) return false;
  const valid = (d: number, m: number, y: number) => d >= 1 && d <= 31 && m >= 1 && m <= 12 && y >= 0;
  const n = (from: number, to: number) => Number(value.slice(from, to));
  if (value.length === 6) return valid(n(0, 2), n(2, 4), n(4, 6)) || valid(n(4, 6), n(2, 4), n(0, 2));
  const isYear = (y: number) => y >= 1900 && y <= 2099;
  return (
    (isYear(n(4, 8)) && (valid(n(0, 2), n(2, 4), 1) || valid(n(2, 4), n(0, 2), 1))) ||
    (isYear(n(0, 4)) && valid(n(6, 8), n(4, 6), 1))
  );
};

/** Guessable on its own: listed, a run of digits, letters or keys, a repetition or a date. */
const isWeakCore = (value: string): boolean =>
  value.length > 0 &&
  (common().has(value) ||
    isRepetition(value) ||
    isDate(value) ||
    (value.length >= 3 &&
      (isRun(value, DIGIT_RUN) ||
        isRun(value, ALPHABET) ||
        KEYBOARD_LINES.some((line) => isRun(value, line)))));

/** What people put around a word: a few symbols, up to four digits (a year, `123`), or digits that are weak. */
const isPredictableDecoration = (value: string) => {
  if (value === '') return true;
  const match = /^[^\p{L}\p{N}]{0,3}(\d*)[^\p{L}\p{N}]{0,3}$/u.exec(value);
  if (!match) return false;
  const digits = match[1] ?? '';
  return digits.length <= 4 || isWeakCore(digits);
};

/** Every reading of a word with a decoration around it: `123ahmet!`, `Galatasaray1905`, `a123456`. */
const cores = (value: string): string[] => {
  const out = [value];
  const match = /^([^\p{L}]*?)(\p{L}[\s\S]*\p{L}|\p{L})([^\p{L}]*)$/u.exec(value);
  if (match) {
    const [, before = '', word = '', after = ''] = match;
    if (word.length >= 3 && isPredictableDecoration(before) && isPredictableDecoration(after)) out.push(word);
  }
  // One or two letters around digits: `a123456`, `123456q`, `aa111111`.
  const digitsOnly = /^\p{L}{0,2}(\d{4,})\p{L}{0,2}$/u.exec(value);
  if (digitsOnly?.[1] && digitsOnly[1] !== value) out.push(digitsOnly[1]);
  return out;
};

const readings = (password: string): string[] => {
  const folded = foldPassword(password);
  const plain = unLeet(folded);
  return [...new Set([folded, plain])];
};

/** True when the password is common or trivially guessable (see the list and rules above). */
export const isCommonPassword = (password: string): boolean =>
  readings(password).some((reading) => cores(reading).some(isWeakCore));

/** The account's own data a password must not be built from. */
export type PersonalFacts = {
  email?: string | null;
  name?: string | null;
  surname?: string | null;
  parentName?: string | null;
  parentSurname?: string | null;
  identificationNumber?: string | null;
  parentIdentificationNumber?: string | null;
};

/**
 * True when the password is the e-mail, its part before `@`, a name, a surname, a full name (either order) or an
 * identification number, alone or with a predictable decoration (`ayseyilmaz1990`, `Yılmaz!`). An identification
 * number anywhere inside the password counts too: eleven digits that are printed on a card are no secret.
 */
export const isPersonalPassword = (password: string, facts: PersonalFacts): boolean => {
  const f = (value: string | null | undefined) => foldPassword(value ?? '').replace(/\s+/g, '');
  const email = f(facts.email);
  const words = [
    email,
    email.split('@')[0] ?? '',
    f(facts.name),
    f(facts.surname),
    f(facts.parentName),
    f(facts.parentSurname),
    f(facts.name) + f(facts.surname),
    f(facts.surname) + f(facts.name),
    f(facts.parentName) + f(facts.parentSurname),
  ].filter((w) => w.length >= 2);
  const idNumbers = [f(facts.identificationNumber), f(facts.parentIdentificationNumber)].filter(
    (n) => n.length >= 6,
  );
  return readings(password).some((reading) => {
    const compact = reading.replace(/\s+/g, '');
    if (idNumbers.some((n) => compact.includes(n))) return true;
    return cores(compact).some((core) => words.includes(core));
  });
};
