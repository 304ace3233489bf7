/** Turkish texts of the bell's list, the notifications page, the preferences and the unsubscribe page. */
export const notificationTexts = {
  title: 'Bildirimler',
  intro: 'Siparişleriniz, sertifikalarınız ve derslerinizle ilgili haberler, en yenisi en üstte.',
  markAllRead: 'Tümünü okundu işaretle',
  markRead: 'Okundu işaretle',
  markReadLabel: (title: string) => `Okundu işaretle: ${title}`,
  allNotifications: 'Tüm bildirimler',
  empty: 'Henüz bildiriminiz yok.',
  loading: 'Bildirimler yükleniyor',
  loadFailed: 'Bildirimler yüklenemedi.',
  retry: 'Tekrar Dene',
  unread: 'Okunmamış',
  pages: 'Bildirim sayfaları',
  unreadSummary: (unread: number) =>
    unread > 0 ? `${unread} okunmamış bildiriminiz var.` : 'Okunmamış bildiriminiz yok.',
  preferences: {
    title: 'Bildirim Ayarları',
    description:
      'Hangi konularda e-posta almak istediğinizi seçin. Kapattığınız konuların bildirimleri uygulamada görünmeye devam eder.',
    ordersLocked: 'Sipariş ve ödeme e-postaları (makbuz, havale bilgileri) kapatılamaz.',
    save: 'Kaydet',
    saving: '1 dakika canım',
    emailGroup: 'E-posta bildirimleri',
  },
  unsubscribe: {
    title: 'E-posta aboneliği',
    explain: (category: string) =>
      `Bu bağlantı, "${category}" konusundaki e-postaları kapatır. Diğer e-postalarınız ve uygulama içi bildirimleriniz değişmez.`,
    explainUnknown:
      'Bu bağlantı, e-postanın geldiği konudaki e-postaları kapatır. Diğer e-postalarınız ve uygulama içi bildirimleriniz değişmez.',
    button: 'Abonelikten çık',
    sending: 'Abonelikten çıkılıyor...',
    done: (category: string) =>
      `"${category}" e-postaları kapatıldı. Bu konuda artık e-posta almayacaksınız.`,
    settingsHint: 'Tercihlerinizi istediğiniz zaman bildirim ayarlarından değiştirebilirsiniz.',
    settingsLink: 'Bildirim ayarlarına git',
    failed: 'Abonelikten çıkılamadı.',
  },
} as const;

const dateTimeFormat = new Intl.DateTimeFormat('tr-TR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Istanbul',
});

/** `25 Kasım 2026 18:04`, on the Istanbul clock as the rest of the app's dates. */
export const formatNotificationDate = (iso: string) => dateTimeFormat.format(new Date(iso));
