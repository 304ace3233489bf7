import {
  type AdminDiscountCodeCreate,
  type AdminDiscountCodeUpdate,
  courseValueLimitMessage,
  type DiscountType,
  discountValueToHundredths,
  kurusToLira,
  type LecturerDiscountCodeCreate,
  type LecturerDiscountCodeUpdate,
} from '@kampus/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { discountCodes } from '../../db/schema/discount-codes.ts';
import { appError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { canAuthor } from '../course-access/index.ts';
import { manageableCode } from './discount-codes.service.ts';

/* Creating, changing and deleting discount codes, each audited. Reading them is in discount-codes.service.ts. */

/** The course a lecturer code is for: it must exist and, unless the actor is an admin, be theirs. */
const codeCourse = async (db: Database, actor: CurrentUser, courseId: string) => {
  const [course] = await db
    .select({ id: courses.id, lecturerId: courses.lecturerId, priceKurus: courses.priceKurus })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  if (!course) throw appError('DISCOUNT_COURSE_NOT_FOUND');
  if (!canAuthor(actor, course)) throw appError('DISCOUNT_COURSE_NOT_YOURS');
  return course;
};

/** SubtractFromPrice and SetAsFinalPrice may not exceed the course's price: a field error. */
const checkValueAgainstCourse = (type: DiscountType, value: number, coursePriceKurus: number) => {
  const message = courseValueLimitMessage(type, value, kurusToLira(coursePriceKurus));
  if (message) throw appError('VALIDATION_FAILED', { fields: { discountValue: message } });
};

type CommonInput = {
  code: string;
  type: DiscountType;
  discountValue: number;
  startDate: string;
  endDate: string;
  applyOnDiscountedPrice: boolean;
  isReusable: boolean;
};

const columnsOf = (input: CommonInput) => ({
  code: input.code,
  type: input.type,
  valueHundredths: discountValueToHundredths(input.type, input.discountValue),
  startDate: new Date(input.startDate),
  endDate: new Date(input.endDate),
  applyOnDiscountedPrice: input.applyOnDiscountedPrice,
  isReusable: input.isReusable,
});

/** What an audit row says about a code: enough to see what changed hands, nothing personal. */
const auditDetails = (row: {
  code: string;
  type: number;
  valueHundredths: number;
  courseId: string | null;
}) => ({
  code: row.code,
  type: row.type,
  valueHundredths: row.valueHundredths,
  courseId: row.courseId,
});

/** Codes are unique; the unique index decides, so two people saving the same code at once get one 422. */
const mapDuplicate = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) === 'discount_codes_code_unique') throw appError('DISCOUNT_CODE_TAKEN');
    throw error;
  }
};

export const createLecturerCode = async (
  db: Database,
  actor: CurrentUser,
  input: LecturerDiscountCodeCreate,
): Promise<string> => {
  const course = await codeCourse(db, actor, input.courseId);
  checkValueAgainstCourse(input.type, input.discountValue, course.priceKurus);
  const values = { ...columnsOf(input), ownerId: actor.id, courseId: course.id, isBasketDiscount: false };
  return mapDuplicate(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(discountCodes).values(values).returning({ id: discountCodes.id });
      const id = row?.id as string;
      await audit(tx, actor.id, 'discount-code.create', 'discount-code', id, auditDetails(values));
      return id;
    }),
  );
};

export const updateLecturerCode = async (
  db: Database,
  actor: CurrentUser,
  input: LecturerDiscountCodeUpdate,
): Promise<string> => {
  const existing = await manageableCode(db, actor, input.id);
  if (existing.isBasketDiscount) throw appError('BASKET_CODE_ON_LECTURER_FORM');
  const course = await codeCourse(db, actor, input.courseId ?? (existing.courseId as string));
  checkValueAgainstCourse(input.type, input.discountValue, course.priceKurus);
  const values = { ...columnsOf(input), courseId: course.id };
  await mapDuplicate(() =>
    db.transaction(async (tx) => {
      await tx
        .update(discountCodes)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(discountCodes.id, existing.id));
      await audit(tx, actor.id, 'discount-code.update', 'discount-code', existing.id, {
        from: auditDetails(existing),
        to: auditDetails(values),
      });
    }),
  );
  return existing.id;
};

export const createAdminCode = async (
  db: Database,
  actor: CurrentUser,
  input: AdminDiscountCodeCreate,
): Promise<string> => {
  const values = { ...columnsOf(input), ownerId: actor.id, courseId: null, isBasketDiscount: true };
  return mapDuplicate(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(discountCodes).values(values).returning({ id: discountCodes.id });
      const id = row?.id as string;
      await audit(tx, actor.id, 'discount-code.create', 'discount-code', id, auditDetails(values));
      return id;
    }),
  );
};

export const updateAdminCode = async (
  db: Database,
  actor: CurrentUser,
  input: AdminDiscountCodeUpdate,
): Promise<string> => {
  const existing = await manageableCode(db, actor, input.id);
  if (!existing.isBasketDiscount) throw appError('COURSE_CODE_ON_ADMIN_FORM');
  const values = columnsOf(input);
  await mapDuplicate(() =>
    db.transaction(async (tx) => {
      await tx
        .update(discountCodes)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(discountCodes.id, existing.id));
      await audit(tx, actor.id, 'discount-code.update', 'discount-code', existing.id, {
        from: auditDetails(existing),
        to: auditDetails({ ...values, courseId: null }),
      });
    }),
  );
  return existing.id;
};

/**
 * Deletes a code the actor may manage (the admin list's delete dialog calls the lecturer endpoint, so both
 * routes share this). Baskets holding it lose it; orders keep the code text they were placed with.
 */
export const deleteDiscountCode = async (db: Database, actor: CurrentUser, id: string): Promise<void> => {
  const existing = await manageableCode(db, actor, id);
  await db.transaction(async (tx) => {
    await tx.delete(discountCodes).where(eq(discountCodes.id, existing.id));
    await audit(tx, actor.id, 'discount-code.delete', 'discount-code', existing.id, auditDetails(existing));
  });
};
