import { button, layout, type MailContext, para, strong } from './layout.ts';

/* Mails of questions and answers under lectures (modules/questions, CONTRACT.md §15). Names are first name and
   initial ("Ayşe Y."), as everywhere in this feature; bodies are not copied into mail, only titles. */

export type QuestionAnsweredData = {
  name: string;
  questionTitle: string;
  lectureName: string;
  courseName: string;
  answeredBy: string;
  byLecturer: boolean;
  /** The question on the learning screen, relative to PUBLIC_URL. */
  path: string;
};

export const questionAnswered = {
  subject: (d: QuestionAnsweredData, ctx: MailContext) =>
    `${ctx.schoolName}: sorunuz yanıtlandı – ${d.questionTitle}`,
  render: (d: QuestionAnsweredData, ctx: MailContext) =>
    layout(
      ctx,
      `${d.answeredBy} sorunuzu yanıtladı.`,
      'Sorunuz yanıtlandı',
      para(`Merhaba ${d.name},`),
      para(
        `${d.courseName} kursunun ${d.lectureName} dersinde sorduğunuz `,
        strong(d.questionTitle),
        ` sorusuna ${d.byLecturer ? `eğitmen ${d.answeredBy}` : d.answeredBy} bir cevap yazdı.`,
      ),
      button(ctx, `${ctx.publicUrl}${d.path}`, 'Cevabı okuyun'),
    ),
  sample: {
    name: 'Ayşe',
    questionTitle: 'Döngü neden bitmiyor?',
    lectureName: 'Döngüler',
    courseName: 'Sıfırdan Python',
    answeredBy: 'Mehmet K.',
    byLecturer: true,
    path: '/course/00000000-0000-4000-8000-000000000001/learning?lecture=00000000-0000-4000-8000-000000000002&question=00000000-0000-4000-8000-000000000003',
  } as QuestionAnsweredData,
};

export type QuestionAskedData = {
  name: string;
  questionTitle: string;
  lectureName: string;
  courseName: string;
  askedBy: string;
  path: string;
};

export const questionAsked = {
  subject: (d: QuestionAskedData, ctx: MailContext) =>
    `${ctx.schoolName}: ${d.courseName} kursunda yeni soru`,
  render: (d: QuestionAskedData, ctx: MailContext) =>
    layout(
      ctx,
      `${d.askedBy} bir soru sordu.`,
      'Kursunuzda yeni bir soru var',
      para(`Merhaba ${d.name},`),
      para(
        `${d.askedBy}, ${d.courseName} kursunun ${d.lectureName} dersinde bir soru sordu: `,
        strong(d.questionTitle),
      ),
      button(ctx, `${ctx.publicUrl}${d.path}`, 'Soruları yanıtlayın'),
    ),
  sample: {
    name: 'Mehmet',
    questionTitle: 'Döngü neden bitmiyor?',
    lectureName: 'Döngüler',
    courseName: 'Sıfırdan Python',
    askedBy: 'Ayşe Y.',
    path: '/lecturer/questions',
  } as QuestionAskedData,
};
