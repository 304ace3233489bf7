import { classMessages as m, Role } from '@kampus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrol, makeCourse, makeUser, type TestUser } from '../../../test/support/catalogue.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { classSessions, sessionAttendance } from '../../db/schema/index.ts';

let t: TestApp;
let lecturer: TestUser;
let otherLecturer: TestUser;
let admin: TestUser;
let ayse: TestUser;
let burak: TestUser;
let cem: TestUser;
let outsider: TestUser;
let courseId: string;
let sessionId: string;
let secondSessionId: string;

const API = '/api/v1/web';
const HOUR = 3_600_000;
const call = async (method: 'GET' | 'PUT', url: string, who?: TestUser, json?: unknown) => {
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

beforeAll(async () => {
  t = await createTestApp();
  lecturer = await makeUser(t, { roles: [Role.Lecturer] });
  otherLecturer = await makeUser(t, { roles: [Role.Lecturer] });
  admin = await makeUser(t, { roles: [Role.Admin] });
  ayse = await makeUser(t, { name: 'Ayşe', surname: 'Yılmaz' });
  burak = await makeUser(t, { name: 'Burak', surname: 'Demir' });
  cem = await makeUser(t, { name: 'Cem', surname: 'Ak' });
  outsider = await makeUser(t, { name: 'Zeynep' });
  courseId = (await makeCourse(t, { lecturerId: lecturer.id, name: 'Yüz Yüze Python' })).id;
  for (const who of [ayse, burak, cem]) await enrol(t, who.id, courseId);
  const rows = await t.app.deps.db
    .insert(classSessions)
    .values([
      {
        courseId,
        title: '1. hafta',
        startsAt: new Date(Date.now() - 2 * HOUR),
        endsAt: new Date(Date.now() - HOUR),
        location: 'B203',
      },
      {
        courseId,
        title: '2. hafta',
        startsAt: new Date(Date.now() + 24 * HOUR),
        endsAt: new Date(Date.now() + 26 * HOUR),
        location: 'B203',
      },
    ])
    .returning({ id: classSessions.id });
  sessionId = rows[0]?.id as string;
  secondSessionId = rows[1]?.id as string;
});
afterAll(async () => {
  await t?.close();
});

describe('GET and PUT /sessions/{id}/attendance', () => {
  it('lists every enrolled learner, unmarked until the register is saved', async () => {
    const list = await okData(call('GET', `/sessions/${sessionId}/attendance`, lecturer));
    expect(list.map((e: { name: string }) => e.name)).toEqual(['Ayşe', 'Burak', 'Cem']);
    expect(list.every((e: { present: null }) => e.present === null)).toBe(true);
  });

  it('saves the present learners and marks the other enrolled ones absent; saving again is the same', async () => {
    for (let i = 0; i < 2; i += 1) {
      const saved = await okData(
        call('PUT', `/sessions/${sessionId}/attendance`, lecturer, { presentStudentIds: [ayse.id, cem.id] }),
      );
      expect(saved.map((e: { present: boolean }) => e.present)).toEqual([true, false, true]);
    }
    const rows = await t.app.deps.db
      .select()
      .from(sessionAttendance)
      .where(eq(sessionAttendance.sessionId, sessionId));
    expect(rows).toHaveLength(3);
    const list = await okData(call('GET', `/sessions/${sessionId}/attendance`, admin));
    expect(
      Object.fromEntries(list.map((e: { studentId: string; present: boolean }) => [e.studentId, e.present])),
    ).toEqual({
      [ayse.id]: true,
      [burak.id]: false,
      [cem.id]: true,
    });
  });

  it('is the owner lecturer’s and admins’ only: another lecturer 404, a learner 403, a visitor 401', async () => {
    expect((await call('GET', `/sessions/${sessionId}/attendance`, otherLecturer)).status).toBe(404);
    expect(
      (await call('PUT', `/sessions/${sessionId}/attendance`, otherLecturer, { presentStudentIds: [] }))
        .status,
    ).toBe(404);
    expect((await call('GET', `/sessions/${sessionId}/attendance`, ayse)).status).toBe(403);
    expect(
      (await call('PUT', `/sessions/${sessionId}/attendance`, ayse, { presentStudentIds: [ayse.id] })).status,
    ).toBe(403);
    expect((await call('GET', `/sessions/${sessionId}/attendance`)).status).toBe(401);
    const list = await okData(call('GET', `/sessions/${sessionId}/attendance`, lecturer));
    expect(list.find((e: { studentId: string }) => e.studentId === burak.id).present).toBe(false);
  });

  it('refuses someone who is not enrolled (422) and changes nothing', async () => {
    const res = await call('PUT', `/sessions/${sessionId}/attendance`, lecturer, {
      presentStudentIds: [burak.id, outsider.id],
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({
      code: 'ATTENDANCE_NOT_ENROLLED',
      errorMessage: m.notEnrolledStudent,
    });
    const list = await okData(call('GET', `/sessions/${sessionId}/attendance`, lecturer));
    expect(list.find((e: { studentId: string }) => e.studentId === burak.id).present).toBe(false);
  });

  it('refuses a body that is not a list of ids with 400', async () => {
    const res = await call('PUT', `/sessions/${sessionId}/attendance`, lecturer, {
      presentStudentIds: ['x'],
    });
    expect(res.status).toBe(400);
  });
});

describe('GET /courses/{id}/my-attendance', () => {
  it('gives the learner their mark per session, unrecorded sessions as null', async () => {
    const mine = await okData(call('GET', `/courses/${courseId}/my-attendance`, burak));
    expect(
      mine.items.map((i: { sessionId: string; present: boolean | null }) => [i.sessionId, i.present]),
    ).toEqual([
      [sessionId, false],
      [secondSessionId, null],
    ]);
    expect(mine).toMatchObject({ presentCount: 0, recordedCount: 1 });
    expect((await okData(call('GET', `/courses/${courseId}/my-attendance`, ayse))).presentCount).toBe(1);
  });

  it('refuses someone not enrolled with 403', async () => {
    expect((await call('GET', `/courses/${courseId}/my-attendance`, outsider)).status).toBe(403);
  });
});
