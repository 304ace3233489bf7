import type {
  NotificationCategory,
  NotificationListQuery,
  NotificationPage,
  NotificationPreferences,
  UpdateNotificationPreferences,
} from '@kampus/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notificationPreferences, notifications, users } from '../../db/schema/index.ts';
import { appError } from '../../lib/app-error.ts';
import { readMailPreferences } from './mail-preferences.ts';
import { toNotificationItem } from './notification-rows.ts';
import { verifyUnsubscribeToken } from './unsubscribe-tokens.ts';

const unreadOf = (userId: string) => and(eq(notifications.userId, userId), eq(notifications.isRead, false));

export const unreadCount = async (db: Database, userId: string): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(notifications).where(unreadOf(userId));
  return Number(row?.n ?? 0);
};

/** The user's notifications, newest first, with the number still unread (the bell's badge). */
export const listNotifications = async (
  db: Database,
  userId: string,
  query: NotificationListQuery,
): Promise<NotificationPage> => {
  const mine = eq(notifications.userId, userId);
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize),
    db.select({ n: count() }).from(notifications).where(mine),
    unreadCount(db, userId),
  ]);
  const totalItemCount = Number(total?.n ?? 0);
  const totalPageCount = Math.ceil(totalItemCount / query.pageSize);
  return {
    items: rows.map(toNotificationItem),
    currentPage: query.pageNumber,
    totalPageCount,
    totalItemCount,
    hasNextPage: query.pageNumber < totalPageCount,
    unreadCount: unread,
  };
};

/** Marks one of the user's notifications read; someone else's is answered as if it did not exist. */
export const markRead = async (db: Database, userId: string, id: string) => {
  const changed = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (changed.length === 0) throw appError('NOTIFICATION_NOT_FOUND');
  return { unreadCount: await unreadCount(db, userId) };
};

export const markAllRead = async (db: Database, userId: string) => {
  await db.update(notifications).set({ isRead: true }).where(unreadOf(userId));
  return { unreadCount: 0 };
};

type OptionalCategory = Exclude<NotificationCategory, 'orders'>;

const storePreferences = (db: Database, userId: string, values: Partial<Record<OptionalCategory, boolean>>) =>
  db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { ...values, updatedAt: new Date() },
    });

export const updatePreferences = async (
  db: Database,
  userId: string,
  input: UpdateNotificationPreferences,
): Promise<NotificationPreferences> => {
  const { learning, family, reminders, marketing } = input.email;
  await storePreferences(db, userId, { learning, family, reminders, marketing });
  return readMailPreferences(db, userId);
};

/**
 * The user and category of a one-click unsubscribe link, or UNSUBSCRIBE_LINK_INVALID for anything tampered, made
 * with another key, naming `orders` or an account that no longer exists.
 */
export const unsubscribeTarget = async (db: Database, dataKey: Buffer, token: string) => {
  const target = verifyUnsubscribeToken(dataKey, token);
  if (!target || target.category === 'orders') throw appError('UNSUBSCRIBE_LINK_INVALID');
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, target.userId)).limit(1);
  if (!user) throw appError('UNSUBSCRIBE_LINK_INVALID');
  return { userId: target.userId, category: target.category as OptionalCategory };
};

/** Turns the link's category off; running it twice changes nothing more (RFC 8058 clients may retry). */
export const unsubscribe = async (db: Database, dataKey: Buffer, token: string) => {
  const { userId, category } = await unsubscribeTarget(db, dataKey, token);
  await storePreferences(db, userId, { [category]: false });
  return { category };
};
