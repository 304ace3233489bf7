import {
  type CourseListItem,
  durationText,
  formatMoney,
  kurusToLira,
  progressPercent,
} from '@kampus/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { isEnrolledSql } from '../enrolments/index.ts';
import { seatsLeftOf, seatsLeftSql } from '../seats/index.ts';

/** Storage area of cover images; only keys in it are served publicly. */
export const COVER_AREA = 'covers';
const MEDIA_COVERS_PATH = '/api/v1/web/media/covers/';

/** The public URL of a stored cover image, or null when there is none (or it is not in the covers area). */
export const coverImageUrl = (key: string | null | undefined): string | null =>
  key?.startsWith(`${COVER_AREA}/`) ? MEDIA_COVERS_PATH + key.slice(COVER_AREA.length + 1) : null;

/** Columns the inner select of `courseCardsSql` must provide (as `p.*`). */
export const CARD_COLUMNS = sql.raw(
  'c.id, c.name, c.description, c.level, c.price_kurus, c.discounted_price_kurus, c.list_price_kurus, ' +
    'c.rating_average, c.rating_count, c.cover_image_key, c.lecturer_id, c.capacity',
);

export type CardRow = {
  id: string;
  name: string;
  description: string;
  level: number;
  price_kurus: number;
  discounted_price_kurus: number;
  list_price_kurus: number;
  rating: number;
  rating_count: number;
  cover_image_key: string | null;
  lecturer_name: string;
  duration_minute: number;
  total_lessons: number;
  is_purchased: boolean;
  is_in_basket: boolean;
  bookmark_id: string | null;
  completed_lessons: number;
  seats_left: number | null;
};

/**
 * Wraps a page of courses (`inner`, already filtered, ordered and limited, selecting `CARD_COLUMNS`) with what a
 * course card shows: lecturer name, duration and lesson count, and for a signed-in user whether they own it, have
 * it in their open basket and how far they are. Everything here runs for the page's rows only.
 */
export const courseCardsSql = (
  inner: SQL,
  userId: string | null,
  orderBy: SQL,
  extraColumns: SQL = sql``,
): SQL => {
  const perUser = userId
    ? sql`
      ${isEnrolledSql(userId, sql`p.id`)} AS is_purchased,
      EXISTS (
        SELECT 1 FROM basket_items bi JOIN baskets b ON b.id = bi.basket_id
        WHERE b.user_id = ${userId} AND b.status = 'open' AND bi.course_id = p.id
      ) AS is_in_basket,
      (SELECT bm.id FROM bookmarks bm WHERE bm.user_id = ${userId} AND bm.course_id = p.id) AS bookmark_id,
      (
        SELECT count(*) FROM lecture_progress lp
        WHERE lp.user_id = ${userId} AND lp.course_id = p.id AND lp.completed_at IS NOT NULL
      )::int AS completed_lessons`
    : sql`false AS is_purchased, false AS is_in_basket, NULL::uuid AS bookmark_id, 0 AS completed_lessons`;
  return sql`
    SELECT p.id, p.name, p.description, p.level::int AS level, p.price_kurus, p.discounted_price_kurus,
      p.list_price_kurus, p.rating_average::float8 AS rating, p.rating_count, p.cover_image_key,
      u.name || ' ' || u.surname AS lecturer_name,
      coalesce(ls.minutes, 0)::int AS duration_minute, coalesce(ls.lessons, 0)::int AS total_lessons,
      ${seatsLeftSql('p')} AS seats_left,
      ${perUser}${extraColumns}
    FROM (${inner}) p
    JOIN users u ON u.id = p.lecturer_id
    LEFT JOIN LATERAL (
      SELECT sum(l.duration_minute) AS minutes, count(*) AS lessons FROM lectures l WHERE l.course_id = p.id
    ) ls ON true
    ORDER BY ${orderBy}`;
};

/** The money fields every course view shares: lira numbers and the list price text. */
export const priceFields = (row: {
  price_kurus: number;
  discounted_price_kurus: number;
  list_price_kurus: number;
}) => ({
  price: kurusToLira(row.price_kurus),
  discountedPrice: kurusToLira(row.discounted_price_kurus),
  priceText: formatMoney(kurusToLira(row.list_price_kurus)),
});

export const toCourseListItem = (row: CardRow): CourseListItem => ({
  id: row.id,
  name: row.name,
  description: row.description,
  image: coverImageUrl(row.cover_image_key),
  level: row.level,
  durationMinute: row.duration_minute,
  durationText: durationText(row.duration_minute),
  totalLessons: row.total_lessons,
  ...priceFields(row),
  rating: Number(row.rating),
  ratingCount: row.rating_count,
  lecturerName: row.lecturer_name,
  progressPercent: row.is_purchased ? progressPercent(row.completed_lessons, row.total_lessons) : 0,
  isCoursePurchased: row.is_purchased,
  isInTheBasket: row.is_in_basket,
  bookmarkId: row.bookmark_id ?? null,
  seatsLeft: row.seats_left === null || row.seats_left === undefined ? null : Number(row.seats_left),
});

/**
 * Cached visitor pages keep `seatsLeft` of the moment they were read, but seats change with every sale, which does
 * not bump the catalogue version (README, "The catalogue version"). So the seats of the cards that have a limit are
 * read fresh for each answer (one statement for the page's limited courses; none when no card has a limit).
 */
export const withFreshSeats = async (
  db: Database | Tx,
  items: CourseListItem[],
): Promise<CourseListItem[]> => {
  const limited = items.filter((i) => i.seatsLeft !== null).map((i) => i.id);
  if (limited.length === 0) return items;
  const left = await seatsLeftOf(db, limited);
  return items.map((i) => (i.seatsLeft === null ? i : { ...i, seatsLeft: left.get(i.id) ?? i.seatsLeft }));
};
