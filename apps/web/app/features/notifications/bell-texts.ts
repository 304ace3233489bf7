/**
 * The bell's own words, apart from the pages' texts: this file is on every signed-in page's first load, where each
 * kilobyte counts against the budget (tests/e2e/bundle-budget.test.ts).
 */

/** The bell's accessible name carries the count; the badge is only its picture. */
export const bellLabel = (unread: number | null) =>
  unread && unread > 0 ? `Bildirimler, ${unread} okunmamış` : 'Bildirimler';

/** Read out once when a notification arrives while a page is open. */
export const arrivedText = (title: string) => `Yeni bildirim: ${title}`;
