import { randomUUID } from 'node:crypto';
import { LectureContentType, PublishStatus, Role } from '@kampus/contract';
import { and, eq } from 'drizzle-orm';
import {
  basketItems,
  baskets,
  categories,
  courseCategories,
  courses,
  courseTags,
  enrolments,
  lectureProgress,
  lectures,
  sections,
  sessions,
  tags,
  users,
} from '../../src/db/schema/index.ts';
import { signAccessToken } from '../../src/lib/access-token.ts';
import type { TestApp } from './test-app.ts';

/** Rows for catalogue tests, inserted directly so each test states exactly the data it depends on. */

export const API = '/api/v1/web';

export type TestUser = { id: string; token: string };

/** A user with a live session and a valid access token for it. */
export const makeUser = async (
  t: TestApp,
  options: { roles?: number[]; name?: string; surname?: string } = {},
): Promise<TestUser> => {
  const { db, secrets } = t.app.deps;
  const [user] = await db
    .insert(users)
    .values({
      email: `${randomUUID()}@test.kampus.dev`,
      name: options.name ?? 'Deniz',
      surname: options.surname ?? 'Yıldız',
      identificationNumberEnc: 'not-used-in-catalogue-tests',
      parentName: 'Veli',
      parentSurname: 'Yıldız',
      parentIdentificationNumberEnc: 'not-used-in-catalogue-tests',
      fullAddress: 'Moda Caddesi 1, Kadıköy, İstanbul',
      passwordHash: 'not-used-in-catalogue-tests',
      roles: options.roles ?? [Role.Student],
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user not created');
  const [session] = await db
    .insert(sessions)
    .values({ userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) })
    .returning({ id: sessions.id });
  if (!session) throw new Error('session not created');
  const token = await signAccessToken(secrets.jwtSecret, { userId: user.id, sessionId: session.id });
  return { id: user.id, token };
};

export const makeCategory = async (t: TestApp, title: string): Promise<string> => {
  const [row] = await t.app.deps.db.insert(categories).values({ title }).returning({ id: categories.id });
  if (!row) throw new Error('category not created');
  return row.id;
};

export const makeTag = async (t: TestApp, title: string): Promise<string> => {
  const [row] = await t.app.deps.db.insert(tags).values({ title }).returning({ id: tags.id });
  if (!row) throw new Error('tag not created');
  return row.id;
};

export type CourseSpec = {
  lecturerId: string;
  name?: string;
  description?: string;
  level?: number;
  priceKurus?: number;
  discountedPriceKurus?: number;
  publishStatus?: number;
  categoryIds?: string[];
  tagIds?: string[];
  createdAt?: Date;
  ratingAverage?: number;
  ratingCount?: number;
  coverImageKey?: string | null;
  /** Lecture durations in minutes, all in one section. */
  lectureMinutes?: number[];
};

export type MadeCourse = { id: string; sectionId: string | null; lectureIds: string[] };

export const makeCourse = async (t: TestApp, spec: CourseSpec): Promise<MadeCourse> => {
  const { db } = t.app.deps;
  const [course] = await db
    .insert(courses)
    .values({
      lecturerId: spec.lecturerId,
      name: spec.name ?? 'Kurs',
      description: spec.description ?? 'Bir kurs açıklaması',
      level: spec.level ?? 0,
      priceKurus: spec.priceKurus ?? 0,
      discountedPriceKurus: spec.discountedPriceKurus ?? 0,
      publishStatus: spec.publishStatus ?? PublishStatus.Published,
      coverImageKey: spec.coverImageKey ?? null,
      ratingAverage: spec.ratingAverage ?? 0,
      ratingCount: spec.ratingCount ?? 0,
      ...(spec.createdAt ? { createdAt: spec.createdAt, updatedAt: spec.createdAt } : {}),
    })
    .returning({ id: courses.id });
  if (!course) throw new Error('course not created');
  if (spec.categoryIds?.length)
    await db
      .insert(courseCategories)
      .values(spec.categoryIds.map((categoryId) => ({ courseId: course.id, categoryId })));
  if (spec.tagIds?.length)
    await db.insert(courseTags).values(spec.tagIds.map((tagId) => ({ courseId: course.id, tagId })));
  const lectureIds: string[] = [];
  let sectionId: string | null = null;
  if (spec.lectureMinutes?.length) {
    const [section] = await db
      .insert(sections)
      .values({ courseId: course.id, name: 'Giriş', orderNumber: 0 })
      .returning({ id: sections.id });
    if (!section) throw new Error('section not created');
    sectionId = section.id;
    const rows = await db
      .insert(lectures)
      .values(
        spec.lectureMinutes.map((minutes, i) => ({
          courseId: course.id,
          sectionId: section.id,
          name: `Ders ${i + 1}`,
          contentType: LectureContentType.Text,
          contentText: 'Ders metni',
          orderNumber: i,
          durationMinute: minutes,
        })),
      )
      .returning({ id: lectures.id });
    lectureIds.push(...rows.map((r) => r.id));
  }
  return { id: course.id, sectionId, lectureIds };
};

export const enrol = async (t: TestApp, userId: string, courseId: string) => {
  await t.app.deps.db.insert(enrolments).values({ userId, courseId });
};

export const putInBasket = async (t: TestApp, userId: string, courseId: string) => {
  const { db } = t.app.deps;
  let [basket] = await db
    .select({ id: baskets.id })
    .from(baskets)
    .where(and(eq(baskets.userId, userId), eq(baskets.status, 'open')));
  if (!basket) [basket] = await db.insert(baskets).values({ userId }).returning({ id: baskets.id });
  if (!basket) throw new Error('basket not created');
  await db.insert(basketItems).values({ basketId: basket.id, courseId });
};

export const completeLectures = async (
  t: TestApp,
  userId: string,
  courseId: string,
  lectureIds: string[],
) => {
  if (!lectureIds.length) return;
  await t.app.deps.db
    .insert(lectureProgress)
    .values(lectureIds.map((lectureId) => ({ userId, courseId, lectureId, completedAt: new Date() })));
};

export const getJson = async (t: TestApp, url: string, token?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: url.startsWith('/api') ? url : `${API}${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};

export const postJson = async (t: TestApp, url: string, payload: unknown, token?: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}${url}`,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.json() };
};
