import '../common/zod-config.ts';
import { z } from 'zod';
import { LectureCaptionSchema, LectureResourceSchema } from '../authoring/lecture-files.ts';
import { learningMessages as m } from './messages.ts';

// Course with contents

/** A quiz as a learner sees it: questions and their four options, never the correct answers. */
export const LearnerQuizSchema = z.object({
  questions: z.array(z.object({ question: z.string(), options: z.array(z.string()) })),
  /** Share of correct answers (whole percent) needed to pass and complete the lecture. */
  passPercent: z.number().int(),
  /** The learner's best score so far, or null before the first attempt. */
  bestScore: z.number().int().nullable(),
});
export type LearnerQuiz = z.infer<typeof LearnerQuizSchema>;

export const LearningLectureSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  durationMinute: z.number().int(),
  /** Only ever true for a learner enrolled in the course. */
  isCompleted: z.boolean(),
  /** 0 Video, 1 Text, 2 Html, 3 Quiz, 4 Assignment. */
  lectureContentType: z.number().int(),
  /** A free preview lecture: its content is open to everyone who may see the course. */
  isPublic: z.boolean(),
  /** True when the caller may not open this lecture's content (not enrolled and not a preview). */
  isLocked: z.boolean(),
  /**
   * Video and Html: a short-lived signed URL that needs no bearer token; null otherwise or when locked. A video
   * transcoded for adaptive streaming gives its HLS master playlist (`….m3u8?…`), otherwise the uploaded file.
   */
  contentPath: z.string().nullable(),
  /** A transcoded video's poster image (signed, short-lived); null otherwise or when locked. */
  posterPath: z.string().nullable(),
  /** Text lectures: the text; assignments: the instructions; null otherwise or when locked. */
  content: z.string().nullable(),
  /** Assignments: the highest score a grade may give; null otherwise. */
  maxScore: z.number().int().nullable(),
  /** Quiz lectures: questions and options without answers; null otherwise or when locked. */
  quiz: LearnerQuizSchema.nullable(),
  /** Saved video position of the learner, in seconds (0 when none). */
  positionSeconds: z.number().int(),
  /** Video lectures: caption tracks (WebVTT, signed, short-lived links); empty otherwise or when locked. */
  captions: z.array(LectureCaptionSchema).optional(),
  /** Downloadable files of the lecture (signed, short-lived links); empty when locked. */
  resources: z.array(LectureResourceSchema).optional(),
});
export type LearningLecture = z.infer<typeof LearningLectureSchema>;

export const LearningSectionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  /** True for the one section that holds the lecture to open first (first uncompleted, else the first one). */
  isExpanded: z.boolean(),
  durationMinute: z.number().int(),
  durationText: z.string(),
  lectures: z.array(LearningLectureSchema),
});
export type LearningSection = z.infer<typeof LearningSectionSchema>;

/** `GET /courses/{id}/with-contents`. */
export const CourseWithContentsSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  language: z.string(),
  level: z.number().int(),
  image: z.string().nullable(),
  lecturerName: z.string(),
  publishStatus: z.number().int(),
  /** When the course itself was last edited. */
  updatedAt: z.iso.datetime(),
  /** The learner's last progress in this course ('Last Updated' of the progress card), or null. */
  lastActivityAt: z.iso.datetime().nullable(),
  durationMinute: z.number().int(),
  durationText: z.string(),
  completedLessons: z.number().int(),
  totalLessons: z.number().int(),
  progressPercent: z.number().int(),
  /** The caller is enrolled: progress, quiz attempts and the video position are stored for them. */
  isEnrolled: z.boolean(),
  /** The caller may open every lecture (enrolled, the course's lecturer, or an admin). */
  hasFullAccess: z.boolean(),
  /** The lecture to open first: the first uncompleted one, else the first lecture; null for an empty course. */
  currentLectureId: z.uuid().nullable(),
  /** The caller's certificate of this course, once every lesson is completed. */
  certificateId: z.uuid().nullable(),
  /** The caller's bookmark of this course, so the screen can remove it. */
  bookmarkId: z.uuid().nullable(),
  sections: z.array(LearningSectionSchema),
});
export type CourseWithContents = z.infer<typeof CourseWithContentsSchema>;

// Progress

/** Course progress after a lecture is completed, uncompleted or a quiz passed. */
export const CourseProgressSchema = z.object({
  completedLessons: z.number().int(),
  totalLessons: z.number().int(),
  progressPercent: z.number().int(),
  /** The learner's certificate of the course, issued once every lesson is completed; null before. */
  certificateId: z.uuid().nullable(),
});
export type CourseProgress = z.infer<typeof CourseProgressSchema>;

export const LecturePositionInputSchema = z.object({
  positionSeconds: z
    .number({ error: m.positionSeconds })
    .int({ error: m.positionSeconds })
    .min(0, { error: m.positionSeconds })
    .max(86_400, { error: m.positionSeconds }),
});
export type LecturePositionInput = z.infer<typeof LecturePositionInputSchema>;

export const QuizAttemptInputSchema = z.object({
  answers: z
    .array(
      z
        .number({ error: m.answers })
        .int({ error: m.answers })
        .min(0, { error: m.answers })
        .max(3, { error: m.answers }),
      { error: m.answers },
    )
    .max(500, { error: m.answers }),
});
export type QuizAttemptInput = z.infer<typeof QuizAttemptInputSchema>;

/** One question of a graded attempt, in the quiz's order. */
export const QuizQuestionResultSchema = z.object({
  /** The option the learner chose (0–3). */
  answer: z.number().int(),
  isCorrect: z.boolean(),
  /**
   * The right option, only once the learner has passed the quiz (in this attempt or an earlier one); null before,
   * so that the attempt limit still means something.
   */
  correctAnswer: z.number().int().nullable(),
});
export type QuizQuestionResult = z.infer<typeof QuizQuestionResultSchema>;

export const QuizAttemptResultSchema = z.object({
  score: z.number().int(),
  passed: z.boolean(),
  correctCount: z.number().int(),
  questionCount: z.number().int(),
  passPercent: z.number().int(),
  bestScore: z.number().int(),
  progress: CourseProgressSchema,
  questions: z.array(QuizQuestionResultSchema),
});
export type QuizAttemptResult = z.infer<typeof QuizAttemptResultSchema>;

// Certificates

export const CertificateSchema = z.object({
  id: z.uuid(),
  courseId: z.uuid(),
  courseName: z.string(),
  lecturerName: z.string(),
  issuedAt: z.iso.datetime(),
  verificationCode: z.string(),
  /** The public verification page of the web app. */
  verificationUrl: z.string(),
  /** A short-lived signed link to the PDF that needs no bearer token. */
  downloadUrl: z.string(),
});
export type Certificate = z.infer<typeof CertificateSchema>;

/** `GET /certificates/verify/{code}`: public, no sign-in. */
export const CertificateVerificationSchema = z.object({
  learnerName: z.string(),
  courseName: z.string(),
  lecturerName: z.string(),
  issuedAt: z.iso.datetime(),
  verificationCode: z.string(),
});
export type CertificateVerification = z.infer<typeof CertificateVerificationSchema>;

// Bookmarks

export const BookmarkSchema = z.object({
  id: z.uuid(),
  courseId: z.uuid(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Bookmark = z.infer<typeof BookmarkSchema>;

export const BookmarkCreateSchema = z.object({
  courseId: z.uuid({ error: m.bookmarkCourseId }),
});
export type BookmarkCreate = z.infer<typeof BookmarkCreateSchema>;
