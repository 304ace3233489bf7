import { desc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { notificationPreferences, notifications } from '../../db/schema/notifications.ts';

/** The user's in-app notifications (newest first) and mail preferences, for the data export (modules/privacy). */
export const notificationsForExport = async (db: Database, userId: string) => ({
  notifications: await db
    .select({
      category: notifications.category,
      type: notifications.type,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      isRead: notifications.isRead,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt)),
  preferences:
    (
      await db
        .select({
          learning: notificationPreferences.learning,
          family: notificationPreferences.family,
          reminders: notificationPreferences.reminders,
          marketing: notificationPreferences.marketing,
          updatedAt: notificationPreferences.updatedAt,
        })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId))
    )[0] ?? 'varsayılan',
});

export const eraseNotifications = async (tx: Tx, userId: string): Promise<void> => {
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
};
