import { foldForSearch, OrderStatus, PaymentType, PublishStatus, type Role } from '@kampus/contract';
import { count, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app.ts';
import { bumpCatalogueVersion } from '../../modules/catalogue/catalogue-version.ts';
import { newOrderNumber } from '../../modules/orders/checkout.service.ts';
import { createUser, findByEmail, setRoles } from '../../modules/users/users.service.ts';
import type { Tx } from '../client.ts';
import {
  basketItems,
  baskets,
  categories,
  courseCategories,
  courses,
  courseTags,
  discountCodes,
  enrolments,
  lectureProgress,
  lectures,
  orderItems,
  orders,
  ratings,
  sections,
  tags,
} from '../schema/index.ts';
import {
  DEMO_CATEGORIES,
  DEMO_COURSES,
  DEMO_DISCOUNT_CODES,
  DEMO_PEOPLE,
  DEMO_RATINGS,
  DEMO_STUDENT_PROGRESS,
  DEMO_TAGS,
  type DemoCourse,
} from './demo-catalogue.ts';
import { outlineOf, storeMedia } from './demo-media.ts';
import { DEMO_TRANSCODED_COURSES, type DemoTranscodeDeps, queueDemoTranscodes } from './demo-transcodes.ts';

const DAY_MS = 86_400_000;
/** Serialises concurrent first starts on one PostgreSQL database (several instances): one of them seeds. */
const SEED_LOCK_ID = 7_202_611;

/** `jobs` queues the transcodes of the demo's videos (demo-transcodes.ts) in the seed's transaction. */
export type SeedDeps = Pick<AppDeps, 'db' | 'secrets' | 'storage'> & DemoTranscodeDeps;

export type DemoSeedResult =
  | { isSeeded: false }
  | { isSeeded: true; courses: number; publishedCourses: number; lectures: number; users: number };

const lira = (value: number) => Math.round(value * 100);
const listPriceKurus = (c: DemoCourse) => lira(c.discountedPrice > 0 ? c.discountedPrice : c.price);

/** A made-up but well-formed 11-digit identification number for demo account `n`. */
const demoIdNumber = (n: number) => `${10_000_000_000 + n * 7_919_371}`.slice(0, 11);

/**
 * The demo accounts: created with the users service, or taken over when such an account already exists. One
 * after another: a transaction is one connection, which runs one query at a time (node-postgres deprecates
 * queueing more, and PGlite would only queue them).
 */
const ensurePeople = async (tx: Tx, deps: SeedDeps) => {
  const ids = new Map<string, string>();
  for (const [n, p] of DEMO_PEOPLE.entries()) {
    const existing = await findByEmail(tx, p.email);
    if (existing) {
      const missing = p.roles.filter((r) => !existing.roles.includes(r));
      if (missing.length) await setRoles(tx, existing.id, [...(existing.roles as Role[]), ...missing]);
      ids.set(p.key, existing.id);
      continue;
    }
    const id = await createUser(tx, deps.secrets, {
      name: p.name,
      surname: p.surname,
      email: p.email,
      identificationNumber: demoIdNumber(n * 2 + 1),
      parentName: 'Veli',
      parentSurname: p.surname,
      parentIdentificationNumber: demoIdNumber(n * 2 + 2),
      fullAddress: 'Kampüs Eğitim Merkezi, Moda Caddesi No: 12, Kadıköy, İstanbul',
      password: p.password,
      roles: p.roles,
    });
    ids.set(p.key, id);
  }
  return (key: string) => {
    const id = ids.get(key);
    if (!id) throw new Error(`demo person ${key} missing`);
    return id;
  };
};

/** Categories and tags by title; existing ones (same title in any letter case) are reused. */
const ensureLabels = async (tx: Tx) => {
  await tx.insert(categories).values(Object.values(DEMO_CATEGORIES)).onConflictDoNothing();
  await tx
    .insert(tags)
    .values(DEMO_TAGS.map((title) => ({ title })))
    .onConflictDoNothing();
  const byFold = (rows: { id: string; title: string }[]) =>
    new Map(rows.map((r) => [foldForSearch(r.title), r.id]));
  const cats = byFold(await tx.select({ id: categories.id, title: categories.title }).from(categories));
  const tagIds = byFold(await tx.select({ id: tags.id, title: tags.title }).from(tags));
  return {
    // Every key a course names was checked against the categories when the data was read.
    category: (key: string) => cats.get(foldForSearch(DEMO_CATEGORIES[key]?.title ?? '')) as string,
    tag: (title: string) => tagIds.get(foldForSearch(title)) as string,
  };
};

/**
 * On a database without courses, writes the demo catalogue in one transaction: accounts, categories, tags,
 * 40+ published courses (plus drafts and an archived one) with sections and lectures of every content type and
 * their media, enrolments through completed orders, progress, ratings and discount codes. Does nothing when any
 * course exists, so a second start (or a second instance) seeds nothing.
 */
export const seedDemoData = async (deps: SeedDeps, now: Date = new Date()): Promise<DemoSeedResult> => {
  const { db, storage } = deps;
  const [existing] = await db.select({ n: count() }).from(courses);
  if (Number(existing?.n ?? 0) > 0) return { isSeeded: false };

  // Files first: they are outside the transaction, and copying them is what takes the longest.
  const media = await storeMedia(storage);
  const covers = await Promise.all(DEMO_COURSES.map((c) => media.cover(c)));
  const outlines = await Promise.all(DEMO_COURSES.map((c, i) => outlineOf(c, i, media)));
  await Promise.all(media.originals.map((key) => storage.delete(key)));
  const discardCopies = () => Promise.all(media.copies.map((key) => storage.delete(key)));

  const result = await db
    .transaction(async (tx): Promise<DemoSeedResult> => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
      const [again] = await tx.select({ n: count() }).from(courses);
      if (Number(again?.n ?? 0) > 0) return { isSeeded: false };

      const person = await ensurePeople(tx, deps);
      const label = await ensureLabels(tx);

      // Newest first in the catalogue's default order: course i was published i × 2 days (and a few hours) ago.
      const courseRows = await tx
        .insert(courses)
        .values(
          DEMO_COURSES.map((c, i) => {
            const createdAt = new Date(now.getTime() - i * 2 * DAY_MS - (i % 5) * 3_600_000);
            return {
              lecturerId: person(c.lecturer),
              name: c.name,
              description: c.description,
              level: c.level,
              priceKurus: lira(c.price),
              discountedPriceKurus: lira(c.discountedPrice),
              publishStatus: c.status ?? PublishStatus.Published,
              isCertified: c.isCertified ?? false,
              coverImageKey: covers[i],
              coverImageName: `${c.cover}.jpg`,
              createdAt,
              updatedAt: createdAt,
            };
          }),
        )
        .returning({ id: courses.id });
      const courseId = new Map(DEMO_COURSES.map((c, i) => [c.key, courseRows[i]?.id as string]));
      const idOf = (key: string) => courseId.get(key) as string;

      await tx
        .insert(courseCategories)
        .values(
          DEMO_COURSES.flatMap((c) =>
            c.categories.map((k) => ({ courseId: idOf(c.key), categoryId: label.category(k) })),
          ),
        );
      const tagLinks = DEMO_COURSES.flatMap((c) =>
        c.tags.map((t) => ({ courseId: idOf(c.key), tagId: label.tag(t) })),
      );
      if (tagLinks.length) await tx.insert(courseTags).values(tagLinks);

      const sectionRows = await tx
        .insert(sections)
        .values(
          DEMO_COURSES.flatMap((c, i) =>
            (outlines[i] ?? []).map((s, order) => ({
              courseId: idOf(c.key),
              name: s.name,
              orderNumber: order,
            })),
          ),
        )
        .returning({ id: sections.id, courseId: sections.courseId, orderNumber: sections.orderNumber });
      const sectionId = new Map(sectionRows.map((s) => [`${s.courseId}:${s.orderNumber}`, s.id]));
      const lectureRows = await tx
        .insert(lectures)
        .values(
          DEMO_COURSES.flatMap((c, i) =>
            (outlines[i] ?? []).flatMap((s, sOrder) =>
              s.lectures.map((l, lOrder) => ({
                ...l,
                courseId: idOf(c.key),
                sectionId: sectionId.get(`${idOf(c.key)}:${sOrder}`) as string,
                orderNumber: lOrder,
              })),
            ),
          ),
        )
        .returning({ id: lectures.id, courseId: lectures.courseId });
      const lecturesOf = (key: string) =>
        lectureRows.filter((l) => l.courseId === idOf(key)).map((l) => l.id);

      // Enrolments come from completed orders, as they would in use: the demo student and every rater.
      const owned = new Map<string, Set<string>>();
      const own = (who: string, course: string) => {
        if (!owned.has(who)) owned.set(who, new Set());
        owned.get(who)?.add(course);
      };
      for (const p of DEMO_STUDENT_PROGRESS) own('ogrenci', p.course);
      for (const r of DEMO_RATINGS) own(r.by, r.course);
      const byKey = new Map(DEMO_COURSES.map((c) => [c.key, c]));
      let orderIndex = 0;
      for (const [who, courseKeys] of owned) {
        const userId = person(who);
        const lines = [...courseKeys].map((k) => byKey.get(k) as DemoCourse);
        const total = lines.reduce((sum, c) => sum + listPriceKurus(c), 0);
        const orderedAt = new Date(now.getTime() - (30 - orderIndex * 3) * DAY_MS);
        orderIndex += 1;
        const [basket] = await tx
          .insert(baskets)
          .values({ userId, status: 'ordered', createdAt: orderedAt, updatedAt: orderedAt })
          .returning({ id: baskets.id });
        if (!basket) throw new Error('demo basket not created');
        await tx
          .insert(basketItems)
          .values(lines.map((c) => ({ basketId: basket.id, courseId: idOf(c.key) })));
        const [order] = await tx
          .insert(orders)
          .values({
            orderNumber: newOrderNumber(orderedAt),
            userId,
            basketId: basket.id,
            status: OrderStatus.Completed,
            paymentType: total === 0 ? PaymentType.Free : PaymentType.BankTransfer,
            totalPriceKurus: total,
            totalDiscountedPriceKurus: total,
            createdAt: orderedAt,
            updatedAt: orderedAt,
          })
          .returning({ id: orders.id });
        if (!order) throw new Error('demo order not created');
        await tx.insert(orderItems).values(
          lines.map((c) => ({
            orderId: order.id,
            courseId: idOf(c.key),
            courseName: c.name,
            priceKurus: listPriceKurus(c),
            payablePriceKurus: listPriceKurus(c),
          })),
        );
        await tx
          .insert(enrolments)
          .values(
            lines.map((c) => ({ userId, courseId: idOf(c.key), orderId: order.id, createdAt: orderedAt })),
          );
      }

      const student = person('ogrenci');
      const progress = DEMO_STUDENT_PROGRESS.flatMap((p, i) => {
        const ids = lecturesOf(p.course);
        const at = (n: number) => new Date(now.getTime() - (i * 2 + 1) * DAY_MS + n * 600_000);
        const done = ids.slice(0, p.completedLectures).map((lectureId, n) => ({
          userId: student,
          courseId: idOf(p.course),
          lectureId,
          completedAt: at(n),
          updatedAt: at(n),
        }));
        const started =
          p.isStarted && ids[p.completedLectures]
            ? [
                {
                  userId: student,
                  courseId: idOf(p.course),
                  lectureId: ids[p.completedLectures] as string,
                  positionSeconds: 4,
                  updatedAt: at(p.completedLectures),
                },
              ]
            : [];
        return [...done, ...started];
      });
      if (progress.length) await tx.insert(lectureProgress).values(progress);
      // Each seeded completion earned its lecture's points, as a completion in the app does (modules/points).
      await tx.execute(sql`
        INSERT INTO points_ledger (user_id, lecture_id, course_id, points, earned_at)
        SELECT lp.user_id, lp.lecture_id, lp.course_id, l.reward_points, lp.completed_at
        FROM lecture_progress lp JOIN lectures l ON l.id = lp.lecture_id WHERE lp.completed_at IS NOT NULL`);

      await tx.insert(ratings).values(
        DEMO_RATINGS.map((r, i) => {
          const at = new Date(now.getTime() - (20 - (i % 20)) * DAY_MS + i * 60_000);
          return {
            courseId: idOf(r.course),
            userId: person(r.by),
            rating: r.rating,
            comment: r.comment,
            createdAt: at,
            updatedAt: at,
          };
        }),
      );
      await tx.execute(sql`
      UPDATE courses c SET rating_average = r.average, rating_count = r.n
      FROM (SELECT course_id, round(avg(rating), 2) AS average, count(*)::int AS n FROM ratings GROUP BY course_id) r
      WHERE r.course_id = c.id`);

      const yearLater = new Date(now.getTime() + 365 * DAY_MS);
      const yesterday = new Date(now.getTime() - DAY_MS);
      await tx.insert(discountCodes).values(
        DEMO_DISCOUNT_CODES.map((d) => ({
          code: d.code,
          ownerId: person(d.owner),
          courseId: d.course ? idOf(d.course) : null,
          isBasketDiscount: d.course === null,
          type: d.type,
          valueHundredths: Math.round(d.value * 100),
          startDate: yesterday,
          endDate: yearLater,
          applyOnDiscountedPrice: true,
          isReusable: d.isReusable,
        })),
      );
      await queueDemoTranscodes(tx, deps, DEMO_TRANSCODED_COURSES.map(idOf));
      await bumpCatalogueVersion(tx);

      return {
        isSeeded: true,
        courses: DEMO_COURSES.length,
        publishedCourses: DEMO_COURSES.filter(
          (c) => (c.status ?? PublishStatus.Published) === PublishStatus.Published,
        ).length,
        lectures: lectureRows.length,
        users: DEMO_PEOPLE.length,
      };
    })
    .catch(async (error: unknown) => {
      await discardCopies();
      throw error;
    });
  // Another instance seeded first: the files made for this attempt are not referenced by anything.
  if (!result.isSeeded) await discardCopies();
  return result;
};
