import {
  type DiscountCode,
  type DiscountCodesQuery,
  foldForSearch,
  hundredthsToDiscountValue,
  isDiscountCodeActive,
  kurusToLira,
  type Paged,
  type PickerCourse,
  SEARCH_FOLD_FROM,
  SEARCH_FOLD_TO,
} from '@kampus/contract';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { discountCodes } from '../../db/schema/discount-codes.ts';
import { likeContains } from '../../db/sql.ts';
import { appError } from '../../lib/app-error.ts';
import { type CurrentUser, isAdmin } from '../../plugins/auth.ts';
import { canAuthor, canAuthorSql } from '../course-access/index.ts';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

const foldedName = sql`lower(translate(${courses.name}, ${SEARCH_FOLD_FROM}, ${SEARCH_FOLD_TO}))`;

const listColumns = {
  id: discountCodes.id,
  code: discountCodes.code,
  courseId: discountCodes.courseId,
  courseName: courses.name,
  type: discountCodes.type,
  valueHundredths: discountCodes.valueHundredths,
  startDate: discountCodes.startDate,
  endDate: discountCodes.endDate,
  isBasketDiscount: discountCodes.isBasketDiscount,
  applyOnDiscountedPrice: discountCodes.applyOnDiscountedPrice,
  isReusable: discountCodes.isReusable,
};
type ListRow = {
  id: string;
  code: string;
  courseId: string | null;
  courseName: string | null;
  type: number;
  valueHundredths: number;
  startDate: Date;
  endDate: Date;
  isBasketDiscount: boolean;
  applyOnDiscountedPrice: boolean;
  isReusable: boolean;
};

const toWire = (row: ListRow, now: Date): DiscountCode => ({
  id: row.id,
  code: row.code,
  courseId: row.courseId,
  courseName: row.courseName,
  type: row.type,
  discountValue: hundredthsToDiscountValue(row.valueHundredths),
  startDate: row.startDate.toISOString(),
  endDate: row.endDate.toISOString(),
  isBasketDiscount: row.isBasketDiscount,
  applyOnDiscountedPrice: row.applyOnDiscountedPrice,
  isReusable: row.isReusable,
  isActive: isDiscountCodeActive(row.endDate, now),
});

/**
 * Which codes a list shows: the lecturer list holds course codes (a lecturer's own courses only; an admin sees
 * every course code), the admin list holds basket-wide codes.
 */
const scopeFilter = (actor: CurrentUser, scope: 'lecturer' | 'admin'): SQL | undefined =>
  scope === 'admin'
    ? eq(discountCodes.isBasketDiscount, true)
    : and(eq(discountCodes.isBasketDiscount, false), canAuthorSql(actor, 'courses'));

const searchFilter = (search: string | undefined): SQL | undefined => {
  const term = search?.trim();
  if (!term) return undefined;
  // Codes are plain A–Z and 0–9, so the term is upper-cased the plain way; course names fold the Turkish way.
  return or(
    sql`${discountCodes.code} LIKE ${likeContains(term.toUpperCase())}`,
    sql`${foldedName} LIKE ${likeContains(foldForSearch(term))}`,
  );
};

const orderColumns = {
  Code: discountCodes.code,
  StartDate: discountCodes.startDate,
  EndDate: discountCodes.endDate,
  CreatedAt: discountCodes.createdAt,
} as const;

/** One page of codes (page size 10, ordered by Code ascending by default). */
export const listDiscountCodes = async (
  db: Database,
  actor: CurrentUser,
  scope: 'lecturer' | 'admin',
  query: DiscountCodesQuery,
): Promise<Paged<DiscountCode>> => {
  const where = and(scopeFilter(actor, scope), searchFilter(query.search));
  const column = orderColumns[query.orderBy];
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(discountCodes)
      .leftJoin(courses, eq(courses.id, discountCodes.courseId))
      .where(where)
      .orderBy(query.desc ? desc(column) : asc(column), asc(discountCodes.id))
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(discountCodes)
      .leftJoin(courses, eq(courses.id, discountCodes.courseId))
      .where(where),
  ]);
  const totalItemCount = total?.n ?? 0;
  const totalPageCount = Math.ceil(totalItemCount / query.pageSize);
  const now = new Date();
  return {
    items: rows.map((r) => toWire(r, now)),
    currentPage: query.pageNumber,
    totalPageCount,
    totalItemCount,
    hasNextPage: query.pageNumber < totalPageCount,
  };
};

/** Every code of a list, unpaged (GET /lecturer/discount-codes, GET /admin/discount-codes), ordered by code. */
export const allDiscountCodes = async (
  db: Database,
  actor: CurrentUser,
  scope: 'lecturer' | 'admin',
): Promise<DiscountCode[]> => {
  const rows = await db
    .select(listColumns)
    .from(discountCodes)
    .leftJoin(courses, eq(courses.id, discountCodes.courseId))
    .where(scopeFilter(actor, scope))
    .orderBy(asc(discountCodes.code));
  const now = new Date();
  return rows.map((r) => toWire(r, now));
};

/**
 * A code the actor may manage: an admin any code, a lecturer only the codes of their own courses. Anything else
 * reads as missing (404), so ids of other lecturers' codes reveal nothing.
 */
export const manageableCode = async (db: Database | Tx, actor: CurrentUser, id: string) => {
  const [row] = await db
    .select({ ...listColumns, lecturerId: courses.lecturerId })
    .from(discountCodes)
    .leftJoin(courses, eq(courses.id, discountCodes.courseId))
    .where(eq(discountCodes.id, id))
    .limit(1);
  if (!row) throw appError('DISCOUNT_CODE_NOT_FOUND');
  // A basket-wide code is the admin's; a course code is managed by whoever may author the course.
  const mayManage =
    isAdmin(actor) ||
    (!row.isBasketDiscount && row.lecturerId !== null && canAuthor(actor, { lecturerId: row.lecturerId }));
  if (!mayManage) throw appError('DISCOUNT_CODE_NOT_FOUND');
  return row;
};

export const getDiscountCode = async (db: Database, actor: CurrentUser, id: string): Promise<DiscountCode> =>
  toWire(await manageableCode(db, actor, id), new Date());

const collator = new Intl.Collator('tr');

/** The caller's own courses for the code form's picker, by name in Turkish order. */
export const lecturerCoursesForDiscountCode = async (
  db: Database,
  actor: CurrentUser,
): Promise<PickerCourse[]> => {
  const rows = await db
    .select({
      id: courses.id,
      name: courses.name,
      priceKurus: courses.priceKurus,
      discountedPriceKurus: courses.discountedPriceKurus,
    })
    .from(courses)
    .where(eq(courses.lecturerId, actor.id));
  return rows
    .map((r) => ({
      id: r.id,
      name: r.name,
      price: kurusToLira(r.priceKurus),
      discountedPrice: kurusToLira(r.discountedPriceKurus),
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
};

/** A code by its exact text, as the basket looks it up. */
export const findDiscountCodeByCode = async (
  db: Database | Tx,
  code: string,
): Promise<DiscountCodeRow | null> => {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
  return row ?? null;
};
