import '../common/zod-config.ts';
import { z } from 'zod';
import { pagingParams } from '../catalogue/schemas.ts';
import { assignmentMessages as m } from './messages.ts';

/** Assignments (lecture content type 4) and their submissions and grades (CONTRACT.md §15). */

export const SUBMISSION_TEXT_MAX = 20_000;
export const SUBMISSION_LINK_MAX = 2000;
export const FEEDBACK_MAX = 5000;
/** The largest file a learner may hand in. */
export const SUBMISSION_FILE_MAX_BYTES = 50 * 1_048_576;
/** What the file picker offers; the server decides from the file's bytes. */
export const SUBMISSION_FILE_ACCEPT =
  '.pdf,.jpg,.jpeg,.png,.gif,.webp,.zip,.docx,.xlsx,.pptx,.txt,.md,.csv,.py,.js,.ts,.java,.c,.cpp,.cs,.html,.css,.json,.sql';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** `POST /lectures/{id}/submissions` (multipart; the file is checked by the server): text and link, each optional. */
export const SubmissionFieldsSchema = z.object({
  text: z.preprocess(
    blankToUndefined,
    z.string({ error: m.text }).trim().max(SUBMISSION_TEXT_MAX, { error: m.text }).optional(),
  ),
  link: z.preprocess(
    blankToUndefined,
    z
      .string({ error: m.link })
      .trim()
      .max(SUBMISSION_LINK_MAX, { error: m.link })
      .refine(
        (v) => {
          try {
            const url = new URL(v);
            return url.protocol === 'https:' || url.protocol === 'http:';
          } catch {
            return false;
          }
        },
        { error: m.link },
      )
      .optional(),
  ),
});
export type SubmissionFields = z.infer<typeof SubmissionFieldsSchema>;

/** `GET /lectures/{id}/submissions/mine`: the learner's submission, or null before the first one. */
export const MySubmissionSchema = z.object({
  id: z.uuid(),
  text: z.string().nullable(),
  link: z.string().nullable(),
  fileName: z.string().nullable(),
  /** A short-lived signed link to the file (no bearer token needed), or null without a file. */
  filePath: z.string().nullable(),
  fileSize: z.number().int().nullable(),
  submittedAt: z.iso.datetime(),
  score: z.number().int().nullable(),
  maxScore: z.number().int(),
  feedback: z.string().nullable(),
  gradedAt: z.iso.datetime().nullable(),
  /** Graded with at least half of `maxScore`: the lecture is completed. */
  passed: z.boolean().nullable(),
});
export type MySubmission = z.infer<typeof MySubmissionSchema>;

export const SUBMISSION_STATUSES = ['ungraded', 'graded', 'all'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** `GET /lecturer/submissions`: submissions to the caller's assignments (an admin's: all), ungraded first. */
export const LecturerSubmissionsQuerySchema = z.object({
  ...pagingParams(20),
  status: z.enum(SUBMISSION_STATUSES, { error: m.status }).default('all'),
  courseId: z.uuid({ error: m.courseId }).optional(),
});
export type LecturerSubmissionsQuery = z.infer<typeof LecturerSubmissionsQuerySchema>;

export const SubmissionItemSchema = z.object({
  id: z.uuid(),
  lectureId: z.uuid(),
  lectureName: z.string(),
  courseId: z.uuid(),
  courseName: z.string(),
  /** First name and the initial of the surname ("Ayşe Y."): many learners are children. */
  student: z.object({ displayName: z.string() }),
  submittedAt: z.iso.datetime(),
  hasText: z.boolean(),
  hasLink: z.boolean(),
  fileName: z.string().nullable(),
  score: z.number().int().nullable(),
  maxScore: z.number().int(),
  gradedAt: z.iso.datetime().nullable(),
});
export type SubmissionItem = z.infer<typeof SubmissionItemSchema>;

/** `GET /submissions/{id}`: the lecturer's view of one submission, with a signed link to its file. */
export const SubmissionDetailSchema = SubmissionItemSchema.extend({
  text: z.string().nullable(),
  link: z.string().nullable(),
  filePath: z.string().nullable(),
  fileSize: z.number().int().nullable(),
  /** The file's type as its bytes show it (e.g. `application/pdf`), for opening it in the browser. */
  fileType: z.string().nullable(),
  feedback: z.string().nullable(),
  instructions: z.string(),
});
export type SubmissionDetail = z.infer<typeof SubmissionDetailSchema>;

/** `POST /submissions/{id}/grade`: 0 ≤ score ≤ the assignment's `maxScore` (checked by the server). */
export const GradeInputSchema = z.object({
  score: z
    .number({ error: m.scoreField })
    .int({ error: m.scoreField })
    .min(0, { error: m.scoreField })
    .max(1000, {
      error: m.scoreField,
    }),
  feedback: z.preprocess(
    (v) => (v === null ? undefined : v),
    z.string({ error: m.feedback }).trim().max(FEEDBACK_MAX, { error: m.feedback }).optional(),
  ),
});
export type GradeInput = z.infer<typeof GradeInputSchema>;

export const GradeResultSchema = z.object({
  score: z.number().int(),
  maxScore: z.number().int(),
  passed: z.boolean(),
  gradedAt: z.iso.datetime(),
});
export type GradeResult = z.infer<typeof GradeResultSchema>;

/** A grade passes (and completes the lecture) with at least half of the highest score. */
export const isPassingScore = (score: number, maxScore: number): boolean => score * 2 >= maxScore;
