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
  statusNotPending: 'Yalnızca ödemesi beklenen siparişlerin durumu değiştirilebilir.',
  transferExpired:
    'Bu siparişin ödeme süresi doldu ve sipariş iptal edildi. Ödeme geldiyse alıcıya yeni bir sipariş verdirin ya da parayı iade edin.',
  statusTarget: 'Bekleyen bir sipariş yalnızca Tamamlandı veya İptal Edildi durumuna getirilebilir.',
} as const;
