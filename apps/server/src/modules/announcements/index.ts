/** What other modules may use of `announcements` (README.md); everything else in this folder is internal. */
export {
  type Announcements,
  announcing,
  type Events,
  eventsOf,
  familyInvitationMailKey,
} from './announcements.ts';
export type { SessionFacts, SessionLearner } from './class-news.ts';
