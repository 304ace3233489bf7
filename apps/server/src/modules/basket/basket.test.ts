import {
  basketMessages as bm,
  DiscountType,
  discountMessages as dm,
  OrderStatus,
  orderMessages as om,
  PublishStatus,
  Role,
} from '@kampus/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  api,
  makeCode,
  makeCourse,
  makePerson,
  type Person,
  redeemedEarlier,
} from '../../../test/support/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { basketItems, baskets, courses, enrolments } from '../../db/schema/index.ts';

let t: TestApp;
let http: ReturnType<typeof api>;
let lecturer: Person;
let admin: Person;
let buyer: Person;
let stranger: Person;

beforeAll(async () => {
  t = await createTestApp();
  http = api(t);
  lecturer = await makePerson(t, [Role.Lecturer]);
  admin = await makePerson(t, [Role.Admin]);
  stranger = await makePerson(t);
});
afterAll(async () => {
  await t.close();
});
// Every test shops as a new person, so baskets never leak between tests.
beforeEach(async () => {
  buyer = await makePerson(t);
});

const add = (courseId: string, person: Person = buyer) =>
  http.post('/baskets/add-item', { courseId, basketId: null }, person.token);
const day = 86_400_000;

describe('GET /baskets', () => {
  it('answers data null when the user has no basket', async () => {
    const res = await http.get('/baskets', buyer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: null, data: null, error: null });
  });

  it('answers 401 without a token', async () => {
    expect((await http.get('/baskets')).statusCode).toBe(401);
  });

  it('returns the open basket, also when asked by its id', async () => {
    const course = await makeCourse(t, lecturer.id);
    const basket = (await add(course.id)).json().data;
    expect((await http.get('/baskets', buyer.token)).json().data.id).toBe(basket.id);
    expect((await http.get(`/baskets?basketId=${basket.id}`, buyer.token)).json().data.id).toBe(basket.id);
  });

  it('answers 404 for another user’s basket id', async () => {
    const course = await makeCourse(t, lecturer.id);
    const basket = (await add(course.id, stranger)).json().data;
    const res = await http.get(`/baskets?basketId=${basket.id}`, buyer.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.errorMessage).toBe(bm.basketNotFound);
    await http.post('/baskets/remove-item', { basketDetailId: basket.items[0].id }, stranger.token);
  });
});

describe('POST /baskets/add-item', () => {
  it('creates the basket and returns the seed’s basket payload', async () => {
    const course = await makeCourse(t, lecturer.id, {
      name: 'Node.js ile API',
      priceKurus: 20_000,
      discountedPriceKurus: 14_990,
      lectureMinutes: [45, 40],
      coverImageKey: 'covers/0b6f1c2d-3e4f-4a5b-8c7d-9e0f1a2b3c4d.jpg',
    });
    const res = await add(course.id);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toEqual({
      id: expect.any(String),
      items: [
        {
          id: expect.any(String),
          course: {
            id: course.id,
            image: '/api/v1/web/media/covers/0b6f1c2d-3e4f-4a5b-8c7d-9e0f1a2b3c4d.jpg',
            name: 'Node.js ile API',
            description: course.description,
            durationMinute: 85,
            durationText: '1 saat 25 dakika',
            totalLessons: 2,
          },
          discountCode: null,
          discountCodeId: null,
          hasDiscount: false,
          isAvailable: true,
          price: 149.9,
          payablePrice: 149.9,
          priceText: '₺149,90',
          payablePriceText: '₺149,90',
        },
      ],
      totalPrice: 149.9,
      totalDiscount: 0,
      totalDiscountedPrice: 149.9,
      discountCode: null,
      discountCodeId: null,
      totalPriceText: '₺149,90',
      totalDiscountText: '₺0,00',
      totalDiscountedPriceText: '₺149,90',
      discountPercent: null,
    });
  });

  it('adds further courses to the same basket', async () => {
    const a = await makeCourse(t, lecturer.id, { priceKurus: 10_000 });
    const b = await makeCourse(t, lecturer.id, { priceKurus: 5_050 });
    const first = (await add(a.id)).json().data;
    const second = (await add(b.id)).json().data;
    expect(second.id).toBe(first.id);
    expect(second.items.map((i: { course: { id: string } }) => i.course.id)).toEqual([a.id, b.id]);
    expect(second.totalPriceText).toBe('₺150,50');
  });

  it('shares one basket between two simultaneous first adds', async () => {
    const a = await makeCourse(t, lecturer.id);
    const b = await makeCourse(t, lecturer.id);
    const [ra, rb] = await Promise.all([add(a.id), add(b.id)]);
    expect(ra.statusCode, ra.body).toBe(200);
    expect(rb.statusCode, rb.body).toBe(200);
    const open = await t.app.deps.db
      .select()
      .from(baskets)
      .where(and(eq(baskets.userId, buyer.id), eq(baskets.status, 'open')));
    expect(open).toHaveLength(1);
    expect((await http.get('/baskets', buyer.token)).json().data.items).toHaveLength(2);
  });

  it('keeps one item when ten add-item calls for one course arrive at once', async () => {
    const course = await makeCourse(t, lecturer.id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => add(course.id)));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(9);
    const items = await t.app.deps.db
      .select()
      .from(basketItems)
      .innerJoin(baskets, eq(baskets.id, basketItems.basketId))
      .where(and(eq(baskets.userId, buyer.id), eq(basketItems.courseId, course.id)));
    expect(items).toHaveLength(1);
  });

  it('rejects a course already in the basket', async () => {
    const course = await makeCourse(t, lecturer.id);
    await add(course.id);
    const res = await add(course.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errorMessage).toBe(bm.courseInBasket);
  });

  it.each([
    ['a draft', PublishStatus.Draft],
    ['an archived', PublishStatus.Archived],
  ])('rejects %s course', async (_label, publishStatus) => {
    const course = await makeCourse(t, lecturer.id, { publishStatus });
    const res = await add(course.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errorMessage).toBe(bm.courseNotPublished);
  });

  it('rejects a course the user already owns', async () => {
    const course = await makeCourse(t, lecturer.id);
    await t.app.deps.db.insert(enrolments).values({ userId: buyer.id, courseId: course.id });
    const res = await add(course.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errorMessage).toBe(bm.courseOwned);
  });

  it('rejects a course waiting in the user’s pending bank-transfer order', async () => {
    const course = await makeCourse(t, lecturer.id, { priceKurus: 5_000 });
    const basket = (await add(course.id)).json().data;
    expect(
      (
        await http.post(
          '/orders/bank-transfer',
          { basketId: basket.id, acceptedTerms: true, waiveWithdrawal: true },
          buyer.token,
        )
      ).statusCode,
    ).toBe(200);
    const res = await add(course.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errorMessage).toBe(bm.coursePending);
  });

  it('answers 404 when the sent basket id is another user’s', async () => {
    const course = await makeCourse(t, lecturer.id);
    const theirs = (await add(course.id, stranger)).json().data;
    const res = await http.post(
      '/baskets/add-item',
      { courseId: course.id, basketId: theirs.id },
      buyer.token,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().error.errorMessage).toBe(bm.basketNotFound);
    const [item] = await t.app.deps.db.select().from(basketItems).where(eq(basketItems.basketId, theirs.id));
    expect(item?.courseId).toBe(course.id);
    await http.post('/baskets/remove-item', { basketDetailId: theirs.items[0].id }, stranger.token);
  });

  it('answers 404 for an unknown course and 400 for a malformed id', async () => {
    const unknown = await add('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.errorMessage).toBe(bm.courseNotFound);
    const bad = await http.post('/baskets/add-item', { courseId: 'x' }, buyer.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.courseId).toBe('Lütfen geçerli bir kurs seçiniz.');
    const missing = await http.post('/baskets/add-item', {}, buyer.token);
    expect(missing.statusCode).toBe(400);
  });

  it('keeps a course that stopped being published, marked unavailable, and refuses to add it again', async () => {
    const course = await makeCourse(t, lecturer.id);
    const basket = (await add(course.id)).json().data;
    await t.app.deps.db
      .update(courses)
      .set({ publishStatus: PublishStatus.Archived })
      .where(eq(courses.id, course.id));
    const now = (await http.get('/baskets', buyer.token)).json().data;
    expect(now.items[0].isAvailable).toBe(false);
    await http.post('/baskets/remove-item', { basketDetailId: basket.items[0].id }, buyer.token);
    const res = await add(course.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errorMessage).toBe(bm.courseNotPublished);
  });

  it('shows a free course as Ücretsiz', async () => {
    const course = await makeCourse(t, lecturer.id, { priceKurus: 0 });
    const data = (await add(course.id)).json().data;
    expect(data.items[0].priceText).toBe('Ücretsiz');
    expect(data.totalDiscountedPriceText).toBe('Ücretsiz');
    expect(data.discountPercent).toBeNull();
  });
});

describe('POST /baskets/remove-item', () => {
  it('returns the basket without the item, then null once empty, and deletes the empty basket', async () => {
    const a = await makeCourse(t, lecturer.id);
    const b = await makeCourse(t, lecturer.id);
    await add(a.id);
    const basket = (await add(b.id)).json().data;
    const [itemA, itemB] = basket.items;
    const after = await http.post('/baskets/remove-item', { basketDetailId: itemA.id }, buyer.token);
    expect(after.statusCode).toBe(200);
    expect(after.json().data.items.map((i: { id: string }) => i.id)).toEqual([itemB.id]);
    const empty = await http.post('/baskets/remove-item', { basketDetailId: itemB.id }, buyer.token);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toBeNull();
    expect((await http.get('/baskets', buyer.token)).json().data).toBeNull();
    const next = (await add(a.id)).json().data;
    expect(next.id).not.toBe(basket.id);
  });

  it('answers 404 for another user’s item', async () => {
    const course = await makeCourse(t, lecturer.id);
    const theirs = (await add(course.id, stranger)).json().data;
    const res = await http.post('/baskets/remove-item', { basketDetailId: theirs.items[0].id }, buyer.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.errorMessage).toBe(bm.basketItemNotFound);
    await http.post('/baskets/remove-item', { basketDetailId: theirs.items[0].id }, stranger.token);
  });
});

describe('POST /baskets/apply-discount-code', () => {
  const twoCourses = async () => {
    const a = await makeCourse(t, lecturer.id, { priceKurus: 20_000, discountedPriceKurus: 15_000 });
    const b = await makeCourse(t, lecturer.id, { priceKurus: 15_000 });
    await add(a.id);
    return (await add(b.id)).json().data as { id: string; items: { id: string }[] };
  };
  const apply = (basketId: string, discountCode: string, person: Person = buyer) =>
    http.post('/baskets/apply-discount-code', { basketId, discountCode }, person.token);

  it('applies an admin code to the sum of the item payables', async () => {
    const basket = await twoCourses();
    const code = await makeCode(t, admin.id, { isBasketDiscount: true, valueHundredths: 2_000 });
    const res = await apply(basket.id, code.code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      discountCode: code.code,
      discountCodeId: code.id,
      totalPrice: 300,
      totalDiscount: 60,
      totalDiscountedPrice: 240,
      totalPriceText: '₺300,00',
      totalDiscountText: '₺60,00',
      totalDiscountedPriceText: '₺240,00',
      discountPercent: 20,
    });
  });

  it('makes the basket free with a Free code: Ücretsiz and 100 %', async () => {
    const basket = await twoCourses();
    const code = await makeCode(t, admin.id, { isBasketDiscount: true, type: DiscountType.Free });
    const data = (await apply(basket.id, code.code)).json().data;
    expect(data.totalDiscountedPrice).toBe(0);
    expect(data.totalDiscountedPriceText).toBe('Ücretsiz');
    expect(data.discountPercent).toBe(100);
  });

  it('replaces an earlier basket code and removes it on request', async () => {
    const basket = await twoCourses();
    const first = await makeCode(t, admin.id, { isBasketDiscount: true });
    const second = await makeCode(t, admin.id, { isBasketDiscount: true, valueHundredths: 1_000 });
    await apply(basket.id, first.code);
    expect((await apply(basket.id, second.code)).json().data.discountCodeId).toBe(second.id);
    const removed = await http.post('/baskets/remove-discount-code', { basketId: basket.id }, buyer.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({
      discountCode: null,
      discountCodeId: null,
      totalDiscountedPrice: 300,
    });
  });

  it.each<[string, () => Promise<string>, string]>([
    ['an unknown code', async () => 'YOKBOYLEKOD', bm.codeUnknown],
    [
      'a lecturer (course) code',
      async () => (await makeCode(t, lecturer.id, { courseId: (await makeCourse(t, lecturer.id)).id })).code,
      bm.codeIsCourseCode,
    ],
    [
      'an expired code',
      async () =>
        (
          await makeCode(t, admin.id, {
            isBasketDiscount: true,
            startDate: new Date(Date.now() - 10 * day),
            endDate: new Date(Date.now() - day),
          })
        ).code,
      bm.codeExpired,
    ],
  ])('rejects %s with 422', async (_label, codeOf, message) => {
    const basket = await twoCourses();
    const res = await apply(basket.id, await codeOf());
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errorMessage).toBe(message);
  });

  it('rejects a code that has not started yet, saying from when it works', async () => {
    const basket = await twoCourses();
    const start = new Date(Date.UTC(2099, 0, 5, 9, 30));
    const code = await makeCode(t, admin.id, {
      isBasketDiscount: true,
      startDate: start,
      endDate: new Date(Date.UTC(2099, 1, 1)),
    });
    const res = await apply(basket.id, code.code);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errorMessage).toBe(bm.codeNotStarted(start));
    expect(res.json().error.errorMessage).toContain('05.01.2099 12:30');
  });

  it('rejects a single-use code another order already redeemed', async () => {
    const basket = await twoCourses();
    const code = await makeCode(t, admin.id, { isBasketDiscount: true, isReusable: false });
    await redeemedEarlier(t, code, stranger.id, OrderStatus.Pending);
    const res = await apply(basket.id, code.code);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errorMessage).toBe(bm.codeUsedUp);
  });

  it('rejects a reusable code this user already used, but not one another user used', async () => {
    const basket = await twoCourses();
    const code = await makeCode(t, admin.id, { isBasketDiscount: true, isReusable: true });
    await redeemedEarlier(t, code, stranger.id);
    expect((await apply(basket.id, code.code)).statusCode).toBe(200);
    await redeemedEarlier(t, code, buyer.id);
    const res = await apply(basket.id, code.code);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errorMessage).toBe(bm.codeUsedByYou);
  });

  it.each([
    ['', dm.codeRequired],
    ['   ', dm.codeRequired],
    ['hosgeldin20', dm.codeFormat],
    ['HOŞGELDİN', dm.codeFormat],
  ])('rejects the code %j with 400', async (value, message) => {
    const basket = await twoCourses();
    const res = await apply(basket.id, value);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.discountCode).toBe(message);
  });

  it('answers 404 for another user’s basket', async () => {
    const code = await makeCode(t, admin.id, { isBasketDiscount: true });
    const course = await makeCourse(t, lecturer.id);
    const theirs = (await add(course.id, stranger)).json().data;
    const res = await apply(theirs.id, code.code);
    expect(res.statusCode).toBe(404);
    const removed = await http.post('/baskets/remove-discount-code', { basketId: theirs.id }, buyer.token);
    expect(removed.statusCode).toBe(404);
    await http.post('/baskets/remove-item', { basketDetailId: theirs.items[0].id }, stranger.token);
  });

  it('answers 422 for a basket that was already ordered', async () => {
    const course = await makeCourse(t, lecturer.id, { priceKurus: 0 });
    const basket = (await add(course.id)).json().data;
    expect((await http.post('/orders/free', { basketId: basket.id }, buyer.token)).statusCode).toBe(200);
    const code = await makeCode(t, admin.id, { isBasketDiscount: true });
    const res = await apply(basket.id, code.code);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errorMessage).toBe(om.basketOrdered);
  });
});

describe('POST /baskets/apply-discount-code-to-basket-item', () => {
  const applyToItem = (basketItemId: string, discountCode: string, person: Person = buyer) =>
    http.post('/baskets/apply-discount-code-to-basket-item', { basketItemId, discountCode }, person.token);

  it('applies a lecturer code to the item of its course, from the regular price when asked', async () => {
    const course = await makeCourse(t, lecturer.id, { priceKurus: 20_000, discountedPriceKurus: 15_000 });
    const other = await makeCourse(t, lecturer.id, { priceKurus: 10_000 });
    await add(course.id);
    const basket = (await add(other.id)).json().data;
    const code = await makeCode(t, lecturer.id, {
      courseId: course.id,
      type: DiscountType.Percentage,
      valueHundredths: 5_000,
      applyOnDiscountedPrice: false,
    });
    const res = await applyToItem(basket.items[0].id, code.code);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.items[0]).toMatchObject({
      discountCode: code.code,
      discountCodeId: code.id,
      hasDiscount: true,
      price: 150,
      payablePrice: 100,
      priceText: '₺150,00',
      payablePriceText: '₺100,00',
    });
    expect(data.items[1]).toMatchObject({ discountCodeId: null, hasDiscount: false, payablePrice: 100 });
    expect(data).toMatchObject({ totalPrice: 250, totalDiscountedPrice: 200, discountPercent: 20 });

    const removed = await http.post(
      '/baskets/remove-discount-code-from-basket-item',
      { basketDetailId: basket.items[0].id },
      buyer.token,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.items[0]).toMatchObject({ discountCodeId: null, payablePrice: 150 });
  });

  it('rejects a code of another course', async () => {
    const course = await makeCourse(t, lecturer.id);
    const basket = (await add(course.id)).json().data;
    const code = await makeCode(t, lecturer.id, { courseId: (await makeCourse(t, lecturer.id)).id });
    const res = await applyToItem(basket.items[0].id, code.code);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errorMessage).toBe(bm.codeWrongCourse);
  });

  it('rejects a basket-wide code on an item', async () => {
    const course = await makeCourse(t, lecturer.id);
    const basket = (await add(course.id)).json().data;
    const code = await makeCode(t, admin.id, { isBasketDiscount: true });
    const res = await applyToItem(basket.items[0].id, code.code);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errorMessage).toBe(bm.codeIsBasketCode);
  });

  it('rejects an expired or unknown code, and a blank one with 400', async () => {
    const course = await makeCourse(t, lecturer.id);
    const basket = (await add(course.id)).json().data;
    const expired = await makeCode(t, lecturer.id, {
      courseId: course.id,
      startDate: new Date(Date.now() - 10 * day),
      endDate: new Date(Date.now() - day),
    });
    expect((await applyToItem(basket.items[0].id, expired.code)).json().error.errorMessage).toBe(
      bm.codeExpired,
    );
    expect((await applyToItem(basket.items[0].id, 'BILINMEYEN')).json().error.errorMessage).toBe(
      bm.codeUnknown,
    );
    const blank = await applyToItem(basket.items[0].id, '');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.discountCode).toBe(dm.codeRequired);
  });

  it('rejects a single-use course code already redeemed', async () => {
    const course = await makeCourse(t, lecturer.id);
    const basket = (await add(course.id)).json().data;
    const code = await makeCode(t, lecturer.id, { courseId: course.id, isReusable: false });
    await redeemedEarlier(t, code, stranger.id);
    const res = await applyToItem(basket.items[0].id, code.code);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errorMessage).toBe(bm.codeUsedUp);
  });

  it('answers 404 for another user’s item', async () => {
    const course = await makeCourse(t, lecturer.id);
    const theirs = (await add(course.id, stranger)).json().data;
    const code = await makeCode(t, lecturer.id, { courseId: course.id });
    expect((await applyToItem(theirs.items[0].id, code.code)).statusCode).toBe(404);
    const removed = await http.post(
      '/baskets/remove-discount-code-from-basket-item',
      { basketDetailId: theirs.items[0].id },
      buyer.token,
    );
    expect(removed.statusCode).toBe(404);
    await http.post('/baskets/remove-item', { basketDetailId: theirs.items[0].id }, stranger.token);
  });
});
