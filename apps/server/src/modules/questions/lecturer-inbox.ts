import type { LecturerQuestionItem, LecturerQuestionsQuery, Paged } from '@kampus/contract';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { courses, lectures } from '../../db/schema/catalogue.ts';
import { questions } from '../../db/schema/questions.ts';
import { users } from '../../db/schema/users.ts';
import { type CurrentUser, isAdmin } from '../../plugins/auth.ts';
import { questionColumns, toQuestionItem } from './questions.service.ts';

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
  const [total] = await db
    .select({ n: count() })
    .from(questions)
    .where(and(...where));
  const totalItemCount = Number(total?.n ?? 0);
  const { pageNumber, pageSize } = query;
  const rows =
    (pageNumber - 1) * pageSize < totalItemCount
      ? await db
          .select({
            ...questionColumns(user),
            courseId: questions.courseId,
            courseName: courses.name,
            lectureName: lectures.name,
            isUnanswered: unanswered,
          })
          .from(questions)
          .innerJoin(courses, eq(courses.id, questions.courseId))
          .innerJoin(lectures, eq(lectures.id, questions.lectureId))
          .innerJoin(users, eq(users.id, questions.authorId))
          .where(and(...where))
          .orderBy(desc(unanswered), desc(questions.createdAt), desc(questions.id))
          .limit(pageSize)
          .offset((pageNumber - 1) * pageSize)
      : [];
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
