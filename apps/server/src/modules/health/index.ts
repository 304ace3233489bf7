/** What other modules may use of `health` (README.md); everything else in this folder is internal. */
export { healthRoutes } from './health.routes.ts';
