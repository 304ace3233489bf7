import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { LectureContentType, PublishStatus, videoSecondsToMinutes } from '@kampus/contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { webmDurationProbe } from '../../modules/authoring/video-duration.ts';
import { courses, discountCodes, lectures, ratings } from '../schema/index.ts';
import { DEMO_PEOPLE } from './demo-catalogue.ts';
import { DEMO_VIDEO_PATH } from './demo-media.ts';
import { type DemoSeedResult, seedDemoData } from './demo-seed.ts';
import { demoAccountLines, runDemoSeed } from './run-demo-seed.ts';

let t: TestApp;
let first: DemoSeedResult;
const API = '/api/v1/web';

/**
 * Process warnings raised while the seed runs. node-postgres warns when a query is queued on a client that is
 * still busy, which is what queries started together inside one transaction do (the seed once created its
 * accounts that way). Each test file runs in its own process, so the once-per-process warning is seen here.
 */
const warnings: string[] = [];
const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);

beforeAll(async () => {
  process.on('warning', onWarning);
  t = await createTestApp();
  first = await seedDemoData({ ...t.app.deps, jobs: t.app.jobs });
});

afterAll(async () => {
  process.off('warning', onWarning);
  await t.close();
});

const login = async (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: `${API}/authentication/login`, payload: { username, password } });

const tokenOf = async (email: string) => {
  const person = DEMO_PEOPLE.find((p) => p.email === email);
  const res = await login(email, person?.password ?? '');
  return res.json().data.accessToken as string;
};

describe('demo seed', () => {
  it('runs the queries of its transaction one after another', () => {
    expect(warnings.filter((w) => w.includes('already executing a query'))).toEqual([]);
  });

  it('seeds at least 40 published courses that the catalogue lists', async () => {
    expect(first).toMatchObject({ isSeeded: true });
    if (!first.isSeeded) return;
    expect(first.publishedCourses).toBeGreaterThanOrEqual(40);
    const page = (await t.app.inject({ method: 'GET', url: `${API}/courses/paginated?pageSize=50` })).json()
      .data;
    expect(page.totalItemCount).toBe(first.publishedCourses);
    const { db } = t.app.deps;
    const [drafts] = await db
      .select({ n: count() })
      .from(courses)
      .where(eq(courses.publishStatus, PublishStatus.Draft));
    expect(Number(drafts?.n)).toBeGreaterThan(0);
  });

  it('covers at least eight categories, every level, free, paid and discounted courses', async () => {
    const cats = (await t.app.inject({ method: 'GET', url: `${API}/categories/filter-options` })).json().data;
    expect(cats.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining([
        'Web Geliştirme',
        'Mobil',
        'Veri Bilimi',
        'Yapay Zekâ',
        'DevOps',
        'Siber Güvenlik',
      ]),
    );
    expect(cats.length).toBeGreaterThanOrEqual(8);
    for (const c of cats) {
      const n = (
        await t.app.inject({ method: 'GET', url: `${API}/courses/paginated?categories=${c.id}` })
      ).json().data.totalItemCount;
      expect(n, c.name).toBeGreaterThan(0);
    }
    const items = (await t.app.inject({ method: 'GET', url: `${API}/courses/paginated?pageSize=50` })).json()
      .data.items as Array<{
      level: number;
      price: number;
      discountedPrice: number;
      priceText: string;
      image: string;
    }>;
    expect(new Set(items.map((i) => i.level))).toEqual(new Set([0, 1, 2]));
    expect(items.some((i) => i.priceText === 'Ücretsiz')).toBe(true);
    expect(items.some((i) => i.price > 0 && i.discountedPrice === 0)).toBe(true);
    expect(items.some((i) => i.discountedPrice > 0 && i.discountedPrice < i.price)).toBe(true);
    const tags = (await t.app.inject({ method: 'GET', url: `${API}/tags/filter-options` })).json().data;
    expect(tags.map((tag: { name: string }) => tag.name)).toEqual(
      expect.arrayContaining(['JavaScript', 'React', 'Node.js', 'Python', 'TypeScript', 'Docker']),
    );
  });

  it('gives every course a cover image that is served', async () => {
    const items = (await t.app.inject({ method: 'GET', url: `${API}/courses/paginated?pageSize=50` })).json()
      .data.items as Array<{ image: string | null }>;
    expect(items.every((i) => i.image?.startsWith('/api/v1/web/media/covers/'))).toBe(true);
    const cover = await t.app.inject({ method: 'GET', url: items[0]?.image ?? '' });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/jpeg');
    expect(cover.rawPayload.subarray(0, 3).toString('hex')).toBe('ffd8ff');
  });

  it('gives courses sections with lectures of every content type and their stored media', async () => {
    const { db, storage } = t.app.deps;
    const rows = await db.select().from(lectures);
    expect(new Set(rows.map((l) => l.contentType))).toEqual(
      new Set([
        LectureContentType.Video,
        LectureContentType.Text,
        LectureContentType.Html,
        LectureContentType.Quiz,
      ]),
    );
    for (const l of rows) {
      expect(l.durationMinute).toBeGreaterThan(0);
      if (l.contentType === LectureContentType.Video || l.contentType === LectureContentType.Html) {
        expect(l.contentKey).toBeTruthy();
        expect(await storage.stat(l.contentKey as string)).not.toBeNull();
      }
      if (l.contentType === LectureContentType.Text) expect(l.contentText?.length).toBeGreaterThan(100);
      if (l.contentType === LectureContentType.Quiz) {
        expect(l.quiz?.questions.length).toBeGreaterThanOrEqual(3);
        for (const q of l.quiz?.questions ?? []) {
          expect(q.options).toHaveLength(4);
          expect(q.correctAnswer).toBeGreaterThanOrEqual(0);
          expect(q.correctAnswer).toBeLessThanOrEqual(3);
        }
      }
    }
    // Each lecture owns its file, so replacing one lecture's video never touches another's.
    const keys = rows.map((l) => l.contentKey).filter(Boolean);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every video lecture the length of its video file, not a made-up one', async () => {
    // Read the way an upload is read: the demo video is a few seconds long, so a lecture of it lasts 1 minute.
    const probe = webmDurationProbe();
    await probe.push(await readFile(DEMO_VIDEO_PATH));
    const seconds = await probe.seconds();
    expect(seconds).toBeGreaterThan(5);
    expect(seconds).toBeLessThan(30);
    const minutes = videoSecondsToMinutes(seconds as number);
    expect(minutes).toBe(1);
    const videos = await t.app.deps.db
      .select({ durationMinute: lectures.durationMinute })
      .from(lectures)
      .where(eq(lectures.contentType, LectureContentType.Video));
    expect(videos.length).toBeGreaterThan(0);
    expect(new Set(videos.map((v) => v.durationMinute))).toEqual(new Set([minutes]));
  });

  it('lets the three demo accounts sign in with the printed passwords', async () => {
    for (const [email, password] of [
      ['admin@kampus.dev', 'Admin123!'],
      ['egitmen@kampus.dev', 'Egitmen123!'],
      ['ogrenci@kampus.dev', 'Ogrenci123!'],
    ] as const) {
      const res = await login(email, password);
      expect(res.statusCode, email).toBe(200);
      const info = await t.app.inject({
        method: 'GET',
        url: `${API}/users/information`,
        headers: { authorization: `Bearer ${res.json().data.accessToken}` },
      });
      expect(info.json().data.roles).toEqual([
        { 'admin@kampus.dev': 'Admin', 'egitmen@kampus.dev': 'Lecturer', 'ogrenci@kampus.dev': 'Student' }[
          email
        ],
      ]);
    }
    const lines = demoAccountLines().join('\n');
    expect(lines).toContain('admin@kampus.dev');
    expect(lines).toContain('Egitmen123!');
    expect(lines).toContain('ogrenci@kampus.dev');
  });

  it('enrols the demo student in a few courses with some progress', async () => {
    const token = await tokenOf('ogrenci@kampus.dev');
    const mine = (
      await t.app.inject({
        method: 'GET',
        url: `${API}/courses/my-courses`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().data as Array<{ progressPercent: number }>;
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect(mine.some((c) => c.progressPercent > 0)).toBe(true);
    const home = (
      await t.app.inject({
        method: 'GET',
        url: `${API}/homepages/user`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().data;
    expect(home.stats.enrolledCourses).toBe(mine.length);
    expect(home.inProgressCourses.length).toBeGreaterThan(0);
    expect(home.recommendedCourses).toHaveLength(6);
    expect(home.popularCategories.length).toBeGreaterThan(0);
    // Each completed lesson earned its points, so 'Puanlarım' and the home page agree.
    const points = (
      await t.app.inject({
        method: 'GET',
        url: `${API}/students/points`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().data as { total: number; items: unknown[] };
    expect(points.total).toBeGreaterThan(0);
    expect(points.total).toBe(home.stats.points);
    expect(points.items.length).toBe(points.total / 10);
  });

  it('stores ratings with Turkish comments and keeps each course’s average equal to its ratings', async () => {
    const { db } = t.app.deps;
    const rows = await db.execute(sql`
      SELECT c.rating_average::float8 AS stored, c.rating_count AS n,
        (SELECT round(avg(r.rating), 2)::float8 FROM ratings r WHERE r.course_id = c.id) AS actual,
        (SELECT count(*)::int FROM ratings r WHERE r.course_id = c.id) AS actual_n
      FROM courses c`);
    for (const r of (
      rows as unknown as { rows: { stored: number; n: number; actual: number | null; actual_n: number }[] }
    ).rows) {
      expect(r.n).toBe(r.actual_n);
      expect(r.stored).toBe(r.actual ?? 0);
    }
    const [all] = await db.select({ n: count() }).from(ratings);
    expect(Number(all?.n)).toBeGreaterThanOrEqual(20);
    // Every rater owns what they rated, as the ratings rule requires.
    const orphan = await db.execute(
      sql`SELECT 1 FROM ratings r WHERE NOT EXISTS (SELECT 1 FROM enrolments e WHERE e.user_id = r.user_id AND e.course_id = r.course_id)`,
    );
    expect((orphan as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('creates the demo discount codes, valid for a year', async () => {
    const codes = await t.app.deps.db.select().from(discountCodes);
    const byCode = Object.fromEntries(codes.map((c) => [c.code, c]));
    expect(byCode.REACT50).toMatchObject({ type: 0, valueHundredths: 5000, isBasketDiscount: false });
    expect(byCode.REACT50?.courseId).toBeTruthy();
    expect(byCode.HOSGELDIN20).toMatchObject({
      type: 0,
      valueHundredths: 2000,
      isBasketDiscount: true,
      courseId: null,
    });
    expect(byCode.BEDAVA100).toMatchObject({ type: 3, isBasketDiscount: true });
    for (const c of codes) {
      expect(c.startDate.getTime()).toBeLessThanOrEqual(Date.now());
      expect(c.endDate.getTime() - Date.now()).toBeGreaterThan(360 * 86_400_000);
    }
  });

  it('lets the demo student use the demo codes: a lecturer code on its course, then a free basket and checkout', async () => {
    const token = await tokenOf('ogrenci@kampus.dev');
    const call = (url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `${API}${url}`,
        payload,
        headers: { authorization: `Bearer ${token}` },
      });
    const [pandas] = await t.app.deps.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.name, 'Pandas ile Veri Analizi'));
    const added = await call('/baskets/add-item', { courseId: pandas?.id, basketId: null });
    expect(added.statusCode).toBe(200);
    const basket = added.json().data;
    const item = await call('/baskets/apply-discount-code-to-basket-item', {
      basketItemId: basket.items[0].id,
      discountCode: 'PYTHON30',
    });
    expect(item.statusCode).toBe(200);
    expect(item.json().data.totalDiscountedPrice).toBe(454.93);
    const free = await call('/baskets/apply-discount-code', {
      basketId: basket.id,
      discountCode: 'BEDAVA100',
    });
    expect(free.statusCode).toBe(200);
    expect(free.json().data.totalDiscountedPrice).toBe(0);
    const order = await call('/orders/free', { basketId: basket.id });
    expect(order.statusCode).toBe(200);
    const mine = await t.app.inject({
      method: 'GET',
      url: `${API}/courses/my-courses`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(mine.json().data.map((c: { id: string }) => c.id)).toContain(pandas?.id);
  });

  it('seeds nothing on a second start', async () => {
    const { db } = t.app.deps;
    const [before] = await db.select({ n: count() }).from(courses);
    expect(await seedDemoData({ ...t.app.deps, jobs: t.app.jobs })).toEqual({ isSeeded: false });
    const [after] = await db.select({ n: count() }).from(courses);
    expect(after?.n).toBe(before?.n);
  });

  it('queues no transcodes of the demo videos when SEED_DEMO_TRANSCODES is off', async () => {
    const other = await createTestApp();
    try {
      await seedDemoData({ ...other.app.deps, jobs: other.app.jobs, transcodeDemoVideos: false });
      const rows = await other.app.deps.db.execute(
        sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'video.transcode'`,
      );
      expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);
      const [videos] = await other.app.deps.db
        .select({ n: count() })
        .from(lectures)
        .where(eq(lectures.contentType, LectureContentType.Video));
      expect(Number(videos?.n)).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });

  it('prints the demo accounts at a later start and seeds nothing when SEED_DEMO is off', async () => {
    const log = { info: vi.fn() };
    const printed: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
    try {
      await runDemoSeed(
        { ...t.app.deps, jobs: t.app.jobs, config: { ...t.app.deps.config, seedDemo: false } },
        log,
      );
      expect(printed).toEqual([]);
      await runDemoSeed(
        { ...t.app.deps, jobs: t.app.jobs, config: { ...t.app.deps.config, seedDemo: true } },
        log,
      );
      expect(printed.join('\n')).toContain('ogrenci@kampus.dev');
      expect(log.info).toHaveBeenCalledWith(
        expect.objectContaining({ accounts: expect.any(Array) }),
        'demo accounts',
      );
    } finally {
      spy.mockRestore();
    }
  });
});

describe('demo assets', () => {
  const assets = path.join(import.meta.dirname, 'assets');
  it('keeps every committed cover under 40 KB and the video under 500 KB', async () => {
    const covers = await readdir(path.join(assets, 'covers'));
    expect(covers.length).toBeGreaterThanOrEqual(12);
    for (const file of covers)
      expect((await stat(path.join(assets, 'covers', file))).size, file).toBeLessThanOrEqual(40 * 1024);
    for (const file of await readdir(path.join(assets, 'video')))
      expect((await stat(path.join(assets, 'video', file))).size, file).toBeLessThanOrEqual(500 * 1024);
  });
});
