/** Turkish texts of the privacy pages (KVKK, CONTRACT.md §12); the notice itself is the contract's. */
export const privacyTexts = {
  notice: {
    pageTitle: 'Kişisel Verilerin Korunması',
    version: (version: string, date: string) => `Sürüm: ${version} · Yürürlük tarihi: ${date}`,
    back: 'Geri dön',
  },
  settings: {
    tab: 'Gizlilik',
    title: 'Gizlilik ve kişisel veriler',
    noticeLink: 'Aydınlatma Metni’ni okuyun',
    exportTitle: 'Verilerimi İndir',
    exportText:
      'Hesabınızda saklanan bütün kişisel verilerin (profil ve kimlik numaraları, siparişler, ders ilerlemesi, sertifikalar, aile bağlantıları, bildirimler ve diğerleri) bir kopyasını JSON dosyalarından oluşan bir ZIP olarak indirin.',
    exportButton: 'Verilerimi İndir',
    exportDone: 'Verileriniz indirildi.',
    deletionTitle: 'Hesabın silinmesi',
    deletionText:
      'Hesabınızın ve kişisel verilerinizin silinmesini isteyebilirsiniz. Talebiniz bir yönetici tarafından en geç 30 gün içinde yerine getirilir; sonra hesabınıza bir daha giriş yapamazsınız. Sipariş ve fatura kayıtları yasa gereği adınız olmadan saklanır.',
    deletionButton: 'Hesabımın silinmesini istiyorum',
    deletionOpen: (date: string) =>
      `${date} tarihinde silme talebinde bulundunuz. Talebiniz en geç 30 gün içinde yerine getirilecektir.`,
    confirmTitle: 'Hesabınızın silinmesini istiyor musunuz?',
    confirmText:
      'Talebiniz yerine getirildiğinde adınız, e-posta adresiniz, kimlik numaralarınız, adresiniz, ders ilerlemeniz, sertifikalarınız, aile bağlantılarınız ve bildirimleriniz silinir ve hesabınıza bir daha giriş yapamazsınız. Bu işlem geri alınamaz.',
    confirm: 'Evet, silinmesini istiyorum',
    cancel: 'Vazgeç',
  },
  admin: {
    nav: 'Silme Talepleri',
    title: 'Silme talepleri',
    subtitle:
      'Kullanıcıların hesaplarının ve kişisel verilerinin silinmesi talepleri (KVKK). Tamamlanan talepte kişisel veriler silinir, siparişler ve faturalar anonim olarak kalır.',
    empty: 'Silme talebi yok.',
    loadFailed: 'Silme talepleri yüklenirken bir hata oluştu.',
    user: 'Kullanıcı',
    status: 'Durum',
    createdAt: 'Talep tarihi',
    completedAt: 'Tamamlanma',
    actions: 'İşlemler',
    open: 'Bekliyor',
    completed: 'Tamamlandı',
    complete: 'Tamamla',
    completeLabel: (name: string) => `Silme talebini tamamla: ${name}`,
    confirmTitle: 'Kişisel veriler silinsin mi?',
    confirmText: (name: string, email: string) =>
      `${name} (${email}) hesabının adı, e-posta adresi, kimlik numaraları, veli bilgileri, adresi, oturumları, aile bağlantıları, bildirimleri, yer imleri ve sepeti silinecek; siparişler 'Silinmiş Kullanıcı' adıyla kalacak. Bu işlem geri alınamaz.`,
    confirm: 'Verileri sil',
    cancel: 'Vazgeç',
    pages: 'Silme talebi sayfaları',
  },
} as const;

const dateFormat = new Intl.DateTimeFormat('tr-TR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Istanbul',
});

/** `26.11.2026 04:33` on the Istanbul clock. */
export const formatPrivacyDate = (iso: string) => dateFormat.format(new Date(iso));
