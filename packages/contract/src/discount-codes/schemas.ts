import '../common/zod-config.ts';
import { z } from 'zod';
import { DiscountType } from '../common/enums.ts';
import { IdSchema, pagedSchema } from '../common/envelope.ts';
import { pageNumber, pageSize, queryBoolean, search } from '../common/list-query.ts';
import { discountMessages as m } from './messages.ts';
import { DISCOUNT_CODE_MAX, DISCOUNT_CODE_MIN, DISCOUNT_CODE_PATTERN } from './rules.ts';

/**
 * Wire and form schemas of discount codes. The form schemas carry every
 * seed message, so the web form and the server answer with the same words. Money is lira (at most two decimals) on
 * the wire.
 */

/** Largest amount a code may take off or set (lira); keeps values far inside the database's integer range. */
export const MAX_DISCOUNT_AMOUNT = 1_000_000;
/**
 * The admin create form's start may lag the clock by this much: the date-time field has minute precision and
 * "now" typed in the form is already in the past when the request arrives.
 */
export const START_IN_PAST_GRACE_MS = 5 * 60 * 1000;

/** A code as sent: validated, never rewritten; the web form upper-cases while typing. */
export const DiscountCodeFieldSchema = z
  .string({ error: m.codeRequired })
  .refine((v) => v.trim() !== '', { error: m.codeRequired })
  .refine((v) => v.trim() === '' || v.length >= DISCOUNT_CODE_MIN, { error: m.codeMin })
  .refine((v) => v.length <= DISCOUNT_CODE_MAX, { error: m.codeMax })
  .refine((v) => v.trim() === '' || DISCOUNT_CODE_PATTERN.test(v), { error: m.codeFormat });

export const DiscountTypeSchema = z.literal(
  [DiscountType.Percentage, DiscountType.SubtractFromPrice, DiscountType.SetAsFinalPrice, DiscountType.Free],
  { error: m.typeInvalid },
);

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const isoDateTime = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .refine((v) => v.trim() !== '', { error: required })
    .refine((v) => v.trim() === '' || (ISO_DATE_TIME.test(v) && !Number.isNaN(Date.parse(v))), {
      error: invalid,
    });

/** Form booleans as the seed submits them: true, 1 or on (and their opposites); missing takes the default. */
const formBoolean = (fallback: boolean) =>
  z
    .union([z.boolean(), z.literal([0, 1]), z.enum(['true', 'false', '1', '0', 'on', 'off', ''])], {
      error: 'Lütfen geçerli bir seçim yapınız',
    })
    .nullish()
    .transform((v) =>
      v === null || v === undefined || v === ''
        ? fallback
        : v === true || v === 1 || v === 'true' || v === '1' || v === 'on',
    );

const discountValueField = z
  .number({ error: m.valueInvalid })
  .refine(Number.isFinite, { error: m.valueInvalid });

const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/**
 * The limit a lecturer code's value has against its course: SubtractFromPrice and
 * SetAsFinalPrice may not exceed the course's regular price. Null when the value is within it.
 */
export const courseValueLimitMessage = (
  type: DiscountType,
  discountValue: number,
  coursePriceLira: number,
): string | null =>
  (type === DiscountType.SubtractFromPrice || type === DiscountType.SetAsFinalPrice) &&
  discountValue > coursePriceLira
    ? m.valueAbovePrice(coursePriceLira)
    : null;

type CommonValues = { type: DiscountType; discountValue: number; startDate: string; endDate: string };

const checkCommon = (
  v: CommonValues,
  ctx: z.RefinementCtx,
  options: { coursePrice?: number | null | undefined; startNotInPast?: boolean },
) => {
  if (v.type !== DiscountType.Free) {
    const value = v.discountValue;
    let message: string | null = null;
    if (!(value > 0)) message = m.valuePositive;
    else if (!hasAtMostTwoDecimals(value)) message = m.valueDecimals;
    else if (v.type === DiscountType.Percentage && value > 100) message = m.percentMax;
    else if (options.coursePrice !== undefined && options.coursePrice !== null)
      message = courseValueLimitMessage(v.type, value, options.coursePrice);
    if (!message && v.type !== DiscountType.Percentage && value > MAX_DISCOUNT_AMOUNT)
      message = m.valueAbovePrice(MAX_DISCOUNT_AMOUNT);
    if (message) ctx.addIssue({ code: 'custom', path: ['discountValue'], message });
  }
  const start = Date.parse(v.startDate);
  const end = Date.parse(v.endDate);
  if (!Number.isNaN(start) && !Number.isNaN(end) && end <= start)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: m.endAfterStart });
  if (options.startNotInPast && !Number.isNaN(start) && start < Date.now() - START_IN_PAST_GRACE_MS)
    ctx.addIssue({ code: 'custom', path: ['startDate'], message: m.startInPast });
};

const commonShape = {
  code: DiscountCodeFieldSchema,
  type: DiscountTypeSchema,
  discountValue: discountValueField,
  startDate: isoDateTime(m.startRequired, m.startInvalid),
  endDate: isoDateTime(m.endRequired, m.endInvalid),
  applyOnDiscountedPrice: formBoolean(false),
  /** The forms send the hidden basket flag; the server decides it by route (lecturer false, admin true). */
  isBasketDiscount: formBoolean(false),
};

/** New lecturer codes: type Percentage, value 0, not reusable. */
export const lecturerDiscountCodeDefaults = {
  type: DiscountType.Percentage,
  discountValue: 0,
  isReusable: false,
  applyOnDiscountedPrice: false,
  isBasketDiscount: false,
} as const;
/** New admin codes: type Percentage, reusable. */
export const adminDiscountCodeDefaults = {
  type: DiscountType.Percentage,
  discountValue: 0,
  isReusable: true,
  applyOnDiscountedPrice: false,
  isBasketDiscount: true,
} as const;

const courseIdField = z.uuid({ error: m.courseRequired });

/**
 * Lecturer create form. Pass the chosen course's regular price (lira) to check SubtractFromPrice and
 * SetAsFinalPrice against it; the server checks it after loading the course.
 */
export const lecturerDiscountCodeFormSchema = (options: { coursePrice?: number | null } = {}) =>
  z
    .object({
      ...commonShape,
      courseId: courseIdField,
      isReusable: formBoolean(lecturerDiscountCodeDefaults.isReusable),
    })
    .superRefine((v, ctx) => checkCommon(v, ctx, { coursePrice: options.coursePrice }));
export const LecturerDiscountCodeCreateSchema = lecturerDiscountCodeFormSchema();
export type LecturerDiscountCodeCreate = z.infer<typeof LecturerDiscountCodeCreateSchema>;

/** Lecturer update: the create fields plus id; a null course keeps the code's course. */
export const lecturerDiscountCodeUpdateFormSchema = (options: { coursePrice?: number | null } = {}) =>
  z
    .object({
      ...commonShape,
      id: IdSchema,
      courseId: courseIdField.nullish(),
      isReusable: formBoolean(lecturerDiscountCodeDefaults.isReusable),
    })
    .superRefine((v, ctx) => checkCommon(v, ctx, { coursePrice: options.coursePrice }));
export const LecturerDiscountCodeUpdateSchema = lecturerDiscountCodeUpdateFormSchema();
export type LecturerDiscountCodeUpdate = z.infer<typeof LecturerDiscountCodeUpdateSchema>;

/** Admin (basket-wide) create: no course, and the start may not lie in the past. */
export const AdminDiscountCodeCreateSchema = z
  .object({ ...commonShape, isReusable: formBoolean(adminDiscountCodeDefaults.isReusable) })
  .superRefine((v, ctx) => checkCommon(v, ctx, { startNotInPast: true }));
export type AdminDiscountCodeCreate = z.infer<typeof AdminDiscountCodeCreateSchema>;

/** Admin update: a running code keeps its start, so a past start is allowed here. */
export const AdminDiscountCodeUpdateSchema = z
  .object({ ...commonShape, id: IdSchema, isReusable: formBoolean(adminDiscountCodeDefaults.isReusable) })
  .superRefine((v, ctx) => checkCommon(v, ctx, {}));
export type AdminDiscountCodeUpdate = z.infer<typeof AdminDiscountCodeUpdateSchema>;

/** A code in lists and forms plus whether it is still active ('Aktif' / 'Süresi Doldu'). */
export const DiscountCodeSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  courseId: z.uuid().nullable(),
  courseName: z.string().nullable(),
  type: z.number().int(),
  discountValue: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  isBasketDiscount: z.boolean(),
  applyOnDiscountedPrice: z.boolean(),
  isReusable: z.boolean(),
  isActive: z.boolean(),
});
export type DiscountCode = z.infer<typeof DiscountCodeSchema>;
export const DiscountCodePageSchema = pagedSchema(DiscountCodeSchema);

/** Discount code lists: page size 10, ordered by Code ascending. */
export const DiscountCodesQuerySchema = z.object({
  pageNumber,
  pageSize: pageSize(10),
  search,
  orderBy: z
    .enum(['Code', 'StartDate', 'EndDate', 'CreatedAt'], {
      error: 'Sıralama alanı Code, StartDate, EndDate veya CreatedAt olmalıdır.',
    })
    .default('Code'),
  desc: queryBoolean.default(false),
});
export type DiscountCodesQuery = z.infer<typeof DiscountCodesQuerySchema>;

/** A course of the lecturer's code form picker. */
export const PickerCourseSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  price: z.number(),
  discountedPrice: z.number(),
});
export type PickerCourse = z.infer<typeof PickerCourseSchema>;
