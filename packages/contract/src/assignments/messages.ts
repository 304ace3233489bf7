/** Turkish texts of assignments and their grading (CONTRACT.md §15). */
export const assignmentMessages = {
  text: 'Ödev metni en fazla 20.000 karakter olabilir.',
  link: 'Bağlantı http:// veya https:// ile başlayan geçerli bir adres olmalıdır (en fazla 2000 karakter).',
  empty: 'Ödevi göndermek için bir metin yazın, bir bağlantı ekleyin veya bir dosya yükleyin.',
  fileType:
    'Dosya türü desteklenmiyor. PDF, resim (JPG, PNG, GIF, WebP), ZIP, Word/Excel/PowerPoint veya düz metin (.txt, .md, kod dosyaları) yükleyebilirsiniz; uzantı dosyanın içeriğiyle uyuşmalıdır.',
  score: (maxScore: number) => `Puan 0 ile ${maxScore} arasında bir tam sayı olmalıdır.`,
  scoreField: 'Puan 0 ile 1000 arasında bir tam sayı olmalıdır.',
  feedback: 'Geri bildirim en fazla 5000 karakter olabilir.',
  status: 'Durum ungraded (notlanmamış), graded (notlanmış) veya all (tümü) olmalıdır.',
  courseId: 'Geçerli bir kurs seçiniz.',
  submissionNotFound: 'Ödev teslimi bulunamadı.',
  notAnAssignment: 'Bu ders bir ödev değil.',
  alreadyGraded:
    'Ödeviniz notlandırıldı; notlandırılmış bir ödev yeniden gönderilemez. Sorunuz varsa eğitmeninize dersin Sorular sekmesinden yazabilirsiniz.',
  completesByGrade: 'Ödev dersleri, eğitmen ödevi en az yarım puanla notlandırdığında tamamlanır.',
  completionStays: 'Notlandırılan bir ödev tamamlanmamış olarak işaretlenemez: not kayıtlı kalır.',
  submitted: 'Ödeviniz gönderildi.',
  resubmitted: 'Ödeviniz güncellendi; eğitmen en son gönderdiğinizi notlandıracak.',
  graded: 'Not kaydedildi.',
} as const;
