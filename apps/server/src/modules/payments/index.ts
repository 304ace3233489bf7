/** What other modules may use of `payments` (README.md); everything else in this folder is internal. */
export { exchangesOfOrder, paymentExchangeRecorder, type RecordedExchange } from './exchanges.ts';
export {
  type ExchangeRecorder,
  type HostedPayment,
  type HostedPaymentBuyer,
  type HostedPaymentRequest,
  type PaymentExchange,
  type PaymentGateway,
  type PaymentNotification,
  type PaymentOutcome,
  PaymentProviderError,
  type PaymentResult,
  type RefundRequest,
  type RefundResult,
} from './gateway.ts';
export { cardGatewayOf, paymentMethods } from './payment-methods.ts';
export { paymentRoutes } from './payments.routes.ts';
