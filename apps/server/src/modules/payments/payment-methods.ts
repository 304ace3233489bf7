import { type PaymentMethod, PaymentType, paymentTypeLabels } from '@kampus/contract';
import type { Config } from '../../config/env.ts';
import type { PaymentGateway } from './gateway.ts';
import { iyzicoGateway } from './iyzico-gateway.ts';

/** The card-payment gateway of this configuration: iyzico when both its keys are set, else none (no card payment). */
export const cardGatewayOf = (config: Pick<Config, 'iyzico'>): PaymentGateway | null =>
  config.iyzico ? iyzicoGateway(config.iyzico) : null;

/**
 * `GET /payments/methods`: what a buyer can choose now. Card when iyzico is configured; bank transfer always, since
 * the orders module takes transfers with the configured (or default) bank details whatever is set. Free is not a
 * choice (a basket with nothing to pay is ordered free) and PayPal does not serve Turkey (decision 037).
 */
export const paymentMethods = (config: Pick<Config, 'iyzico'>): PaymentMethod[] => [
  ...(config.iyzico
    ? [{ paymentType: PaymentType.CreditCard, name: paymentTypeLabels[PaymentType.CreditCard] }]
    : []),
  { paymentType: PaymentType.BankTransfer, name: paymentTypeLabels[PaymentType.BankTransfer] },
];
