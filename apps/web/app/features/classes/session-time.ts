import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The school's time zone: sessions are entered and shown in Turkey's time, wherever the browser is. */
export const SCHOOL_ZONE = 'Europe/Istanbul';

/** A date-time picker's value ('YYYY-MM-DD HH:mm:ss', read as Istanbul time) → ISO UTC; null when empty. */
export const pickerToIso = (value: string | null): string | null =>
  value ? dayjs.tz(value, SCHOOL_ZONE).toISOString() : null;

/** ISO UTC → the picker's value in Istanbul time. */
export const isoToPicker = (iso: string): string => dayjs(iso).tz(SCHOOL_ZONE).format('YYYY-MM-DD HH:mm:ss');

const dateTime = new Intl.DateTimeFormat('tr-TR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: SCHOOL_ZONE,
});
const timeOnly = new Intl.DateTimeFormat('tr-TR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: SCHOOL_ZONE,
});
const dayOnly = new Intl.DateTimeFormat('tr-TR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SCHOOL_ZONE,
});

/** "Salı 1 Aralık 19:00 – 21:00" in Turkey's time. */
export const sessionWhen = (startsAt: string, endsAt: string) =>
  `${dateTime.format(new Date(startsAt))} – ${timeOnly.format(new Date(endsAt))}`;
export const dayText = (iso: string) => dayOnly.format(new Date(iso));
export const timeText = (iso: string) => timeOnly.format(new Date(iso));
/** The Istanbul calendar day of a moment, 'YYYY-MM-DD' (for grouping by day). */
export const istanbulDay = (iso: string) => dayjs(iso).tz(SCHOOL_ZONE).format('YYYY-MM-DD');
/** Monday 00:00 Istanbul of the week holding `iso`, as an ISO instant. */
export const weekStartOf = (iso: string) => {
  const local = dayjs(iso).tz(SCHOOL_ZONE);
  const sinceMonday = (local.day() + 6) % 7;
  return local.subtract(sinceMonday, 'day').startOf('day').toISOString();
};
export const addDays = (iso: string, days: number) => dayjs(iso).add(days, 'day').toISOString();
