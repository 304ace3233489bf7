import {
  type AnswerInput,
  type Paged,
  type QuestionDetail,
  type QuestionInput,
  type QuestionItem,
  type QuestionListQuery,
  SEARCH_FOLD_FROM,
  SEARCH_FOLD_TO,
} from '@kampus/contract';
import { and, asc, desc, eq, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { courses, lectures } from '../../db/schema/catalogue.ts';
import { answers, lectureQuestionVersions, questions, questionUpvotes } from '../../db/schema/questions.ts';
import { users } from '../../db/schema/users.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { firstPageCache, type KeptPage, type SharedItem } from './first-page-cache.ts';
import {
  decideLecture,
  displayName,
  loadQuestion,
  mayRemove,
  type Place,
  placeColumns,
} from './question-access.ts';

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The columns of a question item, for the caller `user`. */
export const questionColumns = (userId: string | Placeholder) => ({
  id: questions.id,
  lectureId: questions.lectureId,
  title: questions.title,
  body: questions.body,
  authorId: questions.authorId,
  name: users.name,
  surname: users.surname,
  answerCount: questions.answerCount,
  upvotes: questions.upvoteCount,
  lecturerAnswerCount: questions.lecturerAnswerCount,
  hasAcceptedAnswer: questions.hasAcceptedAnswer,
  createdAt: questions.createdAt,
  isUpvoted: sql<boolean>`EXISTS (SELECT 1 FROM ${questionUpvotes} u WHERE u.question_id = ${questions.id} AND u.user_id = ${userId})`,
});

type QuestionRow = {
  id: string;
  lectureId: string;
  title: string;
  body: string;
  authorId: string;
  name: string;
  surname: string;
  answerCount: number;
  upvotes: number;
  lecturerAnswerCount: number;
  hasAcceptedAnswer: boolean;
  createdAt: Date;
  isUpvoted: boolean;
};

/** A question item as every reader sees it: all but the caller's own marks (`isMine`, `isUpvoted`). */
const sharedItemOf = (r: Omit<QuestionRow, 'isUpvoted'>): SharedItem => ({
  id: r.id,
  lectureId: r.lectureId,
  title: r.title,
  body: r.body,
  author: { displayName: displayName(r.name, r.surname) },
  answerCount: r.answerCount,
  upvotes: r.upvotes,
  hasLecturerAnswer: r.lecturerAnswerCount > 0,
  hasAcceptedAnswer: r.hasAcceptedAnswer,
  createdAt: r.createdAt.toISOString(),
});

/** The caller's marks laid over a shared item. */
const markedItem = (
  user: CurrentUser,
  authorId: string,
  item: SharedItem,
  isUpvoted: boolean,
): QuestionItem => ({
  ...item,
  isMine: authorId === user.id,
  isUpvoted,
});

export const toQuestionItem = (user: CurrentUser, r: QuestionRow): QuestionItem =>
  markedItem(user, r.authorId, sharedItemOf(r), Boolean(r.isUpvoted));

/** A question row as `json_agg` gives it: the same fields, the time as text. */
export type QuestionJson = Omit<QuestionRow, 'createdAt'> & { createdAt: string };

/** Each field of a select under its own name, so a derived table (and its JSON) carries the select's keys. */
export const aliased = <T extends Record<string, SQLWrapper>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, sql`${field}`.as(key)])) as {
    [K in keyof T]: SQL.Aliased;
  };

/** SQL: the rows of `page` as one JSON array in the order `order` (the page's own order, by its aliases). */
export const jsonRows = <T>(page: SQLWrapper, order: SQL) =>
  sql<T[]>`(SELECT coalesce(json_agg(p ORDER BY ${order}), '[]'::json) FROM (${page}) p)`;

type ListSort = 'newest' | 'top';
export type Param<T> = T | Placeholder;

/** The lecture's question version (migration 0020), as text, correlated with the outer `lectures`. */
const lectureVersion = sql<string>`coalesce((SELECT ${lectureQuestionVersions.version} FROM ${lectureQuestionVersions} WHERE ${lectureQuestionVersions.lectureId} = ${lectures.id}), 0)::text`;

/**
 * The statement of a lecture's question list: the place (for the access decision), the count and the page, read in
 * one statement from the lecture's row; `where` picks the questions, correlated with the outer `lectures` and
 * `courses`.
 */
const lectureListSelect = (
  db: Database,
  p: { lectureId: Param<string>; userId: Param<string>; limit: Param<number>; offset: Param<number> },
  sort: ListSort,
  where: SQL | undefined,
) => {
  const top = sort === 'top';
  const page = db
    .select(aliased(questionColumns(p.userId)))
    .from(questions)
    .innerJoin(users, eq(users.id, questions.authorId))
    .where(where)
    .orderBy(
      ...(top
        ? [desc(questions.upvoteCount), desc(questions.createdAt), desc(questions.id)]
        : [desc(questions.createdAt), desc(questions.id)]),
    )
    .limit(p.limit)
    .offset(p.offset);
  return db
    .select({
      ...placeColumns(p.userId),
      version: lectureVersion,
      total: sql<number>`(SELECT count(*)::int FROM ${questions} WHERE ${where})`,
      items: jsonRows<QuestionJson>(
        page,
        top ? sql`p."upvotes" DESC, p."createdAt" DESC, p."id" DESC` : sql`p."createdAt" DESC, p."id" DESC`,
      ),
    })
    .from(lectures)
    .innerJoin(courses, eq(courses.id, lectures.courseId))
    .where(eq(lectures.id, p.lectureId))
    .limit(1);
};

/** The list without a search, prepared once per database and sort: it is read far more often than anything else here. */
const preparedList = (db: Database, sort: ListSort) =>
  preparedOnce(db, `questions_of_lecture_${sort}`, (name) =>
    lectureListSelect(
      db,
      {
        lectureId: sql.placeholder('lectureId'),
        userId: sql.placeholder('userId'),
        limit: sql.placeholder('limit'),
        offset: sql.placeholder('offset'),
      },
      sort,
      eq(questions.lectureId, lectures.id),
    ).prepare(name),
  );

/**
 * What a request answered from a kept first page still reads: the place (access), the lecture's version and which of
 * the page's questions (`ids`, comma-separated) the caller has upvoted. Primary-key probes only.
 */
const preparedProbe = (db: Database) =>
  preparedOnce(db, 'questions_first_page_probe', (name) =>
    db
      .select({
        ...placeColumns(sql.placeholder('userId')),
        version: lectureVersion,
        upvoted: sql<
          string[]
        >`coalesce((SELECT array_agg(u.question_id::text) FROM ${questionUpvotes} u WHERE u.user_id = ${sql.placeholder('userId')} AND u.question_id = ANY(string_to_array(${sql.placeholder('ids')}::text, ',')::uuid[])), '{}')`,
      })
      .from(lectures)
      .innerJoin(courses, eq(courses.id, lectures.courseId))
      .where(eq(lectures.id, sql.placeholder('lectureId')))
      .limit(1)
      .prepare(name),
  );

/** The answer's page from its shared rows and the caller's marks. */
const pageOf = (
  user: CurrentUser,
  page: Pick<KeptPage, 'total' | 'rows'>,
  isUpvoted: (id: string) => boolean,
  pageNumber: number,
  pageSize: number,
): Paged<QuestionItem> => {
  const totalPageCount = Math.ceil(page.total / pageSize);
  return {
    items: page.rows.map((r) => markedItem(user, r.authorId, r.item, isUpvoted(r.item.id))),
    currentPage: pageNumber,
    totalPageCount,
    totalItemCount: page.total,
    hasNextPage: pageNumber < totalPageCount,
  };
};

/** A page as `json_agg` gave it, shaped once: kept in memory as it is, or answered at once. */
const sharedPageOf = (found: { version: string; total: number; items: QuestionJson[] }): KeptPage => {
  const rows = found.items.map((r) => ({
    authorId: r.authorId,
    item: sharedItemOf({ ...r, createdAt: new Date(r.createdAt) }),
  }));
  return {
    version: found.version,
    total: Number(found.total),
    ids: rows.map((r) => r.item.id).join(','),
    rows,
  };
};

/**
 * A lecture's first page without a search, from memory while the lecture's version is unchanged (decision 056): one
 * statement of primary-key probes instead of the count, the page and its authors.
 */
const keptFirstPage = async (
  db: Database,
  lectureId: string,
  user: CurrentUser,
  sort: ListSort,
  pageSize: number,
): Promise<Paged<QuestionItem>> => {
  const cache = firstPageCache(db);
  const kept = cache.get(lectureId, sort, pageSize);
  if (kept) {
    const [probe] = await preparedProbe(db).execute({ lectureId, userId: user.id, ids: kept.ids });
    decideLecture(user, probe);
    const found = probe as NonNullable<typeof probe>;
    if (found.version === kept.version) {
      const upvoted = new Set(found.upvoted);
      return pageOf(user, kept, (id) => upvoted.has(id), 1, pageSize);
    }
  }
  const [row] = await preparedList(db, sort).execute({
    lectureId,
    userId: user.id,
    limit: pageSize,
    offset: 0,
  });
  decideLecture(user, row);
  const found = row as NonNullable<typeof row>;
  const upvoted = new Set(found.items.filter((r) => r.isUpvoted).map((r) => r.id));
  const page = sharedPageOf(found);
  cache.set(lectureId, sort, pageSize, page);
  return pageOf(user, page, (id) => upvoted.has(id), 1, pageSize);
};

/**
 * `GET /lectures/{id}/questions`: the lecture's questions a page at a time, newest or most upvoted first. With
 * `search`, every question of the lecture's course whose title or body holds the words (Turkish letters folded).
 * The place (access), the count and the page are one statement; the columns are read before access is decided and
 * dropped when it is refused.
 */
export const listQuestions = async (
  db: Database,
  lectureId: string,
  user: CurrentUser,
  query: QuestionListQuery,
): Promise<Paged<QuestionItem>> => {
  const words = (query.search ?? '').split(/\s+/).filter(Boolean);
  const { pageNumber, pageSize } = query;
  const sort: ListSort = query.sort === 'top' ? 'top' : 'newest';
  if (!words.length && pageNumber === 1) return keptFirstPage(db, lectureId, user, sort, pageSize);
  const values = { lectureId, userId: user.id, limit: pageSize, offset: (pageNumber - 1) * pageSize };
  const [row] = words.length
    ? await lectureListSelect(
        db,
        values,
        sort,
        and(
          eq(questions.courseId, courses.id),
          ...words.map(
            (word) =>
              sql`lower(translate(${questions.title} || ' ' || ${questions.body}, ${SEARCH_FOLD_FROM}, ${SEARCH_FOLD_TO})) LIKE '%' || lower(translate(${escapeLike(word)}::text, ${SEARCH_FOLD_FROM}, ${SEARCH_FOLD_TO})) || '%'`,
          ),
        ),
      )
    : await preparedList(db, sort).execute(values);
  decideLecture(user, row);
  const found = row as NonNullable<typeof row>;
  const upvoted = new Set(found.items.filter((r) => r.isUpvoted).map((r) => r.id));
  return pageOf(user, sharedPageOf(found), (id) => upvoted.has(id), pageNumber, pageSize);
};

/** The learning screen's address of a question, for notifications and mail. */
export const questionPath = (place: Place, questionId: string) =>
  `/course/${place.courseId}/learning?lecture=${place.lectureId}&question=${questionId}`;

/** `GET /questions/{id}`: the question with its answers, oldest first and the accepted one on top. */
export const questionDetail = async (
  db: Database,
  questionId: string,
  user: CurrentUser,
): Promise<QuestionDetail> => {
  const { place, question } = await loadQuestion(db, questionId, user);
  const [row] = await db
    .select(questionColumns(user.id))
    .from(questions)
    .innerJoin(users, eq(users.id, questions.authorId))
    .where(eq(questions.id, question.id));
  const answerRows = await db
    .select({
      id: answers.id,
      body: answers.body,
      authorId: answers.authorId,
      name: users.name,
      surname: users.surname,
      isLecturer: answers.isLecturer,
      isAccepted: answers.isAccepted,
      createdAt: answers.createdAt,
    })
    .from(answers)
    .innerJoin(users, eq(users.id, answers.authorId))
    .where(eq(answers.questionId, question.id))
    .orderBy(desc(answers.isAccepted), asc(answers.createdAt), asc(answers.id));
  if (!row) throw new Error('question vanished while read');
  return {
    ...toQuestionItem(user, row),
    courseId: place.courseId,
    lectureName: place.lectureName,
    canAccept: question.authorId === user.id || place.isCourseLecturer,
    canDelete: mayRemove(user, place, question.authorId),
    answers: answerRows.map((a) => ({
      id: a.id,
      body: a.body,
      author: { displayName: displayName(a.name, a.surname), isLecturer: a.isLecturer },
      isMine: a.authorId === user.id,
      isAccepted: a.isAccepted,
      canDelete: mayRemove(user, place, a.authorId),
      createdAt: a.createdAt.toISOString(),
    })),
  };
};

export type { AnswerInput, QuestionInput };
