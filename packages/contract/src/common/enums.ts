/** Numeric enumerations of the wire format with their Turkish labels. */

export const Role = { Admin: 0, Lecturer: 1, Student: 2, Parent: 3 } as const;
export type Role = (typeof Role)[keyof typeof Role];
export const RoleName = ['Admin', 'Lecturer', 'Student', 'Parent'] as const;
export type RoleName = (typeof RoleName)[number];
export const roleLabels: Record<Role, string> = { 0: 'Yönetici', 1: 'Eğitmen', 2: 'Öğrenci', 3: 'Veli' };

export const Level = { Beginner: 0, Intermediate: 1, Advanced: 2 } as const;
export type Level = (typeof Level)[keyof typeof Level];
export const levelLabels: Record<Level, string> = { 0: 'Başlangıç', 1: 'Orta', 2: 'İleri' };
export const levelColors: Record<Level, string> = { 0: 'green', 1: 'yellow', 2: 'red' };

export const PaymentType = { CreditCard: 0, PayPal: 1, BankTransfer: 2, Free: 3 } as const;
export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType];
export const paymentTypeLabels: Record<PaymentType, string> = {
  0: 'Kredi Kartı',
  1: 'PayPal',
  2: 'Banka Transferi',
  3: 'Ücretsiz',
};

export const OrderStatus = { Pending: 0, Completed: 1, Cancelled: 2 } as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];
export const orderStatusLabels: Record<OrderStatus, string> = {
  0: 'Bekliyor',
  1: 'Tamamlandı',
  2: 'İptal Edildi',
};

export const LectureContentType = { Video: 0, Text: 1, Html: 2, Quiz: 3, Assignment: 4 } as const;
export type LectureContentType = (typeof LectureContentType)[keyof typeof LectureContentType];
export const lectureContentTypeLabels: Record<LectureContentType, string> = {
  0: 'Video',
  1: 'Metin',
  2: 'HTML',
  3: 'Quiz',
  4: 'Ödev',
};

export const PublishStatus = { Draft: 0, Published: 1, Archived: 2 } as const;
export type PublishStatus = (typeof PublishStatus)[keyof typeof PublishStatus];
export const publishStatusLabels: Record<PublishStatus, string> = {
  0: 'Taslak',
  1: 'Yayında',
  2: 'Arşivlendi',
};
export const publishStatusColors: Record<PublishStatus, string> = { 0: 'orange', 1: 'green', 2: 'gray' };

export const DiscountType = { Percentage: 0, SubtractFromPrice: 1, SetAsFinalPrice: 2, Free: 3 } as const;
export type DiscountType = (typeof DiscountType)[keyof typeof DiscountType];
export const discountTypeLabels: Record<DiscountType, string> = {
  0: 'Yüzde',
  1: 'Fiyattan Düş',
  2: 'Sabit Fiyat',
  3: 'Ücretsiz',
};

export const MeetingType = { Online: 0, Onsite: 2 } as const;
export type MeetingType = (typeof MeetingType)[keyof typeof MeetingType];

export const LectureType = { Lesson: 0, Booster: 1, Practice: 2, Quiz: 3, Example: 4 } as const;
export type LectureType = (typeof LectureType)[keyof typeof LectureType];

/** Label of a value, or the seeds' fallback for an unknown one. */
export const labelOf = <K extends number>(labels: Record<K, string>, value: number, fallback = 'Unknown') =>
  (labels as Record<number, string>)[value] ?? fallback;
