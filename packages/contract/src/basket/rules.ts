import { DiscountType } from '../common/enums.ts';

/**
 * Prices and discounts in integer kuruş. Pure functions shared by server and web, so the
 * basket the browser shows and the order the server records come from the same arithmetic.
 */

/** A course's two prices in kuruş. */
export type CoursePrice = { priceKurus: number; discountedPriceKurus: number };

/** What pricing needs of a discount code: its type and value (percent ×100, or kuruş). */
export type PricingCode = {
  type: DiscountType;
  valueHundredths: number;
  applyOnDiscountedPrice: boolean;
};

/** numerator / denominator rounded half-up, exactly, for non-negative integers. */
export const divideHalfUp = (numerator: number, denominator: number): number =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The list price: the discounted price when above 0, otherwise the price. */
export const listPrice = (priceKurus: number, discountedPriceKurus: number): number =>
  discountedPriceKurus > 0 ? discountedPriceKurus : priceKurus;

/**
 * A code applied to an amount: Percentage takes v % off (the remaining amount rounded half-up to kuruş),
 * SubtractFromPrice subtracts v with a floor of 0, SetAsFinalPrice sets v, Free sets 0.
 */
export const applyDiscount = (
  baseKurus: number,
  code: Pick<PricingCode, 'type' | 'valueHundredths'>,
): number => {
  const value = Math.max(0, code.valueHundredths);
  switch (code.type) {
    case DiscountType.Percentage:
      return divideHalfUp(baseKurus * (10_000 - Math.min(value, 10_000)), 10_000);
    case DiscountType.SubtractFromPrice:
      return Math.max(0, baseKurus - value);
    case DiscountType.SetAsFinalPrice:
      return value;
    case DiscountType.Free:
      return 0;
    default:
      return baseKurus;
  }
};

/**
 * What a buyer pays for one course: the list price, or with a code the code applied to the list price
 * (`applyOnDiscountedPrice`) or to the regular price; never negative and never above the list price.
 */
export const itemPayable = (course: CoursePrice, code: PricingCode | null): number => {
  const list = listPrice(course.priceKurus, course.discountedPriceKurus);
  if (!code) return list;
  const base = code.applyOnDiscountedPrice ? list : course.priceKurus;
  return clamp(applyDiscount(base, code), 0, list);
};

export type BasketLineInput = { course: CoursePrice; code: PricingCode | null };
export type BasketLineTotals = { listPriceKurus: number; payablePriceKurus: number };
export type BasketTotals = {
  items: BasketLineTotals[];
  /** Sum of the list prices. */
  totalPrice: number;
  /** Sum of the item payables, before the basket-wide code. */
  subtotal: number;
  /** What the buyer pays: the basket code applied to the subtotal, never above it. */
  totalDiscountedPrice: number;
};

/**
 * Basket totals: `totalPrice` is the sum of list prices; the basket-wide code then applies to the sum of the
 * item payables, giving `totalDiscountedPrice`. A basket code always starts from that sum: the item payables
 * already are the prices the buyer sees, so `applyOnDiscountedPrice` has no further meaning at basket level.
 */
export const basketTotals = (lines: BasketLineInput[], basketCode: PricingCode | null): BasketTotals => {
  const items = lines.map((line) => ({
    listPriceKurus: listPrice(line.course.priceKurus, line.course.discountedPriceKurus),
    payablePriceKurus: itemPayable(line.course, line.code),
  }));
  const totalPrice = items.reduce((sum, i) => sum + i.listPriceKurus, 0);
  const subtotal = items.reduce((sum, i) => sum + i.payablePriceKurus, 0);
  const totalDiscountedPrice = basketCode
    ? clamp(applyDiscount(subtotal, basketCode), 0, subtotal)
    : subtotal;
  return { items, totalPrice, subtotal, totalDiscountedPrice };
};

/**
 * The basket's discount percent: round((total − discounted) / total × 100); 100 when the
 * discounted total is 0 or missing; null (hidden) when both totals are equal or there is nothing to discount.
 */
export const discountPercent = (total: number, discounted: number | null | undefined): number | null => {
  if (total <= 0) return null;
  if (discounted === null || discounted === undefined || discounted <= 0) return 100;
  if (discounted >= total) return null;
  return divideHalfUp((total - discounted) * 100, total);
};
