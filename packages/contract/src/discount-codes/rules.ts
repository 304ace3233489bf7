import { DiscountType } from '../common/enums.ts';
import { discountMessages } from './messages.ts';

/** Discount codes: how a typed code is read, its value, its active window and its redemption scope. */

/**
 * A typed code as the server accepts it: plain upper-casing (never Turkish: `i` becomes `I`, not `İ`) and
 * everything but A–Z and 0–9 dropped (notes/turkish-text.md).
 */
export const normaliseDiscountCode = (input: string): string => input.toUpperCase().replace(/[^A-Z0-9]/g, '');

export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9]+$/;
export const DISCOUNT_CODE_MIN = 3;
export const DISCOUNT_CODE_MAX = 32;

/** Wire value (a percentage or lira, at most two decimals) to the stored hundredths; Free is always 0. */
export const discountValueToHundredths = (type: DiscountType, value: number): number =>
  type === DiscountType.Free ? 0 : Math.round(value * 100 + Number.EPSILON * Math.sign(value));

/** Stored hundredths back to the wire value (12,5 % or 199,90 lira). */
export const hundredthsToDiscountValue = (hundredths: number): number => hundredths / 100;

/** 'Aktif' while the end date is in the future, 'Süresi Doldu' once passed. */
export const isDiscountCodeActive = (endDate: string | Date, now: Date = new Date()): boolean =>
  new Date(endDate).getTime() > now.getTime();

export const discountCodeStatusText = (endDate: string | Date, now: Date = new Date()): string =>
  isDiscountCodeActive(endDate, now) ? discountMessages.active : discountMessages.expired;

/** Whether a code can be used at `now`: started and not yet ended. */
export const discountCodeWindow = (
  code: { startDate: string | Date; endDate: string | Date },
  now: Date = new Date(),
): 'active' | 'notStarted' | 'expired' => {
  if (now.getTime() < new Date(code.startDate).getTime()) return 'notStarted';
  if (now.getTime() >= new Date(code.endDate).getTime()) return 'expired';
  return 'active';
};

/**
 * Key of one redemption: a single-use code can be redeemed once in total (its id), a reusable one once per
 * user (id + ':' + user id). A unique index on it lets the database settle races.
 */
export const redemptionScopeKey = (code: { id: string; isReusable: boolean }, userId: string): string =>
  code.isReusable ? `${code.id}:${userId}` : code.id;
