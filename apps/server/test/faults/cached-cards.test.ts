import { Role } from '@kampus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueState, users } from '../../src/db/schema/index.ts';
import { get, signedInUser } from '../support/auth.ts';
import { API, makeCourse, makePerson, type Person } from '../support/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Visitors' course pages are cached whole per catalogue version (every instance checks the version on each
 * request). A course card carries its lecturer's name, so renaming a lecturer must move the version, or every
 * instance would keep showing the old name until some unrelated change.
 */

let t: TestApp;
let lecturer: Awaited<ReturnType<typeof signedInUser>>;
let admin: Person;

const cardLecturer = async () => {
  const res = await get(t, `/courses/paginated?search=${encodeURIComponent('Önbellek')}`);
  expect(res.statusCode).toBe(200);
  return (res.json().data.items as Array<{ lecturerName: string }>).map((c) => c.lecturerName);
};
const version = async () => (await t.app.deps.db.select().from(catalogueState))[0]?.version ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  lecturer = await signedInUser(t, { name: 'Ayşe', surname: 'Yılmaz' });
  await t.app.deps.db
    .update(users)
    .set({ roles: [Role.Lecturer] })
    .where(eq(users.id, lecturer.id));
  admin = await makePerson(t, [Role.Admin]);
  await makeCourse(t, lecturer.id, { name: 'Önbellek ve Sürümler' });
});
afterAll(async () => {
  await t.close();
});

describe('cached course cards after a lecturer is renamed', () => {
  it('show the name the lecturer gives themselves on their profile', async () => {
    expect(await cardLecturer()).toEqual(['Ayşe Yılmaz']);
    expect(await cardLecturer()).toEqual(['Ayşe Yılmaz']);
    const token = lecturer.tokens.accessToken;
    const profile = await get(t, '/students/by-session', token);
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/students/by-session`,
      headers: { authorization: `Bearer ${token}` },
      payload: { ...profile.json().data, surname: 'Kaya' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await cardLecturer()).toEqual(['Ayşe Kaya']);
  });

  it('show the name an admin gives the lecturer', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `${API}/users`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { id: lecturer.id, name: 'Zeynep', surname: 'Kaya', roles: [Role.Lecturer] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await cardLecturer()).toEqual(['Zeynep Kaya']);
  });

  it('stay cached when someone without courses is renamed', async () => {
    const student = await signedInUser(t);
    const before = await version();
    const res = await t.app.inject({
      method: 'PUT',
      url: `${API}/users`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { id: student.id, name: 'Deniz', surname: 'Ak', roles: [Role.Student] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await version()).toBe(before);
  });
});
