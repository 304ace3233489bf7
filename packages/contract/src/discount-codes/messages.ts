/** Turkish texts of discount codes: form fields, lists, and the server's answers about codes. */

/** `199`, `199,90`, `1.299,90`: a lira amount in Turkish digits without the currency sign (for "… TL" texts). */
export const formatLiraNumber = (lira: number): string =>
  new Intl.NumberFormat('tr-TR', {
    minimumFractionDigits: Number.isInteger(lira) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(lira);

export const discountMessages = {
  // Form fields
  codeRequired: 'İndirim kodu gereklidir',
  codeMin: 'İndirim kodu en az 3 karakter olmalıdır',
  codeMax: 'İndirim kodu en fazla 32 karakter olabilir',
  codeFormat: 'İndirim kodu sadece büyük harf ve rakam içerebilir',
  typeInvalid: 'Lütfen geçerli bir indirim türü seçiniz',
  valueInvalid: 'Lütfen geçerli bir indirim değeri giriniz',
  valuePositive: "İndirim değeri 0'dan büyük olmalıdır",
  valueDecimals: 'İndirim değeri en fazla 2 ondalık basamak içerebilir',
  percentMax: "Yüzde değeri 100'den büyük olamaz",
  /** Lecturer codes of type SubtractFromPrice or SetAsFinalPrice. */
  valueAbovePrice: (priceLira: number) => `Değer ${formatLiraNumber(priceLira)} TL'den büyük olamaz`,
  courseRequired: 'Kurs seçimi gereklidir',
  startRequired: 'Başlangıç tarihi gereklidir',
  startInvalid: 'Lütfen geçerli bir başlangıç tarihi giriniz',
  endRequired: 'Bitiş tarihi gereklidir',
  endInvalid: 'Lütfen geçerli bir bitiş tarihi giriniz',
  endAfterStart: 'Bitiş tarihi başlangıç tarihinden sonra olmalıdır',
  startInPast: 'Başlangıç tarihi geçmiş bir tarih olamaz',

  // Screens
  createTitle: 'Yeni İndirim Kodu Oluştur',
  editTitle: 'İndirim Kodu Düzenle',
  adminCreateSubtitle: 'Sepet için yeni bir indirim kodu oluşturun',
  create: 'Oluştur',
  creating: 'Oluşturuluyor...',
  update: 'Güncelle',
  updating: 'Güncelleniyor...',
  newCode: 'Yeni İndirim Kodu',
  deleteTitle: 'İndirim Kodu Sil',
  deleteText: 'Bu işlem geri alınamaz. Lütfen emin olun.',
  deleteFailed: 'Silme işlemi sırasında bir hata oluştu. Lütfen tekrar deneyin.',
  active: 'Aktif',
  expired: 'Süresi Doldu',
  listEmpty: 'Henüz indirim kodu bulunmuyor.',
  listNoMatch: 'Arama kriterlerine uygun indirim kodu bulunamadı.',
  createFailed: 'İndirim kodu oluşturulurken bir hata oluştu',
  updateFailed: 'İndirim kodu güncellenirken bir hata oluştu',
  coursesLoadFailed: 'Kurslar yüklenirken bir hata oluştu. Lütfen sayfayı yenileyin.',
  reloadPage: 'Sayfayı Yenile',

  // Server answers for code management
  codeTaken: 'Bu indirim kodu zaten kullanılıyor. Lütfen başka bir kod giriniz.',
  codeNotFound: 'İndirim kodu bulunamadı.',
  courseNotFound: 'Seçilen kurs bulunamadı.',
  courseNotYours: 'Yalnızca kendi kurslarınız için indirim kodu oluşturabilirsiniz.',
  basketCodeOnLecturerForm:
    'Bu kod sepet indirim kodudur; yönetim panelindeki İndirim Kodu Yönetimi ekranından düzenleyin.',
  courseCodeOnAdminForm: 'Bu kod bir kursa ait indirim kodudur; eğitmen panelinden düzenleyin.',
} as const;
