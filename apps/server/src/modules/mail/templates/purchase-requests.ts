import { button, layout, type MailContext, para, rows, strong } from './layout.ts';

/** Mails of purchase requests (CONTRACT.md §12): a student asks a linked parent to buy the basket; the decision. */

export type PurchaseRequestData = {
  parentName: string;
  childName: string;
  lines: { name: string; priceText: string }[];
  totalText: string;
  note: string | null;
  /** The parent's requests page, under the public address. */
  path: string;
};
export const purchaseRequest = {
  subject: (d: PurchaseRequestData, ctx: MailContext) =>
    `${d.childName} sizden ${ctx.schoolName}'te kurs satın almanızı istiyor`,
  render: (d: PurchaseRequestData, ctx: MailContext) =>
    layout(
      ctx,
      `${d.childName} sepetindeki kursları almanızı istiyor: ${d.totalText}.`,
      'Satın alma talebi',
      para(`Merhaba ${d.parentName},`),
      para(strong(d.childName), ` ${ctx.schoolName}'teki sepetindeki kursları almanızı istiyor.`),
      rows([...d.lines.map((l) => [l.name, l.priceText] as const), ['Toplam', d.totalText] as const]),
      ...(d.note ? [para('Notu: ', strong(d.note))] : []),
      para(
        'Talebi onaylarsanız ödeme sizin adınıza yapılır ve kurslar çocuğunuzun hesabında açılır; isterseniz bir neden yazarak reddedebilirsiniz.',
      ),
      button(ctx, `${ctx.publicUrl}${d.path}`, 'Talebi görüntüle'),
    ),
  sample: {
    parentName: 'Mehmet',
    childName: 'Ayşe Yılmaz',
    lines: [
      { name: 'Python ile Programlamaya Giriş', priceText: '₺499,00' },
      { name: 'Scratch ile Oyun Tasarımı', priceText: 'Ücretsiz' },
    ],
    totalText: '₺499,00',
    note: 'Okuldaki proje için bunu öğrenmem gerekiyor.',
    path: '/parent/requests',
  } as PurchaseRequestData,
};

export type PurchaseDecisionData = {
  childName: string;
  parentName: string;
  decision: 'approved' | 'declined';
  /** Approved: whether the courses are open now (free) or once the bank transfer arrives. */
  awaitingPayment: boolean;
  lines: { name: string; priceText: string }[];
  reason: string | null;
  /** Where the child goes next (the basket, the courses, the order), under the public address. */
  path: string;
};
export const purchaseDecision = {
  subject: (d: PurchaseDecisionData, ctx: MailContext) =>
    d.decision === 'approved'
      ? `${d.parentName} ${ctx.schoolName} satın alma talebinizi onayladı`
      : `${d.parentName} ${ctx.schoolName} satın alma talebinizi reddetti`,
  render: (d: PurchaseDecisionData, ctx: MailContext) => {
    const courses = rows(d.lines.map((l) => [l.name, l.priceText] as const));
    if (d.decision === 'declined')
      return layout(
        ctx,
        `${d.parentName} talebinizi reddetti.`,
        'Talebiniz reddedildi',
        para(`Merhaba ${d.childName},`),
        para(strong(d.parentName), ' sepetinizdeki kursları alma talebinizi reddetti.'),
        courses,
        para('Nedeni: ', strong(d.reason ?? '')),
        para('Sepetiniz olduğu gibi duruyor; değiştirip yeniden talep gönderebilirsiniz.'),
        button(ctx, `${ctx.publicUrl}${d.path}`, 'Sepetime git'),
      );
    return layout(
      ctx,
      `${d.parentName} talebinizi onayladı.`,
      'Talebiniz onaylandı',
      para(`Merhaba ${d.childName},`),
      para(strong(d.parentName), ' sepetinizdeki kursları alma talebinizi onayladı.'),
      courses,
      para(
        d.awaitingPayment
          ? 'Veliniz ödemeyi banka transferiyle yapacak; ödeme onaylanınca kurslarınız açılır ve size haber veririz.'
          : 'Kurslarınız açıldı; Kurslarım sayfasından hemen başlayabilirsiniz.',
      ),
      button(ctx, `${ctx.publicUrl}${d.path}`, d.awaitingPayment ? 'Siparişi görüntüle' : 'Kurslarıma git'),
    );
  },
  sample: {
    childName: 'Ayşe',
    parentName: 'Mehmet Yılmaz',
    decision: 'declined',
    awaitingPayment: false,
    lines: [{ name: 'Python ile Programlamaya Giriş', priceText: '₺499,00' }],
    reason: 'Bu ay sınavlarına odaklanmanı istiyorum; tatilde alalım.',
    path: '/basket',
  } as PurchaseDecisionData,
};
