/** Turkish texts of classes: sessions, seats, attendance and the calendar (CONTRACT.md §16). */
export const classMessages = {
  title: 'Oturum başlığı 2 ile 150 karakter arasında olmalıdır.',
  startsAt: 'Geçerli bir başlangıç tarihi ve saati seçiniz.',
  endsAt: 'Geçerli bir bitiş tarihi ve saati seçiniz.',
  endsBeforeStart: 'Bitiş zamanı başlangıçtan sonra olmalıdır.',
  tooLong: 'Bir oturum en fazla 12 saat sürebilir.',
  location: 'Yer en fazla 300 karakter olabilir.',
  onlineUrl: 'Toplantı bağlantısı http:// veya https:// ile başlayan geçerli bir adres olmalıdır.',
  placeOrLink:
    'Oturum için bir yer (sınıf) veya çevrimiçi toplantı bağlantısı girin; karma derslerde ikisini birden.',
  presentStudentIds: 'Katılan öğrenciler geçerli kimliklerden oluşan bir liste olmalıdır.',
  capacity: 'Kontenjan 1 ile 10000 arasında bir tam sayı olmalıdır.',
  sessionNotFound: 'Oturum bulunamadı.',
  sessionInPast: 'Geçmiş bir oturum değiştirilemez veya iptal edilemez.',
  notEnrolledStudent: 'Listede bu kursa kayıtlı olmayan bir öğrenci var. Sayfayı yenileyip tekrar deneyin.',
  soldOut: 'Kontenjan dolu.',
  soldOutNamed: (name: string) => `Kontenjan dolu: "${name}" kursunda boş yer kalmadı.`,
  feedNotFound: "Takvim bağlantısı geçersiz. Kampüs'teki Takvim sayfasından yeni bağlantıyı alın.",
  sessionAdded: 'Oturum eklendi.',
  sessionUpdated: 'Oturum güncellendi; kayıtlı öğrencilere bildirildi.',
  sessionCancelled: 'Oturum iptal edildi; kayıtlı öğrencilere bildirildi.',
  attendanceSaved: 'Yoklama kaydedildi.',
} as const;
