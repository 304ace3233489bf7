import type { InvoiceContent, SaleDocument } from '../../../lib/sale-pdf.ts';
import { button, istanbulTime, layout, link, type MailContext, para, rows } from './layout.ts';

/** Mails about an order: placed (bank transfer details), completed (the receipt), cancelled. */

export type OrderMailData = {
  name: string;
  orderId: string;
  orderNumber: string;
  createdAt: string;
  lines: Array<{ name: string; priceText: string; payableText: string }>;
  totalText: string;
  discountText: string | null;
  payableText: string;
  paymentTypeLabel: string;
};
export type OrderPlacedData = OrderMailData & { payBy: string };
/**
 * A receipt; a paid order's carries its paperwork (the invoice and the accepted sale documents), which the sender
 * attaches as PDFs drawn from this stored data (attachments.ts).
 */
export type OrderCompletedData = OrderMailData & { paperwork?: OrderPaperwork | null };
export type OrderPaperwork = { invoice: InvoiceContent; documents: SaleDocument[] };
/** Why an order was cancelled: by an admin, its transfer lapsed, its card payment failed, or it was refunded. */
export type OrderCancelReason = 'admin' | 'expired' | 'payment-failed' | 'refunded';
export type OrderCancelledData = OrderMailData & { reason: OrderCancelReason };

const summaryUrl = (ctx: MailContext, d: OrderMailData) => `${ctx.publicUrl}/order/${d.orderId}/summary`;

const lineRows = (d: OrderMailData) =>
  rows([
    ...d.lines.map((l) => [l.name, l.payableText] as const),
    ['Ara toplam', d.totalText] as const,
    ...(d.discountText ? [['İndirim', d.discountText] as const] : []),
    ['Ödenecek tutar', d.payableText] as const,
  ]);

const sample: OrderMailData = {
  name: 'Ayşe',
  orderId: '3f1c2a58-6d1e-4c55-9d0b-1b9b3d1a7e42',
  orderNumber: 'KMP-20261125-4821',
  createdAt: '2026-11-25T17:30:00.000Z',
  lines: [
    { name: 'Sıfırdan Python', priceText: '₺899,90', payableText: '₺899,90' },
    { name: 'React ile Web Uygulamaları', priceText: '₺1.299,90', payableText: '₺1.039,92' },
  ],
  totalText: '₺2.199,80',
  discountText: '₺259,98',
  payableText: '₺1.939,82',
  paymentTypeLabel: 'Banka Transferi',
};

export const orderPlaced = {
  subject: (d: OrderPlacedData, ctx: MailContext) => `${ctx.schoolName} siparişiniz alındı: ${d.orderNumber}`,
  render: (d: OrderPlacedData, ctx: MailContext) =>
    layout(
      ctx,
      `Ödemenizi ${istanbulTime(d.payBy)} tarihine kadar yapabilirsiniz.`,
      'Siparişiniz alındı',
      para(`Merhaba ${d.name},`),
      para(
        `${d.orderNumber} numaralı siparişiniz banka transferiyle ödenmek üzere alındı. Kurslarınız ödemeniz onaylanınca açılır.`,
      ),
      lineRows(d),
      para('Ödemeyi aşağıdaki hesaba, açıklamaya referans numarasını yazarak yapın:'),
      rows([
        ['Banka', ctx.bank.bankName],
        ['Hesap sahibi', ctx.bank.accountHolder],
        ['IBAN', ctx.bank.iban],
        ['Referans', d.orderNumber],
        ['Tutar', d.payableText],
        ['Son ödeme', `${istanbulTime(d.payBy)} (Türkiye saati)`],
      ]),
      para('Bu süre içinde ödenmeyen sipariş kendiliğinden iptal edilir.'),
      button(ctx, summaryUrl(ctx, d), 'Siparişi görüntüle'),
    ),
  sample: { ...sample, payBy: '2026-11-27T17:30:00.000Z' } as OrderPlacedData,
};

export const orderCompleted = {
  subject: (d: OrderCompletedData, ctx: MailContext) => `${ctx.schoolName} makbuzunuz: ${d.orderNumber}`,
  render: (d: OrderCompletedData, ctx: MailContext) =>
    layout(
      ctx,
      'Siparişiniz tamamlandı, kurslarınız açıldı.',
      'Siparişiniz tamamlandı',
      para(`Merhaba ${d.name},`),
      para(`${d.orderNumber} numaralı siparişiniz tamamlandı ve kurslarınız hesabınızda açıldı. Makbuzunuz:`),
      rows([
        ['Sipariş numarası', d.orderNumber],
        ['Tarih', istanbulTime(d.createdAt)],
        ['Ödeme türü', d.paymentTypeLabel],
      ]),
      lineRows(d),
      d.paperwork
        ? para(
            `Faturanız (${d.paperwork.invoice.number}), Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi bu e-postanın ekindedir.`,
          )
        : null,
      button(ctx, `${ctx.publicUrl}/my-courses`, 'Kurslarıma git'),
      para('Siparişin ayrıntıları: ', link(summaryUrl(ctx, d))),
    ),
  sample: { ...sample, paymentTypeLabel: 'Banka Transferi' } as OrderCompletedData,
};

export const orderCancelled = {
  subject: (d: OrderCancelledData, ctx: MailContext) =>
    `${ctx.schoolName} siparişiniz iptal edildi: ${d.orderNumber}`,
  render: (d: OrderCancelledData, ctx: MailContext) =>
    layout(
      ctx,
      `${d.orderNumber} numaralı sipariş iptal edildi.`,
      'Siparişiniz iptal edildi',
      para(`Merhaba ${d.name},`),
      para(
        {
          expired: `${d.orderNumber} numaralı siparişinizin ödemesi süresi içinde gelmediği için sipariş iptal edildi.`,
          admin: `${d.orderNumber} numaralı siparişiniz okul yönetimi tarafından iptal edildi.`,
          'payment-failed': `${d.orderNumber} numaralı siparişinizin kartla ödemesi tamamlanamadığı için sipariş iptal edildi. Kartınızdan para çekilmedi.`,
          refunded: `${d.orderNumber} numaralı siparişinizin ödemesi kartınıza iade edildi ve sipariş iptal edildi; kurslara erişiminiz sona erdi. İadenin hesabınıza geçmesi bankanıza göre birkaç gün sürebilir.`,
        }[d.reason],
      ),
      lineRows(d),
      d.reason === 'refunded'
        ? null
        : para(
            d.reason === 'payment-failed'
              ? 'Kurslar sepetinizde duruyor; ödemeyi yeniden deneyebilirsiniz.'
              : 'Kursları yeniden sepetinize ekleyerek yeni bir sipariş verebilirsiniz.',
          ),
      button(ctx, summaryUrl(ctx, d), 'Siparişi görüntüle'),
    ),
  sample: { ...sample, reason: 'expired' } as OrderCancelledData,
};
