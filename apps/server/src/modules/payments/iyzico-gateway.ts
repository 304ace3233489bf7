import Iyzipay from 'iyzipay';
import {
  type ExchangeRecorder,
  type HostedPayment,
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
import {
  checkoutFormInitializeSignature,
  checkoutFormResultSignature,
  hppNotificationSignature,
  refundSignature,
  sameSignature,
} from './iyzico-signatures.ts';
import { redact } from './redaction.ts';

export type IyzicoSettings = {
  apiKey: string;
  secretKey: string;
  baseUrl: string;
  /** How long to wait for an answer; the client itself never gives up. */
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 30_000;

type Json = Record<string, unknown>;

const UNREACHABLE =
  'Ödeme altyapısına (iyzico) şu anda ulaşılamıyor. Lütfen birkaç dakika sonra yeniden deneyin.';
const BAD_SIGNATURE = 'iyzico yanıtının imzası doğrulanamadı; yanıt dikkate alınmadı.';
const MALFORMED = 'iyzico anlaşılamayan bir yanıt verdi; işlem yapılmadı.';

/** Kuruş → iyzico's decimal text (`14990` → `149.90`); the client trims it further. */
const lira = (kurus: number) => (kurus / 100).toFixed(2);

/** iyzico's decimal (number or text) → kuruş, or null when there is none. */
const kurus = (value: unknown): number | null => {
  if (value === undefined || value === null || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? Math.round(n * 100) : null;
};

const text = (value: unknown): string | null =>
  value === undefined || value === null || value === '' ? null : String(value);

/** iyzico's date format for buyers: `2013-04-21 15:12:09`. */
const iyzicoDate = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

const OUTCOMES: Record<string, PaymentOutcome> = {
  SUCCESS: 'success',
  FAILURE: 'failure',
  INIT_THREEDS: 'pending',
  CALLBACK_THREEDS: 'pending',
};

/**
 * The iyzico adapter: the hosted Checkout Form through the official `iyzipay` client, which signs every call with
 * IYZWSv2. Every answer that carries a `signature` is checked with the secret key before anything in it is used.
 */
export const iyzicoGateway = (settings: IyzicoSettings): PaymentGateway => {
  const client = new Iyzipay({
    apiKey: settings.apiKey,
    secretKey: settings.secretKey,
    uri: settings.baseUrl,
  });
  // `refundV2` (the amount-based refund by paymentId) is in the client but not in its published types.
  const resources = client as unknown as Record<
    'checkoutFormInitialize' | 'checkoutForm' | 'refund' | 'refundV2',
    Record<'create' | 'retrieve', (body: Json, cb: (err: Error | null, result: unknown) => void) => void>
  >;

  /** One call: the request and whatever came back are recorded (redacted) before the answer is looked at. */
  const exchange = async (
    kind: PaymentExchange['kind'],
    resource: keyof typeof resources,
    method: 'create' | 'retrieve',
    body: Json,
    record: ExchangeRecorder,
  ): Promise<Json> => {
    const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const { error, result } = await new Promise<{ error: Error | null; result: unknown }>((resolve) => {
      const timer = setTimeout(
        () => resolve({ error: new Error(`no answer within ${timeoutMs} ms`), result: null }),
        timeoutMs,
      );
      resources[resource][method](body, (err, res) => {
        clearTimeout(timer);
        resolve({ error: err, result: res });
      });
    });
    await record({
      provider: 'iyzico',
      kind,
      request: redact(body),
      response: error ? null : redact(result),
      error: error ? error.message : null,
    });
    if (error) throw new PaymentProviderError('unreachable', UNREACHABLE);
    if (result === null || typeof result !== 'object') throw new PaymentProviderError('malformed', MALFORMED);
    return result as Json;
  };

  const createHostedPayment = async (
    request: HostedPaymentRequest,
    record: ExchangeRecorder,
  ): Promise<HostedPayment> => {
    const total = lira(request.items.reduce((sum, item) => sum + item.amountKurus, 0));
    const { buyer } = request;
    const contactName = `${buyer.firstName} ${buyer.lastName}`;
    const body: Json = {
      locale: 'tr',
      conversationId: request.orderId,
      price: total,
      // One payment, no instalments: an instalment fee would make the paid price differ from the order's total.
      paidPrice: total,
      currency: 'TRY',
      basketId: request.orderNumber,
      paymentGroup: 'PRODUCT',
      callbackUrl: request.callbackUrl,
      enabledInstallments: [1],
      buyer: {
        id: buyer.id,
        name: buyer.firstName,
        surname: buyer.lastName,
        gsmNumber: buyer.phone ?? undefined,
        email: buyer.email,
        identityNumber: buyer.identityNumber,
        registrationDate: iyzicoDate(buyer.registeredAt),
        registrationAddress: buyer.address,
        ip: buyer.ip,
        city: buyer.city,
        country: buyer.country,
      },
      // Courses are digital (VIRTUAL): iyzico asks for no shipping address then.
      billingAddress: { contactName, city: buyer.city, country: buyer.country, address: buyer.address },
      basketItems: request.items.map((item) => ({
        id: item.id,
        name: item.name,
        category1: item.category,
        itemType: 'VIRTUAL',
        price: lira(item.amountKurus),
      })),
    };
    const answer = await exchange('initialize', 'checkoutFormInitialize', 'create', body, record);
    if (answer.status !== 'success')
      throw new PaymentProviderError('refused', text(answer.errorMessage) ?? MALFORMED);
    if (!sameSignature(checkoutFormInitializeSignature(settings.secretKey, answer), answer.signature))
      throw new PaymentProviderError('bad-signature', BAD_SIGNATURE);
    const token = text(answer.token);
    const paymentPageUrl = text(answer.paymentPageUrl);
    if (!token || !paymentPageUrl || answer.conversationId !== request.orderId)
      throw new PaymentProviderError('malformed', MALFORMED);
    return { token, paymentPageUrl };
  };

  const paymentResult = async (token: string, record: ExchangeRecorder): Promise<PaymentResult> => {
    // No conversationId is sent: an answer about a token iyzico does not know must not echo one of ours.
    const answer = await exchange('retrieve', 'checkoutForm', 'retrieve', { locale: 'tr', token }, record);
    const errorMessage = text(answer.errorMessage);
    if (answer.status !== 'success')
      return {
        status: 'unknown',
        token,
        paymentId: null,
        price: null,
        paidPrice: null,
        currency: null,
        basketId: null,
        conversationId: null,
        items: [],
        errorMessage,
      };
    if (!sameSignature(checkoutFormResultSignature(settings.secretKey, answer), answer.signature))
      throw new PaymentProviderError('bad-signature', BAD_SIGNATURE);
    if (answer.token !== token) throw new PaymentProviderError('malformed', MALFORMED);
    const transactions = Array.isArray(answer.itemTransactions) ? (answer.itemTransactions as Json[]) : [];
    return {
      status: OUTCOMES[String(answer.paymentStatus)] ?? 'unknown',
      token,
      paymentId: text(answer.paymentId),
      price: kurus(answer.price),
      paidPrice: kurus(answer.paidPrice),
      currency: text(answer.currency),
      basketId: text(answer.basketId),
      conversationId: text(answer.conversationId),
      items: transactions.map((t) => ({
        itemId: String(t.itemId ?? ''),
        transactionId: String(t.paymentTransactionId ?? ''),
        paidPrice: kurus(t.paidPrice) ?? 0,
      })),
      errorMessage,
    };
  };

  const refund = async (request: RefundRequest, record: ExchangeRecorder): Promise<RefundResult> => {
    const common = {
      locale: 'tr',
      conversationId: request.orderId,
      price: lira(request.amountKurus),
      currency: 'TRY',
      ip: request.ip,
    };
    const answer =
      request.paymentId !== undefined
        ? await exchange('refund', 'refundV2', 'create', { ...common, paymentId: request.paymentId }, record)
        : await exchange(
            'refund',
            'refund',
            'create',
            { ...common, paymentTransactionId: request.transactionId },
            record,
          );
    if (answer.status !== 'success')
      return { refunded: false, amountKurus: null, errorMessage: text(answer.errorMessage) ?? MALFORMED };
    if (!sameSignature(refundSignature(settings.secretKey, answer), answer.signature))
      throw new PaymentProviderError('bad-signature', BAD_SIGNATURE);
    if (answer.conversationId !== request.orderId) throw new PaymentProviderError('malformed', MALFORMED);
    return { refunded: true, amountKurus: kurus(answer.price), errorMessage: null };
  };

  const verifyNotification = (
    headers: Record<string, string | string[] | undefined>,
    body: unknown,
  ): PaymentNotification | null => {
    const header = headers['x-iyz-signature-v3'];
    const signature = Array.isArray(header) ? header[0] : header;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
    const n = body as Json;
    if (!sameSignature(hppNotificationSignature(settings.secretKey, n), signature)) return null;
    return {
      token: text(n.token),
      paymentId: text(n.iyziPaymentId),
      conversationId: text(n.paymentConversationId),
      status: String(n.status ?? ''),
      eventType: String(n.iyziEventType ?? ''),
    };
  };

  return { provider: 'iyzico', createHostedPayment, paymentResult, refund, verifyNotification };
};
