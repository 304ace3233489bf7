import {
  AdminDiscountCodeCreateSchema,
  AdminDiscountCodeUpdateSchema,
  adminDiscountCodeDefaults,
  type DiscountCode,
} from '@kampus/contract';
import { fieldErrorsOf } from '../../lib/forms.ts';
import {
  basePayloadFrom,
  basePayloadOf,
  baseValuesOf,
  type DiscountCodeBasePayload,
  type DiscountCodeBaseValues,
  newCodeDates,
} from './discount-code-values.ts';

/**
 * The admin variant of the discount-code form's values: basket-wide, reusable by default, and a new
 * code may not start in the past.
 */

export type DiscountCodeFormValues = DiscountCodeBaseValues;

export type DiscountCodeField = 'code' | 'type' | 'discountValue' | 'startDate' | 'endDate';

/** A new code: Percentage, reusable, from now for 30 days. */
export const newDiscountCodeValues = (now: Date = new Date()): DiscountCodeFormValues => ({
  code: '',
  type: String(adminDiscountCodeDefaults.type),
  // Seed 001 §3: the value starts at 0; an empty field reads as 0 and lets the admin type without erasing first.
  discountValue: adminDiscountCodeDefaults.discountValue === 0 ? '' : adminDiscountCodeDefaults.discountValue,
  ...newCodeDates(now),
  isReusable: adminDiscountCodeDefaults.isReusable,
  applyOnDiscountedPrice: adminDiscountCodeDefaults.applyOnDiscountedPrice,
});

export const discountCodeValuesOf = (code: DiscountCode): DiscountCodeFormValues => baseValuesOf(code);

export type DiscountCodePayload = DiscountCodeBasePayload & { isBasketDiscount: true };

/** What is sent: the shared payload, always basket-wide. */
export const toDiscountCodePayload = (values: DiscountCodeFormValues, id?: string): DiscountCodePayload => ({
  ...basePayloadOf(values, id),
  isBasketDiscount: true,
});

/** The payload a submit carries, read as leniently as the seed's action read its form data. */
export const discountCodePayloadFrom = (body: Record<string, unknown>, id?: string): DiscountCodePayload => ({
  ...basePayloadFrom(body, adminDiscountCodeDefaults.isReusable, id),
  isBasketDiscount: true,
});

/**
 * Every field message (contract `discountMessages`) for the payload, from the contract's schemas: creating also refuses a start in the
 * past, editing a running code does not.
 */
export const discountCodeErrors = (
  payload: DiscountCodePayload,
  mode: 'create' | 'edit',
): Partial<Record<DiscountCodeField, string>> => {
  const result =
    mode === 'create'
      ? AdminDiscountCodeCreateSchema.safeParse(payload)
      : AdminDiscountCodeUpdateSchema.safeParse(payload);
  return result.success ? {} : (fieldErrorsOf(result.error) as Partial<Record<DiscountCodeField, string>>);
};
