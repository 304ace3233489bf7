import {
  authoringMessages as am,
  CAPTION_MAX_BYTES,
  CERTIFICATE_MAX_BYTES,
  COVER_IMAGE_MAX_BYTES,
  HTML_LECTURE_MAX_BYTES,
  lectureFileMessages as lfm,
  RESOURCE_MAX_BYTES,
  VIDEO_MIME_TYPES,
} from '@kampus/contract';
import { fileTypeFromBuffer } from 'file-type';
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
  | 'zip'
  | 'text';

const startsWith = (head: Buffer, bytes: number[]) =>
  head.length >= bytes.length && bytes.every((b, i) => head[i] === b);

/**
 * What file-type's extensions mean here. Every ISO base media brand that is not QuickTime counts as MP4 and every
 * Ogg or EBML (Matroska) stream as Ogg or WebM, as browsers play them; Illustrator files are PDFs.
 */
const FILE_TYPE_KINDS: Record<string, SniffedType> = {
  jpg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  pdf: 'pdf',
  ai: 'pdf',
  mp4: 'mp4',
  m4v: 'mp4',
  m4a: 'mp4',
  m4b: 'mp4',
  m4p: 'mp4',
  f4v: 'mp4',
  f4a: 'mp4',
  f4b: 'mp4',
  f4p: 'mp4',
  '3gp': 'mp4',
  '3g2': 'mp4',
  mov: 'quicktime',
  webm: 'webm',
  mkv: 'webm',
  mka: 'webm',
  ogg: 'ogg',
  ogv: 'ogg',
  oga: 'ogg',
  ogm: 'ogg',
  ogx: 'ogg',
  opus: 'ogg',
  spx: 'ogg',
  zip: 'zip',
};

/**
 * The type the first bytes show (file-type reads the magic number), or null for anything we do not accept anywhere.
 * Text has no magic number: a head file-type does not place among ours is text when it looks like text.
 */
export const sniff = async (head: Buffer): Promise<SniffedType | null> => {
  const detected = await fileTypeFromBuffer(head);
  const type = detected ? FILE_TYPE_KINDS[detected.ext] : undefined;
  if (type) return type;
  return looksLikeText(head) ? 'text' : null;
};

/** UTF-8 (or UTF-16 with a byte-order mark) text without control bytes: what an HTML page is. */
export const looksLikeText = (head: Buffer): boolean => {
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

export type FileKindName =
  | 'coverImage'
  | 'certificate'
  | 'htmlLecture'
  | 'video'
  | 'submission'
  | 'caption'
  | 'resource';

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
  accept: (head: Buffer, file: { filename: string; mimetype: string }) => Promise<AcceptedFile | null>;
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
  accept: async (head) => {
    const type = await sniff(head);
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
  accept: async (head, file) => {
    const extension = extensionOf(file.filename);
    const expected = CERTIFICATE_CONTENT[extension];
    return expected && (await sniff(head)) === expected
      ? { extension: `.${extension === 'jpeg' ? 'jpg' : extension}` }
      : null;
  },
};

export const htmlLectureKind: FileKind = {
  name: 'htmlLecture',
  area: 'pages',
  maxBytes: (limit) => Math.min(HTML_LECTURE_MAX_BYTES, limit),
  typeMessage: am.htmlType,
  accept: async (head, file) =>
    extensionOf(file.filename) === 'html' &&
    baseMime(file.mimetype) === 'text/html' &&
    (await sniff(head)) === 'text'
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
  accept: async (head, file) => {
    if (!(VIDEO_MIME_TYPES as readonly string[]).includes(baseMime(file.mimetype))) return null;
    const type = await sniff(head);
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

/**
 * A caption file is read whole and checked by the caption parser (media's `toWebVtt`), which refuses anything
 * that is not WebVTT or SubRip with a 422 naming the line; here only its size is capped. Stored as uploaded under
 * a temporary key, then replaced by the WebVTT text.
 */
export const captionKind: FileKind = {
  name: 'caption',
  area: 'captions',
  maxBytes: (limit) => Math.min(CAPTION_MAX_BYTES, limit),
  typeMessage: lfm.captionInvalid,
  accept: async () => ({ extension: '.vtt' }),
};

const RESOURCE_EXTENSIONS: Partial<Record<SniffedType, string>> = {
  pdf: '.pdf',
  zip: '.zip',
  text: '.txt',
  jpeg: '.jpg',
  png: '.png',
  gif: '.gif',
  webp: '.webp',
};

/**
 * A lecture's downloadable file: PDF, ZIP, text or source code, or an image, decided by its bytes alone (an
 * `.exe` renamed `.pdf` is refused); the stored key's extension says how it is served, the name is kept apart.
 */
export const resourceKind: FileKind = {
  name: 'resource',
  area: 'resources',
  maxBytes: (limit) => Math.min(RESOURCE_MAX_BYTES, limit),
  typeMessage: lfm.resourceType,
  accept: async (head) => {
    const type = await sniff(head);
    const extension = type ? RESOURCE_EXTENSIONS[type] : undefined;
    return extension ? { extension } : null;
  },
};
