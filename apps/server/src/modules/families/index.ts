/** What other modules may use of `families` (README.md); everything else in this folder is internal. */
export { familyRoutes } from './families.routes.ts';
