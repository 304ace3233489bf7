import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '@kampus/contract';

/**
 * The signed part of a one-click unsubscribe link (RFC 8058): whose mail, which category. It carries no expiry: a
 * mail read months later must still unsubscribe. The key is derived from the server's data key, so it changes only
 * when that key does.
 */
const mac = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(`unsubscribe:${payload}`).digest('base64url');

export const signUnsubscribeToken = (key: Buffer, userId: string, category: NotificationCategory): string => {
  const payload = `${userId}.${category}`;
  return `${payload}.${mac(key, payload)}`;
};

/** The user and category a token names, or null for anything tampered, truncated or made with another key. */
export const verifyUnsubscribeToken = (
  key: Buffer,
  token: string,
): { userId: string; category: NotificationCategory } | null => {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [userId, category, signature] = parts as [string, string, string];
  if (!(NOTIFICATION_CATEGORIES as readonly string[]).includes(category) || category === 'orders')
    return null;
  const expected = Buffer.from(mac(key, `${userId}.${category}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (!/^[0-9a-f-]{36}$/i.test(userId)) return null;
  return { userId, category: category as NotificationCategory };
};
