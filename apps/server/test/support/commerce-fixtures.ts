import { randomUUID } from 'node:crypto';
import {
  DiscountType,
  OrderStatus,
  PaymentType,
  PublishStatus,
  Role,
  redemptionScopeKey,
} from '@kampus/contract';
import {
  baskets,
  courses,
  discountCodes,
  discountRedemptions,
  lectures,
  orders,
  sections,
  sessions,
  users,
} from '../../src/db/schema/index.ts';
import { signAccessToken } from '../../src/lib/access-token.ts';
import type { TestApp } from './test-app.ts';

/**
 * Rows the basket, discount and order tests need, inserted directly: people with a live session and a token,
 * courses with lectures, and discount codes. Amounts are given in kuruş.
 */

export const API = '/api/v1/web';

export type Person = { id: string; token: string; email: string; fullName: string };

let counter = 0;

export const makePerson = async (
  t: TestApp,
  roles: number[] = [Role.Student],
  names: { name?: string; surname?: string } = {},
): Promise<Person> => {
  counter += 1;
  const { db } = t.app.deps;
  const name = names.name ?? 'Ayşe';
  const surname = names.surname ?? `Yılmaz${counter}`;
  const email = `kisi${counter}.${randomUUID().slice(0, 8)}@example.com`;
  const [user] = await db
    .insert(users)
    .values({
      email,
      name,
      surname,
      identificationNumberEnc: 'test-ciphertext',
      parentName: 'Mehmet',
      parentSurname: surname,
      parentIdentificationNumberEnc: 'test-ciphertext',
      fullAddress: 'Atatürk Caddesi No: 12, Çankaya, Ankara',
      passwordHash: 'not-a-real-hash',
      roles,
    })
    .returning({ id: users.id });
  const userId = user?.id as string;
  const [session] = await db
    .insert(sessions)
    .values({ userId, expiresAt: new Date(Date.now() + 86_400_000) })
    .returning({ id: sessions.id });
  const token = await signAccessToken(t.app.deps.secrets.jwtSecret, {
    userId,
    sessionId: session?.id as string,
  });
  return { id: userId, token, email, fullName: `${name} ${surname}` };
};

export const makeCourse = async (
  t: TestApp,
  lecturerId: string,
  options: {
    name?: string;
    priceKurus?: number;
    discountedPriceKurus?: number;
    publishStatus?: number;
    lectureMinutes?: number[];
    coverImageKey?: string | null;
  } = {},
) => {
  counter += 1;
  const { db } = t.app.deps;
  const [course] = await db
    .insert(courses)
    .values({
      lecturerId,
      name: options.name ?? `Kurs ${counter}`,
      description: `Kurs ${counter} açıklaması: adım adım uygulamalı anlatım.`,
      level: 0,
      priceKurus: options.priceKurus ?? 10_000,
      discountedPriceKurus: options.discountedPriceKurus ?? 0,
      publishStatus: options.publishStatus ?? PublishStatus.Published,
      coverImageKey: options.coverImageKey ?? null,
    })
    .returning();
  const minutes = options.lectureMinutes ?? [30, 45];
  if (minutes.length > 0) {
    const [section] = await db
      .insert(sections)
      .values({ courseId: course?.id as string, name: 'Giriş', orderNumber: 0 })
      .returning({ id: sections.id });
    await db.insert(lectures).values(
      minutes.map((m, i) => ({
        sectionId: section?.id as string,
        courseId: course?.id as string,
        name: `Ders ${i + 1}`,
        contentType: 1,
        contentText: 'Metin',
        orderNumber: i,
        durationMinute: m,
      })),
    );
  }
  return course as typeof courses.$inferSelect;
};

const day = 86_400_000;

export const makeCode = async (
  t: TestApp,
  ownerId: string,
  options: {
    code?: string;
    courseId?: string | null;
    isBasketDiscount?: boolean;
    type?: number;
    valueHundredths?: number;
    applyOnDiscountedPrice?: boolean;
    isReusable?: boolean;
    startDate?: Date;
    endDate?: Date;
  } = {},
) => {
  counter += 1;
  const [row] = await t.app.deps.db
    .insert(discountCodes)
    .values({
      code:
        options.code ??
        `KOD${counter}X${randomUUID()
          .slice(0, 4)
          .toUpperCase()
          .replace(/[^A-Z0-9]/g, '')}`,
      ownerId,
      courseId: options.courseId ?? null,
      isBasketDiscount: options.isBasketDiscount ?? !options.courseId,
      type: options.type ?? DiscountType.Percentage,
      valueHundredths: options.valueHundredths ?? 5_000,
      applyOnDiscountedPrice: options.applyOnDiscountedPrice ?? true,
      isReusable: options.isReusable ?? false,
      startDate: options.startDate ?? new Date(Date.now() - day),
      endDate: options.endDate ?? new Date(Date.now() + 30 * day),
    })
    .returning();
  return row as typeof discountCodes.$inferSelect;
};

/** An earlier order of `userId` that redeemed `code` (status Completed unless given), written directly. */
export const redeemedEarlier = async (
  t: TestApp,
  code: { id: string; isReusable: boolean },
  userId: string,
  status: number = OrderStatus.Completed,
) => {
  const { db } = t.app.deps;
  const [basket] = await db
    .insert(baskets)
    .values({ userId, status: 'ordered' })
    .returning({ id: baskets.id });
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `KMP-TEST-${randomUUID().slice(0, 8).toUpperCase()}`,
      userId,
      basketId: basket?.id as string,
      status,
      paymentType: PaymentType.Free,
      totalPriceKurus: 0,
      totalDiscountedPriceKurus: 0,
    })
    .returning({ id: orders.id });
  await db.insert(discountRedemptions).values({
    discountCodeId: code.id,
    userId,
    orderId: order?.id as string,
    scopeKey: redemptionScopeKey(code, userId),
  });
  return order?.id as string;
};

export const inDays = (days: number) => new Date(Date.now() + days * day).toISOString();

const headers = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});

export const api = (t: TestApp) => ({
  get: (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url: `${API}${url}`, headers: headers(token) }),
  delete: (url: string, token?: string) =>
    t.app.inject({ method: 'DELETE', url: `${API}${url}`, headers: headers(token) }),
  post: (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url: `${API}${url}`, payload, headers: headers(token) }),
  put: (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'PUT', url: `${API}${url}`, payload, headers: headers(token) }),
});
