/** What other modules may use of `ratings` (README.md); everything else in this folder is internal. */

export { eraseRatingComments, ratingsForExport } from './personal-data.ts';
export { ratingRoutes } from './ratings.routes.ts';
