import { button, layout, type MailContext, para, rows, strong } from './layout.ts';

/*
 * The weekly family digest (CONTRACT.md §12): per linked child, what happened in the week: lessons, progress per
 * course, quiz results, assignments graded in the week, class attendance and new certificates.
 */

export type DigestChild = {
  name: string;
  lessons: Array<{ courseName: string; lectureName: string }>;
  courses: Array<{ name: string; progressPercent: number; completedLessons: number; totalLessons: number }>;
  certificates: Array<{ courseName: string; verificationCode: string }>;
  quizzes: Array<{ courseName: string; lectureName: string; score: number; passed: boolean }>;
  /** The week's recorded class attendance (absent in digests queued before it existed). */
  attendance?: Array<{ courseName: string; sessionTitle: string; present: boolean }>;
  /** Assignments graded in the week (absent in digests queued before they were listed). */
  assignments?: Array<{
    courseName: string;
    lectureName: string;
    score: number;
    maxScore: number;
    passed: boolean;
  }>;
};

export type FamilyDigestData = {
  parentName: string;
  /** The week's first and last day in Turkey, "2026-11-16" and "2026-11-22". */
  weekStart: string;
  weekEnd: string;
  children: DigestChild[];
};

/** "2026-11-16" as people in Turkey read a date: "16 Kasım 2026". */
const dayFormat = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long', timeZone: 'UTC' });
const day = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

const childPart = (c: DigestChild) => [
  para(strong(c.name)),
  c.lessons.length === 0
    ? para('Bu hafta tamamlanan ders yok.')
    : para(
        `Bu hafta tamamlanan dersler (${c.lessons.length}): `,
        c.lessons.map((l) => `${l.lectureName} (${l.courseName})`).join(', '),
      ),
  c.courses.length === 0
    ? para('Kayıtlı olduğu kurs yok.')
    : rows(
        c.courses.map((k) => [
          k.name,
          `%${k.progressPercent} (${k.completedLessons}/${k.totalLessons} ders)`,
        ]),
      ),
  c.quizzes.length === 0
    ? null
    : para(
        'Sınav sonuçları: ',
        c.quizzes
          .map(
            (q) => `${q.lectureName} (${q.courseName}): ${q.score} puan, ${q.passed ? 'geçti' : 'geçemedi'}`,
          )
          .join('; '),
      ),
  !c.assignments || c.assignments.length === 0
    ? null
    : para(
        'Notlandırılan ödevler: ',
        c.assignments
          .map(
            (a) =>
              `${a.lectureName} (${a.courseName}): ${a.score}/${a.maxScore} puan, ${a.passed ? 'geçti' : 'geçemedi'}`,
          )
          .join('; '),
      ),
  !c.attendance || c.attendance.length === 0
    ? null
    : para(
        `Yoklama (${c.attendance.filter((a) => a.present).length}/${c.attendance.length} oturuma katıldı): `,
        c.attendance
          .map((a) => `${a.sessionTitle} (${a.courseName}): ${a.present ? 'geldi' : 'gelmedi'}`)
          .join('; '),
      ),
  c.certificates.length === 0
    ? null
    : para(
        'Yeni sertifikalar: ',
        c.certificates.map((k) => `${k.courseName} (doğrulama kodu ${k.verificationCode})`).join(', '),
      ),
];

export const familyDigest = {
  subject: (d: FamilyDigestData, ctx: MailContext) =>
    `${ctx.schoolName} haftalık veli özeti: ${day(d.weekStart)} – ${day(d.weekEnd)}`,
  render: (d: FamilyDigestData, ctx: MailContext) =>
    layout(
      ctx,
      `Çocuğunuzun ${day(d.weekStart)} – ${day(d.weekEnd)} haftası.`,
      'Haftalık veli özeti',
      para(`Merhaba ${d.parentName},`),
      para(
        `${day(d.weekStart)} – ${day(d.weekEnd)} haftasında çocuğunuzun ${ctx.schoolName}'teki çalışmaları:`,
      ),
      ...d.children.flatMap(childPart),
      button(ctx, `${ctx.publicUrl}/parent`, 'Veli sayfasına git'),
    ),
  sample: {
    parentName: 'Fatma',
    weekStart: '2026-11-16',
    weekEnd: '2026-11-22',
    children: [
      {
        name: 'Ayşe Yılmaz',
        lessons: [
          { courseName: 'Sıfırdan Python', lectureName: 'Değişkenler' },
          { courseName: 'Sıfırdan Python', lectureName: 'Döngüler' },
        ],
        courses: [{ name: 'Sıfırdan Python', progressPercent: 50, completedLessons: 4, totalLessons: 8 }],
        certificates: [{ courseName: 'HTML Temelleri', verificationCode: 'K7QM-2XRP' }],
        quizzes: [{ courseName: 'Sıfırdan Python', lectureName: 'Ara sınav', score: 80, passed: true }],
        assignments: [
          {
            courseName: 'Sıfırdan Python',
            lectureName: 'Hesap makinesi ödevi',
            score: 85,
            maxScore: 100,
            passed: true,
          },
        ],
        attendance: [
          { courseName: 'Yüz Yüze Python Atölyesi', sessionTitle: '3. hafta: Döngüler', present: true },
          { courseName: 'Yüz Yüze Python Atölyesi', sessionTitle: '4. hafta: Fonksiyonlar', present: false },
        ],
      },
    ],
  } as FamilyDigestData,
};
