/**
 * The privacy notice (aydınlatma metni, KVKK art. 10) shown at `/privacy` and accepted at registration. The stored
 * acceptance names the version, so a later wording never changes what an earlier user was told: change the text,
 * change the version.
 */
export const PRIVACY_NOTICE_VERSION = 'aydinlatma-v1';
/** When this version took effect (shown under the title). */
export const PRIVACY_NOTICE_DATE = '2026-11-26';

export type PrivacyNoticeSection = { heading: string; paragraphs: string[]; items?: string[] };
/** Who answers for the data: the school's legal name and the address that takes applications. */
export type DataController = { legalName: string; email: string };

export const privacyNoticeTitle = 'Kişisel Verilerin Korunması Hakkında Aydınlatma Metni';

/** The notice's sections, with the data controller named where the law asks for it. */
export const privacyNotice = (controller: DataController): PrivacyNoticeSection[] => [
  {
    heading: 'Veri sorumlusu',
    paragraphs: [
      `Kampüs çevrim içi eğitim platformunda işlenen kişisel verilerinizin veri sorumlusu ${controller.legalName}'dir ("Okul"). Bu metin, 6698 sayılı Kişisel Verilerin Korunması Kanunu'nun ("KVKK") 10. maddesi uyarınca sizi bilgilendirmek için hazırlanmıştır.`,
    ],
  },
  {
    heading: 'İşlenen kişisel veriler',
    paragraphs: ['Hesabınız ve platformu kullanmanız sırasında aşağıdaki veriler işlenir:'],
    items: [
      'Kimlik: ad, soyad, T.C. kimlik numarası; öğrenciler için velinin adı, soyadı ve T.C. kimlik numarası.',
      'İletişim: e-posta adresi ve açık adres.',
      'Müşteri işlem: siparişler, sepet, ödeme türü, indirim kodları, satın alma talepleri.',
      'Eğitim: kayıtlı kurslar, ders ilerlemesi, sınav sonuçları, sertifikalar, değerlendirmeler ve yer imleri.',
      'Aile: veli ile öğrenci arasındaki bağlantılar, davetler ve velinin açık rızası.',
      'İşlem güvenliği: şifrenizin özeti (şifrenin kendisi saklanmaz), oturum kayıtları, IP adresi ve tarayıcı bilgisi, başarısız giriş denemeleri.',
      'Tercihler ve bildirimler: e-posta bildirim tercihleri, uygulama içi bildirimler ve gönderilen e-postalar.',
    ],
  },
  {
    heading: 'İşleme amaçları',
    items: [
      'Hesabınızı oluşturmak, kimliğinizi doğrulamak ve güvenli oturum açmanızı sağlamak.',
      'Satın aldığınız kursları sunmak, ilerlemenizi kaydetmek ve sertifika düzenlemek.',
      'Siparişleri, ödemeleri ve faturaları yürütmek; yasal saklama yükümlülüklerini yerine getirmek.',
      'Reşit olmayan öğrencilerin velisini doğrulamak ve velinin onayıyla çocuğun öğrenimini veliye göstermek.',
      'Siparişleriniz, öğreniminiz ve hesabınız hakkında e-posta ve uygulama içi bildirim göndermek.',
      'Kötüye kullanımı (şifre denemeleri, yetkisiz erişim) önlemek ve hizmetin güvenliğini sağlamak.',
    ],
    paragraphs: [],
  },
  {
    heading: 'Hukuki sebepler ve toplama yöntemi',
    paragraphs: [
      "Verileriniz, kayıt formu, hesap ayarları ve platformu kullanmanız sırasında elektronik ortamda toplanır. KVKK'nın 5. maddesindeki şu hukuki sebeplere dayanılır: bir sözleşmenin kurulması ve ifası (kurs satışı ve eğitim hizmeti), veri sorumlusunun hukuki yükümlülüğü (vergi ve ticaret mevzuatı uyarınca fatura ve sipariş kayıtları), bir hakkın tesisi ve korunması ile meşru menfaat (güvenlik kayıtları). Çocuğun öğrenim verilerinin veliye gösterilmesi, velinin açık rızasına dayanır; pazarlama e-postaları yalnızca tercihlerinizde açtığınızda gönderilir.",
    ],
  },
  {
    heading: 'Aktarım',
    paragraphs: [
      'Verileriniz satılmaz. Yalnızca hizmetin yürütülmesi için gereken ölçüde; e-posta gönderimi ve barındırma hizmeti aldığımız tedarikçilere, ödeme yaptığınızda ödeme kuruluşuna ve kanunen yetkili kamu kurumlarına talep hâlinde aktarılabilir. Bağlı veliniz, çocuğunun öğrenim özetini görür; kimlik numaraları ona gösterilmez.',
    ],
  },
  {
    heading: 'Saklama süresi',
    paragraphs: [
      "Hesap verileriniz hesabınız açık kaldığı sürece saklanır. Silme talebiniz yerine getirildiğinde ad, e-posta, kimlik numaraları, adres ve diğer kişisel verileriniz silinir. Sipariş ve fatura kayıtları, Vergi Usul Kanunu ve Türk Ticaret Kanunu'nun öngördüğü 10 yıl boyunca adınız yerine 'Silinmiş Kullanıcı' ibaresiyle saklanır. Sona eren oturum kayıtları 30 gün sonra silinir.",
    ],
  },
  {
    heading: "KVKK'nın 11. maddesi uyarınca haklarınız",
    paragraphs: ['Okul’a başvurarak:'],
    items: [
      'Kişisel verilerinizin işlenip işlenmediğini öğrenme ve işlenmişse buna ilişkin bilgi talep etme,',
      'İşlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme,',
      'Yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme,',
      'Eksik veya yanlış işlenmişse düzeltilmesini isteme,',
      'KVKK’nın 7. maddesindeki şartlar çerçevesinde silinmesini veya yok edilmesini isteme,',
      'Düzeltme ve silme işlemlerinin verilerin aktarıldığı üçüncü kişilere bildirilmesini isteme,',
      'İşlenen verilerin münhasıran otomatik sistemlerle analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme,',
      'Kanuna aykırı işlenmesi sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme haklarına sahipsiniz.',
    ],
  },
  {
    heading: 'Başvuru',
    paragraphs: [
      "Hesabınızdaki verilerin bir kopyasını Ayarlar > Gizlilik sayfasındaki 'Verilerimi İndir' düğmesiyle hemen alabilirsiniz. Hesabınızın ve kişisel verilerinizin silinmesini aynı sayfadaki 'Hesabımın silinmesini istiyorum' düğmesiyle talep edebilirsiniz; talebiniz en geç 30 gün içinde sonuçlandırılır.",
      `Diğer talepleriniz için ${controller.email} adresine kayıtlı e-posta adresinizden yazabilir ya da Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ'de sayılan diğer yollarla başvurabilirsiniz. Başvurunuza en geç 30 gün içinde ücretsiz yanıt verilir.`,
    ],
  },
];
