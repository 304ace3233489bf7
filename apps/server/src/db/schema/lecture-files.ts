import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { lectures } from './catalogue.ts';

/**
 * Caption tracks of video lectures: one WebVTT file per language (`tr`, `en`); uploading again replaces it
 * (decision 050). Removed with the lecture; its file is deleted by whoever removes the row.
 */
export const lectureCaptions = pgTable(
  'lecture_captions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lectureId: uuid('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    /** `tr` or `en`. */
    language: text('language').notNull(),
    /** `captions/<uuid>.vtt`: always WebVTT (SubRip uploads are converted). */
    fileKey: text('file_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lecture_captions_lecture_language_idx').on(t.lectureId, t.language)],
);

/** Downloadable files of a lecture (any content type): PDF, ZIP, text and source files, images. */
export const lectureResources = pgTable(
  'lecture_resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lectureId: uuid('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    /** The uploaded file's name, offered when downloading. */
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** `resources/<uuid>.<pdf|zip|txt|jpg|png|gif|webp>`: the extension says how it is served. */
    fileKey: text('file_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lecture_resources_lecture_idx').on(t.lectureId, t.createdAt)],
);
