import { button, istanbulTime, layout, link, type MailContext, para, strong } from './layout.ts';

/** Mails about the account itself: welcome, password changed or reset, the reset code. */

export type WelcomeData = { name: string };
export const welcome = {
  subject: (_d: WelcomeData, ctx: MailContext) => `${ctx.schoolName}'e hoş geldiniz`,
  render: (d: WelcomeData, ctx: MailContext) =>
    layout(
      ctx,
      'Hesabınız hazır: kurslara göz atabilirsiniz.',
      `${ctx.schoolName}'e hoş geldiniz`,
      para(`Merhaba ${d.name},`),
      para('Hesabınız oluşturuldu. Kataloğa göz atıp ilk kursunuzu seçebilirsiniz.'),
      button(ctx, `${ctx.publicUrl}/courses`, 'Kurslara göz at'),
      para('İyi öğrenmeler dileriz.'),
    ),
  sample: { name: 'Ayşe' } as WelcomeData,
};

export type PasswordChangedData = { name: string; at: string; kind: 'changed' | 'reset' };
export const passwordChanged = {
  subject: (d: PasswordChangedData, ctx: MailContext) =>
    `${ctx.schoolName} şifreniz ${d.kind === 'reset' ? 'sıfırlandı' : 'değiştirildi'}`,
  render: (d: PasswordChangedData, ctx: MailContext) => {
    const forgot = `${ctx.publicUrl}/forgot-password`;
    const content =
      d.kind === 'reset'
        ? [
            para(
              `${ctx.schoolName} hesabınızın şifresi ${istanbulTime(d.at)} (Türkiye saati) e-posta adresinize gönderilen doğrulama kodu ile sıfırlandı ve bütün oturumlarınız kapatıldı.`,
            ),
            para('Bu işlemi siz yaptıysanız yeni şifrenizle giriş yapabilirsiniz.'),
            para(
              'Siz yapmadıysanız biri e-posta kutunuza erişmiş olabilir: önce e-posta şifrenizi değiştirin, sonra şifrenizi yeniden sıfırlayın: ',
              link(forgot),
            ),
          ]
        : [
            para(
              `${ctx.schoolName} hesabınızın şifresi ${istanbulTime(d.at)} (Türkiye saati) değiştirildi. Bu işlemin yapıldığı oturum dışındaki bütün oturumlarınız kapatıldı.`,
            ),
            para('Bu değişikliği siz yaptıysanız yapmanız gereken bir şey yok.'),
            para(
              'Siz yapmadıysanız şifrenizi hemen sıfırlayın; sıfırlama bütün oturumları kapatır: ',
              link(forgot),
            ),
          ];
    return layout(
      ctx,
      'Hesabınızın şifresi değişti.',
      d.kind === 'reset' ? 'Şifreniz sıfırlandı' : 'Şifreniz değiştirildi',
      para(`Merhaba ${d.name},`),
      ...content,
    );
  },
  sample: { name: 'Ayşe', at: '2026-11-25T17:30:00.000Z', kind: 'changed' } as PasswordChangedData,
};

export type PasswordResetCodeData = { name: string; code: string };
export const passwordResetCode = {
  subject: (_d: PasswordResetCodeData, ctx: MailContext) =>
    `${ctx.schoolName} şifre sıfırlama doğrulama kodunuz`,
  render: (d: PasswordResetCodeData, ctx: MailContext) =>
    layout(
      ctx,
      'Şifre sıfırlama doğrulama kodunuz.',
      'Şifre sıfırlama',
      para(`Merhaba ${d.name},`),
      para(`Şifrenizi sıfırlamak için doğrulama kodunuz: ${d.code}`),
      para(strong('Kod 15 dakika boyunca geçerlidir ve yalnızca bir kez kullanılabilir.')),
      para('Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz; şifreniz değişmez.'),
    ),
  sample: { name: 'Ayşe', code: '482913' } as PasswordResetCodeData,
};
