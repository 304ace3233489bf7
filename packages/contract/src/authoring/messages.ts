import { type PublishStatus, publishStatusLabels } from '../common/enums.ts';

/**
 * Turkish texts of the lecturer area's course, section and lecture authoring.
 * The three course-form rules the seeds word in English keep the seeds' words.
 */
export const authoringMessages = {
  // Course form
  courseName: 'Kurs adı 3 ile 100 karakter arasında olmalıdır.',
  courseDescription: 'Kurs açıklaması 10 ile 1000 karakter arasında olmalıdır.',
  skillLevel: 'Seviye 1 (Başlangıç), 2 (Orta) veya 3 (İleri) olmalıdır.',
  categoryIds: 'Lütfen listeden geçerli kategoriler seçiniz.',
  tagIds: 'Lütfen listeden geçerli etiketler seçiniz.',
  tooManyValues: 'En fazla 50 değer seçebilirsiniz.',
  choice: 'Lütfen geçerli bir seçim yapınız.',
  price: 'Fiyat 0 veya daha büyük, en fazla iki ondalıklı bir sayı olmalıdır (en fazla 1.000.000 TL).',
  discountedPrice:
    'İndirimli fiyat 0 veya daha büyük, en fazla iki ondalıklı bir sayı olmalıdır (en fazla 1.000.000 TL).',
  discountAbovePrice: 'Discounted price cannot be greater than the regular price.',
  meetingType: 'Eğitim türü 0 (Online) veya 2 (Yüz yüze) olmalıdır.',
  startRequired: 'Yüz yüze eğitimler için başlangıç tarihi gereklidir.',
  startInvalid: 'Lütfen geçerli bir başlangıç tarihi giriniz (ISO 8601, örn. 2026-09-01T09:00:00Z).',
  endRequired: 'Yüz yüze eğitimler için bitiş tarihi gereklidir.',
  endInvalid: 'Lütfen geçerli bir bitiş tarihi giriniz (ISO 8601, örn. 2026-09-30T17:00:00Z).',
  startAfterEnd: 'Start date cannot be after end date',
  certificateRequired: 'You must upload at least one certificate file.',

  // Files
  coverImageRequired: 'Lütfen kurs için bir kapak görseli yükleyiniz (önerilen boyut 1280x720).',
  coverImageType: 'Kapak görseli JPEG, PNG, WebP veya GIF biçiminde bir resim dosyası olmalıdır.',
  certificateType: 'Sertifika dosyaları PDF, JPG, JPEG, PNG veya HTML biçiminde olmalıdır.',
  htmlType: 'HTML dersi için .html uzantılı bir HTML dosyası yükleyiniz.',
  videoType: 'Video dersi için MP4, WebM, Ogg veya QuickTime (MOV) biçiminde bir video dosyası yükleyiniz.',
  emptyFile: 'Yüklenen dosya boş. Lütfen dosyayı kontrol edip tekrar yükleyin.',
  tooManyFiles: 'Tek seferde en fazla 10 dosya yükleyebilirsiniz.',
  fieldTooLong: 'Gönderilen alanlardan biri çok uzun.',
  multipartRequired: 'Bu istek multipart/form-data (veya dosyasız ise JSON) olarak gönderilmelidir.',
  malformedUpload: 'Yükleme tamamlanamadı: gönderilen form verisi bozuk. Lütfen tekrar deneyin.',
  brokenText:
    'Bu alandaki metinde okunamayan karakterler var (UTF-8 olarak gönderilmemiş ya da bozuk). Lütfen metni yeniden yazıp formu tekrar gönderin.',
  brokenFileName:
    'Dosyanın adında okunamayan karakterler var. Lütfen dosyayı yeniden adlandırıp tekrar yükleyin.',

  // Sections
  sectionName: 'Bölüm adı gereklidir.',
  sectionNameMax: 'Bölüm adı en fazla 200 karakter olabilir.',
  sectionDescriptionMax: 'Bölüm açıklaması en fazla 1000 karakter olabilir.',
  orderNumber: 'Sıra numarası 0 veya daha büyük bir tam sayı olmalıdır.',
  orderOutOfRange: (count: number) =>
    count <= 1
      ? 'Bu bölüm zaten tek bölüm; sırası değiştirilemez.'
      : `Sıra numarası 0 ile ${count - 1} arasında olmalıdır.`,
  targetIndexOutOfRange: (count: number) =>
    count <= 1
      ? 'Bu bölümde tek ders var; sırası değiştirilemez.'
      : `Hedef sıra 0 ile ${count - 1} arasında olmalıdır.`,

  // Lectures
  lectureName: 'Ders adı gereklidir.',
  lectureNameMax: 'Ders adı en fazla 200 karakter olabilir.',
  lectureDescriptionMax: 'Ders açıklaması en fazla 2000 karakter olabilir.',
  lectureContentType: 'İçerik türü 0 (Video), 1 (Metin), 2 (HTML), 3 (Quiz) veya 4 (Ödev) olmalıdır.',
  maxScore: 'En yüksek puan 1 ile 1000 arasında bir tam sayı olmalıdır.',
  instructionsRequired: 'Ödev yönergesi gereklidir.',
  instructionsMax: 'Ödev yönergesi en fazla 100.000 karakter olabilir.',
  lectureType: 'Ders kategorisi 0 (Ders), 1 (Pekiştirme), 2 (Alıştırma), 3 (Quiz) veya 4 (Örnek) olmalıdır.',
  durationMinute: 'Süre 0 ile 10000 dakika arasında bir tam sayı olmalıdır.',
  rewardPoints: 'Puan 0 ile 1000 arasında bir tam sayı olmalıdır.',
  textRequired: 'Metin içeriği gereklidir.',
  textMax: 'Metin içeriği en fazla 100.000 karakter olabilir.',
  videoRequired: 'Video dersi için bir video dosyası yükleyiniz.',
  htmlRequired: 'HTML dersi için .html uzantılı bir dosya yükleyiniz.',
  quizJson:
    'Quiz içeriği geçerli bir JSON olmalıdır: {"questions":[{"question","options":[4 seçenek],"correctAnswer":0-3}]}.',
  quizQuestionsMin: 'Quiz en az bir soru içermelidir.',
  quizQuestionsMax: 'Bir quiz en fazla 200 soru içerebilir.',
  quizQuestion: 'Soru metni gereklidir.',
  quizOptions: 'Her sorunun dört seçeneği (A–D) olmalıdır.',
  quizQuestionMax: 'Soru metni en fazla 1000 karakter olabilir.',
  quizOption: 'Seçenek metni gereklidir.',
  quizOptionMax: 'Seçenek metni en fazla 500 karakter olabilir.',
  quizCorrectAnswer: 'Doğru cevap 0 ile 3 (A–D) arasında bir tam sayı olmalıdır.',
  quizPassPercent: 'Geçme notu 1 ile 100 arasında bir tam sayı olmalıdır.',
  contentTypeLocked: 'Dersin içerik türü değiştirilemez. Farklı türde içerik için yeni bir ders ekleyin.',

  // References and lists
  courseRef: 'Lütfen geçerli bir kurs seçiniz.',
  sectionRef: 'Lütfen geçerli bir bölüm seçiniz.',
  lectureRef: 'Lütfen geçerli bir ders seçiniz.',
  publishStatus: 'Yayın durumu 0 (Taslak), 1 (Yayında) veya 2 (Arşivlendi) olmalıdır.',
  statusFilter: 'Durum filtresi all, published, draft veya archived olmalıdır.',
  search: 'Arama metni en fazla 100 karakter olabilir.',

  // Server answers
  courseNotFound: 'Kurs bulunamadı.',
  sectionNotFound: 'Bölüm bulunamadı.',
  lectureNotFound: 'Ders bulunamadı.',
  sectionNotInCourse: 'Seçilen bölüm bu kursa ait değil.',
  lectureNotInSection: 'Ders bu bölümde değil; yalnızca aynı bölüm içinde taşınabilir.',
  unknownCategories: 'Seçilen kategorilerden biri artık yok. Lütfen kategorileri yeniden seçin.',
  unknownTags: 'Seçilen etiketlerden biri artık yok. Lütfen etiketleri yeniden seçin.',
  publishNeedsLecture: 'Kursu yayınlamak için en az bir ders eklemelisiniz.',
  publishSameStatus: (status: PublishStatus) => `Kurs zaten "${publishStatusLabels[status]}" durumunda.`,
  publishTransition: (from: PublishStatus, to: PublishStatus) =>
    `Kurs "${publishStatusLabels[from]}" durumundan "${publishStatusLabels[to]}" durumuna alınamaz.`,
  courseDeleted: 'Kurs silindi.',
  lectureCreated: 'Ders oluşturuldu.',
  lectureUpdated: 'Ders güncellendi.',
  courseArchivedInstead: 'Bu kursu satın alan öğrenciler olduğu için kurs silinmedi, arşivlendi.',

  // Screens and notices
  courseCreated: 'Kurs oluşturuldu.',
  courseCreateFailed: 'Kurs oluştururken hata lütfen daha sonra tekrar deneyiniz..',
  sectionMoveFailed: 'Section sıralaması sırasında bir hata oluştu.',
  sectionDeleteFailed: 'Section silinirken bir hata oluştu.',
  lectureDeleteFailed: 'Lecture silinirken bir hata oluştu.',
  deleteFailed: 'Silme işlemi sırasında bir hata oluştu. Lütfen tekrar deneyin.',
  courseContentLoadFailed: 'Kurs içeriği yüklenemedi',
  sectionContentLoadFailed: 'Bölüm içeriği yüklenemedi',
} as const;
