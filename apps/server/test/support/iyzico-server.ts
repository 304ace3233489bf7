import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An iyzico-compatible server for tests, written from docs.iyzico.com (not from the product's code): it checks the
 * IYZWSv2 authorization of every call, answers Checkout Form initialize and retrieve, and refunds (by paymentId, v2,
 * or by paymentTransactionId), signing its answers with the merchant's secret key as iyzico does; it can post an
 * HPP notification with X-IYZ-SIGNATURE-V3. The buyer's part, completing the hosted page, is `pay` (or the page at
 * `paymentPageUrl`, whose buttons do the same and send the browser back to the callbackUrl with the `token` form
 * field). Plain node:http on 127.0.0.1.
 */

type Json = Record<string, unknown>;
type Outcome = { outcome: 'success' } | { outcome: 'failure'; errorMessage: string; errorCode?: string };
type Session = {
  token: string;
  apiKey: string;
  request: Json;
  paymentId: string;
  result?: Outcome;
  transactions: { itemId: string; paymentTransactionId: string; priceKurus: number; refundedKurus: number }[];
};

const hmacHex = (key: string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest('hex');
/** Docs, "Trailing Zero": 10.50 → 10.5, 10.0 → 10. */
const trim = (v: unknown) =>
  String(v).includes('.') ? String(v).replace(/0+$/, '').replace(/\.$/, '') : String(v);
const sign = (secret: string, fields: unknown[]) =>
  hmacHex(secret, fields.map((f) => String(f ?? '')).join(':'));
const kurus = (v: unknown) => Math.round(Number(v) * 100);
const lira = (k: number) => k / 100;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

export type IyzicoServer = Awaited<ReturnType<typeof startIyzicoServer>>;

export const startIyzicoServer = async (merchant: { apiKey: string; secretKey: string }) => {
  const sessions = new Map<string, Session>();
  const calls: { path: string; authorized: boolean }[] = [];
  let tamperNext: ((answer: Json) => void) | null = null;
  let base = '';

  /** Docs, "HMACSHA256 Auth": base64("apiKey:K&randomKey:R&signature:" + hex(HMAC(secret, R + path + body))). */
  const authorized = (req: IncomingMessage, path: string, body: string) => {
    const header = req.headers.authorization ?? '';
    if (!header.startsWith('IYZWSv2 ')) return false;
    const decoded = Buffer.from(header.slice(8), 'base64').toString('utf8');
    const m = /^apiKey:(.+)&randomKey:(.+)&signature:([0-9a-f]{64})$/.exec(decoded);
    if (!m || m[1] !== merchant.apiKey) return false;
    const expected = hmacHex(merchant.secretKey, `${m[2]}${path}${body}`);
    return timingSafeEqual(Buffer.from(expected), Buffer.from(m[3] as string));
  };

  const envelope = (extra: Json): Json => ({ locale: 'tr', systemTime: Date.now(), ...extra });
  const failure = (errorCode: string, errorMessage: string) =>
    envelope({ status: 'failure', errorCode, errorMessage });

  const initialize = (body: Json): Json => {
    const items = Array.isArray(body.basketItems) ? (body.basketItems as Json[]) : [];
    const required = ['price', 'paidPrice', 'callbackUrl', 'buyer', 'billingAddress', 'currency'];
    const missing = required.find((k) => body[k] === undefined || body[k] === '');
    if (missing || items.length === 0) return failure('11', `Geçersiz istek: ${missing ?? 'basketItems'}`);
    const buyer = body.buyer as Json;
    for (const k of [
      'id',
      'name',
      'surname',
      'email',
      'identityNumber',
      'registrationAddress',
      'ip',
      'city',
      'country',
    ])
      if (!buyer[k]) return failure('11', `Geçersiz istek: buyer.${k}`);
    if (items.reduce((s, i) => s + kurus(i.price), 0) !== kurus(body.price))
      return failure('5012', 'Sepet tutarı ürünlerin toplamına eşit olmalıdır');
    const token = randomUUID();
    sessions.set(token, {
      token,
      apiKey: merchant.apiKey,
      request: body,
      paymentId: String(randomInt(10_000_000, 99_999_999)),
      transactions: items.map((i) => ({
        itemId: String(i.id),
        paymentTransactionId: String(randomInt(10_000_000, 99_999_999)),
        priceKurus: kurus(i.price),
        refundedKurus: 0,
      })),
    });
    const answer = envelope({
      status: 'success',
      conversationId: body.conversationId,
      token,
      checkoutFormContent: `<script>/* iyzico checkout form ${token} */</script>`,
      tokenExpireTime: 1800,
      paymentPageUrl: `${base}/checkoutform/pay?token=${token}`,
    });
    answer.signature = sign(merchant.secretKey, [answer.conversationId, token]);
    return answer;
  };

  /** Docs, "Response Signature Validation", Checkout Form retrieve. */
  const retrieve = (body: Json): Json => {
    const s = sessions.get(String(body.token ?? ''));
    if (!s) return failure('5005', 'Ödeme formu bulunamadı.');
    if (!s.result) return failure('5006', 'Ödeme henüz tamamlanmadı.');
    const r = s.request;
    const succeeded = s.result.outcome === 'success';
    const answer = envelope({
      status: 'success',
      conversationId: r.conversationId,
      price: Number(r.price),
      paidPrice: Number(r.paidPrice),
      installment: 1,
      paymentId: s.paymentId,
      fraudStatus: succeeded ? 1 : 0,
      currency: r.currency,
      basketId: r.basketId,
      binNumber: '552879',
      lastFourDigits: '0006',
      cardAssociation: 'MASTER_CARD',
      cardFamily: 'Paraf',
      cardType: 'CREDIT_CARD',
      itemTransactions: succeeded
        ? s.transactions.map((t) => ({
            itemId: t.itemId,
            paymentTransactionId: t.paymentTransactionId,
            transactionStatus: 2,
            price: lira(t.priceKurus),
            paidPrice: lira(t.priceKurus),
          }))
        : [],
      token: s.token,
      callbackUrl: r.callbackUrl,
      paymentStatus: succeeded ? 'SUCCESS' : 'FAILURE',
      ...(s.result.outcome === 'failure'
        ? {
            errorCode: s.result.errorCode ?? '10051',
            errorMessage: s.result.errorMessage,
            errorGroup: 'NOT_SUFFICIENT_FUNDS',
          }
        : {}),
    });
    answer.signature = sign(merchant.secretKey, [
      answer.paymentStatus,
      answer.paymentId,
      answer.currency,
      answer.basketId,
      answer.conversationId,
      trim(answer.paidPrice),
      trim(answer.price),
      answer.token,
    ]);
    return answer;
  };

  /** Docs, "Refund & Cancel": by paymentTransactionId (per line) or, v2, by paymentId for an amount. */
  const refund = (body: Json, byPayment: boolean): Json => {
    const paid = [...sessions.values()].filter((s) => s.result?.outcome === 'success');
    const session = byPayment
      ? paid.find((s) => s.paymentId === String(body.paymentId))
      : paid.find((s) =>
          s.transactions.some((t) => t.paymentTransactionId === String(body.paymentTransactionId)),
        );
    if (!session) return failure('5092', 'Ödeme bulunamadı.');
    const lines = byPayment
      ? session.transactions
      : session.transactions.filter((t) => t.paymentTransactionId === String(body.paymentTransactionId));
    let left = kurus(body.price);
    if (left <= 0 || left > lines.reduce((s, t) => s + t.priceKurus - t.refundedKurus, 0))
      return failure('5093', 'İade tutarı iade edilebilir tutarı aşıyor.');
    for (const t of lines) {
      const part = Math.min(left, t.priceKurus - t.refundedKurus);
      t.refundedKurus += part;
      left -= part;
    }
    const answer = envelope({
      status: 'success',
      conversationId: body.conversationId,
      paymentId: session.paymentId,
      ...(byPayment ? {} : { paymentTransactionId: body.paymentTransactionId }),
      price: Number(body.price),
      currency: body.currency ?? 'TRY',
      authCode: String(randomInt(100_000, 999_999)),
      hostReference: `mock${randomInt(100_000, 999_999)}`,
    });
    answer.signature = sign(merchant.secretKey, [
      answer.paymentId,
      trim(answer.price),
      answer.currency,
      answer.conversationId,
    ]);
    return answer;
  };

  const API: Record<string, (body: Json) => Json> = {
    '/payment/iyzipos/checkoutform/initialize/auth/ecom': initialize,
    '/payment/iyzipos/checkoutform/auth/ecom/detail': retrieve,
    '/v2/payment/refund': (b) => refund(b, true),
    '/payment/refund': (b) => refund(b, false),
  };

  /** The buyer completes the hosted page; the result is kept for retrieve. */
  const pay = (token: string, result: Outcome = { outcome: 'success' }) => {
    const s = sessions.get(token);
    if (!s) throw new Error(`unknown checkout form token ${token}`);
    s.result = result;
    return { token, callbackUrl: String(s.request.callbackUrl) };
  };

  const send = (res: ServerResponse, status: number, type: string, body: string) => {
    res.writeHead(status, { 'content-type': type });
    res.end(body);
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', base);
    const raw = await readBody(req);
    if (req.method === 'GET' && url.pathname === '/checkoutform/pay') {
      const token = url.searchParams.get('token') ?? '';
      if (!sessions.has(token))
        return send(res, 404, 'text/html; charset=utf-8', '<p>Ödeme formu bulunamadı.</p>');
      const button = (outcome: string, label: string) =>
        `<form method="post" action="/checkoutform/pay"><input type="hidden" name="token" value="${token}">` +
        `<input type="hidden" name="outcome" value="${outcome}"><button type="submit">${label}</button></form>`;
      return send(
        res,
        200,
        'text/html; charset=utf-8',
        `<!doctype html><html lang="tr"><title>iyzico ödeme formu</title><main><h1>Ödeme</h1>${button('success', 'Öde')}${button('failure', 'Kart reddedilsin')}</main></html>`,
      );
    }
    if (req.method === 'POST' && url.pathname === '/checkoutform/pay') {
      const form = new URLSearchParams(raw);
      const token = form.get('token') ?? '';
      if (!sessions.has(token))
        return send(res, 404, 'text/html; charset=utf-8', '<p>Ödeme formu bulunamadı.</p>');
      const { callbackUrl } = pay(
        token,
        form.get('outcome') === 'failure'
          ? { outcome: 'failure', errorMessage: 'Kart limiti yetersiz, yetersiz bakiye' }
          : { outcome: 'success' },
      );
      // As iyzico does: the browser posts the `token` form field to the merchant's callbackUrl.
      return send(
        res,
        200,
        'text/html; charset=utf-8',
        `<!doctype html><html lang="tr"><body onload="document.forms[0].submit()"><form method="post" action="${callbackUrl}"><input type="hidden" name="token" value="${token}"><button type="submit">Devam</button></form></body></html>`,
      );
    }
    const handler = req.method === 'POST' ? API[url.pathname] : undefined;
    if (!handler) return send(res, 404, 'application/json', JSON.stringify(failure('404', 'Bulunamadı')));
    const ok = authorized(req, url.pathname, raw);
    calls.push({ path: url.pathname, authorized: ok });
    if (!ok) return send(res, 401, 'application/json', JSON.stringify(failure('1000', 'Geçersiz imza')));
    let body: Json;
    try {
      body = JSON.parse(raw) as Json;
    } catch {
      return send(res, 400, 'application/json', JSON.stringify(failure('11', 'Geçersiz istek')));
    }
    const answer = handler(body);
    if (tamperNext) {
      tamperNext(answer);
      tamperNext = null;
    }
    send(res, 200, 'application/json', JSON.stringify(answer));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    calls,
    pay,
    /** Changes the next API answer after it has been signed, as a man in the middle would. */
    tamperNextAnswer: (change: (answer: Json) => void) => {
      tamperNext = change;
    },
    /** The browser's return to the shop: posts the `token` form field to the session's callbackUrl. */
    postCallback: async (token: string) => {
      const s = sessions.get(token);
      if (!s) throw new Error(`unknown checkout form token ${token}`);
      return fetch(String(s.request.callbackUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }).toString(),
        redirect: 'manual',
      });
    },
    /**
     * The HPP-format notification iyzico posts for a completed hosted page, signed (docs, "Webhook": X-IYZ-SIGNATURE-V3
     * = hex(HMAC(secret, secret + iyziEventType + iyziPaymentId + token + paymentConversationId + status))).
     */
    notification: (token: string, options: { secretKey?: string } = {}) => {
      const s = sessions.get(token);
      if (!s?.result) throw new Error(`checkout form ${token} is not completed`);
      const body = {
        paymentConversationId: String(s.request.conversationId ?? ''),
        merchantId: 3404590,
        status: s.result.outcome === 'success' ? 'SUCCESS' : 'FAILURE',
        token,
        iyziReferenceCode: randomUUID(),
        iyziEventType: 'CHECKOUT_FORM_AUTH',
        iyziEventTime: Date.now(),
        iyziPaymentId: Number(s.paymentId),
      };
      const secret = options.secretKey ?? merchant.secretKey;
      const signature = hmacHex(
        secret,
        `${secret}${body.iyziEventType}${body.iyziPaymentId}${body.token}${body.paymentConversationId}${body.status}`,
      );
      return { body, headers: { 'content-type': 'application/json', 'x-iyz-signature-v3': signature } };
    },
    /** Posts a notification to `url` as iyzico's servers would. */
    sendNotification: (url: string, notification: { body: Json; headers: Record<string, string> }) =>
      fetch(url, { method: 'POST', headers: notification.headers, body: JSON.stringify(notification.body) }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
