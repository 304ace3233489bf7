import { adminMessages as m, Role } from '@kampus/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCourse } from '../../../test/support/catalogue.ts';
import { api, makePerson, type Person } from '../../../test/support/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { auditLog, categories, courseCategories, courses, courseTags, tags } from '../../db/schema/index.ts';
import { readCatalogueVersion } from '../catalogue/catalogue-version.ts';

let t: TestApp;
let http: ReturnType<typeof api>;
let admin: Person;
let lecturer: Person;
let student: Person;

beforeAll(async () => {
  t = await createTestApp();
  http = api(t);
  admin = await makePerson(t, [Role.Admin]);
  lecturer = await makePerson(t, [Role.Lecturer]);
  student = await makePerson(t, [Role.Student]);
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
/** A word no other test uses, so a search for it sees only the rows of one test. */
const uniqueWord = () => {
  counter += 1;
  return `kelime${counter}x${Date.now().toString(36)}`;
};

const kinds = [
  {
    kind: 'category',
    base: '/categories',
    table: categories,
    titleTaken: m.categoryTitleTaken,
    notFound: m.categoryNotFound,
    notices: { created: m.categoryCreated, updated: m.categoryUpdated, deleted: m.categoryDeleted },
  },
  {
    kind: 'tag',
    base: '/tags',
    table: tags as unknown as typeof categories,
    titleTaken: m.tagTitleTaken,
    notFound: m.tagNotFound,
    notices: { created: m.tagCreated, updated: m.tagUpdated, deleted: m.tagDeleted },
  },
] as const;

describe.each(kinds)('$base', ({ kind, base, table, titleTaken, notFound, notices }) => {
  const create = async (title: string, description = '') => {
    const res = await http.post(base, { title, description }, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as string;
  };
  const rowOf = async (id: string) => {
    const [row] = await t.app.deps.db.select().from(table).where(eq(table.id, id));
    return row;
  };
  const auditRows = (id: string) =>
    t.app.deps.db.select().from(auditLog).where(eq(auditLog.targetId, id)).orderBy(auditLog.createdAt);
  const linkCourse = async (id: string) => {
    const course = await makeCourse(t, {
      lecturerId: lecturer.id,
      ...(kind === 'category' ? { categoryIds: [id] } : { tagIds: [id] }),
    });
    return course.id;
  };

  describe(`POST ${base}`, () => {
    it('creates an entry with the title and description trimmed and answers its id', async () => {
      const res = await http.post(base, { title: '  Veri Bilimi  ', description: '  Analiz  ' }, admin.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(notices.created);
      const row = await rowOf(res.json().data);
      expect(row).toMatchObject({ title: 'Veri Bilimi', description: 'Analiz' });
    });

    it('stores an empty description when none is sent', async () => {
      const res = await http.post(base, { title: `Açıklamasız ${uniqueWord()}` }, admin.token);
      expect(res.statusCode, res.body).toBe(200);
      expect((await rowOf(res.json().data))?.description).toBe('');
    });

    it('writes an audit row naming the admin and the new entry', async () => {
      const id = await create(`Denetim ${uniqueWord()}`);
      const [row] = await auditRows(id);
      expect(row).toMatchObject({
        actorId: admin.id,
        action: `${kind}.create`,
        targetType: kind,
        targetId: id,
      });
    });

    it.each([
      ['a missing title', {}, m.titleRequired],
      ['a blank title', { title: '   ' }, m.titleRequired],
      ['a title that is not text', { title: 42 }, m.titleRequired],
      ['a title over 100 characters', { title: 'a'.repeat(101) }, m.titleMax],
    ])('rejects %s with the field message', async (_, body, message) => {
      const res = await http.post(base, body, admin.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.title).toBe(message);
    });

    it('accepts a title of exactly 100 characters and a description of 1000', async () => {
      const res = await http.post(
        base,
        { title: `${uniqueWord()}${'b'.repeat(100)}`.slice(0, 100), description: 'c'.repeat(1000) },
        admin.token,
      );
      expect(res.statusCode, res.body).toBe(200);
    });

    it('rejects a description over 1000 characters', async () => {
      const res = await http.post(base, { title: uniqueWord(), description: 'c'.repeat(1001) }, admin.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.description).toBe(m.descriptionInvalid);
    });

    it('refuses a title that exists in another letter case, Turkish letters included', async () => {
      const word = uniqueWord();
      await create(`İleri ${word}`);
      for (const title of [
        `ileri ${word}`,
        `İLERİ ${word.toUpperCase()}`,
        `ILERI ${word.toUpperCase()}`,
        `  ileri ${word} `,
      ]) {
        const res = await http.post(base, { title }, admin.token);
        expect(res.statusCode, title).toBe(422);
        expect(res.json().error.errorMessage).toBe(titleTaken);
      }
    });

    it('creates one entry when two admins send the same title at once', async () => {
      const title = `Yarış ${uniqueWord()}`;
      const results = await Promise.all([
        http.post(base, { title }, admin.token),
        http.post(base, { title: title.toLocaleUpperCase('tr') }, admin.token),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    });

    it('answers 401 without a session and 403 to a student and a lecturer', async () => {
      expect((await http.post(base, { title: uniqueWord() })).statusCode).toBe(401);
      expect((await http.post(base, { title: uniqueWord() }, student.token)).statusCode).toBe(403);
      expect((await http.post(base, { title: uniqueWord() }, lecturer.token)).statusCode).toBe(403);
    });
  });

  describe(`GET ${base}`, () => {
    it('lists every entry in Turkish alphabetical order for any signed-in user', async () => {
      const word = uniqueWord();
      const titles = ['Çizim', 'Dans', 'İngilizce', 'Cebir', 'Ilık Su', 'Şiir', 'Sanat'].map(
        (x) => `${x} ${word}`,
      );
      for (const title of titles) await create(title);
      for (const person of [student, lecturer, admin]) {
        const res = await http.get(base, person.token);
        expect(res.statusCode, res.body).toBe(200);
        const mine = (res.json().data as { title: string }[])
          .map((x) => x.title)
          .filter((x) => x.endsWith(word));
        expect(mine).toEqual(
          ['Cebir', 'Çizim', 'Dans', 'Ilık Su', 'İngilizce', 'Sanat', 'Şiir'].map((x) => `${x} ${word}`),
        );
      }
    });

    it('answers 401 without a session', async () => {
      expect((await http.get(base)).statusCode).toBe(401);
    });
  });

  describe(`GET ${base}/paginated`, () => {
    const page = async (query: string, token = admin.token) => {
      const res = await http.get(`${base}/paginated?${query}`, token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as {
        items: { id: string; title: string; description: string }[];
        currentPage: number;
        totalPageCount: number;
        totalItemCount: number;
        hasNextPage: boolean;
      };
    };

    it('pages ten at a time by title ascending unless told otherwise', async () => {
      const word = uniqueWord();
      const titles = Array.from({ length: 12 }, (_, i) => `${word} ${String.fromCharCode(76 - i)}`);
      for (const title of titles) await create(title);
      const first = await page(`search=${word}`);
      expect(first).toMatchObject({
        currentPage: 1,
        totalPageCount: 2,
        totalItemCount: 12,
        hasNextPage: true,
      });
      expect(first.items.map((x) => x.title)).toEqual([...titles].sort().slice(0, 10));
      const second = await page(`search=${word}&pageNumber=2`);
      expect(second).toMatchObject({
        currentPage: 2,
        totalPageCount: 2,
        totalItemCount: 12,
        hasNextPage: false,
      });
      expect(second.items.map((x) => x.title)).toEqual([...titles].sort().slice(10));
    });

    it('orders descending and by creation time when asked', async () => {
      const word = uniqueWord();
      for (const title of ['B', 'C', 'A']) await create(`${word} ${title}`);
      expect((await page(`search=${word}&desc=true`)).items.map((x) => x.title)).toEqual(
        ['C', 'B', 'A'].map((x) => `${word} ${x}`),
      );
      expect((await page(`search=${word}&orderBy=CreatedAt`)).items.map((x) => x.title)).toEqual(
        ['B', 'C', 'A'].map((x) => `${word} ${x}`),
      );
      expect((await page(`search=${word}&orderBy=title&desc=false`)).items.map((x) => x.title)).toEqual(
        ['A', 'B', 'C'].map((x) => `${word} ${x}`),
      );
    });

    it('orders titles the Turkish way on a page: ç after c, ı before i, ş after s', async () => {
      const word = uniqueWord();
      // Folding the letters away would give Çay, Cz, İa, Iz, Şa, Sz: each pair here tells the orders apart.
      for (const title of ['Şa', 'Sz', 'Çay', 'Cz', 'İa', 'Iz']) await create(`${word} ${title}`);
      expect((await page(`search=${word}`)).items.map((x) => x.title.slice(word.length + 1))).toEqual([
        'Cz',
        'Çay',
        'Iz',
        'İa',
        'Sz',
        'Şa',
      ]);
    });

    it('finds titles and descriptions in any letter case, with or without Turkish letters', async () => {
      const word = uniqueWord();
      const light = await create(`IŞIK ${word}`);
      const culture = await create(`Kültür ${word}`, 'İstanbul gezisi');
      const ids = async (search: string) =>
        (await page(`search=${encodeURIComponent(search)}`)).items.map((x) => x.id).sort();
      expect(await ids(`ışık ${word}`)).toEqual([light]);
      expect(await ids(`isik ${word.toUpperCase()}`)).toEqual([light]);
      expect(await ids(`KÜLTÜR ${word}`)).toEqual([culture]);
      expect(await ids(`kultur ${word}`)).toEqual([culture]);
      expect(await ids(word)).toEqual([light, culture].sort());
      const inDescription = (await page(`search=${encodeURIComponent('istanbul gez')}`)).items.map(
        (x) => x.id,
      );
      expect(inDescription).toContain(culture);
    });

    it('takes % and _ in the search literally', async () => {
      const word = uniqueWord();
      const percent = await create(`%100 ${word}`);
      await create(`X100 ${word}`);
      expect((await page(`search=${encodeURIComponent(`%100 ${word}`)}`)).items.map((x) => x.id)).toEqual([
        percent,
      ]);
      expect((await page(`search=${encodeURIComponent(`_100 ${word}`)}`)).totalItemCount).toBe(0);
    });

    it('answers an empty last page past the end and one exact page at a boundary', async () => {
      const word = uniqueWord();
      for (const title of ['A', 'B', 'C', 'D']) await create(`${word} ${title}`);
      expect(await page(`search=${word}&pageSize=2&pageNumber=2`)).toMatchObject({
        totalPageCount: 2,
        totalItemCount: 4,
        hasNextPage: false,
      });
      expect(await page(`search=${word}&pageSize=2&pageNumber=3`)).toMatchObject({
        items: [],
        currentPage: 3,
        totalPageCount: 2,
        totalItemCount: 4,
        hasNextPage: false,
      });
      expect(await page(`search=nothingmatches${word}`)).toMatchObject({
        items: [],
        totalPageCount: 0,
        totalItemCount: 0,
        hasNextPage: false,
      });
    });

    it('treats cleared query values as their defaults', async () => {
      // More than one default page (10) exists, so the default size shows as a full page.
      const word = uniqueWord();
      for (let i = 0; i < 11; i++) await create(`${word} ${String(i).padStart(2, '0')}`);
      const data = await page('pageNumber=&pageSize=&search=&desc=&orderBy=');
      expect(data.currentPage).toBe(1);
      expect(data.items).toHaveLength(10);
      expect(data).toEqual(await page(''));
    });

    it.each([
      ['pageNumber=0', 'pageNumber', m.pageNumber],
      ['pageNumber=1.5', 'pageNumber', m.pageNumber],
      ['pageSize=0', 'pageSize', m.pageSize],
      ['pageSize=51', 'pageSize', m.pageSize],
      ['pageSize=abc', 'pageSize', m.pageSize],
      ['desc=maybe', 'desc', m.desc],
      ['orderBy=Password', 'orderBy', m.taxonomyOrderBy],
      [`search=${'a'.repeat(101)}`, 'search', m.search],
    ])('rejects %s with a field message', async (query, field, message) => {
      const res = await http.get(`${base}/paginated?${query}`, admin.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    });

    it('serves any signed-in user and answers 401 without a session', async () => {
      expect((await http.get(`${base}/paginated`, student.token)).statusCode).toBe(200);
      expect((await http.get(`${base}/paginated`, lecturer.token)).statusCode).toBe(200);
      expect((await http.get(`${base}/paginated`)).statusCode).toBe(401);
    });
  });

  describe(`GET ${base}/:id`, () => {
    it('answers the entry', async () => {
      const title = `Tek ${uniqueWord()}`;
      const id = await create(title, 'Bir açıklama');
      const res = await http.get(`${base}/${id}`, lecturer.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ id, title, description: 'Bir açıklama' });
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const unknown = await http.get(`${base}/00000000-0000-4000-8000-000000000000`, admin.token);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.errorMessage).toBe(notFound);
      expect((await http.get(`${base}/not-a-uuid`, admin.token)).statusCode).toBe(400);
    });

    it('answers 401 without a session', async () => {
      const id = await create(uniqueWord());
      expect((await http.get(`${base}/${id}`)).statusCode).toBe(401);
    });
  });

  describe(`PUT ${base}`, () => {
    it('changes title and description, writes an audit row and moves the catalogue version on', async () => {
      const id = await create(`Eski ${uniqueWord()}`);
      const version = await readCatalogueVersion(t.app.deps.db);
      const title = `Yeni ${uniqueWord()}`;
      const res = await http.put(base, { id, title: ` ${title} `, description: 'Güncel' }, admin.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ data: id, message: notices.updated });
      expect(await rowOf(id)).toMatchObject({ title, description: 'Güncel' });
      expect(await readCatalogueVersion(t.app.deps.db)).toBeGreaterThan(version);
      const rows = await auditRows(id);
      expect(rows.at(-1)).toMatchObject({ actorId: admin.id, action: `${kind}.update`, targetId: id });
      expect(JSON.parse(rows.at(-1)?.details ?? '{}')).toMatchObject({ to: title });
    });

    it('lets an entry change only the letter case of its own title', async () => {
      const word = uniqueWord();
      const id = await create(`tasarım ${word}`);
      const res = await http.put(base, { id, title: `TASARIM ${word}`, description: '' }, admin.token);
      expect(res.statusCode, res.body).toBe(200);
      expect((await rowOf(id))?.title).toBe(`TASARIM ${word}`);
    });

    it('refuses the title of another entry in any letter case', async () => {
      const word = uniqueWord();
      await create(`Işık ${word}`);
      const id = await create(`Gölge ${word}`);
      const res = await http.put(base, { id, title: `ışık ${word}`, description: '' }, admin.token);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.errorMessage).toBe(titleTaken);
      expect((await rowOf(id))?.title).toBe(`Gölge ${word}`);
    });

    it('answers 404 for an unknown id and 400 for a missing id or title', async () => {
      const unknown = await http.put(
        base,
        { id: '00000000-0000-4000-8000-000000000000', title: uniqueWord() },
        admin.token,
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.errorMessage).toBe(notFound);
      const missing = await http.put(base, { title: '' }, admin.token);
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(missing.json().error.fields).sort()).toEqual(['id', 'title']);
    });

    it('answers 401 without a session and 403 to a student and a lecturer', async () => {
      const id = await create(uniqueWord());
      const body = { id, title: uniqueWord() };
      expect((await http.put(base, body)).statusCode).toBe(401);
      expect((await http.put(base, body, student.token)).statusCode).toBe(403);
      expect((await http.put(base, body, lecturer.token)).statusCode).toBe(403);
    });
  });

  describe(`DELETE ${base}/:id`, () => {
    it('deletes the entry and detaches it from its courses, which stay', async () => {
      const id = await create(`Silinecek ${uniqueWord()}`);
      const kept = await create(`Kalacak ${uniqueWord()}`);
      const course = await makeCourse(t, {
        lecturerId: lecturer.id,
        ...(kind === 'category' ? { categoryIds: [id, kept] } : { tagIds: [id, kept] }),
      });
      const version = await readCatalogueVersion(t.app.deps.db);

      const res = await http.delete(`${base}/${id}`, admin.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(notices.deleted);

      expect(await rowOf(id)).toBeUndefined();
      const [stillThere] = await t.app.deps.db.select().from(courses).where(eq(courses.id, course.id));
      expect(stillThere).toBeDefined();
      const detail = await http.get(`/courses/${course.id}/detail`, student.token);
      expect(detail.statusCode, detail.body).toBe(200);
      const listed = (
        detail.json().data[kind === 'category' ? 'categories' : 'tags'] as { id: string }[]
      ).map((x) => x.id);
      expect(listed).toEqual([kept]);
      const links =
        kind === 'category'
          ? await t.app.deps.db
              .select()
              .from(courseCategories)
              .where(and(eq(courseCategories.courseId, course.id), eq(courseCategories.categoryId, id)))
          : await t.app.deps.db
              .select()
              .from(courseTags)
              .where(and(eq(courseTags.courseId, course.id), eq(courseTags.tagId, id)));
      expect(links).toEqual([]);
      expect(await readCatalogueVersion(t.app.deps.db)).toBeGreaterThan(version);
    });

    it('writes an audit row with the title and how many courses lost it', async () => {
      const title = `Denetlenen ${uniqueWord()}`;
      const id = await create(title);
      await linkCourse(id);
      await linkCourse(id);
      expect((await http.delete(`${base}/${id}`, admin.token)).statusCode).toBe(200);
      const row = (await auditRows(id)).at(-1);
      expect(row).toMatchObject({
        actorId: admin.id,
        action: `${kind}.delete`,
        targetType: kind,
        targetId: id,
      });
      expect(JSON.parse(row?.details ?? '{}')).toEqual({ title, detachedCourseCount: 2 });
    });

    it('frees the title for a new entry', async () => {
      const title = `Tekrar ${uniqueWord()}`;
      const id = await create(title);
      expect((await http.delete(`${base}/${id}`, admin.token)).statusCode).toBe(200);
      expect((await http.post(base, { title }, admin.token)).statusCode).toBe(200);
    });

    it('answers 404 for an entry that is already gone', async () => {
      const id = await create(uniqueWord());
      expect((await http.delete(`${base}/${id}`, admin.token)).statusCode).toBe(200);
      const again = await http.delete(`${base}/${id}`, admin.token);
      expect(again.statusCode).toBe(404);
      expect(again.json().error.errorMessage).toBe(notFound);
    });

    it('answers 401 without a session and 403 to a student and a lecturer, leaving the entry', async () => {
      const id = await create(uniqueWord());
      expect((await http.delete(`${base}/${id}`)).statusCode).toBe(401);
      expect((await http.delete(`${base}/${id}`, student.token)).statusCode).toBe(403);
      expect((await http.delete(`${base}/${id}`, lecturer.token)).statusCode).toBe(403);
      expect(await rowOf(id)).toBeDefined();
    });
  });
});
