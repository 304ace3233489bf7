import { formatDate, progressPercent } from '@kampus/contract';

/** Turkish texts of the parent's pages (CONTRACT.md §12). */
export const parentTexts = {
  navChildren: 'Çocuklarım',
  homeTitle: 'Çocuklarım',
  homeSubtitle: 'Bağlı öğrencilerinizin kurslardaki ilerlemesi.',
  requests: 'Satın Alma Talepleri',
  homeLoading: 'Çocuklarınız yükleniyor',
  emptyTitle: 'Henüz bağlı bir öğrenciniz yok.',
  emptyText:
    'Öğrenciniz sizi hesabının Ayarlar sayfasından e-postayla davet eder; davetteki bağlantıyla hesabınıza bağlanır.',
  overallProgress: 'Genel ilerleme',
  progressLabel: (name: string) => `${name}: genel ilerleme`,
  courseCount: (n: number) => (n === 0 ? 'Henüz kayıtlı kursu yok' : `${n} kurs`),
  lastActivity: (iso: string | null) => (iso ? `Son etkinlik: ${formatDate(iso)}` : 'Henüz etkinlik yok'),
  // The visible text leads the name, so a voice command saying what is shown reaches the control (WCAG 2.5.3).
  openChild: (name: string) => `Ayrıntılar: ${name}`,
  details: 'Ayrıntılar',

  childLoading: 'Öğrenci bilgileri yükleniyor',
  back: 'Çocuklarıma dön',
  courses: 'Kurslar',
  noCourses: 'Henüz kayıtlı olduğu bir kurs yok.',
  lessons: (done: number, total: number) => `${done} / ${total} ders tamamlandı`,
  courseProgressLabel: (name: string) => `${name}: ilerleme`,
  weeklyTitle: 'Haftalık ilerleme',
  weeklySubtitle: 'Son 8 haftada her hafta tamamlanan ders sayısı (haftalar pazartesi başlar).',
  weeklyEmpty: 'Son 8 haftada tamamlanan bir ders yok.',
  weeklySeries: 'Tamamlanan ders',
  weekColumn: 'Hafta',
  lessonsColumn: 'Tamamlanan ders',
  lessonCount: (n: number) => `${n} ders`,
  weeklySummary: (total: number, best: { week: string; count: number }, thisWeek: number) =>
    `Son 8 haftada ${total} ders tamamlandı. En çok ${best.week} haftasında: ${best.count} ders. Bu hafta: ${thisWeek} ders.`,
  certificates: 'Sertifikalar',
  noCertificates: 'Henüz bir sertifikası yok.',
  issuedAt: (iso: string) => `Veriliş tarihi: ${formatDate(iso)}`,
  verify: 'Doğrula',
  verifyLabel: (course: string) => `Doğrula: ${course}`,
  quizzes: 'Quiz sonuçları',
  noQuizzes: 'Henüz bir quiz çözmedi.',
  quizCourse: 'Kurs',
  quizLecture: 'Quiz',
  quizScore: 'En iyi puan',
  quizResult: 'Sonuç',
  quizDate: 'Son deneme',
  passed: 'Geçti',
  failed: 'Geçemedi',
  orders: 'Siparişler',
  noOrders: 'Henüz bir siparişi yok.',
  orderNumber: 'Sipariş No',
  orderDate: 'Tarih',
  orderStatus: 'Durum',
  orderTotal: 'Tutar',
} as const;

/** Completed lessons over all of a child's courses, as one percentage (the same rounding as a course's). */
export const overallProgress = (courses: { completedLessons: number; totalLessons: number }[]) =>
  progressPercent(
    courses.reduce((sum, c) => sum + c.completedLessons, 0),
    courses.reduce((sum, c) => sum + c.totalLessons, 0),
  );

/** The latest of the courses' last activities, or null before any. */
export const latestActivity = (courses: { lastActivityAt: string | null }[]): string | null =>
  courses.reduce<string | null>(
    (latest, c) => (c.lastActivityAt && (!latest || c.lastActivityAt > latest) ? c.lastActivityAt : latest),
    null,
  );
