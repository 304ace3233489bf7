import { formatMoney, type HomeData, kurusToLira, PublishStatus, progressPercent } from '@kampus/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/sql.ts';
import { coverImageUrl, readCatalogueVersion } from '../catalogue/index.ts';
import { enrolledCourseCountSql, enrolmentRows, isEnrolledSql } from '../enrolments/index.ts';
import { pointsTotalSql } from '../points/index.ts';

const RECOMMENDED_COUNT = 6;
const POPULAR_CATEGORY_COUNT = 6;
const IN_PROGRESS_LIMIT = 20;
const COMPLETED_LIMIT = 6;
/** How long the popular categories may lag behind new enrolments. */
const POPULAR_TTL_MS = 60_000;
const trCollator = new Intl.Collator('tr');

type EnrolledRow = {
  id: string;
  name: string;
  cover_image_key: string | null;
  total: number;
  completed: number;
  is_started: boolean;
  certificate_code: string | null;
};

type RecommendedRow = {
  id: string;
  name: string;
  description: string;
  list_price_kurus: number;
  cover_image_key: string | null;
  rating: number;
  rating_count: number;
  lecturer_name: string;
};

type CategoryCountRow = { id: string; name: string; enrolments: number };

/** Day number since the epoch: the selected course changes once a day, not on every visit. */
const dayNumber = (now: Date) => Math.floor(now.getTime() / 86_400_000);

type PopularCategory = { id: string; name: string };

export type HomeServiceOptions = {
  /** Lifetime of the cached popular categories (default 60 s). */
  popularTtlMs?: number;
  /** The clock of that lifetime (tests move it on). */
  now?: () => number;
};

/**
 * The student home page. Popular categories are the same for everyone: they are kept
 * until the catalogue changes (a category may lose its last published course) or for a minute, whichever comes
 * first. They move with enrolments too, but enrolments do not bump the catalogue version (that would empty every
 * catalogue cache on each sale), so a minute is how far they may lag behind sales. Everything else is the
 * user's own rows, read fresh.
 */
export const createHomeService = (db: Database, options: HomeServiceOptions = {}) => {
  const ttlMs = options.popularTtlMs ?? POPULAR_TTL_MS;
  const clock = options.now ?? Date.now;
  let cached: { version: number; expiresAt: number; top: PopularCategory[] } | undefined;

  const popularCategories = async (): Promise<PopularCategory[]> => {
    const version = await readCatalogueVersion(db);
    if (cached && cached.version === version && clock() < cached.expiresAt) return cached.top;
    const computedAt = clock();
    // Categories that have published courses, by how many enrolments those courses have.
    const rows = await queryRows<CategoryCountRow>(
      db,
      sql`
        SELECT cat.id, cat.title AS name, count(e.id)::int AS enrolments
        FROM categories cat
        JOIN course_categories cc ON cc.category_id = cat.id
        JOIN courses c ON c.id = cc.course_id AND c.publish_status = ${PublishStatus.Published}
        LEFT JOIN ${enrolmentRows} e ON e.course_id = c.id
        GROUP BY cat.id, cat.title`,
    );
    const top = rows
      .sort((a, b) => b.enrolments - a.enrolments || trCollator.compare(a.name, b.name))
      .slice(0, POPULAR_CATEGORY_COUNT)
      .map(({ id, name }) => ({ id, name }));
    // A newer version may have been stored meanwhile by a concurrent request; never replace it with an older one.
    if (!cached || cached.version <= version) cached = { version, expiresAt: computedAt + ttlMs, top };
    return top;
  };

  return {
    homeData: async (userId: string, now = new Date()): Promise<HomeData> => {
      const [counts] = await queryRows<{
        enrolled: number;
        bookmarks: number;
        certificates: number;
        points: number;
      }>(
        db,
        sql`
          SELECT
            ${enrolledCourseCountSql(userId)} AS enrolled,
            (SELECT count(*) FROM bookmarks WHERE user_id = ${userId})::int AS bookmarks,
            (SELECT count(*) FROM certificates WHERE user_id = ${userId})::int AS certificates,
            ${pointsTotalSql(userId)} AS points`,
      );
      const enrolled = await queryRows<EnrolledRow>(
        db,
        sql`
          SELECT c.id, c.name, c.cover_image_key,
            (SELECT count(*) FROM lectures l WHERE l.course_id = c.id)::int AS total,
            coalesce(p.completed, 0)::int AS completed,
            p.last_activity IS NOT NULL AS is_started,
            (SELECT ce.verification_code FROM certificates ce WHERE ce.user_id = ${userId} AND ce.course_id = c.id)
              AS certificate_code
          FROM ${enrolmentRows} e
          JOIN courses c ON c.id = e.course_id
          LEFT JOIN LATERAL (
            SELECT count(*) FILTER (WHERE lp.completed_at IS NOT NULL) AS completed, max(lp.updated_at) AS last_activity
            FROM lecture_progress lp WHERE lp.user_id = ${userId} AND lp.course_id = c.id
          ) p ON true
          WHERE e.user_id = ${userId}
          ORDER BY coalesce(p.last_activity, e.created_at) DESC, c.id`,
      );
      const isCompleted = (r: EnrolledRow) =>
        r.certificate_code !== null || (r.total > 0 && r.completed >= r.total);
      // A course bought but not opened yet is still one to continue: it is listed (the page offers 'Başla'),
      // placed by its purchase time among the others' latest activity, so a new buyer sees what they just bought.
      const inProgress = enrolled
        .filter((r) => !isCompleted(r))
        .slice(0, IN_PROGRESS_LIMIT)
        .map((r) => ({
          id: r.id,
          title: r.name,
          progress: progressPercent(r.completed, r.total),
          imageUrl: coverImageUrl(r.cover_image_key),
          started: r.completed > 0 || r.is_started,
        }));
      const completedCourses = enrolled
        .filter(isCompleted)
        .slice(0, COMPLETED_LIMIT)
        .map((r) => ({
          id: r.id,
          title: r.name,
          imageUrl: coverImageUrl(r.cover_image_key),
          certificateCode: r.certificate_code,
        }));

      // Best rated first, then the most rated; never a course the user owns or teaches.
      const recommended = await queryRows<RecommendedRow>(
        db,
        sql`
          SELECT c.id, c.name, c.description, c.list_price_kurus, c.cover_image_key,
            c.rating_average::float8 AS rating, c.rating_count, u.name || ' ' || u.surname AS lecturer_name
          FROM courses c JOIN users u ON u.id = c.lecturer_id
          WHERE c.publish_status = ${PublishStatus.Published}
            AND c.lecturer_id <> ${userId}
            AND NOT ${isEnrolledSql(userId, sql`c.id`)}
          ORDER BY c.rating_average DESC, c.rating_count DESC, c.created_at DESC, c.id
          LIMIT ${RECOMMENDED_COUNT + 1}`,
      );
      const candidates = recommended.map((r) => {
        const price = kurusToLira(r.list_price_kurus);
        return {
          id: r.id,
          title: r.name,
          description: r.description,
          price,
          priceText: formatMoney(price),
          imageUrl: coverImageUrl(r.cover_image_key),
          rating: Number(r.rating),
          ratingCount: r.rating_count,
          lecturerName: r.lecturer_name,
        };
      });
      // The featured course is one of the candidates, changing daily; it is not repeated among the recommendations.
      const featured = candidates.length ? candidates[dayNumber(now) % candidates.length] : undefined;
      const recommendedCourses = candidates.filter((r) => r !== featured).slice(0, RECOMMENDED_COUNT);

      return {
        stats: {
          enrolledCourses: counts?.enrolled ?? 0,
          bookmarks: counts?.bookmarks ?? 0,
          certificates: counts?.certificates ?? 0,
          points: counts?.points ?? 0,
          completedCourses: enrolled.filter(isCompleted).length,
        },
        inProgressCourses: inProgress,
        completedCourses,
        recommendedCourses,
        selectedCourse: featured
          ? {
              id: featured.id,
              title: featured.title,
              description: featured.description,
              priceText: featured.priceText,
              imageUrl: featured.imageUrl,
            }
          : null,
        popularCategories: await popularCategories(),
      };
    },
  };
};
