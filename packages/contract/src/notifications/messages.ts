import type { NotificationCategory } from './schemas.ts';

/** Turkish names of the preference categories, as the settings page and the unsubscribe page show them. */
export const NOTIFICATION_CATEGORY_LABELS: Record<NotificationCategory, string> = {
  orders: 'Siparişler ve ödemeler',
  learning: 'Öğrenme (sertifikalar, cevaplar, ödevler)',
  family: 'Aile (davetler, satın alma istekleri, haftalık özet)',
  reminders: 'Hatırlatmalar (ders oturumları)',
  marketing: 'Kampanyalar ve duyurular',
};
