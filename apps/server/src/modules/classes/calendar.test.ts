import { Role } from '@kampus/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrol, makeCourse, makeUser, type TestUser } from '../../../test/support/catalogue.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { classSessions, mailOutbox, notificationPreferences, notifications } from '../../db/schema/index.ts';
import { eventsOf } from '../announcements/index.ts';
import { sendSessionReminders } from './reminders.ts';

let t: TestApp;
let lecturer: TestUser;
let ayse: TestUser;
let burak: TestUser;
let outsider: TestUser;
let courseId: string;
let otherCourseId: string;

const API = '/api/v1/web';
const HOUR = 3_600_000;
const get = (url: string, who?: TestUser) =>
  t.app.inject({
    method: 'GET',
    url: `${API}${url}`,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
  });

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://okul.example.com' });
  lecturer = await makeUser(t, { roles: [Role.Lecturer] });
  ayse = await makeUser(t, { name: 'Ayşe' });
  burak = await makeUser(t, { name: 'Burak' });
  outsider = await makeUser(t);
  courseId = (await makeCourse(t, { lecturerId: lecturer.id, name: 'Yüz Yüze Python' })).id;
  otherCourseId = (await makeCourse(t, { lecturerId: lecturer.id, name: 'Başka Kurs' })).id;
  await enrol(t, ayse.id, courseId);
  await enrol(t, burak.id, courseId);
  await t.app.deps.db.insert(classSessions).values([
    {
      courseId,
      title: 'Döngüler',
      // 19:00 in Istanbul (UTC+3 all year) is 16:00Z.
      startsAt: new Date('2026-12-10T19:00:00+03:00'),
      endsAt: new Date('2026-12-10T21:00:00+03:00'),
      location: 'Kadıköy Şubesi, B203',
      onlineUrl: 'https://meet.example.com/gizli-baglanti',
    },
    {
      courseId: otherCourseId,
      title: 'Başka oturum',
      startsAt: new Date('2026-12-11T10:00:00+03:00'),
      endsAt: new Date('2026-12-11T11:00:00+03:00'),
      location: 'A101',
    },
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe('the personal iCalendar feed', () => {
  const feedOf = async (who: TestUser) => {
    const res = await get('/calendar/feed-url', who);
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().data.url;
    expect(url.startsWith('https://okul.example.com/api/v1/web/calendar/')).toBe(true);
    expect(url.endsWith('.ics')).toBe(true);
    return url.slice('https://okul.example.com'.length);
  };

  it('gives a learner their courses’ sessions in UTC without signing in: 19:00 Istanbul is 16:00Z', async () => {
    const path = await feedOf(ayse);
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const ics = res.body.replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('DTSTART:20261210T160000Z');
    expect(ics).toContain('DTEND:20261210T180000Z');
    expect(ics).toContain('LOCATION:Kadıköy Şubesi\\, B203');
    expect(ics).toContain('Döngüler – Yüz Yüze Python');
    // The meeting link opens for learners on the learning screen only; their events link to the course.
    expect(ics).not.toContain('gizli-baglanti');
    expect(ics).not.toContain('Başka oturum');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it('gives the lecturer every session of their courses, with the meeting link', async () => {
    const ics = (await t.app.inject({ method: 'GET', url: await feedOf(lecturer) })).body.replace(
      /\r\n[ \t]/g,
      '',
    );
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('https://meet.example.com/gizli-baglanti');
  });

  it('is an empty calendar for someone without sessions', async () => {
    const res = await t.app.inject({ method: 'GET', url: await feedOf(outsider) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('BEGIN:VCALENDAR');
    expect(res.body).not.toContain('BEGIN:VEVENT');
  });

  it('answers 404 for a tampered token and 401 for the feed address without sign-in', async () => {
    const path = await feedOf(ayse);
    const tampered = path.replace(ayse.id, burak.id);
    const res = await t.app.inject({ method: 'GET', url: tampered });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('CALENDAR_FEED_NOT_FOUND');
    expect((await get('/calendar/feed-url')).statusCode).toBe(401);
  });
});

describe('GET /calendar/sessions', () => {
  it('lists the caller’s sessions in a window, with the role they have', async () => {
    const q = '?from=2026-12-01T00:00:00Z&to=2026-12-31T00:00:00Z';
    const mine = (await get(`/calendar/sessions${q}`, ayse)).json().data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      courseName: 'Yüz Yüze Python',
      role: 'learner',
      startsAt: '2026-12-10T16:00:00.000Z',
      onlineUrl: null,
    });
    const taught = (await get(`/calendar/sessions${q}`, lecturer)).json().data;
    expect(taught.map((s: { role: string }) => s.role)).toEqual(['lecturer', 'lecturer']);
    expect((await get(`/calendar/sessions${q}`, outsider)).json().data).toEqual([]);
  });
});

describe('reminders 24 hours before', () => {
  it('go out once per session and learner, by mail and notification, however often the sweep runs', async () => {
    const events = eventsOf(t.app);
    const now = new Date('2026-12-09T17:00:00Z'); // 23 hours before the 16:00Z session
    await t.app.deps.db
      .insert(notificationPreferences)
      .values({ userId: burak.id, reminders: false })
      .onConflictDoNothing();
    expect(await sendSessionReminders(t.app.deps.db, events, new Date('2026-12-09T15:00:00Z'))).toBe(0);
    expect(await sendSessionReminders(t.app.deps.db, events, now)).toBe(1);
    expect(await sendSessionReminders(t.app.deps.db, events, new Date(now.getTime() + HOUR))).toBe(0);
    const mails = await t.app.deps.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.eventKey, 'session-reminder:%'));
    // Burak turned reminder mails off: he gets the notification only.
    expect(mails.map((x) => x.userId)).toEqual([ayse.id]);
    expect(mails[0]).toMatchObject({ template: 'session-reminder', category: 'reminders' });
    for (const who of [ayse, burak]) {
      const notes = await t.app.deps.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, who.id), eq(notifications.type, 'session-reminder')));
      expect(notes).toHaveLength(1);
    }
  });
});
