import '../common/zod-config.ts';
import { z } from 'zod';
import { DiscountCodeFieldSchema } from '../discount-codes/schemas.ts';

/** Wire schemas of the basket. Money is lira on the wire. */

const courseIdRef = z.uuid({ error: 'Lütfen geçerli bir kurs seçiniz.' });
export const basketIdRef = z.uuid({ error: 'Geçerli bir sepet kimliği giriniz.' });
const basketItemIdRef = z.uuid({ error: 'Geçerli bir sepet öğesi kimliği giriniz.' });

export const BasketQuerySchema = z.object({ basketId: basketIdRef.optional() });
export const AddBasketItemSchema = z.object({ courseId: courseIdRef, basketId: basketIdRef.nullish() });
export const RemoveBasketItemSchema = z.object({ basketDetailId: basketItemIdRef });
export const ApplyBasketDiscountCodeSchema = z.object({
  basketId: basketIdRef,
  discountCode: DiscountCodeFieldSchema,
});
export const ApplyBasketItemDiscountCodeSchema = z.object({
  basketItemId: basketItemIdRef,
  discountCode: DiscountCodeFieldSchema,
});
export const RemoveBasketDiscountCodeSchema = z.object({ basketId: basketIdRef });
export const RemoveBasketItemDiscountCodeSchema = z.object({ basketDetailId: basketItemIdRef });

export const BasketCourseSchema = z.object({
  id: z.uuid(),
  image: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  durationMinute: z.number().int(),
  durationText: z.string(),
  totalLessons: z.number().int(),
});

/** One basket line; `id` is the basket detail id the seeds send back as `basketDetailId`. */
export const BasketItemSchema = z.object({
  id: z.uuid(),
  course: BasketCourseSchema,
  discountCode: z.string().nullable(),
  discountCodeId: z.uuid().nullable(),
  /** The payable price is below the list price. */
  hasDiscount: z.boolean(),
  /** False once the course stopped being published: it cannot be ordered any more. */
  isAvailable: z.boolean(),
  price: z.number(),
  payablePrice: z.number(),
  priceText: z.string(),
  payablePriceText: z.string(),
});
export type BasketItem = z.infer<typeof BasketItemSchema>;

/**
 * The open basket. Price texts use formatMoney (0 reads 'Ücretsiz'); the discount amount uses formatAmount,
 * so no discount reads '₺0,00'. `discountPercent` is null when hidden.
 */
export const BasketSchema = z.object({
  id: z.uuid(),
  items: z.array(BasketItemSchema),
  totalPrice: z.number(),
  totalDiscount: z.number(),
  totalDiscountedPrice: z.number(),
  discountCode: z.string().nullable(),
  discountCodeId: z.uuid().nullable(),
  totalPriceText: z.string(),
  totalDiscountText: z.string(),
  totalDiscountedPriceText: z.string(),
  discountPercent: z.number().int().nullable(),
});
export type Basket = z.infer<typeof BasketSchema>;
