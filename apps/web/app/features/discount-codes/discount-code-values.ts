import { type DiscountCode, DiscountType } from '@kampus/contract';
import dayjs from 'dayjs';

/**
 * What the admin and lecturer discount-code forms share: the picker's local date-times
 * ('YYYY-MM-DD HH:mm:ss') against the wire's UTC ISO strings, and the seed's lenient reading of a submitted form.
 */

/** The inputs' values; the lecturer variant adds its course. */
export type DiscountCodeBaseValues = {
  code: string;
  /** The Select's value: '0'..'3'. */
  type: string;
  discountValue: number | string;
  startDate: string | null;
  endDate: string | null;
  isReusable: boolean;
  applyOnDiscountedPrice: boolean;
};

const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export const toPickerValue = (iso: string): string => dayjs(iso).format(PICKER_FORMAT);

export const toIsoValue = (picker: string | null): string => {
  if (!picker) return '';
  const parsed = dayjs(picker);
  return parsed.isValid() ? parsed.toISOString() : '';
};

/**
 * A new code starts now and runs for 30 days, so that the common case needs no date picking; the minute is kept
 * because the picker has minute precision.
 */
export const newCodeDates = (now: Date): Pick<DiscountCodeBaseValues, 'startDate' | 'endDate'> => {
  const start = dayjs(now).second(0).millisecond(0);
  return {
    startDate: start.format(PICKER_FORMAT),
    endDate: start.add(30, 'day').hour(23).minute(59).format(PICKER_FORMAT),
  };
};

/** An existing code as the inputs hold it. */
export const baseValuesOf = (code: DiscountCode): DiscountCodeBaseValues => ({
  code: code.code,
  type: String(code.type),
  discountValue: code.discountValue,
  startDate: toPickerValue(code.startDate),
  endDate: toPickerValue(code.endDate),
  isReusable: code.isReusable,
  applyOnDiscountedPrice: code.applyOnDiscountedPrice,
});

const knownTypes: number[] = Object.values(DiscountType);

/** Seed 001 §5: an invalid type falls back to Percentage. */
export const parseDiscountType = (value: unknown): DiscountType => {
  const type = Number(value);
  return (knownTypes.includes(type) ? type : DiscountType.Percentage) as DiscountType;
};

/** Seed 001 §5: leading zeros are dropped and anything that is not a number becomes 0. */
export const parseDiscountValue = (value: unknown): number => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  const text = String(value ?? '')
    .trim()
    .replace(',', '.')
    .replace(/^0+(?=\d)/, '');
  const number = Number(text);
  return text !== '' && Number.isFinite(number) ? number : 0;
};

/** Seed 001 §5: booleans accept true, 1 or on. */
export const parseFormBoolean = (value: unknown): boolean =>
  value === true || value === 1 || value === 'true' || value === '1' || value === 'on';

/** The fields both variants send; the variant adds `isBasketDiscount` and, for the lecturer, the course. */
export type DiscountCodeBasePayload = {
  id?: string;
  code: string;
  type: DiscountType;
  discountValue: number;
  startDate: string;
  endDate: string;
  isReusable: boolean;
  applyOnDiscountedPrice: boolean;
};

/** What is sent from the inputs: the code trimmed and upper-cased, Free always 0, dates as UTC ISO. */
export const basePayloadOf = (values: DiscountCodeBaseValues, id?: string): DiscountCodeBasePayload => {
  const type = parseDiscountType(values.type);
  return {
    ...(id ? { id } : {}),
    code: values.code.trim().toUpperCase(),
    type,
    discountValue: type === DiscountType.Free ? 0 : parseDiscountValue(values.discountValue),
    startDate: toIsoValue(values.startDate),
    endDate: toIsoValue(values.endDate),
    isReusable: values.isReusable,
    applyOnDiscountedPrice: values.applyOnDiscountedPrice,
  };
};

/**
 * The payload a submit carries, read as leniently as the seed's action read its form data; a missing `isReusable`
 * takes the variant's default.
 */
export const basePayloadFrom = (
  body: Record<string, unknown>,
  reusableByDefault: boolean,
  id?: string,
): DiscountCodeBasePayload => {
  const type = parseDiscountType(body.type);
  return {
    ...(id ? { id } : {}),
    code: String(body.code ?? '')
      .trim()
      .toUpperCase(),
    type,
    discountValue: type === DiscountType.Free ? 0 : parseDiscountValue(body.discountValue),
    startDate: String(body.startDate ?? ''),
    endDate: String(body.endDate ?? ''),
    isReusable: body.isReusable === undefined ? reusableByDefault : parseFormBoolean(body.isReusable),
    applyOnDiscountedPrice: parseFormBoolean(body.applyOnDiscountedPrice),
  };
};
