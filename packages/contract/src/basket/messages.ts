/** Turkish texts of the basket screen and the server's answers about baskets. */

const dateTimeFormatter = new Intl.DateTimeFormat('tr-TR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Istanbul',
});

export const basketMessages = {
  // Screen
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
