/** What other modules may use of `questions` (README.md); everything else in this folder is internal. */
export { questionRoutes } from './questions.routes.ts';
