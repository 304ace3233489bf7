/** What other modules may use of `notifications` (README.md); everything else in this folder is internal. */
export { readMailPreferences, usersWantingMail, wantsMail } from './mail-preferences.ts';
export { createLocalHub, type NotificationHub } from './notification-hub.ts';
export { insertNotification, type NewNotification } from './notification-rows.ts';
export { notificationRoutes } from './notifications.routes.ts';
export { eraseNotifications, notificationsForExport } from './personal-data.ts';
export { createRedisHub } from './redis-hub.ts';
export { signUnsubscribeToken } from './unsubscribe-tokens.ts';
