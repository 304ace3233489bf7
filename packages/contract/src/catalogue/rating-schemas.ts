import '../common/zod-config.ts';
import { z } from 'zod';
import { catalogueMessages as m } from './messages.ts';
import { MyRatingSchema, pagingParams } from './schemas.ts';

/* Ratings of a course: a learner's own, and the course page's list (CONTRACT.md, the course detail). */
export const RatingInputSchema = z.object({
  rating: z
    .number({ error: m.ratingValue })
    .int({ error: m.ratingValue })
    .min(1, { error: m.ratingValue })
    .max(5, {
      error: m.ratingValue,
    }),
  comment: z
    .string({ error: m.ratingComment })
    .trim()
    .max(2000, { error: m.ratingComment })
    .nullish()
    .transform((v) => v ?? ''),
});
export type RatingInput = z.infer<typeof RatingInputSchema>;

export const RatingsQuerySchema = z.object(pagingParams(10));

export const RatingItemSchema = z.object({
  id: z.uuid(),
  rating: z.number().int(),
  comment: z.string(),
  /** First name and the initial of the surname: ratings are public. */
  userName: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type RatingItem = z.infer<typeof RatingItemSchema>;

export const CourseRatingsSchema = z.object({
  items: z.array(RatingItemSchema),
  currentPage: z.number().int(),
  totalPageCount: z.number().int(),
  totalItemCount: z.number().int(),
  hasNextPage: z.boolean(),
  /** The course's average (two decimals) and number of ratings. */
  rating: z.number(),
  ratingCount: z.number().int(),
  myRating: MyRatingSchema.nullable(),
});
export type CourseRatings = z.infer<typeof CourseRatingsSchema>;
