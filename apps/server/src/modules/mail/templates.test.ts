import { describe, expect, it } from 'vitest';
import { mailContext, renderMail } from './render-mail.ts';
import { TEMPLATES, type TemplateName } from './templates/index.ts';

const config = {
  school: { name: 'Deneme Kod Okulu', color: '#aa3366' },
  publicUrl: 'https://okul.example.com',
  bank: {
    bankName: 'Örnek Bankası',
    accountHolder: 'Deneme Eğitim A.Ş.',
    iban: 'TR12 0001 0002 0003 0004 0005 06',
  },
};
const unsubscribe = 'https://okul.example.com/api/v1/web/notifications/unsubscribe?token=abc';

/** What each template's sample must show in both parts: the data a reader needs from that mail. */
const expected: Record<TemplateName, string[]> = {
  welcome: ['Merhaba Ayşe,', 'https://okul.example.com/courses'],
  // 16:00Z is 19:00 in Istanbul: the mails give Turkey's time.
  'session-changed': [
    'Merhaba Ayşe,',
    '3. hafta: Döngüler',
    '1 Aralık 2026 19:00',
    '30 Kasım 2026 19:00',
    'B203',
  ],
  'session-cancelled': ['Merhaba Ayşe,', 'iptal edildi', '1 Aralık 2026 19:00', 'Yüz Yüze Python Atölyesi'],
  'session-reminder': ['Merhaba Ayşe,', '24 saat', '1 Aralık 2026 19:00', '21:00', 'Kadıköy Şubesi'],
  'password-changed': ['Merhaba Ayşe,', 'değiştirildi', 'https://okul.example.com/forgot-password'],
  'password-reset-code': ['Merhaba Ayşe,', '482913', '15 dakika'],
  'order-placed': [
    'KMP-20261125-4821',
    'Örnek Bankası',
    'Deneme Eğitim A.Ş.',
    'TR12 0001 0002 0003 0004 0005 06',
    '₺1.939,82',
    '27 Kasım 2026',
    'Sıfırdan Python',
  ],
  'order-completed': [
    'KMP-20261125-4821',
    'Sıfırdan Python',
    'React ile Web Uygulamaları',
    '₺2.199,80',
    '₺259,98',
    '₺1.939,82',
  ],
  'purchase-request': [
    'Merhaba Mehmet,',
    'Ayşe Yılmaz',
    'Python ile Programlamaya Giriş',
    '₺499,00',
    'Okuldaki proje',
    'https://okul.example.com/parent/requests',
  ],
  'purchase-decision': [
    'Merhaba Ayşe,',
    'Mehmet Yılmaz',
    'reddetti',
    'tatilde alalım',
    '₺499,00',
    'https://okul.example.com/basket',
  ],
  'question-answered': [
    'Merhaba Ayşe,',
    'Döngü neden bitmiyor?',
    'Sıfırdan Python',
    'eğitmen Mehmet K.',
    'https://okul.example.com/course/00000000-0000-4000-8000-000000000001/learning?lecture=',
  ],
  'assignment-graded': [
    'Merhaba Ayşe,',
    'Döngü alıştırmaları',
    'Sıfırdan Python',
    '85/100',
    'ders tamamlandı',
  ],
  'child-assignment-graded': [
    'Merhaba Zeynep,',
    'Ayşe Y.',
    'Döngü alıştırmaları',
    '85/100',
    'https://okul.example.com/parent',
  ],
  'question-asked': [
    'Merhaba Mehmet,',
    'Ayşe Y.',
    'Döngü neden bitmiyor?',
    'Döngüler',
    'https://okul.example.com/lecturer/questions',
  ],
  'order-cancelled': ['KMP-20261125-4821', 'süresi içinde gelmediği', 'Sıfırdan Python'],
  'certificate-issued': [
    'Sıfırdan Python',
    'K7QM-2XRP',
    'https://kampus.example.com/certificates/verify/K7QM-2XRP',
  ],
  'family-invitation': [
    'Ayşe Y.',
    'https://kampus.example.com/family/join?token=ornek-davet-anahtari',
    'veli kimlik numarası',
    '2 Aralık 2026',
  ],
  'family-digest': [
    'Merhaba Fatma,',
    '16 Kasım 2026',
    '22 Kasım 2026',
    'Ayşe Yılmaz',
    'Değişkenler',
    'Döngüler',
    '%50 (4/8 ders)',
    'Ara sınav (Sıfırdan Python): 80 puan, geçti',
    'HTML Temelleri (doğrulama kodu K7QM-2XRP)',
    'Yoklama (1/2 oturuma katıldı)',
    '4. hafta: Fonksiyonlar (Yüz Yüze Python Atölyesi): gelmedi',
    'https://okul.example.com/parent',
  ],
};

describe('mail templates', () => {
  for (const name of Object.keys(TEMPLATES) as TemplateName[])
    it(`renders ${name} as HTML and text with its data, the school's name and colour`, async () => {
      const mail = await renderMail(name, TEMPLATES[name].sample, mailContext(config, unsubscribe));
      expect(mail.subject).toContain('Deneme Kod Okulu');
      expect(mail.html).toMatch(/^<!DOCTYPE html/);
      expect(mail.html).toContain('lang="tr"');
      expect(mail.html).toContain('#aa3366');
      expect(mail.text).not.toContain('<');
      for (const part of [mail.html, mail.text]) {
        expect(part).toContain('Deneme Kod Okulu');
        for (const fact of expected[name]) expect(part.replaceAll('&#x27;', "'")).toContain(fact);
      }
      expect(mail.text).toContain(unsubscribe);
    });

  it('leaves the unsubscribe line out when the mail has no unsubscribe address', async () => {
    const mail = await renderMail(
      'order-completed',
      TEMPLATES['order-completed'].sample,
      mailContext(config),
    );
    expect(mail.text).not.toContain('aboneliği bırakın');
    expect(mail.html).not.toContain('unsubscribe');
  });

  it('keeps Turkish capitals in the text part’s heading', async () => {
    const mail = await renderMail(
      'password-reset-code',
      TEMPLATES['password-reset-code'].sample,
      mailContext(config),
    );
    expect(mail.text).toContain('Şifre sıfırlama');
  });
});
