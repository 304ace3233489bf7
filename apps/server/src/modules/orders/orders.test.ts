import {
  basketMessages as bm,
  DiscountType,
  OrderStatus,
  orderMessages as om,
  PaymentType,
  PublishStatus,
  Role,
} from '@kampus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  api,
  makeCode,
  makeCourse,
  makePerson,
  type Person,
} from '../../../test/support/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  baskets,
  catalogueState,
  courses,
  discountCodes,
  discountRedemptions,
  enrolments,
  orderItems,
  orders,
} from '../../db/schema/index.ts';

let t: TestApp;
let http: ReturnType<typeof api>;
let lecturer: Person;
let admin: Person;
let buyer: Person;
let stranger: Person;

beforeAll(async () => {
  t = await createTestApp({
    BANK_NAME: 'Örnek Katılım Bankası',
    BANK_ACCOUNT_HOLDER: 'Kampüs Eğitim A.Ş.',
    BANK_IBAN: 'TR00 0000 0000 0000 0000 0000 00',
  });
  http = api(t);
  lecturer = await makePerson(t, [Role.Lecturer]);
  admin = await makePerson(t, [Role.Admin]);
  stranger = await makePerson(t);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  buyer = await makePerson(t, [Role.Student], { name: 'Çağrı', surname: 'Işık' });
});

const day = 86_400_000;
const add = async (courseId: string, person: Person = buyer) => {
  const res = await http.post('/baskets/add-item', { courseId }, person.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; items: { id: string }[] };
};
const free = (basketId: string, person: Person = buyer) =>
  http.post('/orders/free', { basketId }, person.token);
const bank = (basketId: string, person: Person = buyer) =>
  http.post('/orders/bank-transfer', { basketId, acceptedTerms: true, waiveWithdrawal: true }, person.token);
const applyBasketCode = async (basketId: string, code: string, person: Person = buyer) => {
  const res = await http.post('/baskets/apply-discount-code', { basketId, discountCode: code }, person.token);
  expect(res.statusCode, res.body).toBe(200);
};
const catalogueVersion = async () =>
  (await t.app.deps.db.select({ v: catalogueState.version }).from(catalogueState))[0]?.v ?? 0;

describe('POST /orders/free', () => {
  it('turns a basket whose payable total is 0 into a completed free order, in one go', async () => {
    const paid = await makeCourse(t, lecturer.id, { name: 'Python Temelleri', priceKurus: 30_000 });
    const gratis = await makeCourse(t, lecturer.id, { name: 'Git 101', priceKurus: 0 });
    const courseCode = await makeCode(t, lecturer.id, { courseId: paid.id, type: DiscountType.Free });
    await add(paid.id);
    const basket = await add(gratis.id);
    const applied = await http.post(
      '/baskets/apply-discount-code-to-basket-item',
      { basketItemId: basket.items[0]?.id, discountCode: courseCode.code },
      buyer.token,
    );
    expect(applied.json().data.totalDiscountedPrice).toBe(0);
    const versionBefore = await catalogueVersion();

    const res = await free(basket.id);
    expect(res.statusCode, res.body).toBe(200);
    const orderId = res.json().data as string;
    const { db } = t.app.deps;
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      userId: buyer.id,
      basketId: basket.id,
      status: OrderStatus.Completed,
      paymentType: PaymentType.Free,
      totalPriceKurus: 30_000,
      totalDiscountedPriceKurus: 0,
    });
    expect(order?.orderNumber).toMatch(/^KMP-\d{8}-[2-9A-HJ-NP-Z]{6}$/);
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(lines).toHaveLength(2);
    expect(lines.find((l) => l.courseId === paid.id)).toMatchObject({
      courseName: 'Python Temelleri',
      priceKurus: 30_000,
      payablePriceKurus: 0,
      discountCode: courseCode.code,
    });
    const owned = await db.select().from(enrolments).where(eq(enrolments.userId, buyer.id));
    expect(owned.map((e) => e.courseId).sort()).toEqual([paid.id, gratis.id].sort());
    expect(owned.every((e) => e.orderId === orderId)).toBe(true);
    const redemptions = await db
      .select()
      .from(discountRedemptions)
      .where(eq(discountRedemptions.orderId, orderId));
    expect(redemptions).toEqual([
      expect.objectContaining({ discountCodeId: courseCode.id, scopeKey: courseCode.id }),
    ]);
    const [after] = await db.select().from(baskets).where(eq(baskets.id, basket.id));
    expect(after?.status).toBe('ordered');
    // Enrolments change nothing the catalogue list caches: its counts and pages stay valid.
    expect(await catalogueVersion()).toBe(versionBefore);

    expect((await http.get('/baskets', buyer.token)).json().data).toBeNull();
    const other = await makeCourse(t, lecturer.id);
    const next = await add(other.id);
    expect(next.id).not.toBe(basket.id);
    const again = await http.post('/baskets/add-item', { courseId: paid.id }, buyer.token);
    expect(again.json().error.errorMessage).toBe(bm.courseOwned);
  });

  it('refuses a basket with something to pay, naming the amount', async () => {
    const course = await makeCourse(t, lecturer.id, { priceKurus: 129_990 });
    const basket = await add(course.id);
    const res = await free(basket.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errorMessage).toBe(om.notFree('₺1.299,90'));
    expect(await t.app.deps.db.select().from(orders).where(eq(orders.basketId, basket.id))).toHaveLength(0);
  });

  it('refuses an empty basket', async () => {
    const [basket] = await t.app.deps.db.insert(baskets).values({ userId: buyer.id }).returning();
    const res = await free(basket?.id as string);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errorMessage).toBe(om.basketEmpty);
  });

  it('answers 404 for another user’s basket or an unknown one, and 400 without a basket id', async () => {
    const course = await makeCourse(t, lecturer.id, { priceKurus: 0 });
    const theirs = await add(course.id, stranger);
    expect((await free(theirs.id)).statusCode).toBe(404);
    expect((await free('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const missing = await http.post('/orders/free', {}, buyer.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.basketId).toBeDefined();
    await http.post('/baskets/remove-item', { basketDetailId: theirs.items[0]?.id }, stranger.token);
  });

  it('refuses a basket that was already ordered', async () => {
    const course = await makeCourse(t, lecturer.id, { priceKurus: 0 });
    const basket = await add(course.id);
    expect((await free(basket.id)).statusCode).toBe(200);
    const res = await free(basket.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errorMessage).toBe(om.basketOrdered);
  });

  it('creates exactly one order when two calls for one basket arrive together', async () => {
    const course = await makeCourse(t, lecturer.id, { priceKurus: 0 });
    const basket = await add(course.id);
    const results = await Promise.all([free(basket.id), free(basket.id), free(basket.id)]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 422, 422]);
    for (const r of results.filter((x) => x.statusCode === 422))
      expect(r.json().error.errorMessage).toBe(om.basketOrdered);
    expect(await t.app.deps.db.select().from(orders).where(eq(orders.basketId, basket.id))).toHaveLength(1);
    expect(await t.app.deps.db.select().from(enrolments).where(eq(enrolments.userId, buyer.id))).toHaveLength(
      1,
    );
  });

  it('lets exactly one of two buyers racing for a single-use code succeed', async () => {
    const course = await makeCourse(t, lecturer.id, { priceKurus: 50_000 });
    const code = await makeCode(t, admin.id, {
      isBasketDiscount: true,
      type: DiscountType.Free,
      isReusable: false,
    });
    const rival = await makePerson(t);
    const mine = await add(course.id);
    const theirs = await add(course.id, rival);
    await applyBasketCode(mine.id, code.code);
    await applyBasketCode(theirs.id, code.code, rival);

    const results = await Promise.all([free(mine.id), free(theirs.id, rival)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const loser = results.find((r) => r.statusCode === 422);
    expect(loser?.json().error.errorMessage).toBe(om.codeUsedUp(code.code));
    const { db } = t.app.deps;
    expect(
      await db.select().from(discountRedemptions).where(eq(discountRedemptions.discountCodeId, code.id)),
    ).toHaveLength(1);
    // The loser's order was rolled back whole: no order, no enrolment, basket still open.
    const loserBasket = results[0]?.statusCode === 422 ? mine : theirs;
    expect(await db.select().from(orders).where(eq(orders.basketId, loserBasket.id))).toHaveLength(0);
    const [still] = await db.select().from(baskets).where(eq(baskets.id, loserBasket.id));
    expect(still?.status).toBe('open');
  });

  it('lets two users each use a reusable code once, and refuses the same user a second time', async () => {
    const code = await makeCode(t, admin.id, {
      isBasketDiscount: true,
      type: DiscountType.Free,
      isReusable: true,
    });
    const other = await makePerson(t);
    const c1 = await makeCourse(t, lecturer.id, { priceKurus: 10_000 });
    const c2 = await makeCourse(t, lecturer.id, { priceKurus: 10_000 });
    const b1 = await add(c1.id);
    await applyBasketCode(b1.id, code.code);
    const b2 = await add(c1.id, other);
    await applyBasketCode(b2.id, code.code, other);
    expect((await free(b1.id)).statusCode).toBe(200);
    expect((await free(b2.id, other)).statusCode).toBe(200);

    const b3 = await add(c2.id);
    const res = await http.post(
      '/baskets/apply-discount-code',
      { basketId: b3.id, discountCode: code.code },
      buyer.token,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errorMessage).toBe(bm.codeUsedByYou);
  });

  it('refuses a course that stopped being published', async () => {
    const course = await makeCourse(t, lecturer.id, { name: 'Eski Kurs', priceKurus: 0 });
    const basket = await add(course.id);
    await t.app.deps.db
      .update(courses)
      .set({ publishStatus: PublishStatus.Draft })
      .where(eq(courses.id, course.id));
    const res = await free(basket.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errorMessage).toBe(om.courseUnavailable('Eski Kurs'));
  });

  it('refuses a course the user came to own since adding it', async () => {
    const course = await makeCourse(t, lecturer.id, { name: 'Sahip Olunan', priceKurus: 0 });
    const basket = await add(course.id);
    await t.app.deps.db.insert(enrolments).values({ userId: buyer.id, courseId: course.id });
    const res = await free(basket.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errorMessage).toBe(om.courseOwned('Sahip Olunan'));
  });

  it('refuses a code that expired after it was applied', async () => {
    const course = await makeCourse(t, lecturer.id, { priceKurus: 10_000 });
    const code = await makeCode(t, admin.id, { isBasketDiscount: true, type: DiscountType.Free });
    const basket = await add(course.id);
    await applyBasketCode(basket.id, code.code);
    await t.app.deps.db
      .update(discountCodes)
      .set({ endDate: new Date(Date.now() - day) })
      .where(eq(discountCodes.id, code.id));
    const res = await free(basket.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errorMessage).toBe(om.codeExpired(code.code));
  });

  it('refuses a course code moved to another course after it was applied', async () => {
    const course = await makeCourse(t, lecturer.id, { priceKurus: 10_000 });
    const code = await makeCode(t, lecturer.id, { courseId: course.id, type: DiscountType.Free });
    const basket = await add(course.id);
    await http.post(
      '/baskets/apply-discount-code-to-basket-item',
      { basketItemId: basket.items[0]?.id, discountCode: code.code },
      buyer.token,
    );
    const elsewhere = await makeCourse(t, lecturer.id);
    await t.app.deps.db
      .update(discountCodes)
      .set({ courseId: elsewhere.id })
      .where(eq(discountCodes.id, code.id));
    const res = await free(basket.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errorMessage).toBe(om.codeNotApplicable(code.code));
  });

  it('needs a signed-in user', async () => {
    expect(
      (await http.post('/orders/free', { basketId: '00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(401);
  });
});

describe('POST /orders/bank-transfer', () => {
  it('creates a pending bank-transfer order with its redemptions and no enrolment yet', async () => {
    const course = await makeCourse(t, lecturer.id, { priceKurus: 40_000 });
    const code = await makeCode(t, admin.id, { isBasketDiscount: true, valueHundredths: 2_500 });
    const basket = await add(course.id);
    await applyBasketCode(basket.id, code.code);
    const res = await bank(basket.id);
    expect(res.statusCode, res.body).toBe(200);
    const { db } = t.app.deps;
    const [order] = await db.select().from(orders).where(eq(orders.id, res.json().data));
    expect(order).toMatchObject({
      status: OrderStatus.Pending,
      paymentType: PaymentType.BankTransfer,
      totalPriceKurus: 40_000,
      totalDiscountedPriceKurus: 30_000,
      discountCode: code.code,
    });
    expect(
      await db
        .select()
        .from(discountRedemptions)
        .where(eq(discountRedemptions.orderId, order?.id as string)),
    ).toHaveLength(1);
    expect(await db.select().from(enrolments).where(eq(enrolments.userId, buyer.id))).toHaveLength(0);
    expect((await http.get('/baskets', buyer.token)).json().data).toBeNull();
  });

  it('refuses a basket with nothing to pay', async () => {
    const course = await makeCourse(t, lecturer.id, { priceKurus: 0 });
    const basket = await add(course.id);
    const res = await bank(basket.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errorMessage).toBe(om.nothingToPay);
  });
});

describe('GET /orders/:id/summary', () => {
  const placeFreeOrder = async () => {
    const course = await makeCourse(t, lecturer.id, {
      name: 'Veri Bilimi',
      priceKurus: 25_000,
      discountedPriceKurus: 20_000,
      lectureMinutes: [60, 15],
    });
    const code = await makeCode(t, admin.id, { isBasketDiscount: true, type: DiscountType.Free });
    const basket = await add(course.id);
    await applyBasketCode(basket.id, code.code);
    const res = await free(basket.id);
    return { orderId: res.json().data as string, course, code };
  };

  it('shows the buyer their order with lines, totals and texts', async () => {
    const { orderId, course, code } = await placeFreeOrder();
    const res = await http.get(`/orders/${orderId}/summary`, buyer.token);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: orderId,
      status: OrderStatus.Completed,
      statusText: 'Tamamlandı',
      paymentType: PaymentType.Free,
      paymentTypeText: 'Ücretsiz',
      user: { fullName: buyer.fullName, email: buyer.email },
      totalPrice: 200,
      totalDiscount: 200,
      totalDiscountedPrice: 0,
      totalPriceText: '₺200,00',
      totalDiscountText: '₺200,00',
      totalDiscountedPriceText: 'Ücretsiz',
      discountPercent: 100,
      discountCode: code.code,
      bankDetails: null,
    });
    expect(data.orderNumber).toMatch(/^KMP-/);
    expect(new Date(data.createDate).toISOString()).toBe(data.createDate);
    expect(data.items).toEqual([
      {
        courseId: course.id,
        name: 'Veri Bilimi',
        description: course.description,
        image: null,
        durationMinute: 75,
        durationText: '1 saat 15 dakika',
        totalLessons: 2,
        price: 200,
        payablePrice: 200,
        priceText: '₺200,00',
        payablePriceText: '₺200,00',
        discountCode: null,
      },
    ]);
  });

  it('keeps the prices the order was placed at', async () => {
    const { orderId, course } = await placeFreeOrder();
    await t.app.deps.db
      .update(courses)
      .set({ priceKurus: 99_900, discountedPriceKurus: 0 })
      .where(eq(courses.id, course.id));
    const data = (await http.get(`/orders/${orderId}/summary`, buyer.token)).json().data;
    expect(data.items[0].price).toBe(200);
  });

  it('shows bank details with the order number as reference for a bank transfer', async () => {
    const course = await makeCourse(t, lecturer.id, { priceKurus: 10_000 });
    const basket = await add(course.id);
    const orderId = (await bank(basket.id)).json().data;
    const data = (await http.get(`/orders/${orderId}/summary`, buyer.token)).json().data;
    expect(data).toMatchObject({
      status: OrderStatus.Pending,
      statusText: 'Bekliyor',
      paymentTypeText: 'Banka Transferi',
    });
    expect(data.bankDetails).toEqual({
      bankName: 'Örnek Katılım Bankası',
      accountHolder: 'Kampüs Eğitim A.Ş.',
      iban: 'TR00 0000 0000 0000 0000 0000 00',
      reference: data.orderNumber,
    });
  });

  it('shows an order to admins and hides it (404) from everyone else', async () => {
    const { orderId } = await placeFreeOrder();
    expect((await http.get(`/orders/${orderId}/summary`, admin.token)).statusCode).toBe(200);
    const hidden = await http.get(`/orders/${orderId}/summary`, stranger.token);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.errorMessage).toBe(om.orderNotFound);
    expect(
      (await http.get('/orders/00000000-0000-4000-8000-000000000000/summary', buyer.token)).statusCode,
    ).toBe(404);
    expect((await http.get(`/orders/${orderId}/summary`)).statusCode).toBe(401);
  });
});

describe('GET /orders', () => {
  const hour = 3_600_000;
  const backdate = (orderId: string, hours: number) =>
    t.app.deps.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - hours * hour) })
      .where(eq(orders.id, orderId));

  it('pages the caller’s own orders, newest first, and never shows anyone else’s', async () => {
    const c1 = await makeCourse(t, lecturer.id, { priceKurus: 0 });
    const c2 = await makeCourse(t, lecturer.id, { priceKurus: 12_345 });
    const first = (await free((await add(c1.id)).id)).json().data;
    const second = (await bank((await add(c2.id)).id)).json().data;
    // Another user's orders, placed after the buyer's: they would come first if the list were not the buyer's own.
    const strangerOrder = (
      await bank(
        (
          await add((await makeCourse(t, lecturer.id, { priceKurus: 500 })).id, stranger)
        ).id,
        stranger,
      )
    ).json().data;
    const res = await http.get('/orders', buyer.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ currentPage: 1, totalPageCount: 1, totalItemCount: 2, hasNextPage: false });
    expect(data.items.map((o: { id: string }) => o.id)).toEqual([second, first]);
    expect(data.items[0]).toMatchObject({
      status: OrderStatus.Pending,
      statusText: 'Bekliyor',
      paymentType: PaymentType.BankTransfer,
      paymentTypeText: 'Banka Transferi',
      user: { fullName: buyer.fullName, email: buyer.email },
      itemCount: 1,
      total: 123.45,
      totalText: '₺123,45',
    });
    expect(data.items[1]).toMatchObject({ total: 0, totalText: 'Ücretsiz', payBy: null });
    expect(data.awaitingPayment.map((o: { id: string }) => o.id)).toEqual([second]);

    const theirs = (await http.get('/orders', stranger.token)).json().data;
    const theirIds = [...theirs.items, ...theirs.awaitingPayment].map((o: { id: string }) => o.id);
    expect(theirIds).toContain(strangerOrder);
    expect(theirIds).not.toContain(first);
    expect(theirIds).not.toContain(second);

    const page2 = (await http.get('/orders?pageSize=1&pageNumber=2', buyer.token)).json().data;
    expect(page2).toMatchObject({ currentPage: 2, totalPageCount: 2, totalItemCount: 2, hasNextPage: false });
    expect(page2.items.map((o: { id: string }) => o.id)).toEqual([first]);
    // The transfer still waiting is listed on every page, whatever page is open.
    expect(page2.awaitingPayment.map((o: { id: string }) => o.id)).toEqual([second]);
  });

  it('gives a waiting transfer its bank details, reference and the moment it closes, 48 hours on', async () => {
    const course = await makeCourse(t, lecturer.id, { priceKurus: 10_000 });
    const orderId = (await bank((await add(course.id)).id)).json().data;
    const [row] = await t.app.deps.db.select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw new Error('order not stored');
    const payBy = new Date(row.createdAt.getTime() + 48 * hour).toISOString();
    const [awaiting] = (await http.get('/orders', buyer.token)).json().data.awaitingPayment;
    expect(awaiting).toMatchObject({ id: orderId, payBy });
    expect(awaiting.bankDetails).toEqual({
      bankName: 'Örnek Katılım Bankası',
      accountHolder: 'Kampüs Eğitim A.Ş.',
      iban: 'TR00 0000 0000 0000 0000 0000 00',
      reference: row.orderNumber,
    });
    const summary = (await http.get(`/orders/${orderId}/summary`, buyer.token)).json().data;
    expect(summary.payBy).toBe(payBy);
  });

  it('cancels a transfer not paid within 48 hours, frees its code and lets the course be ordered again', async () => {
    const code = await makeCode(t, admin.id, { isBasketDiscount: true, isReusable: false });
    const course = await makeCourse(t, lecturer.id, { priceKurus: 10_000 });
    const kept = await makeCourse(t, lecturer.id, { priceKurus: 10_000 });
    const basket = await add(course.id);
    await applyBasketCode(basket.id, code.code);
    const overdue = (await bank(basket.id)).json().data;
    const recent = (await bank((await add(kept.id)).id)).json().data;
    await backdate(overdue, 48.5);
    await backdate(recent, 47.5);

    const data = (await http.get('/orders', buyer.token)).json().data;
    const byId = Object.fromEntries(data.items.map((o: { id: string }) => [o.id, o]));
    expect(byId[overdue]).toMatchObject({
      status: OrderStatus.Cancelled,
      statusText: 'İptal Edildi',
      payBy: null,
    });
    expect(byId[recent]).toMatchObject({ status: OrderStatus.Pending });
    expect(data.awaitingPayment.map((o: { id: string }) => o.id)).toEqual([recent]);
    const { db } = t.app.deps;
    expect(
      await db.select().from(discountRedemptions).where(eq(discountRedemptions.orderId, overdue)),
    ).toEqual([]);
    // The course is free to buy again, the recent one is still held, and the code is usable by someone else.
    await add(course.id);
    const held = await http.post('/baskets/add-item', { courseId: kept.id }, buyer.token);
    expect(held.statusCode).toBe(422);
    const other = await makePerson(t);
    await applyBasketCode((await add((await makeCourse(t, lecturer.id)).id, other)).id, code.code, other);
  });

  it('cancels an overdue transfer before an admin can complete it, and says why', async () => {
    const course = await makeCourse(t, lecturer.id, { priceKurus: 10_000 });
    const orderId = (await bank((await add(course.id)).id)).json().data;
    await backdate(orderId, 49);
    const res = await http.put(
      `/admin/orders/${orderId}/status`,
      { status: OrderStatus.Completed },
      admin.token,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errorMessage).toBe(om.transferExpired);
    const [order] = await t.app.deps.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe(OrderStatus.Cancelled);
    expect(await t.app.deps.db.select().from(enrolments).where(eq(enrolments.userId, buyer.id))).toEqual([]);
  });

  it('rejects a bad page with 400 and needs a signed-in user', async () => {
    expect((await http.get('/orders?pageNumber=0', buyer.token)).statusCode).toBe(400);
    expect((await http.get('/orders')).statusCode).toBe(401);
  });
});

describe('/admin/orders', () => {
  it('pages, searches by order number, e-mail and name, and filters by status', async () => {
    const shopper = await makePerson(t, [Role.Student], { name: 'Şule', surname: 'Öztürk' });
    const c1 = await makeCourse(t, lecturer.id, { priceKurus: 0 });
    const c2 = await makeCourse(t, lecturer.id, { priceKurus: 10_000 });
    const freeId = (await free((await add(c1.id, shopper)).id, shopper)).json().data;
    const bankId = (await bank((await add(c2.id, shopper)).id, shopper)).json().data;
    const [bankOrder] = await t.app.deps.db.select().from(orders).where(eq(orders.id, bankId));

    const byName = (await http.get('/admin/orders/paginated?search=ozturk', admin.token)).json().data;
    expect(byName.items.map((o: { id: string }) => o.id)).toEqual([bankId, freeId]);
    expect(byName.items[0].user).toEqual({ fullName: 'Şule Öztürk', email: shopper.email });
    const byEmail = (
      await http.get(
        `/admin/orders/paginated?search=${encodeURIComponent(shopper.email.toUpperCase())}`,
        admin.token,
      )
    ).json().data;
    expect(byEmail.totalItemCount).toBe(2);
    const byNumber = (
      await http.get(`/admin/orders/paginated?search=${bankOrder?.orderNumber.toLowerCase()}`, admin.token)
    ).json().data;
    expect(byNumber.items.map((o: { id: string }) => o.id)).toEqual([bankId]);
    const pending = (
      await http.get(`/admin/orders/paginated?search=ozturk&status=${OrderStatus.Pending}`, admin.token)
    ).json().data;
    expect(pending.items.map((o: { id: string }) => o.id)).toEqual([bankId]);
    const paged = (
      await http.get('/admin/orders/paginated?search=ozturk&pageSize=1&pageNumber=2', admin.token)
    ).json().data;
    expect(paged).toMatchObject({ currentPage: 2, totalPageCount: 2, totalItemCount: 2, hasNextPage: false });
    expect(paged.items.map((o: { id: string }) => o.id)).toEqual([freeId]);
  });

  it('rejects a bad status filter with 400 and a non-admin with 403', async () => {
    expect((await http.get('/admin/orders/paginated?status=7', admin.token)).statusCode).toBe(400);
    expect((await http.get('/admin/orders/paginated', buyer.token)).statusCode).toBe(403);
    expect((await http.get('/admin/orders/paginated', lecturer.token)).statusCode).toBe(403);
  });

  describe('PUT /admin/orders/:id/status', () => {
    const pendingOrder = async (codeId?: string) => {
      const course = await makeCourse(t, lecturer.id, { priceKurus: 10_000 });
      const basket = await add(course.id);
      if (codeId) {
        const [code] = await t.app.deps.db.select().from(discountCodes).where(eq(discountCodes.id, codeId));
        await applyBasketCode(basket.id, code?.code as string);
      }
      return { orderId: (await bank(basket.id)).json().data as string, course };
    };
    const setStatus = (id: string, status: number, person: Person = admin) =>
      http.put(`/admin/orders/${id}/status`, { status }, person.token);

    it('completes a pending order and enrols the buyer', async () => {
      const { orderId, course } = await pendingOrder();
      const versionBefore = await catalogueVersion();
      const res = await setStatus(orderId, OrderStatus.Completed);
      expect(res.statusCode, res.body).toBe(200);
      const { db } = t.app.deps;
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      expect(order?.status).toBe(OrderStatus.Completed);
      const owned = await db.select().from(enrolments).where(eq(enrolments.userId, buyer.id));
      expect(owned.map((e) => e.courseId)).toEqual([course.id]);
      // Enrolments change nothing the catalogue list caches: its counts and pages stay valid.
      expect(await catalogueVersion()).toBe(versionBefore);
      const again = await setStatus(orderId, OrderStatus.Cancelled);
      expect(again.statusCode).toBe(422);
      expect(again.json().error.errorMessage).toBe(om.statusNotPending);
    });

    it('cancels a pending order and frees its single-use code for others', async () => {
      const code = await makeCode(t, admin.id, { isBasketDiscount: true, isReusable: false });
      const { orderId } = await pendingOrder(code.id);
      const other = await makePerson(t);
      const otherBasket = await add((await makeCourse(t, lecturer.id)).id, other);
      const before = await http.post(
        '/baskets/apply-discount-code',
        { basketId: otherBasket.id, discountCode: code.code },
        other.token,
      );
      expect(before.json().error.errorMessage).toBe(bm.codeUsedUp);

      expect((await setStatus(orderId, OrderStatus.Cancelled)).statusCode).toBe(200);
      const [order] = await t.app.deps.db.select().from(orders).where(eq(orders.id, orderId));
      expect(order?.status).toBe(OrderStatus.Cancelled);
      expect(
        await t.app.deps.db.select().from(enrolments).where(eq(enrolments.userId, buyer.id)),
      ).toHaveLength(0);
      await applyBasketCode(otherBasket.id, code.code, other);
    });

    it('refuses to set a pending order to pending, and answers 404 for an unknown order', async () => {
      const { orderId } = await pendingOrder();
      const res = await setStatus(orderId, OrderStatus.Pending);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.errorMessage).toBe(om.statusTarget);
      expect(
        (await setStatus('00000000-0000-4000-8000-000000000000', OrderStatus.Completed)).statusCode,
      ).toBe(404);
      expect((await setStatus(orderId, 9)).statusCode).toBe(400);
    });

    it('is for admins only', async () => {
      const { orderId } = await pendingOrder();
      expect((await setStatus(orderId, OrderStatus.Completed, buyer)).statusCode).toBe(403);
      expect((await setStatus(orderId, OrderStatus.Completed, lecturer)).statusCode).toBe(403);
    });
  });
});
