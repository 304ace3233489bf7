import type { Database, Tx } from '../../db/client.ts';
import type { TemplateName } from '../mail/index.ts';
import type { Announcement } from './announcements.ts';

/* The events of questions and answers under lectures (modules/questions, CONTRACT.md §15). */

type Db = Database | Tx;
type Announce = <N extends TemplateName>(tx: Db, a: Announcement<N>) => Promise<void>;

type Recipient = { id: string; name: string; email: string };
type Where = { courseName: string; lectureName: string; questionTitle: string; path: string };

export const questionNews = (announce: Announce) => ({
  /** Someone other than the asker answered a question: the asker is mailed and told in the app, once per answer. */
  questionAnswered: async (
    tx: Db,
    answer: { id: string; asker: Recipient; answeredBy: string; byLecturer: boolean } & Where,
  ) => {
    await announce(tx, {
      eventKey: `question-answered:${answer.id}`,
      userId: answer.asker.id,
      email: answer.asker.email,
      category: 'learning',
      template: 'question-answered',
      data: {
        name: answer.asker.name,
        questionTitle: answer.questionTitle,
        lectureName: answer.lectureName,
        courseName: answer.courseName,
        answeredBy: answer.answeredBy,
        byLecturer: answer.byLecturer,
        path: answer.path,
      },
      notification: {
        type: 'question-answered',
        title: 'Sorunuz yanıtlandı',
        body: `${answer.byLecturer ? 'Eğitmen ' : ''}${answer.answeredBy}, "${answer.questionTitle}" sorunuza cevap yazdı.`,
        link: answer.path,
      },
    });
  },
  /** A learner asked a question in a course: its lecturer is mailed and told in the app, once per question. */
  questionAsked: async (tx: Db, question: { id: string; lecturer: Recipient; askedBy: string } & Where) => {
    await announce(tx, {
      eventKey: `question-asked:${question.id}`,
      userId: question.lecturer.id,
      email: question.lecturer.email,
      category: 'learning',
      template: 'question-asked',
      data: {
        name: question.lecturer.name,
        questionTitle: question.questionTitle,
        lectureName: question.lectureName,
        courseName: question.courseName,
        askedBy: question.askedBy,
        path: question.path,
      },
      notification: {
        type: 'question-asked',
        title: 'Kursunuzda yeni soru',
        body: `${question.askedBy}, ${question.courseName} kursunda sordu: "${question.questionTitle}"`,
        link: question.path,
      },
    });
  },
});
