import { formatDate, type PurchaseRequestStatus, purchaseRequestStatusLabels } from '@kampus/contract';

/** Turkish texts of purchase requests on the basket page and the parent's requests page (CONTRACT.md §12). */
export const purchaseRequestTexts = {
  // The student's side, on the basket page
  ask: 'Velimden İste',
  askHint: 'Sepeti velinize gönderin; onaylarsa ödemeyi o yapar ve kurslar hesabınızda açılır.',
  askTitle: 'Velinizden isteyin',
  askIntro: (parents: string) => `Talebiniz ${parents} adlı velinize e-posta ve bildirimle iletilecek.`,
  noteLabel: 'Velinize notunuz (isteğe bağlı)',
  notePlaceholder: 'Örneğin: Okuldaki proje için bu kursu almak istiyorum.',
  noteTooLong: 'Not en fazla 500 karakter olabilir.',
  send: 'Talebi Gönder',
  cancel: 'Vazgeç',
  pendingTitle: 'Talebiniz velinize gönderildi',
  pendingText: (date: string) =>
    `${date} tarihinde gönderdiniz; veliniz yanıt verene kadar bekliyor. Sepeti değiştirirseniz talep iptal olur.`,
  yourNote: 'Notunuz',

  // The parent's side
  navRequests: 'Satın Alma Talepleri',
  title: 'Satın Alma Talepleri',
  subtitle: 'Çocuklarınızın sizden almanızı istediği kurslar.',
  loading: 'Talepler yükleniyor',
  openRequests: 'Satın alma talepleri',
  emptyTitle: 'Henüz bir satın alma talebi yok.',
  emptyText:
    'Çocuğunuz sepetindeki kursları "Velimden İste" düğmesiyle size gönderdiğinde burada görünür; size e-posta da gelir.',
  requestOf: (name: string) => `${name} adlı öğrencinin talebi`,
  sentAt: (iso: string) => `Gönderildi: ${formatDate(iso)}`,
  courses: 'Kurslar',
  total: 'Toplam',
  note: 'Öğrencinin notu',
  declineReason: 'Reddetme nedeni',
  approve: 'Onayla',
  approveFor: (name: string) => `Onayla: ${name} adlı öğrencinin talebi`,
  decline: 'Reddet',
  declineFor: (name: string) => `Reddet: ${name} adlı öğrencinin talebi`,
  viewOrder: 'Siparişi görüntüle',

  approveTitle: 'Talebi onaylayın',
  paymentType: 'Ödeme türü',
  free: 'Ücretsiz',
  freeHint: 'Ödenecek tutar yok; onayladığınızda kurslar hemen açılır.',
  bankTransfer: 'Banka Transferi',
  bankTransferHint:
    'Onayladığınızda bir sipariş oluşur; banka bilgilerini ve açıklamaya yazacağınız sipariş numarasını sonraki sayfada görürsünüz. Ödeme onaylanınca kurslar açılır.',
  card: 'Kredi Kartı',
  cardHint:
    'Onayladığınızda iyzico’nun güvenli ödeme sayfasına yönlendirilirsiniz; ödeme onaylanınca kurslar çocuğunuzun hesabında hemen açılır.',
  approveWithCard: 'Onayla ve kartla öde',
  approveConfirm: 'Onayla',
  approveWithTransfer: 'Onayla ve ödeme bilgilerini gör',

  declineTitle: 'Talebi reddedin',
  reasonLabel: 'Reddetme nedeni',
  reasonHint: 'Çocuğunuz bu nedeni e-postada ve bildirimde görecek.',
  reasonRequired: 'Reddetme nedenini yazın.',
  reasonTooLong: 'Reddetme nedeni en fazla 500 karakter olabilir.',
  declineConfirm: 'Reddet',

  status: (status: PurchaseRequestStatus) => purchaseRequestStatusLabels[status],
} as const;

/** The colour of a status badge. */
export const statusColor: Record<PurchaseRequestStatus, string> = {
  Pending: 'yellow.4',
  Approved: 'teal.9',
  Declined: 'red.8',
  Cancelled: 'gray.7',
};
