/** What other modules may use of `privacy` (README.md); everything else in this folder is internal. */
export { recordPrivacyAcceptance } from './acceptances.ts';
export { privacyRoutes } from './privacy.routes.ts';
