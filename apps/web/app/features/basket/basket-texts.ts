/** Texts of the basket page beyond the seed's own (those are `basketMessages` in the contract). */
export const basketTexts = {
  courseCount: (count: number) => `${count} kurs`,
  loadFailed: 'Sepetiniz yüklenemedi.',
  retry: 'Tekrar Dene',
  removeItem: 'Sepetten Çıkar',
  removeItemLabel: (name: string) => `Sepetten Çıkar: ${name}`,
  itemRemoved: 'Kurs sepetinizden çıkarıldı.',
  notAvailable: 'Satışta değil',
  notAvailableHint:
    'Satışta olmayan kursları sepetinizden çıkarın; ardından siparişinizi tamamlayabilirsiniz.',

  itemCodeLabel: 'Kurs indirim kodu',
  basketCodeLabel: 'Sepet indirim kodu',
  codePlaceholder: 'ÖRNEK: YAZ2026',
  apply: 'Uygula',
  applyItemCodeLabel: (name: string) => `Uygula: ${name} indirim kodu`,
  codeApplied: 'İndirim kodu uygulandı.',
  codeRemoved: 'İndirim kodu kaldırıldı.',
  appliedCode: 'Uygulanan kod',
  removeCode: 'Kaldır',
  removeCodeLabel: (code: string) => `Kaldır: ${code} indirim kodu`,

  checkoutFreeHint: 'Ödenecek tutar olmadığı için siparişiniz hemen tamamlanır.',
  checkoutPaidHint: 'Ödeme banka transferi (havale/EFT) ile yapılır.',
  bankTransferTitle: 'Banka Transferi ile Öde',
  bankTransferConfirm: 'Banka Transferi ile Öde',
  cancel: 'Vazgeç',
  bankTransferAmount: 'Ödenecek tutar',
  bankTransferSteps: [
    'Siparişiniz "Bekliyor" durumunda oluşturulur; sepetiniz boşaltılır.',
    'Sipariş özetinde okulun banka hesabını (IBAN) ve sipariş numaranızı görürsünüz.',
    'Tutarı bu hesaba havale/EFT ile gönderin ve açıklama alanına sipariş numaranızı yazın.',
    'Ödemeniz yönetici tarafından onaylandığında kurslarınız Kurslarım sayfanıza eklenir.',
  ],
  orderCreated: 'Siparişiniz oluşturuldu.',
} as const;
