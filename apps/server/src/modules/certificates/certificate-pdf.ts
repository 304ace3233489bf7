import PDFDocument from 'pdfkit';
import { pdfFonts } from '../../lib/pdf-fonts.ts';
import { verificationUrl } from './certificates.service.ts';

/** `21 Kasım 2026`, on the Turkish calendar day whatever the server's time zone. */
const longDate = new Intl.DateTimeFormat('tr-TR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Istanbul',
});

export type CertificateContent = {
  learnerName: string;
  courseName: string;
  lecturerName: string;
  issuedAt: Date;
  verificationCode: string;
};

const INK = '#1f2937';
const ACCENT = '#1d4ed8';
const MUTED = '#4b5563';

/**
 * The certificate as a one-page A4 landscape PDF: learner, course, lecturer, the Turkish long date, the
 * verification code and the public verification URL. Returns the pdfkit document, already ended, as a stream.
 */
export const renderCertificatePdf = (
  certificate: CertificateContent,
  publicUrl: string,
  options: { compress?: boolean } = {},
): PDFKit.PDFDocument => {
  const { regular, bold } = pdfFonts();
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    compress: options.compress ?? true,
    lang: 'tr-TR',
    info: {
      Title: `${certificate.courseName} – Başarı Sertifikası`,
      Author: 'Kampüs',
      Subject: `${certificate.learnerName} – ${certificate.verificationCode}`,
    },
  });
  doc.registerFont('Regular', regular);
  doc.registerFont('Bold', bold);
  const width = doc.page.width;
  const height = doc.page.height;
  const inner = width - 160;

  doc
    .lineWidth(3)
    .strokeColor(ACCENT)
    .rect(24, 24, width - 48, height - 48)
    .stroke();
  doc
    .lineWidth(0.8)
    .rect(34, 34, width - 68, height - 68)
    .stroke();

  const centred = (text: string, y: number, font: 'Regular' | 'Bold', size: number, color = INK) =>
    doc.font(font).fontSize(size).fillColor(color).text(text, 80, y, { width: inner, align: 'center' });

  /** The largest size up to `max` at which `text` fits on one line, so a long name never wraps. */
  const fittingSize = (text: string, font: 'Regular' | 'Bold', max: number, min: number) => {
    let size = max;
    while (size > min && doc.font(font).fontSize(size).widthOfString(text) > inner) size -= 1;
    return size;
  };

  centred('KAMPÜS', 70, 'Bold', 16, ACCENT);
  centred('BAŞARI SERTİFİKASI', 110, 'Bold', 34);
  centred('Bu sertifika', 185, 'Regular', 15, MUTED);
  centred(certificate.learnerName, 215, 'Bold', fittingSize(certificate.learnerName, 'Bold', 32, 14));
  centred('adlı katılımcının aşağıdaki kursu başarıyla tamamladığını belgeler:', 270, 'Regular', 15, MUTED);
  centred(certificate.courseName, 305, 'Bold', fittingSize(certificate.courseName, 'Bold', 22, 12));

  const columnWidth = 300;
  const leftX = 110;
  const rightX = width - 110 - columnWidth;
  const labelY = 400;
  doc
    .moveTo(leftX, labelY - 8)
    .lineTo(leftX + columnWidth, labelY - 8)
    .lineWidth(0.8)
    .strokeColor(MUTED)
    .stroke();
  doc
    .moveTo(rightX, labelY - 8)
    .lineTo(rightX + columnWidth, labelY - 8)
    .stroke();
  doc.font('Regular').fontSize(11).fillColor(MUTED);
  doc.text('Eğitmen', leftX, labelY, { width: columnWidth, align: 'center' });
  doc.text('Veriliş tarihi', rightX, labelY, { width: columnWidth, align: 'center' });
  doc.font('Bold').fontSize(15).fillColor(INK);
  doc.text(certificate.lecturerName, leftX, labelY + 18, { width: columnWidth, align: 'center' });
  doc.text(longDate.format(certificate.issuedAt), rightX, labelY + 18, {
    width: columnWidth,
    align: 'center',
  });

  const url = verificationUrl(publicUrl, certificate.verificationCode);
  centred(`Doğrulama kodu: ${certificate.verificationCode}`, height - 120, 'Bold', 12, INK);
  doc
    .font('Regular')
    .fontSize(10)
    .fillColor(ACCENT)
    .text(`Doğrulama adresi: ${url}`, 80, height - 100, { width: inner, align: 'center', link: url });
  doc.end();
  return doc;
};
