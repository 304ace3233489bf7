import { asc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { answers, questions } from '../../db/schema/questions.ts';

/** The questions and answers the user wrote, for the data export (modules/privacy). */
export const questionsForExport = async (db: Database, userId: string) => ({
  questions: await db
    .select({
      id: questions.id,
      courseId: questions.courseId,
      lectureId: questions.lectureId,
      title: questions.title,
      body: questions.body,
      createdAt: questions.createdAt,
    })
    .from(questions)
    .where(eq(questions.authorId, userId))
    .orderBy(asc(questions.createdAt)),
  answers: await db
    .select({
      id: answers.id,
      questionId: answers.questionId,
      body: answers.body,
      createdAt: answers.createdAt,
    })
    .from(answers)
    .where(eq(answers.authorId, userId))
    .orderBy(asc(answers.createdAt)),
});

/** What an erased author's question or answer reads as. */
export const ERASED_TEXT = 'Bu içerik, yazarının isteğiyle silindi.';

/**
 * Erasure: the threads stay for the other learners (their answers, votes and the accepted mark), the erased person's
 * words go; their name already reads as the anonymous account's.
 */
export const eraseQuestionTexts = async (tx: Tx, userId: string): Promise<void> => {
  await tx
    .update(questions)
    .set({ title: 'Silinmiş soru', body: ERASED_TEXT })
    .where(eq(questions.authorId, userId));
  await tx.update(answers).set({ body: ERASED_TEXT }).where(eq(answers.authorId, userId));
};
