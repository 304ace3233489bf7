import '../common/zod-config.ts';
import { z } from 'zod';
import { classMessages } from '../classes/messages.ts';
import { MAX_CAPACITY } from '../classes/schemas.ts';
import { MeetingType, PublishStatus } from '../common/enums.ts';
import {
  always,
  formBoolean,
  formInt,
  formNumber,
  isBlank,
  money,
  optionalIsoDate,
  repeatedIds,
  requiredText,
  trimmed,
} from './form-fields.ts';
import { authoringMessages as m } from './messages.ts';
import { MAX_CERTIFICATE_FILES } from './rules.ts';

/**
 * Wire and form schemas of the lecturer area. The course and lecture
 * forms arrive as multipart fields (strings) or as JSON (numbers and booleans); the field helpers accept both, so the
 * web form and the server validate with the same schema and the same Turkish messages.
 */
// Course form (§5 "Course creation")

export const CourseMeetingTypeSchema = z.literal([MeetingType.Online, MeetingType.Onsite], {
  error: m.meetingType,
});

const courseFields = {
  name: requiredText(3, 100, m.courseName),
  description: requiredText(10, 1000, m.courseDescription),
  /** 1 Beginner, 2 Intermediate, 3 Advanced; stored as level − 1. */
  skillLevel: formInt(1, 3, m.skillLevel),
  categoryIds: repeatedIds(m.categoryIds),
  tagIds: repeatedIds(m.tagIds),
  isCertified: formBoolean(false),
  price: money(m.price),
  discountedPrice: money(m.discountedPrice),
  meetingType: formNumber(m.meetingType, MeetingType.Online).pipe(CourseMeetingTypeSchema),
  /** Onsite only; the seeds send `StartDate`/`EndDate` (multipart) or `meetingStartDate`/`meetingEndDate`. */
  startDate: optionalIsoDate(m.startInvalid),
  endDate: optionalIsoDate(m.endInvalid),
  /**
   * Seats of an onsite course (CONTRACT.md §16): blank or null is no limit; a form without the field keeps the
   * stored value. Online courses have none.
   */
  capacity: z.preprocess((v) => {
    if (v === undefined) return undefined;
    if (isBlank(v)) return null;
    if (typeof v === 'string' && /^\s*\d+\s*$/.test(v)) return Number(v.trim());
    return v;
  }, z
    .number({ error: classMessages.capacity })
    .int({ error: classMessages.capacity })
    .min(1, { error: classMessages.capacity })
    .max(MAX_CAPACITY, { error: classMessages.capacity })
    .nullable()
    .optional()),
  /** The cover image chosen in this request (a File in the browser, a stored upload on the server). */
  coverImage: z.unknown().optional(),
  /** The certificate files chosen in this request (File objects in the browser, stored uploads on the server). */
  certifications: z.preprocess(
    (v) => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]),
    z.array(z.unknown()).max(MAX_CERTIFICATE_FILES, { error: m.tooManyFiles }),
  ),
};

/**
 * The course create/update form. A new course needs a cover image; an update keeps the stored one when none is
 * sent (`requireCover: false`). `keptCertificates` is how many certificate files the course already has and keeps
 * (an update without new certificates); a certified course needs at least one file in all.
 */
export const courseFormSchema = (options: { keptCertificates?: number; requireCover?: boolean } = {}) =>
  z.object(courseFields).superRefine((v, ctx) => {
    // Runs even when single fields failed (so one answer names every problem): only judge values that parsed.
    const isNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
    if (isNumber(v.price) && isNumber(v.discountedPrice) && v.discountedPrice > v.price)
      ctx.addIssue({ code: 'custom', path: ['discountedPrice'], message: m.discountAbovePrice });
    if (
      (options.requireCover ?? true) &&
      (v.coverImage === undefined || v.coverImage === null || v.coverImage === '')
    )
      ctx.addIssue({ code: 'custom', path: ['coverImage'], message: m.coverImageRequired });
    const chosen = Array.isArray(v.certifications) ? v.certifications.length : 0;
    if (v.isCertified === true && chosen + (options.keptCertificates ?? 0) < 1)
      ctx.addIssue({ code: 'custom', path: ['certifications'], message: m.certificateRequired });
    if (v.meetingType === MeetingType.Onsite) {
      if (v.startDate === undefined)
        ctx.addIssue({ code: 'custom', path: ['startDate'], message: m.startRequired });
      if (v.endDate === undefined)
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: m.endRequired });
      const start = typeof v.startDate === 'string' ? Date.parse(v.startDate) : Number.NaN;
      const end = typeof v.endDate === 'string' ? Date.parse(v.endDate) : Number.NaN;
      if (start > end) ctx.addIssue({ code: 'custom', path: ['endDate'], message: m.startAfterEnd });
    }
  }, always);
export const CourseFormSchema = courseFormSchema();
export type CourseForm = z.infer<typeof CourseFormSchema>;

export const PublishStatusSchema = z.literal(
  [PublishStatus.Draft, PublishStatus.Published, PublishStatus.Archived],
  { error: m.publishStatus },
);
/** `PUT /courses/{id}/publish-status`. */
export const PublishStatusInputSchema = z.object({
  publishStatus: formNumber(m.publishStatus).pipe(PublishStatusSchema),
});
export type PublishStatusInput = z.infer<typeof PublishStatusInputSchema>;

/** The manage-courses status filter: `published`, `draft`, `archived`, or all. */
export const LecturerCourseStatusFilter = ['all', 'published', 'draft', 'archived'] as const;
const statusByName: Record<string, PublishStatus | undefined> = {
  all: undefined,
  draft: PublishStatus.Draft,
  published: PublishStatus.Published,
  archived: PublishStatus.Archived,
  '0': PublishStatus.Draft,
  '1': PublishStatus.Published,
  '2': PublishStatus.Archived,
};

/** `GET /courses/lecturer-courses`: optional text search (name or description) and status filter. */
export const LecturerCoursesQuerySchema = z.object({
  search: z.preprocess(
    (v) => (isBlank(v) ? undefined : trimmed(v)),
    z.string({ error: m.search }).max(100, { error: m.search }).optional(),
  ),
  status: z.preprocess(
    (v) => {
      if (isBlank(v)) return undefined;
      const key = String(v).trim().toLowerCase();
      return key in statusByName ? statusByName[key] : v;
    },
    z
      .literal([PublishStatus.Draft, PublishStatus.Published, PublishStatus.Archived], {
        error: m.statusFilter,
      })
      .optional(),
  ),
});
export type LecturerCoursesQuery = z.infer<typeof LecturerCoursesQuerySchema>;

export const CoverImageFileSchema = z.object({ name: z.string(), url: z.string() });

/** A course of the lecturer's manage-courses list . */
export const LecturerCourseSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  purchasedCount: z.number().int(),
  publishStatus: z.number().int(),
  createDate: z.iso.datetime(),
  /** Lira. */
  price: z.number(),
  discountedPrice: z.number(),
  /** The list price as `₺1.299,90` or `Ücretsiz`. */
  priceText: z.string(),
  coverImageFile: CoverImageFileSchema.nullable(),
});
export type LecturerCourse = z.infer<typeof LecturerCourseSchema>;

/** `DELETE /courses/{id}`: a course with buyers is archived instead of deleted. */
export const CourseDeleteResultSchema = z.object({ isArchived: z.boolean() });
export type CourseDeleteResult = z.infer<typeof CourseDeleteResultSchema>;

// Finance

export const LecturerFinanceSchema = z.object({
  /** Lira: payable prices of the lecturer's courses in completed orders, all time. */
  totalRevenue: z.number(),
  totalRevenueText: z.string(),
  /** Distinct buyers of any of the lecturer's courses in completed orders. */
  totalStudents: z.number().int(),
  /** The last 12 months, oldest first, months without sales included with 0 (Europe/Istanbul months). */
  monthly: z.array(z.object({ month: z.string(), revenue: z.number(), revenueText: z.string() })),
  /** Every course of the lecturer, highest revenue first. */
  courses: z.array(
    z.object({
      courseId: z.uuid(),
      name: z.string(),
      students: z.number().int(),
      revenue: z.number(),
      revenueText: z.string(),
    }),
  ),
});
export type LecturerFinance = z.infer<typeof LecturerFinanceSchema>;
