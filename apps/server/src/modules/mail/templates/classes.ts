import { button, istanbulTime, layout, type MailContext, para, rows, strong } from './layout.ts';

/* Mails of class sessions (modules/classes, CONTRACT.md §16): a session moved or changed, a session cancelled, and
   the reminder 24 hours before. Times are Turkey's time. The meeting link is not mailed: it opens on the learning
   screen 15 minutes before the start, for the enrolled only. */

export type SessionMailData = {
  name: string;
  courseName: string;
  title: string;
  startsAt: string;
  endsAt: string;
  location: string | null;
  isOnline: boolean;
  /** The course's learning screen, relative to PUBLIC_URL. */
  path: string;
};

export type SessionChangedData = SessionMailData & { previousStartsAt: string };

const when = (d: SessionMailData) =>
  `${istanbulTime(d.startsAt)} – ${istanbulTime(d.endsAt).split(' ').pop()}`;

const details = (d: SessionMailData) =>
  rows([
    ['Kurs', d.courseName],
    ['Oturum', d.title],
    ['Zaman', when(d)],
    ...(d.location ? ([['Yer', d.location]] as const) : []),
    ...(d.isOnline
      ? ([['Çevrimiçi', "Derse Katıl bağlantısı, başlamadan 15 dakika önce Kampüs'te açılır."]] as const)
      : []),
  ]);

const sample: SessionMailData = {
  name: 'Ayşe',
  courseName: 'Yüz Yüze Python Atölyesi',
  title: '3. hafta: Döngüler',
  startsAt: '2026-12-01T16:00:00.000Z',
  endsAt: '2026-12-01T18:00:00.000Z',
  location: 'Kadıköy Şubesi, 2. kat, B203',
  isOnline: true,
  path: '/course/00000000-0000-4000-8000-000000000001/learning',
};

export const sessionChanged = {
  subject: (d: SessionChangedData, ctx: MailContext) => `${ctx.schoolName}: oturum değişti – ${d.title}`,
  render: (d: SessionChangedData, ctx: MailContext) =>
    layout(
      ctx,
      `${d.courseName} kursunun bir oturumu değişti.`,
      'Oturum bilgileri değişti',
      para(`Merhaba ${d.name},`),
      para(
        `${d.courseName} kursunun `,
        strong(d.title),
        ` oturumunun bilgileri güncellendi (önceki başlangıç: ${istanbulTime(d.previousStartsAt)}). Güncel bilgiler:`,
      ),
      details(d),
      button(ctx, `${ctx.publicUrl}${d.path}`, 'Kursa gidin'),
    ),
  sample: { ...sample, previousStartsAt: '2026-11-30T16:00:00.000Z' } as SessionChangedData,
};

export const sessionCancelled = {
  subject: (d: SessionMailData, ctx: MailContext) => `${ctx.schoolName}: oturum iptal edildi – ${d.title}`,
  render: (d: SessionMailData, ctx: MailContext) =>
    layout(
      ctx,
      `${d.courseName} kursunun bir oturumu iptal edildi.`,
      'Oturum iptal edildi',
      para(`Merhaba ${d.name},`),
      para(`${d.courseName} kursunun aşağıdaki oturumu iptal edildi; bu saatte ders yapılmayacak.`),
      details(d),
      button(ctx, `${ctx.publicUrl}${d.path}`, 'Kursa gidin'),
    ),
  sample,
};

export const sessionReminder = {
  subject: (d: SessionMailData, ctx: MailContext) => `${ctx.schoolName} hatırlatma: yarın ${d.title}`,
  render: (d: SessionMailData, ctx: MailContext) =>
    layout(
      ctx,
      `${d.courseName} oturumu ${istanbulTime(d.startsAt)} tarihinde başlıyor.`,
      'Oturumunuz yaklaşıyor',
      para(`Merhaba ${d.name},`),
      para(`${d.courseName} kursunun bir sonraki oturumu yaklaşık 24 saat sonra başlıyor.`),
      details(d),
      button(ctx, `${ctx.publicUrl}${d.path}`, 'Kursa gidin'),
    ),
  sample,
};
