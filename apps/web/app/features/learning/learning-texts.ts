/** Texts of the learning screen that the contract does not carry (its server messages live there). */

const percentFormat = new Intl.NumberFormat('tr-TR', { style: 'percent', maximumFractionDigits: 0 });

/** `%57`, Turkish style. */
export const percentText = (percent: number) => percentFormat.format(percent / 100);

export const learningTexts = {
  lectureTab: 'Ders',
  questionsTab: 'Sorular',
  notEnrolled: 'Bu kursun derslerini izlemek için önce kursa kayıt olmalısın.',
  courseNotFound: 'Bu kurs bulunamadı ya da artık yayında değil.',
  preview: 'Önizleme modundasın: dersleri açabilirsin, ancak ilerleme ve quiz sonuçları kaydedilmez.',
  linksRenewFailed: 'Ders içeriği yenilenemedi. Lütfen sayfayı yeniden yükleyin.',
  selectLesson: 'Select a lesson to start learning',
  markComplete: 'Mark Complete',
  markIncomplete: 'Tamamlanmadı olarak işaretle',
  courseFinished: 'Tebrikler! Kursun tüm derslerini tamamladın.',
} as const;
