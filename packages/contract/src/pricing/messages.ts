/**
 * Turkish texts of discount codes (seed 001 §2, §4, §5, §8), the basket and orders (seed 000 §2, §3), and the
 * server's own answers for basket, code and order rules (CONTRACT.md §6, 422s).
 */

/** `199`, `199,90`, `1.299,90`: a lira amount in Turkish digits without the currency sign (for "… TL" texts). */
export const formatLiraNumber = (lira: number): string =>
  new Intl.NumberFormat('tr-TR', {
    minimumFractionDigits: Number.isInteger(lira) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(lira);

const dateTimeFormatter = new Intl.DateTimeFormat('tr-TR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Istanbul',
});

export const discountMessages = {
  // Form fields (seed 001 §5)
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

  // Screens (seed 001 §2, §4, §8)
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

export const basketMessages = {
  // Screen (seed 000 §2)
  title: 'Sepetim',
  emptyTitle: 'Sepetiniz Boş',
  emptyText: 'Henüz sepetinize kurs eklemediniz. Hemen keşfetmeye başlayın!',
  explore: 'Kursları Keşfet',
  summaryTitle: 'Sipariş Özeti',
  checkout: 'Ödemeye Geç',

  // Server answers
  courseNotFound: 'Kurs bulunamadı.',
  courseNotPublished: 'Bu kurs şu anda satışta değil, sepete eklenemez.',
  courseOwned: 'Bu kursa zaten sahipsiniz; Kurslarım sayfasından erişebilirsiniz.',
  coursePending: 'Bu kurs için ödemesi beklenen bir siparişiniz var.',
  courseInBasket: 'Bu kurs zaten sepetinizde.',
  basketNotFound: 'Sepet bulunamadı.',
  basketItemNotFound: 'Sepetteki kurs bulunamadı.',
  basketBusy: 'Sepetiniz şu anda başka bir işlemle güncelleniyor. Lütfen tekrar deneyin.',
  codeUnknown: 'Geçersiz indirim kodu. Lütfen kodu kontrol edin.',
  codeExpired: 'Bu indirim kodunun süresi dolmuş.',
  codeNotStarted: (start: Date) =>
    `Bu indirim kodu henüz geçerli değil. ${dateTimeFormatter.format(start)} tarihinden itibaren kullanılabilir.`,
  codeWrongCourse: 'Bu indirim kodu bu kurs için geçerli değil.',
  codeIsBasketCode: 'Bu indirim kodu sepetin tamamına uygulanır. Lütfen kodu Sipariş Özeti alanına girin.',
  codeIsCourseCode:
    'Bu indirim kodu yalnızca bir kursa uygulanır. Lütfen kodu sepetteki ilgili kursun altına girin.',
  codeUsedUp: 'Bu indirim kodu daha önce kullanılmış.',
  codeUsedByYou: 'Bu indirim kodunu daha önce kullandınız.',
} as const;

export const orderMessages = {
  // Server answers
  orderNotFound: 'Sipariş bulunamadı.',
  basketEmpty: 'Sepetiniz boş. Sipariş vermek için sepete kurs ekleyin.',
  basketOrdered: 'Bu sepet için zaten bir sipariş oluşturuldu.',
  notFree: (payableText: string) =>
    `Ödenecek tutar ${payableText} olduğu için ücretsiz sipariş oluşturulamaz.`,
  nothingToPay: 'Ödenecek tutar olmadığı için banka transferi gerekmez. Ücretsiz siparişi tamamlayın.',
  courseUnavailable: (name: string) =>
    `Sepetinizdeki "${name}" kursu artık satışta değil. Lütfen kursu sepetinizden çıkarın.`,
  courseOwned: (name: string) => `"${name}" kursuna zaten sahipsiniz. Lütfen kursu sepetinizden çıkarın.`,
  coursePending: (name: string) =>
    `"${name}" kursu için ödemesi beklenen bir siparişiniz var. Lütfen kursu sepetinizden çıkarın.`,
  codeExpired: (code: string) => `"${code}" indirim kodunun süresi dolmuş. Lütfen kodu kaldırın.`,
  codeNotStarted: (code: string) => `"${code}" indirim kodu henüz geçerli değil. Lütfen kodu kaldırın.`,
  codeNotApplicable: (code: string) =>
    `"${code}" indirim kodu bu sepette artık geçerli değil. Lütfen kodu kaldırın.`,
  codeUsedUp: (code: string) =>
    `"${code}" indirim kodu başka bir siparişte kullanıldı. Lütfen kodu kaldırın.`,
  codeUsedByYou: (code: string) => `"${code}" indirim kodunu daha önce kullandınız. Lütfen kodu kaldırın.`,
  statusNotPending: 'Yalnızca ödemesi beklenen siparişlerin durumu değiştirilebilir.',
  transferExpired:
    'Bu siparişin ödeme süresi doldu ve sipariş iptal edildi. Ödeme geldiyse alıcıya yeni bir sipariş verdirin ya da parayı iade edin.',
  statusTarget: 'Bekleyen bir sipariş yalnızca Tamamlandı veya İptal Edildi durumuna getirilebilir.',
} as const;
