import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { categories, tags } from './categories-and-tags.ts';
import { searchFold } from './search-fold.ts';
import { users } from './users.ts';

export type VideoStatus = 'Processing' | 'Ready' | 'Failed';

/** One HLS rendition: its variant playlist (entries are storage keys) and every segment it names. */
export type VideoRendition = {
  height: number;
  width: number;
  bandwidth: number;
  /** RFC 6381 codecs of the master playlist's `CODECS`. */
  codecs: string;
  playlistKey: string;
  segmentKeys: string[];
};

/** A transcoded video: made from `sourceKey`, with its renditions (lowest first) and poster. */
export type VideoStream = {
  sourceKey: string;
  durationSeconds: number;
  posterKey: string;
  renditions: VideoRendition[];
};

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lecturerId: uuid('lecturer_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Level 0–2. */
    level: smallint('level').notNull(),
    /** Money in integer kuruş. */
    priceKurus: integer('price_kurus').notNull().default(0),
    discountedPriceKurus: integer('discounted_price_kurus').notNull().default(0),
    /** The list price: the discounted price when above 0, else the price. */
    listPriceKurus: integer('list_price_kurus').generatedAlwaysAs(
      sql`CASE WHEN discounted_price_kurus > 0 THEN discounted_price_kurus ELSE price_kurus END`,
    ),
    publishStatus: smallint('publish_status').notNull().default(0),
    meetingType: smallint('meeting_type').notNull().default(0),
    meetingStartDate: timestamp('meeting_start_date', { withTimezone: true }),
    meetingEndDate: timestamp('meeting_end_date', { withTimezone: true }),
    isCertified: boolean('is_certified').notNull().default(false),
    /** Seats of an onsite course (CONTRACT.md §16); null: no limit. */
    capacity: integer('capacity'),
    /** Storage key of the cover image. */
    coverImageKey: text('cover_image_key'),
    coverImageName: text('cover_image_name'),
    language: text('language').notNull().default('Türkçe'),
    /** Kept by the ratings service: the average and count of the course's ratings. */
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    searchText: text('search_text').generatedAlwaysAs(sql.raw(searchFold(`name || ' ' || description`))),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('courses_status_created_idx').on(t.publishStatus, t.createdAt, t.id),
    // The catalogue's other orders (Price, Rating, Name), each with the id as the tie-breaker of the keyset.
    index('courses_status_price_idx').on(t.publishStatus, t.listPriceKurus, t.id),
    index('courses_status_rating_idx').on(t.publishStatus, t.ratingAverage, t.id),
    index('courses_status_name_idx').on(t.publishStatus, sql.raw(searchFold('name')), t.id),
    index('courses_lecturer_idx').on(t.lecturerId, t.createdAt),
    index('courses_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export const courseCategories = pgTable(
  'course_categories',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.categoryId] }),
    index('course_categories_category_idx').on(t.categoryId, t.courseId),
  ],
);

export const courseTags = pgTable(
  'course_tags',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.tagId] }),
    index('course_tags_tag_idx').on(t.tagId, t.courseId),
  ],
);

export const courseCertificateFiles = pgTable(
  'course_certificate_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('course_certificate_files_course_idx').on(t.courseId)],
);

export const sections = pgTable(
  'sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Zero-based and dense within a course. */
    orderNumber: integer('order_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sections_course_order_idx').on(t.courseId, t.orderNumber)],
);

export type QuizQuestion = {
  question: string;
  options: [string, string, string, string];
  correctAnswer: number;
};

export type QuizContent = { questions: QuizQuestion[]; passPercent?: number };

export const lectures = pgTable(
  'lectures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Lecture category (`lectureType` of the contract). */
    lectureType: smallint('lecture_type').notNull().default(0),
    /** 0 Video, 1 Text, 2 Html, 3 Quiz, 4 Assignment. */
    contentType: smallint('content_type').notNull(),
    orderNumber: integer('order_number').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    durationMinute: integer('duration_minute').notNull().default(0),
    rewardPoints: integer('reward_points').notNull().default(10),
    /** Text lectures; an assignment's instructions. */
    contentText: text('content_text'),
    /** Assignments: the highest score a grade may give (CONTRACT.md §15). */
    maxScore: integer('max_score'),
    /** Video and Html lectures: storage key and the uploaded file's name. */
    contentKey: text('content_key'),
    contentFileName: text('content_file_name'),
    /** Quiz lectures, answers included: never sent to learners as is. */
    quiz: jsonb('quiz').$type<QuizContent>(),
    /**
     * Video lectures: the transcode of `contentKey` (modules/media/README.md). `Processing`, `Ready` or `Failed`;
     * null for lectures that are not videos or have no file.
     */
    videoStatus: text('video_status').$type<VideoStatus>(),
    /** Why the last transcode failed, in Turkish, for the lecturer. */
    videoFailure: text('video_failure'),
    /** The HLS renditions and poster learners are served; the previous one stays until a new one is Ready. */
    videoStream: jsonb('video_stream').$type<VideoStream>(),
    /** Keys a transcode attempt is writing: deleted by the next attempt or the failure (a crash leaves them). */
    videoPendingKeys: jsonb('video_pending_keys').$type<string[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lectures_section_order_idx').on(t.sectionId, t.orderNumber),
    index('lectures_course_idx').on(t.courseId),
  ],
);

/**
 * One row whose version every catalogue change bumps (publish, edit, price, rating, enrolment),
 * so that cached counts of the catalogue query stay exact.
 */
export const catalogueState = pgTable('catalogue_state', {
  id: smallint('id').primaryKey().default(1),
  version: integer('version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
