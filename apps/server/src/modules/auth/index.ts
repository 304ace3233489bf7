/** What other modules may use of `auth` (README.md); everything else in this folder is internal. */
export { authRoutes } from './auth.routes.ts';
export { pruneEndedAuthRows, type RevokeReason, revokeUserSessions } from './auth.service.ts';
export { eraseSignInData, sessionsForExport } from './personal-data.ts';
export {
  exceededLimit,
  type Limit,
  type LimitCheck,
  recordEvents,
  registerLimit,
} from './rate-limits.ts';
export { claimWindowSlot, type WindowLimit } from './window-slots.ts';
