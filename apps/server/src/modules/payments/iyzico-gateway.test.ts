import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type IyzicoServer, startIyzicoServer } from '../../../test/support/iyzico-server.ts';
import { type HostedPaymentRequest, type PaymentExchange, PaymentProviderError } from './gateway.ts';
import { iyzicoGateway } from './iyzico-gateway.ts';

/** The iyzico adapter against the iyzico-compatible test server, over a real socket. */

const merchant = { apiKey: 'sandbox-kampus-api-key-0001', secretKey: 'sandbox-kampus-secret-key-0001' };
let server: IyzicoServer;
let exchanges: PaymentExchange[];
const record = async (e: PaymentExchange) => {
  exchanges.push(e);
};

beforeAll(async () => {
  server = await startIyzicoServer(merchant);
});
afterAll(() => server.close());
beforeEach(() => {
  exchanges = [];
});

const gateway = (keys = merchant) => iyzicoGateway({ ...keys, baseUrl: server.url });

const order = (): HostedPaymentRequest => ({
  orderId: randomUUID(),
  orderNumber: `KMP-20261126-${randomUUID().slice(0, 6).toUpperCase()}`,
  callbackUrl: 'http://127.0.0.1:3000/api/v1/web/payments/iyzico/callback',
  buyer: {
    id: randomUUID(),
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    email: 'ayse@example.com',
    identityNumber: '10000000146',
    phone: '+905350000000',
    address: 'Atatürk Caddesi No: 12, Çankaya',
    city: 'Ankara',
    country: 'Turkey',
    ip: '85.34.78.112',
    registeredAt: new Date('2026-01-02T10:00:00Z'),
  },
  items: [
    { id: randomUUID(), name: 'Python ile Programlama', category: 'Kurs', amountKurus: 14_990 },
    { id: randomUUID(), name: 'Scratch ile Oyun', category: 'Kurs', amountKurus: 5_000 },
  ],
});

describe('iyzico adapter', () => {
  it('initializes a checkout form, reads a paid result and refunds it by payment', async () => {
    const request = order();
    const hosted = await gateway().createHostedPayment(request, record);
    expect(hosted.paymentPageUrl.startsWith(`${server.url}/`)).toBe(true);

    // Before the buyer finishes the page iyzico has no result: nothing to act on.
    expect((await gateway().paymentResult(hosted.token, record)).status).toBe('unknown');

    server.pay(hosted.token);
    const result = await gateway().paymentResult(hosted.token, record);
    expect(result).toMatchObject({
      status: 'success',
      token: hosted.token,
      price: 19_990,
      paidPrice: 19_990,
      currency: 'TRY',
      basketId: request.orderNumber,
      conversationId: request.orderId,
      errorMessage: null,
    });
    expect(result.paymentId).toMatch(/^\d+$/);
    expect(result.items.map((i) => [i.itemId, i.paidPrice])).toEqual(
      request.items.map((i) => [i.id, i.amountKurus]),
    );
    expect(result.items.every((i) => /^\d+$/.test(i.transactionId))).toBe(true);

    const paymentId = result.paymentId as string;
    const refund = { orderId: request.orderId, amountKurus: 19_990, ip: '127.0.0.1', paymentId };
    expect(await gateway().refund(refund, record)).toEqual({
      refunded: true,
      amountKurus: 19_990,
      errorMessage: null,
    });
    // Nothing is left to refund: iyzico says no, with its reason.
    const again = await gateway().refund(refund, record);
    expect(again.refunded).toBe(false);
    expect(again.errorMessage).toMatch(/iade/i);
    expect(exchanges.map((e) => e.kind)).toEqual(['initialize', 'retrieve', 'retrieve', 'refund', 'refund']);
  });

  it('refunds one line by its transaction id', async () => {
    const request = order();
    const { token } = await gateway().createHostedPayment(request, record);
    server.pay(token);
    const result = await gateway().paymentResult(token, record);
    const line = result.items[1];
    const refunded = await gateway().refund(
      {
        orderId: request.orderId,
        amountKurus: 5_000,
        ip: '127.0.0.1',
        transactionId: line?.transactionId as string,
      },
      record,
    );
    expect(refunded).toEqual({ refunded: true, amountKurus: 5_000, errorMessage: null });
  });

  it("reports a declined card as a failure with iyzico's reason", async () => {
    const request = order();
    const { token } = await gateway().createHostedPayment(request, record);
    server.pay(token, { outcome: 'failure', errorMessage: 'Kart limiti yetersiz, yetersiz bakiye' });
    const result = await gateway().paymentResult(token, record);
    expect(result).toMatchObject({
      status: 'failure',
      conversationId: request.orderId,
      errorMessage: 'Kart limiti yetersiz, yetersiz bakiye',
      items: [],
    });
  });

  it('answers unknown for a token iyzico does not know, naming no order', async () => {
    const result = await gateway().paymentResult(randomUUID(), record);
    expect(result).toMatchObject({ status: 'unknown', conversationId: null, paymentId: null });
  });

  it('rejects a result whose signed fields were changed on the way', async () => {
    const { token } = await gateway().createHostedPayment(order(), record);
    server.pay(token);
    for (const change of [
      (a: Record<string, unknown>) => {
        a.paidPrice = 1;
      },
      (a: Record<string, unknown>) => {
        a.conversationId = randomUUID();
      },
      (a: Record<string, unknown>) => {
        a.signature = undefined;
      },
    ]) {
      server.tamperNextAnswer(change);
      const error = await gateway()
        .paymentResult(token, record)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PaymentProviderError);
      expect((error as PaymentProviderError).reason).toBe('bad-signature');
    }
    // A changed initialize answer (another token) is refused too.
    server.tamperNextAnswer((a) => {
      a.token = randomUUID();
    });
    await expect(gateway().createHostedPayment(order(), record)).rejects.toMatchObject({
      reason: 'bad-signature',
    });
  });

  it('is refused by iyzico when its keys are wrong, so the authorization header is really checked', async () => {
    for (const keys of [
      { apiKey: merchant.apiKey, secretKey: 'sandbox-wrong-secret' },
      { apiKey: 'sandbox-wrong-api-key', secretKey: merchant.secretKey },
    ]) {
      const before = server.calls.length;
      await expect(gateway(keys).createHostedPayment(order(), record)).rejects.toMatchObject({
        reason: 'refused',
        message: 'Geçersiz imza',
      });
      expect(server.calls.slice(before)).toEqual([
        { path: '/payment/iyzipos/checkoutform/initialize/auth/ecom', authorized: false },
      ]);
    }
    // The right keys pass the same check.
    const before = server.calls.length;
    await gateway().createHostedPayment(order(), record);
    expect(server.calls.slice(before).map((c) => c.authorized)).toEqual([true]);
  });

  it('says when iyzico cannot be reached, and records the attempt', async () => {
    const closed = await startIyzicoServer(merchant);
    await closed.close();
    await expect(
      iyzicoGateway({ ...merchant, baseUrl: closed.url }).createHostedPayment(order(), record),
    ).rejects.toMatchObject({ reason: 'unreachable' });
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]).toMatchObject({ kind: 'initialize', response: null });
    expect(exchanges[0]?.error).toBeTruthy();
  });

  it('stops waiting for an iyzico that does not answer', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const baseUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      await expect(
        iyzicoGateway({ ...merchant, baseUrl, timeoutMs: 200 }).paymentResult(randomUUID(), record),
      ).rejects.toMatchObject({ reason: 'unreachable' });
      expect(exchanges[0]?.error).toMatch(/no answer/);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it("the test iyzico's hosted page and its return post the token to the callback, as iyzico does", async () => {
    const received: { contentType: string | undefined; body: string }[] = [];
    const shop = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => {
        body += c.toString('utf8');
      });
      req.on('end', () => {
        received.push({ contentType: req.headers['content-type'], body });
        res.writeHead(303, { location: '/order/x/summary' }).end();
      });
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    try {
      const callbackUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/api/v1/web/payments/iyzico/callback`;
      const request = { ...order(), callbackUrl };
      const { token, paymentPageUrl } = await gateway().createHostedPayment(request, record);
      const page = await fetch(paymentPageUrl);
      expect(await page.text()).toContain('Öde');
      // The buyer presses 'Öde': the page answers with a form that sends the token to the shop's callback.
      const paid = await fetch(`${server.url}/checkoutform/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, outcome: 'success' }).toString(),
      });
      const form = await paid.text();
      expect(form).toContain(`action="${callbackUrl}"`);
      expect(form).toContain(`name="token" value="${token}"`);
      expect((await gateway().paymentResult(token, record)).status).toBe('success');
      // A test returns as the browser would.
      const back = await server.postCallback(token);
      expect(back.status).toBe(303);
      expect(received).toEqual([
        { contentType: 'application/x-www-form-urlencoded', body: new URLSearchParams({ token }).toString() },
      ]);
    } finally {
      await new Promise((resolve) => shop.close(resolve));
    }
  });

  it('accepts a notification signed with the secret key and refuses a forged or changed one', async () => {
    const request = order();
    const { token } = await gateway().createHostedPayment(request, record);
    server.pay(token);
    const good = server.notification(token);
    expect(gateway().verifyNotification(good.headers, good.body)).toEqual({
      token,
      paymentId: String(good.body.iyziPaymentId),
      conversationId: request.orderId,
      status: 'SUCCESS',
      eventType: 'CHECKOUT_FORM_AUTH',
    });
    const forged = server.notification(token, { secretKey: 'not-the-merchant-secret' });
    expect(gateway().verifyNotification(forged.headers, forged.body)).toBeNull();
    expect(gateway().verifyNotification(good.headers, { ...good.body, status: 'FAILURE' })).toBeNull();
    expect(gateway().verifyNotification(good.headers, { ...good.body, token: randomUUID() })).toBeNull();
    expect(gateway().verifyNotification({}, good.body)).toBeNull();
    expect(gateway().verifyNotification(good.headers, 'not json')).toBeNull();
  });

  it('records every exchange without keys, card data or the identification number', async () => {
    const request = order();
    const { token } = await gateway().createHostedPayment(request, record);
    server.pay(token);
    const result = await gateway().paymentResult(token, record);
    await gateway().refund(
      {
        orderId: request.orderId,
        amountKurus: 19_990,
        ip: '127.0.0.1',
        paymentId: result.paymentId as string,
      },
      record,
    );
    const stored = JSON.stringify(exchanges);
    for (const secret of [
      merchant.apiKey,
      merchant.secretKey,
      '10000000146',
      'binNumber',
      'lastFourDigits',
      '552879',
      'checkoutFormContent',
      'IYZWSv2',
    ])
      expect(stored, secret).not.toContain(secret);
    // What an admin needs is kept: the order, the amounts, the outcome.
    expect(stored).toContain(request.orderId);
    expect(stored).toContain('*******0146');
    expect(exchanges[1]?.response).toMatchObject({ paymentStatus: 'SUCCESS', basketId: request.orderNumber });
  });
});
