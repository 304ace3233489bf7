import {
  type CourseProgress,
  gradeQuiz,
  LectureContentType,
  learningMessages as m,
  progressPercent,
  type QuizAttemptResult,
  quizPassPercent,
} from '@kampus/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { lectureProgress } from '../../db/schema/learning.ts';
import { queryRows } from '../../db/sql.ts';
import { appError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { type Announcements, announcing, type Events } from '../announcements/index.ts';
import { certificateIdOf, issueCertificate } from '../certificates/index.ts';
import { enrolmentRows, lockEnrolment } from '../enrolments/index.ts';
import { awardLecturePoints, awardLecturePointsSql } from '../points/index.ts';
import { touchLastActivity, touchLastActivitySql } from '../users/index.ts';
import { loadLectureForLearner } from './course-loaders.ts';
import { questionsOf } from './learning.service.ts';
import { claimQuizAttempt } from './quiz-attempt-limit.ts';

/* A learner's progress: completing lectures, the saved video position, and quiz attempts (with the certificate a
 * last completion issues). Reading a course with its contents is in learning.service.ts. */

type Db = Database | Tx;

/** Completed and total lessons of the learner in a course; the same count as the catalogue's progress. */
const countProgress = async (db: Db, userId: string, courseId: string) => {
  const [row] = await queryRows<{ total: number; completed: number }>(
    db,
    sql`
      SELECT
        (SELECT count(*) FROM lectures l WHERE l.course_id = ${courseId})::int AS total,
        (
          SELECT count(*) FROM lecture_progress lp
          WHERE lp.user_id = ${userId} AND lp.course_id = ${courseId} AND lp.completed_at IS NOT NULL
        )::int AS completed`,
  );
  return { total: Number(row?.total ?? 0), completed: Number(row?.completed ?? 0) };
};

/**
 * Inside the locked transaction, after a completion: the course progress, and the certificate issued when that
 * completion was the last lesson. `isNewCertificate` tells the route to congratulate.
 */
/** Issues the certificate and, the first time, tells the learner (mail and notification) in the same transaction. */
const issueAndAnnounce = async (tx: Tx, news: Announcements, userId: string, courseId: string) => {
  const issued = await issueCertificate(tx, userId, courseId);
  if (issued.isNew) await news.certificateIssued(tx, issued.id);
  return issued;
};

const progressAfterCompletion = async (tx: Tx, news: Announcements, userId: string, courseId: string) => {
  const { total, completed } = await countProgress(tx, userId, courseId);
  let certificateId: string | null;
  let isNewCertificate = false;
  if (total > 0 && completed >= total) {
    const issued = await issueAndAnnounce(tx, news, userId, courseId);
    certificateId = issued.id;
    isNewCertificate = issued.isNew;
  } else certificateId = await certificateIdOf(tx, userId, courseId);
  const progress: CourseProgress = {
    completedLessons: completed,
    totalLessons: total,
    progressPercent: progressPercent(completed, total),
    certificateId,
  };
  return { progress, isNewCertificate };
};

/**
 * The completion, the lecture's points (earned once: modules/points), the user's last activity, the course's
 * counts and its certificate in one statement. The statement's snapshot does not see its own upsert, so the
 * completed count is the other completed lectures plus this one.
 */
const recordCompletion = async (tx: Tx, userId: string, lectureId: string, courseId: string) => {
  const [row] = await queryRows<{ total: number; completed: number; certificate_id: string | null }>(
    tx,
    sql`
      WITH completed AS (
        INSERT INTO lecture_progress (user_id, lecture_id, course_id, completed_at)
        VALUES (${userId}, ${lectureId}, ${courseId}, now())
        ON CONFLICT (user_id, lecture_id)
          DO UPDATE SET completed_at = coalesce(lecture_progress.completed_at, now()), updated_at = now()
        RETURNING 1
      ), earned AS (
        ${awardLecturePointsSql(userId, lectureId)}
      ), touched AS (
        ${touchLastActivitySql(userId)}
      )
      SELECT
        (SELECT count(*) FROM lectures l WHERE l.course_id = ${courseId})::int AS total,
        (
          SELECT count(*) FROM lecture_progress lp
          WHERE lp.user_id = ${userId} AND lp.course_id = ${courseId} AND lp.completed_at IS NOT NULL
            AND lp.lecture_id <> ${lectureId}
        )::int + 1 AS completed,
        (SELECT id FROM certificates WHERE user_id = ${userId} AND course_id = ${courseId}) AS certificate_id`,
  );
  return {
    total: Number(row?.total ?? 0),
    completed: Number(row?.completed ?? 0),
    certificateId: row?.certificate_id ?? null,
  };
};

/** `POST /lectures/{id}/complete`: marks a Video, Text or Html lecture completed (a quiz completes by passing). */
export const completeLecture = async (db: Database, events: Events, lectureId: string, user: CurrentUser) => {
  // The most frequent write of a learner (`npm run bench:load`): the access check shares the transaction's
  // connection, so it waits for the pool once, and the write with everything the answer needs is one statement
  // (the certificate is issued by a second one, once per course).
  const completion = await announcing(events, (news) =>
    db.transaction(async (tx) => {
      const lecture = await loadLectureForLearner(tx, lectureId, user);
      if (lecture.contentType === LectureContentType.Quiz) throw appError('QUIZ_COMPLETES_BY_ATTEMPT');
      if (lecture.contentType === LectureContentType.Assignment)
        throw appError('ASSIGNMENT_COMPLETES_BY_GRADE');
      await lockEnrolment(tx, user.id, lecture.courseId);
      const { total, completed, ...counted } = await recordCompletion(
        tx,
        user.id,
        lecture.id,
        lecture.courseId,
      );
      let certificateId = counted.certificateId;
      let isNewCertificate = false;
      if (total > 0 && completed >= total && !certificateId) {
        const issued = await issueAndAnnounce(tx, news, user.id, lecture.courseId);
        certificateId = issued.id;
        isNewCertificate = issued.isNew;
      }
      const progress: CourseProgress = {
        completedLessons: completed,
        totalLessons: total,
        progressPercent: progressPercent(completed, total),
        certificateId,
      };
      return { progress, isNewCertificate };
    }),
  );
  return completion;
};

/**
 * `DELETE /lectures/{id}/complete`: the lecture counts as not completed again (its saved position stays). A
 * certificate once issued stays issued: it records a completion that happened. A quiz is completed by its passing
 * attempt, which stays on record, so it cannot be un-completed.
 */
export const uncompleteLecture = async (
  db: Database,
  lectureId: string,
  user: CurrentUser,
): Promise<CourseProgress> => {
  const lecture = await loadLectureForLearner(db, lectureId, user);
  if (lecture.contentType === LectureContentType.Quiz) throw appError('QUIZ_COMPLETION_STAYS');
  if (lecture.contentType === LectureContentType.Assignment) throw appError('ASSIGNMENT_COMPLETION_STAYS');
  await db
    .update(lectureProgress)
    .set({ completedAt: null, updatedAt: sql`now()` })
    .where(and(eq(lectureProgress.userId, user.id), eq(lectureProgress.lectureId, lecture.id)));
  await touchLastActivity(db, user.id);
  const { total, completed } = await countProgress(db, user.id, lecture.courseId);
  return {
    completedLessons: completed,
    totalLessons: total,
    progressPercent: progressPercent(completed, total),
    certificateId: await certificateIdOf(db, user.id, lecture.courseId),
  };
};

/** Saves at most once a minute; the player calls `PUT …/position` every few seconds. */
const ACTIVITY_GRANULARITY = sql`interval '1 minute'`;

/**
 * `PUT /lectures/{id}/position`: the video position, saved by the player every few seconds. One statement on
 * the usual path: the upsert happens only for an enrolled learner of a visible course's video lecture, and the
 * user's last activity is refreshed at most once a minute. Only when nothing was written does a second query
 * find out why (404, 403 or 422). The catalogue is not touched: positions change nothing it shows.
 */
export const saveLecturePosition = async (
  db: Database,
  lectureId: string,
  user: CurrentUser,
  positionSeconds: number,
): Promise<void> => {
  const [saved] = await queryRows<{ n: number }>(
    db,
    sql`
      WITH saved AS (
        INSERT INTO lecture_progress (user_id, lecture_id, course_id, position_seconds)
        SELECT ${user.id}, l.id, l.course_id, ${positionSeconds}
        FROM lectures l
        JOIN courses c ON c.id = l.course_id
        JOIN ${enrolmentRows} e ON e.course_id = l.course_id AND e.user_id = ${user.id}
        WHERE l.id = ${lectureId} AND l.content_type = ${LectureContentType.Video}
        ON CONFLICT (user_id, lecture_id)
          DO UPDATE SET position_seconds = excluded.position_seconds, updated_at = now()
        RETURNING 1
      ), touched AS (
        ${touchLastActivitySql(user.id, { when: sql`EXISTS (SELECT 1 FROM saved)`, atMostEvery: ACTIVITY_GRANULARITY })}
      )
      SELECT (SELECT count(*) FROM saved)::int AS n`,
  );
  if (Number(saved?.n ?? 0) > 0) return;
  const lecture = await loadLectureForLearner(db, lectureId, user);
  if (lecture.contentType !== LectureContentType.Video) throw appError('NOT_A_VIDEO');
  // The lecture exists for the caller and they are enrolled, so only a concurrent change can land here.
  throw appError('CONFLICT');
};

/**
 * `POST /lectures/{id}/quiz-attempts`: grades the answers on the server. The best score is kept; reaching the
 * pass mark completes the lecture (and may finish the course). A failed attempt never un-completes it. At most
 * three attempts per quiz and learner in an hour (`claimQuizAttempt`).
 */
export const attemptQuiz = async (
  db: Database,
  events: Events,
  lectureId: string,
  user: CurrentUser,
  answers: number[],
): Promise<{ result: QuizAttemptResult; isNewCertificate: boolean }> => {
  const lecture = await loadLectureForLearner(db, lectureId, user);
  if (lecture.contentType !== LectureContentType.Quiz) throw appError('NOT_A_QUIZ');
  const questions = questionsOf(lecture.quiz);
  if (questions.length === 0) throw appError('QUIZ_WITHOUT_QUESTIONS');
  if (answers.length !== questions.length)
    throw appError('VALIDATION_FAILED', {
      message: m.answerCount(questions.length),
      fields: { answers: m.answerCount(questions.length) },
    });
  const passPercent = quizPassPercent(lecture.quiz?.passPercent);
  const grade = gradeQuiz(
    questions.map((q) => q.correctAnswer),
    answers,
    passPercent,
  );
  const attempt = await announcing(events, (news) =>
    db.transaction(async (tx) => {
      await claimQuizAttempt(tx, user.id, lecture.id);
      await lockEnrolment(tx, user.id, lecture.courseId);
      const [row] = await tx
        .insert(lectureProgress)
        .values({
          userId: user.id,
          lectureId: lecture.id,
          courseId: lecture.courseId,
          bestQuizScore: grade.score,
          completedAt: grade.passed ? sql`now()` : null,
        })
        .onConflictDoUpdate({
          target: [lectureProgress.userId, lectureProgress.lectureId],
          set: {
            bestQuizScore: sql`greatest(coalesce(${lectureProgress.bestQuizScore}, 0), excluded.best_quiz_score)`,
            completedAt: grade.passed
              ? sql`coalesce(${lectureProgress.completedAt}, now())`
              : sql`${lectureProgress.completedAt}`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ bestScore: lectureProgress.bestQuizScore, completedAt: lectureProgress.completedAt });
      // A pass earns the lecture's points, the first time only (modules/points).
      if (grade.passed) await awardLecturePoints(tx, user.id, lecture.id);
      await touchLastActivity(tx, user.id);
      const { progress, isNewCertificate } = await progressAfterCompletion(
        tx,
        news,
        user.id,
        lecture.courseId,
      );
      // The right answers only once the learner has passed (now or before): earlier, they would turn the next
      // attempt into copying and the attempt limit into nothing.
      const hasPassed = grade.passed || Boolean(row?.completedAt);
      const perQuestion = questions.map((q, i) => ({
        answer: answers[i] ?? 0,
        isCorrect: answers[i] === q.correctAnswer,
        correctAnswer: hasPassed ? q.correctAnswer : null,
      }));
      return {
        result: {
          ...grade,
          passPercent,
          bestScore: row?.bestScore ?? grade.score,
          progress,
          questions: perQuestion,
        },
        isNewCertificate,
      };
    }),
  );
  return attempt;
};

/**
 * A passing grade of an assignment (modules/assignments) completes the lecture for the learner, in the grading's
 * transaction: the progress row, the lecture's points (earned once: the ledger's unique index, whatever races) and
 * the certificate when it was the last lesson. The learner's enrolment row is locked first, as for every completion.
 * A later lower grade does not un-complete it (like a passed quiz).
 */
export const completeGradedAssignment = async (
  tx: Tx,
  news: Announcements,
  learnerId: string,
  lectureId: string,
  courseId: string,
): Promise<CourseProgress> => {
  await lockEnrolment(tx, learnerId, courseId);
  await tx
    .insert(lectureProgress)
    .values({ userId: learnerId, lectureId, courseId, completedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [lectureProgress.userId, lectureProgress.lectureId],
      set: { completedAt: sql`coalesce(${lectureProgress.completedAt}, now())`, updatedAt: sql`now()` },
    });
  await awardLecturePoints(tx, learnerId, lectureId);
  const { progress } = await progressAfterCompletion(tx, news, learnerId, courseId);
  return progress;
};
