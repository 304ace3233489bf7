import {
  type CourseContents,
  type CourseDeleteResult,
  type CourseForm,
  foldForSearch,
  formatMoney,
  kurusToLira,
  type LecturerCourse,
  type LecturerCoursesQuery,
  liraToKurus,
  listPrice,
  MeetingType,
  PublishStatus,
  publishTransitionProblem,
} from '@kampus/contract';
import { and, asc, count, desc, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import {
  courseCategories,
  courseCertificateFiles,
  courses,
  courseTags,
  lectures,
  sections,
} from '../../db/schema/catalogue.ts';
import { categories, tags } from '../../db/schema/categories-and-tags.ts';
import { orderItems } from '../../db/schema/orders.ts';
import { likeContains } from '../../db/sql.ts';
import { appError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { coverImageUrl } from '../catalogue/index.ts';
import { enrolmentCountSql, hasEnrolments } from '../enrolments/index.ts';
import { authoredCourse, bumpIfListed, type CourseRow } from './access.ts';
import { toEditorSection } from './editor-views.ts';
import { storedKeysOfLectures } from './lecture-files.service.ts';
import type { StoredUpload } from './upload-form.ts';

/** Files of a course form that this request stored. */
export type CourseUploads = { cover: StoredUpload | null; certificates: StoredUpload[] };

/** `GET /courses/lecturer-courses`: the caller's courses, newest first, by search text and status. */
export const listLecturerCourses = async (
  db: Database,
  user: CurrentUser,
  query: LecturerCoursesQuery,
): Promise<LecturerCourse[]> => {
  const conditions: SQL[] = [eq(courses.lecturerId, user.id)];
  // The stored search column folds case and Turkish letters the same way (catalogue README, "The course list query").
  if (query.search) conditions.push(like(courses.searchText, likeContains(foldForSearch(query.search))));
  if (query.status !== undefined) conditions.push(eq(courses.publishStatus, query.status));
  const rows = await db
    .select({
      course: courses,
      // Spelled out: inside a select list the column would render without its table and bind to `e`.
      purchasedCount: enrolmentCountSql(sql.raw('courses.id')),
    })
    .from(courses)
    .where(and(...conditions))
    .orderBy(desc(courses.createdAt), desc(courses.id));
  return rows.map(({ course, purchasedCount }) => {
    const url = coverImageUrl(course.coverImageKey);
    return {
      id: course.id,
      name: course.name,
      description: course.description,
      purchasedCount: Number(purchasedCount),
      publishStatus: course.publishStatus,
      createDate: course.createdAt.toISOString(),
      price: kurusToLira(course.priceKurus),
      discountedPrice: kurusToLira(course.discountedPriceKurus),
      priceText: formatMoney(kurusToLira(listPrice(course.priceKurus, course.discountedPriceKurus))),
      coverImageFile: url ? { name: course.coverImageName ?? 'kapak', url } : null,
    };
  });
};

/** The stored columns of a validated course form (skill level 1–3 is level 0–2; money in kuruş). */
const courseColumns = (form: CourseForm) => {
  const isOnsite = form.meetingType === MeetingType.Onsite;
  return {
    name: form.name,
    description: form.description,
    level: form.skillLevel - 1,
    priceKurus: liraToKurus(form.price),
    discountedPriceKurus: liraToKurus(form.discountedPrice),
    meetingType: form.meetingType,
    meetingStartDate: isOnsite && form.startDate ? new Date(form.startDate) : null,
    meetingEndDate: isOnsite && form.endDate ? new Date(form.endDate) : null,
    isCertified: form.isCertified,
    // Seats belong to onsite courses; a form without the field keeps the stored limit (modules/seats).
    ...(!isOnsite ? { capacity: null } : form.capacity !== undefined ? { capacity: form.capacity } : {}),
  };
};

/** Categories and tags must exist (they may have been deleted since the form was loaded): else 422. */
const checkLabels = async (tx: Tx, form: CourseForm) => {
  if (form.categoryIds.length) {
    const [row] = await tx
      .select({ n: count() })
      .from(categories)
      .where(inArray(categories.id, form.categoryIds));
    if (Number(row?.n) !== form.categoryIds.length) throw appError('UNKNOWN_CATEGORIES');
  }
  if (form.tagIds.length) {
    const [row] = await tx.select({ n: count() }).from(tags).where(inArray(tags.id, form.tagIds));
    if (Number(row?.n) !== form.tagIds.length) throw appError('UNKNOWN_TAGS');
  }
};

const insertLabels = async (tx: Tx, courseId: string, form: CourseForm) => {
  if (form.categoryIds.length)
    await tx
      .insert(courseCategories)
      .values(form.categoryIds.map((categoryId) => ({ courseId, categoryId })));
  if (form.tagIds.length)
    await tx.insert(courseTags).values(form.tagIds.map((tagId) => ({ courseId, tagId })));
};

const insertCertificates = async (tx: Tx, courseId: string, files: StoredUpload[]) => {
  if (files.length)
    await tx
      .insert(courseCertificateFiles)
      .values(files.map((f) => ({ courseId, fileKey: f.key, fileName: f.filename })));
};

/** `POST /courses`: a new Draft course of the caller → its id. */
export const createCourse = async (
  db: Database,
  user: CurrentUser,
  form: CourseForm,
  uploads: CourseUploads,
): Promise<string> =>
  db.transaction(async (tx) => {
    await checkLabels(tx, form);
    const [row] = await tx
      .insert(courses)
      .values({
        ...courseColumns(form),
        lecturerId: user.id,
        publishStatus: PublishStatus.Draft,
        coverImageKey: uploads.cover?.key ?? null,
        coverImageName: uploads.cover?.filename ?? null,
      })
      .returning({ id: courses.id });
    if (!row) throw new Error('course not created');
    await insertLabels(tx, row.id, form);
    if (form.isCertified) await insertCertificates(tx, row.id, uploads.certificates);
    return row.id;
  });

/** How many certificate files the course holds now (the update form may keep them). */
export const certificateCount = async (db: Database, courseId: string): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(courseCertificateFiles)
    .where(eq(courseCertificateFiles.courseId, courseId));
  return Number(row?.n ?? 0);
};

/**
 * `PUT /courses/{id}`: the create fields; a new cover replaces the old one, new certificates replace the old set,
 * and an uncertified course drops its certificates. Returns the storage keys that no longer belong to the course,
 * to be deleted once the change is committed.
 */
export const updateCourse = async (
  db: Database,
  user: CurrentUser,
  courseId: string,
  form: CourseForm,
  uploads: CourseUploads,
): Promise<{ replacedKeys: string[] }> =>
  db.transaction(async (tx) => {
    const course = await authoredCourse(tx, user, courseId, true);
    await checkLabels(tx, form);
    const replacedKeys: string[] = [];
    if (uploads.cover && course.coverImageKey) replacedKeys.push(course.coverImageKey);
    await tx
      .update(courses)
      .set({
        ...courseColumns(form),
        ...(uploads.cover
          ? { coverImageKey: uploads.cover.key, coverImageName: uploads.cover.filename }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(courses.id, course.id));
    await tx.delete(courseCategories).where(eq(courseCategories.courseId, course.id));
    await tx.delete(courseTags).where(eq(courseTags.courseId, course.id));
    await insertLabels(tx, course.id, form);
    if (!form.isCertified || uploads.certificates.length > 0) {
      const old = await tx
        .delete(courseCertificateFiles)
        .where(eq(courseCertificateFiles.courseId, course.id))
        .returning({ key: courseCertificateFiles.fileKey });
      replacedKeys.push(...old.map((r) => r.key));
      if (form.isCertified) await insertCertificates(tx, course.id, uploads.certificates);
    }
    await bumpIfListed(tx, course.publishStatus);
    return { replacedKeys };
  });

/** `PUT /courses/{id}/publish-status` with the transitions of `publishTransitionProblem` (module README). */
export const setPublishStatus = async (
  db: Database,
  user: CurrentUser,
  courseId: string,
  to: PublishStatus,
): Promise<void> =>
  db.transaction(async (tx) => {
    const course = await authoredCourse(tx, user, courseId, true);
    const [row] = await tx.select({ n: count() }).from(lectures).where(eq(lectures.courseId, course.id));
    const problem = publishTransitionProblem(course.publishStatus as PublishStatus, to, Number(row?.n ?? 0));
    if (problem) throw appError('PUBLISH_NOT_ALLOWED', { message: problem });
    await tx
      .update(courses)
      .set({ publishStatus: to, updatedAt: new Date() })
      .where(eq(courses.id, course.id));
    await bumpIfListed(tx, course.publishStatus, to);
    // Publishing and withdrawing decide what buyers see and can buy: kept in the audit log, like admin writes.
    await audit(tx, user.id, 'course.publish-status', 'course', course.id, {
      from: course.publishStatus,
      to,
      lecturerId: course.lecturerId,
    });
  });

/** Whether anyone bought the course: an enrolment, or an order line (pending or not) that points at it. */
const hasBuyers = async (tx: Tx, courseId: string): Promise<boolean> => {
  if (await hasEnrolments(tx, courseId)) return true;
  const [line] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.courseId, courseId))
    .limit(1);
  return Boolean(line);
};

/**
 * `DELETE /courses/{id}`: a course somebody bought is archived instead (buyers keep it, their orders keep their
 * lines); otherwise it goes with its sections, lectures and certificate rows. Returns the storage keys to delete
 * once committed.
 */
export const deleteCourse = async (
  db: Database,
  user: CurrentUser,
  courseId: string,
): Promise<CourseDeleteResult & { removedKeys: string[] }> =>
  db.transaction(async (tx) => {
    const course: CourseRow = await authoredCourse(tx, user, courseId, true);
    if (await hasBuyers(tx, course.id)) {
      if (course.publishStatus !== PublishStatus.Archived)
        await tx
          .update(courses)
          .set({ publishStatus: PublishStatus.Archived, updatedAt: new Date() })
          .where(eq(courses.id, course.id));
      await bumpIfListed(tx, course.publishStatus);
      await audit(tx, user.id, 'course.archive', 'course', course.id, {
        reason: 'has-buyers',
        from: course.publishStatus,
        name: course.name,
        lecturerId: course.lecturerId,
      });
      return { isArchived: true, removedKeys: [] };
    }
    // In turn, not together: a transaction's one connection runs one query at a time.
    const certificateRows = await tx
      .select({ key: courseCertificateFiles.fileKey })
      .from(courseCertificateFiles)
      .where(eq(courseCertificateFiles.courseId, course.id));
    const lectureKeys = await storedKeysOfLectures(tx, eq(lectures.courseId, course.id));
    await tx.delete(courses).where(eq(courses.id, course.id));
    await bumpIfListed(tx, course.publishStatus);
    await audit(tx, user.id, 'course.delete', 'course', course.id, {
      name: course.name,
      publishStatus: course.publishStatus,
      lecturerId: course.lecturerId,
    });
    const removedKeys = [course.coverImageKey, ...certificateRows.map((r) => r.key), ...lectureKeys];
    return { isArchived: false, removedKeys: removedKeys.filter((k): k is string => Boolean(k)) };
  });

/** `GET /courses/{id}/contents`: the editor's view, sections by order with their lectures by order. */
export const getCourseContents = async (
  db: Database,
  user: CurrentUser,
  courseId: string,
): Promise<CourseContents> => {
  const course = await authoredCourse(db, user, courseId);
  const [sectionRows, lectureRows] = await Promise.all([
    db
      .select()
      .from(sections)
      .where(eq(sections.courseId, course.id))
      .orderBy(asc(sections.orderNumber), asc(sections.createdAt)),
    db
      .select()
      .from(lectures)
      .where(eq(lectures.courseId, course.id))
      .orderBy(asc(lectures.orderNumber), asc(lectures.createdAt)),
  ]);
  return {
    id: course.id,
    title: course.name,
    description: course.description,
    publishStatus: course.publishStatus,
    sections: sectionRows.map((s) =>
      toEditorSection(
        s,
        lectureRows.filter((l) => l.sectionId === s.id),
      ),
    ),
  };
};
