import type { Seller } from '../../config/env.ts';
import {
  containedKdv,
  type InvoiceParty,
  KDV_PERCENT,
  money,
  type SaleDocument,
} from '../../lib/sale-pdf.ts';

/*
 * The pre-contract information form (ön bilgilendirme formu) and the distance sales contract (mesafeli satış
 * sözleşmesi) of a sale, filled with the seller, the buyer and the priced lines (CONTRACT.md §13, decision 036).
 * One function builds both for any buyer and lines, so a checkout, a card payment and a parent's approval show and
 * store the same documents. The wording follows 6502 sayılı Tüketicinin Korunması Hakkında Kanun and the Mesafeli
 * Sözleşmeler Yönetmeliği (RG 27.11.2014, 29188).
 */

/** The version of the templates below; stored with every acceptance. Change it when the wording changes. */
export const SALE_DOCUMENTS_VERSION = '2026-11-1';

/** A line as sold: the course's name and what the buyer pays for it, KDV included. */
export type PricedLine = { name: string; payableKurus: number };

export type SaleDocuments = { version: string; preInformation: SaleDocument; distanceSales: SaleDocument };

const dateFormatter = new Intl.DateTimeFormat('tr-TR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Istanbul',
});

const linesTable = (lines: PricedLine[]) => {
  const total = lines.reduce((s, l) => s + l.payableKurus, 0);
  const kdv = lines.reduce((s, l) => s + containedKdv(l.payableKurus), 0);
  return {
    head: ['Kurs (dijital içerik)', 'Adet', `İçindeki KDV (%${KDV_PERCENT})`, 'Fiyat (KDV dahil)'],
    rows: [
      ...lines.map((l) => [l.name, '1', money(containedKdv(l.payableKurus)), money(l.payableKurus)]),
      ['Toplam', String(lines.length), money(kdv), money(total)],
    ],
  };
};

const sellerLines = (s: Seller) => [
  `Unvan: ${s.name}`,
  `Adres: ${s.address}`,
  `Vergi dairesi ve numarası: ${s.taxOffice} / ${s.taxNumber}`,
  `Telefon: ${s.phone}  E-posta: ${s.email}`,
];

const buyerLines = (b: InvoiceParty) => [
  `Ad soyad: ${b.fullName}`,
  `Adres: ${b.address}`,
  `E-posta: ${b.email}`,
];

const withdrawalRule =
  'Tüketici, Mesafeli Sözleşmeler Yönetmeliği madde 9 uyarınca sözleşmenin kurulduğu günden itibaren 14 (on dört) gün içinde hiçbir gerekçe göstermeksizin ve cezai şart ödemeksizin cayma hakkına sahiptir. Ancak aynı Yönetmeliğin 15. maddesinin birinci fıkrasının (ğ) bendi uyarınca elektronik ortamda anında ifa edilen hizmetlere ve tüketiciye anında teslim edilen gayrimaddi mallara ilişkin sözleşmelerde ve (h) bendi uyarınca cayma hakkı süresi sona ermeden önce tüketicinin onayı ile ifasına başlanan hizmetlere ilişkin sözleşmelerde cayma hakkı kullanılamaz.';

const waiverRule =
  'Kurslar, ödeme onaylandığı anda Alıcının hesabında erişime açılan dijital içeriktir. Alıcı, siparişi vermeden önce işaretlediği kutu ile içeriğin cayma süresi dolmadan hemen sunulmasını açıkça talep etmekte ve içeriğin ifasına başlanmasıyla (kursun hesabına tanımlanmasıyla) cayma hakkını kaybedeceğini kabul etmektedir. İçerik Alıcının hesabına tanımlanmadan önce (örneğin ödemesi beklenen bir banka havalesinde) Alıcı siparişten vazgeçebilir; bu durumda sipariş iptal edilir ve ödeme alınmışsa 14 gün içinde aynı ödeme aracıyla iade edilir.';

const disputes =
  'Alıcı, şikâyet ve itirazlarını Satıcının yukarıdaki iletişim adreslerine iletebilir. Uyuşmazlıklarda, Ticaret Bakanlığınca her yıl ilan edilen parasal sınırlar dâhilinde Alıcının veya Satıcının yerleşim yerindeki Tüketici Hakem Heyetleri, bu sınırları aşan uyuşmazlıklarda Tüketici Mahkemeleri yetkilidir. Alıcı başvurusunu e-Devlet üzerinden Tüketici Bilgi Sistemi (TÜBİS) aracılığıyla da yapabilir.';

/**
 * Both documents for a buyer, the priced lines and the seller, dated `at`. Prices contain KDV; the tables show how
 * much. The texts are plain strings: `saleDocumentHtml` escapes them for the web, `renderSaleDocumentPdf` draws them.
 */
export const buildSaleDocuments = (
  buyer: InvoiceParty,
  lines: PricedLine[],
  seller: Seller,
  at: Date = new Date(),
): SaleDocuments => {
  const total = money(lines.reduce((s, l) => s + l.payableKurus, 0));
  const date = dateFormatter.format(at);
  const table = linesTable(lines);
  const preInformation: SaleDocument = {
    title: 'Ön Bilgilendirme Formu',
    sections: [
      {
        heading: '1. Satıcı',
        paragraphs: sellerLines(seller),
      },
      { heading: '2. Alıcı', paragraphs: buyerLines(buyer) },
      {
        heading: '3. Sözleşme konusu hizmetin temel nitelikleri ve fiyatı',
        paragraphs: [
          'Sözleşmenin konusu, aşağıda adı yazılı çevrimiçi kursların (video, metin ve diğer dijital ders içerikleri) Alıcının Kampüs hesabından süresiz olarak izlenebilmesi için erişime açılmasıdır. Fiyatlara KDV dahildir; her fiyatın içindeki KDV tutarı tabloda gösterilmiştir.',
        ],
        table,
      },
      {
        heading: '4. Ödeme ve ifa',
        paragraphs: [
          `Toplam ödenecek tutar ${total} (KDV dahil). Ödeme banka havalesi/EFT ile ya da sunulduğunda kredi kartı ile yapılır; ek bir teslim veya kargo ücreti yoktur.`,
          'Ödeme onaylandığında kurslar Alıcının hesabındaki "Kurslarım" sayfasında erişime açılır ve fatura düzenlenerek e-posta ile gönderilir. Banka havalesiyle verilen ve 48 saat içinde ödemesi onaylanmayan sipariş kendiliğinden iptal edilir.',
        ],
      },
      { heading: '5. Cayma hakkı', paragraphs: [withdrawalRule, waiverRule] },
      { heading: '6. Şikâyet ve uyuşmazlıklar', paragraphs: [disputes] },
      {
        heading: '7. Teyit',
        paragraphs: [
          `Bu form ${date} tarihinde, Alıcı siparişi vermeden önce elektronik ortamda sunulmuştur. Alıcı, siparişi onaylamakla bu formu okuduğunu ve Mesafeli Sözleşmeler Yönetmeliği uyarınca ön bilgilendirmenin yapıldığını teyit eder.`,
        ],
      },
    ],
  };
  const distanceSales: SaleDocument = {
    title: 'Mesafeli Satış Sözleşmesi',
    sections: [
      {
        heading: 'Madde 1 – Taraflar',
        paragraphs: ['SATICI:', ...sellerLines(seller), 'ALICI:', ...buyerLines(buyer)],
      },
      {
        heading: 'Madde 2 – Konu',
        paragraphs: [
          'Bu sözleşmenin konusu, Alıcının Satıcıya ait Kampüs internet sitesi üzerinden elektronik ortamda siparişini verdiği, aşağıda nitelikleri ve satış fiyatı belirtilen dijital eğitim içeriğinin (çevrimiçi kursların) satışı ve ifası ile ilgili olarak 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği hükümleri gereğince tarafların hak ve yükümlülüklerinin belirlenmesidir.',
        ],
        table,
      },
      {
        heading: 'Madde 3 – Bedel ve ödeme',
        paragraphs: [
          `Sözleşme konusu hizmetlerin toplam bedeli ${total} olup KDV dahildir. Alıcı, bedeli sipariş sırasında seçtiği ödeme yöntemiyle öder.`,
        ],
      },
      {
        heading: 'Madde 4 – İfa',
        paragraphs: [
          'Satıcı, ödemenin onaylanmasıyla kursları Alıcının hesabına tanımlar; içerik, Alıcının hesabı açık olduğu sürece ek bir bedel olmaksızın izlenebilir. Satıcı, teknik bir engel nedeniyle içeriği sunamazsa bunu Alıcıya bildirir ve tahsil ettiği bedeli 14 gün içinde iade eder.',
        ],
      },
      {
        heading: 'Madde 5 – Cayma hakkı',
        paragraphs: [
          withdrawalRule,
          waiverRule,
          'Cayma hakkının kullanılabildiği durumlarda bildirim, Satıcının yukarıdaki e-posta adresine yazılı olarak veya kalıcı veri saklayıcısıyla yapılır.',
        ],
      },
      { heading: 'Madde 6 – Uyuşmazlıkların çözümü', paragraphs: [disputes] },
      {
        heading: 'Madde 7 – Yürürlük',
        paragraphs: [
          `Alıcı, siparişi vermeden önce Ön Bilgilendirme Formu'nu ve bu sözleşmeyi okuduğunu, elektronik ortamda onayladığını kabul eder. Sözleşme, siparişin verildiği ${date} tarihinde kurulur; Satıcı sözleşmeyi ve faturayı Alıcının e-posta adresine gönderir.`,
        ],
      },
    ],
  };
  return { version: SALE_DOCUMENTS_VERSION, preInformation, distanceSales };
};

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** A document as HTML for the checkout page: every text escaped, so a course or buyer name can inject nothing. */
export const saleDocumentHtml = (document: SaleDocument): string => {
  const parts = [`<h2>${escapeHtml(document.title)}</h2>`];
  for (const s of document.sections) {
    parts.push(`<section><h3>${escapeHtml(s.heading)}</h3>`);
    for (const p of s.paragraphs) parts.push(`<p>${escapeHtml(p)}</p>`);
    if (s.table) {
      const cells = (row: string[], tag: 'th' | 'td') =>
        `<tr>${row.map((c) => `<${tag}>${escapeHtml(c)}</${tag}>`).join('')}</tr>`;
      parts.push(
        `<table><thead>${cells(s.table.head, 'th')}</thead><tbody>${s.table.rows.map((r) => cells(r, 'td')).join('')}</tbody></table>`,
      );
    }
    parts.push('</section>');
  }
  return parts.join('');
};
