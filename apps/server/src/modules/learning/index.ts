/** What other modules may use of `learning` (README.md); everything else in this folder is internal. */
export { learningRoutes } from './learning.routes.ts';
