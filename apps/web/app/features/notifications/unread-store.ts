import type { NotificationItem } from '@kampus/contract';
import { useSyncExternalStore } from 'react';
import { fetchNotifications, markNotificationRead } from './notifications-api.ts';

/**
 * The signed-in user's unread count for the bell, and a revision that grows with each notification that arrives
 * live, so an open list (the bell's, the page) reads itself again. Null means unknown: no badge.
 */
type State = { unread: number | null; revision: number; latest: NotificationItem | null };

let state: State = { unread: null, revision: 0, latest: null };
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

const update = (next: Partial<State>) => {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
};

export const setUnreadCount = (unread: number | null) => {
  if (unread !== state.unread) update({ unread });
};

/** One fewer unread at once (an item marked read), before the server's count confirms it. */
export const lowerUnreadCount = (by = 1) =>
  setUnreadCount(state.unread === null ? null : Math.max(0, state.unread - by));

/** A notification pushed by the stream: counted at once, and every open list reloads. */
export const noteArrival = (item: NotificationItem) =>
  update({
    unread: item.isRead ? state.unread : (state.unread ?? 0) + 1,
    revision: state.revision + 1,
    latest: item,
  });

let latestRequest = 0;

/** Reads the count from the server; a failure leaves the badge as it is and never interrupts the page. */
export const refreshUnreadCount = async (): Promise<void> => {
  const request = ++latestRequest;
  try {
    const page = await fetchNotifications(1, 1);
    if (request === latestRequest) setUnreadCount(page.unreadCount);
  } catch {
    // The stream's next reconnect tries again.
  }
};

/** Opening an unread item marks it read: at once on the badge, then on the server, then the server's count. */
export const openItem = (item: NotificationItem) => {
  if (item.isRead) return;
  lowerUnreadCount();
  void markNotificationRead(item.id)
    .catch(() => undefined)
    .finally(() => void refreshUnreadCount());
};

/** Forgets the user's count (sign-out): the next user starts from their own. */
export const resetUnreadStore = () => {
  latestRequest++;
  update({ unread: null, revision: 0, latest: null });
};

export const useUnreadCount = (): number | null =>
  useSyncExternalStore(
    subscribe,
    () => state.unread,
    () => null,
  );

export const useNotificationRevision = (): number =>
  useSyncExternalStore(
    subscribe,
    () => state.revision,
    () => 0,
  );

export const useLatestNotification = (): NotificationItem | null =>
  useSyncExternalStore(
    subscribe,
    () => state.latest,
    () => null,
  );
