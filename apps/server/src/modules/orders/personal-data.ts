import { asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { invoices, orderAcceptances, orderItems, orders } from '../../db/schema/orders.ts';

/**
 * The orders the person learns from or pays for (a parent paying for a child), with their lines, the sale documents
 * accepted for them (version, time, address, browser) and the invoice number, for the data export (modules/privacy).
 * Orders are never erased: tax law keeps them 10 years; an erased buyer's name is anonymous on the account itself.
 */
export const ordersForExport = async (db: Database, userId: string) => {
  const rows = await db
    .select()
    .from(orders)
    .where(or(eq(orders.userId, userId), eq(orders.payerId, userId)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const ids = rows.map((r) => r.id);
  const [accepted, invoiced] = ids.length
    ? await Promise.all([
        db
          .select({
            orderId: orderAcceptances.orderId,
            documentVersion: orderAcceptances.documentVersion,
            waiveWithdrawal: orderAcceptances.waiveWithdrawal,
            acceptedAt: orderAcceptances.acceptedAt,
            ipAddress: orderAcceptances.ipAddress,
            userAgent: orderAcceptances.userAgent,
          })
          .from(orderAcceptances)
          .where(inArray(orderAcceptances.orderId, ids)),
        db
          .select({ orderId: invoices.orderId, number: invoices.number, issuedAt: invoices.issuedAt })
          .from(invoices)
          .where(inArray(invoices.orderId, ids)),
      ])
    : [[], []];
  const acceptanceOf = (orderId: string) => {
    const found = accepted.find((a) => a.orderId === orderId);
    if (!found) return null;
    const { orderId: _order, ...acceptance } = found;
    return acceptance;
  };
  const lines = rows.length
    ? await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(orderItems.courseName))
    : [];
  return rows.map((o) => ({
    id: o.id,
    orderNumber: o.orderNumber,
    role: o.userId === userId ? 'learner' : 'payer',
    status: o.status,
    paymentType: o.paymentType,
    totalPrice: o.totalPriceKurus / 100,
    totalDiscountedPrice: o.totalDiscountedPriceKurus / 100,
    discountCode: o.discountCode,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
    saleDocumentsAccepted: acceptanceOf(o.id),
    invoice: invoiced.find((i) => i.orderId === o.id) ?? null,
    items: lines
      .filter((l) => l.orderId === o.id)
      .map((l) => ({
        courseId: l.courseId,
        courseName: l.courseName,
        price: l.priceKurus / 100,
        payablePrice: l.payablePriceKurus / 100,
        discountCode: l.discountCode,
      })),
  }));
};
