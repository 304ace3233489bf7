import { BANK_TRANSFER_OPEN_HOURS, OrderStatus, PaymentType } from '@kampus/contract';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { discountRedemptions, orders } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { announcements, type Events } from '../announcements/announcements.ts';

/**
 * Cancels every Pending bank transfer older than BANK_TRANSFER_OPEN_HOURS (all of them, or one buyer's) and frees
 * their discount codes, as an admin's cancel would. Run before anything reads or changes orders (the lists, a
 * summary, a new order, a status change) and before the basket's course and code checks, so an overdue order is
 * never shown or treated as still open; a scheduled job (`orders.expire-transfers`, every 10 minutes) also runs it,
 * so a buyer who never comes back is told too. The conditional UPDATE decides: an admin completing the same order meanwhile holds its row lock, and the
 * re-checked status then no longer matches.
 */
export const expireOverdueTransfers = async (
  db: Database | Tx,
  events: Events,
  scope: { userId?: string } = {},
  now: Date = new Date(),
): Promise<number> => {
  const cutoff = new Date(now.getTime() - BANK_TRANSFER_OPEN_HOURS * 3_600_000);
  const overdue = and(
    eq(orders.status, OrderStatus.Pending),
    eq(orders.paymentType, PaymentType.BankTransfer),
    lt(orders.createdAt, cutoff),
    scope.userId ? eq(orders.userId, scope.userId) : undefined,
  );
  // The common case, nothing overdue, costs one read and no transaction.
  const [any] = await db.select({ id: orders.id }).from(orders).where(overdue).limit(1);
  if (!any) return 0;
  // Each buyer is told (mail and notification) in the transaction that cancels their order.
  const news = announcements(events);
  const cancel = async (tx: Database | Tx) => {
    const expired = await tx
      .update(orders)
      .set({ status: OrderStatus.Cancelled, updatedAt: now })
      .where(overdue)
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
  // Inside a caller's transaction (the basket's code checks) the changes join it, and the notifications reach open
  // streams only at the next read of the list; otherwise they get their own and are handed over after its commit.
  if ('rollback' in db) return cancel(db);
  const count = await db.transaction(cancel);
  await news.publish();
  return count;
};
