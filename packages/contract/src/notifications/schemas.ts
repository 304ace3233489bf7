import '../common/zod-config.ts';
import { z } from 'zod';
import { pagedSchema } from '../common/envelope.ts';
import { pageNumber, pageSize } from '../common/list-query.ts';

/** Wire schemas of in-app notifications and mail preferences. */

/** What a notification or a mail is about; each mail category but `orders` can be turned off. */
export const NOTIFICATION_CATEGORIES = ['orders', 'learning', 'family', 'reminders', 'marketing'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];
export const NotificationCategorySchema = z.enum(NOTIFICATION_CATEGORIES, {
  error: 'Geçerli bir bildirim kategorisi seçiniz.',
});

export const NotificationListQuerySchema = z.object({ pageNumber, pageSize: pageSize(20) });
export type NotificationListQuery = z.infer<typeof NotificationListQuerySchema>;

export const NotificationItemSchema = z.object({
  id: z.uuid(),
  category: NotificationCategorySchema,
  /** The event, e.g. `order-completed`, `certificate-issued`. */
  type: z.string(),
  title: z.string(),
  body: z.string(),
  /** A path inside the web app (`/orders/…`), or null when there is nothing to open. */
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof NotificationItemSchema>;

export const NotificationPageSchema = pagedSchema(NotificationItemSchema).extend({
  unreadCount: z.number().int(),
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

export const UnreadCountSchema = z.object({ unreadCount: z.number().int() });

const emailFlag = z.boolean({ error: 'Tercih değeri true veya false olmalıdır.' });

/** `orders` is always true: receipts and payment mail cannot be turned off. */
export const EmailPreferencesSchema = z.object({
  orders: z.literal(true, { error: 'Sipariş e-postaları kapatılamaz.' }),
  learning: emailFlag,
  family: emailFlag,
  reminders: emailFlag,
  marketing: emailFlag,
});
export const NotificationPreferencesSchema = z.object({ email: EmailPreferencesSchema });
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** The body of PUT /notifications/preferences; `orders` may be sent but only as true. */
export const UpdateNotificationPreferencesSchema = z.object({
  email: EmailPreferencesSchema.partial({ orders: true }),
});
export type UpdateNotificationPreferences = z.infer<typeof UpdateNotificationPreferencesSchema>;

/** One-click unsubscribe (RFC 8058): the signed token from the mail's List-Unsubscribe URL. */
export const UnsubscribeQuerySchema = z.object({
  token: z
    .string({ error: 'Abonelik bağlantısı geçersiz.' })
    .min(1, { error: 'Abonelik bağlantısı geçersiz.' })
    .max(512, { error: 'Abonelik bağlantısı geçersiz.' }),
});
export const UnsubscribeResultSchema = z.object({ category: NotificationCategorySchema });
