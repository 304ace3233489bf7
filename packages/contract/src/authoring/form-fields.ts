import '../common/zod-config.ts';
import { z } from 'zod';
import { authoringMessages as m } from './messages.ts';

/**
 * Wire and form schemas of the lecturer area. The course and lecture
 * forms arrive as multipart fields (strings) or as JSON (numbers and booleans); the field helpers accept both, so the
 * web form and the server validate with the same schema and the same Turkish messages.
 */

export const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
export const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export const requiredText = (min: number, max: number, message: string, maxMessage = message) =>
  z.preprocess(
    trimmed,
    z.string({ error: message }).min(min, { error: message }).max(max, { error: maxMessage }),
  );

export const optionalText = (max: number, message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : trimmed(v)),
    z.string({ error: message }).max(max, { error: message }),
  );

/**
 * Cross-field checks run even when a single field failed, so one answer names every problem; but only on an object,
 * since they read its fields (a list or null would make them throw instead of failing the parse).
 */
export const always = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
};

const NUMBER_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
/** A number sent as a form string (`"12"`, `"199.90"`) or as a JSON number; blank becomes `fallback`. */
const numberInput = (fallback: number | undefined) => (v: unknown) => {
  if (isBlank(v)) return fallback;
  if (typeof v === 'string' && NUMBER_TEXT.test(v.trim())) return Number(v.trim());
  return v;
};

export const formNumber = (message: string, fallback?: number) =>
  z.preprocess(
    numberInput(fallback),
    z.number({ error: message }).refine(Number.isFinite, { error: message }),
  );

const intRange = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

export const formInt = (min: number, max: number, message: string, fallback?: number) =>
  z.preprocess(numberInput(fallback), intRange(min, max, message));

/** Like `formInt`, but blank or missing stays undefined (the stored value is kept). */
export const optionalFormInt = (min: number, max: number, message: string) =>
  z.preprocess(numberInput(undefined), intRange(min, max, message).optional());

/** Form booleans as forms send them: true, 1 or on (and their opposites); blank takes the default. */
export const formBoolean = (fallback: boolean) =>
  z.preprocess(
    (v) => {
      if (isBlank(v)) return fallback;
      if (typeof v === 'boolean') return v;
      const s = String(v).trim().toLowerCase();
      if (s === 'true' || s === '1' || s === 'on') return true;
      if (s === 'false' || s === '0' || s === 'off') return false;
      return v;
    },
    z.boolean({ error: m.choice }),
  );

/** Largest price a course may have (lira); keeps kuruş far inside the database's integer range. */
export const MAX_COURSE_PRICE = 1_000_000;
const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
export const money = (message: string) =>
  formNumber(message, 0).pipe(
    z
      .number()
      .min(0, { error: message })
      .max(MAX_COURSE_PRICE, { error: message })
      .refine(hasAtMostTwoDecimals, { error: message }),
  );

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A repeated form field (`categoryIds=a&categoryIds=b`) or a JSON list; blanks dropped, duplicates merged. */
export const repeatedIds = (message: string) =>
  z.preprocess(
    (v) => {
      if (isBlank(v)) return [];
      return (Array.isArray(v) ? v : [v]).filter((x) => !isBlank(x)).map(trimmed);
    },
    z
      .array(z.string({ error: message }), { error: message })
      // One message on the list itself: the form has one picker, not one field per id.
      .refine((ids) => ids.every((id) => UUID.test(id)), { error: message })
      .refine((ids) => ids.length <= 50, { error: m.tooManyValues })
      .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  );

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
export const optionalIsoDate = (message: string) =>
  z.preprocess(
    (v) => (isBlank(v) ? undefined : trimmed(v)),
    z
      .string({ error: message })
      .refine((s) => ISO_DATE_TIME.test(s) && !Number.isNaN(Date.parse(s)), { error: message })
      .optional(),
  );
