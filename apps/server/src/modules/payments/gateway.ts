/**
 * The payment-gateway seam (README.md): what the shop needs of a card-payment provider with a hosted payment page.
 * iyzico (iyzico-gateway.ts) is the first adapter; another provider is one more implementation of PaymentGateway.
 * Amounts are integer kuruş on this side of the seam; an adapter converts to and from the provider's format.
 */

/** One exchange with the provider, as the adapter hands it to the caller's recorder: already free of secrets. */
export type PaymentExchange = {
  provider: string;
  kind: 'initialize' | 'retrieve' | 'refund' | 'webhook';
  request: unknown;
  /** Null when nothing came back (the provider could not be reached); `error` then says why. */
  response: unknown;
  error: string | null;
};

/** Where the caller keeps exchanges (paymentExchangeRecorder writes them to payment_exchanges for one order). */
export type ExchangeRecorder = (exchange: PaymentExchange) => Promise<void>;

export type HostedPaymentBuyer = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** T.C. kimlik numarası; iyzico requires one for every buyer. */
  identityNumber: string;
  phone: string | null;
  address: string;
  city: string;
  country: string;
  /** The buyer's client address as the server saw it. */
  ip: string;
  registeredAt: Date;
};

export type HostedPaymentRequest = {
  /** Our order id: the provider echoes it back (iyzico: conversationId). */
  orderId: string;
  /** Our order number: iyzico's basketId. */
  orderNumber: string;
  /** Where the provider sends the buyer (and the `token` form field) when the hosted page is done. */
  callbackUrl: string;
  buyer: HostedPaymentBuyer;
  /** One line per course at its payable price; the total is their sum. */
  items: { id: string; name: string; category: string; amountKurus: number }[];
};

export type HostedPayment = { token: string; paymentPageUrl: string };

/**
 * `success` and `failure` are the payment's outcome, checked against the provider's signature; `pending` means the
 * buyer has not finished the page yet; `unknown` means the provider did not answer about this token (a forged or
 * expired token, or the provider refused the query): the caller must not change an order on it.
 */
export type PaymentOutcome = 'success' | 'failure' | 'pending' | 'unknown';

export type PaymentResult = {
  status: PaymentOutcome;
  token: string;
  paymentId: string | null;
  /** Basket total and the amount charged, in kuruş (null when the provider gave none). */
  price: number | null;
  paidPrice: number | null;
  currency: string | null;
  /** Our order number and order id, as the provider reports them. */
  basketId: string | null;
  conversationId: string | null;
  /** Per line: our item id, the provider's transaction id (needed for per-line refunds) and the amount charged. */
  items: { itemId: string; transactionId: string; paidPrice: number }[];
  /** The provider's reason for a failure, as it gave it (iyzico answers in Turkish with locale tr). */
  errorMessage: string | null;
};

/** A whole payment by its id, or one line by its transaction id; the amount in kuruş. */
export type RefundRequest = {
  orderId: string;
  amountKurus: number;
  ip: string;
} & ({ paymentId: string; transactionId?: undefined } | { transactionId: string; paymentId?: undefined });

export type RefundResult = { refunded: boolean; amountKurus: number | null; errorMessage: string | null };

/** A provider's notification that a payment changed, once its signature has been checked. */
export type PaymentNotification = {
  token: string | null;
  paymentId: string | null;
  conversationId: string | null;
  status: string;
  eventType: string;
};

export type PaymentGateway = {
  readonly provider: string;
  createHostedPayment(request: HostedPaymentRequest, record: ExchangeRecorder): Promise<HostedPayment>;
  paymentResult(token: string, record: ExchangeRecorder): Promise<PaymentResult>;
  refund(request: RefundRequest, record: ExchangeRecorder): Promise<RefundResult>;
  /** The notification when its signature is right, else null. Pure: records nothing and asks nobody. */
  verifyNotification(
    headers: Record<string, string | string[] | undefined>,
    body: unknown,
  ): PaymentNotification | null;
};

/** The provider answered something the shop cannot trust or use; `message` is Turkish, for a person. */
export class PaymentProviderError extends Error {
  readonly reason: 'unreachable' | 'refused' | 'bad-signature' | 'malformed';
  constructor(reason: PaymentProviderError['reason'], message: string) {
    super(message);
    this.name = 'PaymentProviderError';
    this.reason = reason;
  }
}
