/**
 * Turkish texts of the learning screen's server calls: course contents, progress, quizzes, media links,
 * certificates and bookmarks .
 */
export const learningMessages = {
  // Course contents and lectures
  courseNotFound: 'Kurs bulunamadı.',
  lectureNotFound: 'Ders bulunamadı.',
  notEnrolled: 'Bu işlem için kursa kayıtlı olmanız gerekir. Kursu satın aldıktan sonra tekrar deneyin.',
  quizCompletesByAttempt: 'Quiz dersleri, quiz geçme notuna ulaşılarak tamamlanır.',
  quizCompletionStays: 'Geçilen bir quiz tamamlanmamış olarak işaretlenemez: quiz sonucu kayıtlı kalır.',
  notAQuiz: 'Bu ders bir quiz değil.',
  quizWithoutQuestions: 'Bu quizde henüz soru yok. Lütfen eğitmeninizle iletişime geçin.',
  answers: 'Cevaplar, her soru için 0 ile 3 arasında bir seçenek numarası içeren bir liste olmalıdır.',
  answerCount: (questionCount: number) => `Her soru için bir cevap gönderin (${questionCount} soru).`,
  positionSeconds: 'Video konumu 0 ile 86400 arasında tam saniye olmalıdır.',
  notAVideo: 'Video konumu yalnızca video dersleri için kaydedilir.',
  lectureCompleted: 'Ders tamamlandı.',
  lectureUncompleted: 'Ders tamamlanmadı olarak işaretlendi.',
  quizPassed: 'Tebrikler, quizi geçtiniz!',
  quizAttemptsExceeded:
    'Bu quizi bir saat içinde en fazla 3 kez gönderebilirsiniz. Lütfen biraz sonra tekrar deneyin; bu arada dersi yeniden gözden geçirebilirsiniz.',
  quizFailed: (passPercent: number) =>
    `Quizi geçmek için en az %${passPercent} başarı gerekiyor. Tekrar deneyebilirsiniz.`,
  courseCompleted: 'Tebrikler! Kursu tamamladınız, sertifikanız hazır.',
  // Signed media and download links
  linkInvalid: 'Bu bağlantının süresi dolmuş veya bağlantı geçersiz. Lütfen dersi yeniden açın.',
  mediaNotFound: 'Ders içeriği bulunamadı.',
  lecturePageFrameOnly:
    'Bu ders sayfası yalnızca Kampüs içindeki ders ekranında açılabilir. Lütfen dersi Kampüs üzerinden açın.',
  // Certificates
  certificateNotFound: 'Sertifika bulunamadı.',
  verificationNotFound: 'Bu doğrulama koduyla bir sertifika bulunamadı. Kodu kontrol edip tekrar deneyin.',
  // Bookmarks
  bookmarkCourseId: 'Geçerli bir kurs seçiniz.',
  bookmarkExists: 'Bu kurs zaten kaydedilenlerde.',
  bookmarkAdded: 'Kurs kaydedilenlere eklendi.',
  bookmarkRemoved: 'Kurs kaydedilenlerden çıkarıldı.',
  bookmarkNotFound: 'Kaydedilen kurs bulunamadı.',
} as const;
