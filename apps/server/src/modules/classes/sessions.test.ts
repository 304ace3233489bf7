import { classMessages as m, PublishStatus, Role } from '@kampus/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrol, makeCourse, makeUser, type TestUser } from '../../../test/support/catalogue.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { classSessions, mailOutbox, notifications } from '../../db/schema/index.ts';

let t: TestApp;
let lecturer: TestUser;
let otherLecturer: TestUser;
let admin: TestUser;
let ayse: TestUser;
let burak: TestUser;
let outsider: TestUser;
let courseId: string;
let draftId: string;

const API = '/api/v1/web';
const MIN = 60_000;
const HOUR = 60 * MIN;
const call = async (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who?: TestUser,
  json?: unknown,
) => {
  const res = await t.app.inject({
    method,
    url: `${API}${url}`,
    headers: {
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(json === undefined ? {} : { payload: JSON.stringify(json) }),
  });
  return { status: res.statusCode, body: res.json() };
};
const okData = async (p: ReturnType<typeof call>) => {
  const res = await p;
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const session = (over: Record<string, unknown> = {}) => ({
  title: '1. hafta: Giriş',
  startsAt: at(2 * 24 * HOUR),
  endsAt: at(2 * 24 * HOUR + 2 * HOUR),
  location: 'Kadıköy Şubesi, B203',
  onlineUrl: 'https://meet.example.com/abc-defg-hij',
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  lecturer = await makeUser(t, { roles: [Role.Lecturer], name: 'Mehmet', surname: 'Kaya' });
  otherLecturer = await makeUser(t, { roles: [Role.Lecturer] });
  admin = await makeUser(t, { roles: [Role.Admin] });
  ayse = await makeUser(t, { name: 'Ayşe', surname: 'Yılmaz' });
  burak = await makeUser(t, { name: 'Burak', surname: 'Demir' });
  outsider = await makeUser(t);
  courseId = (await makeCourse(t, { lecturerId: lecturer.id, name: 'Yüz Yüze Python' })).id;
  draftId = (await makeCourse(t, { lecturerId: lecturer.id, publishStatus: PublishStatus.Draft })).id;
  await enrol(t, ayse.id, courseId);
  await enrol(t, burak.id, courseId);
});
afterAll(async () => {
  await t?.close();
});

describe('POST /courses/{id}/sessions', () => {
  it('adds a session for the course lecturer and for an admin', async () => {
    const id = await okData(call('POST', `/courses/${courseId}/sessions`, lecturer, session()));
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const byAdmin = await okData(
      call(
        'POST',
        `/courses/${courseId}/sessions`,
        admin,
        session({ title: 'Yönetici ekledi', onlineUrl: null }),
      ),
    );
    expect(byAdmin).not.toBe(id);
  });

  it('refuses another lecturer with 404, a student with 403, a visitor with 401', async () => {
    const before = await t.app.deps.db.select().from(classSessions);
    expect((await call('POST', `/courses/${courseId}/sessions`, otherLecturer, session())).status).toBe(404);
    expect((await call('POST', `/courses/${courseId}/sessions`, ayse, session())).status).toBe(403);
    expect((await call('POST', `/courses/${courseId}/sessions`, undefined, session())).status).toBe(401);
    expect(await t.app.deps.db.select().from(classSessions)).toHaveLength(before.length);
  });

  it('names each bad field in Turkish', async () => {
    const res = await call(
      'POST',
      `/courses/${courseId}/sessions`,
      lecturer,
      session({ title: 'x', endsAt: at(HOUR), startsAt: at(2 * HOUR), onlineUrl: 'javascript:alert(1)' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      title: m.title,
      endsAt: m.endsBeforeStart,
      onlineUrl: m.onlineUrl,
    });
    const neither = await call(
      'POST',
      `/courses/${courseId}/sessions`,
      lecturer,
      session({ location: '  ', onlineUrl: null }),
    );
    expect(neither.status).toBe(400);
    expect(neither.body.error.fields.location).toBe(m.placeOrLink);
  });
});

describe('GET /courses/{id}/sessions: who sees the place and the link', () => {
  let soonId: string;
  let laterId: string;
  beforeAll(async () => {
    // Starts in 10 minutes: the join link is open to the enrolled; the later one's is not yet.
    soonId = await okData(
      call(
        'POST',
        `/courses/${courseId}/sessions`,
        lecturer,
        session({ title: 'Yakında', startsAt: at(10 * MIN), endsAt: at(70 * MIN) }),
      ),
    );
    laterId = await okData(
      call(
        'POST',
        `/courses/${courseId}/sessions`,
        lecturer,
        session({ title: 'Sonra', startsAt: at(20 * MIN), endsAt: at(80 * MIN) }),
      ),
    );
  });
  const find = (list: { id: string }[], id: string) =>
    list.find((s) => s.id === id) as Record<string, unknown>;

  it('gives an enrolled learner the place, and the link only from 15 minutes before the start', async () => {
    const list = await okData(call('GET', `/courses/${courseId}/sessions`, ayse));
    expect(find(list, soonId)).toMatchObject({
      location: 'Kadıköy Şubesi, B203',
      onlineUrl: 'https://meet.example.com/abc-defg-hij',
      isOnsite: true,
      isOnline: true,
    });
    const later = find(list, laterId);
    expect(later.location).toBe('Kadıköy Şubesi, B203');
    expect(later.onlineUrl).toBeNull();
    expect(Date.parse(later.joinOpensAt as string)).toBe(Date.parse(later.startsAt as string) - 15 * MIN);
  });

  it('gives the lecturer and admins the place and the link at any time', async () => {
    for (const who of [lecturer, admin]) {
      const later = find(await okData(call('GET', `/courses/${courseId}/sessions`, who)), laterId);
      expect(later.onlineUrl).toBe('https://meet.example.com/abc-defg-hij');
      expect(later.location).toBe('Kadıköy Şubesi, B203');
    }
  });

  it('shows visitors and other signed-in people the timetable without place or link', async () => {
    for (const who of [undefined, outsider, otherLecturer]) {
      const list = await okData(call('GET', `/courses/${courseId}/sessions`, who));
      const soon = find(list, soonId);
      expect(soon).toMatchObject({
        title: 'Yakında',
        location: null,
        onlineUrl: null,
        isOnsite: true,
        isOnline: true,
      });
    }
  });

  it('lists sessions in time order', async () => {
    const list: { startsAt: string }[] = await okData(call('GET', `/courses/${courseId}/sessions`));
    const times = list.map((s) => Date.parse(s.startsAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('answers 404 for a draft course to anyone but its staff', async () => {
    await okData(call('POST', `/courses/${draftId}/sessions`, lecturer, session()));
    expect((await call('GET', `/courses/${draftId}/sessions`, outsider)).status).toBe(404);
    expect((await call('GET', `/courses/${draftId}/sessions`)).status).toBe(404);
    expect(await okData(call('GET', `/courses/${draftId}/sessions`, lecturer))).toHaveLength(1);
  });
});

describe('PUT /sessions/{id} and DELETE /sessions/{id}', () => {
  const mailsOf = (prefix: string) =>
    t.app.deps.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.eventKey, `${prefix}%`));
  const notesOf = (userId: string, type: string) =>
    t.app.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

  it('moves a session and tells every enrolled learner once by mail and notification', async () => {
    const id = await okData(
      call('POST', `/courses/${courseId}/sessions`, lecturer, session({ title: 'Taşınacak' })),
    );
    const moved = session({
      title: 'Taşınacak',
      startsAt: at(3 * 24 * HOUR),
      endsAt: at(3 * 24 * HOUR + HOUR),
    });
    await okData(call('PUT', `/sessions/${id}`, lecturer, moved));
    const mails = await mailsOf(`session-changed:${id}:`);
    expect(mails.map((x) => x.userId).sort()).toEqual([ayse.id, burak.id].sort());
    expect(mails.every((x) => x.template === 'session-changed' && x.category === 'learning')).toBe(true);
    expect(await notesOf(ayse.id, 'session-changed')).toHaveLength(1);
    expect(await notesOf(burak.id, 'session-changed')).toHaveLength(1);
    expect(await notesOf(outsider.id, 'session-changed')).toHaveLength(0);
    const [row] = await t.app.deps.db.select().from(classSessions).where(eq(classSessions.id, id));
    expect(row?.startsAt.toISOString()).toBe(moved.startsAt);
  });

  it('tells no one when only the title changes', async () => {
    const body = session({ title: 'Başlık' });
    const id = await okData(call('POST', `/courses/${courseId}/sessions`, lecturer, body));
    await okData(call('PUT', `/sessions/${id}`, lecturer, { ...body, title: 'Yeni başlık' }));
    expect(await mailsOf(`session-changed:${id}:`)).toHaveLength(0);
    const list: { id: string; title: string }[] = await okData(
      call('GET', `/courses/${courseId}/sessions`, ayse),
    );
    expect(list.find((s) => s.id === id)?.title).toBe('Yeni başlık');
  });

  it('cancels a session and tells every enrolled learner', async () => {
    const id = await okData(
      call('POST', `/courses/${courseId}/sessions`, lecturer, session({ title: 'İptal' })),
    );
    await okData(call('DELETE', `/sessions/${id}`, admin));
    expect(await t.app.deps.db.select().from(classSessions).where(eq(classSessions.id, id))).toHaveLength(0);
    const mails = await mailsOf(`session-cancelled:${id}:`);
    expect(mails).toHaveLength(2);
    const [note] = await notesOf(ayse.id, 'session-cancelled');
    expect(note?.title).toBe('Oturum iptal edildi');
    expect((await call('DELETE', `/sessions/${id}`, lecturer)).status).toBe(404);
  });

  it('refuses another lecturer (404), a student (403) and a session that has ended (422)', async () => {
    const id = await okData(call('POST', `/courses/${courseId}/sessions`, lecturer, session()));
    expect((await call('PUT', `/sessions/${id}`, otherLecturer, session())).status).toBe(404);
    expect((await call('DELETE', `/sessions/${id}`, otherLecturer)).status).toBe(404);
    expect((await call('DELETE', `/sessions/${id}`, ayse)).status).toBe(403);
    const [past] = await t.app.deps.db
      .insert(classSessions)
      .values({
        courseId,
        title: 'Geçmiş',
        startsAt: new Date(Date.now() - 3 * HOUR),
        endsAt: new Date(Date.now() - 2 * HOUR),
        location: 'B203',
      })
      .returning();
    const res = await call('DELETE', `/sessions/${past?.id}`, lecturer);
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'SESSION_IN_PAST', errorMessage: m.sessionInPast });
    expect(
      await t.app.deps.db
        .select()
        .from(classSessions)
        .where(eq(classSessions.id, past?.id as string)),
    ).toHaveLength(1);
  });
});
