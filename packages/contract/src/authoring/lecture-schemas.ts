import '../common/zod-config.ts';
import { z } from 'zod';
import { LectureContentType } from '../common/enums.ts';
import { always, formBoolean, formInt, optionalFormInt, optionalText, requiredText } from './form-fields.ts';
import { LectureCaptionSchema, LectureResourceSchema } from './lecture-files.ts';
import { authoringMessages as m } from './messages.ts';

/** Quiz, lecture and section schemas of the lecturer editor, and the editor's views of them. */
// Quiz content

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

// Lectures

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
    case LectureContentType.Assignment: {
      // The instructions the learner reads; stored as the lecture's text (CONTRACT.md §15).
      const text = typeof content === 'string' ? content.trim() : '';
      if (text === '') return problem(m.instructionsRequired);
      if (text.length > TEXT_CONTENT_MAX) return problem(m.instructionsMax);
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

/** Points a learner earns by completing a lecture, unless the lecturer sets others (CONTRACT.md §15). */
export const DEFAULT_REWARD_POINTS = 10;
export const MAX_REWARD_POINTS = 1000;
/** An assignment's highest score unless the lecturer sets another (1–1000). */
export const DEFAULT_MAX_SCORE = 100;
export const MAX_MAX_SCORE = 1000;

const lectureFields = {
  name: requiredText(1, 200, m.lectureName, m.lectureNameMax),
  description: optionalText(2000, m.lectureDescriptionMax),
  lectureContentType: formInt(0, 4, m.lectureContentType),
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
    rewardPoints: formInt(0, MAX_REWARD_POINTS, m.rewardPoints, DEFAULT_REWARD_POINTS),
    /** Assignments only: the highest score a grade may give (default 100); ignored for other content types. */
    maxScore: formInt(1, MAX_MAX_SCORE, m.maxScore, DEFAULT_MAX_SCORE),
  })
  .superRefine((v, ctx) => checkContent(v.lectureContentType, v.content, ctx), always)
  .transform((v) => ({
    ...v,
    maxScore: v.lectureContentType === LectureContentType.Assignment ? v.maxScore : null,
    content: contentOf(v.lectureContentType, v.content),
  }));
export type LectureCreate = z.infer<typeof LectureCreateSchema>;

/**
 * `PUT /lectures` (multipart). The content type cannot change; content is read only when `isContentUpdated`.
 * A missing `durationMinute` or `rewardPoints` keeps the stored one.
 */
export const LectureUpdateSchema = z
  .object({
    ...lectureFields,
    id: z.uuid({ error: m.lectureRef }),
    durationMinute: optionalFormInt(0, 10_000, m.durationMinute),
    rewardPoints: optionalFormInt(0, MAX_REWARD_POINTS, m.rewardPoints),
    /** Assignments only; missing keeps the stored one. Grades already given stay as they are. */
    maxScore: optionalFormInt(1, MAX_MAX_SCORE, m.maxScore),
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

// Sections

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

// Editor views ("Section", "Lecture")

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
  /** 0 Video, 1 Text, 2 Html, 3 Quiz, 4 Assignment. */
  lectureContentType: z.number().int(),
  /** The lecture category (0 Lesson … 4 Example). */
  lectureType: z.number().int(),
  orderNumber: z.number().int(),
  isPublic: z.boolean(),
  durationMinute: z.number().int(),
  /** Points a learner earns on the first completion. */
  rewardPoints: z.number().int(),
  /** Name of the uploaded video or page (Video and Html), else null. */
  contentFileName: z.string().nullable(),
  /** Text lectures: the text; assignments: the instructions; null otherwise. */
  content: z.string().nullable(),
  /** Assignments: the highest score a grade may give; null otherwise. */
  maxScore: z.number().int().nullable(),
  /** Quiz lectures: questions with options and correct answers; null otherwise. */
  quiz: EditorQuizSchema.nullable(),
  /**
   * Video lectures: the transcode of the uploaded file into adaptive streaming (`Processing`, `Ready`, `Failed`);
   * null for other lectures and videos without a file. While a new file is Processing, learners keep the previous one.
   */
  processingStatus: z.enum(['Processing', 'Ready', 'Failed']).nullable(),
  /** Why the transcode failed (Turkish, for the lecturer); null unless Failed. */
  processingReason: z.string().nullable(),
  /** Video lectures: caption tracks with signed links (only in `GET /lectures/{id}`). */
  captions: z.array(LectureCaptionSchema).optional(),
  /** Downloadable files with signed links (only in `GET /lectures/{id}`). */
  resources: z.array(LectureResourceSchema).optional(),
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
