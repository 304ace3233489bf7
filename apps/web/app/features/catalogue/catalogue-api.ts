import {
  type Basket,
  type CourseDetail,
  type CourseListItem,
  type CourseRatings,
  catalogueMessages,
  type FilterOption,
  type PagedCourses,
  type RatingInput,
} from '@kampus/contract';
import { apiPaths } from '../../config/paths.ts';
import { api, type Query } from '../../lib/api-client.ts';

/** Calls of the catalogue pages. */

/** The page shows its own 'Kurslar yüklenemedi', so the client raises no second notice. */
export const fetchCoursePage = (query: Query, signal?: AbortSignal) =>
  api.get<PagedCourses>(apiPaths.coursesPaginated, { query, signal, errorNotice: false });

export type FilterOptions = { categories: FilterOption[]; tags: FilterOption[] };

/** Seed 000 §7: a failure of either list yields an empty list, silently. */
export const fetchFilterOptions = async (signal?: AbortSignal): Promise<FilterOptions> => {
  const quietly = (path: string) =>
    api.get<FilterOption[]>(path, { signal, errorNotice: false }).then(
      (list) => list ?? [],
      () => [] as FilterOption[],
    );
  const [categories, tags] = await Promise.all([
    quietly(apiPaths.categoryFilterOptions),
    quietly(apiPaths.tagFilterOptions),
  ]);
  return { categories, tags };
};

/** A missing course shows the error screen, which says so itself. */
export const fetchCourseDetail = (courseId: string, signal?: AbortSignal) =>
  api.get<CourseDetail>(apiPaths.courseDetail(courseId), { signal, errorNotice: false });

export const RATINGS_PAGE_SIZE = 5;

export const fetchCourseRatings = (courseId: string, pageNumber: number, signal?: AbortSignal) =>
  api.get<CourseRatings>(apiPaths.courseRatings(courseId), {
    query: { pageNumber, pageSize: RATINGS_PAGE_SIZE },
    signal,
    errorNotice: false,
  });

/** Creates or replaces the caller's rating; a refusal is shown next to the form. */
export const rateCourse = (courseId: string, input: RatingInput) =>
  api.post<null>(apiPaths.courseRatings(courseId), input, {
    successMessage: catalogueMessages.ratingSaved,
    errorNotice: false,
  });

export const fetchMyCourses = (signal?: AbortSignal) =>
  api.get<CourseListItem[]>(apiPaths.myCourses, { signal, errorNotice: false });

/** Seed 000 §7: `basketId` is sent as null; the server finds or opens the user's basket. */
export const addCourseToBasket = (courseId: string) =>
  api.post<Basket>(apiPaths.basketAddItem, { courseId, basketId: null });
