import {
  DEFAULT_MAX_SCORE,
  DEFAULT_REWARD_POINTS,
  type EditorLecture,
  HTML_LECTURE_MAX_BYTES,
  LectureContentType,
  LectureCreateSchema,
  LectureUpdateSchema,
} from '@kampus/contract';
import { fieldErrorsOf } from '../../lib/forms.ts';

/**
 * The lecture form's values and the multipart
 * body of `POST /lectures` and `PUT /lectures`. The rules are the contract's lecture schemas.
 */

export type QuizQuestionDraft = {
  question: string;
  /** Always four: A, B, C, D. */
  options: [string, string, string, string];
  /** 0–3, or null until the lecturer picks one. */
  correctAnswer: number | null;
};

export type QuizDraft = { questions: QuizQuestionDraft[] };

export type LectureFormValues = {
  name: string;
  description: string;
  /** '0' Video, '1' Text, '2' Html, '3' Quiz, '4' Assignment. */
  lectureContentType: string;
  /** 'public' (a free preview) or 'paid' (buyers only). */
  access: 'public' | 'paid';
  durationMinute: number | string;
  /** Points a learner earns on the first completion (CONTRACT.md §15). */
  rewardPoints: number | string;
  /** Assignments: the highest score a grade may give. */
  maxScore: number | string;
  /** A Text lecture's text, or an assignment's instructions. */
  text: string;
  file: File | null;
  quiz: QuizDraft;
};

export type LectureFormMode =
  | { kind: 'create'; courseId: string; sectionId: string }
  | { kind: 'edit'; lecture: EditorLecture };

export const emptyQuestion = (): QuizQuestionDraft => ({
  question: '',
  options: ['', '', '', ''],
  correctAnswer: null,
});

/** Seed 001 §5: a new lecture is Text and not public. */
export const newLectureValues = (): LectureFormValues => ({
  name: '',
  description: '',
  lectureContentType: String(LectureContentType.Text),
  access: 'paid',
  durationMinute: 0,
  rewardPoints: DEFAULT_REWARD_POINTS,
  maxScore: DEFAULT_MAX_SCORE,
  text: '',
  file: null,
  quiz: { questions: [emptyQuestion()] },
});

const quizDraftOf = (lecture: EditorLecture): QuizDraft => {
  const questions = (lecture.quiz?.questions ?? []).map((q) => ({
    question: q.question,
    options: [0, 1, 2, 3].map((i) => q.options[i] ?? '') as QuizQuestionDraft['options'],
    correctAnswer: q.correctAnswer,
  }));
  return { questions: questions.length > 0 ? questions : [emptyQuestion()] };
};

export const lectureValuesOf = (lecture: EditorLecture): LectureFormValues => ({
  name: lecture.name,
  description: lecture.description,
  lectureContentType: String(lecture.lectureContentType),
  access: lecture.isPublic ? 'public' : 'paid',
  durationMinute: lecture.durationMinute,
  rewardPoints: lecture.rewardPoints,
  maxScore: lecture.maxScore ?? DEFAULT_MAX_SCORE,
  text: lecture.content ?? '',
  file: null,
  quiz: quizDraftOf(lecture),
});

const quizJson = (quiz: QuizDraft, passPercent?: number | null) => ({
  questions: quiz.questions.map((q) => ({
    question: q.question.trim(),
    options: q.options.map((option) => option.trim()),
    correctAnswer: q.correctAnswer,
  })),
  ...(passPercent ? { passPercent } : {}),
});

const sameQuiz = (a: QuizDraft, b: QuizDraft) => JSON.stringify(quizJson(a)) === JSON.stringify(quizJson(b));

/**
 * Seed 001 §4: on edit the content counts as updated once new text is typed, a new file is chosen or the quiz
 * changes; only then is it sent (and checked).
 */
export const isContentUpdated = (values: LectureFormValues, mode: LectureFormMode): boolean => {
  if (mode.kind === 'create') return true;
  const original = lectureValuesOf(mode.lecture);
  switch (Number(values.lectureContentType)) {
    case LectureContentType.Text:
    case LectureContentType.Assignment:
      return values.text.trim() !== original.text.trim();
    case LectureContentType.Quiz:
      return !sameQuiz(values.quiz, original.quiz);
    default:
      return values.file !== null;
  }
};

/** The content as the wire carries it: the text, the quiz as an object, or the chosen file. */
const contentOf = (values: LectureFormValues, mode: LectureFormMode): unknown => {
  switch (Number(values.lectureContentType)) {
    case LectureContentType.Text:
    case LectureContentType.Assignment:
      return values.text;
    case LectureContentType.Quiz:
      return quizJson(values.quiz, mode.kind === 'edit' ? mode.lecture.quiz?.passPercent : null);
    default:
      return values.file ?? undefined;
  }
};

const durationOf = (values: LectureFormValues) =>
  values.durationMinute === '' || values.durationMinute === null ? 0 : values.durationMinute;

/** An emptied field is the default, as the server takes a blank one on create. */
const rewardPointsOf = (values: LectureFormValues) =>
  values.rewardPoints === '' || values.rewardPoints === null ? DEFAULT_REWARD_POINTS : values.rewardPoints;

const isAssignment = (values: LectureFormValues) =>
  Number(values.lectureContentType) === LectureContentType.Assignment;

/** An emptied field is the default on create and keeps the stored one on edit. */
const maxScoreOf = (values: LectureFormValues) =>
  values.maxScore === '' || values.maxScore === null ? undefined : values.maxScore;

/** The schema's field paths (`content.questions.0.options.1`) are the form's: the quiz editor shows them in place. */
export const lectureFormErrors = (
  values: LectureFormValues,
  mode: LectureFormMode,
): Record<string, string> => {
  const common = {
    name: values.name,
    description: values.description,
    lectureContentType: values.lectureContentType,
    isPublic: values.access === 'public',
    durationMinute: durationOf(values),
    rewardPoints: rewardPointsOf(values),
    ...(isAssignment(values) ? { maxScore: maxScoreOf(values) } : {}),
  };
  const result =
    mode.kind === 'create'
      ? LectureCreateSchema.safeParse({
          ...common,
          courseId: mode.courseId,
          sectionId: mode.sectionId,
          content: contentOf(values, mode),
        })
      : LectureUpdateSchema.safeParse({
          ...common,
          id: mode.lecture.id,
          isContentUpdated: isContentUpdated(values, mode),
          content: contentOf(values, mode),
        });
  const errors = result.success ? {} : fieldErrorsOf(result.error);
  if (
    Number(values.lectureContentType) === LectureContentType.Html &&
    values.file &&
    values.file.size > HTML_LECTURE_MAX_BYTES
  )
    errors.content = `${values.file.name} çok büyük. En fazla ${HTML_LECTURE_MAX_BYTES / 1_048_576} MB yükleyebilirsiniz.`;
  return errors;
};

/**
 * The multipart body. The content type goes before the content, so the server knows which kind of
 * file to expect while it streams; on edit the content is sent only when it changed.
 */
export const lectureFormData = (values: LectureFormValues, mode: LectureFormMode): FormData => {
  const form = new FormData();
  if (mode.kind === 'create') {
    form.append('courseId', mode.courseId);
    form.append('sectionId', mode.sectionId);
  } else form.append('id', mode.lecture.id);
  form.append('name', values.name.trim());
  form.append('description', values.description.trim());
  form.append('lectureContentType', values.lectureContentType);
  form.append('isPublic', String(values.access === 'public'));
  const type = Number(values.lectureContentType);
  // A video's length is read from the file; a typed one is only kept for the other kinds.
  if (type !== LectureContentType.Video || mode.kind === 'edit')
    form.append('durationMinute', String(durationOf(values)));
  form.append('rewardPoints', String(rewardPointsOf(values)));
  const maxScore = maxScoreOf(values);
  if (isAssignment(values) && maxScore !== undefined) form.append('maxScore', String(maxScore));
  const updated = isContentUpdated(values, mode);
  if (mode.kind === 'edit') form.append('isContentUpdated', String(updated));
  if (!updated) return form;
  if (type === LectureContentType.Text || type === LectureContentType.Assignment)
    form.append('content', values.text.trim());
  else if (type === LectureContentType.Quiz)
    form.append(
      'content',
      JSON.stringify(quizJson(values.quiz, mode.kind === 'edit' ? mode.lecture.quiz?.passPercent : null)),
    );
  else if (values.file) form.append('content', values.file, values.file.name);
  return form;
};
