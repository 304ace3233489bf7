/** The school behind the platform: who a buyer writes to and whose name heads a printed invoice. */
export const school = {
  name: 'Kampüs',
  legalName: 'Kampüs Eğitim Teknolojileri A.Ş.',
  supportEmail: 'destek@kampus.dev',
} as const;

/** A ready-to-send support mail about one order: the order number in the subject saves a round of questions. */
export const supportMailto = (orderNumber?: string) => {
  const subject = orderNumber ? `Sipariş ${orderNumber} hakkında destek` : 'Destek talebi';
  return `mailto:${school.supportEmail}?subject=${encodeURIComponent(subject)}`;
};
