/** Turkish texts of the admin panel's failed background jobs (CONTRACT.md §11). */
export const jobsTexts = {
  title: 'Arka plan işleri',
  subtitle:
    'Denemeleri tükenmiş işler (e-posta gönderimi gibi). Sorunu giderdikten sonra bir işi yeniden deneyebilirsiniz.',
  empty: 'Başarısız iş yok.',
  loadFailed: 'Başarısız işler yüklenirken bir hata oluştu.',
  name: 'İş',
  error: 'Hata',
  attempts: 'Deneme',
  failedAt: 'Zaman',
  actions: 'İşlemler',
  retry: 'Yeniden dene',
  retryLabel: (name: string) => `Yeniden dene: ${name}`,
  retried: 'İş yeniden kuyruğa alındı.',
  pages: 'Başarısız iş sayfaları',
} as const;

const failedAtFormat = new Intl.DateTimeFormat('tr-TR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'Europe/Istanbul',
});

/** `25.11.2026 18:04:09` on the Istanbul clock: seconds tell apart retries that failed in the same minute. */
export const formatFailedAt = (iso: string) => failedAtFormat.format(new Date(iso));
