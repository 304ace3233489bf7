/** Turkish texts of the catalogue, course detail, ratings and home data. */
export const catalogueMessages = {
  // Catalogue query (400 field messages)
  pageNumber: 'Sayfa numarası 1 veya daha büyük bir tam sayı olmalıdır.',
  pageSize: 'Sayfa boyutu 1 ile 50 arasında bir tam sayı olmalıdır.',
  categories: 'Geçerli bir kategori seçiniz.',
  tags: 'Geçerli bir etiket seçiniz.',
  levels: 'Seviye 0 (Başlangıç), 1 (Orta) veya 2 (İleri) olmalıdır.',
  tooManyValues: 'En fazla 50 değer seçebilirsiniz.',
  price: 'Fiyat 0 veya daha büyük, en fazla iki ondalıklı bir sayı olmalıdır.',
  priceRange: 'En yüksek fiyat en düşük fiyattan küçük olamaz.',
  rating: 'Puan 0 ile 5 arasında bir sayı olmalıdır.',
  ratingRange: 'En yüksek puan en düşük puandan küçük olamaz.',
  search: 'Arama metni en fazla 100 karakter olabilir.',
  desc: 'Sıralama yönü (desc) true veya false olmalıdır.',
  orderBy: 'Sıralama ölçütü CreatedAt, Name, Price veya Rating olmalıdır.',
  // Course answers
  courseNotFound: 'Kurs bulunamadı.',
  coverNotFound: 'Kapak görseli bulunamadı.',
  loadFailed: 'Kurslar yüklenemedi',
  // Ratings
  ratingValue: 'Puan 1 ile 5 arasında bir tam sayı olmalıdır.',
  ratingComment: 'Yorum en fazla 2000 karakter olabilir.',
  ratingNotEnrolled: 'Bu kursu puanlayabilmek için kursa kayıtlı olmanız gerekir.',
  ratingSaved: 'Değerlendirmeniz kaydedildi.',
} as const;
