import '../common/zod-config.ts';
import { z } from 'zod';
import { basketIdRef } from '../basket/schemas.ts';
import { OrderStatus } from '../common/enums.ts';
import { pagedSchema } from '../common/envelope.ts';
import { pageNumber, pageSize, search } from '../common/list-query.ts';
import { orderMessages } from './messages.ts';

/** Wire schemas of orders. Money is lira on the wire. */

export const CreateOrderSchema = z.object({ basketId: basketIdRef });

/**
 * A paid order (bank transfer, card, a parent's paid approval): both boxes of the checkout must be ticked, the
 * sale documents accepted and the right of withdrawal given up for content that starts at once (CONTRACT.md §13).
 */
export const SaleAcceptanceSchema = z.object({
  acceptedTerms: z.literal(true, { error: orderMessages.acceptedTerms }),
  waiveWithdrawal: z.literal(true, { error: orderMessages.waiveWithdrawal }),
});
export const PaidOrderSchema = CreateOrderSchema.extend(SaleAcceptanceSchema.shape);
export type PaidOrder = z.infer<typeof PaidOrderSchema>;

export const SaleTermsQuerySchema = z.object({ basketId: basketIdRef });

/** GET /orders/terms: the two sale documents of a basket as HTML, and the version of their templates. */
export const SaleTermsSchema = z.object({
  preInformationHtml: z.string(),
  distanceSalesHtml: z.string(),
  version: z.string(),
});
export type SaleTerms = z.infer<typeof SaleTermsSchema>;

/** What the buyer accepted and from where; shown to admins only. */
export const SaleAcceptanceRecordSchema = z.object({
  documentVersion: z.string(),
  waiveWithdrawal: z.boolean(),
  acceptedAt: z.string(),
  ipAddress: z.string(),
  userAgent: z.string().nullable(),
});

export const OrderLineSchema = z.object({
  courseId: z.uuid(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  durationMinute: z.number().int(),
  durationText: z.string(),
  totalLessons: z.number().int(),
  price: z.number(),
  payablePrice: z.number(),
  priceText: z.string(),
  payablePriceText: z.string(),
  discountCode: z.string().nullable(),
});

export const BankDetailsSchema = z.object({
  bankName: z.string(),
  accountHolder: z.string(),
  iban: z.string(),
  /** The order number, to be written in the transfer's description. */
  reference: z.string(),
});

export const OrderUserSchema = z.object({ fullName: z.string(), email: z.string() });

/** The order summary page (with the bank details of a transfer). */
export const OrderSummarySchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  status: z.number().int(),
  statusText: z.string(),
  createDate: z.string(),
  paymentType: z.number().int(),
  paymentTypeText: z.string(),
  /** The learner: the order's courses are theirs. */
  user: OrderUserSchema,
  /** Who pays when it is not the learner (a parent approving a purchase request); null otherwise. */
  payer: OrderUserSchema.nullable(),
  items: z.array(OrderLineSchema),
  totalPrice: z.number(),
  totalDiscount: z.number(),
  totalDiscountedPrice: z.number(),
  totalPriceText: z.string(),
  totalDiscountText: z.string(),
  totalDiscountedPriceText: z.string(),
  discountPercent: z.number().int().nullable(),
  discountCode: z.string().nullable(),
  bankDetails: BankDetailsSchema.nullable(),
  /** A Pending bank transfer is cancelled at this moment unless the payment is confirmed; null otherwise. */
  payBy: z.string().nullable(),
  /** The invoice's number once a paid order is Completed (GET /orders/{id}/invoice), else null. */
  invoiceNumber: z.string().nullable(),
  /** The acceptance of the sale documents, for admins; null for the buyer and for free orders. */
  acceptance: SaleAcceptanceRecordSchema.nullable(),
  /** Why a card payment failed (the provider's words, Turkish) or why the order was refunded; else null. */
  paymentError: z.string().nullable(),
  /** When a card order was refunded through the provider (it is then Cancelled); else null. */
  refundedAt: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/** An order in lists: the learner's own orders and the admin's order list. */
export const OrderListItemSchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  status: z.number().int(),
  statusText: z.string(),
  paymentType: z.number().int(),
  paymentTypeText: z.string(),
  createDate: z.string(),
  user: OrderUserSchema,
  payer: OrderUserSchema.nullable(),
  itemCount: z.number().int(),
  total: z.number(),
  totalText: z.string(),
  /** A Pending bank transfer is cancelled at this moment unless the payment is confirmed; null otherwise. */
  payBy: z.string().nullable(),
});
export type OrderListItem = z.infer<typeof OrderListItemSchema>;
export const OrderPageSchema = pagedSchema(OrderListItemSchema);

/** A bank transfer still waiting for the money, with where to send it. */
export const AwaitingTransferSchema = OrderListItemSchema.extend({ bankDetails: BankDetailsSchema });
export type AwaitingTransfer = z.infer<typeof AwaitingTransferSchema>;

/**
 * GET /orders: the caller's orders a page at a time, newest first, and beside them every bank transfer still
 * waiting for the money (a buyer has few), so the page can show those first whatever page is open.
 */
export const MyOrdersSchema = pagedSchema(OrderListItemSchema).extend({
  awaitingPayment: z.array(AwaitingTransferSchema),
});
export type MyOrders = z.infer<typeof MyOrdersSchema>;

export const MyOrdersQuerySchema = z.object({ pageNumber, pageSize: pageSize(10) });
export type MyOrdersQuery = z.infer<typeof MyOrdersQuerySchema>;

export const AdminOrdersQuerySchema = z.object({
  pageNumber,
  pageSize: pageSize(10),
  search,
  status: z.coerce
    .number({ error: 'Durum 0 (Bekliyor), 1 (Tamamlandı) veya 2 (İptal Edildi) olmalıdır.' })
    .pipe(
      z.literal([OrderStatus.Pending, OrderStatus.Completed, OrderStatus.Cancelled], {
        error: 'Durum 0 (Bekliyor), 1 (Tamamlandı) veya 2 (İptal Edildi) olmalıdır.',
      }),
    )
    .optional(),
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuerySchema>;

export const UpdateOrderStatusSchema = z.object({
  status: z.literal([OrderStatus.Pending, OrderStatus.Completed, OrderStatus.Cancelled], {
    error: 'Durum 0 (Bekliyor), 1 (Tamamlandı) veya 2 (İptal Edildi) olmalıdır.',
  }),
});

/** POST /orders/card: the Pending card order and the provider's hosted page the browser goes to. */
export const CardOrderSchema = z.object({ orderId: z.uuid(), paymentPageUrl: z.string() });
export type CardOrder = z.infer<typeof CardOrderSchema>;

/** POST /admin/orders/{id}/refund: why the whole order is refunded (kept with the order and in the audit log). */
export const RefundOrderSchema = z.object({
  reason: z
    .string({ error: orderMessages.refundReason })
    .trim()
    .min(3, { error: orderMessages.refundReason })
    .max(500, { error: orderMessages.refundReason }),
});
export type RefundOrder = z.infer<typeof RefundOrderSchema>;

/** One exchange with the payment provider as admins see it on the order (secrets already removed). */
export const PaymentExchangeSchema = z.object({
  id: z.uuid(),
  provider: z.string(),
  kind: z.string(),
  request: z.unknown(),
  response: z.unknown(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentExchangeRecord = z.infer<typeof PaymentExchangeSchema>;
