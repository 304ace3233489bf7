import { type PaymentMethod, PaymentType, paymentTypeLabels } from '@kampus/contract';
import type { Config } from '../../config/env.ts';
import type { PaymentGateway } from './gateway.ts';
import { iyzicoGateway } from './iyzico-gateway.ts';

const gateways = new WeakMap<NonNullable<Config['iyzico']>, PaymentGateway>();

/**
 * The card-payment gateway of this configuration: iyzico when both its keys are set, else none (no card payment).
 * One per configuration: the client loads its resources when it is made.
 */
export const cardGatewayOf = (config: Pick<Config, 'iyzico'>): PaymentGateway | null => {
  if (!config.iyzico) return null;
  let gateway = gateways.get(config.iyzico);
  if (!gateway) {
    gateway = iyzicoGateway(config.iyzico);
    gateways.set(config.iyzico, gateway);
  }
  return gateway;
};

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
