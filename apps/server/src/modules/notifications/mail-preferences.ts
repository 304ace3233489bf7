import type { NotificationCategory, NotificationPreferences } from '@kampus/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notificationPreferences } from '../../db/schema/notifications.ts';

const DEFAULTS = { learning: true, family: true, reminders: true, marketing: false } as const;

/** A user's mail preferences; without a stored row, the defaults (everything but marketing). */
export const readMailPreferences = async (db: Database, userId: string): Promise<NotificationPreferences> => {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .limit(1);
  const stored = row ?? DEFAULTS;
  return {
    email: {
      orders: true,
      learning: stored.learning,
      family: stored.family,
      reminders: stored.reminders,
      marketing: stored.marketing,
    },
  };
};

/** Whether mail of this category goes to this user; order mail always does. */
export const wantsMail = async (db: Database, userId: string, category: NotificationCategory) =>
  category === 'orders' || (await readMailPreferences(db, userId)).email[category];
