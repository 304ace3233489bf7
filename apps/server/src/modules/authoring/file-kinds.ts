import {
  authoringMessages as am,
  CERTIFICATE_MAX_BYTES,
  COVER_IMAGE_MAX_BYTES,
  HTML_LECTURE_MAX_BYTES,
  VIDEO_MIME_TYPES,
} from '@kampus/contract';
import { type DurationProbe, isoBmffDurationProbe, webmDurationProbe } from './video-duration.ts';

/**
 * What each upload field accepts. The decision rests on the file's first bytes (its magic number), so a renamed
 * `.exe` or a text file with an image name is refused whatever its name or declared type says; the name and
 * declared type must agree where the seeds name them (HTML pages, videos, certificate extensions).
 */

/** Bytes read before deciding; every signature below fits. */
export const SNIFF_BYTES = 4096;

export type SniffedType =
  | 'jpeg'
  | 'png'
  | 'gif'
  | 'webp'
  | 'pdf'
  | 'mp4'
  | 'quicktime'
  | 'webm'
  | 'ogg'
  | 'text';

const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);
const ascii = (head: Buffer, text: string, offset = 0) =>
  startsWith(
    head,
    [...text].map((c) => c.charCodeAt(0)),
    offset,
  );

/** Brands of the `ftyp` box that QuickTime writes. */
const QUICKTIME_BRANDS = new Set(['qt  ']);
/** Top-level boxes an old QuickTime file may start with instead of `ftyp`. */
const QUICKTIME_FIRST_BOXES = new Set(['moov', 'wide', 'mdat', 'free', 'skip', 'pnot']);

/** The type the first bytes show, or null for anything we do not accept anywhere. */
export const sniff = (head: Buffer): SniffedType | null => {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(head, 'GIF87a') || ascii(head, 'GIF89a')) return 'gif';
  if (ascii(head, 'RIFF') && ascii(head, 'WEBP', 8)) return 'webp';
  if (ascii(head, '%PDF-')) return 'pdf';
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
  if (ascii(head, 'OggS')) return 'ogg';
  if (head.length >= 12 && ascii(head, 'ftyp', 4))
    return QUICKTIME_BRANDS.has(head.toString('latin1', 8, 12)) ? 'quicktime' : 'mp4';
  if (head.length >= 8 && QUICKTIME_FIRST_BOXES.has(head.toString('latin1', 4, 8))) return 'quicktime';
  if (looksLikeText(head)) return 'text';
  return null;
};

/** UTF-8 (or UTF-16 with a byte-order mark) text without control bytes: what an HTML page is. */
const looksLikeText = (head: Buffer): boolean => {
  if (head.length === 0) return false;
  if (startsWith(head, [0xff, 0xfe]) || startsWith(head, [0xfe, 0xff])) return true;
  for (const byte of head) {
    if (byte === 0) return false;
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20 && byte !== 0x1b)) return false;
  }
  return true;
};

const extensionOf = (filename: string) => {
  const dot = filename.lastIndexOf('.');
  return dot >= 0 ? filename.slice(dot + 1).toLowerCase() : '';
};
const baseMime = (mimetype: string) => mimetype.split(';')[0]?.trim().toLowerCase() ?? '';

export type FileKindName = 'coverImage' | 'certificate' | 'htmlLecture' | 'video';

export type AcceptedFile = {
  /** Extension of the stored key (with the dot), decided by the content. */
  extension: string;
  /** Reads the length of a video while it streams, where the container tells it. */
  probe?: DurationProbe;
};

export type FileKind = {
  name: FileKindName;
  /** Storage area of the kind; keys are `<area>/<uuid><extension>`. */
  area: string;
  /** The kind's own limit; the server's UPLOAD_LIMIT_BYTES caps it. */
  maxBytes: (uploadLimit: number) => number;
  /** The message of a refused file (400). */
  typeMessage: string;
  accept: (head: Buffer, file: { filename: string; mimetype: string }) => AcceptedFile | null;
};

const IMAGE_EXTENSIONS: Partial<Record<SniffedType, string>> = {
  jpeg: '.jpg',
  png: '.png',
  gif: '.gif',
  webp: '.webp',
};

export const coverImageKind: FileKind = {
  name: 'coverImage',
  area: 'covers',
  maxBytes: (limit) => Math.min(COVER_IMAGE_MAX_BYTES, limit),
  typeMessage: am.coverImageType,
  accept: (head) => {
    const type = sniff(head);
    const extension = type ? IMAGE_EXTENSIONS[type] : undefined;
    return extension ? { extension } : null;
  },
};

/** Certificate extensions and the content each must really have. */
const CERTIFICATE_CONTENT: Record<string, SniffedType> = {
  pdf: 'pdf',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  html: 'text',
};

export const certificateKind: FileKind = {
  name: 'certificate',
  area: 'certificates',
  maxBytes: (limit) => Math.min(CERTIFICATE_MAX_BYTES, limit),
  typeMessage: am.certificateType,
  accept: (head, file) => {
    const extension = extensionOf(file.filename);
    const expected = CERTIFICATE_CONTENT[extension];
    return expected && sniff(head) === expected
      ? { extension: `.${extension === 'jpeg' ? 'jpg' : extension}` }
      : null;
  },
};

export const htmlLectureKind: FileKind = {
  name: 'htmlLecture',
  area: 'pages',
  maxBytes: (limit) => Math.min(HTML_LECTURE_MAX_BYTES, limit),
  typeMessage: am.htmlType,
  accept: (head, file) =>
    extensionOf(file.filename) === 'html' && baseMime(file.mimetype) === 'text/html' && sniff(head) === 'text'
      ? { extension: '.html' }
      : null,
};

const VIDEO_EXTENSIONS: Partial<Record<SniffedType, string>> = {
  mp4: '.mp4',
  quicktime: '.mov',
  webm: '.webm',
  ogg: '.ogv',
};

export const videoKind: FileKind = {
  name: 'video',
  area: 'lectures',
  maxBytes: (limit) => limit,
  typeMessage: am.videoType,
  accept: (head, file) => {
    if (!(VIDEO_MIME_TYPES as readonly string[]).includes(baseMime(file.mimetype))) return null;
    const type = sniff(head);
    const extension = type ? VIDEO_EXTENSIONS[type] : undefined;
    if (!type || !extension) return null;
    const probe =
      type === 'mp4' || type === 'quicktime'
        ? isoBmffDurationProbe()
        : type === 'webm'
          ? webmDurationProbe()
          : undefined;
    return probe ? { extension, probe } : { extension };
  },
};
