import { Role } from '@kampus/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/support/auth.ts';
import { API, enrol, makeCourse, makeUser, type TestUser } from '../../../test/support/catalogue.ts';
import { createSecondInstance, createTestApp, type TestApp } from '../../../test/support/test-app.ts';

/**
 * Decision 049: a signed-in learner's catalogue page is the visitors' cached page with the learner's marks laid
 * over it, and sessions once checked are kept in memory. Each input is changed on one instance and the page (or a
 * guarded route) read at once, on the same instance and on another one with its own memory.
 */

let t: TestApp;
let other: Awaited<ReturnType<typeof createSecondInstance>>;
let lecturerId: string;
let courseId: string;
let lectureIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  other = await createSecondInstance(t);
  lecturerId = (await makeUser(t, { roles: [Role.Lecturer] })).id;
  const course = await makeCourse(t, { lecturerId, name: 'İşaretli Kurs', lectureMinutes: [5, 5] });
  courseId = course.id;
  lectureIds = course.lectureIds;
});

afterAll(async () => {
  await other.close();
  await t.close();
});

const call = (
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
) =>
  app.inject({
    method,
    url: `${API}${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

type Card = {
  id: string;
  isCoursePurchased: boolean;
  isInTheBasket: boolean;
  bookmarkId: string | null;
  progressPercent: number;
};

const cardOn = async (app: FastifyInstance, token: string): Promise<Card> => {
  const res = await call(app, 'GET', '/courses/paginated?pageSize=50', token);
  expect(res.statusCode, res.body).toBe(200);
  const card = (res.json().data.items as Card[]).find((item) => item.id === courseId);
  if (!card) throw new Error('course not listed');
  return card;
};

const ok = async (res: Awaited<ReturnType<typeof call>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe.each([
  ['on the same instance', () => t.app],
  ['on another instance', () => other.app],
])('GET /courses/paginated for a signed-in learner, read %s right after a change', (_where, readerOf) => {
  let learner: TestUser;
  const writer = () => t.app;

  beforeAll(async () => {
    learner = await makeUser(t);
  });

  it('marks the course in the basket when it is added and unmarks it when it is removed', async () => {
    const reader = readerOf();
    expect(await cardOn(reader, learner.token)).toMatchObject({ isInTheBasket: false });
    const basket = await ok(await call(writer(), 'POST', '/baskets/add-item', learner.token, { courseId }));
    expect(await cardOn(reader, learner.token)).toMatchObject({ isInTheBasket: true });
    const item = (basket.items as Array<{ id: string }>)[0] as { id: string };
    await ok(
      await call(writer(), 'POST', '/baskets/remove-item', learner.token, { basketDetailId: item.id }),
    );
    expect(await cardOn(reader, learner.token)).toMatchObject({ isInTheBasket: false });
  });

  it('shows the bookmark as soon as it is made and forgets it when it is deleted', async () => {
    const reader = readerOf();
    expect(await cardOn(reader, learner.token)).toMatchObject({ bookmarkId: null });
    const bookmarkId = (await ok(
      await call(writer(), 'POST', '/bookmarks', learner.token, { courseId }),
    )) as string;
    expect(await cardOn(reader, learner.token)).toMatchObject({ bookmarkId });
    await ok(await call(writer(), 'DELETE', `/bookmarks/${bookmarkId}`, learner.token));
    expect(await cardOn(reader, learner.token)).toMatchObject({ bookmarkId: null });
  });

  it('shows a purchase at once and follows each completed or reopened lecture', async () => {
    const reader = readerOf();
    expect(await cardOn(reader, learner.token)).toMatchObject({
      isCoursePurchased: false,
      progressPercent: 0,
    });
    await enrol(t, learner.id, courseId);
    expect(await cardOn(reader, learner.token)).toMatchObject({
      isCoursePurchased: true,
      progressPercent: 0,
    });
    await ok(await call(writer(), 'POST', `/lectures/${lectureIds[0]}/complete`, learner.token));
    expect(await cardOn(reader, learner.token)).toMatchObject({ progressPercent: 50 });
    await ok(await call(writer(), 'DELETE', `/lectures/${lectureIds[0]}/complete`, learner.token));
    expect(await cardOn(reader, learner.token)).toMatchObject({ progressPercent: 0 });
  });

  it('never lets one learner’s marks reach another learner or a visitor', async () => {
    const reader = readerOf();
    const stranger = await makeUser(t);
    expect(await cardOn(reader, stranger.token)).toMatchObject({
      isCoursePurchased: false,
      isInTheBasket: false,
      bookmarkId: null,
    });
    const res = await call(reader, 'GET', '/courses/paginated?pageSize=50');
    const visitorCard = (res.json().data.items as Card[]).find((item) => item.id === courseId);
    expect(visitorCard).toMatchObject({ isCoursePurchased: false, progressPercent: 0 });
  });
});

describe.each([
  ['on the same instance', () => t.app],
  ['on another instance', () => other.app],
])('sessions kept in memory end at once %s', (_where, readerOf) => {
  it('refuses the access token of a session that logged out', async () => {
    const reader = readerOf();
    const { tokens } = await signedInUser(t);
    await ok(await call(reader, 'GET', '/courses/my-courses', tokens.accessToken));
    await ok(await call(t.app, 'POST', '/authentication/logout', tokens.accessToken));
    expect((await call(reader, 'GET', '/courses/my-courses', tokens.accessToken)).statusCode).toBe(401);
    const card = await cardOn(reader, tokens.accessToken);
    expect(card.isCoursePurchased).toBe(false);
  });

  it('refuses every other session of a user who changed their password', async () => {
    const reader = readerOf();
    const { body, tokens } = await signedInUser(t);
    const login = await call(t.app, 'POST', '/authentication/login', undefined, {
      username: body.email,
      password: body.password,
    });
    const otherDevice = (await ok(login)).accessToken as string;
    await ok(await call(reader, 'GET', '/courses/my-courses', otherDevice));
    const newPassword = 'Yeni-Sifre-2026!';
    await ok(
      await call(t.app, 'POST', '/authentication/change-password', tokens.accessToken, {
        password: body.password,
        newPassword,
        newPasswordConfirm: newPassword,
      }),
    );
    expect((await call(reader, 'GET', '/courses/my-courses', otherDevice)).statusCode).toBe(401);
  });

  it('applies a role taken away by an admin and refuses a deleted user', async () => {
    const reader = readerOf();
    const admin = await makeUser(t, { roles: [Role.Admin] });
    const teacher = await makeUser(t, { roles: [Role.Student, Role.Lecturer], name: 'Ece', surname: 'Kaya' });
    await ok(await call(reader, 'GET', '/courses/lecturer-courses', teacher.token));
    await ok(
      await call(t.app, 'PUT', '/users', admin.token, {
        id: teacher.id,
        name: 'Ece',
        surname: 'Kaya',
        roles: [Role.Student],
      }),
    );
    expect((await call(reader, 'GET', '/courses/lecturer-courses', teacher.token)).statusCode).toBe(403);
    await ok(await call(reader, 'GET', '/courses/my-courses', teacher.token));
    await ok(await call(t.app, 'DELETE', `/users/${teacher.id}`, admin.token));
    expect((await call(reader, 'GET', '/courses/my-courses', teacher.token)).statusCode).toBe(401);
  });
});
