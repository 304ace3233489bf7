import type { LecturerQuestionItem, LecturerQuestionsQuery, Paged } from '@kampus/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { courses, lectures } from '../../db/schema/catalogue.ts';
import { questionCounts, questions } from '../../db/schema/questions.ts';
import { users } from '../../db/schema/users.ts';
import { type CurrentUser, isAdmin } from '../../plugins/auth.ts';
import {
  aliased,
  jsonRows,
  type Param,
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

type InboxParams = {
  /** The lecturer whose courses' questions are listed; none for an admin (every course). */
  lecturerId: Param<string> | null;
  courseId: Param<string> | null;
  userId: Param<string>;
  limit: Param<number>;
  offset: Param<number>;
};

/** The inbox's statement: the total from the per-course counts (migration 0018) and the page, in one round trip. */
const inboxSelect = (db: Database, p: InboxParams, status: 'all' | 'unanswered') => {
  // The copied lecturer (decision 044): the caller's questions are one range of the inbox index, in its order.
  const where = and(
    ...(p.lecturerId === null ? [] : [eq(questions.lecturerId, p.lecturerId)]),
    ...(p.courseId === null ? [] : [eq(questions.courseId, p.courseId)]),
    ...(status === 'unanswered' ? [unanswered] : []),
  );
  const countWhere = and(
    ...(p.lecturerId === null ? [] : [eq(questionCounts.lecturerId, p.lecturerId)]),
    ...(p.courseId === null ? [] : [eq(questionCounts.courseId, p.courseId)]),
  );
  const page = db
    .select(
      aliased({
        ...questionColumns(p.userId),
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
    .where(where)
    .orderBy(desc(unanswered), desc(questions.createdAt), desc(questions.id))
    .limit(p.limit)
    .offset(p.offset);
  const counted = status === 'unanswered' ? questionCounts.unanswered : questionCounts.total;
  return db
    .select({
      total: sql<number>`(SELECT coalesce(sum(${counted}), 0)::int FROM ${questionCounts} WHERE ${countWhere ?? sql`true`})`,
      items: jsonRows<InboxJson>(page, sql`p."isUnanswered" DESC, p."createdAt" DESC, p."id" DESC`),
    })
    .from(sql`(VALUES (1)) AS one (x)`);
};

/** A lecturer's inbox over all their courses, prepared once per status: what the inbox page reads. */
const preparedInbox = (db: Database, status: 'all' | 'unanswered') =>
  preparedOnce(db, `lecturer_inbox_${status}`, (name) =>
    inboxSelect(
      db,
      {
        lecturerId: sql.placeholder('lecturerId'),
        courseId: null,
        userId: sql.placeholder('userId'),
        limit: sql.placeholder('limit'),
        offset: sql.placeholder('offset'),
      },
      status,
    ).prepare(name),
  );

/**
 * `GET /lecturer/questions`: the questions of the courses the caller authors (an admin: every course), unanswered
 * ones first and newest first within each group; `status=unanswered` keeps only those, `courseId` one course.
 */
export const lecturerQuestions = async (
  db: Database,
  user: CurrentUser,
  query: LecturerQuestionsQuery,
): Promise<Paged<LecturerQuestionItem>> => {
  const { pageNumber, pageSize } = query;
  const status = query.status === 'unanswered' ? 'unanswered' : 'all';
  const values = {
    lecturerId: isAdmin(user) ? null : user.id,
    courseId: query.courseId ?? null,
    userId: user.id,
    limit: pageSize,
    offset: (pageNumber - 1) * pageSize,
  };
  const [row] =
    values.lecturerId !== null && values.courseId === null
      ? await preparedInbox(db, status).execute({ ...values, lecturerId: values.lecturerId })
      : await inboxSelect(db, values, status);
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
