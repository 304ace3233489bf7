import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DiscountType } from '../common/enums.ts';
import { discountMessages } from '../discount-codes/messages.ts';
import {
  discountCodeStatusText,
  discountCodeWindow,
  discountValueToHundredths,
  hundredthsToDiscountValue,
  normaliseDiscountCode,
  redemptionScopeKey,
} from '../discount-codes/rules.ts';
import {
  AdminDiscountCodeCreateSchema,
  AdminDiscountCodeUpdateSchema,
  courseValueLimitMessage,
  LecturerDiscountCodeCreateSchema,
  LecturerDiscountCodeUpdateSchema,
  lecturerDiscountCodeFormSchema,
} from '../discount-codes/schemas.ts';
import {
  applyDiscount,
  basketTotals,
  type CoursePrice,
  discountPercent,
  divideHalfUp,
  itemPayable,
  listPrice,
  type PricingCode,
} from './rules.ts';
import { ApplyBasketDiscountCodeSchema } from './schemas.ts';

const kurus = fc.integer({ min: 0, max: 10_000_000 });
const course: fc.Arbitrary<CoursePrice> = fc.record({ priceKurus: kurus, discountedPriceKurus: kurus });
const code: fc.Arbitrary<PricingCode> = fc.record({
  type: fc.constantFrom(
    DiscountType.Percentage,
    DiscountType.SubtractFromPrice,
    DiscountType.SetAsFinalPrice,
    DiscountType.Free,
  ),
  valueHundredths: fc.integer({ min: 0, max: 20_000_000 }),
  applyOnDiscountedPrice: fc.boolean(),
});

const pct = (percent: number, applyOnDiscountedPrice = true): PricingCode => ({
  type: DiscountType.Percentage,
  valueHundredths: percent * 100,
  applyOnDiscountedPrice,
});

describe('listPrice', () => {
  it('is the discounted price when above 0', () => expect(listPrice(20_000, 15_000)).toBe(15_000));
  it('is the price when the discounted price is 0', () => expect(listPrice(20_000, 0)).toBe(20_000));
});

describe('divideHalfUp', () => {
  it('rounds halves up', () => {
    expect(divideHalfUp(5, 10)).toBe(1);
    expect(divideHalfUp(15, 10)).toBe(2);
    expect(divideHalfUp(14, 10)).toBe(1);
  });
});

describe('itemPayable', () => {
  const c = { priceKurus: 20_000, discountedPriceKurus: 15_000 };

  it('is the list price without a code', () => expect(itemPayable(c, null)).toBe(15_000));

  it('takes a percentage off the list price when applied on the discounted price', () =>
    expect(itemPayable(c, pct(10))).toBe(13_500));

  it('takes a percentage off the regular price otherwise, capped at the list price', () => {
    expect(itemPayable(c, pct(10, false))).toBe(15_000);
    expect(itemPayable(c, pct(50, false))).toBe(10_000);
  });

  it('rounds a percentage half-up to kuruş', () => {
    // 999 kuruş × 0.5 = 499.5 → 500
    expect(itemPayable({ priceKurus: 999, discountedPriceKurus: 0 }, pct(50))).toBe(500);
    // 12.5 % of 1001 kuruş: 1001 × 0.875 = 875.875 → 876
    expect(
      itemPayable(
        { priceKurus: 1001, discountedPriceKurus: 0 },
        { type: DiscountType.Percentage, valueHundredths: 1250, applyOnDiscountedPrice: true },
      ),
    ).toBe(876);
  });

  it('subtracts an amount with a floor of 0', () => {
    const sub = (v: number, apply = true): PricingCode => ({
      type: DiscountType.SubtractFromPrice,
      valueHundredths: v,
      applyOnDiscountedPrice: apply,
    });
    expect(itemPayable(c, sub(5_000))).toBe(10_000);
    expect(itemPayable(c, sub(5_000, false))).toBe(15_000);
    expect(itemPayable(c, sub(8_000, false))).toBe(12_000);
    expect(itemPayable(c, sub(99_999))).toBe(0);
  });

  it('sets a final price, never above the list price', () => {
    const set = (v: number): PricingCode => ({
      type: DiscountType.SetAsFinalPrice,
      valueHundredths: v,
      applyOnDiscountedPrice: false,
    });
    expect(itemPayable(c, set(9_990))).toBe(9_990);
    expect(itemPayable(c, set(18_000))).toBe(15_000);
  });

  it('makes the course free with a Free code', () =>
    expect(
      itemPayable(c, { type: DiscountType.Free, valueHundredths: 5000, applyOnDiscountedPrice: false }),
    ).toBe(0));

  it('is never negative and never above the list price', () =>
    fc.assert(
      fc.property(course, code, (c2, k) => {
        const p = itemPayable(c2, k);
        return Number.isInteger(p) && p >= 0 && p <= listPrice(c2.priceKurus, c2.discountedPriceKurus);
      }),
    ));

  it('changes nothing with a 0 % code on the list price', () =>
    fc.assert(
      fc.property(
        course,
        (c2) => itemPayable(c2, pct(0)) === listPrice(c2.priceKurus, c2.discountedPriceKurus),
      ),
    ));

  it('always gives 0 with a Free code', () =>
    fc.assert(
      fc.property(course, code, (c2, k) => itemPayable(c2, { ...k, type: DiscountType.Free }) === 0),
    ));
});

describe('basketTotals', () => {
  it('applies the basket code to the sum of the item payables', () => {
    const totals = basketTotals(
      [
        { course: { priceKurus: 20_000, discountedPriceKurus: 15_000 }, code: pct(10) },
        { course: { priceKurus: 10_000, discountedPriceKurus: 0 }, code: null },
      ],
      pct(20),
    );
    expect(totals.totalPrice).toBe(25_000);
    expect(totals.subtotal).toBe(23_500);
    expect(totals.totalDiscountedPrice).toBe(18_800);
    expect(totals.items).toEqual([
      { listPriceKurus: 15_000, payablePriceKurus: 13_500 },
      { listPriceKurus: 10_000, payablePriceKurus: 10_000 },
    ]);
  });

  it('is 0 for an empty basket', () =>
    expect(basketTotals([], null)).toEqual({
      items: [],
      totalPrice: 0,
      subtotal: 0,
      totalDiscountedPrice: 0,
    }));

  it('keeps totals equal to the sum of their parts, and the payable within them', () =>
    fc.assert(
      fc.property(
        fc.array(fc.record({ course, code: fc.option(code, { nil: null }) }), { maxLength: 8 }),
        fc.option(code, { nil: null }),
        (lines, basketCode) => {
          const t = basketTotals(lines, basketCode);
          const sumList = lines.reduce(
            (s, l) => s + listPrice(l.course.priceKurus, l.course.discountedPriceKurus),
            0,
          );
          const sumPayable = lines.reduce((s, l) => s + itemPayable(l.course, l.code), 0);
          expect(t.totalPrice).toBe(sumList);
          expect(t.subtotal).toBe(sumPayable);
          if (!basketCode) expect(t.totalDiscountedPrice).toBe(sumPayable);
          expect(t.totalDiscountedPrice).toBeGreaterThanOrEqual(0);
          expect(t.totalDiscountedPrice).toBeLessThanOrEqual(t.subtotal);
          expect(Number.isInteger(t.totalDiscountedPrice)).toBe(true);
        },
      ),
    ));

  it('gives 0 with a Free basket code', () =>
    fc.assert(
      fc.property(fc.array(fc.record({ course, code: fc.constant(null) }), { maxLength: 5 }), (lines) => {
        const t = basketTotals(lines, {
          type: DiscountType.Free,
          valueHundredths: 0,
          applyOnDiscountedPrice: true,
        });
        return t.totalDiscountedPrice === 0;
      }),
    ));
});

describe('applyDiscount', () => {
  it('caps a percentage above 100 at 100', () => expect(applyDiscount(1000, pct(150))).toBe(0));
});

describe('discountPercent', () => {
  it('rounds the saved share', () => {
    expect(discountPercent(30_000, 20_000)).toBe(33);
    expect(discountPercent(30_000, 10_000)).toBe(67);
    expect(discountPercent(200, 199)).toBe(1); // 0.5 % rounds half-up
  });
  it('is 100 when the discounted total is 0 or missing', () => {
    expect(discountPercent(10_000, 0)).toBe(100);
    expect(discountPercent(10_000, null)).toBe(100);
  });
  it('is hidden when both totals are equal', () => {
    expect(discountPercent(10_000, 10_000)).toBeNull();
    expect(discountPercent(0, 0)).toBeNull();
  });
  it('stays between 0 and 100', () =>
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (t, d) => {
          const p = discountPercent(t, Math.min(d, t));
          return p === null || (p >= 0 && p <= 100);
        },
      ),
    ));
});

describe('normaliseDiscountCode', () => {
  it('upper-cases the plain way, never the Turkish way', () => {
    expect(normaliseDiscountCode('indirim')).toBe('INDIRIM');
    expect(normaliseDiscountCode('ışık')).toBe('IIK');
  });
  it('drops everything but A–Z and 0–9', () =>
    expect(normaliseDiscountCode(' yaz-2026 %50! ')).toBe('YAZ202650'));
  it('always yields A–Z and 0–9 only', () =>
    fc.assert(fc.property(fc.string(), (s) => /^[A-Z0-9]*$/.test(normaliseDiscountCode(s)))));
});

describe('discount values', () => {
  it('stores percentages and amounts as hundredths', () => {
    expect(discountValueToHundredths(DiscountType.Percentage, 12.5)).toBe(1250);
    expect(discountValueToHundredths(DiscountType.SubtractFromPrice, 199.9)).toBe(19_990);
    expect(discountValueToHundredths(DiscountType.Free, 30)).toBe(0);
    expect(hundredthsToDiscountValue(19_990)).toBe(199.9);
  });
});

describe('code window and status', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it('tells a code that has not started, is running or has ended', () => {
    expect(
      discountCodeWindow({ startDate: '2026-06-02T00:00:00Z', endDate: '2026-07-01T00:00:00Z' }, now),
    ).toBe('notStarted');
    expect(
      discountCodeWindow({ startDate: '2026-05-01T00:00:00Z', endDate: '2026-07-01T00:00:00Z' }, now),
    ).toBe('active');
    expect(
      discountCodeWindow({ startDate: '2026-05-01T00:00:00Z', endDate: '2026-06-01T12:00:00Z' }, now),
    ).toBe('expired');
  });
  it("reads 'Aktif' before the end and 'Süresi Doldu' after it", () => {
    expect(discountCodeStatusText('2026-06-02T00:00:00Z', now)).toBe('Aktif');
    expect(discountCodeStatusText('2026-05-31T00:00:00Z', now)).toBe('Süresi Doldu');
  });
  it('keys single-use redemptions by code and reusable ones by code and user', () => {
    expect(redemptionScopeKey({ id: 'c1', isReusable: false }, 'u1')).toBe('c1');
    expect(redemptionScopeKey({ id: 'c1', isReusable: true }, 'u1')).toBe('c1:u1');
  });
});

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const courseId = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const lecturerValid = {
  code: 'YAZ2026',
  courseId,
  type: DiscountType.Percentage,
  discountValue: 20,
  startDate: future(1),
  endDate: future(30),
};
const fieldErrors = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
};

describe('discount code form schemas', () => {
  it('accepts a valid lecturer code with the seed defaults', () => {
    const r = LecturerDiscountCodeCreateSchema.parse(lecturerValid);
    expect(r.isReusable).toBe(false);
    expect(r.applyOnDiscountedPrice).toBe(false);
  });

  it('makes new admin codes reusable by default', () => {
    const { courseId: _, ...admin } = lecturerValid;
    expect(AdminDiscountCodeCreateSchema.parse(admin).isReusable).toBe(true);
  });

  it('accepts form booleans as true, 1 or on', () => {
    const r = LecturerDiscountCodeCreateSchema.parse({
      ...lecturerValid,
      isReusable: 'on',
      applyOnDiscountedPrice: '1',
    });
    expect(r.isReusable).toBe(true);
    expect(r.applyOnDiscountedPrice).toBe(true);
  });

  it.each([
    ['', discountMessages.codeRequired],
    ['   ', discountMessages.codeRequired],
    ['AB', discountMessages.codeMin],
    ['yaz2026', discountMessages.codeFormat],
    ['YAZ-2026', discountMessages.codeFormat],
    ['İNDİRİM', discountMessages.codeFormat],
    ['A'.repeat(33), discountMessages.codeMax],
  ])('rejects the code %j with the seed message', (value, message) =>
    expect(
      fieldErrors(LecturerDiscountCodeCreateSchema.safeParse({ ...lecturerValid, code: value })).code,
    ).toBe(message),
  );

  it('requires a course for lecturer codes', () => {
    expect(
      fieldErrors(LecturerDiscountCodeCreateSchema.safeParse({ ...lecturerValid, courseId: '' })).courseId,
    ).toBe(discountMessages.courseRequired);
    const { courseId: _, ...noCourse } = lecturerValid;
    expect(fieldErrors(LecturerDiscountCodeCreateSchema.safeParse(noCourse)).courseId).toBe(
      discountMessages.courseRequired,
    );
  });

  it('lets a lecturer update keep the course with a null course id', () =>
    expect(
      LecturerDiscountCodeUpdateSchema.safeParse({ ...lecturerValid, id: courseId, courseId: null }).success,
    ).toBe(true));

  it('requires a value above 0 unless the code is Free', () => {
    expect(
      fieldErrors(LecturerDiscountCodeCreateSchema.safeParse({ ...lecturerValid, discountValue: 0 }))
        .discountValue,
    ).toBe(discountMessages.valuePositive);
    expect(
      LecturerDiscountCodeCreateSchema.safeParse({
        ...lecturerValid,
        type: DiscountType.Free,
        discountValue: 0,
      }).success,
    ).toBe(true);
  });

  it('caps percentages at 100', () =>
    expect(
      fieldErrors(LecturerDiscountCodeCreateSchema.safeParse({ ...lecturerValid, discountValue: 100.5 }))
        .discountValue,
    ).toBe(discountMessages.percentMax));

  it('allows at most two decimals', () =>
    expect(
      fieldErrors(LecturerDiscountCodeCreateSchema.safeParse({ ...lecturerValid, discountValue: 12.345 }))
        .discountValue,
    ).toBe(discountMessages.valueDecimals));

  it("checks amounts against the chosen course's price", () => {
    const schema = lecturerDiscountCodeFormSchema({ coursePrice: 199.9 });
    const over = { ...lecturerValid, type: DiscountType.SetAsFinalPrice, discountValue: 200 };
    expect(fieldErrors(schema.safeParse(over)).discountValue).toBe("Değer 199,90 TL'den büyük olamaz");
    expect(
      schema.safeParse({ ...over, type: DiscountType.SubtractFromPrice, discountValue: 199.9 }).success,
    ).toBe(true);
    expect(courseValueLimitMessage(DiscountType.SubtractFromPrice, 300, 250)).toBe(
      "Değer 250 TL'den büyük olamaz",
    );
    expect(courseValueLimitMessage(DiscountType.Percentage, 300, 250)).toBeNull();
  });

  it('requires both dates and an end after the start', () => {
    const errors = fieldErrors(
      LecturerDiscountCodeCreateSchema.safeParse({ ...lecturerValid, startDate: '', endDate: undefined }),
    );
    expect(errors.startDate).toBe(discountMessages.startRequired);
    expect(errors.endDate).toBe(discountMessages.endRequired);
    expect(
      fieldErrors(
        LecturerDiscountCodeCreateSchema.safeParse({ ...lecturerValid, endDate: lecturerValid.startDate }),
      ).endDate,
    ).toBe(discountMessages.endAfterStart);
    expect(
      fieldErrors(LecturerDiscountCodeCreateSchema.safeParse({ ...lecturerValid, startDate: 'yarın' }))
        .startDate,
    ).toBe(discountMessages.startInvalid);
  });

  it('rejects a start in the past on admin create only', () => {
    const { courseId: _, ...admin } = lecturerValid;
    const past = { ...admin, startDate: future(-2) };
    expect(fieldErrors(AdminDiscountCodeCreateSchema.safeParse(past)).startDate).toBe(
      discountMessages.startInPast,
    );
    expect(AdminDiscountCodeUpdateSchema.safeParse({ ...past, id: courseId }).success).toBe(true);
    expect(
      LecturerDiscountCodeCreateSchema.safeParse({ ...lecturerValid, startDate: future(-2) }).success,
    ).toBe(true);
  });

  it('rejects a blank code in the basket', () =>
    expect(
      fieldErrors(ApplyBasketDiscountCodeSchema.safeParse({ basketId: courseId, discountCode: ' ' }))
        .discountCode,
    ).toBe(discountMessages.codeRequired));
});
