/** Turkish texts of orders and the server's answers about checkout and order status. */

export const orderMessages = {
  // Server answers
  orderNotFound: 'Sipariş bulunamadı.',
  invoiceNotFound:
    'Bu sipariş için fatura yok: faturalar ödemesi tamamlanmış ücretli siparişler için kesilir.',
  sellerNotConfigured:
    'Satıcı bilgileri yapılandırılmadı; ücretli siparişler şu anda alınamıyor. Lütfen okulun yöneticisine bildirin.',
  acceptedTerms:
    "Devam etmek için Ön Bilgilendirme Formu'nu ve Mesafeli Satış Sözleşmesi'ni okuyup kabul etmeniz gerekir.",
  waiveWithdrawal:
    'Devam etmek için dijital içeriğin hemen sunulmasını ve bu nedenle cayma hakkınızın sona ereceğini onaylamanız gerekir.',
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
  /**
   * The checkout's refusals as a parent approving a child's purchase request reads them (CONTRACT.md §12): the
   * basket is the child's, so the parent is told to decline and let the child fix it, not to change a basket.
   */
  payer: {
    courseUnavailable: (name: string) =>
      `"${name}" kursu artık satışta değil. Talebi reddedin; çocuğunuz kursu sepetinden çıkarıp yeniden isteyebilir.`,
    courseOwned: (name: string) =>
      `Çocuğunuz "${name}" kursuna zaten sahip. Talebi reddedin; çocuğunuz kursu sepetinden çıkarıp yeniden isteyebilir.`,
    coursePending: (name: string) =>
      `"${name}" kursu için ödemesi beklenen bir sipariş zaten var. Talebi reddedin; çocuğunuz kursu sepetinden çıkarıp yeniden isteyebilir.`,
    codeExpired: (code: string) =>
      `Sepetteki "${code}" indirim kodunun süresi dolmuş. Talebi reddedin; çocuğunuz kodu kaldırıp yeniden isteyebilir.`,
    codeNotStarted: (code: string) =>
      `Sepetteki "${code}" indirim kodu henüz geçerli değil. Talebi reddedin; çocuğunuz kodu kaldırıp yeniden isteyebilir.`,
    codeNotApplicable: (code: string) =>
      `Sepetteki "${code}" indirim kodu artık geçerli değil. Talebi reddedin; çocuğunuz kodu kaldırıp yeniden isteyebilir.`,
    codeUsedUp: (code: string) =>
      `Sepetteki "${code}" indirim kodu başka bir siparişte kullanıldı. Talebi reddedin; çocuğunuz kodu kaldırıp yeniden isteyebilir.`,
    codeUsedByYou: (code: string) =>
      `Çocuğunuz "${code}" indirim kodunu daha önce kullandı. Talebi reddedin; çocuğunuz kodu kaldırıp yeniden isteyebilir.`,
  },
  cardNotConfigured:
    'Kartla ödeme bu okulda yapılandırılmadı. Lütfen banka transferini seçin ya da okulun yöneticisine bildirin.',
  cardProviderUnreachable:
    'Ödeme sağlayıcısına şu anda ulaşılamıyor; sipariş oluşturulmadı ve sepetiniz olduğu gibi duruyor. Lütfen birkaç dakika sonra yeniden deneyin.',
  cardProviderRefused: (reason: string) =>
    `Ödeme sağlayıcısı ödeme sayfasını açmadı: ${reason} Sipariş oluşturulmadı ve sepetiniz olduğu gibi duruyor.`,
  cardPaymentFailed: 'Ödeme tamamlanamadı.',
  /** A card paid after its seat hold ended, for a course that was filled meanwhile (CONTRACT.md §16). */
  cardSeatGone: (courseName: string) =>
    `Ödemeniz kontenjan süresi dolduktan sonra geldi ve "${courseName}" kursunun son yeri bu arada doldu. ` +
    'Sipariş iptal edildi ve ödemeniz kartınıza iade edildi.',
  cardSeatGoneNotRefunded: (courseName: string) =>
    `Ödemeniz kontenjan süresi dolduktan sonra geldi ve "${courseName}" kursunun son yeri bu arada doldu. ` +
    'Sipariş iptal edildi; iade yönetici tarafından yapılacak.',
  cardAbandoned: 'Ödeme sayfasında ödeme tamamlanmadı ve sayfanın süresi doldu.',
  notRefundable:
    'Yalnızca tamamlanmış ve kartla ödenmiş bir sipariş iade edilebilir; bu sipariş iade edilemez.',
  refundRefused: (reason: string) => `Ödeme sağlayıcısı iadeyi kabul etmedi: ${reason} Sipariş değişmedi.`,
  refundReason: 'İade nedenini yazın (en az 3, en çok 500 karakter).',
  statusNotPending: 'Yalnızca ödemesi beklenen siparişlerin durumu değiştirilebilir.',
  transferExpired:
    'Bu siparişin ödeme süresi doldu ve sipariş iptal edildi. Ödeme geldiyse alıcıya yeni bir sipariş verdirin ya da parayı iade edin.',
  statusTarget: 'Bekleyen bir sipariş yalnızca Tamamlandı veya İptal Edildi durumuna getirilebilir.',
  cardStatusByProvider:
    'Kartla ödenen bir siparişin durumunu ödeme kuruluşunun sonucu belirler: ödeme doğrulanınca tamamlanır, ' +
    'alıcı ödemeyi bitirmezse 40 dakika içinde kendiliğinden iptal edilir.',
} as const;
