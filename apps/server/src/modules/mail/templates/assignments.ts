import { button, layout, type MailContext, para, strong } from './layout.ts';

/* Mails of graded assignments (modules/assignments, CONTRACT.md §15): to the learner and to each linked parent.
   The feedback is not copied into mail (it may speak of the child's work at length); the app shows it. */

export type AssignmentGradedData = {
  name: string;
  lectureName: string;
  courseName: string;
  score: number;
  maxScore: number;
  passed: boolean;
  /** The assignment on the learning screen, relative to PUBLIC_URL. */
  path: string;
};

export const assignmentGraded = {
  subject: (d: AssignmentGradedData, ctx: MailContext) =>
    `${ctx.schoolName}: ödeviniz notlandırıldı – ${d.lectureName}`,
  render: (d: AssignmentGradedData, ctx: MailContext) =>
    layout(
      ctx,
      `${d.lectureName} ödeviniz ${d.score}/${d.maxScore} puan aldı.`,
      'Ödeviniz notlandırıldı',
      para(`Merhaba ${d.name},`),
      para(
        `${d.courseName} kursunun `,
        strong(d.lectureName),
        ` ödevi ${d.score}/${d.maxScore} puanla notlandırıldı.`,
      ),
      para(
        d.passed
          ? 'Tebrikler, ödevi geçtiniz ve ders tamamlandı.'
          : 'Ödevi geçmek için en yüksek puanın en az yarısı gerekir. Eğitmeninizin geri bildirimini okuyup sorularınızı dersin Sorular sekmesinden sorabilirsiniz.',
      ),
      button(ctx, `${ctx.publicUrl}${d.path}`, 'Notu ve geri bildirimi görün'),
    ),
  sample: {
    name: 'Ayşe',
    lectureName: 'Döngü alıştırmaları',
    courseName: 'Sıfırdan Python',
    score: 85,
    maxScore: 100,
    passed: true,
    path: '/course/00000000-0000-4000-8000-000000000001/learning?lecture=00000000-0000-4000-8000-000000000002',
  } as AssignmentGradedData,
};

export type ChildAssignmentGradedData = {
  name: string;
  childName: string;
  lectureName: string;
  courseName: string;
  score: number;
  maxScore: number;
  passed: boolean;
};

export const childAssignmentGraded = {
  subject: (d: ChildAssignmentGradedData, ctx: MailContext) =>
    `${ctx.schoolName}: ${d.childName} adlı öğrencinizin ödevi notlandırıldı`,
  render: (d: ChildAssignmentGradedData, ctx: MailContext) =>
    layout(
      ctx,
      `${d.childName}, ${d.lectureName} ödevinden ${d.score}/${d.maxScore} puan aldı.`,
      'Ödev notlandırıldı',
      para(`Merhaba ${d.name},`),
      para(
        `${d.childName}, ${d.courseName} kursunun `,
        strong(d.lectureName),
        ` ödevinden ${d.score}/${d.maxScore} puan aldı${d.passed ? ' ve dersi tamamladı' : ''}.`,
      ),
      button(ctx, `${ctx.publicUrl}/parent`, 'Veli sayfası'),
    ),
  sample: {
    name: 'Zeynep',
    childName: 'Ayşe Y.',
    lectureName: 'Döngü alıştırmaları',
    courseName: 'Sıfırdan Python',
    score: 85,
    maxScore: 100,
    passed: true,
  } as ChildAssignmentGradedData,
};
