import type { MailAttachment } from '../../lib/mailer.ts';
import { renderInvoicePdf, renderSaleDocumentPdf } from '../../lib/sale-pdf.ts';
import type { OrderCompletedData } from './templates/orders.ts';

/** `Ön Bilgilendirme Formu` → `on-bilgilendirme-formu`: a file name every mail client shows as written. */
const fileName = (title: string) =>
  title
    .toLocaleLowerCase('tr')
    .replaceAll('ı', 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The files a mail carries, drawn on the render thread from the outbox row's stored data (the rule of the outbox:
 * a mail renders from what was stored with its event). Today only a paid order's receipt has any: its invoice and
 * the two sale documents the buyer accepted, as PDFs (CONTRACT.md §11, §13).
 */
export const mailAttachments = async (template: string, data: unknown): Promise<MailAttachment[]> => {
  if (template !== 'order-completed') return [];
  const paperwork = (data as OrderCompletedData).paperwork;
  if (!paperwork) return [];
  const files: MailAttachment[] = [
    {
      filename: `fatura-${paperwork.invoice.number}.pdf`,
      content: await renderInvoicePdf(paperwork.invoice),
      contentType: 'application/pdf',
    },
  ];
  for (const document of paperwork.documents)
    files.push({
      filename: `${fileName(document.title)}.pdf`,
      content: await renderSaleDocumentPdf(document),
      contentType: 'application/pdf',
    });
  return files;
};
