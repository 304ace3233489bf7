import '@mantine/dates/styles.css';
import { DatesProvider } from '@mantine/dates';
import dayjs from 'dayjs';
import 'dayjs/locale/tr';
import type { ReactNode } from 'react';

dayjs.locale('tr');

/**
 * Turkish calendars (month and day names, weeks from Monday) for the date pickers inside. Only the lecturer's and the
 * admin's forms pick dates, so the pickers' styles and dayjs load with those forms instead of with every page.
 */
export function TurkishDates({ children }: { children: ReactNode }) {
  return <DatesProvider settings={{ locale: 'tr', firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}
