import {
  type ApprovePurchaseRequest,
  type CreatePurchaseRequest,
  formatMoney,
  kurusToLira,
  purchaseRequestMessages as m,
  orderMessages as om,
  PaymentType,
  PublishStatus,
  type PurchaseApproval,
  type PurchaseRequest,
  type PurchaseRequestStatus,
  type SaleTerms,
} from '@kampus/contract';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Seller } from '../../config/env.ts';
import type { Database, Tx } from '../../db/client.ts';
import { type PurchaseRequestLine, purchaseRequests } from '../../db/schema/purchase-requests.ts';
import { appError, invalidField } from '../../lib/app-error.ts';
import { announcing, type Events } from '../announcements/index.ts';
import {
  courseOwnershipProblem,
  loadPricedBasket,
  lockBasket,
  lockOpenBasket,
  type PricedBasket,
} from '../basket/index.ts';
import { isLinked, linkedChildIds, linkedParentIds } from '../families/index.ts';
import {
  basketSaleTerms,
  type CardDeps,
  expireOverdueTransfers,
  placeOrderIn,
  requireSeller,
  settleBasketClash,
  startCardPayment,
} from '../orders/index.ts';
import { cardGatewayOf } from '../payments/index.ts';
import { namesOf } from '../users/index.ts';

/*
 * Purchase requests (CONTRACT.md §12; README.md): a student asks the linked parents to buy the basket; a linked
 * parent approves it by placing the order through the orders module's checkout as its payer, or declines it with a
 * reason. Who may act is decided by the link at the moment of the call (modules/families).
 */

export type PurchaseRequestDeps = {
  db: Database;
  events: Events;
  seller: Seller | null;
  /** What a card approval needs: the provider's configuration and the key of the stored identification numbers. */
  card: Pick<CardDeps, 'config' | 'dataKey'>;
};

/** Where the parent accepted the sale documents from (stored with a paid order, decision 036). */
export type ClientOf = { ipAddress: string; userAgent: string | undefined };

const money = (kurus: number) => formatMoney(kurusToLira(kurus));
const mailLines = (lines: PurchaseRequestLine[]) =>
  lines.map((l) => ({ name: l.name, priceText: money(l.payablePriceKurus) }));

/**
 * The checkout's own course checks, asked before a parent is bothered: a course no longer on sale, already owned or
 * waiting in a transfer would only make the approval fail.
 */
const assertOrderable = async (tx: Tx, childId: string, priced: PricedBasket) => {
  for (const line of priced.lines)
    if (line.course.publishStatus !== PublishStatus.Published)
      throw appError('COURSE_NOT_PUBLISHED', { message: om.courseUnavailable(line.course.name) });
  const problem = await courseOwnershipProblem(
    tx,
    childId,
    priced.lines.map((l) => l.course.id),
  );
  if (!problem) return;
  const name = priced.lines.find((l) => l.course.id === problem.courseId)?.course.name ?? '';
  throw problem.reason === 'owned'
    ? appError('COURSE_OWNED', { message: om.courseOwned(name) })
    : appError('COURSE_PENDING', { message: om.coursePending(name) });
};

/** `POST /purchase-requests`: → the request's id; the linked parents get a mail and a notification. */
export const createRequest = async (
  deps: PurchaseRequestDeps,
  childId: string,
  input: CreatePurchaseRequest,
): Promise<string> =>
  announcing(deps.events, (news) =>
    deps.db.transaction(async (tx) => {
      // The basket's lock orders this after any change of the basket (which cancels a waiting request).
      const basket = await lockOpenBasket(tx, childId, input.basketId);
      const parentIds = await linkedParentIds(tx, childId);
      if (parentIds.length === 0) throw appError('PURCHASE_REQUEST_NO_PARENT');
      const priced = (await loadPricedBasket(tx, basket.id)) as PricedBasket;
      if (priced.lines.length === 0) throw appError('BASKET_EMPTY');
      await assertOrderable(tx, childId, priced);
      const [waiting] = await tx
        .select({ id: purchaseRequests.id })
        .from(purchaseRequests)
        .where(and(eq(purchaseRequests.basketId, basket.id), eq(purchaseRequests.status, 'Pending')))
        .limit(1);
      if (waiting) throw appError('PURCHASE_REQUEST_PENDING');
      const lines: PurchaseRequestLine[] = priced.lines.map((line, i) => ({
        courseId: line.course.id,
        name: line.course.name,
        payablePriceKurus: priced.totals.items[i]?.payablePriceKurus ?? 0,
      }));
      const [row] = await tx
        .insert(purchaseRequests)
        .values({
          childId,
          basketId: basket.id,
          note: input.note,
          lines,
          totalKurus: priced.totals.totalDiscountedPrice,
        })
        .returning({ id: purchaseRequests.id });
      if (!row) throw new Error('purchase request insert returned no row');
      const people = await namesOf(tx, [childId, ...parentIds]);
      const child = people.get(childId);
      await news.purchaseRequested(tx, {
        id: row.id,
        childName: child ? `${child.name} ${child.surname}` : 'Çocuğunuz',
        parents: parentIds.flatMap((id) => {
          const parent = people.get(id);
          return parent ? [{ id, name: parent.name, email: parent.email }] : [];
        }),
        lines: mailLines(lines),
        totalText: money(priced.totals.totalDiscountedPrice),
        note: input.note,
      });
      return row.id;
    }),
  );

/**
 * `GET /purchase-requests`: the caller's own requests (a student) and those of their linked children (a parent),
 * newest first; `status` narrows them.
 */
export const listRequests = async (
  deps: PurchaseRequestDeps,
  userId: string,
  status?: PurchaseRequestStatus,
): Promise<PurchaseRequest[]> => {
  const { db } = deps;
  const children = await linkedChildIds(db, userId);
  const whose = children.length
    ? or(eq(purchaseRequests.childId, userId), inArray(purchaseRequests.childId, children))
    : eq(purchaseRequests.childId, userId);
  const rows = await db
    .select()
    .from(purchaseRequests)
    .where(and(whose, status ? eq(purchaseRequests.status, status) : undefined))
    .orderBy(desc(purchaseRequests.createdAt), desc(purchaseRequests.id));
  const names = await namesOf(db, [...new Set(rows.map((r) => r.childId))]);
  return rows.map((r) => {
    const child = names.get(r.childId);
    return {
      id: r.id,
      child: { id: r.childId, name: child?.name ?? '', surname: child?.surname ?? '' },
      status: r.status as PurchaseRequestStatus,
      items: r.lines.map((l) => ({
        courseId: l.courseId,
        name: l.name,
        priceText: money(l.payablePriceKurus),
      })),
      total: kurusToLira(r.totalKurus),
      totalText: money(r.totalKurus),
      note: r.note,
      createdAt: r.createdAt.toISOString(),
      orderId: r.orderId,
      declineReason: r.declineReason,
    };
  });
};

type RequestRow = typeof purchaseRequests.$inferSelect;

/** The request for a parent linked to its child now; 404 to anyone else (the child included). */
const requestForParent = async (db: Database | Tx, parentId: string, id: string, lock: boolean) => {
  const query = db.select().from(purchaseRequests).where(eq(purchaseRequests.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !(await isLinked(db, parentId, row.childId))) throw appError('PURCHASE_REQUEST_NOT_FOUND');
  return row;
};

const assertPending = (row: RequestRow) => {
  if (row.status !== 'Pending') throw appError('PURCHASE_REQUEST_NOT_PENDING');
};

/** The child and the deciding parent, as the decision's mail names them. */
const decisionPeople = async (tx: Tx, row: RequestRow, parentId: string) => {
  const people = await namesOf(tx, [row.childId, parentId]);
  const child = people.get(row.childId);
  const parent = people.get(parentId);
  return {
    child: child ? { id: row.childId, name: child.name, email: child.email } : null,
    parentName: parent ? `${parent.name} ${parent.surname}` : 'Veliniz',
  };
};

/** `POST /purchase-requests/{id}/decline`: the child is mailed and told the reason. */
export const declineRequest = async (
  deps: PurchaseRequestDeps,
  parentId: string,
  id: string,
  reason: string,
): Promise<void> =>
  announcing(deps.events, (news) =>
    deps.db.transaction(async (tx) => {
      const row = await requestForParent(tx, parentId, id, true);
      assertPending(row);
      await tx
        .update(purchaseRequests)
        .set({ status: 'Declined', decidedAt: new Date(), decidedBy: parentId, declineReason: reason })
        .where(eq(purchaseRequests.id, row.id));
      const { child, parentName } = await decisionPeople(tx, row, parentId);
      if (child)
        await news.purchaseDecided(tx, {
          requestId: row.id,
          child,
          parentName,
          kind: 'declined',
          orderId: null,
          awaitingPayment: false,
          lines: mailLines(row.lines),
          reason,
        });
    }),
  );

/**
 * `GET /purchase-requests/{id}/terms`: the sale documents a linked parent accepts with a paid approval, naming the
 * parent as buyer and listing the basket's lines as the approval would store them (decision 036). Anyone else 404;
 * a request no longer waiting 422.
 */
export const requestTerms = async (
  deps: PurchaseRequestDeps,
  parentId: string,
  id: string,
): Promise<SaleTerms> => {
  const seller = requireSeller(deps.seller);
  return deps.db.transaction(async (tx) => {
    const row = await requestForParent(tx, parentId, id, false);
    assertPending(row);
    if (!row.basketId) throw appError('PURCHASE_REQUEST_NOT_PENDING');
    return basketSaleTerms(tx, seller, parentId, row.basketId);
  });
};

/**
 * `POST /purchase-requests/{id}/approve`: the child's basket becomes the child's order with the parent as payer,
 * through the orders module's checkout, in one transaction that takes the basket's row lock first, then the
 * request's: a basket change (which cancels the request under the same basket lock) and the approval never both
 * win. Free when the total is 0, else bank transfer or card (§13): a card approval then opens the provider's page
 * with the parent as the buyer, and the answer carries its `paymentPageUrl`; a provider that refuses or does not
 * answer cancels the order (the child's basket is given back) and answers the reason.
 */
export const approveRequest = async (
  deps: PurchaseRequestDeps,
  parentId: string,
  id: string,
  input: ApprovePurchaseRequest,
  client: ClientOf,
): Promise<PurchaseApproval> => {
  const { db, events } = deps;
  const first = await requestForParent(db, parentId, id, false);
  assertPending(first);
  const gateway = input.paymentType === PaymentType.CreditCard ? cardGatewayOf(deps.card.config) : null;
  if (input.paymentType === PaymentType.CreditCard && !gateway) throw appError('CARD_PAYMENT_UNAVAILABLE');
  if (input.paymentType !== PaymentType.Free) {
    if (input.acceptedTerms !== true) throw invalidField('acceptedTerms', m.acceptedTerms);
    if (input.waiveWithdrawal !== true) throw invalidField('waiveWithdrawal', m.waiveWithdrawal);
  }
  // A paid approval is a sale to the parent: the documents name a seller (decision 036).
  const seller = input.paymentType === PaymentType.Free ? null : requireSeller(deps.seller);
  const basketId = first.basketId;
  if (!basketId) throw appError('PURCHASE_REQUEST_NOT_PENDING');
  // As in the child's own checkout: an overdue transfer no longer holds its courses.
  await expireOverdueTransfers(db, events, { userId: first.childId });
  const orderId = await settleBasketClash(
    announcing(events, (news) =>
      db.transaction(async (tx) => {
        await lockBasket(tx, basketId);
        const row = await requestForParent(tx, parentId, id, true);
        assertPending(row);
        const priced = await loadPricedBasket(tx, basketId);
        if (priced && priced.totals.totalDiscountedPrice !== row.totalKurus)
          throw appError('PURCHASE_REQUEST_PRICE_CHANGED');
        const kind = input.paymentType === PaymentType.Free ? 'free' : gateway ? 'card' : 'bankTransfer';
        const placed = await placeOrderIn(tx, news, {
          learnerId: row.childId,
          payerId: parentId,
          basketId,
          kind,
          // The parent accepted the sale documents; they are stored with the order, naming the parent as buyer.
          sale: seller ? { seller, ...client } : null,
        });
        await tx
          .update(purchaseRequests)
          .set({ status: 'Approved', decidedAt: new Date(), decidedBy: parentId, orderId: placed })
          .where(eq(purchaseRequests.id, row.id));
        const { child, parentName } = await decisionPeople(tx, row, parentId);
        if (child)
          await news.purchaseDecided(tx, {
            requestId: row.id,
            child,
            parentName,
            kind: 'approved',
            orderId: placed,
            awaitingPayment: kind !== 'free',
            lines: mailLines(row.lines),
            reason: null,
          });
        return placed;
      }),
    ),
  );
  if (!gateway) return { orderId, paymentPageUrl: null };
  return startCardPayment({ ...deps.card, db, events }, gateway, orderId, client.ipAddress);
};
