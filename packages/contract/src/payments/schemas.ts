import '../common/zod-config.ts';
import { z } from 'zod';

/** Wire schemas of payments. */

/** A way to pay the buyer can choose now: the payment type's number and its Turkish name. */
export const PaymentMethodSchema = z.object({ paymentType: z.number().int(), name: z.string() });
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;
