import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CalendarQuery, CalendarSession } from '@kampus/contract';
import { type SQL, sql } from 'drizzle-orm';
import { createEvents, type EventAttributes } from 'ics';
import type { Database, Tx } from '../../db/client.ts';
import { classSessions } from '../../db/schema/classes.ts';
import { queryRows } from '../../db/sql.ts';
import { appError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { enrolmentRows } from '../enrolments/index.ts';
import { type SessionRow, sessionView } from './session-views.ts';

type Db = Database | Tx;

const DAY = 86_400_000;
/** The feed carries the sessions of the last 30 days and every coming one. */
const FEED_PAST_DAYS = 30;

/* ---- The personal feed's address: `<userId>.<HMAC>`, keyed by the server's data key (no table, no expiry). ---- */

const mac = (key: Buffer, userId: string) =>
  createHmac('sha256', key).update(`calendar-feed:${userId}`).digest('base64url');

export const feedToken = (key: Buffer, userId: string) => `${userId}.${mac(key, userId)}`;

/** The user a feed token names, or null for anything tampered, truncated or signed with another key. */
export const userOfFeedToken = (key: Buffer, token: string): string | null => {
  const [userId, signature, ...rest] = token.split('.');
  if (!userId || !signature || rest.length > 0 || !/^[0-9a-f-]{36}$/i.test(userId)) return null;
  const expected = Buffer.from(mac(key, userId));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return userId;
};

export const feedUrl = (publicUrl: string, key: Buffer, userId: string) =>
  `${publicUrl}/api/v1/web/calendar/${feedToken(key, userId)}.ics`;

/* ---- The caller's sessions: as a learner (enrolled) or as the course's lecturer. ---- */

type CalendarRow = {
  id: string;
  course_id: string;
  course_name: string;
  title: string;
  starts_at: Date | string;
  ends_at: Date | string;
  location: string | null;
  online_url: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  is_lecturer: boolean;
};

const sessionsOf = (db: Db, userId: string, from: Date, to: Date | null): Promise<CalendarRow[]> => {
  const until: SQL = to ? sql`AND s.starts_at < ${to.toISOString()}` : sql``;
  return queryRows<CalendarRow>(
    db,
    sql`SELECT s.id, s.course_id, c.name AS course_name, s.title, s.starts_at, s.ends_at, s.location,
        s.online_url, s.created_at, s.updated_at, (c.lecturer_id = ${userId}) AS is_lecturer
      FROM ${classSessions} s JOIN courses c ON c.id = s.course_id
      WHERE s.ends_at > ${from.toISOString()} ${until}
        AND (c.lecturer_id = ${userId}
          OR EXISTS (SELECT 1 FROM ${enrolmentRows} e WHERE e.course_id = c.id AND e.user_id = ${userId}))
      ORDER BY s.starts_at, s.id
      LIMIT 1000`,
  );
};

const rowOf = (r: CalendarRow): SessionRow => ({
  id: r.id,
  courseId: r.course_id,
  title: r.title,
  startsAt: new Date(r.starts_at),
  endsAt: new Date(r.ends_at),
  location: r.location,
  onlineUrl: r.online_url,
  remindedAt: null,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

/** `GET /calendar/sessions?from&to`: the caller's sessions in a window (default: from a week ago, 90 days on). */
export const calendarSessions = async (
  db: Db,
  user: CurrentUser,
  query: CalendarQuery,
  now = new Date(),
): Promise<CalendarSession[]> => {
  const from = query.from ? new Date(query.from) : new Date(now.getTime() - 7 * DAY);
  const to = query.to ? new Date(query.to) : new Date(from.getTime() + 97 * DAY);
  const rows = await sessionsOf(db, user.id, from, to);
  return rows.map((r) => ({
    ...sessionView(rowOf(r), { isStaff: r.is_lecturer, isEnrolled: !r.is_lecturer }, now),
    courseId: r.course_id,
    courseName: r.course_name,
    role: r.is_lecturer ? 'lecturer' : 'learner',
  }));
};

/**
 * `GET /calendar/{token}.ics`: the iCalendar feed of the token's user, built with the `ics` package. Times are
 * written in UTC (`…Z`), which every calendar shows in its own zone: a lesson at 19:00 in Istanbul is 16:00Z. The
 * meeting link is in a lecturer's events only: learners get it on the learning screen 15 minutes before the start,
 * so their events link to the course instead.
 */
export const calendarFeed = async (
  db: Db,
  config: { publicUrl: string; schoolName: string },
  key: Buffer,
  token: string,
  now = new Date(),
): Promise<string> => {
  const userId = userOfFeedToken(key, token);
  if (!userId) throw appError('CALENDAR_FEED_NOT_FOUND');
  const [exists] = await queryRows<{ id: string }>(db, sql`SELECT id FROM users WHERE id = ${userId}`);
  if (!exists) throw appError('CALENDAR_FEED_NOT_FOUND');
  const rows = await sessionsOf(db, userId, new Date(now.getTime() - FEED_PAST_DAYS * DAY), null);
  const host = new URL(config.publicUrl).host;
  const events: EventAttributes[] = rows.map((r) => {
    const courseUrl = `${config.publicUrl}/course/${r.course_id}/learning`;
    const onlineNote = r.online_url
      ? r.is_lecturer
        ? `Toplantı bağlantısı: ${r.online_url}`
        : "Derse Katıl bağlantısı, başlamadan 15 dakika önce Kampüs'te açılır."
      : null;
    const createdAt = new Date(r.created_at).getTime();
    const updatedAt = new Date(r.updated_at).getTime();
    return {
      uid: `${r.id}@${host}`,
      title: `${r.title} – ${r.course_name}`,
      description: [r.course_name, onlineNote, courseUrl].filter(Boolean).join('\n'),
      start: new Date(r.starts_at).getTime(),
      startInputType: 'utc',
      startOutputType: 'utc',
      end: new Date(r.ends_at).getTime(),
      endInputType: 'utc',
      endOutputType: 'utc',
      ...(r.location ? { location: r.location } : {}),
      url: r.is_lecturer && r.online_url ? r.online_url : courseUrl,
      status: 'CONFIRMED',
      // Grows with every change, so subscribed calendars take a moved session's new time.
      sequence: Math.max(0, Math.floor((updatedAt - createdAt) / 1000)),
      lastModified: updatedAt,
    };
  });
  const { error, value } = createEvents(events, {
    productId: `-//${config.schoolName}//Kampüs Takvim//TR`,
    calName: `${config.schoolName} oturumları`,
  });
  if (error || value === null) throw error ?? new Error('takvim oluşturulamadı');
  return value;
};
