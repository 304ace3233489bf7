/** What other modules may use of `classes` (README.md); everything else in this folder is internal. */
export { attendanceOfLearner, attendanceOfLearnersBetween } from './attendance.service.ts';
export { classRoutes } from './classes.routes.ts';
export { sendSessionReminders } from './reminders.ts';
