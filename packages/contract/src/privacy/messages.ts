/** Turkish texts of the privacy part (KVKK, CONTRACT.md §12): refusals, notices and the request statuses. */
export const privacyMessages = {
  deletionRequestOpen:
    'Hesabınız için bekleyen bir silme talebi zaten var. Talebiniz en geç 30 gün içinde sonuçlandırılacaktır.',
  privacyRequestNotFound: 'Silme talebi bulunamadı.',
  privacyRequestDone: 'Bu silme talebi zaten tamamlanmış.',
  cannotEraseSelf: 'Kendi hesabınızın silme talebini tamamlayamazsınız. Başka bir yöneticiden isteyin.',
  // Success notices (envelope `message`)
  deletionRequested: 'Silme talebiniz alındı. Talebiniz en geç 30 gün içinde sonuçlandırılacaktır.',
  requestCompleted: 'Hesabın kişisel verileri silindi; siparişler anonim olarak saklanıyor.',
  /** The name an erased account's orders keep. */
  erasedName: 'Silinmiş',
  erasedSurname: 'Kullanıcı',
} as const;

/** Registration's checkbox: the label around the link to the notice. */
export const privacyAcceptanceLabel = {
  before: '',
  link: 'Aydınlatma Metni',
  after: "'ni okudum; kişisel verilerimin bu metinde anlatıldığı şekilde işleneceğini biliyorum.",
  required: 'Devam etmek için Aydınlatma Metni’ni okuduğunuzu onaylamanız gerekir.',
} as const;
