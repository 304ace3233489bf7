import { PRIVACY_NOTICE_VERSION, Role } from '@kampus/contract';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, get, idNumber, loginAs, post, signedInUser } from '../../../test/support/auth.ts';
import { makeCourse, putInBasket } from '../../../test/support/catalogue.ts';
import { makePerson } from '../../../test/support/commerce-fixtures.ts';
import { joinableInvitation } from '../../../test/support/families.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  baskets,
  familyLinks,
  orderItems,
  orders,
  pointsLedger,
  privacyAcceptances,
  privacyRequests,
  users,
} from '../../db/schema/index.ts';
import { queryRows } from '../../db/sql.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const data = (res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(res.body).data;
};
const refusal = (res: { statusCode: number; body: string }, status: number, code: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(JSON.parse(res.body).error.code).toBe(code);
};

/** Names found nowhere else in the database, so a search of the whole dump can only find this person. */
const unique = () =>
  Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6);
const person = () => ({
  name: `Nilüferhan${unique()}`,
  surname: `Özdemirtaşlı${unique()}`,
  parentName: `Kerimcanbey${unique()}`,
  parentSurname: 'Özdemirtaşlı',
  fullAddress: `Gizlilik Sokağı ${unique()} No: 77, Kadıköy`,
  identificationNumber: idNumber(),
  parentIdentificationNumber: idNumber(),
});

/** A student with an order and its lines, progress, a rating, a bookmark, a certificate, a basket and a parent. */
const studentWithHistory = async () => {
  const who = person();
  const student = await signedInUser(t, who);
  const token = student.tokens.accessToken;
  const lecturer = await makePerson(t, [Role.Lecturer]);
  const free = await makeCourse(t, {
    lecturerId: lecturer.id,
    name: 'Ücretsiz Python',
    lectureMinutes: [5, 7],
  });
  const paid = await makeCourse(t, { lecturerId: lecturer.id, name: 'Ücretli Java', priceKurus: 19_990 });
  await putInBasket(t, student.id, free.id);
  const [basket] = await t.app.deps.db.select().from(baskets).where(eq(baskets.userId, student.id));
  const orderId = data(await post(t, '/orders/free', { basketId: basket?.id }, token)) as string;
  for (const lectureId of free.lectureIds)
    data(await post(t, `/lectures/${lectureId}/complete`, undefined, token));
  data(
    await post(t, `/courses/${free.id}/ratings`, { rating: 5, comment: `${who.name} çok beğendi` }, token),
  );
  data(await post(t, '/bookmarks', { courseId: paid.id }, token));
  await putInBasket(t, student.id, paid.id);
  const parentEmail = `veli.${Date.now().toString(36)}@example.com`;
  data(await post(t, '/families/invitations', { email: parentEmail }, token));
  const parent = await makePerson(t, [Role.Parent]);
  await t.app.deps.db.insert(familyLinks).values({ parentId: parent.id, childId: student.id });
  return { ...student, who, token, orderId, free, paid, parent, parentEmail };
};

const exportOf = async (token: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `${API}/privacy/export`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['content-disposition']).toMatch(
    /^attachment; filename="kampus-verilerim-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  const files = unzipSync(new Uint8Array(res.rawPayload));
  return Object.fromEntries(
    Object.entries(files).map(([name, bytes]) => [name, JSON.parse(strFromU8(bytes))]),
  );
};

/** Every row of every table (pg-boss's too), as text: what a database dump would hold. */
const databaseDump = async () => {
  const tables = await queryRows<{ schema: string; name: string }>(
    t.app.deps.db,
    sql`SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
         WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
  );
  const dump: string[] = [];
  for (const table of tables) {
    const rows = await queryRows<{ row: string }>(
      t.app.deps.db,
      sql`SELECT row_to_json(x)::text AS row FROM ${sql.identifier(table.schema)}.${sql.identifier(table.name)} x`,
    );
    dump.push(...rows.map((r) => `${table.name}: ${r.row.toLowerCase()}`));
  }
  return dump;
};

describe('privacy notice acceptance', () => {
  it('records the version in force, the time and the address at registration', async () => {
    const student = await signedInUser(t);
    const rows = await t.app.deps.db
      .select()
      .from(privacyAcceptances)
      .where(eq(privacyAcceptances.userId, student.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textVersion).toBe(PRIVACY_NOTICE_VERSION);
    expect(rows[0]?.ipAddress).toBe('127.0.0.1');
    expect(Date.now() - (rows[0]?.acceptedAt.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('records it for a parent registering from an invitation too', async () => {
    const { token, parentNumber } = await joinableInvitation(t);
    const email = `yeni.veli.${Date.now().toString(36)}@example.com`;
    const id = data(
      await post(t, '/authentication/register-parent', {
        token,
        name: 'Mehmet',
        surname: 'Yılmaz',
        email,
        identificationNumber: parentNumber,
        password: 'gizli-veli-şifresi',
        confirmPassword: 'gizli-veli-şifresi',
        consent: true,
      }),
    ) as string;
    const rows = await t.app.deps.db
      .select()
      .from(privacyAcceptances)
      .where(eq(privacyAcceptances.userId, id));
    expect(rows.map((r) => r.textVersion)).toEqual([PRIVACY_NOTICE_VERSION]);
  });
});

describe('GET /privacy/export', () => {
  it('is a ZIP of JSON files with everything stored about the caller, identification numbers in clear', async () => {
    const s = await studentWithHistory();
    const files = await exportOf(s.token);
    expect(Object.keys(files).sort()).toEqual(
      [
        'aile.json',
        'bildirimler.json',
        'bilgi.json',
        'degerlendirmeler.json',
        'ders-ilerlemesi.json',
        'odevler.json',
        'e-postalar.json',
        'gizlilik.json',
        'oturumlar.json',
        'profil.json',
        'puanlar.json',
        'sepet.json',
        'sorular.json',
        'sertifikalar.json',
        'siparisler.json',
        'veli-talepleri.json',
        'yer-imleri.json',
      ].sort(),
    );
    expect(files['profil.json']).toMatchObject({
      id: s.id,
      name: s.who.name,
      surname: s.who.surname,
      email: s.body.email,
      identificationNumber: s.who.identificationNumber,
      parentName: s.who.parentName,
      parentIdentificationNumber: s.who.parentIdentificationNumber,
      fullAddress: s.who.fullAddress,
      roles: ['Student'],
    });
    expect(JSON.stringify(files['profil.json'])).not.toContain('argon2');
    const [order] = files['siparisler.json'];
    expect(order).toMatchObject({
      id: s.orderId,
      role: 'learner',
      status: 1,
      paymentType: 3,
      totalDiscountedPrice: 0,
      // A free order has no sale documents to accept and no invoice.
      saleDocumentsAccepted: null,
      invoice: null,
    });
    expect(files['veli-talepleri.json']).toEqual([]);
    expect(order.items).toEqual([
      { courseId: s.free.id, courseName: 'Ücretsiz Python', price: 0, payablePrice: 0, discountCode: null },
    ]);
    expect(files['ders-ilerlemesi.json']).toHaveLength(2);
    expect(files['ders-ilerlemesi.json'][0]).toMatchObject({
      courseName: 'Ücretsiz Python',
      lectureName: 'Ders 1',
    });
    // The two completed lessons earned 10 points each; the learner is on the leaderboards (the default).
    expect(files['puanlar.json']).toMatchObject({
      earned: [
        { courseName: 'Ücretsiz Python', lectureName: 'Ders 1', points: 10 },
        { courseName: 'Ücretsiz Python', lectureName: 'Ders 2', points: 10 },
      ],
      showOnLeaderboard: true,
    });
    expect(files['degerlendirmeler.json']).toMatchObject([{ courseId: s.free.id, rating: 5 }]);
    expect(files['yer-imleri.json']).toMatchObject([{ courseId: s.paid.id, courseName: 'Ücretli Java' }]);
    expect(files['sertifikalar.json']).toMatchObject([
      { courseName: 'Ücretsiz Python', learnerName: `${s.who.name} ${s.who.surname}` },
    ]);
    expect(files['sepet.json'].items).toMatchObject([{ courseId: s.paid.id, courseName: 'Ücretli Java' }]);
    expect(files['aile.json'].links).toMatchObject([{ parentId: s.parent.id, childId: s.id }]);
    expect(files['aile.json'].invitations).toMatchObject([{ email: s.parentEmail }]);
    expect(files['bildirimler.json'].notifications.length).toBeGreaterThan(0);
    expect(files['bildirimler.json'].preferences).toBe('varsayılan');
    expect(files['e-postalar.json'].some((m: { template: string }) => m.template === 'welcome')).toBe(true);
    expect(files['oturumlar.json'].length).toBeGreaterThan(0);
    expect(files['gizlilik.json'].acceptances).toMatchObject([{ textVersion: PRIVACY_NOTICE_VERSION }]);
    expect(files['bilgi.json'].userId).toBe(s.id);
  });

  it('needs a sign-in', async () => {
    refusal(await get(t, '/privacy/export'), 401, 'UNAUTHENTICATED');
  });
});

describe('deletion requests', () => {
  it('keeps one open request per account', async () => {
    const s = await signedInUser(t);
    const token = s.tokens.accessToken;
    expect(data(await get(t, '/privacy/deletion-request', token))).toBeNull();
    const id = data(await post(t, '/privacy/deletion-request', undefined, token));
    refusal(await post(t, '/privacy/deletion-request', undefined, token), 422, 'DELETION_REQUEST_OPEN');
    expect(data(await get(t, '/privacy/deletion-request', token))).toMatchObject({ id, status: 'open' });
  });

  it('an admin completes it: personal data gone everywhere, orders kept, no more sign-in', async () => {
    const s = await studentWithHistory();
    const admin = await makePerson(t, [Role.Admin]);
    const requestId = data(await post(t, '/privacy/deletion-request', undefined, s.token)) as string;
    const before = await databaseDump();
    const [row] = await t.app.deps.db.select().from(users).where(eq(users.id, s.id));
    const secrets = [
      s.body.email,
      s.who.name,
      s.who.surname,
      s.who.parentName,
      s.who.fullAddress,
      s.who.identificationNumber,
      s.who.parentIdentificationNumber,
      row?.identificationNumberEnc ?? '',
      row?.parentIdentificationNumberEnc ?? '',
      row?.passwordHash ?? '',
      s.parentEmail,
    ].map((v) => v.toLowerCase());
    // The dump holds the person before (the plain numbers only encrypted), so the search below can find them.
    const found = (dump: string[]) =>
      secrets.flatMap((value) =>
        dump.filter((row) => row.includes(value)).map((row) => `${value} in ${row.slice(0, 300)}`),
      );
    expect(found(before).length).toBeGreaterThan(10);

    const page = data(await get(t, '/admin/privacy-requests?status=open', admin.token));
    expect(page.items).toContainEqual(
      expect.objectContaining({
        id: requestId,
        status: 'open',
        user: { id: s.id, fullName: `${s.who.name} ${s.who.surname}`, email: s.body.email },
      }),
    );
    data(await post(t, `/admin/privacy-requests/${requestId}/complete`, undefined, admin.token));

    const after = await databaseDump();
    expect(after.length).toBeGreaterThan(100);
    expect(found(after)).toEqual([]);
    // The points go with the progress that earned them.
    expect(await t.app.deps.db.select().from(pointsLedger).where(eq(pointsLedger.userId, s.id))).toEqual([]);
    // The order and its lines stay, under the anonymous account.
    const [order] = await t.app.deps.db.select().from(orders).where(eq(orders.id, s.orderId));
    expect(order?.userId).toBe(s.id);
    expect(
      await t.app.deps.db.select().from(orderItems).where(eq(orderItems.orderId, s.orderId)),
    ).toHaveLength(1);
    const [erased] = await t.app.deps.db.select().from(users).where(eq(users.id, s.id));
    expect(erased).toMatchObject({ name: 'Silinmiş', surname: 'Kullanıcı', parentName: '', fullAddress: '' });
    expect(erased?.deletedAt).not.toBeNull();
    const orderPage = data(await get(t, `/admin/orders/paginated?search=${order?.orderNumber}`, admin.token));
    expect(orderPage.items[0]?.user.fullName).toBe('Silinmiş Kullanıcı');
    // No sign-in: the old address is unknown, the old token's session is gone.
    refusal(
      await post(t, '/authentication/login', { username: s.body.email, password: s.body.password }),
      422,
      'INVALID_CREDENTIALS',
    );
    refusal(await get(t, '/users/information', s.token), 401, 'UNAUTHENTICATED');
    // The request is closed and audited; the list shows the anonymous name.
    const done = data(await get(t, '/admin/privacy-requests?status=completed', admin.token));
    expect(done.items).toContainEqual(
      expect.objectContaining({
        id: requestId,
        status: 'completed',
        user: expect.objectContaining({ fullName: 'Silinmiş Kullanıcı' }),
      }),
    );
    refusal(
      await post(t, `/admin/privacy-requests/${requestId}/complete`, undefined, admin.token),
      422,
      'PRIVACY_REQUEST_DONE',
    );
    const audits = await queryRows<{ action: string }>(
      t.app.deps.db,
      sql`SELECT action FROM audit_log WHERE target_id = ${s.id} AND actor_id = ${admin.id}`,
    );
    expect(audits.map((a) => a.action)).toEqual(['privacy.erase']);
    // The address is free again.
    const again = await signedInUser(t, { email: s.body.email });
    expect(again.id).not.toBe(s.id);
    await loginAs(t, s.body.email, again.body.password);
  });

  it('refuses an admin completing their own request, and an unknown one', async () => {
    const admin = await makePerson(t, [Role.Admin]);
    const [own] = await t.app.deps.db
      .insert(privacyRequests)
      .values({ userId: admin.id })
      .returning({ id: privacyRequests.id });
    refusal(
      await post(t, `/admin/privacy-requests/${own?.id}/complete`, undefined, admin.token),
      422,
      'CANNOT_ERASE_SELF',
    );
    refusal(
      await post(
        t,
        '/admin/privacy-requests/00000000-0000-4000-8000-000000000000/complete',
        undefined,
        admin.token,
      ),
      404,
      'PRIVACY_REQUEST_NOT_FOUND',
    );
  });

  it('pages the admin list and checks its query', async () => {
    const admin = await makePerson(t, [Role.Admin]);
    const page = data(await get(t, '/admin/privacy-requests?pageNumber=1&pageSize=1', admin.token));
    expect(page.items).toHaveLength(1);
    expect(page.totalItemCount).toBeGreaterThan(1);
    expect(page.hasNextPage).toBe(true);
    refusal(await get(t, '/admin/privacy-requests?status=x', admin.token), 400, 'VALIDATION_FAILED');
  });
});
