import '../common/zod-config.ts';
import { z } from 'zod';

/**
 * Captions of video lectures and downloadable resources of any lecture (CONTRACT.md §14 "Captions", "Resources";
 * decision 050): the upload forms' fields, the views learners and lecturers get, and their Turkish messages.
 */

const MIB = 1_048_576;

/** A caption file (WebVTT or SubRip) may be at most this large. */
export const CAPTION_MAX_BYTES = 2 * MIB;
/** A lecture resource may be at most this large. */
export const RESOURCE_MAX_BYTES = 50 * MIB;
/** At most this many resources per lecture. */
export const MAX_RESOURCES_PER_LECTURE = 20;

/** Caption languages, with the label a player shows. */
export const CAPTION_LANGUAGES = ['tr', 'en'] as const;
export type CaptionLanguage = (typeof CAPTION_LANGUAGES)[number];
export const captionLanguageLabels: Record<CaptionLanguage, string> = { tr: 'Türkçe', en: 'English' };

/** What the resource picker offers (the server decides from the bytes). */
export const RESOURCE_ACCEPT =
  '.pdf,.zip,.txt,.md,.csv,.json,.xml,.yml,.yaml,.html,.css,.js,.ts,.py,.java,.c,.cpp,.h,.cs,.go,.rs,.rb,.php,.sql,.sh,.ipynb,.jpg,.jpeg,.png,.gif,.webp';
export const CAPTION_ACCEPT = '.vtt,.srt,text/vtt';

export const lectureFileMessages = {
  captionLanguage: 'Altyazı dili tr (Türkçe) veya en (English) olmalıdır.',
  captionFileRequired: 'Lütfen bir altyazı dosyası (.vtt veya .srt) seçin.',
  captionInvalid:
    'Altyazı dosyası okunamadı. Lütfen geçerli bir WebVTT (.vtt) veya SubRip (.srt) dosyası yükleyin.',
  captionInvalidAt: (line: number) =>
    `Altyazı dosyası okunamadı (${line}. satır). Lütfen geçerli bir WebVTT (.vtt) veya SubRip (.srt) dosyası yükleyin.`,
  captionsVideoOnly: 'Altyazı yalnızca video derslerine eklenebilir.',
  captionNotFound: 'Bu dilde bir altyazı bulunamadı.',
  captionSaved: 'Altyazı kaydedildi.',
  captionDeleted: 'Altyazı kaldırıldı.',
  resourceFileRequired: 'Lütfen bir dosya seçin.',
  resourceType:
    'Bu dosya türü kaynak olarak eklenemez. PDF, ZIP, metin veya kaynak kod dosyası ya da görsel (JPG, PNG, GIF, WEBP) yükleyin.',
  resourceNotFound: 'Kaynak bulunamadı.',
  tooManyResources: `Bir derse en fazla ${MAX_RESOURCES_PER_LECTURE} kaynak eklenebilir. Yeni kaynak eklemek için önce birini kaldırın.`,
  resourceSaved: 'Kaynak eklendi.',
  resourceDeleted: 'Kaynak kaldırıldı.',
} as const;

const m = lectureFileMessages;

/** The text fields of `POST /lectures/{id}/captions` (the file travels beside them). */
export const CaptionUploadFieldsSchema = z.object({
  language: z.enum(CAPTION_LANGUAGES, { error: m.captionLanguage }),
});

export const CaptionLanguageParamsSchema = z.object({
  id: z.uuid(),
  language: z.enum(CAPTION_LANGUAGES, { error: m.captionLanguage }),
});

export const ResourceParamsSchema = z.object({ id: z.uuid(), resourceId: z.uuid() });

/** A caption track: `path` is a short-lived signed link to the WebVTT file. */
export const LectureCaptionSchema = z.object({
  language: z.enum(CAPTION_LANGUAGES),
  label: z.string(),
  path: z.string(),
});
export type LectureCaption = z.infer<typeof LectureCaptionSchema>;

/** A downloadable file: `path` is a short-lived signed link, `size` in bytes. */
export const LectureResourceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  size: z.number().int(),
  path: z.string(),
});
export type LectureResource = z.infer<typeof LectureResourceSchema>;
