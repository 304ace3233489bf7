import {
  type AuthoringQuiz,
  authoringMessages as am,
  type EditorLecture,
  LectureContentType,
  type LectureReorder,
  moveToIndex,
} from '@kampus/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { courses, lectures, type QuizContent, sections } from '../../db/schema/catalogue.ts';
import { appError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { canAuthor } from '../course-access/index.ts';
import type { JobEngine } from '../jobs/index.ts';
import { authoredCourse, authoredLecture, authoredSection, bumpIfListed } from './access.ts';
import { toEditorLecture } from './editor-views.ts';
import { storedKeysOfLectures } from './lecture-files.service.ts';
import { lectureIdsInOrder, renumber } from './ordering.ts';
import type { StoredUpload } from './upload-form.ts';

/** Validated lecture content: text, a quiz, or a stored file of the right kind (Video, Html). */
export type LectureContent =
  | { kind: 'text'; text: string }
  | { kind: 'quiz'; quiz: AuthoringQuiz }
  | { kind: 'file'; upload: StoredUpload };

export type NewLecture = {
  courseId: string;
  sectionId: string;
  name: string;
  description: string;
  lectureType: number;
  contentType: number;
  isPublic: boolean;
  durationMinute: number;
  rewardPoints: number;
  /** Assignments: the highest score; null for other content types. */
  maxScore: number | null;
  content: LectureContent;
};

export type LectureChanges = {
  id: string;
  name: string;
  description: string;
  contentType: number;
  isPublic: boolean;
  /** Undefined keeps the stored duration. */
  durationMinute: number | undefined;
  /** Undefined keeps the stored points; points already earned never change (modules/points). */
  rewardPoints: number | undefined;
  /** Assignments only; undefined keeps the stored one. */
  maxScore: number | undefined;
  /** Null keeps the stored content. */
  content: LectureContent | null;
};

const toQuizContent = (quiz: AuthoringQuiz): QuizContent => ({
  questions: quiz.questions.map((q) => ({
    question: q.question,
    options: [q.options[0] ?? '', q.options[1] ?? '', q.options[2] ?? '', q.options[3] ?? ''],
    correctAnswer: q.correctAnswer,
  })),
  ...(quiz.passPercent !== undefined ? { passPercent: quiz.passPercent } : {}),
});

/** The content columns of a lecture: exactly one kind of content is set, the others cleared. */
const contentColumns = (content: LectureContent) => ({
  contentText: content.kind === 'text' ? content.text : null,
  quiz: content.kind === 'quiz' ? toQuizContent(content.quiz) : null,
  contentKey: content.kind === 'file' ? content.upload.key : null,
  contentFileName: content.kind === 'file' ? content.upload.filename : null,
});

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Jobs = Pick<JobEngine, 'send'>;

/**
 * A new video file is transcoded by a job queued in the same transaction (modules/media); until it is Ready the
 * lecture keeps its previous stream, if it had one.
 */
const queueTranscode = async (tx: Tx, jobs: Jobs, lectureId: string, content: LectureContent | null) => {
  if (content?.kind !== 'file' || content.upload.kind !== 'video') return;
  await tx
    .update(lectures)
    .set({ videoStatus: 'Processing', videoFailure: null })
    .where(eq(lectures.id, lectureId));
  await jobs.send(tx, 'video.transcode', { lectureId, sourceKey: content.upload.key });
};

/** `GET /lectures/{id}`: the owner's view, quiz answers included. */
export const getLecture = async (
  db: Database,
  user: CurrentUser,
  lectureId: string,
): Promise<EditorLecture> => {
  const { lecture } = await authoredLecture(db, user, lectureId);
  return toEditorLecture(lecture);
};

/** `POST /lectures`: the new lecture goes last in its section (order = the section's lecture count). */
export const createLecture = async (
  db: Database,
  jobs: Jobs,
  user: CurrentUser,
  input: NewLecture,
): Promise<string> =>
  db.transaction(async (tx) => {
    const course = await authoredCourse(tx, user, input.courseId, true);
    const [section] = await tx.select().from(sections).where(eq(sections.id, input.sectionId)).for('update');
    if (!section) throw appError('SECTION_NOT_FOUND');
    if (section.courseId !== course.id) throw appError('SECTION_NOT_IN_COURSE');
    const ids = await lectureIdsInOrder(tx, section.id);
    await renumber(tx, 'lectures', ids);
    const [row] = await tx
      .insert(lectures)
      .values({
        courseId: course.id,
        sectionId: section.id,
        name: input.name,
        description: input.description,
        lectureType: input.lectureType,
        contentType: input.contentType,
        orderNumber: ids.length,
        isPublic: input.isPublic,
        durationMinute: input.durationMinute,
        rewardPoints: input.rewardPoints,
        maxScore: input.maxScore,
        ...contentColumns(input.content),
      })
      .returning({ id: lectures.id });
    if (!row) throw new Error('lecture not created');
    await queueTranscode(tx, jobs, row.id, input.content);
    await bumpIfListed(tx, course.publishStatus);
    return row.id;
  });

/**
 * `PUT /lectures`: name, description, access, duration, points, and the content when it was updated; the content type
 * stays. Returns the storage key the lecture no longer uses, to be deleted once committed.
 */
export const updateLecture = async (
  db: Database,
  jobs: Jobs,
  user: CurrentUser,
  input: LectureChanges,
): Promise<{ replacedKey: string | null }> =>
  db.transaction(async (tx) => {
    const { course, lecture } = await authoredLecture(tx, user, input.id, true);
    if (lecture.contentType !== input.contentType) throw appError('CONTENT_TYPE_LOCKED');
    const durationMinute = input.durationMinute ?? lecture.durationMinute;
    await tx
      .update(lectures)
      .set({
        name: input.name,
        description: input.description,
        isPublic: input.isPublic,
        durationMinute,
        rewardPoints: input.rewardPoints ?? lecture.rewardPoints,
        // Grades already given keep the highest score they were given against (modules/assignments).
        maxScore:
          lecture.contentType === LectureContentType.Assignment
            ? (input.maxScore ?? lecture.maxScore)
            : lecture.maxScore,
        ...(input.content ? contentColumns(input.content) : {}),
        updatedAt: new Date(),
      })
      .where(eq(lectures.id, lecture.id));
    await queueTranscode(tx, jobs, lecture.id, input.content);
    if (durationMinute !== lecture.durationMinute) await bumpIfListed(tx, course.publishStatus);
    const isFileReplaced = input.content !== null && lecture.contentKey !== null;
    return { replacedKey: isFileReplaced ? lecture.contentKey : null };
  });

/**
 * `DELETE /lectures/{id}`: the lectures after it close the gap. Returns its files' keys (the upload, its stream,
 * anything a transcode was writing, its captions and resources), deleted once committed.
 */
export const deleteLecture = async (
  db: Database,
  user: CurrentUser,
  lectureId: string,
): Promise<{ removedKeys: string[] }> =>
  db.transaction(async (tx) => {
    const { course, section, lecture } = await authoredLecture(tx, user, lectureId, true);
    const removedKeys = await storedKeysOfLectures(tx, eq(lectures.id, lecture.id));
    await tx.delete(lectures).where(eq(lectures.id, lecture.id));
    await renumber(tx, 'lectures', await lectureIdsInOrder(tx, section.id));
    await bumpIfListed(tx, course.publishStatus);
    return { removedKeys };
  });

/** `PUT /lectures/reorder`: moves a lecture to `targetIndex` within its own section. */
export const reorderLecture = async (db: Database, user: CurrentUser, input: LectureReorder): Promise<void> =>
  db.transaction(async (tx) => {
    const { section } = await authoredSection(tx, user, input.sectionId, true);
    const ids = await lectureIdsInOrder(tx, section.id);
    const from = ids.indexOf(input.id);
    if (from < 0) {
      // A lecture of the caller in another section is a wrong move (422); anything else is not theirs to see.
      const [other] = await tx
        .select({ lecturerId: courses.lecturerId })
        .from(lectures)
        .innerJoin(courses, eq(courses.id, lectures.courseId))
        .where(eq(lectures.id, input.id));
      if (other && canAuthor(user, other)) throw appError('LECTURE_NOT_IN_SECTION');
      throw appError('LECTURE_NOT_FOUND');
    }
    if (input.targetIndex >= ids.length)
      throw appError('ORDER_OUT_OF_RANGE', { message: am.targetIndexOutOfRange(ids.length) });
    await renumber(tx, 'lectures', moveToIndex(ids, from, input.targetIndex));
  });
