import { learningMessages, Role } from '@kampus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call as callApi } from '../../../test/support/authoring.ts';
import { enrol, makeCourse, makeUser, type TestUser } from '../../../test/support/catalogue.ts';
import { createSecondInstance, createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { lectureQuestionVersions, lectures, users } from '../../db/schema/index.ts';

/*
 * A lecture's first page is kept in memory under the lecture's version (decision 056): every change the page shows
 * must be in the very next read, for every reader, with each reader's own upvote marks.
 */

let t: TestApp;
let lecturer: TestUser;
let ayse: TestUser;
let burak: TestUser;
let outsider: TestUser;
let courseId: string;
let lectureId: string;

const API = '/api/v1/web';
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: TestUser, json?: unknown) =>
  callApi(t, method, url, who.token, json === undefined ? undefined : { json });
const okData = async (p: ReturnType<typeof call>) => {
  const res = await p;
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
type Item = {
  id: string;
  title: string;
  author: { displayName: string };
  answerCount: number;
  upvotes: number;
  isUpvoted: boolean;
  isMine: boolean;
  hasLecturerAnswer: boolean;
  hasAcceptedAnswer: boolean;
};
type Page = { items: Item[]; totalItemCount: number };
const firstPage = (who: TestUser, sort: 'newest' | 'top' = 'newest', pageSize = 10) =>
  okData(
    call('GET', `/lectures/${lectureId}/questions?pageNumber=1&pageSize=${pageSize}&sort=${sort}`, who),
  ) as Promise<Page>;
const ask = (who: TestUser, title: string) =>
  okData(
    call('POST', `/lectures/${lectureId}/questions`, who, { title, body: 'Ayrıntılar burada.' }),
  ) as Promise<string>;
const itemOf = (page: Page, id: string) => page.items.find((i) => i.id === id);

beforeAll(async () => {
  t = await createTestApp();
  lecturer = await makeUser(t, { roles: [Role.Lecturer], name: 'Mehmet', surname: 'Kaya' });
  ayse = await makeUser(t, { name: 'Ayşe', surname: 'Yılmaz' });
  burak = await makeUser(t, { name: 'Burak', surname: 'Işık' });
  outsider = await makeUser(t);
  const course = await makeCourse(t, { lecturerId: lecturer.id, lectureMinutes: [5] });
  courseId = course.id;
  lectureId = course.lectureIds[0] as string;
  await enrol(t, ayse.id, courseId);
  await enrol(t, burak.id, courseId);
});
afterAll(async () => {
  await t?.close();
});

describe("a lecture's first page kept in memory", () => {
  it('shows every change in the next read, with each reader’s own marks', async () => {
    const first = await ask(ayse, 'Döngü neden bitmiyor?');
    // Both readers fill and then use the kept page.
    expect((await firstPage(ayse)).items.map((i) => i.id)).toEqual([first]);
    expect(itemOf(await firstPage(burak), first)).toMatchObject({ isMine: false, upvotes: 0 });

    // A new question: first in the list, and counted.
    const second = await ask(burak, 'Liste nasıl sıralanır?');
    const afterAsk = await firstPage(ayse);
    expect(afterAsk.items.map((i) => i.id)).toEqual([second, first]);
    expect(afterAsk.totalItemCount).toBe(2);

    // An upvote: the count for everyone, the mark only for the voter.
    await okData(call('POST', `/questions/${first}/upvote`, burak));
    expect(itemOf(await firstPage(burak), first)).toMatchObject({ upvotes: 1, isUpvoted: true });
    expect(itemOf(await firstPage(ayse), first)).toMatchObject({
      upvotes: 1,
      isUpvoted: false,
      isMine: true,
    });
    expect((await firstPage(ayse, 'top')).items[0]?.id).toBe(first);

    // The lecturer's answer, then its acceptance.
    const answerId = (await okData(
      call('POST', `/questions/${first}/answers`, lecturer, { body: 'Koşulu kontrol edin.' }),
    )) as string;
    expect(itemOf(await firstPage(burak), first)).toMatchObject({ answerCount: 1, hasLecturerAnswer: true });
    await okData(call('POST', `/answers/${answerId}/accept`, ayse));
    expect(itemOf(await firstPage(burak), first)).toMatchObject({ hasAcceptedAnswer: true });

    // The author's new name, written anywhere.
    await t.app.deps.db.update(users).set({ name: 'Ayşegül' }).where(eq(users.id, ayse.id));
    expect(itemOf(await firstPage(burak), first)?.author.displayName).toBe('Ayşegül Y.');

    // A removal by the lecturer.
    await okData(call('DELETE', `/questions/${second}`, lecturer));
    const afterRemoval = await firstPage(ayse);
    expect(afterRemoval.items.map((i) => i.id)).toEqual([first]);
    expect(afterRemoval.totalItemCount).toBe(1);

    // Another page size is a page of its own, and agrees.
    expect((await firstPage(burak, 'newest', 5)).items.map((i) => i.id)).toEqual([first]);
  });

  it('still decides access on every read of a kept page', async () => {
    await firstPage(ayse);
    const refused = await call('GET', `/lectures/${lectureId}/questions?pageNumber=1&pageSize=10`, outsider);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.errorMessage).toBe(learningMessages.notEnrolled);
  });

  it('shows a change made through another instance in the next read (its own memory on PostgreSQL)', async () => {
    const second = await createSecondInstance(t);
    try {
      const readThere = async () => {
        const res = await second.app.inject({
          method: 'GET',
          url: `${API}/lectures/${lectureId}/questions?pageNumber=1&pageSize=10`,
          headers: { authorization: `Bearer ${burak.token}` },
        });
        expect(res.statusCode).toBe(200);
        return res.json().data as Page;
      };
      const before = await readThere();
      const asked = await ask(ayse, 'Başka sunucuda görünür mü?');
      const after = await readThere();
      expect(after.items[0]?.id).toBe(asked);
      expect(after.totalItemCount).toBe(before.totalItemCount + 1);
    } finally {
      await second.close();
    }
  });

  it('bumps the version in the transaction of each change, and not on a read', async () => {
    const versionOf = async () =>
      (
        await t.app.deps.db
          .select({ version: lectureQuestionVersions.version })
          .from(lectureQuestionVersions)
          .where(eq(lectureQuestionVersions.lectureId, lectureId))
      )[0]?.version ?? 0;
    const before = await versionOf();
    await firstPage(burak);
    expect(await versionOf()).toBe(before);
    await ask(burak, 'Sözlükte anahtar nasıl aranır?');
    expect(await versionOf()).toBe(before + 1);
    // A lecture that is removed takes its questions with it; the trigger's row for it stays harmless.
    const other = await makeCourse(t, { lecturerId: lecturer.id, lectureMinutes: [5] });
    await enrol(t, ayse.id, other.id);
    const otherLecture = other.lectureIds[0] as string;
    await okData(
      call('POST', `/lectures/${otherLecture}/questions`, ayse, {
        title: 'Silinecek ders',
        body: 'Bu dersin sorusu.',
      }),
    );
    await t.app.deps.db.delete(lectures).where(eq(lectures.id, otherLecture));
    const gone = await call('GET', `/lectures/${otherLecture}/questions?pageNumber=1&pageSize=10`, ayse);
    expect(gone.status).toBe(404);
  });
});
