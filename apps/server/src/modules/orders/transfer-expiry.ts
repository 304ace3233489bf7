import { BANK_TRANSFER_OPEN_HOURS, OrderStatus, PaymentType } from '@kampus/contract';
import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { discountRedemptions, orders } from '../../db/schema/orders.ts';
import { audit } from '../../lib/audit.ts';
import { type Announcements, announcing, type Events } from '../announcements/index.ts';

/**
 * Cancels every Pending bank transfer older than BANK_TRANSFER_OPEN_HOURS (all of them, or one buyer's) and frees
 * their discount codes, as an admin's cancel would. Run before anything reads or changes orders (the lists, a
 * summary, a new order, a status change) and before the basket's course and code checks, so an overdue order is
 * never shown or treated as still open; a scheduled job (`orders.expire-transfers`, every 10 minutes) also runs it,
 * so a buyer who never comes back is told too. The conditional UPDATE decides: an admin completing the same order
 * meanwhile holds its row lock, and the re-checked status then no longer matches.
 *
 * This form opens its own transaction and pushes the notifications after it commits; inside a caller's transaction
 * use `expireOverdueTransfersIn` with the caller's `news`.
 */
export const expireOverdueTransfers = async (
  db: Database,
  events: Events,
  scope: { userId?: string } = {},
  now: Date = new Date(),
): Promise<number> => {
  // The common case, nothing overdue, costs one read and no transaction.
  if (!(await anyOverdue(db, scope, now))) return 0;
  return announcing(events, (news) => db.transaction((tx) => cancelOverdue(tx, news, scope, now)));
};

/**
 * The same inside a caller's transaction (the basket's code checks): the changes join it, and the buyers' mail and
 * notifications are announced through the caller's `news`, so `announcing` pushes them once that transaction has
 * committed (an expiry here used to be stored without ever reaching an open stream).
 */
export const expireOverdueTransfersIn = async (
  tx: Tx,
  news: Announcements,
  scope: { userId?: string } = {},
  now: Date = new Date(),
): Promise<number> => ((await anyOverdue(tx, scope, now)) ? cancelOverdue(tx, news, scope, now) : 0);

const overdueWhere = (scope: { userId?: string }, now: Date) =>
  and(
    eq(orders.status, OrderStatus.Pending),
    eq(orders.paymentType, PaymentType.BankTransfer),
    lt(orders.createdAt, new Date(now.getTime() - BANK_TRANSFER_OPEN_HOURS * 3_600_000)),
    // One person's: the orders they learn from and the ones they pay for (a parent's approval).
    scope.userId ? or(eq(orders.userId, scope.userId), eq(orders.payerId, scope.userId)) : undefined,
  );

const anyOverdue = async (db: Database | Tx, scope: { userId?: string }, now: Date) =>
  (await db.select({ id: orders.id }).from(orders).where(overdueWhere(scope, now)).limit(1)).length > 0;

/** Each buyer is told (mail and notification) in the transaction that cancels their order. */
const cancelOverdue = async (tx: Tx, news: Announcements, scope: { userId?: string }, now: Date) => {
  const expired = await tx
    .update(orders)
    .set({ status: OrderStatus.Cancelled, updatedAt: now })
    .where(overdueWhere(scope, now))
    .returning({ id: orders.id, orderNumber: orders.orderNumber, userId: orders.userId });
  if (expired.length === 0) return 0;
  await tx.delete(discountRedemptions).where(
    inArray(
      discountRedemptions.orderId,
      expired.map((o) => o.id),
    ),
  );
  for (const order of expired)
    await audit(tx, null, 'order.expired', 'order', order.id, {
      orderNumber: order.orderNumber,
      buyerId: order.userId,
      hours: BANK_TRANSFER_OPEN_HOURS,
    });
  for (const order of expired) await news.orderCancelled(tx, order.id, 'expired');
  return expired.length;
};
