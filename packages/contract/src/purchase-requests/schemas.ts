import '../common/zod-config.ts';
import { z } from 'zod';
import { basketIdRef } from '../basket/schemas.ts';
import { PaymentType } from '../common/enums.ts';
import { purchaseRequestMessages as m } from './messages.ts';

/** Purchase requests (CONTRACT.md §12): a student asks a linked parent to buy the basket; the parent decides. */

export const PURCHASE_REQUEST_STATUSES = ['Pending', 'Approved', 'Declined', 'Cancelled'] as const;
export type PurchaseRequestStatus = (typeof PURCHASE_REQUEST_STATUSES)[number];
export const PurchaseRequestStatusSchema = z.enum(PURCHASE_REQUEST_STATUSES, { error: m.status });

export const CreatePurchaseRequestSchema = z.object({
  basketId: basketIdRef,
  /** Optional words to the parent; blank is no note. */
  note: z
    .string({ error: m.note })
    .trim()
    .max(500, { error: m.note })
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type CreatePurchaseRequest = z.infer<typeof CreatePurchaseRequestSchema>;

export const PurchaseRequestsQuerySchema = z.object({ status: PurchaseRequestStatusSchema.optional() });
export type PurchaseRequestsQuery = z.infer<typeof PurchaseRequestsQuerySchema>;

export const DeclinePurchaseRequestSchema = z.object({
  reason: z.string({ error: m.reason }).trim().min(1, { error: m.reason }).max(500, { error: m.reason }),
});
export type DeclinePurchaseRequest = z.infer<typeof DeclinePurchaseRequestSchema>;

/**
 * A parent's approval. The two flags must both be true for a paid approval (bank transfer or card); a free one needs
 * neither, so they are checked by the server once it knows which it is (400 naming the field).
 */
export const ApprovePurchaseRequestSchema = z.object({
  paymentType: z.literal([PaymentType.Free, PaymentType.BankTransfer, PaymentType.CreditCard], {
    error: m.paymentType,
  }),
  acceptedTerms: z.boolean({ error: m.acceptedTerms }).default(false),
  waiveWithdrawal: z.boolean({ error: m.waiveWithdrawal }).default(false),
});
export type ApprovePurchaseRequest = z.infer<typeof ApprovePurchaseRequestSchema>;

export const PurchaseApprovalSchema = z.object({
  orderId: z.uuid(),
  /** Where the browser goes to pay by card; null for free and bank-transfer approvals. */
  paymentPageUrl: z.string().nullable(),
});
export type PurchaseApproval = z.infer<typeof PurchaseApprovalSchema>;

export const PurchaseRequestSchema = z.object({
  id: z.uuid(),
  child: z.object({ id: z.uuid(), name: z.string(), surname: z.string() }),
  status: PurchaseRequestStatusSchema,
  items: z.array(z.object({ courseId: z.uuid(), name: z.string(), priceText: z.string() })),
  total: z.number(),
  totalText: z.string(),
  note: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** The order the approval placed; null until approved. */
  orderId: z.uuid().nullable(),
  /** Why the parent declined; null otherwise. */
  declineReason: z.string().nullable(),
});
export type PurchaseRequest = z.infer<typeof PurchaseRequestSchema>;
