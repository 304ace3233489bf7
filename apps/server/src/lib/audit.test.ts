import { randomUUID } from 'node:crypto';
import { DiscountType, OrderStatus, PaymentType, PublishStatus, Role } from '@kampus/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, inDays, makeCourse, makePerson, type Person } from '../../test/support/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import type { AppDeps } from '../app.ts';
import { type CliIo, runCli } from '../cli.ts';
import { auditLog, baskets, enrolments, orderItems, orders } from '../db/schema/index.ts';
import { ensureAdmin, findByEmail } from '../modules/users/users.service.ts';

/**
 * Every write that changes who may do what, what buyers can buy or what they paid leaves an `audit_log` row: admin
 * work through the API (users, categories and tags are shown in their modules' tests; discount codes and the order
 * desk here), lecturers' publish decisions and deletions, and account changes from the command line and ADMIN_EMAIL.
 */

let t: TestApp;
let http: ReturnType<typeof api>;
let admin: Person;
let lecturer: Person;
beforeAll(async () => {
  t = await createTestApp();
  http = api(t);
  admin = await makePerson(t, [Role.Admin]);
  lecturer = await makePerson(t, [Role.Lecturer]);
});
afterAll(async () => {
  await t?.close();
});

const rowsFor = (targetId: string) =>
  t.app.deps.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, targetId))
    .orderBy(asc(auditLog.createdAt));

const detailsOf = (row: { details: string | null } | undefined) => JSON.parse(row?.details ?? 'null');

describe('audit log: discount codes', () => {
  it('records an admin’s basket code being created, changed and deleted, with the admin as actor', async () => {
    const body = {
      code: `SEPET${Date.now()}`,
      type: DiscountType.Percentage,
      discountValue: 15,
      startDate: inDays(0),
      endDate: inDays(30),
      isBasketDiscount: true,
    };
    const created = await http.post('/admin/discount-codes', body, admin.token);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data as string;
    const updated = await http.put('/admin/discount-codes', { ...body, id, discountValue: 40 }, admin.token);
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await http.delete(`/admin/discount-codes/${id}`, admin.token)).statusCode).toBe(200);

    const rows = await rowsFor(id);
    expect(rows.map((r) => [r.action, r.actorId, r.targetType])).toEqual([
      ['discount-code.create', admin.id, 'discount-code'],
      ['discount-code.update', admin.id, 'discount-code'],
      ['discount-code.delete', admin.id, 'discount-code'],
    ]);
    expect(detailsOf(rows[1])).toMatchObject({
      from: { code: body.code, valueHundredths: 1500 },
      to: { code: body.code, valueHundredths: 4000 },
    });
  });

  it('records a lecturer’s course code, and leaves no row when the write is refused', async () => {
    const course = await makeCourse(t, lecturer.id);
    const body = {
      code: `KURS${Date.now()}`,
      courseId: course.id,
      type: DiscountType.Percentage,
      discountValue: 20,
      startDate: inDays(0),
      endDate: inDays(30),
      isBasketDiscount: false,
      applyOnDiscountedPrice: true,
    };
    const created = await http.post('/lecturer/discount-codes', body, lecturer.token);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data as string;
    expect((await rowsFor(id)).map((r) => [r.action, r.actorId])).toEqual([
      ['discount-code.create', lecturer.id],
    ]);

    const before = await t.app.deps.db.select().from(auditLog);
    const duplicate = await http.post('/lecturer/discount-codes', body, lecturer.token);
    expect(duplicate.statusCode).toBe(422);
    expect(await t.app.deps.db.select().from(auditLog)).toHaveLength(before.length);
  });
});

describe('audit log: the order desk', () => {
  it('records an admin completing a bank transfer, which enrols the buyer', async () => {
    const buyer = await makePerson(t);
    const course = await makeCourse(t, lecturer.id);
    const [basket] = await t.app.deps.db
      .insert(baskets)
      .values({ userId: buyer.id, status: 'ordered' })
      .returning({ id: baskets.id });
    const orderNumber = `KMP-DENETIM-${randomUUID().slice(0, 6).toUpperCase()}`;
    const [order] = await t.app.deps.db
      .insert(orders)
      .values({
        orderNumber,
        userId: buyer.id,
        basketId: basket?.id as string,
        status: OrderStatus.Pending,
        paymentType: PaymentType.BankTransfer,
        totalPriceKurus: course.priceKurus,
        totalDiscountedPriceKurus: course.priceKurus,
      })
      .returning({ id: orders.id });
    const orderId = order?.id as string;
    await t.app.deps.db.insert(orderItems).values({
      orderId,
      courseId: course.id,
      courseName: course.name,
      priceKurus: course.priceKurus,
      payablePriceKurus: course.priceKurus,
    });

    const res = await http.put(
      `/admin/orders/${orderId}/status`,
      { status: OrderStatus.Completed },
      admin.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.app.deps.db.select().from(enrolments).where(eq(enrolments.userId, buyer.id))).toHaveLength(
      1,
    );
    const rows = await rowsFor(orderId);
    expect(rows.map((r) => [r.action, r.actorId, r.targetType])).toEqual([
      ['order.status', admin.id, 'order'],
    ]);
    expect(detailsOf(rows[0])).toEqual({
      orderNumber,
      from: OrderStatus.Pending,
      to: OrderStatus.Completed,
      buyerId: buyer.id,
    });
  });
});

describe('audit log: lecturers’ courses', () => {
  it('records publishing and withdrawing a course', async () => {
    const course = await makeCourse(t, lecturer.id, { publishStatus: PublishStatus.Draft });
    const publish = await http.put(
      `/courses/${course.id}/publish-status`,
      { publishStatus: PublishStatus.Published },
      lecturer.token,
    );
    expect(publish.statusCode, publish.body).toBe(200);
    const archive = await http.put(
      `/courses/${course.id}/publish-status`,
      { publishStatus: PublishStatus.Archived },
      admin.token,
    );
    expect(archive.statusCode, archive.body).toBe(200);
    const rows = await rowsFor(course.id);
    expect(rows.map((r) => [r.action, r.actorId, detailsOf(r).from, detailsOf(r).to])).toEqual([
      ['course.publish-status', lecturer.id, PublishStatus.Draft, PublishStatus.Published],
      ['course.publish-status', admin.id, PublishStatus.Published, PublishStatus.Archived],
    ]);
  });

  it('records deleting a course, and archiving one that has buyers instead', async () => {
    const unsold = await makeCourse(t, lecturer.id, { name: 'Satılmamış Kurs' });
    expect((await http.delete(`/courses/${unsold.id}`, lecturer.token)).statusCode).toBe(200);
    const deleted = await rowsFor(unsold.id);
    expect(deleted.map((r) => [r.action, r.actorId])).toEqual([['course.delete', lecturer.id]]);
    expect(detailsOf(deleted[0])).toMatchObject({ name: 'Satılmamış Kurs', lecturerId: lecturer.id });

    const sold = await makeCourse(t, lecturer.id);
    const buyer = await makePerson(t);
    await t.app.deps.db.insert(enrolments).values({ userId: buyer.id, courseId: sold.id });
    expect((await http.delete(`/courses/${sold.id}`, lecturer.token)).statusCode).toBe(200);
    const archived = await rowsFor(sold.id);
    expect(archived.map((r) => [r.action, detailsOf(r).reason])).toEqual([['course.archive', 'has-buyers']]);
  });
});

describe('audit log: accounts changed outside the API', () => {
  const cli = async (...argv: string[]) => {
    const deps: AppDeps = { ...t.app.deps, database: { ...t.app.deps.database, close: async () => {} } };
    const io: CliIo = { open: async () => deps, out: () => {}, err: () => {} };
    expect(await runCli(argv, io)).toBe(0);
  };

  it('records command-line account creation, role changes and password resets without an actor', async () => {
    const email = `cli.${Date.now()}@example.com`;
    await cli(
      'create-user',
      '--email',
      email,
      '--password',
      'gizli-sifre',
      '--name',
      'Selin',
      '--surname',
      'Öz',
    );
    await cli('grant-role', email, 'Lecturer');
    await cli('revoke-role', email, 'Student');
    await cli('reset-password', email, '--password', 'yepyeni-gizli-sifre');
    const user = await findByEmail(t.app.deps.db, email);
    const rows = await rowsFor(user?.id as string);
    expect(rows.map((r) => [r.action, r.actorId, detailsOf(r).via])).toEqual([
      ['user.create', null, 'cli'],
      ['user.update', null, 'cli'],
      ['user.update', null, 'cli'],
      ['user.password-reset', null, 'cli'],
    ]);
    expect(detailsOf(rows[1]).roles).toEqual({ from: [Role.Student], to: [Role.Lecturer, Role.Student] });
    expect(detailsOf(rows[2]).roles).toEqual({ from: [Role.Lecturer, Role.Student], to: [Role.Lecturer] });
    expect(rows.map((r) => r.details).join('')).not.toContain('yepyeni-gizli-sifre');
  });

  it('records the ADMIN_EMAIL account being created or given the Admin role at start', async () => {
    const fresh = await ensureAdmin(t.app.deps.db, t.app.deps.secrets, {
      email: `ilk.yonetici.${Date.now()}@example.com`,
      password: 'yonetici-gizli-sifre',
    });
    expect((await rowsFor(fresh.id)).map((r) => [r.action, detailsOf(r).via])).toEqual([
      ['user.create', 'ADMIN_EMAIL'],
    ]);
    const student = await makePerson(t);
    await ensureAdmin(t.app.deps.db, t.app.deps.secrets, { email: student.email, password: 'kullanilmaz' });
    const rows = await rowsFor(student.id);
    expect(rows.map((r) => [r.action, detailsOf(r).roles, detailsOf(r).via])).toEqual([
      ['user.update', { from: [Role.Student], to: [Role.Admin, Role.Student] }, 'ADMIN_EMAIL'],
    ]);
  });
});
