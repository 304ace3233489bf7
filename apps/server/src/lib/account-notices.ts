import type { MailMessage } from './mailer.ts';

/**
 * Mails that tell an account's owner that something about signing in changed or was attacked (OWASP ASVS 2.2.3):
 * the account was locked by failed logins or its e-mail address was changed (a changed or reset password is
 * announced through the outbox: modules/announcements). Each
 * says what happened, when (Turkey's time) and what to do if it was not the owner. None carries a secret.
 */
type Notice = Pick<MailMessage, 'subject' | 'text'>;

const istanbulTime = (date: Date) =>
  new Intl.DateTimeFormat('tr-TR', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  }).format(date);

const lines = (...text: string[]) => [...text, '', 'Kampüs'].join('\n');

/** `a***@example.com`: enough for the owner to recognise an address, not enough to hand it to a stranger. */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
};

export const lockoutNotice = (p: { name: string; ip: string; at: Date; publicUrl: string }): Notice => ({
  subject: 'Kampüs hesabınıza girişler geçici olarak durduruldu',
  text: lines(
    `Merhaba ${p.name},`,
    '',
    'Hesabınıza kısa süre içinde 5 kez hatalı şifreyle giriş denendi. Güvenliğiniz için hesabınıza girişler',
    '15 dakika boyunca durduruldu.',
    '',
    `Son deneme: ${istanbulTime(p.at)} (Türkiye saati), IP adresi: ${p.ip}`,
    '',
    'Bu denemeleri siz yaptıysanız 15 dakika sonra tekrar deneyebilir ya da şifrenizi buradan sıfırlayabilirsiniz:',
    `${p.publicUrl}/forgot-password`,
    '',
    'Siz yapmadıysanız hesabınız güvende: doğru şifre girilmeden kimse giriş yapamaz. Bu şifreyi başka',
    'sitelerde de kullanıyorsanız değiştirmenizi öneririz.',
  ),
});

/** Sent to the previous address, which can no longer receive reset codes once the change is made. */
export const emailChangedNotice = (p: { name: string; newEmail: string; at: Date }): Notice => ({
  subject: 'Kampüs hesabınızın e-posta adresi değiştirildi',
  text: lines(
    `Merhaba ${p.name},`,
    '',
    `Kampüs hesabınızın e-posta adresi ${istanbulTime(p.at)} (Türkiye saati) ${maskEmail(p.newEmail)} olarak`,
    'değiştirildi. Bundan sonra giriş ve şifre sıfırlama bu yeni adresle yapılır; bu adrese artık kod gönderilmez.',
    '',
    'Bu değişikliği siz yaptıysanız yapmanız gereken bir şey yok.',
    'Siz yapmadıysanız hesabınız başkasının eline geçmiş olabilir: hesabı kapatıp size geri vermeleri için',
    'okulunuzun Kampüs yöneticisine hemen bu e-postayla başvurun.',
  ),
});
