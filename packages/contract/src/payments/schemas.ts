import '../common/zod-config.ts';
import { z } from 'zod';

/** Wire schemas of payments. */

/** A way to pay the buyer can choose now: the payment type's number and its Turkish name. */
export const PaymentMethodSchema = z.object({ paymentType: z.number().int(), name: z.string() });
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

const scalar = z.union([z.string().max(200), z.number()]);

/**
 * iyzico's notification of a hosted-page payment (HPP format), as its webhook posts it: only these fields are read;
 * the signature (X-IYZ-SIGNATURE-V3) is checked over them before anything is done.
 */
export const IyzicoNotificationSchema = z.object({
  paymentConversationId: z.string().max(200).optional(),
  merchantId: scalar.optional(),
  status: z.string().max(50),
  token: z.string().max(200).optional(),
  iyziReferenceCode: z.string().max(200).optional(),
  iyziEventType: z.string().max(100),
  iyziEventTime: scalar.optional(),
  iyziPaymentId: scalar.optional(),
});
