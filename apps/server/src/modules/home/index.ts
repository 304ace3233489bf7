/** What other modules may use of `home` (README.md); everything else in this folder is internal. */
export { homeRoutes } from './home.routes.ts';
