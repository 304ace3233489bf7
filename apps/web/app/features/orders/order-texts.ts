import { BANK_TRANSFER_OPEN_HOURS, OrderStatus } from '@kampus/contract';

/** Texts of the order summary page (bank transfers included). */
export const orderTexts = {
  title: 'Sipariş Özeti',
  orderNumber: 'Sipariş No',
  orderDate: 'Sipariş Tarihi',
  courses: 'Kurslar',
  customer: 'Müşteri Bilgileri',
  fullName: 'Ad Soyad',
  email: 'E-posta',
  /** An order a parent pays for a child (CONTRACT.md §12): the learner, then the payer. */
  learner: 'Öğrenci',
  payer: 'Ödeyen veli',
  payment: 'Ödeme Bilgileri',
  paymentType: 'Ödeme Yöntemi',
  status: 'Durum',
  basketCode: 'Sepet indirim kodu',
  itemCode: 'İndirim kodu',
  goToMyCourses: 'Kurslarıma Git',
  downloadInvoice: 'Faturayı İndir',
  getSupport: 'Destek Al',
  invoice: 'Fatura',
  proforma: 'Proforma Fatura',
  invoiceNumber: 'Fatura No',
  invoiceFailed: 'Fatura indirilemedi. Lütfen biraz sonra tekrar deneyin.',
  acceptanceTitle: 'Satış Belgelerinin Onayı',
  acceptanceVersion: 'Belge sürümü',
  acceptanceAt: 'Onay zamanı',
  acceptanceWaiver: 'Cayma hakkından feragat',
  acceptanceWaived: 'Evet, içeriğin hemen sunulmasını istedi',
  acceptanceAddress: 'IP adresi',
  acceptanceUserAgent: 'Tarayıcı',

  completedTitle: 'Siparişiniz tamamlandı.',
  completedText: 'Kurslarınız Kurslarım sayfanızda sizi bekliyor.',
  pendingTitle: 'Ödemeniz bekleniyor.',
  pendingTransferText: (amountText: string, reference: string) =>
    `${amountText} tutarını aşağıdaki hesaba havale/EFT ile gönderin ve açıklama alanına ${reference} yazın.`,
  pendingText: 'Ödemeniz onaylandığında kurslarınız Kurslarım sayfanıza eklenir.',
  /** The same notices for a parent paying for a child's courses (CONTRACT.md §12): the courses open for the child. */
  payerCompletedTitle: 'Sipariş tamamlandı.',
  payerCompletedText: (learner: string) =>
    `Kurslar ${learner} adlı öğrencinin hesabında açıldı; öğrenciniz kendi hesabındaki Kurslarım sayfasından başlayabilir.`,
  payerPendingText: (learner: string) =>
    `Ödemeniz onaylandığında kurslar ${learner} adlı öğrencinin hesabında açılır.`,
  payerAdminConfirms:
    'Havale/EFT açıklamasına sipariş numarasını yazmayı unutmayın. Ödemeniz hesabımıza ulaştığında yönetici siparişi onaylar; onaydan sonra kurslar öğrencinizin hesabında açılır.',
  goToChildren: 'Çocuklarıma Git',
  cancelledTitle: 'Bu sipariş iptal edildi.',
  cancelledText: 'Bu sipariş için ödeme yaptıysanız Destek Al ile bize yazın; iadenizi hemen başlatalım.',
  /** Card orders (CONTRACT.md §13): the outcome of iyzico's page as the buyer reads it on return. */
  cardFailedTitle: 'Ödeme tamamlanamadı.',
  cardFailedReason: (reason: string) => `Ödeme sağlayıcısının yanıtı: ${reason}`,
  cardFailedText:
    'Kartınızdan para çekilmedi. Kurslar sepetinizde duruyor; başka bir kartla yeniden deneyebilirsiniz.',
  payerCardFailedText:
    'Kartınızdan para çekilmedi. Kurslar öğrencinizin sepetine geri kondu; öğrenciniz yeniden isteyebilir.',
  backToBasket: 'Sepete Dön',
  cardPendingTitle: 'Ödemeniz henüz sonuçlanmadı.',
  cardPendingText:
    'Ödeme sayfasındaki işlem tamamlandığında siparişiniz kendiliğinden güncellenir; birkaç dakika sonra bu sayfayı yenileyin.',
  refresh: 'Sayfayı Yenile',
  refundedTitle: 'Bu siparişin ödemesi iade edildi.',
  refundedText:
    'Ödemenin tamamı kartınıza iade edildi ve sipariş iptal edildi. İadenin hesabınıza geçmesi bankanıza göre birkaç gün sürebilir.',

  bankTitle: 'Banka Hesap Bilgileri',
  bankName: 'Banka',
  accountHolder: 'Hesap Sahibi',
  iban: 'IBAN',
  reference: 'Açıklama (sipariş numaranız)',
  amount: 'Gönderilecek Tutar',
  copy: 'Kopyala',
  copied: 'Kopyalandı',
  copyLabel: (what: string) => `Kopyala: ${what}`,
  copiedStatus: (what: string) => `${what} panoya kopyalandı.`,
  adminConfirms:
    'Havale/EFT açıklamasına sipariş numaranızı yazmayı unutmayın. Ödemeniz hesabımıza ulaştığında yönetici siparişinizi onaylar; onaydan sonra kurslarınız Kurslarım sayfanıza eklenir.',
  loading: 'Sipariş yükleniyor',
  payBy: (deadline: string) =>
    `Banka transferi siparişleri ${BANK_TRANSFER_OPEN_HOURS} saat açık kalır: ödemeniz ${deadline} tarihine kadar onaylanmazsa sipariş iptal edilir.`,
} as const;

/** Texts of the learner's orders page, /orders. */
export const myOrdersTexts = {
  title: 'Siparişlerim',
  intro: 'Verdiğin bütün siparişler, en yenisi önce.',
  awaitingTitle: 'Ödeme bekleyen siparişler',
  allTitle: 'Tüm siparişler',
  order: (orderNumber: string) => `Sipariş ${orderNumber}`,
  courseCount: (n: number) => `${n} kurs`,
  total: 'Tutar',
  viewSummary: 'Sipariş özeti',
  viewSummaryLabel: (orderNumber: string) => `Sipariş özeti: ${orderNumber}`,
  emptyTitle: 'Henüz bir siparişin yok',
  emptyText: 'Bir kurs aldığında siparişin burada görünür.',
  explore: 'Kursları Keşfet',
  pages: 'Sipariş sayfaları',
  loading: 'Siparişler yükleniyor',
} as const;

/** Badge colours with AA contrast: Bekliyor dark text on yellow, Tamamlandı and İptal Edildi white on dark. */
export const orderStatusColors: Record<number, string> = {
  [OrderStatus.Pending]: 'yellow.4',
  [OrderStatus.Completed]: 'teal.9',
  [OrderStatus.Cancelled]: 'red.8',
};

const orderDateFormat = new Intl.DateTimeFormat('tr-TR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Istanbul',
});

/** `21 Kasım 2026 09:46`, on the Istanbul clock the order number's day also uses. */
export const formatOrderDate = (iso: string) => orderDateFormat.format(new Date(iso));
