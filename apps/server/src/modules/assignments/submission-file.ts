import { assignmentMessages as m, SUBMISSION_FILE_MAX_BYTES } from '@kampus/contract';
import { fileTypeFromBuffer } from 'file-type';
import { type FileKind, looksLikeText } from '../authoring/index.ts';

/*
 * What a learner may hand in as an assignment's file (CONTRACT.md §15): the file's first bytes decide its kind
 * (file-type reads the magic number) and the name's extension must agree with them, so a renamed program or a
 * page posing as a PDF is refused whatever it is called. Text files (code, notes) have no magic number: they are
 * text when the bytes look like text. The stored key keeps the extension, which decides how the file is served.
 */

type Served = { mime: string; inline: boolean };

const PLAIN_TEXT: Served = { mime: 'text/plain; charset=utf-8', inline: true };
const OFFICE = (mime: string): Served => ({ mime, inline: false });

/** By the extension of the stored key: the type it is served with and whether a browser may show it itself. */
const SERVED: Record<string, Served> = {
  pdf: { mime: 'application/pdf', inline: true },
  jpg: { mime: 'image/jpeg', inline: true },
  png: { mime: 'image/png', inline: true },
  gif: { mime: 'image/gif', inline: true },
  webp: { mime: 'image/webp', inline: true },
  zip: { mime: 'application/zip', inline: false },
  docx: OFFICE('application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
  xlsx: OFFICE('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  pptx: OFFICE('application/vnd.openxmlformats-officedocument.presentationml.presentation'),
  txt: PLAIN_TEXT,
};

/** The extensions a name may have, each with the kinds its bytes may show ('text': looks like text). */
const BY_EXTENSION: Record<string, { sniffed: string[]; stored: string }> = {
  pdf: { sniffed: ['pdf'], stored: 'pdf' },
  jpg: { sniffed: ['jpg'], stored: 'jpg' },
  jpeg: { sniffed: ['jpg'], stored: 'jpg' },
  png: { sniffed: ['png'], stored: 'png' },
  gif: { sniffed: ['gif'], stored: 'gif' },
  webp: { sniffed: ['webp'], stored: 'webp' },
  zip: { sniffed: ['zip'], stored: 'zip' },
  // Office files are ZIP archives; file-type names them when their first entry shows it, else they read as ZIP.
  docx: { sniffed: ['docx', 'zip'], stored: 'docx' },
  xlsx: { sniffed: ['xlsx', 'zip'], stored: 'xlsx' },
  pptx: { sniffed: ['pptx', 'zip'], stored: 'pptx' },
  ...Object.fromEntries(
    ['txt', 'md', 'csv', 'py', 'js', 'ts', 'java', 'c', 'cpp', 'cs', 'html', 'css', 'json', 'sql'].map(
      (ext) => [
        ext,
        // Stored and served as plain text: a handed-in page or script is read, never run.
        { sniffed: ['text'], stored: 'txt' },
      ],
    ),
  ),
};

const extensionOf = (filename: string) => {
  const dot = filename.lastIndexOf('.');
  return dot >= 0 ? filename.slice(dot + 1).toLowerCase() : '';
};

export const submissionFileKind: FileKind = {
  name: 'submission',
  area: 'submissions',
  maxBytes: (limit) => Math.min(SUBMISSION_FILE_MAX_BYTES, limit),
  typeMessage: m.fileType,
  accept: async (head, file) => {
    const expected = BY_EXTENSION[extensionOf(file.filename)];
    if (!expected) return null;
    const detected = await fileTypeFromBuffer(head);
    const sniffed = detected ? detected.ext : looksLikeText(head) ? 'text' : null;
    return sniffed && expected.sniffed.includes(sniffed) ? { extension: `.${expected.stored}` } : null;
  },
};

/** How a stored submission file is served: its type, and inline (PDF, images, text) or as a download. */
export const servedAs = (key: string): Served =>
  SERVED[extensionOf(key)] ?? { mime: 'application/octet-stream', inline: false };
