import { extractText } from 'unpdf';

/**
 * The text of a PDF, read by PDF.js (through unpdf) from the very bytes users download: embedded fonts are mapped
 * back to letters through their ToUnicode tables. One line per line of text on the pages.
 */
export const extractPdfText = async (pdf: Buffer): Promise<string> => {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text;
};
