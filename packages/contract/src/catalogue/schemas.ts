import '../common/zod-config.ts';
import { z } from 'zod';
import { catalogueMessages as m } from './messages.ts';

/** Query strings carry `''` for a value the user cleared; treat it as absent. */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A repeatable query parameter: `?levels=0&levels=2` and `?levels=0` both arrive as a list. */
const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => {
    if (v === undefined || v === null || v === '') return undefined;
    const list = Array.isArray(v) ? v : [v];
    return list.filter((x) => x !== '' && x !== null && x !== undefined);
  }, z.array(item).max(50, { error: m.tooManyValues }).optional());

const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, {
      error: message,
    }),
  );

const priceParam = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: m.price })
    .min(0, { error: m.price })
    .max(10_000_000, { error: m.price })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: m.price })
    .optional(),
);

const ratingParam = z.preprocess(
  blankToUndefined,
  z.coerce.number({ error: m.rating }).min(0, { error: m.rating }).max(5, { error: m.rating }).optional(),
);

const booleanParam = (message: string) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === '') return undefined;
      if (typeof v === 'boolean') return v;
      const s = String(v).toLowerCase();
      if (s === 'true' || s === '1') return true;
      if (s === 'false' || s === '0') return false;
      return v;
    },
    z.boolean({ error: message }),
  );

export const CatalogueOrderBy = ['CreatedAt', 'Name', 'Price', 'Rating'] as const;
export type CatalogueOrderBy = (typeof CatalogueOrderBy)[number];

/** Paging of every list in this domain: 1-based page numbers, at most 50 rows a page. */
export const pagingParams = (defaultSize: number) => ({
  pageNumber: wholeNumber(1, 1_000_000, m.pageNumber).default(1),
  pageSize: wholeNumber(1, 50, m.pageSize).default(defaultSize),
});

/**
 * `GET /courses/paginated`: filters combine with AND, values of one repeated filter with OR.
 * Prices are lira on the list price, ratings are on the average.
 */
export const CourseQuerySchema = z
  .object({
    categories: repeated(z.uuid({ error: m.categories })),
    tags: repeated(z.uuid({ error: m.tags })),
    // The course form's names for the same ids: a caller who guesses them gets them validated and applied rather
    // than silently ignored (which answered every course for a filter it could not read).
    categoryIds: repeated(z.uuid({ error: m.categories })),
    tagIds: repeated(z.uuid({ error: m.tags })),
    levels: repeated(
      z.coerce
        .number({ error: m.levels })
        .int({ error: m.levels })
        .min(0, { error: m.levels })
        .max(2, { error: m.levels }),
    ),
    minPrice: priceParam,
    maxPrice: priceParam,
    search: z.preprocess(
      blankToUndefined,
      z.string({ error: m.search }).trim().max(100, { error: m.search }).optional(),
    ),
    minRating: ratingParam,
    maxRating: ratingParam,
    ...pagingParams(5),
    desc: booleanParam(m.desc).default(true),
    orderBy: z.preprocess(
      (v) => {
        if (v === undefined || v === '') return undefined;
        const found = CatalogueOrderBy.find((o) => o.toLowerCase() === String(v).toLowerCase());
        return found ?? v;
      },
      z.enum(CatalogueOrderBy, { error: m.orderBy }).default('CreatedAt'),
    ),
  })
  .superRefine((q, ctx) => {
    if (q.minPrice !== undefined && q.maxPrice !== undefined && q.maxPrice < q.minPrice)
      ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: m.priceRange });
    if (q.minRating !== undefined && q.maxRating !== undefined && q.maxRating < q.minRating)
      ctx.addIssue({ code: 'custom', path: ['maxRating'], message: m.ratingRange });
  });
export type CourseQuery = z.infer<typeof CourseQuerySchema>;

/** Categories and tags in the catalogue filter. */
export const FilterOptionSchema = z.object({ id: z.uuid(), name: z.string() });
export type FilterOption = z.infer<typeof FilterOptionSchema>;

/** One course card . Per-user fields are false/0 signed out. */
export const CourseListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  /** URL of the cover image, or null when the course has none. */
  image: z.string().nullable(),
  level: z.number().int(),
  durationMinute: z.number().int(),
  durationText: z.string(),
  totalLessons: z.number().int(),
  /** Lira. */
  price: z.number(),
  discountedPrice: z.number(),
  /** The list price (discounted price when above 0) as `₺1.299,90` or `Ücretsiz`. */
  priceText: z.string(),
  rating: z.number(),
  ratingCount: z.number().int(),
  lecturerName: z.string(),
  progressPercent: z.number().int(),
  isCoursePurchased: z.boolean(),
  isInTheBasket: z.boolean(),
  /** The caller's bookmark of this course, or null (also null signed out). */
  bookmarkId: z.uuid().nullable(),
  /** Seats left of a course with a capacity (CONTRACT.md §16), null without a limit. */
  seatsLeft: z.number().int().nullable(),
});
export type CourseListItem = z.infer<typeof CourseListItemSchema>;

export const PagedCoursesSchema = z.object({
  currentPage: z.number().int(),
  totalPageCount: z.number().int(),
  totalItemCount: z.number().int(),
  hasNextPage: z.boolean(),
  items: z.array(CourseListItemSchema),
  /**
   * The highest list price (lira) of all listed courses, whatever the filters; 0 when none is listed. The
   * catalogue's price slider ends there, so that every price can be asked for.
   */
  maxListPrice: z.number(),
});
export type PagedCourses = z.infer<typeof PagedCoursesSchema>;

export const MyRatingSchema = z.object({
  rating: z.number().int(),
  comment: z.string(),
  updatedAt: z.iso.datetime(),
});
export type MyRating = z.infer<typeof MyRatingSchema>;

export const DetailLectureSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  durationMinute: z.number().int(),
  lectureContentType: z.number().int(),
  isPublic: z.boolean(),
  /** Only ever true for a learner enrolled in the course. */
  isCompleted: z.boolean(),
});

export const DetailSectionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  durationMinute: z.number().int(),
  durationText: z.string(),
  lectures: z.array(DetailLectureSchema),
});

/** `GET /courses/{id}/detail` . */
export const CourseDetailSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  level: z.number().int(),
  durationMinute: z.number().int(),
  durationText: z.string(),
  categories: z.array(FilterOptionSchema),
  tags: z.array(FilterOptionSchema),
  sections: z.array(DetailSectionSchema),
  totalLessons: z.number().int(),
  completedLessons: z.number().int(),
  progressPercent: z.number().int(),
  isCoursePurchased: z.boolean(),
  isInTheBasket: z.boolean(),
  /** The caller's bookmark of this course, or null. */
  bookmarkId: z.uuid().nullable(),
  purchasedCount: z.number().int(),
  image: z.string().nullable(),
  price: z.number(),
  discountedPrice: z.number(),
  priceText: z.string(),
  rating: z.number(),
  ratingCount: z.number().int(),
  /** The caller's own rating, when signed in and rated. */
  myRating: MyRatingSchema.nullable(),
  lecturerName: z.string(),
  language: z.string(),
  publishStatus: z.number().int(),
  isCertified: z.boolean(),
  meetingType: z.number().int(),
  /** Seats of an onsite course and how many are left; both null without a limit. */
  capacity: z.number().int().nullable(),
  seatsLeft: z.number().int().nullable(),
  updatedAt: z.iso.datetime(),
});
export type CourseDetail = z.infer<typeof CourseDetailSchema>;

/** `GET /courses/{id}`: the stored course as its lecturer edits it (the create payload's fields). */
export const CourseRecordSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  level: z.number().int(),
  /** The create/update payload's 1–3 form of `level`. */
  skillLevel: z.number().int(),
  price: z.number(),
  discountedPrice: z.number(),
  priceText: z.string(),
  publishStatus: z.number().int(),
  meetingType: z.number().int(),
  meetingStartDate: z.iso.datetime().nullable(),
  meetingEndDate: z.iso.datetime().nullable(),
  capacity: z.number().int().nullable(),
  isCertified: z.boolean(),
  categoryIds: z.array(z.uuid()),
  tagIds: z.array(z.uuid()),
  categories: z.array(FilterOptionSchema),
  tags: z.array(FilterOptionSchema),
  image: z.string().nullable(),
  coverImage: z.object({ name: z.string(), url: z.string() }).nullable(),
  lecturerId: z.uuid(),
  lecturerName: z.string(),
  language: z.string(),
  durationMinute: z.number().int(),
  durationText: z.string(),
  totalLessons: z.number().int(),
  purchasedCount: z.number().int(),
  rating: z.number(),
  ratingCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type CourseRecord = z.infer<typeof CourseRecordSchema>;
