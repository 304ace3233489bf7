/** What other modules may use of `admin` (README.md); everything else in this folder is internal. */
export { adminRoutes } from './admin.routes.ts';
