import type { AcceptResult, AnswerInput, QuestionInput, UpvoteResult } from '@kampus/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { answers, questions, questionUpvotes } from '../../db/schema/questions.ts';
import { users } from '../../db/schema/users.ts';
import { appError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { announcing, type Events } from '../announcements/index.ts';
import { displayName, loadAnswer, loadQuestion, mayRemove, placeOfLecture } from './question-access.ts';
import { questionPath } from './questions.service.ts';

const accountOf = async (tx: Database | Tx, userId: string) => {
  const [row] = await tx
    .select({ id: users.id, name: users.name, surname: users.surname, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw appError('UNAUTHENTICATED');
  return row;
};

/** `POST /lectures/{id}/questions`: stores the question and tells the course's lecturer (unless they asked it). */
export const askQuestion = async (
  db: Database,
  events: Events,
  lectureId: string,
  user: CurrentUser,
  input: QuestionInput,
): Promise<string> => {
  const place = await placeOfLecture(db, lectureId, user);
  return announcing(events, (news) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(questions)
        .values({
          lectureId: place.lectureId,
          courseId: place.courseId,
          authorId: user.id,
          lecturerId: place.lecturerId,
          title: input.title,
          body: input.body,
        })
        .returning({ id: questions.id });
      const id = (row as { id: string }).id;
      if (place.lecturerId !== user.id) {
        const asker = await accountOf(tx, user.id);
        const lecturer = await accountOf(tx, place.lecturerId);
        await news.questionAsked(tx, {
          id,
          lecturer,
          askedBy: displayName(asker.name, asker.surname),
          courseName: place.courseName,
          lectureName: place.lectureName,
          questionTitle: input.title,
          path: '/lecturer/questions',
        });
      }
      return id;
    }),
  );
};

/** `POST /questions/{id}/answers`: stores the answer, counts it on the question and tells the asker (unless they wrote it). */
export const answerQuestion = async (
  db: Database,
  events: Events,
  questionId: string,
  user: CurrentUser,
  input: AnswerInput,
): Promise<string> => {
  const { place, question } = await loadQuestion(db, questionId, user);
  const byLecturer = place.isCourseLecturer;
  return announcing(events, (news) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(answers)
        .values({ questionId: question.id, authorId: user.id, body: input.body, isLecturer: byLecturer })
        .returning({ id: answers.id });
      const id = (row as { id: string }).id;
      await tx
        .update(questions)
        .set({
          answerCount: sql`${questions.answerCount} + 1`,
          lecturerAnswerCount: sql`${questions.lecturerAnswerCount} + ${byLecturer ? 1 : 0}`,
        })
        .where(eq(questions.id, question.id));
      if (question.authorId !== user.id) {
        const writer = await accountOf(tx, user.id);
        await news.questionAnswered(tx, {
          id,
          asker: await accountOf(tx, question.authorId),
          answeredBy: displayName(writer.name, writer.surname),
          byLecturer,
          courseName: place.courseName,
          lectureName: place.lectureName,
          questionTitle: question.title,
          path: questionPath(place, question.id),
        });
      }
      return id;
    }),
  );
};

/** `POST /questions/{id}/upvote`: adds the caller's vote, or takes it back when they had voted; not on one's own. */
export const toggleUpvote = async (
  db: Database,
  questionId: string,
  user: CurrentUser,
): Promise<UpvoteResult> => {
  const { question } = await loadQuestion(db, questionId, user);
  if (question.authorId === user.id) throw appError('OWN_QUESTION_UPVOTE');
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(questionUpvotes)
      .values({ questionId: question.id, userId: user.id })
      .onConflictDoNothing()
      .returning({ q: questionUpvotes.questionId });
    const removed = added.length
      ? []
      : await tx
          .delete(questionUpvotes)
          .where(and(eq(questionUpvotes.questionId, question.id), eq(questionUpvotes.userId, user.id)))
          .returning({ q: questionUpvotes.questionId });
    const change = added.length - removed.length;
    const [row] = await tx
      .update(questions)
      .set({ upvoteCount: sql`${questions.upvoteCount} + ${change}` })
      .where(eq(questions.id, question.id))
      .returning({ upvotes: questions.upvoteCount });
    return { upvoted: added.length > 0, upvotes: row?.upvotes ?? 0 };
  });
};

/**
 * `POST /answers/{id}/accept`: the asker or the course's lecturer marks the answer accepted (another accepted one of
 * the question is released), or, for the accepted answer, takes the mark back.
 */
export const toggleAccept = async (
  db: Database,
  answerId: string,
  user: CurrentUser,
): Promise<AcceptResult> => {
  const { place, question, answer } = await loadAnswer(db, answerId, user);
  if (question.authorId !== user.id && !place.isCourseLecturer) throw appError('ANSWER_ACCEPT_NOT_ALLOWED');
  return db.transaction(async (tx) => {
    // The question row is locked so two acceptances of one question run one after the other.
    await tx.execute(sql`SELECT 1 FROM ${questions} WHERE ${questions.id} = ${question.id} FOR UPDATE`);
    const [current] = await tx
      .select({ isAccepted: answers.isAccepted })
      .from(answers)
      .where(eq(answers.id, answer.id));
    const accept = !current?.isAccepted;
    await tx
      .update(answers)
      .set({ isAccepted: false })
      .where(
        and(eq(answers.questionId, question.id), eq(answers.isAccepted, true), ne(answers.id, answer.id)),
      );
    await tx.update(answers).set({ isAccepted: accept }).where(eq(answers.id, answer.id));
    await tx.update(questions).set({ hasAcceptedAnswer: accept }).where(eq(questions.id, question.id));
    return { isAccepted: accept };
  });
};

/** `DELETE /questions/{id}`: its author, the course's lecturer or an admin; removals by staff are audit-logged. */
export const deleteQuestion = async (db: Database, questionId: string, user: CurrentUser): Promise<void> => {
  const { place, question } = await loadQuestion(db, questionId, user);
  if (!mayRemove(user, place, question.authorId)) throw appError('QUESTION_DELETE_NOT_ALLOWED');
  await db.transaction(async (tx) => {
    await tx.delete(questions).where(eq(questions.id, question.id));
    if (question.authorId !== user.id)
      await audit(tx, user.id, 'question.delete', 'question', question.id, {
        courseId: place.courseId,
        lectureId: place.lectureId,
        authorId: question.authorId,
        title: question.title,
      });
  });
};

/** `DELETE /answers/{id}`: as a question; the question's counts follow. */
export const deleteAnswer = async (db: Database, answerId: string, user: CurrentUser): Promise<void> => {
  const { place, question, answer } = await loadAnswer(db, answerId, user);
  if (!mayRemove(user, place, answer.authorId)) throw appError('QUESTION_DELETE_NOT_ALLOWED');
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(answers)
      .where(eq(answers.id, answer.id))
      .returning({ isLecturer: answers.isLecturer, isAccepted: answers.isAccepted });
    if (!gone) return;
    await tx
      .update(questions)
      .set({
        answerCount: sql`greatest(${questions.answerCount} - 1, 0)`,
        lecturerAnswerCount: sql`greatest(${questions.lecturerAnswerCount} - ${gone.isLecturer ? 1 : 0}, 0)`,
        ...(gone.isAccepted ? { hasAcceptedAnswer: false } : {}),
      })
      .where(eq(questions.id, question.id));
    if (answer.authorId !== user.id)
      await audit(tx, user.id, 'answer.delete', 'answer', answer.id, {
        questionId: question.id,
        courseId: place.courseId,
        authorId: answer.authorId,
      });
  });
};
