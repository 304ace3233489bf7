import { PaymentType } from '@kampus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, makeCourse, makePerson } from '../../../test/support/commerce-fixtures.ts';
import { startIyzicoServer } from '../../../test/support/iyzico-server.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { paymentExchanges } from '../../db/schema/payments.ts';
import { exchangesOfOrder, paymentExchangeRecorder } from './exchanges.ts';
import { cardGatewayOf } from './payment-methods.ts';

const KEYS = { IYZICO_API_KEY: 'sandbox-kampus-api-key', IYZICO_SECRET_KEY: 'sandbox-kampus-secret-key' };

describe('GET /payments/methods', () => {
  let plain: TestApp;
  let withCard: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
    withCard = await createTestApp(KEYS);
  });
  afterAll(async () => {
    await plain.close();
    await withCard.close();
  });

  it('offers bank transfer only while iyzico is not configured', async () => {
    const res = await api(plain).get('/payments/methods');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ paymentType: PaymentType.BankTransfer, name: 'Banka Transferi' }]);
    expect(cardGatewayOf(plain.app.deps.config)).toBeNull();
  });

  it('offers the card first when both iyzico keys are set', async () => {
    const res = await api(withCard).get('/payments/methods');
    expect(res.json().data).toEqual([
      { paymentType: PaymentType.CreditCard, name: 'Kredi Kartı' },
      { paymentType: PaymentType.BankTransfer, name: 'Banka Transferi' },
    ]);
    expect(cardGatewayOf(withCard.app.deps.config)?.provider).toBe('iyzico');
  });

  it('keeps an order’s exchanges in payment_exchanges, without keys or card data', async () => {
    const t = withCard;
    const { db } = t.app.deps;
    const lecturer = await makePerson(t, [1]);
    const buyer = await makePerson(t);
    const course = await makeCourse(t, lecturer.id, { priceKurus: 14_990 });
    const http = api(t);
    const basketId = (await http.post('/baskets/add-item', { courseId: course.id }, buyer.token)).json().data
      .id;
    const orderId = (
      await http.post(
        '/orders/bank-transfer',
        { basketId, acceptedTerms: true, waiveWithdrawal: true },
        buyer.token,
      )
    ).json().data as string;
    expect(orderId).toMatch(/^[0-9a-f-]{36}$/);

    const iyzico = await startIyzicoServer({
      apiKey: KEYS.IYZICO_API_KEY,
      secretKey: KEYS.IYZICO_SECRET_KEY,
    });
    try {
      const gateway = cardGatewayOf({
        iyzico: { apiKey: KEYS.IYZICO_API_KEY, secretKey: KEYS.IYZICO_SECRET_KEY, baseUrl: iyzico.url },
      });
      if (!gateway) throw new Error('iyzico is configured, so there is a card gateway');
      const record = paymentExchangeRecorder(db, orderId);
      const { token } = await gateway.createHostedPayment(
        {
          orderId,
          orderNumber: 'KMP-20261126-ABC234',
          callbackUrl: `${t.app.deps.config.publicUrl}/api/v1/web/payments/iyzico/callback`,
          buyer: {
            id: buyer.id,
            firstName: 'Ayşe',
            lastName: 'Yılmaz',
            email: buyer.email,
            identityNumber: '10000000146',
            phone: null,
            address: 'Atatürk Caddesi No: 12',
            city: 'Ankara',
            country: 'Turkey',
            ip: '127.0.0.1',
            registeredAt: new Date(),
          },
          items: [{ id: course.id, name: 'Kurs', category: 'Kurs', amountKurus: 14_990 }],
        },
        record,
      );
      iyzico.pay(token);
      await gateway.paymentResult(token, record);
    } finally {
      await iyzico.close();
    }

    const kept = await exchangesOfOrder(db, orderId);
    expect(kept.map((e) => [e.provider, e.kind])).toEqual([
      ['iyzico', 'initialize'],
      ['iyzico', 'retrieve'],
    ]);
    expect(kept[1]?.response).toMatchObject({ paymentStatus: 'SUCCESS', conversationId: orderId });
    const rows = JSON.stringify(
      await db.select().from(paymentExchanges).where(eq(paymentExchanges.orderId, orderId)),
    );
    for (const secret of [
      KEYS.IYZICO_API_KEY,
      KEYS.IYZICO_SECRET_KEY,
      '10000000146',
      '552879',
      'lastFourDigits',
    ])
      expect(rows, secret).not.toContain(secret);
  });
});
