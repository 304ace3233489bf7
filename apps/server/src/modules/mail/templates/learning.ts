import { button, istanbulTime, layout, link, type MailContext, para } from './layout.ts';

export type CertificateIssuedData = {
  name: string;
  courseName: string;
  issuedAt: string;
  verificationCode: string;
  verificationUrl: string;
};

export const certificateIssued = {
  subject: (d: CertificateIssuedData, ctx: MailContext) =>
    `${ctx.schoolName} sertifikanız hazır: ${d.courseName}`,
  render: (d: CertificateIssuedData, ctx: MailContext) =>
    layout(
      ctx,
      `${d.courseName} kursunu tamamladınız.`,
      'Tebrikler, sertifikanız hazır',
      para(`Merhaba ${d.name},`),
      para(
        `${d.courseName} kursunun bütün derslerini tamamladınız. Sertifikanız ${istanbulTime(d.issuedAt)} tarihinde düzenlendi.`,
      ),
      para(`Doğrulama kodu: ${d.verificationCode}`),
      para('Sertifikanızı herkes bu bağlantıdan doğrulayabilir: ', link(d.verificationUrl)),
      button(ctx, `${ctx.publicUrl}/certificates`, 'Sertifikalarım'),
    ),
  sample: {
    name: 'Ayşe',
    courseName: 'Sıfırdan Python',
    issuedAt: '2026-11-25T17:30:00.000Z',
    verificationCode: 'K7QM-2XRP',
    verificationUrl: 'https://kampus.example.com/certificates/verify/K7QM-2XRP',
  } as CertificateIssuedData,
};
