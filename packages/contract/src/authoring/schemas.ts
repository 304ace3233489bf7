import '../common/zod-config.ts';
import { z } from 'zod';
import { LectureContentType, MeetingType, PublishStatus } from '../common/enums.ts';
import { authoringMessages as m } from './messages.ts';
import { MAX_CERTIFICATE_FILES } from './rules.ts';

/**
 * Wire and form schemas of the lecturer area (seed 001 §3, §5, §7; CONTRACT.md §3, §8, §10). The course and lecture
 * forms arrive as multipart fields (strings) or as JSON (numbers and booleans); the field helpers accept both, so the
 * web form and the server validate with the same schema and the same Turkish messages.
 */

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const requiredText = (min: number, max: number, message: string, maxMessage = message) =>
  z.preprocess(
    trimmed,
    z.string({ error: message }).min(min, { error: message }).max(max, { error: maxMessage }),
  );

const optionalText = (max: number, message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : trimmed(v)),
    z.string({ error: message }).max(max, { error: message }),
  );

/**
 * Cross-field checks run even when a single field failed, so one answer names every problem; but only on an object,
 * since they read its fields (a list or null would make them throw instead of failing the parse).
 */
const always = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
};

const NUMBER_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
/** A number sent as a form string (`"12"`, `"199.90"`) or as a JSON number; blank becomes `fallback`. */
const numberInput = (fallback: number | undefined) => (v: unknown) => {
  if (isBlank(v)) return fallback;
  if (typeof v === 'string' && NUMBER_TEXT.test(v.trim())) return Number(v.trim());
  return v;
};

const formNumber = (message: string, fallback?: number) =>
  z.preprocess(
    numberInput(fallback),
    z.number({ error: message }).refine(Number.isFinite, { error: message }),
  );

const intRange = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

const formInt = (min: number, max: number, message: string, fallback?: number) =>
  z.preprocess(numberInput(fallback), intRange(min, max, message));

/** Like `formInt`, but blank or missing stays undefined (the stored value is kept). */
const optionalFormInt = (min: number, max: number, message: string) =>
  z.preprocess(numberInput(undefined), intRange(min, max, message).optional());

/** Form booleans as forms send them: true, 1 or on (and their opposites); blank takes the default. */
const formBoolean = (fallback: boolean) =>
  z.preprocess(
    (v) => {
      if (isBlank(v)) return fallback;
      if (typeof v === 'boolean') return v;
      const s = String(v).trim().toLowerCase();
      if (s === 'true' || s === '1' || s === 'on') return true;
      if (s === 'false' || s === '0' || s === 'off') return false;
      return v;
    },
    z.boolean({ error: m.choice }),
  );

/** Largest price a course may have (lira); keeps kuruş far inside the database's integer range. */
export const MAX_COURSE_PRICE = 1_000_000;
const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const money = (message: string) =>
  formNumber(message, 0).pipe(
    z
      .number()
      .min(0, { error: message })
      .max(MAX_COURSE_PRICE, { error: message })
      .refine(hasAtMostTwoDecimals, { error: message }),
  );

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A repeated form field (`categoryIds=a&categoryIds=b`) or a JSON list; blanks dropped, duplicates merged. */
const repeatedIds = (message: string) =>
  z.preprocess(
    (v) => {
      if (isBlank(v)) return [];
      return (Array.isArray(v) ? v : [v]).filter((x) => !isBlank(x)).map(trimmed);
    },
    z
      .array(z.string({ error: message }), { error: message })
      // One message on the list itself: the form has one picker, not one field per id.
      .refine((ids) => ids.every((id) => UUID.test(id)), { error: message })
      .refine((ids) => ids.length <= 50, { error: m.tooManyValues })
      .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  );

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const optionalIsoDate = (message: string) =>
  z.preprocess(
    (v) => (isBlank(v) ? undefined : trimmed(v)),
    z
      .string({ error: message })
      .refine((s) => ISO_DATE_TIME.test(s) && !Number.isNaN(Date.parse(s)), { error: message })
      .optional(),
  );

// Course form (seed 001 §3 "Course create payload", §5 "Course creation")

export const CourseMeetingTypeSchema = z.literal([MeetingType.Online, MeetingType.Onsite], {
  error: m.meetingType,
});

const courseFields = {
  name: requiredText(3, 100, m.courseName),
  description: requiredText(10, 1000, m.courseDescription),
  /** 1 Beginner, 2 Intermediate, 3 Advanced; stored as level − 1 (CONTRACT.md §3). */
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

/** The manage-courses status filter (seed 001 §2): `published`, `draft`, `archived`, or all. */
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

/** A course of the lecturer's manage-courses list (seed 001 §3 "Course (lecturer list item)"). */
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

/** `DELETE /courses/{id}`: a course with buyers is archived instead of deleted (CONTRACT.md §8). */
export const CourseDeleteResultSchema = z.object({ isArchived: z.boolean() });
export type CourseDeleteResult = z.infer<typeof CourseDeleteResultSchema>;

// Quiz content (CONTRACT.md §8, §10)

export const AuthoringQuizQuestionSchema = z.object({
  question: requiredText(1, 1000, m.quizQuestion, m.quizQuestionMax),
  options: z
    .array(requiredText(1, 500, m.quizOption, m.quizOptionMax), { error: m.quizOptions })
    .length(4, { error: m.quizOptions }),
  correctAnswer: z
    .number({ error: m.quizCorrectAnswer })
    .int({ error: m.quizCorrectAnswer })
    .min(0, { error: m.quizCorrectAnswer })
    .max(3, { error: m.quizCorrectAnswer }),
});

/** `{"questions":[{"question","options":[4 strings],"correctAnswer":0-3}]}`, optionally with a pass mark. */
export const AuthoringQuizSchema = z.object(
  {
    questions: z
      .array(AuthoringQuizQuestionSchema, { error: m.quizQuestionsMin })
      .min(1, { error: m.quizQuestionsMin })
      .max(200, { error: m.quizQuestionsMax }),
    passPercent: z
      .number({ error: m.quizPassPercent })
      .int({ error: m.quizPassPercent })
      .min(1, { error: m.quizPassPercent })
      .max(100, { error: m.quizPassPercent })
      .optional(),
  },
  { error: m.quizJson },
);
export type AuthoringQuiz = z.infer<typeof AuthoringQuizSchema>;

// Lectures (seed 001 §3, §5, §7; CONTRACT.md §10)

/** Lecture content after validation: text, a quiz, or the uploaded file (Video and Html). */
export type LectureContentInput =
  | { kind: 'text'; text: string }
  | { kind: 'quiz'; quiz: AuthoringQuiz }
  | { kind: 'file'; file: unknown };

export const TEXT_CONTENT_MAX = 100_000;

type ContentIssue = { path: PropertyKey[]; message: string };

/** What `content` means for a content type, or the problems with it (paths under `content`). */
const interpretContent = (
  type: unknown,
  content: unknown,
): { content: LectureContentInput } | { issues: ContentIssue[] } | null => {
  const problem = (message: string, path: PropertyKey[] = []) => ({
    issues: [{ path: ['content', ...path], message }],
  });
  switch (type) {
    case LectureContentType.Text: {
      const text = typeof content === 'string' ? content.trim() : '';
      if (text === '') return problem(m.textRequired);
      if (text.length > TEXT_CONTENT_MAX) return problem(m.textMax);
      return { content: { kind: 'text', text } };
    }
    case LectureContentType.Quiz: {
      let value = content;
      if (typeof content === 'string') {
        if (content.trim() === '') return problem(m.quizQuestionsMin);
        try {
          value = JSON.parse(content);
        } catch {
          return problem(m.quizJson);
        }
      }
      if (value === undefined || value === null) return problem(m.quizQuestionsMin);
      const parsed = AuthoringQuizSchema.safeParse(value);
      if (!parsed.success)
        return {
          issues: parsed.error.issues.map((i) => ({ path: ['content', ...i.path], message: i.message })),
        };
      return { content: { kind: 'quiz', quiz: parsed.data } };
    }
    case LectureContentType.Video:
    case LectureContentType.Html:
      if (content === null || typeof content !== 'object')
        return problem(type === LectureContentType.Video ? m.videoRequired : m.htmlRequired);
      return { content: { kind: 'file', file: content } };
    default:
      // An invalid content type has its own message; its content cannot be judged.
      return null;
  }
};

/** Adds the content's problems; runs even when other fields failed, so one answer names every problem. */
const checkContent = (type: unknown, content: unknown, ctx: z.RefinementCtx) => {
  const result = interpretContent(type, content);
  if (result && 'issues' in result) for (const i of result.issues) ctx.addIssue({ code: 'custom', ...i });
};

/** The content of a lecture that passed `checkContent`. */
const contentOf = (type: number, content: unknown): LectureContentInput => {
  const result = interpretContent(type, content);
  if (!result || !('content' in result)) throw new Error('lecture content was not checked');
  return result.content;
};

const lectureFields = {
  name: requiredText(1, 200, m.lectureName, m.lectureNameMax),
  description: optionalText(2000, m.lectureDescriptionMax),
  lectureContentType: formInt(0, 3, m.lectureContentType),
  isPublic: formBoolean(false),
  /** Text, quiz JSON, or the file (Video: a video file; Html: a .html file). */
  content: z.unknown().optional(),
};

/** `POST /lectures` (multipart). The lecture category `lectureType` defaults to 0 (Lesson); not public by default. */
export const LectureCreateSchema = z
  .object({
    ...lectureFields,
    courseId: z.uuid({ error: m.courseRef }),
    sectionId: z.uuid({ error: m.sectionRef }),
    lectureType: formInt(0, 4, m.lectureType, 0),
    durationMinute: formInt(0, 10_000, m.durationMinute, 0),
  })
  .superRefine((v, ctx) => checkContent(v.lectureContentType, v.content, ctx), always)
  .transform((v) => ({ ...v, content: contentOf(v.lectureContentType, v.content) }));
export type LectureCreate = z.infer<typeof LectureCreateSchema>;

/**
 * `PUT /lectures` (multipart). The content type cannot change; content is read only when `isContentUpdated`.
 * A missing `durationMinute` keeps the stored one.
 */
export const LectureUpdateSchema = z
  .object({
    ...lectureFields,
    id: z.uuid({ error: m.lectureRef }),
    durationMinute: optionalFormInt(0, 10_000, m.durationMinute),
    isContentUpdated: formBoolean(false),
  })
  .superRefine((v, ctx) => {
    if (v.isContentUpdated === true) checkContent(v.lectureContentType, v.content, ctx);
  }, always)
  .transform((v) => ({
    ...v,
    content: v.isContentUpdated ? contentOf(v.lectureContentType, v.content) : null,
  }));
export type LectureUpdate = z.infer<typeof LectureUpdateSchema>;

/** `PUT /lectures/reorder`: move a lecture to `targetIndex` within its section. */
export const LectureReorderSchema = z.object({
  sectionId: z.uuid({ error: m.sectionRef }),
  id: z.uuid({ error: m.lectureRef }),
  targetIndex: formInt(0, 100_000, m.orderNumber),
});
export type LectureReorder = z.infer<typeof LectureReorderSchema>;

// Sections (seed 001 §3, §5, §7)

const sectionName = requiredText(1, 200, m.sectionName, m.sectionNameMax);
const sectionDescription = optionalText(1000, m.sectionDescriptionMax);

/** `POST /sections`: the new section goes last (order = current count). */
export const SectionCreateSchema = z.object({
  courseId: z.uuid({ error: m.courseRef }),
  name: sectionName,
  description: sectionDescription,
});
export type SectionCreate = z.infer<typeof SectionCreateSchema>;

/** `PUT /sections`: rename and describe; a missing description keeps the stored one. */
export const SectionUpdateSchema = z.object({
  id: z.uuid({ error: m.sectionRef }),
  name: sectionName,
  description: optionalText(1000, m.sectionDescriptionMax).optional(),
});
export type SectionUpdate = z.infer<typeof SectionUpdateSchema>;

/** `PUT /sections/move-section`: the section's new zero-based position (one step up or down swaps neighbours). */
export const MoveSectionSchema = z.object({
  id: z.uuid({ error: m.sectionRef }),
  orderNumber: formInt(0, 100_000, m.orderNumber),
});
export type MoveSection = z.infer<typeof MoveSectionSchema>;

// Editor views (seed 001 §3 "Course in the editor", "Section", "Lecture")

export const EditorQuizSchema = z.object({
  questions: z.array(
    z.object({ question: z.string(), options: z.array(z.string()), correctAnswer: z.number().int() }),
  ),
  passPercent: z.number().int().nullable(),
});
export type EditorQuiz = z.infer<typeof EditorQuizSchema>;

/** A lecture as its lecturer edits it: the owner view, so quizzes carry their correct answers. */
export const EditorLectureSchema = z.object({
  id: z.uuid(),
  courseId: z.uuid(),
  sectionId: z.uuid(),
  name: z.string(),
  description: z.string(),
  /** 0 Video, 1 Text, 2 Html, 3 Quiz. */
  lectureContentType: z.number().int(),
  /** The lecture category (0 Lesson … 4 Example). */
  lectureType: z.number().int(),
  orderNumber: z.number().int(),
  isPublic: z.boolean(),
  durationMinute: z.number().int(),
  /** Name of the uploaded video or page (Video and Html), else null. */
  contentFileName: z.string().nullable(),
  /** Text lectures: the text; null otherwise. */
  content: z.string().nullable(),
  /** Quiz lectures: questions with options and correct answers; null otherwise. */
  quiz: EditorQuizSchema.nullable(),
  updatedAt: z.iso.datetime(),
});
export type EditorLecture = z.infer<typeof EditorLectureSchema>;

export const EditorSectionSchema = z.object({
  id: z.uuid(),
  courseId: z.uuid(),
  name: z.string(),
  description: z.string(),
  orderNumber: z.number().int(),
  durationMinute: z.number().int(),
  lectures: z.array(EditorLectureSchema),
});
export type EditorSection = z.infer<typeof EditorSectionSchema>;

/** `GET /courses/{id}/contents`: sections by order, lectures by order within each. */
export const CourseContentsSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  publishStatus: z.number().int(),
  sections: z.array(EditorSectionSchema),
});
export type CourseContents = z.infer<typeof CourseContentsSchema>;

// Finance (CONTRACT.md §8, §10)

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
