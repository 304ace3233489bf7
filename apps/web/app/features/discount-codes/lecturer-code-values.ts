import {
  type DiscountCode,
  DiscountType,
  lecturerDiscountCodeDefaults,
  lecturerDiscountCodeFormSchema,
  lecturerDiscountCodeUpdateFormSchema,
  MAX_DISCOUNT_AMOUNT,
  type PickerCourse,
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
 * The lecturer variant of the discount-code form's values: one course per code, the value clamped
 * to the course's price, never basket-wide.
 */

export { parseDiscountType } from './discount-code-values.ts';

export type LecturerCodeValues = DiscountCodeBaseValues & { courseId: string | null };

export type LecturerCodeField = 'code' | 'courseId' | 'type' | 'discountValue' | 'startDate' | 'endDate';

/** Seed 001 §3: a new lecturer code is a Percentage of 0, not reusable; it runs from now for 30 days. */
export const newLecturerCodeValues = (
  now: Date = new Date(),
  courseId: string | null = null,
): LecturerCodeValues => ({
  code: '',
  courseId,
  type: String(lecturerDiscountCodeDefaults.type),
  discountValue: lecturerDiscountCodeDefaults.discountValue,
  ...newCodeDates(now),
  isReusable: lecturerDiscountCodeDefaults.isReusable,
  applyOnDiscountedPrice: lecturerDiscountCodeDefaults.applyOnDiscountedPrice,
});

export const lecturerCodeValuesOf = (code: DiscountCode): LecturerCodeValues => ({
  ...baseValuesOf(code),
  courseId: code.courseId,
});

/** The largest value the type allows: 100 for a percentage, the course's price for the fixed types. */
export const discountValueMax = (type: DiscountType, coursePrice: number | null | undefined): number => {
  if (type === DiscountType.Free) return 0;
  if (type === DiscountType.Percentage) return 100;
  return coursePrice ?? MAX_DISCOUNT_AMOUNT;
};

/**
 * Seed 001 §5: the value input is clamped to 0 and to 100 for a percentage, or to the course's price for the fixed
 * types; Free is always 0. A half-typed text (`'12,'`) is left alone until it is a number.
 */
export const clampDiscountValue = (
  value: number | string,
  type: DiscountType,
  coursePrice: number | null | undefined,
): number | string => {
  if (type === DiscountType.Free) return 0;
  if (typeof value !== 'number' || !Number.isFinite(value)) return value;
  return Math.min(Math.max(value, 0), discountValueMax(type, coursePrice));
};

export type LecturerCodePayload = DiscountCodeBasePayload & { courseId: string; isBasketDiscount: false };

/** What is sent: the shared payload for the chosen course, never basket-wide. */
export const toLecturerCodePayload = (values: LecturerCodeValues, id?: string): LecturerCodePayload => ({
  ...basePayloadOf(values, id),
  courseId: values.courseId ?? '',
  isBasketDiscount: false,
});

export const lecturerCodePayloadFrom = (body: Record<string, unknown>, id?: string): LecturerCodePayload => ({
  ...basePayloadFrom(body, lecturerDiscountCodeDefaults.isReusable, id),
  courseId: String(body.courseId ?? ''),
  isBasketDiscount: false,
});

/** Every field message (contract `discountMessages`) for the payload; the chosen course's regular price bounds the fixed types. */
export const lecturerCodeErrors = (
  payload: LecturerCodePayload,
  course: Pick<PickerCourse, 'price'> | null | undefined,
): Partial<Record<LecturerCodeField, string>> => {
  const options = { coursePrice: course?.price ?? null };
  const result = payload.id
    ? lecturerDiscountCodeUpdateFormSchema(options).safeParse(payload)
    : lecturerDiscountCodeFormSchema(options).safeParse(payload);
  return result.success ? {} : (fieldErrorsOf(result.error) as Partial<Record<LecturerCodeField, string>>);
};
