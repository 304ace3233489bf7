import { formatMoney, kurusToLira } from '@kampus/contract';
import PDFDocument from 'pdfkit';
import type { Seller } from '../config/env.ts';
import { pdfBytes, pdfFonts } from './pdf-fonts.ts';

/*
 * The PDFs of a sale (decision 036): the two sale documents and the invoice. They are drawn from plain data (what an
 * order stores, what an outbox row carries), so the receipt mail renders them on its render thread from stored data.
 */

/** KDV rate on online education, contained in every price (CONTRACT.md §13). */
export const KDV_PERCENT = 20;

/** The KDV contained in a price that includes it, in kuruş, rounded half-up. */
export const containedKdv = (grossKurus: number) =>
  Math.round((grossKurus * KDV_PERCENT) / (100 + KDV_PERCENT));

export const money = (kurus: number) => formatMoney(kurusToLira(kurus));

/** A document as headed sections of paragraphs and, where a section lists things, a table. */
export type SaleDocument = {
  title: string;
  sections: { heading: string; paragraphs: string[]; table?: { head: string[]; rows: string[][] } }[];
};

export type InvoiceParty = { fullName: string; email: string; address: string };

/** What an invoice shows; every amount in kuruş, KDV included. */
export type InvoiceContent = {
  number: string;
  issuedAt: string;
  orderNumber: string;
  paymentTypeLabel: string;
  seller: Seller;
  buyer: InvoiceParty;
  lines: { name: string; payableKurus: number }[];
};

const INK = '#1f2937';
const MUTED = '#4b5563';
const LEFT = 50;

const newDoc = (title: string, subject: string) => {
  const { regular, bold } = pdfFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    lang: 'tr-TR',
    info: { Title: title, Author: 'Kampüs', Subject: subject },
  });
  doc.registerFont('Regular', regular);
  doc.registerFont('Bold', bold);
  return doc;
};

/** A table with the first column wide and the rest right-aligned, wrapping onto new pages as needed. */
const drawTable = (doc: PDFKit.PDFDocument, head: string[], rows: string[][], bold = -1) => {
  const width = doc.page.width - 2 * LEFT;
  const others = head.length - 1;
  const other = others > 0 ? Math.min(95, (width * 0.55) / others) : 0;
  const first = width - other * others;
  const xs = [LEFT, ...head.slice(1).map((_, i) => LEFT + first + i * other)];
  const widths = [first, ...head.slice(1).map(() => other)];
  const row = (cells: string[], font: 'Regular' | 'Bold') => {
    doc.font(font).fontSize(9).fillColor(INK);
    const height = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: (widths[i] ?? 0) - 6 })));
    if (doc.y + height > doc.page.height - LEFT) doc.addPage();
    const y = doc.y;
    cells.forEach((c, i) => {
      doc.text(c, (xs[i] ?? LEFT) + 3, y, { width: (widths[i] ?? 0) - 6, align: i === 0 ? 'left' : 'right' });
    });
    doc.y = y + height + 4;
    doc
      .moveTo(LEFT, doc.y - 2)
      .lineTo(LEFT + width, doc.y - 2)
      .lineWidth(0.4)
      .strokeColor('#d1d5db')
      .stroke();
  };
  row(head, 'Bold');
  rows.forEach((r, i) => {
    row(r, i === bold ? 'Bold' : 'Regular');
  });
  doc.x = LEFT;
  doc.moveDown(0.5);
};

/** One of the sale documents as an A4 PDF. */
export const renderSaleDocumentPdf = (document: SaleDocument): Promise<Buffer> => {
  const doc = newDoc(document.title, document.title);
  const done = pdfBytes(doc);
  doc.font('Bold').fontSize(16).fillColor(INK).text(document.title, { align: 'center' });
  doc.moveDown();
  for (const section of document.sections) {
    doc.font('Bold').fontSize(11).fillColor(INK).text(section.heading);
    doc.moveDown(0.3);
    for (const p of section.paragraphs) {
      doc.font('Regular').fontSize(9.5).fillColor(INK).text(p, { align: 'justify' });
      doc.moveDown(0.3);
    }
    if (section.table) drawTable(doc, section.table.head, section.table.rows, section.table.rows.length - 1);
    doc.moveDown(0.5);
  }
  doc.end();
  return done;
};

const longDate = new Intl.DateTimeFormat('tr-TR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Istanbul',
});

/** The invoice as an A4 PDF: seller, buyer, lines with the KDV each price contains, totals, payment type, date. */
export const renderInvoicePdf = (invoice: InvoiceContent): Promise<Buffer> => {
  const doc = newDoc(`Fatura ${invoice.number}`, `${invoice.orderNumber} – ${invoice.buyer.fullName}`);
  const done = pdfBytes(doc);
  const { seller, buyer } = invoice;
  doc.font('Bold').fontSize(18).fillColor(INK).text('FATURA', { align: 'right' });
  doc.font('Regular').fontSize(10).fillColor(MUTED);
  doc.text(`Fatura No: ${invoice.number}`, { align: 'right' });
  doc.text(`Fatura Tarihi: ${longDate.format(new Date(invoice.issuedAt))}`, { align: 'right' });
  doc.text(`Sipariş No: ${invoice.orderNumber}`, { align: 'right' });
  doc.moveDown();
  const block = (heading: string, lines: string[]) => {
    doc.font('Bold').fontSize(11).fillColor(INK).text(heading);
    doc.font('Regular').fontSize(9.5).fillColor(INK);
    for (const line of lines) doc.text(line);
    doc.moveDown(0.8);
  };
  block('Satıcı', [
    seller.name,
    seller.address,
    `Vergi Dairesi: ${seller.taxOffice}  Vergi No: ${seller.taxNumber}`,
    `E-posta: ${seller.email}  Telefon: ${seller.phone}`,
  ]);
  block('Alıcı', [buyer.fullName, buyer.address, `E-posta: ${buyer.email}`]);

  const total = invoice.lines.reduce((sum, l) => sum + l.payableKurus, 0);
  const kdv = invoice.lines.reduce((sum, l) => sum + containedKdv(l.payableKurus), 0);
  drawTable(
    doc,
    ['Hizmet', 'KDV hariç', `KDV (%${KDV_PERCENT})`, 'KDV dahil'],
    [
      ...invoice.lines.map((l) => {
        const lineKdv = containedKdv(l.payableKurus);
        return [l.name, money(l.payableKurus - lineKdv), money(lineKdv), money(l.payableKurus)];
      }),
      ['Toplam', money(total - kdv), money(kdv), money(total)],
    ],
    invoice.lines.length,
  );
  doc.moveDown(0.5);
  doc.font('Regular').fontSize(10).fillColor(INK);
  doc.text(`Ara toplam (KDV hariç): ${money(total - kdv)}`, { align: 'right' });
  doc.text(`Hesaplanan KDV (%${KDV_PERCENT}): ${money(kdv)}`, { align: 'right' });
  doc.font('Bold').text(`Ödenen toplam (KDV dahil): ${money(total)}`, { align: 'right' });
  doc.moveDown();
  doc.font('Regular').fontSize(9.5).fillColor(MUTED);
  doc.text(`Ödeme türü: ${invoice.paymentTypeLabel}`);
  doc.text('Hizmet: elektronik ortamda sunulan eğitim içeriği (dijital içerik); fiyatlara KDV dahildir.');
  doc.end();
  return done;
};
