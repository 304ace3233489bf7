import { describe, expect, it } from 'vitest';
import { DEMO_SELLER, loadConfig } from './env.ts';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.seedDemo).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.s3).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('seeds the demo catalogue under NODE_ENV=production only when SEED_DEMO=true is set', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('names the variable of a wrong value', () => {
    expect(() => loadConfig({ PORT: 'seksen' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: '10' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
  });

  it('refuses half an S3 configuration instead of silently using the disk', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'kampus' })).toThrow(/S3_BUCKET/);
    expect(loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'kampus' }).s3?.bucket).toBe(
      'kampus',
    );
  });

  it('offers card payment only with both iyzico keys, on the sandbox unless told otherwise', () => {
    expect(loadConfig({}).iyzico).toBeUndefined();
    expect(loadConfig({ IYZICO_API_KEY: 'k', IYZICO_SECRET_KEY: 's' }).iyzico).toEqual({
      apiKey: 'k',
      secretKey: 's',
      baseUrl: 'https://sandbox-api.iyzipay.com',
    });
    expect(
      loadConfig({ IYZICO_API_KEY: 'k', IYZICO_SECRET_KEY: 's', IYZICO_BASE_URL: 'https://api.iyzipay.com/' })
        .iyzico?.baseUrl,
    ).toBe('https://api.iyzipay.com');
    expect(() => loadConfig({ IYZICO_API_KEY: 'k' })).toThrow(/IYZICO_SECRET_KEY/);
    expect(() => loadConfig({ IYZICO_SECRET_KEY: 's' })).toThrow(/IYZICO_SECRET_KEY/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('takes the seller from SELLER_*, the labelled demo seller only while the demo is seeded, and none otherwise', () => {
    const seller = {
      SELLER_NAME: 'Okul A.Ş.',
      SELLER_ADDRESS: 'Bir Sokak 1, Ankara',
      SELLER_TAX_OFFICE: 'Çankaya',
      SELLER_TAX_NUMBER: '1234567890',
      SELLER_EMAIL: 'satis@okul.example',
      SELLER_PHONE: '+90 312 000 00 00',
    };
    expect(loadConfig({ NODE_ENV: 'production', ...seller }).seller).toEqual({
      name: 'Okul A.Ş.',
      address: 'Bir Sokak 1, Ankara',
      taxOffice: 'Çankaya',
      taxNumber: '1234567890',
      email: 'satis@okul.example',
      phone: '+90 312 000 00 00',
    });
    expect(loadConfig({ NODE_ENV: 'production' }).seller).toBeNull();
    expect(loadConfig({}).seller).toEqual(DEMO_SELLER);
    expect(loadConfig({ SEED_DEMO: 'false' }).seller).toBeNull();
    expect(() => loadConfig({ SELLER_NAME: 'Yarım Satıcı' })).toThrow(/SELLER_NAME/);
    expect(() => loadConfig({ ...seller, SELLER_TAX_NUMBER: '12' })).toThrow(/SELLER_TAX_NUMBER/);
  });
});
