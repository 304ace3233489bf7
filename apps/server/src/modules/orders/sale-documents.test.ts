import { OrderStatus, Role } from '@kampus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, makeCourse, makePerson, type Person } from '../../../test/support/commerce-fixtures.ts';
import { deliverQueuedMail } from '../../../test/support/mail.ts';
import { extractPdfText } from '../../../test/support/pdf-text.ts';
import { type SmtpSink, startSmtpSink } from '../../../test/support/smtp-sink.ts';
import { createTestApp, TEST_SELLER_ENV, type TestApp } from '../../../test/support/test-app.ts';
import { invoiceCounters, invoices, orderAcceptances } from '../../db/schema/index.ts';
import { issueInvoice } from './index.ts';

/*
 * The sale documents, their acceptance and invoices (CONTRACT.md §13, decision 036): what the documents say, the
 * refusals, what is stored, gap-free invoice numbers under concurrent completions and per year, the invoice PDF,
 * and the receipt's attachments through a real SMTP server.
 */

let t: TestApp;
let sink: SmtpSink;
let http: ReturnType<typeof api>;
let lecturer: Person;
let admin: Person;
let stranger: Person;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
  http = api(t);
  lecturer = await makePerson(t, [Role.Lecturer]);
  admin = await makePerson(t, [Role.Admin]);
  stranger = await makePerson(t);
});
afterAll(async () => {
  await t?.close();
  await sink?.stop();
});

const accepted = { acceptedTerms: true, waiveWithdrawal: true };
const basketWith = async (buyer: Person, courses: { name: string; priceKurus: number }[]) => {
  let basketId = '';
  for (const c of courses) {
    const course = await makeCourse(t, lecturer.id, c);
    const res = await http.post('/baskets/add-item', { courseId: course.id }, buyer.token);
    expect(res.statusCode, res.body).toBe(200);
    basketId = res.json().data.id;
  }
  return basketId;
};
const pendingOrder = async (buyer: Person, priceKurus = 12_000) => {
  const basketId = await basketWith(buyer, [{ name: `Kurs ${Math.random()}`, priceKurus }]);
  const res = await http.post('/orders/bank-transfer', { basketId, ...accepted }, buyer.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as string;
};
const complete = (orderId: string) =>
  http.put(`/admin/orders/${orderId}/status`, { status: OrderStatus.Completed }, admin.token);
const invoiceOf = (orderId: string, person: Person) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/web/orders/${orderId}/invoice`,
    headers: { authorization: `Bearer ${person.token}` },
  });

describe('GET /orders/terms', () => {
  it('fills both documents with the seller, the buyer, the courses and the KDV each price contains', async () => {
    const buyer = await makePerson(t, [Role.Student], { name: 'Çağrı', surname: 'Işık' });
    const basketId = await basketWith(buyer, [
      { name: 'Python <Temelleri> & "Veri"', priceKurus: 120_000 },
      { name: 'Git 101', priceKurus: 30_000 },
    ]);
    const res = await http.get(`/orders/terms?basketId=${basketId}`, buyer.token);
    expect(res.statusCode, res.body).toBe(200);
    const terms = res.json().data as {
      preInformationHtml: string;
      distanceSalesHtml: string;
      version: string;
    };
    expect(terms.version).toMatch(/^\d{4}-\d{2}-\d+$/);
    for (const html of [terms.preInformationHtml, terms.distanceSalesHtml]) {
      expect(html).toContain(TEST_SELLER_ENV.SELLER_NAME);
      expect(html).toContain(TEST_SELLER_ENV.SELLER_ADDRESS);
      expect(html).toContain(TEST_SELLER_ENV.SELLER_TAX_NUMBER);
      expect(html).toContain(TEST_SELLER_ENV.SELLER_EMAIL);
      expect(html).toContain(TEST_SELLER_ENV.SELLER_PHONE);
      expect(html).toContain('Çağrı Işık');
      expect(html).toContain(buyer.email);
      expect(html).toContain('Atatürk Caddesi No: 12, Çankaya, Ankara');
      // Names are escaped: a course name cannot add markup to the page.
      expect(html).toContain('Python &lt;Temelleri&gt; &amp; &quot;Veri&quot;');
      expect(html).not.toContain('<Temelleri>');
      // 1.200,00 TL contains 200,00 TL KDV (20 %), 300,00 TL contains 50,00 TL; 1.500,00 TL and 250,00 TL in all.
      expect(html).toMatch(/1\.200,00/);
      expect(html).toMatch(/200,00/);
      expect(html).toMatch(/50,00/);
      expect(html).toMatch(/1\.500,00/);
      expect(html).toMatch(/250,00/);
      expect(html).toContain('%20');
    }
    expect(terms.preInformationHtml).toContain('Ön Bilgilendirme Formu');
    expect(terms.distanceSalesHtml).toContain('Mesafeli Satış Sözleşmesi');
    // The right of withdrawal and how it ends for content that starts at once.
    expect(terms.distanceSalesHtml).toContain('14 (on dört) gün');
    expect(terms.distanceSalesHtml).toContain('cayma hakkını kaybedeceğini');
    expect(terms.preInformationHtml).toContain('Mesafeli Sözleşmeler Yönetmeliği');
  });

  it('is only for the basket’s owner, and refuses an empty basket', async () => {
    const buyer = await makePerson(t);
    const basketId = await basketWith(buyer, [{ name: 'Tek Kurs', priceKurus: 5_000 }]);
    expect((await http.get(`/orders/terms?basketId=${basketId}`, stranger.token)).statusCode).toBe(404);
    expect((await http.get('/orders/terms?basketId=yok', buyer.token)).statusCode).toBe(400);
    expect((await http.get(`/orders/terms?basketId=${basketId}`)).statusCode).toBe(401);
  });

  it('refuses documents and paid orders while no seller is configured', async () => {
    const buyer = await makePerson(t);
    const basketId = await basketWith(buyer, [{ name: 'Satıcısız', priceKurus: 5_000 }]);
    const { config } = t.app.deps;
    const seller = config.seller;
    (config as { seller: unknown }).seller = null;
    try {
      const terms = await http.get(`/orders/terms?basketId=${basketId}`, buyer.token);
      expect(terms.statusCode).toBe(422);
      expect(terms.json().error.code).toBe('SELLER_NOT_CONFIGURED');
      expect(terms.json().error.errorMessage).toContain('Satıcı bilgileri yapılandırılmadı');
      const order = await http.post('/orders/bank-transfer', { basketId, ...accepted }, buyer.token);
      expect(order.statusCode).toBe(422);
      expect(order.json().error.code).toBe('SELLER_NOT_CONFIGURED');
    } finally {
      (config as { seller: unknown }).seller = seller;
    }
  });
});

describe('POST /orders/bank-transfer and the acceptance', () => {
  it('needs both boxes ticked (400 naming the field), and a free order needs neither', async () => {
    const buyer = await makePerson(t);
    const basketId = await basketWith(buyer, [{ name: 'Kutu Kursu', priceKurus: 9_000 }]);
    const cases: [object, string][] = [
      [{ basketId }, 'acceptedTerms'],
      [{ basketId, acceptedTerms: false, waiveWithdrawal: true }, 'acceptedTerms'],
      [{ basketId, acceptedTerms: true }, 'waiveWithdrawal'],
      [{ basketId, acceptedTerms: true, waiveWithdrawal: 'true' }, 'waiveWithdrawal'],
    ];
    for (const [body, field] of cases) {
      const res = await http.post('/orders/bank-transfer', body, buyer.token);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(field);
    }
    const gratisBuyer = await makePerson(t);
    const gratis = await basketWith(gratisBuyer, [{ name: 'Bedava', priceKurus: 0 }]);
    expect((await http.post('/orders/free', { basketId: gratis }, gratisBuyer.token)).statusCode).toBe(200);
  });

  it('stores the accepted documents with version, time, address and user agent, and shows them to admins only', async () => {
    const buyer = await makePerson(t, [Role.Student], { name: 'Deniz', surname: 'Öztürk' });
    const basketId = await basketWith(buyer, [{ name: 'Saklanan Kurs', priceKurus: 24_000 }]);
    const before = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/web/orders/bank-transfer',
      payload: { basketId, ...accepted },
      headers: { authorization: `Bearer ${buyer.token}`, 'user-agent': 'Tarayıcı/1.0 (Test)' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const orderId = res.json().data as string;
    const [row] = await t.app.deps.db
      .select()
      .from(orderAcceptances)
      .where(eq(orderAcceptances.orderId, orderId));
    expect(row).toMatchObject({
      waiveWithdrawal: true,
      ipAddress: '127.0.0.1',
      userAgent: 'Tarayıcı/1.0 (Test)',
    });
    expect(row?.acceptedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(JSON.stringify(row?.distanceSales)).toContain('Deniz Öztürk');
    const terms = await http.get(`/orders/terms?basketId=${basketId}`, buyer.token);
    expect(terms.statusCode).toBe(422); // the basket is ordered now

    const asAdmin = (await http.get(`/orders/${orderId}/summary`, admin.token)).json().data;
    expect(asAdmin.acceptance).toMatchObject({
      documentVersion: row?.documentVersion,
      waiveWithdrawal: true,
      ipAddress: '127.0.0.1',
      userAgent: 'Tarayıcı/1.0 (Test)',
    });
    const asBuyer = (await http.get(`/orders/${orderId}/summary`, buyer.token)).json().data;
    expect(asBuyer.acceptance).toBeNull();
    expect(asBuyer.invoiceNumber).toBeNull();
  });
});

describe('invoices', () => {
  const year = Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric' }).format(),
  );

  it('numbers concurrent completions without gaps or repeats', async () => {
    const buyers = await Promise.all(Array.from({ length: 8 }, () => makePerson(t)));
    const ids: string[] = [];
    for (const b of buyers) ids.push(await pendingOrder(b));
    const results = await Promise.all(ids.map(complete));
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const rows = await t.app.deps.db.select().from(invoices).where(eq(invoices.year, year));
    const sequences = rows.map((r) => r.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, i) => i + 1));
    expect(rows.every((r) => r.number === `KMP${year}${String(r.sequence).padStart(6, '0')}`)).toBe(true);
    const [counter] = await t.app.deps.db
      .select()
      .from(invoiceCounters)
      .where(eq(invoiceCounters.year, year));
    expect(counter?.last).toBe(sequences.length);
    for (const id of ids) {
      const summary = (await http.get(`/orders/${id}/summary`, admin.token)).json().data;
      expect(summary.invoiceNumber).toMatch(new RegExp(`^KMP${year}\\d{6}$`));
    }
  });

  it('starts each year at 1 and gives back the number of a completion that rolled back', async () => {
    const { db, config } = t.app.deps;
    const seller = config.seller;
    if (!seller) throw new Error('test seller missing');
    const ids = [await pendingOrder(await makePerson(t)), await pendingOrder(await makePerson(t))];
    const at = new Date('2031-03-01T09:00:00Z');
    await expect(
      db.transaction(async (tx) => {
        await issueInvoice(tx, ids[0] as string, seller, at);
        throw new Error('the completion failed');
      }),
    ).rejects.toThrow('the completion failed');
    const first = await db.transaction((tx) => issueInvoice(tx, ids[0] as string, seller, at));
    const second = await db.transaction((tx) => issueInvoice(tx, ids[1] as string, seller, at));
    expect([first, second]).toEqual(['KMP2031000001', 'KMP2031000002']);
    // New Year's Eve at 22:30 UTC is already 1 January in Istanbul.
    const third = await pendingOrder(await makePerson(t));
    expect(
      await db.transaction((tx) => issueInvoice(tx, third, seller, new Date('2032-12-31T22:30:00Z'))),
    ).toBe('KMP2033000001');
  });

  it('serves the PDF to the buyer and admins only, and only for a completed paid order', async () => {
    const buyer = await makePerson(t, [Role.Student], { name: 'Gülşen', surname: 'Çelik' });
    const orderId = await pendingOrder(buyer, 36_000);
    expect((await invoiceOf(orderId, buyer)).statusCode).toBe(404); // still pending
    expect((await complete(orderId)).statusCode).toBe(200);
    const res = await invoiceOf(orderId, buyer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="fatura-KMP\d{10}\.pdf"/);
    const text = await extractPdfText(res.rawPayload);
    const number = (await http.get(`/orders/${orderId}/summary`, buyer.token)).json().data.invoiceNumber;
    expect(text).toContain(number);
    expect(text).toContain('FATURA');
    expect(text).toContain(TEST_SELLER_ENV.SELLER_NAME);
    expect(text).toContain(TEST_SELLER_ENV.SELLER_TAX_NUMBER);
    expect(text).toContain('Gülşen Çelik');
    expect(text).toContain('Banka Transferi');
    // 360,00 TL contains 60,00 TL KDV; 300,00 TL without it.
    expect(text).toMatch(/360,00/);
    expect(text).toMatch(/60,00/);
    expect(text).toMatch(/300,00/);
    expect((await invoiceOf(orderId, admin)).statusCode).toBe(200);
    expect((await invoiceOf(orderId, stranger)).statusCode).toBe(404);

    const gratisBuyer = await makePerson(t);
    const gratis = await basketWith(gratisBuyer, [{ name: 'Ücretsiz Kurs', priceKurus: 0 }]);
    const freeId = (await http.post('/orders/free', { basketId: gratis }, gratisBuyer.token)).json().data;
    const none = await invoiceOf(freeId, gratisBuyer);
    expect(none.statusCode).toBe(404);
    expect(none.json().error.code).toBe('INVOICE_NOT_FOUND');
  });

  it('attaches the invoice and both accepted documents to a paid order’s receipt', async () => {
    const buyer = await makePerson(t, [Role.Student], { name: 'Şule', surname: 'İnce' });
    const orderId = await pendingOrder(buyer, 48_000);
    expect((await complete(orderId)).statusCode).toBe(200);
    const gratisBuyer = await makePerson(t);
    const gratis = await basketWith(gratisBuyer, [{ name: 'Ücretsiz', priceKurus: 0 }]);
    expect((await http.post('/orders/free', { basketId: gratis }, gratisBuyer.token)).statusCode).toBe(200);
    await deliverQueuedMail(t);

    const receipt = sink.received.find(
      (m) => m.headers.to?.includes(buyer.email) && m.subject.includes('makbuz'),
    );
    if (!receipt) throw new Error('no receipt arrived');
    const files = pdfParts(receipt.raw);
    const number = (await http.get(`/orders/${orderId}/summary`, buyer.token)).json().data.invoiceNumber;
    expect(files.map((f) => f.name).sort()).toEqual(
      [`fatura-${number}.pdf`, 'mesafeli-satis-sozlesmesi.pdf', 'on-bilgilendirme-formu.pdf'].sort(),
    );
    const texts = await Promise.all(files.map((f) => extractPdfText(f.bytes)));
    expect(texts.find((x) => x.includes('FATURA'))).toContain('Şule İnce');
    expect(texts.some((x) => x.includes('Mesafeli Satış Sözleşmesi') && x.includes('Şule İnce'))).toBe(true);
    expect(
      texts.some((x) => x.includes('Ön Bilgilendirme Formu') && x.includes(TEST_SELLER_ENV.SELLER_NAME)),
    ).toBe(true);
    expect(receipt.text).toContain(number);

    const freeReceipt = sink.received.find((m) => m.headers.to?.includes(gratisBuyer.email));
    expect(freeReceipt && pdfParts(freeReceipt.raw)).toEqual([]);
  });
});

/** The PDF attachments of a raw message: file name and bytes. */
const pdfParts = (raw: string) => {
  const parts: { name: string; bytes: Buffer }[] = [];
  for (const part of raw.split(/\r\n--[^\r\n]+\r\n/)) {
    const split = part.indexOf('\r\n\r\n');
    const head = part.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
    if (!/content-type:\s*application\/pdf/i.test(head)) continue;
    const name = /filename="?([^";\r\n]+)"?/i.exec(head)?.[1] ?? '';
    const body = part.slice(split + 4).split(/\r\n--/)[0] ?? '';
    parts.push({ name, bytes: Buffer.from(body.replace(/\s+/g, ''), 'base64') });
  }
  return parts;
};
