import type { QuizQuestion } from '../schema/index.ts';

/**
 * Lesson material of the demo catalogue, by subject area: two text lessons, one HTML page (a file under
 * assets/pages) and one quiz per area. Courses of an area share it; each course copies it into its own lectures.
 */
export type AreaContent = {
  texts: [{ title: string; body: string }, { title: string; body: string }];
  page: { title: string; file: string };
  quiz: { title: string; questions: QuizQuestion[] };
};

export const AREA_KEYS = [
  'web',
  'javascript',
  'react',
  'python',
  'data',
  'ai',
  'mobile',
  'devops',
  'security',
  'games',
  'database',
  'basics',
] as const;
export type AreaKey = (typeof AREA_KEYS)[number];

const q = (
  question: string,
  options: [string, string, string, string],
  correctAnswer: number,
): QuizQuestion => ({
  question,
  options,
  correctAnswer,
});

export const AREAS: Record<AreaKey, AreaContent> = {
  web: {
    texts: [
      {
        title: 'Tarayıcı bir sayfayı nasıl gösterir?',
        body: `Adres çubuğuna bir adres yazdığınızda tarayıcı önce alan adını DNS ile bir IP adresine çevirir, sonra sunucuya bir HTTP isteği gönderir. Sunucu HTML belgesini döndürür.

Tarayıcı HTML'i baştan sona okuyarak DOM ağacını kurar. Karşılaştığı CSS dosyalarını indirip stil kurallarını hesaplar, ardından her öğenin ekrandaki yerini belirler (yerleşim) ve pikselleri boyar.

JavaScript dosyaları varsayılan olarak bu süreci durdurur. Bu yüzden betikleri sayfanın sonuna koymak ya da <script defer> kullanmak sayfanın daha hızlı görünmesini sağlar.

Özet: HTML içeriği, CSS görünümü, JavaScript davranışı tanımlar. İyi bir web geliştirici üçünün sorumluluklarını birbirinden ayırır.`,
      },
      {
        title: 'CSS kutu modeli',
        body: `Sayfadaki her öğe bir kutudur. Kutunun içinde içerik, onun çevresinde iç boşluk (padding), ardından kenarlık (border) ve en dışta dış boşluk (margin) bulunur.

Varsayılan olarak width yalnızca içeriğin genişliğidir; padding ve border bunun üzerine eklenir. Bu, hesaplamayı zorlaştırır. Çoğu projede ilk yazılan kural şudur:

*, *::before, *::after { box-sizing: border-box; }

Bu kuralla width, padding ve border dahil toplam genişliği ifade eder. 300 piksel dediğiniz kutu gerçekten 300 piksel olur.

Dikey dış boşluklar birleşir (margin collapsing): üst üste iki paragrafın 16 ve 24 piksellik boşlukları toplanmaz, büyük olan (24) uygulanır.`,
      },
    ],
    page: { title: 'HTML belgesinin iskeleti', file: 'web.html' },
    quiz: {
      title: 'Web temelleri sınavı',
      questions: [
        q('Bir sayfanın dilini hangi öznitelik belirtir?', ['charset', 'lang', 'dir', 'locale'], 1),
        q(
          'box-sizing: border-box ne sağlar?',
          [
            'Kenarlığı kaldırır',
            'Genişliğe padding ve border dahil edilir',
            'Dış boşlukları birleştirir',
            'Kutuyu gizler',
          ],
          1,
        ),
        q(
          'Sayfa bölgesini anlamlı biçimde işaretleyen etiket hangisidir?',
          ['<div>', '<span>', '<main>', '<b>'],
          2,
        ),
        q(
          'Bir eylemi tetiklemek için hangi öğe kullanılmalıdır?',
          ['<a href="#">', '<div onclick>', '<button>', '<p>'],
          2,
        ),
      ],
    },
  },
  javascript: {
    texts: [
      {
        title: 'Fonksiyonlar ve ok fonksiyonları',
        body: `JavaScript'te fonksiyonlar birer değerdir: değişkene atanabilir, başka fonksiyonlara argüman olarak verilebilir ve fonksiyonlardan döndürülebilir.

function topla(a, b) { return a + b; }
const carp = (a, b) => a * b;

Ok fonksiyonları daha kısadır ve kendi this değerleri yoktur; çevrelerindeki this'i kullanırlar. Bu, olay dinleyicilerinde ve dizi metotlarında işimizi kolaylaştırır.

const fiyatlar = [100, 250, 40];
const kdvli = fiyatlar.map((f) => f * 1.2);

map, filter ve reduce ile döngü yazmadan veri dönüştürmek, kodu hem kısaltır hem okunur kılar.`,
      },
      {
        title: 'Promise ve async/await',
        body: `Ağdan veri çekmek gibi işlemler zaman alır. JavaScript bu sırada beklemez; işlemin sonucunu temsil eden bir Promise döndürür.

async function kurslariGetir() {
  const yanit = await fetch('/api/v1/web/courses/paginated');
  if (!yanit.ok) throw new Error('Kurslar yüklenemedi');
  return (await yanit.json()).data;
}

await, Promise tamamlanana kadar yalnızca o fonksiyonu bekletir; sayfa donmaz. Hataları try/catch ile yakalayın.

Birbirinden bağımsız istekleri sırayla değil, Promise.all ile aynı anda başlatmak toplam süreyi kısaltır.`,
      },
    ],
    page: { title: 'JavaScript: let, const ve kapsam', file: 'javascript.html' },
    quiz: {
      title: 'JavaScript temelleri sınavı',
      questions: [
        q(
          'Yeniden atanamayan değişken hangi anahtar kelimeyle tanımlanır?',
          ['var', 'let', 'const', 'static'],
          2,
        ),
        q('[1, 2, 3].map((x) => x * 2) ne döndürür?', ['[1, 2, 3]', '[2, 4, 6]', '6', 'undefined'], 1),
        q('await hangi tür değeri bekler?', ['Dizi', 'Promise', 'Nesne', 'Sayı'], 1),
        q(
          'Bağımsız istekleri aynı anda başlatmak için ne kullanılır?',
          ['Promise.all', 'setTimeout', 'for döngüsü', 'JSON.parse'],
          0,
        ),
      ],
    },
  },
  react: {
    texts: [
      {
        title: 'Bileşenler ve props',
        body: `React uygulaması bileşenlerden oluşan bir ağaçtır. Her bileşen, aldığı props değerlerine göre ne görüneceğini tarif eder.

function Fiyat({ tutar }) {
  return <strong>{tutar === 0 ? 'Ücretsiz' : tutar + ' TL'}</strong>;
}

Props salt okunurdur: bir bileşen kendi props'unu değiştirmez. Değişmesi gereken veri state olarak tutulur ve üst bileşenden aşağı akar.

Listeleri çizerken her öğeye benzersiz ve kararlı bir key verin; dizin (index) kullanmak sıralama değiştiğinde hatalara yol açar.`,
      },
      {
        title: "Hook'lar: useState ve useEffect",
        body: `useState bir bileşene hafıza kazandırır. Setter çağrıldığında React bileşeni yeniden çizer.

useEffect, çizimden sonra çalışan yan etkiler içindir: abonelik açmak, zamanlayıcı kurmak, tarayıcı API'lerine erişmek gibi. Bağımlılık dizisi etkinin ne zaman yeniden çalışacağını belirler.

useEffect(() => {
  const id = setInterval(kaydet, 30000);
  return () => clearInterval(id);
}, []);

Döndürülen temizleme fonksiyonu bileşen ekrandan kalktığında çalışır. Veri çekmek için ise çoğu zaman yönlendiricinin loader'ı ya da bir veri kitaplığı daha iyi bir yerdir.`,
      },
    ],
    page: { title: 'React: ilk bileşeniniz', file: 'react.html' },
    quiz: {
      title: 'React temelleri sınavı',
      questions: [
        q(
          'Bir bileşenin kendi hafızası için hangi hook kullanılır?',
          ['useEffect', 'useState', 'useRef', 'useId'],
          1,
        ),
        q(
          'Props için hangisi doğrudur?',
          [
            'Bileşen tarafından değiştirilir',
            'Salt okunurdur',
            'Yalnızca sayı olabilir',
            'Global değişkendir',
          ],
          1,
        ),
        q(
          'Liste öğelerine key olarak en iyi seçim hangisidir?',
          ['Dizi indeksi', 'Rastgele sayı', 'Kararlı benzersiz kimlik', 'Öğenin metni'],
          2,
        ),
        q(
          'useEffect içinden döndürülen fonksiyon ne zaman çalışır?',
          ['Hiçbir zaman', 'Temizleme sırasında', 'Her tıklamada', 'Sayfa yüklenmeden önce'],
          1,
        ),
      ],
    },
  },
  python: {
    texts: [
      {
        title: 'Python’da değişkenler ve veri türleri',
        body: `Python'da bir değişken, bir değere verilen addır. Türü ayrıca yazmanız gerekmez; değerin kendisi türünü taşır.

ad = "Elif"          # str
yas = 28             # int
ortalama = 87.5      # float
mezun_mu = True      # bool

f-string'ler metin içine değer yerleştirmenin en okunur yoludur:

print(f"{ad} {yas} yaşında, ortalaması {ortalama}")

input() her zaman metin döndürür; sayıya çevirmek için int() ya da float() kullanın. Yanlış girişte ValueError oluşur, bunu try/except ile yakalayabilirsiniz.`,
      },
      {
        title: 'Fonksiyonlar ve modüller',
        body: `Fonksiyonlar tekrar eden işleri tek bir yere toplar:

def indirimli_fiyat(fiyat, oran=0.2):
    return round(fiyat * (1 - oran), 2)

Varsayılan değerli parametreler, çağıranın yalnızca gerekeni yazmasını sağlar: indirimli_fiyat(100) → 80.0

Kodunuz büyüdükçe fonksiyonları dosyalara (modüllere) ayırın ve import ile kullanın. Standart kitaplık çok zengindir: datetime ile tarihler, pathlib ile dosya yolları, csv ile tablo dosyaları, json ile veri alışverişi.

Üçüncü parti paketleri sanal ortam (python -m venv .venv) içinde pip ile kurmak projeleri birbirinden ayırır.`,
      },
    ],
    page: { title: 'Python’da listeler', file: 'python.html' },
    quiz: {
      title: 'Python temelleri sınavı',
      questions: [
        q('input() fonksiyonu hangi türde değer döndürür?', ['int', 'str', 'float', 'bool'], 1),
        q(
          '[n * n for n in range(3)] ifadesinin sonucu nedir?',
          ['[1, 4, 9]', '[0, 1, 4]', '[0, 1, 2]', '[3, 6, 9]'],
          1,
        ),
        q(
          'Bir listeye öğe eklemek için hangi metot kullanılır?',
          ['add()', 'push()', 'append()', 'insert_end()'],
          2,
        ),
        q(
          'Projeye özel paketleri ayırmak için ne kullanılır?',
          ['Sanal ortam (venv)', 'Global kurulum', 'Yeni bilgisayar', 'Dosya kopyalama'],
          0,
        ),
      ],
    },
  },
  data: {
    texts: [
      {
        title: 'Veri temizleme neden bu kadar önemli?',
        body: `Gerçek veri kirlidir: eksik hücreler, aynı şeyi farklı yazan kayıtlar ("İstanbul", "istanbul", "IST"), yanlış türde sütunlar ve aykırı değerler.

Analizden önce şu soruları sorun:
- Hangi sütunlarda eksik değer var ve neden eksik?
- Kategoriler tutarlı yazılmış mı?
- Sayısal sütunlar gerçekten sayı mı?
- Aynı kayıt birden fazla kez geçiyor mu?

Pandas'ta df.isna().sum(), df.duplicated().sum() ve df["il"].str.strip().str.title() gibi ifadeler bu işin büyük kısmını görür.

Eksik değeri silmek de doldurmak da bir karardır ve sonuçları etkiler; ne yaptığınızı raporunuzda yazın.`,
      },
      {
        title: 'Gruplama ve özetleme',
        body: `"Her şehirde ortalama sepet tutarı ne?" gibi soruların cevabı gruplamadır:

df.groupby("sehir")["sepet_tutari"].agg(["mean", "median", "count"])

Ortalama aykırı değerlere duyarlıdır; birkaç çok büyük sipariş ortalamayı yukarı çeker. Medyan bu durumda daha dürüst bir özet verir.

Zaman serilerinde resample ile günlük veriyi haftalık ya da aylık özetleyebilirsiniz:

df.set_index("tarih").resample("W")["gelir"].sum()

Bir özet tabloyu her zaman bir grafikle destekleyin; eğilimler ve mevsimsellik tabloda gözden kaçar.`,
      },
    ],
    page: { title: 'Pandas ile ilk DataFrame', file: 'data.html' },
    quiz: {
      title: 'Veri analizi sınavı',
      questions: [
        q(
          'Eksik değerleri saymak için hangisi kullanılır?',
          ['df.isna().sum()', 'df.count_missing()', 'df.null()', 'df.drop()'],
          0,
        ),
        q(
          'Aykırı değerlere daha az duyarlı özet hangisidir?',
          ['Ortalama', 'Medyan', 'Toplam', 'En büyük değer'],
          1,
        ),
        q(
          'Günlük veriyi haftalığa özetleyen Pandas metodu hangisidir?',
          ['pivot', 'resample', 'merge', 'explode'],
          1,
        ),
        q(
          'Aynı kaydın tekrarını bulmak için ne kullanılır?',
          ['df.duplicated()', 'df.unique_rows()', 'df.repeat()', 'df.same()'],
          0,
        ),
      ],
    },
  },
  ai: {
    texts: [
      {
        title: 'Makine öğrenmesinin üç türü',
        body: `Denetimli öğrenmede model, doğru cevabı bilinen örneklerden öğrenir: e-postanın spam olup olmadığı, bir evin fiyatı gibi.

Denetimsiz öğrenmede etiket yoktur; model verideki yapıyı kendisi bulur. Müşterileri benzer davranışlara göre gruplamak (kümeleme) buna örnektir.

Pekiştirmeli öğrenmede bir ajan bir ortamda hareket eder ve ödül ya da ceza alarak strateji geliştirir. Oyun oynayan yapay zekâlar bu yaklaşımı kullanır.

Hangi türü seçeceğiniz, elinizdeki veriye ve sorduğunuz soruya bağlıdır. Etiketli veri toplamak pahalıdır; bu yüzden problemi iyi tanımlamak ilk ve en önemli adımdır.`,
      },
      {
        title: 'Modelin sorumluluğu: önyargı ve açıklanabilirlik',
        body: `Bir model, eğitildiği verideki önyargıları öğrenir ve büyütür. Geçmiş işe alım kararlarıyla eğitilen bir model, geçmişteki ayrımcılığı tekrar edebilir.

Sorumlu bir geliştirici şunları yapar:
- Verinin kimleri temsil ettiğini ve kimleri dışarıda bıraktığını inceler.
- Başarıyı alt gruplar için ayrı ayrı ölçer.
- Kararı etkileyen özellikleri açıklayabilen yöntemler kullanır.
- İnsanları doğrudan etkileyen kararlarda son sözü bir insana bırakır.

Kişisel verilerle çalışırken KVKK'nın aydınlatma ve açık rıza yükümlülüklerini de unutmayın.`,
      },
    ],
    page: { title: 'Bir modeli eğitmek: eğitim ve test verisi', file: 'ai.html' },
    quiz: {
      title: 'Yapay zekâ temelleri sınavı',
      questions: [
        q(
          'Etiketli örneklerden öğrenen yaklaşım hangisidir?',
          ['Denetimsiz', 'Denetimli', 'Pekiştirmeli', 'Kümeleme'],
          1,
        ),
        q(
          'Eğitimde çok iyi, testte kötü sonuç veren model ne yapmıştır?',
          ['Genelleme', 'Aşırı öğrenme', 'Eksik veri', 'Normalizasyon'],
          1,
        ),
        q(
          'Dengesiz veride doğruluk yerine neye bakılmalıdır?',
          ['Yalnızca hıza', 'Kesinlik ve duyarlılığa', 'Dosya boyutuna', 'Satır sayısına'],
          1,
        ),
        q(
          'Test verisinin amacı nedir?',
          ['Modeli hızlandırmak', 'Görülmemiş veride başarıyı ölçmek', 'Etiket üretmek', 'Veriyi şifrelemek'],
          1,
        ),
      ],
    },
  },
  mobile: {
    texts: [
      {
        title: 'Mobil uygulama yaşam döngüsü',
        body: `Masaüstünden farklı olarak mobil işletim sistemi, uygulamanızı istediği an arka plana alabilir, dondurabilir ya da bellekten atabilir.

Bu yüzden:
- Kullanıcının girdiği veriyi ekran kapanmadan kaydedin.
- Arka plana geçerken ağ isteklerini ve sensör dinleyicilerini durdurun.
- Uygulama yeniden açıldığında kaldığı yerden devam edebilmelidir.

Android'de bu olaylar Activity ve Lifecycle, iOS'ta scenePhase, Flutter'da ise WidgetsBindingObserver üzerinden izlenir.

İyi bir mobil uygulama pili ve veri paketini de düşünür: büyük indirmeleri Wi-Fi'ye bırakın, görselleri önbelleğe alın.`,
      },
      {
        title: 'Dokunmatik arayüz tasarımı',
        body: `Parmak fareden kalındır. Dokunma hedefleri en az 44x44 nokta (iOS) ya da 48x48 dp (Android) olmalıdır.

Başparmak bölgesini düşünün: sık kullanılan eylemleri ekranın alt yarısına yerleştirin. Geri alınamayan eylemler (silmek gibi) kolay dokunulan yerlerde durmamalı ve onay istemelidir.

Metin boyutunu sabitlemeyin; kullanıcı sistem ayarlarından yazıyı büyüttüğünde arayüzünüz bozulmadan uyum sağlamalıdır.

Yüklenme sürelerini iskelet görünümlerle (skeleton) doldurmak, boş beyaz ekrandan çok daha iyi bir deneyim sunar.`,
      },
    ],
    page: { title: 'Mobil arayüzde durum yönetimi', file: 'mobile.html' },
    quiz: {
      title: 'Mobil geliştirme sınavı',
      questions: [
        q(
          'Android için önerilen en küçük dokunma hedefi nedir?',
          ['24x24 dp', '32x32 dp', '48x48 dp', '96x96 dp'],
          2,
        ),
        q(
          'Uygulama arka plana geçerken ne yapılmalıdır?',
          [
            'Hiçbir şey',
            'Kullanıcı verisi kaydedilmeli',
            'Uygulama kapatılmalı',
            'Ekran parlaklığı artırılmalı',
          ],
          1,
        ),
        q(
          'Flutter’da durum değişince yeniden çizim için ne çağrılır?',
          ['render()', 'setState()', 'refresh()', 'update()'],
          1,
        ),
        q(
          'Yüklenme sırasında boş ekran yerine ne gösterilebilir?',
          ['Hata mesajı', 'İskelet görünüm', 'Reklam', 'Hiçbir şey'],
          1,
        ),
      ],
    },
  },
  devops: {
    texts: [
      {
        title: 'Konteyner ve sanal makine farkı',
        body: `Sanal makine, donanımı taklit eder ve kendi işletim sistemi çekirdeğini çalıştırır. Bu güçlü bir yalıtımdır ama her makine gigabaytlarca yer ve dakikalar süren açılış demektir.

Konteyner ise ana makinenin çekirdeğini paylaşır; yalnızca uygulamayı ve bağımlılıklarını paketler. Saniyeler içinde başlar, megabaytlarla ölçülür.

"Benim bilgisayarımda çalışıyordu" sorunu konteynerle büyük ölçüde biter: geliştirme, test ve canlı ortam aynı imajı çalıştırır.

Konteyner geçicidir. Kalıcı veri (veritabanı dosyaları, yüklenen görseller) bir birime (volume) yazılmalıdır; aksi hâlde konteyner silindiğinde kaybolur.`,
      },
      {
        title: 'Sürekli entegrasyon ve teslimat',
        body: `Sürekli entegrasyon (CI), her değişikliğin ana dala girmeden önce otomatik olarak derlenmesi ve test edilmesidir. Hatalar küçükken ve yazanın aklı hâlâ kodun üzerindeyken yakalanır.

Sürekli teslimat (CD) bir adım öteye gider: testlerden geçen her sürüm tek tıkla ya da otomatik olarak canlıya alınabilir.

İyi bir boru hattı hızlıdır (10 dakikanın altı), güvenilirdir (rastgele kırılan testler hemen düzeltilir) ve tekrarlanabilirdir (aynı girdi aynı çıktıyı verir).

Gizli anahtarları depoya değil, CI aracının gizli değişkenlerine koyun ve en az yetki ilkesini uygulayın.`,
      },
    ],
    page: { title: 'Dockerfile yazmak', file: 'devops.html' },
    quiz: {
      title: 'DevOps temelleri sınavı',
      questions: [
        q(
          'Konteynerler ana makinenin neyini paylaşır?',
          ['Diskini', 'Çekirdeğini', 'Ekranını', 'Kullanıcılarını'],
          1,
        ),
        q(
          'Konteynerde kalıcı veri nereye yazılmalıdır?',
          ['Konteynerin içine', 'Birime (volume)', 'Günlük dosyasına', 'Ortam değişkenine'],
          1,
        ),
        q(
          'Dockerfile’da bağımlılıkları koddan önce kopyalamanın amacı nedir?',
          ['Güvenlik', 'Katman önbelleğinden yararlanmak', 'Daha küçük dosya', 'Zorunlu sıra'],
          1,
        ),
        q(
          'Gizli anahtarlar nerede tutulmalıdır?',
          ['Kaynak kodda', 'Dockerfile içinde', 'Gizli değişken yöneticisinde', 'README dosyasında'],
          2,
        ),
      ],
    },
  },
  security: {
    texts: [
      {
        title: 'Kimlik avı (phishing) saldırılarını tanımak',
        body: `Saldırıların büyük çoğunluğu teknik bir açıkla değil, bir insanı kandırmakla başlar. Kimlik avı e-postaları aciliyet duygusu yaratır: "Hesabınız 24 saat içinde kapatılacak!"

Şüphelenmeniz gereken işaretler:
- Gönderen adresi kurumun gerçek alan adı değil (kampus-destek.co gibi).
- Bağlantının üzerine gelince görünen adres, yazandan farklı.
- Parola, kart bilgisi ya da doğrulama kodu isteniyor.
- Beklemediğiniz bir ek dosya var.

Gerçek kurumlar size e-postayla parola sormaz. Şüpheli bir mesajı açtıysanız parolanızı değiştirin ve bilgi işlem ekibine haber verin.`,
      },
      {
        title: 'En az yetki ilkesi',
        body: `Her kullanıcı, süreç ve servis işini yapmaya yetecek kadar yetkiye sahip olmalıdır; fazlasına değil.

Bir raporlama servisinin veritabanında yalnızca okuma izni olmalı. Bir stajyerin canlı sunuculara root erişimi olmamalı. Bir web uygulamasının veritabanı kullanıcısı tabloları silememeli.

Bu ilke bir saldırının etkisini sınırlar: ele geçirilen hesap ne kadar az yetkiliyse hasar o kadar küçük kalır.

Yetkileri düzenli olarak gözden geçirin; işten ayrılanların ve artık kullanılmayan servislerin erişimlerini hemen kapatın.`,
      },
    ],
    page: { title: 'Parolalar nasıl saklanmalı?', file: 'security.html' },
    quiz: {
      title: 'Güvenlik temelleri sınavı',
      questions: [
        q('Parolaları saklamak için hangisi uygundur?', ['Düz metin', 'Base64', 'Argon2id', 'MD5'], 2),
        q(
          'Tuz (salt) ne işe yarar?',
          [
            'Parolayı kısaltır',
            'Aynı parolaların özetlerini farklılaştırır',
            'Şifreyi çözer',
            'Hızı artırır',
          ],
          1,
        ),
        q(
          'Kimlik avı e-postasının tipik işareti hangisidir?',
          ['Aciliyet ve parola isteği', 'Kurumsal imza', 'Türkçe metin', 'Kısa konu satırı'],
          0,
        ),
        q(
          'En az yetki ilkesi neyi sınırlar?',
          ['Sunucu sayısını', 'Bir ihlalin etkisini', 'Kod satırını', 'Ağ hızını'],
          1,
        ),
      ],
    },
  },
  games: {
    texts: [
      {
        title: 'Oyun mekaniği, dinamik ve estetik',
        body: `MDA çerçevesi oyunları üç katmanda inceler. Mekanikler kurallardır: zıplama yüksekliği, can sayısı, puan tablosu. Dinamikler, oyuncunun bu kurallarla etkileşince ortaya çıkan davranışlardır: risk alma, iş birliği, yarış.

Estetik ise oyuncunun hissettiğidir: merak, başarı duygusu, gerilim.

Tasarımcı mekanikleri yazar ama oyuncu önce estetiği yaşar. Bu yüzden "oyuncu ne hissetsin?" sorusuyla başlayıp geriye doğru çalışmak iyi bir yöntemdir.

Küçük bir prototip yapın, beş kişiye oynatın ve sessizce izleyin; nerede takıldıklarını not edin.`,
      },
      {
        title: 'Oyunlarda zorluk eğrisi',
        body: `İyi bir oyun, oyuncunun becerisi arttıkça zorluğu da artırır. Çok kolay oyun sıkar, çok zor oyun bıraktırır; aradaki dar kanala akış (flow) denir.

Zorluğu artırmanın yolları: daha hızlı düşmanlar, daha az kaynak, daha karmaşık bölümler, yeni mekaniklerin birleşimi.

Her yeni mekaniği önce güvenli bir ortamda tanıtın, sonra bir engelle sınayın, en sonunda diğer mekaniklerle birleştirin.

Zorluk sıçramalarının ardından kısa bir dinlenme bölümü koymak oyuncuya nefes aldırır ve başarı duygusunu pekiştirir.`,
      },
    ],
    page: { title: 'Oyun döngüsü', file: 'games.html' },
    quiz: {
      title: 'Oyun geliştirme sınavı',
      questions: [
        q(
          'Hareketi kareden bağımsız yapmak için neyle çarpılır?',
          ['Time.deltaTime', 'Random.value', 'Screen.width', 'Input.mousePosition'],
          0,
        ),
        q(
          'Unity’de fizik hesapları hangi metotta yapılmalıdır?',
          ['Start', 'Update', 'FixedUpdate', 'OnGUI'],
          2,
        ),
        q(
          'MDA çerçevesinde oyuncunun hissettiği katman hangisidir?',
          ['Mekanik', 'Dinamik', 'Estetik', 'Motor'],
          2,
        ),
        q(
          'Yeni bir mekanik ilk olarak nasıl tanıtılmalıdır?',
          ['En zor bölümde', 'Güvenli bir ortamda', 'Hiç anlatılmadan', 'Oyunun sonunda'],
          1,
        ),
      ],
    },
  },
  database: {
    texts: [
      {
        title: 'İlişkisel model: tablolar, anahtarlar ve ilişkiler',
        body: `İlişkisel veritabanı veriyi tablolarda tutar. Her satır bir kaydı, her sütun bir özelliği temsil eder.

Birincil anahtar (primary key) bir satırı benzersiz biçimde tanımlar. Yabancı anahtar (foreign key) başka bir tablonun birincil anahtarına başvurur ve ilişkiyi kurar.

Bir öğrencinin birden çok kursu, bir kursun birden çok öğrencisi olabilir. Bu çoka-çok ilişki, iki yabancı anahtar taşıyan bir ara tabloyla (kayitlar) kurulur.

Kısıtlamalar (NOT NULL, UNIQUE, CHECK) veritabanının kendisini hatalı veriye karşı korur; uygulama kodundaki kontrolleri tamamlar, onların yerine geçmez.`,
      },
      {
        title: 'İndeksler: sorguyu hızlandırmak',
        body: `İndeks, kitabın sonundaki dizin gibidir: tüm sayfaları okumak yerine doğrudan aradığınız yere gidersiniz.

CREATE INDEX kayitlar_kurs_idx ON kayitlar (kurs_id);

İndeks okumayı hızlandırır ama her eklemede güncellenmesi gerektiği için yazmayı biraz yavaşlatır ve yer kaplar. Her sütuna indeks eklemek çözüm değildir.

Bir sorgunun indeksi kullanıp kullanmadığını EXPLAIN ANALYZE ile görürsünüz. "Seq Scan" tüm tablonun okunduğunu, "Index Scan" indeksin kullanıldığını gösterir.

Çok sütunlu indekslerde sütun sırası önemlidir: (kurs_id, tarih) indeksi kurs_id ile süzen sorgulara yarar, yalnızca tarih ile süzenlere yaramaz.`,
      },
    ],
    page: { title: 'SQL ile veri sorgulama: SELECT', file: 'database.html' },
    quiz: {
      title: 'Veritabanı temelleri sınavı',
      questions: [
        q(
          'Bir satırı benzersiz tanımlayan anahtar hangisidir?',
          ['Yabancı anahtar', 'Birincil anahtar', 'İndeks', 'Görünüm'],
          1,
        ),
        q('Gruplardan sonra süzmek için hangisi kullanılır?', ['WHERE', 'HAVING', 'ORDER BY', 'LIMIT'], 1),
        q('Çoka-çok ilişki nasıl kurulur?', ['Tek tabloyla', 'Ara tabloyla', 'İndeksle', 'Görünümle'], 1),
        q(
          'Sorgu planını görmek için hangi komut kullanılır?',
          ['SHOW PLAN', 'EXPLAIN ANALYZE', 'DESCRIBE', 'TRACE'],
          1,
        ),
      ],
    },
  },
  basics: {
    texts: [
      {
        title: 'Problemi parçalara ayırmak',
        body: `Büyük bir problemi tek seferde çözmeye çalışmak insanı kilitler. Programcının en önemli becerisi, problemi küçük ve çözülebilir parçalara bölmektir.

Örnek: "Bir sınıfın not ortalamasını hesaplayan program."
1. Notları nereden alacağım? (Dosya, klavye?)
2. Notları bir listeye nasıl koyacağım?
3. Toplamı ve adedi nasıl bulacağım?
4. Sonucu nasıl göstereceğim?

Her adımı ayrı bir fonksiyon olarak yazın ve tek tek deneyin. Çalışan küçük parçaları birleştirmek, hiç çalışmamış büyük bir kodu düzeltmekten çok daha kolaydır.

Takıldığınızda problemi bir arkadaşınıza (ya da bir lastik ördeğe) yüksek sesle anlatın; çoğu zaman çözüm anlatırken gelir.`,
      },
      {
        title: 'Okunabilir kod yazmak',
        body: `Kod bir kez yazılır, onlarca kez okunur. Okunabilir kod hataları azaltır ve ekip arkadaşlarınızın zamanını korur.

- İsimler ne yaptığını söylesin: d yerine gunSayisi, f() yerine toplamFiyatiHesapla().
- Fonksiyonlar tek bir iş yapsın ve kısa olsun.
- Sihirli sayılar yerine adlandırılmış sabitler kullanın: 18 yerine RESIT_OLMA_YASI.
- Yorumlar kodun ne yaptığını değil, neden öyle yapıldığını anlatsın.

Tutarlı biçimlendirme için bir biçimlendirici (formatter) kullanın; girinti tartışmalarına harcanan zaman kodunuza kalsın.`,
      },
    ],
    page: { title: 'Algoritma nedir?', file: 'basics.html' },
    quiz: {
      title: 'Programlama temelleri sınavı',
      questions: [
        q(
          'Listedeki her öğeye bir kez bakan algoritmanın karmaşıklığı nedir?',
          ['O(1)', 'O(log n)', 'O(n)', 'O(n²)'],
          2,
        ),
        q(
          'İkili arama hangi koşulda çalışır?',
          ['Liste sıralıysa', 'Liste boşsa', 'Liste metinse', 'Her zaman'],
          0,
        ),
        q('İyi bir değişken adı hangisidir?', ['x1', 'gunSayisi', 'tmp', 'a'], 1),
        q(
          'Yorumlar öncelikle neyi anlatmalıdır?',
          ['Kodun ne yaptığını', 'Neden öyle yapıldığını', 'Yazarın adını', 'Tarihi'],
          1,
        ),
      ],
    },
  },
};
