import { button, istanbulTime, layout, link, type MailContext, para, strong } from './layout.ts';

/** Mails of families (CONTRACT.md §12): a student's invitation of a parent. */

export type FamilyInvitationData = {
  /** First name and initial only: the reader has not yet proved who they are. */
  childName: string;
  joinUrl: string;
  expiresAt: string;
};
export const familyInvitation = {
  subject: (d: FamilyInvitationData, ctx: MailContext) =>
    `${d.childName} sizi ${ctx.schoolName}'te veli olarak davet ediyor`,
  render: (d: FamilyInvitationData, ctx: MailContext) =>
    layout(
      ctx,
      `${d.childName} sizi veli olarak davet ediyor.`,
      'Veli daveti',
      para('Merhaba,'),
      para(
        strong(d.childName),
        ` ${ctx.schoolName}'teki öğrenci hesabına sizi veli olarak davet etti. Kabul ederseniz çocuğunuzun kurslarını, ilerlemesini ve sertifikalarını görebilirsiniz.`,
      ),
      para(
        'Katılırken kimliğinizi, öğrencinin kayıtta verdiği veli kimlik numarasıyla doğrulamanız istenir. Hesabınız yoksa aynı sayfada açabilirsiniz.',
      ),
      button(ctx, d.joinUrl, 'Daveti kabul et'),
      para('Düğme çalışmazsa bu bağlantıyı tarayıcınıza yapıştırın: ', link(d.joinUrl)),
      para(
        `Bağlantı ${istanbulTime(d.expiresAt)} (Türkiye saati) tarihine kadar geçerlidir ve yalnızca bir kez kullanılabilir.`,
      ),
      para('Bu daveti beklemiyorsanız e-postayı yok sayabilirsiniz; hiçbir hesap bağlanmaz.'),
    ),
  sample: {
    childName: 'Ayşe Y.',
    joinUrl: 'https://kampus.example.com/family/join?token=ornek-davet-anahtari',
    expiresAt: '2026-12-02T17:30:00.000Z',
  } as FamilyInvitationData,
};
