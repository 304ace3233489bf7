import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * DejaVu Sans from the `dejavu-fonts-ttf` package: the fourteen standard PDF fonts have no ğ, ş, ı or İ, so every
 * PDF Kampüs makes (certificates, invoices, sale documents) embeds (a subset of) a TrueType font that has every
 * Turkish letter.
 */
const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
let fonts: { regular: Buffer; bold: Buffer } | undefined;

/** The regular and bold faces, read once. */
export const pdfFonts = () => {
  fonts ??= {
    regular: readFileSync(path.join(fontDir, 'DejaVuSans.ttf')),
    bold: readFileSync(path.join(fontDir, 'DejaVuSans-Bold.ttf')),
  };
  return fonts;
};

/** A finished pdfkit document's bytes. */
export const pdfBytes = (doc: PDFKit.PDFDocument): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
