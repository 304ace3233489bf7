/** What other modules may use of `bookmarks` (README.md); everything else in this folder is internal. */
export { bookmarkRoutes } from './bookmarks.routes.ts';
export { bookmarksForExport, eraseBookmarks } from './personal-data.ts';
