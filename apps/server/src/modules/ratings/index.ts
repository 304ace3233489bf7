/** What other modules may use of `ratings` (README.md); everything else in this folder is internal. */
export { ratingRoutes } from './ratings.routes.ts';
