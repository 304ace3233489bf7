/** Turkish texts of purchase requests (CONTRACT.md §12): a student asking a linked parent to buy the basket. */
export const purchaseRequestMessages = {
  // Field messages
  note: 'Not en fazla 500 karakter olabilir.',
  reason: 'Reddetme nedenini yazın (en fazla 500 karakter); öğrenciniz bu nedeni görecek.',
  status: 'Durum Pending, Approved, Declined veya Cancelled olmalıdır.',
  paymentType: 'Ödeme türü 3 (Ücretsiz), 2 (Banka Transferi) veya 0 (Kredi Kartı) olmalıdır.',
  acceptedTerms:
    'Ücretli bir talebi onaylamak için ön bilgilendirme formunu ve mesafeli satış sözleşmesini kabul etmeniz gerekir.',
  waiveWithdrawal:
    'Ücretli bir talebi onaylamak için kursun hemen başlamasını ve bu nedenle cayma hakkının sona ermesini onaylamanız gerekir.',
  // Refusals
  notFound: 'Satın alma talebi bulunamadı.',
  noParent:
    'Hesabınıza bağlı bir veli yok. Önce Ayarlar > Aile bölümünden velinizi davet edin, veliniz katıldıktan sonra talep gönderebilirsiniz.',
  alreadyPending: 'Bu sepet için velinize gönderilmiş, yanıt bekleyen bir talebiniz zaten var.',
  notPending: 'Bu talep artık yanıt beklemiyor: onaylanmış, reddedilmiş ya da iptal edilmiş.',
  priceChanged:
    'Talep gönderildikten sonra sepetteki fiyatlar değişti. Talebi reddedip öğrencinizden yeni bir talep göndermesini isteyin.',
  cardUnavailable: 'Kartla ödeme henüz yapılandırılmadı. Lütfen banka transferiyle onaylayın.',
  // Success notices (envelope `message`)
  sent: 'Talebiniz velinize gönderildi.',
  declined: 'Talep reddedildi; öğrenciniz bilgilendirildi.',
  approved: 'Talep onaylandı.',
} as const;

/** Labels of the request statuses, as the pages show them. */
export const purchaseRequestStatusLabels = {
  Pending: 'Yanıt bekliyor',
  Approved: 'Onaylandı',
  Declined: 'Reddedildi',
  Cancelled: 'İptal edildi',
} as const;
