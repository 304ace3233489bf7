/** Turkish texts of linking parents and children (CONTRACT.md §12): field messages and refusals. */
export const familyMessages = {
  consent: 'Devam etmek için çocuğunuzun verilerinin işlenmesine açık rıza verdiğinizi onaylamanız gerekir.',
  token: 'Davet bağlantısı geçersiz. Lütfen e-postadaki bağlantıyı eksiksiz açın.',
  invitationNotFound:
    'Davet bulunamadı, kullanılmış ya da süresi dolmuş. Çocuğunuzdan size yeni bir davet göndermesini isteyin.',
  invitationOwnEmail:
    'Kendi e-posta adresinizi veli olarak davet edemezsiniz. Velinizin e-posta adresini girin.',
  invitationLimit:
    'En fazla 5 bekleyen davetiniz olabilir. Yeni bir davet göndermek için bekleyen davetlerinizden birini silin.',
  parentIdMismatch:
    'Kimlik numarası, öğrencinin kayıtta verdiği veli kimlik numarasıyla eşleşmiyor. Numarayı kontrol edin ya da öğrenciden profilindeki veli bilgilerini güncellemesini isteyin.',
  tooManyParentIdAttempts:
    'Çok fazla hatalı kimlik numarası denemesi yapıldı. Lütfen 15 dakika sonra tekrar deneyin.',
  parentLimit:
    'Bu öğrencinin zaten iki velisi bağlı. Yeni bir veli eklenmesi için öğrencinin önce bağlı velilerinden birini kaldırması gerekir.',
  alreadyLinked: 'Bu öğrencinin hesabına zaten veli olarak bağlısınız.',
  ownInvitation: 'Kendi gönderdiğiniz daveti kabul edemezsiniz. Bağlantıyı velinize iletin.',
  childNotFound: 'Öğrenci bulunamadı ya da hesabınıza bağlı değil.',
  parentNotFound: 'Veli bulunamadı ya da hesabınıza bağlı değil.',
  // Success notices (envelope `message`)
  invitationSent: 'Davet e-postası gönderildi. Bağlantı 7 gün geçerlidir.',
  invitationDeleted: 'Davet silindi.',
  linked: 'Öğrencinin hesabına veli olarak bağlandınız.',
  parentRegistered: 'Veli hesabınız oluşturuldu ve öğrencinin hesabına bağlandınız. Giriş yapabilirsiniz.',
  unlinked: 'Bağlantı kaldırıldı.',
} as const;

/**
 * The text the parent agrees to, by version: the stored consent names the version, so a later wording never
 * changes what an earlier parent agreed to.
 */
export const FAMILY_CONSENT_VERSION = 'veli-riza-v1';
export const FAMILY_CONSENT_TEXT =
  'Çocuğumun Kampüs hesabındaki öğrenme, sertifika, sipariş ve katılım bilgilerinin veli olarak bana gösterilmesi amacıyla işlenmesine açık rıza veriyorum.';
