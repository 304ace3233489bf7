import { createHmac } from 'node:crypto';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  checkoutFormResultSignature,
  hppNotificationSignature,
  refundSignature,
  responseSignature,
  sameSignature,
  trimPrice,
} from './iyzico-signatures.ts';

/** The official client's signing helper, which the adapter relies on for every request's authorization. */
const iyzipayUtils = createRequire(import.meta.url)('iyzipay/lib/utils.js') as {
  generateAuthorizationHeaderV2: (...args: string[]) => string;
};

describe('iyzico signatures, against the examples in iyzico documentation', () => {
  it('computes the response signature of the worked example (Response Signature Validation, /payment/auth)', () => {
    const secretKey = 'sandbox-qaIiLIxhjMgx3LSKIVvp6j17NunHOFtD';
    const fields = ['22416032', 'TRY', 'basketId', 'conversationId', '10.5', '10.5'];
    expect(responseSignature(secretKey, fields)).toBe(
      '836c3a6c8db86c81043f2ca74edb13518b54a813f454f8dd762f0dd658610173',
    );
    // The answer carries prices as numbers; trimmed, 10.50 and 10.5 sign alike.
    expect(
      responseSignature(secretKey, [
        '22416032',
        'TRY',
        'basketId',
        'conversationId',
        trimPrice('10.50'),
        trimPrice(10.5),
      ]),
    ).toBe('836c3a6c8db86c81043f2ca74edb13518b54a813f454f8dd762f0dd658610173');
  });

  it('trims prices as the "Trailing Zero" table says', () => {
    const table: [string, string][] = [
      ['10', '10'],
      ['10.0', '10'],
      ['10.5', '10.5'],
      ['10.50', '10.5'],
      ['10.510', '10.51'],
      ['10.5105', '10.5105'],
      ['10.51050', '10.5105'],
    ];
    for (const [given, expected] of table) expect(trimPrice(given), given).toBe(expected);
    expect(trimPrice(449)).toBe('449');
  });

  it('signs a Checkout Form result over paymentStatus, paymentId, currency, basketId, conversationId, paidPrice, price, token', () => {
    const secret = 'sandbox-qaIiLIxhjMgx3LSKIVvp6j17NunHOFtD';
    const answer = {
      paymentStatus: 'SUCCESS',
      paymentId: '22416032',
      currency: 'TRY',
      basketId: 'KMP-20261126-ABCDEF',
      conversationId: 'c0ffee00-0000-4000-8000-000000000000',
      paidPrice: 149.9,
      price: '149.90',
      token: 'token-1',
    };
    expect(checkoutFormResultSignature(secret, answer)).toBe(
      responseSignature(secret, [
        'SUCCESS',
        '22416032',
        'TRY',
        'KMP-20261126-ABCDEF',
        'c0ffee00-0000-4000-8000-000000000000',
        '149.9',
        '149.9',
        'token-1',
      ]),
    );
    expect(refundSignature(secret, { paymentId: '1', price: 15, currency: 'TRY', conversationId: 'c' })).toBe(
      responseSignature(secret, ['1', '15', 'TRY', 'c']),
    );
  });

  it('builds the HPP notification signature from the secret key and the fields in the documented order', () => {
    const n = {
      paymentConversationId: '123456789',
      status: 'SUCCESS',
      token: '9895e0e6-cd7e-4635-9c33-fe52c337de09',
      iyziEventType: 'CHECKOUT_FORM_AUTH',
      iyziPaymentId: 28157797,
    };
    const key = 'merchant_secret_key';
    const expected = createHmac('sha256', key)
      .update(`${key}CHECKOUT_FORM_AUTH281577979895e0e6-cd7e-4635-9c33-fe52c337de09123456789SUCCESS`)
      .digest('hex');
    expect(hppNotificationSignature(key, n)).toBe(expected);
  });

  it('compares signatures exactly and refuses anything that is not one', () => {
    const sig = '836c3a6c8db86c81043f2ca74edb13518b54a813f454f8dd762f0dd658610173';
    expect(sameSignature(sig, sig)).toBe(true);
    expect(sameSignature(sig, sig.toUpperCase())).toBe(true);
    expect(sameSignature(sig, `${sig.slice(0, 63)}0`)).toBe(false);
    expect(sameSignature(sig, undefined)).toBe(false);
    expect(sameSignature(sig, 'zz')).toBe(false);
  });

  it('the client builds the IYZWSv2 header the way the HMACSHA256 Auth page does', () => {
    // The page's example header decodes to its API key, random key and signature joined as documented.
    const published =
      'YXBpS2V5OnNhbmRib3gtbDlNZDFHajNJWWNtdTROZGFXeGFTVW9Db1g3REM1UkEmcmFuZG9tS2V5OjEyMzQ1Njc4OSZzaWduYXR1cmU6MDc5ZGY0YjI0MjZmYzdmNDIwOGQ4ZjIyZmJjMDM0OTc5NDAxOWY4Y2UyYjA3MTFkZTc4MDhiNDg3NGY0ZTc5Ng==';
    expect(Buffer.from(published, 'base64').toString('utf8')).toBe(
      'apiKey:sandbox-l9Md1Gj3IYcmu4NdaWxaSUoCoX7DC5RA&randomKey:123456789&signature:079df4b2426fc7f4208d8f22fbc0349794019f8ce2b0711de7808b4874f4e796',
    );
    // The client's header for a call: the same shape, its signature HMAC-SHA256(secret, randomKey + path + body).
    const body = { locale: 'tr', binNumber: '535805', conversationId: 'docsTest-v1' };
    const header = iyzipayUtils.generateAuthorizationHeaderV2(
      'IYZWSv2',
      'sandbox-l9Md1Gj3IYcmu4NdaWxaSUoCoX7DC5RA',
      ':',
      'a-secret',
      '/payment/bin/check',
      body as unknown as string,
      '123456789',
    );
    const signature = createHmac('sha256', 'a-secret')
      .update(`123456789/payment/bin/check${JSON.stringify(body)}`)
      .digest('hex');
    expect(header).toBe(
      `IYZWSv2 ${Buffer.from(`apiKey:sandbox-l9Md1Gj3IYcmu4NdaWxaSUoCoX7DC5RA&randomKey:123456789&signature:${signature}`).toString('base64')}`,
    );
  });
});
