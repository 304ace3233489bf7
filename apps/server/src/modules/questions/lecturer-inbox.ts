import type { LecturerQuestionItem, LecturerQuestionsQuery, Paged } from '@kampus/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { courses, lectures } from '../../db/schema/catalogue.ts';
import { questionCounts, questions } from '../../db/schema/questions.ts';
import { users } from '../../db/schema/users.ts';
import { queryRows } from '../../db/sql.ts';
import { type CurrentUser, isAdmin } from '../../plugins/auth.ts';
import {
  aliased,
  jsonRows,
  type QuestionJson,
  questionColumns,
  toQuestionItem,
} from './questions.service.ts';

type InboxJson = QuestionJson & {
  courseId: string;
  courseName: string;
  lectureName: string;
  isUnanswered: boolean;
};

/** Not answered by the course's lecturer and no answer accepted. */
const unanswered = sql<boolean>`(${questions.lecturerAnswerCount} = 0 AND NOT ${questions.hasAcceptedAnswer})`;

/**
 * `GET /lecturer/questions`: the questions of the courses the caller authors (an admin: every course), unanswered
 * ones first and newest first within each group; `status=unanswered` keeps only those, `courseId` one course.
 */
export const lecturerQuestions = async (
  db: Database,
  user: CurrentUser,
  query: LecturerQuestionsQuery,
): Promise<Paged<LecturerQuestionItem>> => {
  // The copied lecturer (decision 044): the caller's questions are one range of the inbox index, in its order.
  const where: SQL[] = isAdmin(user) ? [] : [eq(questions.lecturerId, user.id)];
  if (query.courseId) where.push(eq(questions.courseId, query.courseId));
  if (query.status === 'unanswered') where.push(unanswered);
  const { pageNumber, pageSize } = query;
  const page = db
    .select(
      aliased({
        ...questionColumns(user.id),
        courseId: questions.courseId,
        courseName: courses.name,
        lectureName: lectures.name,
        isUnanswered: unanswered,
      }),
    )
    .from(questions)
    .innerJoin(courses, eq(courses.id, questions.courseId))
    .innerJoin(lectures, eq(lectures.id, questions.lectureId))
    .innerJoin(users, eq(users.id, questions.authorId))
    .where(and(...where))
    .orderBy(desc(unanswered), desc(questions.createdAt), desc(questions.id))
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);
  // The total from the per-course counts (migration 0018) and the page, in one statement: one round trip.
  const counted = query.status === 'unanswered' ? questionCounts.unanswered : questionCounts.total;
  const countWhere = and(
    ...(isAdmin(user) ? [] : [eq(questionCounts.lecturerId, user.id)]),
    ...(query.courseId ? [eq(questionCounts.courseId, query.courseId)] : []),
  );
  const [row] = await queryRows<{ total: number; items: InboxJson[] }>(
    db,
    sql`SELECT (SELECT coalesce(sum(${counted}), 0)::int FROM ${questionCounts} WHERE ${countWhere ?? sql`true`}) AS total, ${jsonRows<InboxJson>(
      page,
      sql`p."isUnanswered" DESC, p."createdAt" DESC, p."id" DESC`,
    )} AS items`,
  );
  const totalItemCount = Number(row?.total ?? 0);
  const rows = (row?.items ?? []).map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
  const totalPageCount = Math.ceil(totalItemCount / pageSize);
  return {
    items: rows.map((r) => ({
      ...toQuestionItem(user, r),
      courseId: r.courseId,
      courseName: r.courseName,
      lectureName: r.lectureName,
      isUnanswered: Boolean(r.isUnanswered),
    })),
    currentPage: pageNumber,
    totalPageCount,
    totalItemCount,
    hasNextPage: pageNumber < totalPageCount,
  };
};
