import { randomUUID } from 'node:crypto';
import { OrderStatus, PublishStatus, Role } from '@kampus/contract';
import { readOutbox } from '@kampus/test-support';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  basketItems,
  baskets,
  bookmarks,
  courseCategories,
  courses,
  courseTags,
  enrolments,
  sessions,
  users,
} from '../../src/db/schema/index.ts';
import { signAccessToken } from '../../src/lib/access-token.ts';
import { registration } from '../support/auth.ts';
import { type FormValue, fixture, makeAuthoredCourse, multipart } from '../support/authoring.ts';
import { makeCategory, makeCourse, makeTag } from '../support/catalogue.ts';
import { makeCode, makePerson } from '../support/commerce-fixtures.ts';
import { linkParent } from '../support/families.ts';
import { type LearningCourse, makeLearningCourse, QUIZ_ANSWERS, storeFile } from '../support/learning.ts';
import type { TestApp } from '../support/test-app.ts';

/**
 * The seeded world the access matrix walks: seven callers, two lecturers' courses with a lecture of every type, a
 * student who bought course A (completed order, progress, certificate, bookmark, rating, an open basket and a pending
 * bank transfer) and whose linked parent is the seventh caller, discount codes of both kinds, categories and tags. Built through the API where a person would do
 * it, by direct inserts where only the shape matters. Factories make throwaway rows for the calls that change state,
 * so every caller meets the same situation whatever ran before.
 */

export const API = '/api/v1/web';

/** The callers of every row, in the order of the matrix's columns. */
export const CALLERS = [
  'anonymous',
  'student',
  'ownerStudent',
  'otherLecturer',
  'ownerLecturer',
  'admin',
  'parent',
] as const;
export type Caller = (typeof CALLERS)[number];
export type SignedInCaller = Exclude<Caller, 'anonymous'>;

export type Account = { id: string; email: string; token: string; password: string };

/** A request of one matrix cell. `url` is under the API prefix unless it starts with `/api` or is a root path. */
export type RequestSpec = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  json?: unknown;
  form?: Array<[string, FormValue]>;
  /** Send this account's token instead of the caller's (the owner of a throwaway resource, a throwaway session). */
  as?: Account;
  remoteAddress?: string;
  /** Further request headers (a provider's signature). */
  headers?: Record<string, string>;
};

/** The iyzico keys the matrix and the fuzzing run with, against the local iyzico (test/support/iyzico-server.ts). */
export const MATRIX_IYZICO = { apiKey: 'access-matrix-api-key', secretKey: 'access-matrix-secret-key' };

/** Per-request limit of the harness: an answer that takes longer counts as a hang. */
export const REQUEST_TIMEOUT_MS = 10_000;

export const send = async (
  t: TestApp,
  spec: RequestSpec,
  token: string | undefined,
): Promise<LightMyRequestResponse> => {
  const url =
    spec.url.startsWith('/api') || spec.url.startsWith('/healthz') || spec.url.startsWith('/readyz')
      ? spec.url
      : `${API}${spec.url}`;
  const headers: Record<string, string> = {
    ...spec.headers,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
  let payload: string | Buffer | undefined;
  if (spec.json !== undefined) {
    payload = JSON.stringify(spec.json);
    headers['content-type'] = 'application/json';
  } else if (spec.form) {
    const built = await multipart(spec.form);
    payload = built.payload;
    Object.assign(headers, built.headers);
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${spec.method} ${url} did not answer within ${REQUEST_TIMEOUT_MS} ms`)),
      REQUEST_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([
      t.app.inject({
        method: spec.method,
        url,
        headers,
        ...(payload !== undefined ? { payload } : {}),
        ...(spec.remoteAddress ? { remoteAddress: spec.remoteAddress } : {}),
      }),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
};

const PASSWORD = 'Erişim-Matrisi-7319';
let addresses = 0;
/** A fresh client address, so per-address limits of the auth routes never decide a cell. */
export const nextAddress = () => {
  addresses += 1;
  return `10.77.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

const expectOk = async (res: LightMyRequestResponse, what: string) => {
  if (res.statusCode !== 200)
    throw new Error(`fixture step "${what}" answered ${res.statusCode}: ${res.body}`);
  return res.json().data;
};

export type Fixtures = {
  t: TestApp;
  people: Record<SignedInCaller, Account>;
  /** An account only used to sign in (login and refresh rows), so no caller's password or session is touched. */
  loginUser: Account;
  /** Owns the throwaway courses everyone may buy or bookmark; no caller owns them. */
  thirdLecturerId: string;
  courseA: LearningCourse;
  courseB: LearningCourse;
  /** Lecturer A's archived course, bought by the owner student before it was archived. */
  hiddenCourse: LearningCourse;
  coverKey: string;
  orderId: string;
  pendingOrderId: string;
  basketId: string;
  basketItemId: string;
  bookmarkId: string;
  certificate: { id: string; verificationCode: string };
  lecturerCode: { id: string; code: string };
  adminCode: { id: string; code: string };
  categoryId: string;
  tagId: string;
  /** A signed-in call as one of the callers; throws unless it answers 200 and returns `data`. */
  callAs: (who: Account, spec: RequestSpec) => Promise<unknown>;
  /** A new session of the same account, for calls that end their session. */
  freshSession: (who: Account) => Promise<Account>;
  newStudent: () => Promise<Account>;
  /** A throwaway course; published, free or paid, of lecturer A unless another owner is given. */
  newCourse: (options?: {
    lecturerId?: string;
    publishStatus?: number;
    priceKurus?: number;
    lecturesPerSection?: number[];
  }) => Promise<{ id: string; sectionIds: string[]; lectureIds: string[][] }>;
  /** A throwaway student with an open basket holding these courses (a new published course when none is given). */
  newBasket: (courseIds?: string[]) => Promise<{ owner: Account; basketId: string; itemIds: string[] }>;
  /** A throwaway student's pending bank-transfer order for a new paid course. */
  newPendingOrder: () => Promise<string>;
  newLecturerCode: () => Promise<{ id: string; code: string }>;
  newAdminCode: () => Promise<{ id: string; code: string }>;
  newBookmarkOfOwner: () => Promise<string>;
  newCategory: () => Promise<string>;
  newTag: () => Promise<string>;
  /** A registered account that asked for a password reset, with the code from its mail. */
  newResetCode: () => Promise<{ email: string; code: string }>;
  /** A new refresh token of the login user. */
  newRefreshToken: () => Promise<string>;
  uniqueCode: () => string;
  uniqueTitle: (prefix: string) => string;
  courseForm: (overrides?: Record<string, FormValue>) => Array<[string, FormValue]>;
};

let serial = 0;
const next = () => {
  serial += 1;
  return serial;
};

/** Seeds the world once for a test file. */
export const seedAccessFixtures = async (t: TestApp): Promise<Fixtures> => {
  const { db, secrets } = t.app.deps;

  const callAs = async (who: Account | null, spec: RequestSpec) => {
    const res = await send(t, spec, who?.token);
    return expectOk(res, `${spec.method} ${spec.url}`);
  };

  const registerAccount = async (roles: number[]): Promise<Account> => {
    const body = registration({ password: PASSWORD, confirmPassword: PASSWORD });
    const res = await send(
      t,
      { method: 'POST', url: '/authentication/register', json: body, remoteAddress: nextAddress() },
      undefined,
    );
    const id = (await expectOk(res, 'register')) as string;
    await db.update(users).set({ roles }).where(eq(users.id, id));
    const login = await send(
      t,
      {
        method: 'POST',
        url: '/authentication/login',
        json: { username: body.email, password: PASSWORD },
        remoteAddress: nextAddress(),
      },
      undefined,
    );
    const tokens = (await expectOk(login, 'login')) as { accessToken: string };
    return { id, email: body.email, token: tokens.accessToken, password: PASSWORD };
  };

  const people: Record<SignedInCaller, Account> = {
    student: await registerAccount([Role.Student]),
    ownerStudent: await registerAccount([Role.Student]),
    otherLecturer: await registerAccount([Role.Lecturer]),
    ownerLecturer: await registerAccount([Role.Lecturer]),
    admin: await registerAccount([Role.Admin]),
    // A Parent-only account linked to the owner student, as a parent who joined from the student's invitation.
    parent: await registerAccount([Role.Parent]),
  };
  const loginUser = await registerAccount([Role.Student]);
  const thirdLecturer = await makePerson(t, [Role.Lecturer]);
  const { ownerStudent, ownerLecturer, otherLecturer, admin } = people;
  await linkParent(t, people.parent.id, ownerStudent.id);

  const categoryId = await makeCategory(t, 'Yazılım Güvenliği');
  const tagId = await makeTag(t, 'Erişim Denetimi');
  const coverKey = await storeFile(t, 'covers', '.png', fixture('kapak.png'));

  const courseA = await makeLearningCourse(t, {
    lecturerId: ownerLecturer.id,
    name: 'Güvenli Web Uygulamaları',
  });
  await db
    .update(courses)
    .set({ priceKurus: 19_990, coverImageKey: coverKey })
    .where(eq(courses.id, courseA.id));
  await db.insert(courseCategories).values({ courseId: courseA.id, categoryId });
  await db.insert(courseTags).values({ courseId: courseA.id, tagId });
  const courseB = await makeLearningCourse(t, { lecturerId: otherLecturer.id, name: 'Veritabanı Tasarımı' });
  await db.update(courses).set({ priceKurus: 4_990 }).where(eq(courses.id, courseB.id));
  const courseA2 = await makeCourse(t, {
    lecturerId: ownerLecturer.id,
    name: 'İleri Düzey Güvenlik',
    priceKurus: 9_990,
    lectureMinutes: [10],
  });
  const hiddenCourse = await makeLearningCourse(t, {
    lecturerId: ownerLecturer.id,
    name: 'Arşivdeki Kurs',
    publishStatus: PublishStatus.Archived,
  });
  await db.insert(enrolments).values({ userId: ownerStudent.id, courseId: hiddenCourse.id });

  // The owner student buys course A by bank transfer, the admin confirms it, and the student finishes every lesson.
  const firstBasket = (await callAs(ownerStudent, {
    method: 'POST',
    url: '/baskets/add-item',
    json: { courseId: courseA.id, basketId: null },
  })) as { id: string };
  const orderId = (await callAs(ownerStudent, {
    method: 'POST',
    url: '/orders/bank-transfer',
    json: { basketId: firstBasket.id, acceptedTerms: true, waiveWithdrawal: true },
  })) as string;
  await callAs(admin, {
    method: 'PUT',
    url: `/admin/orders/${orderId}/status`,
    json: { status: OrderStatus.Completed },
  });
  for (const lectureId of [courseA.video, courseA.text, courseA.html])
    await callAs(ownerStudent, { method: 'POST', url: `/lectures/${lectureId}/complete` });
  await callAs(ownerStudent, {
    method: 'POST',
    url: `/lectures/${courseA.quiz}/quiz-attempts`,
    json: { answers: QUIZ_ANSWERS },
  });
  const [certificate] = (await callAs(ownerStudent, { method: 'GET', url: '/certificates' })) as Array<{
    id: string;
    verificationCode: string;
  }>;
  if (!certificate) throw new Error('no certificate was issued for course A');
  await callAs(ownerStudent, {
    method: 'POST',
    url: `/courses/${courseA.id}/ratings`,
    json: { rating: 5, comment: 'Çok öğretici.' },
  });

  // A pending bank transfer for course A2, then an open basket with course B.
  const secondBasket = (await callAs(ownerStudent, {
    method: 'POST',
    url: '/baskets/add-item',
    json: { courseId: courseA2.id, basketId: null },
  })) as { id: string };
  const pendingOrderId = (await callAs(ownerStudent, {
    method: 'POST',
    url: '/orders/bank-transfer',
    json: { basketId: secondBasket.id, acceptedTerms: true, waiveWithdrawal: true },
  })) as string;
  const openBasket = (await callAs(ownerStudent, {
    method: 'POST',
    url: '/baskets/add-item',
    json: { courseId: courseB.id, basketId: null },
  })) as { id: string; items: Array<{ id: string }> };
  const bookmarkId = (await callAs(ownerStudent, {
    method: 'POST',
    url: '/bookmarks',
    json: { courseId: courseB.id },
  })) as string;

  const lecturerCodeRow = await makeCode(t, ownerLecturer.id, {
    courseId: courseA.id,
    isBasketDiscount: false,
    isReusable: true,
  });
  const adminCodeRow = await makeCode(t, admin.id, { isBasketDiscount: true, isReusable: true });

  const freshSession = async (who: Account): Promise<Account> => {
    const [session] = await db
      .insert(sessions)
      .values({ userId: who.id, expiresAt: new Date(Date.now() + 3_600_000) })
      .returning({ id: sessions.id });
    const token = await signAccessToken(secrets.jwtSecret, {
      userId: who.id,
      sessionId: session?.id as string,
    });
    return { ...who, token };
  };

  const newStudent = async (): Promise<Account> => {
    const person = await makePerson(t, [Role.Student]);
    return { id: person.id, email: person.email, token: person.token, password: '' };
  };

  const newCourse: Fixtures['newCourse'] = async (options = {}) => {
    const made = await makeAuthoredCourse(t, options.lecturerId ?? ownerLecturer.id, {
      publishStatus: options.publishStatus ?? PublishStatus.Published,
      lecturesPerSection: options.lecturesPerSection ?? [2],
      name: `Geçici Kurs ${next()}`,
    });
    if (options.priceKurus !== undefined)
      await db.update(courses).set({ priceKurus: options.priceKurus }).where(eq(courses.id, made.id));
    return made;
  };

  const newBasket: Fixtures['newBasket'] = async (courseIds) => {
    const owner = await newStudent();
    const ids = courseIds ?? [(await newCourse({ lecturerId: thirdLecturer.id, priceKurus: 2_500 })).id];
    const [basket] = await db.insert(baskets).values({ userId: owner.id }).returning({ id: baskets.id });
    const basketId = basket?.id as string;
    const items = await db
      .insert(basketItems)
      .values(ids.map((courseId) => ({ basketId, courseId })))
      .returning({ id: basketItems.id });
    return { owner, basketId, itemIds: items.map((i) => i.id) };
  };

  const newPendingOrder = async () => {
    const { owner, basketId } = await newBasket();
    return (await callAs(owner, {
      method: 'POST',
      url: '/orders/bank-transfer',
      json: { basketId, acceptedTerms: true, waiveWithdrawal: true },
    })) as string;
  };

  const uniqueCode = () =>
    `ERISIM${next()}X${randomUUID()
      .slice(0, 4)
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')}`;
  const uniqueTitle = (prefix: string) => `${prefix} ${next()} ${randomUUID().slice(0, 6)}`;

  const newResetCode = async () => {
    const body = registration({ password: PASSWORD, confirmPassword: PASSWORD });
    await expectOk(
      await send(
        t,
        { method: 'POST', url: '/authentication/register', json: body, remoteAddress: nextAddress() },
        undefined,
      ),
      'register for reset',
    );
    await expectOk(
      await send(
        t,
        {
          method: 'POST',
          url: '/authentication/forgot-password',
          json: { email: body.email },
          remoteAddress: nextAddress(),
        },
        undefined,
      ),
      'forgot-password',
    );
    await t.app.mailer.idle();
    const mail = (await readOutbox(t.dataDir)).filter((m) => m.headers.to === body.email).at(-1);
    const code = /doğrulama kodunuz: (\d{6})/.exec(mail?.text ?? '')?.[1];
    if (!code) throw new Error(`no reset code mailed to ${body.email}`);
    return { email: body.email, code };
  };

  const newRefreshToken = async () => {
    const res = await send(
      t,
      {
        method: 'POST',
        url: '/authentication/login',
        json: { username: loginUser.email, password: PASSWORD },
        remoteAddress: nextAddress(),
      },
      undefined,
    );
    return ((await expectOk(res, 'login for refresh')) as { refreshToken: string }).refreshToken;
  };

  const courseForm = (overrides: Record<string, FormValue> = {}): Array<[string, FormValue]> =>
    Object.entries({
      name: `Erişim Denetimi ${next()}`,
      description: 'Rollerin ve sahipliğin her istekte nasıl denetlendiğini anlatan kurs.',
      skillLevel: '1',
      categoryIds: [categoryId],
      tagIds: [tagId],
      isCertified: 'false',
      price: '100',
      discountedPrice: '0',
      meetingType: '0',
      coverImage: { file: fixture('kapak.png'), filename: 'kapak.png', type: 'image/png' },
      ...overrides,
    });

  return {
    t,
    people,
    loginUser,
    thirdLecturerId: thirdLecturer.id,
    courseA,
    courseB,
    hiddenCourse,
    coverKey,
    orderId,
    pendingOrderId,
    basketId: openBasket.id,
    basketItemId: openBasket.items.at(-1)?.id as string,
    bookmarkId,
    certificate,
    lecturerCode: { id: lecturerCodeRow.id, code: lecturerCodeRow.code },
    adminCode: { id: adminCodeRow.id, code: adminCodeRow.code },
    categoryId,
    tagId,
    callAs: (who, spec) => callAs(who, spec),
    freshSession,
    newStudent,
    newCourse,
    newBasket,
    newPendingOrder,
    newLecturerCode: async () => {
      const row = await makeCode(t, ownerLecturer.id, { courseId: courseA.id, isBasketDiscount: false });
      return { id: row.id, code: row.code };
    },
    newAdminCode: async () => {
      const row = await makeCode(t, admin.id, { isBasketDiscount: true });
      return { id: row.id, code: row.code };
    },
    newBookmarkOfOwner: async () => {
      const course = await newCourse({ lecturerId: thirdLecturer.id });
      const [row] = await db
        .insert(bookmarks)
        .values({ userId: ownerStudent.id, courseId: course.id })
        .returning({ id: bookmarks.id });
      return row?.id as string;
    },
    newCategory: () => makeCategory(t, uniqueTitle('Kategori')),
    newTag: () => makeTag(t, uniqueTitle('Etiket')),
    newResetCode,
    newRefreshToken,
    uniqueCode,
    uniqueTitle,
    courseForm,
  };
};
