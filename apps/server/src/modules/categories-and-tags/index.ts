/** What other modules may use of `categories-and-tags` (README.md); everything else in this folder is internal. */
export { categoryAndTagRoutes } from './categories-and-tags.routes.ts';
