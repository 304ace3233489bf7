import { OrderStatus, PaymentType, PublishStatus, Role } from '@kampus/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../../test/support/auth.ts';
import { makeCode, makeCourse, makePerson, type Person } from '../../../test/support/commerce-fixtures.ts';
import { linkedFamily } from '../../../test/support/families.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  baskets,
  courses,
  enrolments,
  familyLinks,
  invoices,
  mailOutbox,
  notifications,
  orderAcceptances,
  orders,
  purchaseRequests,
} from '../../db/schema/index.ts';

let t: TestApp;
let lecturer: Person;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://okul.example.com' });
  lecturer = await makePerson(t, [Role.Lecturer]);
});
afterAll(async () => {
  await t?.close();
});

type Res = { statusCode: number; body: string };
const data = (res: Res) => {
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(res.body).data;
};
const refusal = (res: Res, status: number, code: string) => {
  expect(res.statusCode, res.body).toBe(status);
  const error = JSON.parse(res.body).error;
  expect(error.code).toBe(code);
  expect(error.errorMessage).toMatch(/[a-zçğıöşü]/);
  return error;
};

/** A linked family whose child has a basket of the given course prices (kuruş). */
const familyWithBasket = async (prices: number[] = [25_000]) => {
  const family = await linkedFamily(t);
  const courses = await Promise.all(prices.map((p) => makeCourse(t, lecturer.id, { priceKurus: p })));
  let basket: { id: string; items: { id: string }[] } | null = null;
  for (const course of courses)
    basket = data(await post(t, '/baskets/add-item', { courseId: course.id }, family.child.token));
  return { ...family, courses, basket: basket as { id: string; items: { id: string }[] } };
};

const ask = (basketId: string, token: string, note: string | null = 'Okul projem için lazım.') =>
  post(t, '/purchase-requests', { basketId, note }, token);

const approve = (id: string, token: string, body: object) =>
  post(t, `/purchase-requests/${id}/approve`, body, token);
const paid = { paymentType: PaymentType.BankTransfer, acceptedTerms: true, waiveWithdrawal: true };

const requestRow = async (id: string) =>
  (await t.app.deps.db.select().from(purchaseRequests).where(eq(purchaseRequests.id, id)))[0];
const mailsTo = (userId: string, template: string) =>
  t.app.deps.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.template, template)));
const notificationsOf = (userId: string, type: string) =>
  t.app.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

describe('asking a parent', () => {
  it('stores the request, mails and notifies every linked parent, and lists it for both sides', async () => {
    const { child, parent, courses, basket } = await familyWithBasket([25_000, 0]);
    const second = await makePerson(t, [Role.Parent]);
    await t.app.deps.db.insert(familyLinks).values({ parentId: second.id, childId: child.id });
    const id = data(await ask(basket.id, child.token)) as string;

    for (const p of [parent, second]) {
      const [mail] = await mailsTo(p.id, 'purchase-request');
      expect(mail?.category).toBe('family');
      expect(mail?.toAddress).toBe(p.email);
      const [note] = await notificationsOf(p.id, 'purchase-request');
      expect(note?.link).toBe('/parent/requests');
      expect(note?.category).toBe('family');
    }

    const [mine] = data(await get(t, '/purchase-requests', child.token));
    const [theirs] = data(await get(t, '/purchase-requests?status=Pending', parent.token));
    expect(theirs).toEqual(mine);
    expect(mine).toMatchObject({
      id,
      child: { id: child.id, name: 'Ayşe' },
      status: 'Pending',
      total: 250,
      totalText: '₺250,00',
      note: 'Okul projem için lazım.',
      orderId: null,
    });
    expect(mine.items).toHaveLength(2);
    expect(mine.items).toContainEqual({
      courseId: courses[1]?.id,
      name: courses[1]?.name,
      priceText: 'Ücretsiz',
    });
    expect(data(await get(t, '/purchase-requests?status=Approved', parent.token))).toEqual([]);
    // Another parent sees nothing of it.
    const stranger = await makePerson(t, [Role.Parent]);
    expect(data(await get(t, '/purchase-requests', stranger.token))).toEqual([]);
  });

  it('refuses without a linked parent, with an empty basket, twice for one basket, and to a stranger', async () => {
    const loner = await makePerson(t, [Role.Student]);
    const course = await makeCourse(t, lecturer.id);
    const basket = data(await post(t, '/baskets/add-item', { courseId: course.id }, loner.token));
    refusal(await ask(basket.id, loner.token), 422, 'PURCHASE_REQUEST_NO_PARENT');

    const { child } = await linkedFamily(t);
    const [empty] = await t.app.deps.db
      .insert(baskets)
      .values({ userId: child.id })
      .returning({ id: baskets.id });
    refusal(await ask(empty?.id as string, child.token), 422, 'BASKET_EMPTY');

    const family = await familyWithBasket();
    data(await ask(family.basket.id, family.child.token, null));
    refusal(await ask(family.basket.id, family.child.token), 422, 'PURCHASE_REQUEST_PENDING');
    refusal(await ask(family.basket.id, loner.token), 404, 'BASKET_NOT_FOUND');
    // Only students ask.
    expect((await ask(family.basket.id, family.parent.token)).statusCode).toBe(403);
  });

  it('refuses a basket whose course is no longer on sale, naming it', async () => {
    const family = await familyWithBasket([25_000]);
    const course = family.courses[0] as { id: string; name: string };
    await t.app.deps.db
      .update(courses)
      .set({ publishStatus: PublishStatus.Archived })
      .where(eq(courses.id, course.id));
    const error = refusal(await ask(family.basket.id, family.child.token), 422, 'COURSE_NOT_PUBLISHED');
    expect(error.errorMessage).toContain(course.name);
    expect(data(await get(t, '/purchase-requests', family.parent.token))).toEqual([]);
  });
});

describe('approving', () => {
  it('a free basket: a completed order of the child, paid by the parent; the child is enrolled and told', async () => {
    const { child, parent, courses, basket } = await familyWithBasket([0]);
    const id = data(await ask(basket.id, child.token)) as string;
    const approval = data(await approve(id, parent.token, { paymentType: PaymentType.Free }));
    expect(approval.paymentPageUrl).toBeNull();

    const [order] = await t.app.deps.db.select().from(orders).where(eq(orders.id, approval.orderId));
    expect(order).toMatchObject({
      userId: child.id,
      payerId: parent.id,
      status: OrderStatus.Completed,
      paymentType: PaymentType.Free,
    });
    const enrolled = await t.app.deps.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.userId, child.id), eq(enrolments.courseId, courses[0]?.id as string)));
    expect(enrolled).toHaveLength(1);
    expect(await requestRow(id)).toMatchObject({ status: 'Approved', orderId: approval.orderId });
    const [listed] = data(await get(t, '/purchase-requests', child.token));
    expect(listed).toMatchObject({ status: 'Approved', orderId: approval.orderId });

    expect(await mailsTo(child.id, 'purchase-decision')).toHaveLength(1);
    const [told] = await notificationsOf(child.id, 'purchase-approved');
    expect(told?.link).toBe('/my-courses');
    // The receipt goes to the payer; the child learns in the app that the courses are open.
    expect(await mailsTo(parent.id, 'order-completed')).toHaveLength(1);
    expect(await mailsTo(child.id, 'order-completed')).toHaveLength(0);
    expect(await notificationsOf(child.id, 'order-completed')).toHaveLength(1);

    // Both the learner and the payer open the summary; it names both.
    for (const who of [child, parent]) {
      const summary = data(await get(t, `/orders/${approval.orderId}/summary`, who.token));
      expect(summary.user).toEqual({ fullName: child.fullName, email: child.email });
      expect(summary.payer).toEqual({ fullName: parent.fullName, email: parent.email });
    }
    const stranger = await makePerson(t, [Role.Parent]);
    refusal(await get(t, `/orders/${approval.orderId}/summary`, stranger.token), 404, 'ORDER_NOT_FOUND');
  });

  it('a paid basket by bank transfer: a pending order with the bank details for the payer, in both lists', async () => {
    const { child, parent, basket } = await familyWithBasket([25_000]);
    const id = data(await ask(basket.id, child.token)) as string;
    const approval = data(await approve(id, parent.token, paid));
    const [order] = await t.app.deps.db.select().from(orders).where(eq(orders.id, approval.orderId));
    expect(order).toMatchObject({
      userId: child.id,
      payerId: parent.id,
      status: OrderStatus.Pending,
      paymentType: PaymentType.BankTransfer,
    });
    // The parent accepted the sale documents: they are stored with the order and name the parent as buyer.
    const [accepted] = await t.app.deps.db
      .select()
      .from(orderAcceptances)
      .where(eq(orderAcceptances.orderId, approval.orderId));
    expect(accepted?.waiveWithdrawal).toBe(true);
    const buyerSection = JSON.stringify(accepted?.preInformation);
    expect(buyerSection).toContain(parent.email);
    expect(buyerSection).not.toContain(child.email);
    const summary = data(await get(t, `/orders/${approval.orderId}/summary`, parent.token));
    expect(summary.bankDetails?.reference).toBe(summary.orderNumber);
    expect(summary.payer.email).toBe(parent.email);
    // The transfer details are mailed to the payer.
    expect(await mailsTo(parent.id, 'order-placed')).toHaveLength(1);
    const mine = data(await get(t, '/orders', parent.token));
    expect(mine.awaitingPayment.map((o: { id: string }) => o.id)).toEqual([approval.orderId]);
    expect(mine.items[0]).toMatchObject({
      id: approval.orderId,
      user: { fullName: child.fullName, email: child.email },
      payer: { fullName: parent.fullName, email: parent.email },
    });
    const childsList = data(await get(t, '/orders', child.token));
    expect(childsList.items[0]?.id).toBe(approval.orderId);
    const [told] = await notificationsOf(child.id, 'purchase-approved');
    expect(told?.link).toBe(`/order/${approval.orderId}/summary`);
    expect(await mailsTo(child.id, 'purchase-decision')).toHaveLength(1);
    // Confirmed by an admin: the invoice names the parent who pays, and the parent downloads it.
    const admin = await makePerson(t, [Role.Admin]);
    data(
      await t.app.inject({
        method: 'PUT',
        url: `/api/v1/web/admin/orders/${approval.orderId}/status`,
        headers: { authorization: `Bearer ${admin.token}` },
        payload: { status: OrderStatus.Completed },
      }),
    );
    const [invoice] = await t.app.deps.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, approval.orderId));
    expect(invoice?.buyer).toMatchObject({ fullName: parent.fullName, email: parent.email });
    const pdf = await get(t, `/orders/${approval.orderId}/invoice`, parent.token);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    // The child opens the summary but not the parent's invoice.
    const childsSummary = data(await get(t, `/orders/${approval.orderId}/summary`, child.token));
    expect(childsSummary.invoiceNumber).toBeNull();
    refusal(await get(t, `/orders/${approval.orderId}/invoice`, child.token), 404, 'ORDER_NOT_FOUND');
    // Decided once: a second approval or a decline is refused.
    refusal(await approve(id, parent.token, paid), 422, 'PURCHASE_REQUEST_NOT_PENDING');
    refusal(
      await post(t, `/purchase-requests/${id}/decline`, { reason: 'Vazgeçtim' }, parent.token),
      422,
      'PURCHASE_REQUEST_NOT_PENDING',
    );
  });

  it('refuses a paid approval without both flags (400 naming the field), card payment, and the wrong type', async () => {
    const { child, parent, basket } = await familyWithBasket([25_000]);
    const id = data(await ask(basket.id, child.token)) as string;
    const noTerms = refusal(
      await approve(id, parent.token, { paymentType: PaymentType.BankTransfer, waiveWithdrawal: true }),
      400,
      'VALIDATION_FAILED',
    );
    expect(Object.keys(noTerms.errors ?? noTerms.fields ?? {})).toContain('acceptedTerms');
    const noWaiver = refusal(
      await approve(id, parent.token, { ...paid, waiveWithdrawal: false }),
      400,
      'VALIDATION_FAILED',
    );
    expect(JSON.stringify(noWaiver)).toContain('waiveWithdrawal');
    refusal(
      await approve(id, parent.token, { ...paid, paymentType: PaymentType.CreditCard }),
      422,
      'CARD_PAYMENT_UNAVAILABLE',
    );
    refusal(await approve(id, parent.token, { paymentType: PaymentType.Free }), 422, 'ORDER_NOT_FREE');
    expect((await approve(id, parent.token, { paymentType: PaymentType.PayPal })).statusCode).toBe(400);
    expect((await requestRow(id))?.status).toBe('Pending');
    expect(await t.app.deps.db.select().from(orders).where(eq(orders.basketId, basket.id))).toEqual([]);
  });

  it('is 404 to another parent, an unlinked parent, the child and a lecturer', async () => {
    const { child, parent, basket } = await familyWithBasket([0]);
    const id = data(await ask(basket.id, child.token)) as string;
    const otherParent = (await linkedFamily(t)).parent;
    const lecturerCaller = await makePerson(t, [Role.Lecturer]);
    for (const who of [otherParent, child, lecturerCaller]) {
      refusal(
        await approve(id, who.token, { paymentType: PaymentType.Free }),
        404,
        'PURCHASE_REQUEST_NOT_FOUND',
      );
      refusal(
        await post(t, `/purchase-requests/${id}/decline`, { reason: 'Hayır' }, who.token),
        404,
        'PURCHASE_REQUEST_NOT_FOUND',
      );
    }
    // Unlinked: access ends with the link, for the list as well.
    await t.app.deps.db.delete(familyLinks).where(eq(familyLinks.parentId, parent.id));
    refusal(
      await approve(id, parent.token, { paymentType: PaymentType.Free }),
      404,
      'PURCHASE_REQUEST_NOT_FOUND',
    );
    expect(data(await get(t, '/purchase-requests', parent.token))).toEqual([]);
    expect((await requestRow(id))?.status).toBe('Pending');
  });
});

describe('the sale documents before a paid approval', () => {
  it('name the parent as buyer and list the basket, for a linked parent only; the approval stores the same', async () => {
    const { child, parent, courses, basket } = await familyWithBasket([25_000]);
    const id = data(await ask(basket.id, child.token)) as string;
    const terms = data(await get(t, `/purchase-requests/${id}/terms`, parent.token));
    expect(terms.version).toMatch(/\S/);
    for (const html of [terms.preInformationHtml, terms.distanceSalesHtml]) {
      expect(html).toContain(parent.fullName);
      expect(html).toContain(parent.email);
      expect(html).not.toContain(child.email);
    }
    expect(terms.preInformationHtml).toContain(courses[0]?.name);
    // The child's own checkout shows the same courses, naming the child.
    const own = data(await get(t, `/orders/terms?basketId=${basket.id}`, child.token));
    expect(own.preInformationHtml).toContain(child.fullName);

    const otherParent = (await linkedFamily(t)).parent;
    const student = await makePerson(t, [Role.Student]);
    for (const who of [child, otherParent, student])
      refusal(await get(t, `/purchase-requests/${id}/terms`, who.token), 404, 'PURCHASE_REQUEST_NOT_FOUND');

    const approval = data(await approve(id, parent.token, paid));
    const [accepted] = await t.app.deps.db
      .select()
      .from(orderAcceptances)
      .where(eq(orderAcceptances.orderId, approval.orderId));
    expect(accepted?.documentVersion).toBe(terms.version);
    expect(JSON.stringify(accepted?.preInformation)).toContain(parent.fullName);
    // Decided: nothing is left to accept.
    refusal(
      await get(t, `/purchase-requests/${id}/terms`, parent.token),
      422,
      'PURCHASE_REQUEST_NOT_PENDING',
    );
  });
});

describe('refusals of the checkout, worded for the parent', () => {
  it('a course taken off sale after the request: decline it, the child fixes the basket', async () => {
    const family = await familyWithBasket([25_000]);
    const course = family.courses[0] as { id: string; name: string };
    const id = data(await ask(family.basket.id, family.child.token)) as string;
    await t.app.deps.db
      .update(courses)
      .set({ publishStatus: PublishStatus.Archived })
      .where(eq(courses.id, course.id));
    const error = refusal(await approve(id, family.parent.token, paid), 422, 'COURSE_NOT_PUBLISHED');
    expect(error.errorMessage).toContain(course.name);
    expect(error.errorMessage).toContain('Talebi reddedin');
    expect(error.errorMessage).not.toContain('sepetinizden');
    // The child's own checkout keeps the learner's wording.
    const own = refusal(
      await post(t, '/orders/bank-transfer', { basketId: family.basket.id, ...paid }, family.child.token),
      422,
      'COURSE_NOT_PUBLISHED',
    );
    expect(own.errorMessage).toContain('sepetinizden');
  });
});

describe('declining', () => {
  it('tells the child the reason by mail and notification; the basket stays', async () => {
    const { child, parent, basket } = await familyWithBasket([25_000]);
    const id = data(await ask(basket.id, child.token)) as string;
    refusal(
      await post(t, `/purchase-requests/${id}/decline`, { reason: '   ' }, parent.token),
      400,
      'VALIDATION_FAILED',
    );
    data(
      await post(t, `/purchase-requests/${id}/decline`, { reason: 'Önce sınavların bitsin.' }, parent.token),
    );
    expect(await requestRow(id)).toMatchObject({
      status: 'Declined',
      declineReason: 'Önce sınavların bitsin.',
    });
    const [mail] = await mailsTo(child.id, 'purchase-decision');
    expect(JSON.stringify(mail?.data)).toContain('Önce sınavların bitsin.');
    const [told] = await notificationsOf(child.id, 'purchase-declined');
    expect(told?.body).toContain('Önce sınavların bitsin.');
    expect(told?.link).toBe('/basket');
    const [listed] = data(await get(t, '/purchase-requests', child.token));
    expect(listed).toMatchObject({ status: 'Declined', declineReason: 'Önce sınavların bitsin.' });
    // The child may ask again for the same basket.
    data(await ask(basket.id, child.token));
  });
});

describe('changing the basket cancels the request', () => {
  const cases: Array<[string, (f: Awaited<ReturnType<typeof familyWithBasket>>) => Promise<Res>]> = [
    [
      'adding a course',
      async (f) =>
        post(t, '/baskets/add-item', { courseId: (await makeCourse(t, lecturer.id)).id }, f.child.token),
    ],
    [
      'removing a course',
      (f) => post(t, '/baskets/remove-item', { basketDetailId: f.basket.items[0]?.id }, f.child.token),
    ],
    [
      'applying a code',
      async (f) => {
        const admin = await makePerson(t, [Role.Admin]);
        const code = await makeCode(t, admin.id, { isBasketDiscount: true });
        return post(
          t,
          '/baskets/apply-discount-code',
          { basketId: f.basket.id, discountCode: code.code },
          f.child.token,
        );
      },
    ],
    [
      'removing a code',
      (f) => post(t, '/baskets/remove-discount-code', { basketId: f.basket.id }, f.child.token),
    ],
    [
      'ordering it themselves',
      (f) =>
        post(
          t,
          '/orders/bank-transfer',
          { basketId: f.basket.id, acceptedTerms: true, waiveWithdrawal: true },
          f.child.token,
        ),
    ],
  ];
  for (const [name, change] of cases)
    it(name, async () => {
      const family = await familyWithBasket([25_000, 30_000]);
      const id = data(await ask(family.basket.id, family.child.token)) as string;
      expect((await change(family)).statusCode).toBe(200);
      expect((await requestRow(id))?.status).toBe('Cancelled');
      refusal(await approve(id, family.parent.token, paid), 422, 'PURCHASE_REQUEST_NOT_PENDING');
      const [listed] = data(await get(t, '/purchase-requests', family.parent.token));
      expect(listed.status).toBe('Cancelled');
      // The parent is told in the app, once, with the change (no mail: nothing is asked of them).
      const told = await notificationsOf(family.parent.id, 'purchase-cancelled');
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ category: 'family', link: '/parent/requests' });
      expect(told[0]?.body).toContain(family.child.fullName);
      expect(await mailsTo(family.parent.id, 'purchase-cancelled')).toHaveLength(0);
    });

  it('a change that is refused cancels nothing', async () => {
    const family = await familyWithBasket([25_000]);
    const id = data(await ask(family.basket.id, family.child.token)) as string;
    const again = family.courses[0]?.id as string;
    refusal(
      await post(t, '/baskets/add-item', { courseId: again }, family.child.token),
      422,
      'COURSE_IN_BASKET',
    );
    expect((await requestRow(id))?.status).toBe('Pending');
    expect(await notificationsOf(family.parent.id, 'purchase-cancelled')).toHaveLength(0);
  });
});

describe('an approval racing a basket change', () => {
  it('exactly one wins, whichever it is', async () => {
    for (let round = 0; round < 4; round += 1) {
      const family = await familyWithBasket([25_000, 30_000]);
      const id = data(await ask(family.basket.id, family.child.token)) as string;
      const removal = post(
        t,
        '/baskets/remove-item',
        { basketDetailId: family.basket.items[0]?.id },
        family.child.token,
      );
      const approval = approve(id, family.parent.token, paid);
      const [removed, approved] =
        round % 2
          ? await Promise.all([removal, approval])
          : (await Promise.all([approval, removal])).reverse();
      const wins = [removed?.statusCode, approved?.statusCode].filter((s) => s === 200);
      expect(wins, `${removed?.body} ${approved?.body}`).toHaveLength(1);
      const row = await requestRow(id);
      const placed = await t.app.deps.db.select().from(orders).where(eq(orders.basketId, family.basket.id));
      if (approved?.statusCode === 200) {
        expect(row?.status).toBe('Approved');
        expect(placed).toHaveLength(1);
        refusal(removed as Res, 422, 'BASKET_ORDERED');
      } else {
        expect(row?.status).toBe('Cancelled');
        expect(placed).toHaveLength(0);
        refusal(approved as Res, 422, 'PURCHASE_REQUEST_NOT_PENDING');
      }
    }
  });
});
