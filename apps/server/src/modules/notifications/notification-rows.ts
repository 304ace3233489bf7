import type { NotificationCategory, NotificationItem } from '@kampus/contract';
import type { Database, Tx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export type NewNotification = {
  userId: string;
  /** Names the event ("order-completed:<orderId>"): one event gives a user one notification, however often it runs. */
  eventKey: string;
  category: NotificationCategory;
  type: string;
  title: string;
  body: string;
  /** A path inside the web app, or null. */
  link: string | null;
};

type NotificationRow = typeof notifications.$inferSelect;

export const toNotificationItem = (row: NotificationRow): NotificationItem => ({
  id: row.id,
  category: row.category as NotificationCategory,
  type: row.type,
  title: row.title,
  body: row.body,
  link: row.link,
  isRead: row.isRead,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Stores a notification in the caller's transaction. Returns the item to publish once that transaction has
 * committed, or null when this event had already notified this user.
 */
export const insertNotification = async (
  db: Database | Tx,
  input: NewNotification,
): Promise<NotificationItem | null> => {
  const [row] = await db.insert(notifications).values(input).onConflictDoNothing().returning();
  return row ? toNotificationItem(row) : null;
};
