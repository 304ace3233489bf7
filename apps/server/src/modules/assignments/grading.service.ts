import {
  type GradeInput,
  type GradeResult,
  isPassingScore,
  type LecturerSubmissionsQuery,
  assignmentMessages as m,
  type Paged,
  type SubmissionDetail,
  type SubmissionItem,
} from '@kampus/contract';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { assignmentSubmissions as s } from '../../db/schema/assignments.ts';
import { courses, lectures } from '../../db/schema/catalogue.ts';
import { users } from '../../db/schema/users.ts';
import { appError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { announcing, type Events } from '../announcements/index.ts';
import { canAuthorSql } from '../course-access/index.ts';
import { linkedParentIds } from '../families/index.ts';
import { completeGradedAssignment } from '../learning/index.ts';
import type { UrlSigner } from '../media/index.ts';
import { displayName, submissionForGrader } from './submission-access.ts';
import { submissionFilePath } from './submission-links.ts';

/* The lecturer's side: the grading queue, one submission, and the grade (which may complete the lecture). */

const isGraded = sql<boolean>`(${s.gradedAt} IS NOT NULL)`;

const itemColumns = {
  id: s.id,
  lectureId: s.lectureId,
  lectureName: lectures.name,
  courseId: s.courseId,
  courseName: courses.name,
  name: users.name,
  surname: users.surname,
  submittedAt: s.submittedAt,
  text: s.text,
  link: s.link,
  fileName: s.fileName,
  score: s.score,
  maxScore: sql<number>`coalesce(${s.maxScore}, ${lectures.maxScore}, 100)`.mapWith(Number),
  gradedAt: s.gradedAt,
};

type ItemRow = {
  id: string;
  lectureId: string;
  lectureName: string;
  courseId: string;
  courseName: string;
  name: string;
  surname: string;
  submittedAt: Date;
  text: string | null;
  link: string | null;
  fileName: string | null;
  score: number | null;
  maxScore: number;
  gradedAt: Date | null;
};

const toItem = (r: ItemRow): SubmissionItem => ({
  id: r.id,
  lectureId: r.lectureId,
  lectureName: r.lectureName,
  courseId: r.courseId,
  courseName: r.courseName,
  student: { displayName: displayName(r.name, r.surname) },
  submittedAt: r.submittedAt.toISOString(),
  hasText: r.text !== null,
  hasLink: r.link !== null,
  fileName: r.fileName,
  score: r.score,
  maxScore: r.maxScore,
  gradedAt: r.gradedAt?.toISOString() ?? null,
});

/**
 * `GET /lecturer/submissions`: submissions to the assignments of the caller's courses (an admin: every course);
 * ungraded first, the longest waiting first among them, then the graded ones, the latest grade first.
 */
export const lecturerSubmissions = async (
  db: Database,
  user: CurrentUser,
  query: LecturerSubmissionsQuery,
): Promise<Paged<SubmissionItem>> => {
  const where: SQL[] = [canAuthorSql(user, 'courses')];
  if (query.courseId) where.push(eq(s.courseId, query.courseId));
  if (query.status === 'ungraded') where.push(sql`${s.gradedAt} IS NULL`);
  if (query.status === 'graded') where.push(isGraded);
  const [total] = await db
    .select({ n: count() })
    .from(s)
    .innerJoin(courses, eq(courses.id, s.courseId))
    .where(and(...where));
  const totalItemCount = Number(total?.n ?? 0);
  const { pageNumber, pageSize } = query;
  const rows =
    (pageNumber - 1) * pageSize < totalItemCount
      ? await db
          .select(itemColumns)
          .from(s)
          .innerJoin(courses, eq(courses.id, s.courseId))
          .innerJoin(lectures, eq(lectures.id, s.lectureId))
          .innerJoin(users, eq(users.id, s.userId))
          .where(and(...where))
          .orderBy(
            asc(isGraded),
            asc(sql`CASE WHEN ${s.gradedAt} IS NULL THEN ${s.submittedAt} END`),
            desc(s.gradedAt),
            asc(s.id),
          )
          .limit(pageSize)
          .offset((pageNumber - 1) * pageSize)
      : [];
  const totalPageCount = Math.ceil(totalItemCount / pageSize);
  return {
    items: rows.map(toItem),
    currentPage: pageNumber,
    totalPageCount,
    totalItemCount,
    hasNextPage: pageNumber < totalPageCount,
  };
};

/** `GET /submissions/{id}`: one submission with the assignment's instructions and a signed link to its file. */
export const submissionDetail = async (
  db: Database,
  signer: UrlSigner,
  submissionId: string,
  user: CurrentUser,
): Promise<SubmissionDetail> => {
  const row = await submissionForGrader(db, submissionId, user);
  const sub = row.submission;
  return {
    ...toItem({
      ...sub,
      lectureName: row.lectureName,
      courseName: row.courseName,
      name: row.studentName,
      surname: row.studentSurname,
      maxScore: sub.maxScore ?? row.maxScore,
    }),
    text: sub.text,
    link: sub.link,
    filePath: submissionFilePath(signer, sub.id, sub.fileKey),
    fileSize: sub.fileSize,
    fileType: sub.fileType,
    feedback: sub.feedback,
    instructions: row.instructions ?? '',
  };
};

/**
 * `POST /submissions/{id}/grade`: 0 ≤ score ≤ the assignment's `maxScore` (a higher one → 400 on `score`); a grade
 * may be corrected later. The submission row is locked for the transaction. A pass (at least half) completes the
 * lecture for the learner with its points and maybe the certificate (modules/learning, points earned once); the
 * learner is told (mail, category `learning`) and so is each linked parent (mail, category `family`).
 */
export const gradeSubmission = async (
  db: Database,
  events: Events,
  submissionId: string,
  user: CurrentUser,
  input: GradeInput,
): Promise<GradeResult> =>
  announcing(events, (news) =>
    db.transaction(async (tx) => {
      const row = await submissionForGrader(tx, submissionId, user, true);
      const sub = row.submission;
      const maxScore = row.maxScore;
      if (input.score > maxScore)
        throw appError('VALIDATION_FAILED', {
          message: m.score(maxScore),
          fields: { score: m.score(maxScore) },
        });
      const gradedAt = new Date();
      const passed = isPassingScore(input.score, maxScore);
      await tx
        .update(s)
        .set({
          score: input.score,
          maxScore,
          feedback: input.feedback && input.feedback !== '' ? input.feedback : null,
          gradedAt,
          gradedBy: user.id,
        })
        .where(eq(s.id, sub.id));
      if (passed) await completeGradedAssignment(tx, news, sub.userId, sub.lectureId, sub.courseId);
      const parentIds = await linkedParentIds(tx, sub.userId);
      await news.assignmentGraded(tx, {
        key: `${sub.id}:${gradedAt.getTime()}`,
        learner: { id: sub.userId, name: row.studentName, email: row.studentEmail },
        learnerDisplayName: displayName(row.studentName, row.studentSurname),
        parentIds,
        courseName: row.courseName,
        lectureName: row.lectureName,
        score: input.score,
        maxScore,
        passed,
        path: `/course/${sub.courseId}/learning?lecture=${sub.lectureId}`,
      });
      return { score: input.score, maxScore, passed, gradedAt: gradedAt.toISOString() };
    }),
  );
