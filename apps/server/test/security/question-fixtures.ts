import { answers, questions } from '../../src/db/schema/index.ts';
import { makePerson } from '../support/commerce-fixtures.ts';
import type { Fixtures } from './access-fixtures.ts';

/* Throwaway questions and answers under course A's text lecture for the access matrix's question rows. */

const strangers = new WeakMap<Fixtures, Promise<string>>();
/** An account that is none of the callers, to author a question everyone may upvote. */
const stranger = (fx: Fixtures) => {
  let id = strangers.get(fx);
  if (!id) {
    id = makePerson(fx.t).then((p) => p.id);
    strangers.set(fx, id);
  }
  return id;
};

export const questionOn = async (fx: Fixtures, author: 'owner' | 'stranger' = 'owner'): Promise<string> => {
  const [row] = await fx.t.app.deps.db
    .insert(questions)
    .values({
      lectureId: fx.courseA.text,
      courseId: fx.courseA.id,
      authorId: author === 'owner' ? fx.people.ownerStudent.id : await stranger(fx),
      lecturerId: fx.people.ownerLecturer.id,
      title: 'Erişim matrisi sorusu',
      body: 'Erişim matrisi için bir soru metni.',
    })
    .returning({ id: questions.id });
  return (row as { id: string }).id;
};

/** An answer by the owner student to their own throwaway question. */
export const answerOn = async (fx: Fixtures): Promise<string> => {
  const questionId = await questionOn(fx);
  const [row] = await fx.t.app.deps.db
    .insert(answers)
    .values({ questionId, authorId: fx.people.ownerStudent.id, body: 'Erişim matrisi cevabı.' })
    .returning({ id: answers.id });
  return (row as { id: string }).id;
};
