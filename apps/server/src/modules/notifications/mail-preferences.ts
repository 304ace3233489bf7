import type { NotificationCategory, NotificationPreferences } from '@kampus/contract';
import { eq, inArray } from 'drizzle-orm';
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

/** Of several users, those who get mail of this category (one statement; the weekly digest asks per hundred). */
export const usersWantingMail = async (
  db: Database,
  userIds: readonly string[],
  category: NotificationCategory,
): Promise<Set<string>> => {
  if (category === 'orders' || userIds.length === 0) return new Set(userIds);
  const stored = await db
    .select()
    .from(notificationPreferences)
    .where(inArray(notificationPreferences.userId, [...userIds]));
  const optedOut = new Set(stored.filter((row) => !row[category]).map((row) => row.userId));
  const storedIds = new Set(stored.map((row) => row.userId));
  return new Set(userIds.filter((id) => (storedIds.has(id) ? !optedOut.has(id) : DEFAULTS[category])));
};
