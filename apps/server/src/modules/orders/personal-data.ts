import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';

/**
 * The buyer's orders with their lines, for the buyer's data export (modules/privacy). Orders are never erased:
 * tax law keeps them 10 years; an erased buyer's name is anonymous on the account itself.
 */
export const ordersForExport = async (db: Database, userId: string) => {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
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
    status: o.status,
    paymentType: o.paymentType,
    totalPrice: o.totalPriceKurus / 100,
    totalDiscountedPrice: o.totalDiscountedPriceKurus / 100,
    discountCode: o.discountCode,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
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
