/** Texts of the family pages: the student's 'Ailem' settings tab and the parent's join page (CONTRACT.md §12). */
export const familyTexts = {
  settings: {
    tab: 'Ailem',
    title: 'Ailem',
    description:
      'Velinizi e-postayla davet edin. Veliniz, kayıtta verdiğiniz veli kimlik numarasıyla hesabınıza bağlanır ve ilerlemenizi görebilir.',
    invite: {
      title: 'Veli davet et',
      email: 'Velinizin e-posta adresi',
      submit: 'Davet Gönder',
      submitting: '1 dakika canım',
    },
    invitations: {
      title: 'Bekleyen davetler',
      empty: 'Bekleyen davetiniz yok.',
      expires: (date: string) => `Son geçerlilik: ${date}`,
      revoke: 'Geri Al',
      revokeLabel: (email: string) => `${email} adresine gönderilen daveti geri al`,
    },
    parents: {
      title: 'Bağlı veliler',
      empty: 'Hesabınıza bağlı bir veli yok.',
      linkedAt: (date: string) => `Bağlantı tarihi: ${date}`,
      unlink: 'Bağlantıyı Kaldır',
      unlinkLabel: (name: string) => `${name} ile bağlantıyı kaldır`,
      confirmTitle: 'Bağlantıyı kaldır',
      confirmText: (name: string) =>
        `${name} artık ilerlemenizi göremeyecek. Yeniden bağlanması için yeni bir davet göndermeniz gerekir.`,
      confirm: 'Bağlantıyı Kaldır',
    },
  },
  join: {
    title: 'Veli daveti',
    invalidTitle: 'Davet açılamadı',
    toLogin: 'Giriş sayfasına git',
    intro: (childName: string) =>
      `${childName} sizi Kampüs'te velisi olarak eklemek istiyor. Bağlandığınızda çocuğunuzun kurslarını, sertifikalarını ve siparişlerini görebilirsiniz.`,
    expires: (date: string) => `Bu davet ${date} tarihine kadar geçerlidir.`,
    identityHint: 'Kimliğinizi, çocuğunuzun kayıtta verdiği veli T.C. kimlik numarasıyla doğrularız.',
    identificationNumber: 'T.C. Kimlik No',
    consentLegend: 'Açık rıza',
    consentCheckbox: 'Yukarıdaki metni okudum, açık rıza veriyorum.',
    newAccount: {
      title: 'Yeni veli hesabı oluştur',
      fields: 'Veli bilgileri',
      name: 'Ad',
      surname: 'Soyad',
      email: 'E-posta',
      password: 'Şifre',
      passwordRepeat: 'Şifre Tekrar',
      submit: 'Hesap Oluştur ve Bağlan',
      submitting: 'Kayıt yapılıyor...',
    },
    existing: {
      title: 'Zaten hesabım var',
      shortcut: 'Zaten bir Kampüs hesabınız var mı?',
      shortcutLink: 'Hesabınızla giriş yapın',
      hint: 'Kampüs hesabınızla giriş yapın; bu sayfaya geri dönüp daveti kabul edersiniz.',
      login: 'Giriş Yap ve Devam Et',
      signedIn: 'Giriş yaptığınız hesapla daveti kabul edin. Hesabınıza veli rolü eklenir.',
      submit: 'Daveti Kabul Et',
      submitting: '1 dakika canım',
    },
  },
} as const;

const dateFormat = new Intl.DateTimeFormat('tr-TR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Istanbul',
});

/** `2 Aralık 2026`, on the Istanbul calendar as the rest of the app's dates. */
export const formatFamilyDate = (iso: string) => dateFormat.format(new Date(iso));
