import type {
  NotificationCategory,
  NotificationPage,
  NotificationPreferences,
  UpdateNotificationPreferences,
} from '@kampus/contract';
import { apiPaths } from '../../config/paths.ts';
import { api } from '../../lib/api-client.ts';

/**
 * Calls of in-app notifications and mail preferences (CONTRACT.md §11). Types only from the contract: the bell
 * imports this file on every signed-in page's first load.
 */

/** Newest first, with the user's unread count over every page. The callers show a failure themselves. */
export const fetchNotifications = (pageNumber: number, pageSize: number, signal?: AbortSignal) =>
  api.get<NotificationPage>(apiPaths.notifications, {
    query: { pageNumber, pageSize },
    signal,
    errorNotice: false,
  });

/** The count changes on screen; a notice would only repeat it. */
export const markNotificationRead = (id: string) =>
  api.post<null>(apiPaths.notificationRead(id), undefined, { successMessage: false, errorNotice: false });

export const markAllNotificationsRead = () =>
  api.post<null>(apiPaths.notificationsReadAll, undefined, { successMessage: false });

export const fetchPreferences = (signal?: AbortSignal) =>
  api.get<NotificationPreferences>(apiPaths.notificationPreferences, { signal, errorNotice: false });

/** 'Güncelleme başarılı.' or the refusal, as every settings page says it. */
export const savePreferences = (preferences: UpdateNotificationPreferences) =>
  api.put<NotificationPreferences>(apiPaths.notificationPreferences, preferences);

/** One-click unsubscribe: no sign-in, the signed token names the user and the category. The page shows the answer. */
export const unsubscribe = (token: string) =>
  api.post<{ category: NotificationCategory }>(apiPaths.unsubscribe, undefined, {
    query: { token },
    auth: false,
    successMessage: false,
    errorNotice: false,
  });
