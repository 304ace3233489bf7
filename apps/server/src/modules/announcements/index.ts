/** What other modules may use of `announcements` (README.md); everything else in this folder is internal. */
export { type Announcements, announcements, type Events, eventsOf } from './announcements.ts';
