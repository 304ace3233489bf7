import '../common/zod-config.ts';
import { z } from 'zod';
import { FilterOptionSchema } from './schemas.ts';

/* The student's home page (`GET /homepages/user`). */
export const HomeDataSchema = z.object({
  stats: z.object({
    enrolledCourses: z.number().int(),
    bookmarks: z.number().int(),
    certificates: z.number().int(),
    completedCourses: z.number().int(),
    /** Every point the learner has earned (`GET /students/points` has the history). */
    points: z.number().int(),
  }),
  /** Owned and not finished, including courses not started yet (`started` false: the page offers 'Başla'). */
  inProgressCourses: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      progress: z.number().int(),
      imageUrl: z.string().nullable(),
      started: z.boolean(),
    }),
  ),
  /** Finished courses (every lesson done, or a certificate issued), the latest first. */
  completedCourses: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      imageUrl: z.string().nullable(),
      /** The certificate's verification code; null while none has been issued. */
      certificateCode: z.string().nullable(),
    }),
  ),
  /** Recommendations other than `selectedCourse`, which is shown on its own. */
  recommendedCourses: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      description: z.string(),
      price: z.number(),
      priceText: z.string(),
      imageUrl: z.string().nullable(),
      rating: z.number(),
      ratingCount: z.number().int(),
      lecturerName: z.string(),
    }),
  ),
  selectedCourse: z
    .object({
      id: z.uuid(),
      title: z.string(),
      description: z.string(),
      priceText: z.string(),
      imageUrl: z.string().nullable(),
    })
    .nullable(),
  popularCategories: z.array(FilterOptionSchema),
});
export type HomeData = z.infer<typeof HomeDataSchema>;
