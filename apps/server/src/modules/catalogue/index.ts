/** What other modules may use of `catalogue` (README.md); everything else in this folder is internal. */
export { catalogueRoutes } from './catalogue.routes.ts';
export { findVisibleCourse, myRatingOf } from './catalogue.service.ts';
export {
  bumpCatalogueVersion,
  bumpCatalogueVersionForLecturer,
  readCatalogueVersion,
} from './catalogue-version.ts';
export { coverImageUrl } from './course-cards.ts';
export { lockCourseForRating, storeRatingSummary } from './rating-summary.ts';
