import { DiscountType, discountMessages as dm, Role } from '@kampus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  inDays,
  makeCode,
  makeCourse,
  makePerson,
  type Person,
} from '../../../test/support/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { baskets, discountCodes } from '../../db/schema/index.ts';

let t: TestApp;
let http: ReturnType<typeof api>;
let lecturer: Person;
let otherLecturer: Person;
let admin: Person;
let student: Person;
let course: { id: string; name: string };
let otherCourse: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  http = api(t);
  lecturer = await makePerson(t, [Role.Lecturer], { name: 'Ali', surname: 'Eğitmen' });
  otherLecturer = await makePerson(t, [Role.Lecturer]);
  admin = await makePerson(t, [Role.Admin]);
  student = await makePerson(t, [Role.Student]);
  course = await makeCourse(t, lecturer.id, { name: 'Çağdaş React', priceKurus: 19_990 });
  otherCourse = await makeCourse(t, otherLecturer.id, { name: 'Başka Kurs' });
});
afterAll(async () => {
  await t.close();
});

const lecturerBody = (overrides: Record<string, unknown> = {}) => ({
  code: `YAZ${Math.floor(Math.random() * 1e9)}`,
  courseId: course.id,
  type: DiscountType.Percentage,
  discountValue: 20,
  startDate: inDays(-1),
  endDate: inDays(30),
  isBasketDiscount: false,
  applyOnDiscountedPrice: true,
  ...overrides,
});
const adminBody = (overrides: Record<string, unknown> = {}) => ({
  code: `SEPET${Math.floor(Math.random() * 1e9)}`,
  type: DiscountType.Percentage,
  discountValue: 15,
  startDate: inDays(0.01),
  endDate: inDays(60),
  isBasketDiscount: true,
  ...overrides,
});

describe('POST /lecturer/discount-codes', () => {
  it('creates a code for the lecturer’s own course and stores the value in hundredths', async () => {
    const res = await http.post(
      '/lecturer/discount-codes',
      lecturerBody({ code: 'REACT125', discountValue: 12.5 }),
      lecturer.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data as string;
    const [row] = await t.app.deps.db.select().from(discountCodes).where(eq(discountCodes.id, id));
    expect(row).toMatchObject({
      code: 'REACT125',
      courseId: course.id,
      isBasketDiscount: false,
      valueHundredths: 1250,
      isReusable: false,
      ownerId: lecturer.id,
    });
  });

  it('stores a Free code with the value 0', async () => {
    const res = await http.post(
      '/lecturer/discount-codes',
      lecturerBody({ type: DiscountType.Free, discountValue: 0 }),
      lecturer.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.app.deps.db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.id, res.json().data));
    expect(row?.valueHundredths).toBe(0);
  });

  it('rejects a duplicate code with 422', async () => {
    const body = lecturerBody({ code: 'AYNIKOD1' });
    expect((await http.post('/lecturer/discount-codes', body, lecturer.token)).statusCode).toBe(200);
    const res = await http.post('/lecturer/discount-codes', { ...body }, lecturer.token);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errorMessage).toBe(dm.codeTaken);
  });

  it.each([
    ['code', '', dm.codeRequired],
    ['code', 'AB', dm.codeMin],
    ['code', 'yaz2026', dm.codeFormat],
    ['code', 'YAZ 2026', dm.codeFormat],
    ['courseId', '', dm.courseRequired],
    ['discountValue', 0, dm.valuePositive],
    ['discountValue', 101, dm.percentMax],
    ['startDate', '', dm.startRequired],
    ['endDate', '', dm.endRequired],
  ])('rejects %s = %j with 400 and the seed message', async (field, value, message) => {
    const res = await http.post('/lecturer/discount-codes', lecturerBody({ [field]: value }), lecturer.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('rejects an end that is not after the start', async () => {
    const start = inDays(2);
    const res = await http.post(
      '/lecturer/discount-codes',
      lecturerBody({ startDate: start, endDate: start }),
      lecturer.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.endDate).toBe(dm.endAfterStart);
  });

  it.each([DiscountType.SubtractFromPrice, DiscountType.SetAsFinalPrice])(
    'rejects an amount of type %i above the course price',
    async (type) => {
      const res = await http.post(
        '/lecturer/discount-codes',
        lecturerBody({ type, discountValue: 200 }),
        lecturer.token,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.discountValue).toBe("Değer 199,90 TL'den büyük olamaz");
      const within = await http.post(
        '/lecturer/discount-codes',
        lecturerBody({ type, discountValue: 199.9 }),
        lecturer.token,
      );
      expect(within.statusCode).toBe(200);
    },
  );

  it('refuses a course of another lecturer', async () => {
    const res = await http.post(
      '/lecturer/discount-codes',
      lecturerBody({ courseId: otherCourse.id }),
      lecturer.token,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errorMessage).toBe(dm.courseNotYours);
  });

  it('lets an admin create a code for any course', async () => {
    const res = await http.post(
      '/lecturer/discount-codes',
      lecturerBody({ courseId: otherCourse.id }),
      admin.token,
    );
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 without a token and 403 to a student', async () => {
    expect((await http.post('/lecturer/discount-codes', lecturerBody())).statusCode).toBe(401);
    expect((await http.post('/lecturer/discount-codes', lecturerBody(), student.token)).statusCode).toBe(403);
  });
});

describe('GET /lecturer/discount-codes/paginated', () => {
  let mine: Person;
  let myCourse: { id: string };
  beforeAll(async () => {
    mine = await makePerson(t, [Role.Lecturer]);
    myCourse = await makeCourse(t, mine.id, { name: 'Işık ve Gölge' });
    for (const code of [
      'BETA12',
      'ALFA12',
      'GAMMA12',
      'DELTA12',
      'EPSILON12',
      'ZETA12',
      'ETA12',
      'TETA12',
      'IOTA12',
      'KAPPA12',
      'LAMBDA12',
    ])
      await makeCode(t, mine.id, { code, courseId: myCourse.id });
    await makeCode(t, otherLecturer.id, { code: 'YABANCI12', courseId: otherCourse.id });
    await makeCode(t, admin.id, { code: 'SEPETKODU12', isBasketDiscount: true });
  });

  it('lists only the lecturer’s own course codes, ten per page, by code', async () => {
    const res = await http.get('/lecturer/discount-codes/paginated?pageNumber=1', mine.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.totalItemCount).toBe(11);
    expect(data.totalPageCount).toBe(2);
    expect(data.hasNextPage).toBe(true);
    expect(data.items).toHaveLength(10);
    expect(data.items[0]).toMatchObject({
      code: 'ALFA12',
      courseId: myCourse.id,
      courseName: 'Işık ve Gölge',
      type: 0,
      discountValue: 50,
      isBasketDiscount: false,
      isActive: true,
    });
    const page2 = (await http.get('/lecturer/discount-codes/paginated?pageNumber=2', mine.token)).json().data;
    expect(page2.items.map((i: { code: string }) => i.code)).toEqual(['ZETA12']);
    expect(page2.hasNextPage).toBe(false);
  });

  it('searches codes and course names, the latter with Turkish folding', async () => {
    const byCode = (await http.get('/lecturer/discount-codes/paginated?search=alfa', mine.token)).json().data;
    expect(byCode.items.map((i: { code: string }) => i.code)).toEqual(['ALFA12']);
    const byCourse = (
      await http.get(`/lecturer/discount-codes/paginated?search=${encodeURIComponent('IŞIK')}`, mine.token)
    ).json().data;
    expect(byCourse.totalItemCount).toBe(11);
    const none = (await http.get('/lecturer/discount-codes/paginated?search=%25', mine.token)).json().data;
    expect(none.totalItemCount).toBe(0);
  });

  it('orders descending on request', async () => {
    const data = (
      await http.get('/lecturer/discount-codes/paginated?desc=true&pageSize=1', mine.token)
    ).json().data;
    expect(data.items[0].code).toBe('ZETA12');
  });

  it('rejects a page number below 1 with 400', async () => {
    const res = await http.get('/lecturer/discount-codes/paginated?pageNumber=0', mine.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.pageNumber).toBeDefined();
  });

  it('marks a code past its end as inactive', async () => {
    await makeCode(t, mine.id, {
      code: 'ESKI12',
      courseId: myCourse.id,
      startDate: new Date(Date.now() - 10 * 86_400_000),
      endDate: new Date(Date.now() - 86_400_000),
    });
    const data = (await http.get('/lecturer/discount-codes/paginated?search=ESKI', mine.token)).json().data;
    expect(data.items[0].isActive).toBe(false);
  });

  it('GET /lecturer/discount-codes lists them all unpaged', async () => {
    const res = await http.get('/lecturer/discount-codes', mine.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBe(12);
  });
});

describe('GET, PUT and DELETE /lecturer/discount-codes', () => {
  it('reads, updates and deletes an own code', async () => {
    const created = await makeCode(t, lecturer.id, { code: 'GUNCEL1', courseId: course.id });
    const got = await http.get(`/lecturer/discount-codes/${created.id}`, lecturer.token);
    expect(got.statusCode).toBe(200);
    expect(got.json().data.code).toBe('GUNCEL1');

    const put = await http.put(
      '/lecturer/discount-codes',
      lecturerBody({
        id: created.id,
        courseId: null,
        code: 'GUNCEL2',
        type: DiscountType.SubtractFromPrice,
        discountValue: 50,
      }),
      lecturer.token,
    );
    expect(put.statusCode, put.body).toBe(200);
    const [row] = await t.app.deps.db.select().from(discountCodes).where(eq(discountCodes.id, created.id));
    expect(row).toMatchObject({ code: 'GUNCEL2', courseId: course.id, type: 1, valueHundredths: 5000 });

    const del = await http.delete(`/lecturer/discount-codes/${created.id}`, lecturer.token);
    expect(del.statusCode).toBe(200);
    expect((await http.get(`/lecturer/discount-codes/${created.id}`, lecturer.token)).statusCode).toBe(404);
  });

  it('checks an update against the course price too', async () => {
    const created = await makeCode(t, lecturer.id, { courseId: course.id });
    const res = await http.put(
      '/lecturer/discount-codes',
      lecturerBody({ id: created.id, type: DiscountType.SetAsFinalPrice, discountValue: 250 }),
      lecturer.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.discountValue).toBe("Değer 199,90 TL'den büyük olamaz");
  });

  it('rejects an update to a code another code already has', async () => {
    await makeCode(t, lecturer.id, { code: 'DOLU12', courseId: course.id });
    const created = await makeCode(t, lecturer.id, { courseId: course.id });
    const res = await http.put(
      '/lecturer/discount-codes',
      lecturerBody({ id: created.id, code: 'DOLU12' }),
      lecturer.token,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errorMessage).toBe(dm.codeTaken);
  });

  it('hides another lecturer’s code (404) and lets an admin manage it', async () => {
    const theirs = await makeCode(t, otherLecturer.id, { courseId: otherCourse.id });
    expect((await http.get(`/lecturer/discount-codes/${theirs.id}`, lecturer.token)).statusCode).toBe(404);
    expect((await http.delete(`/lecturer/discount-codes/${theirs.id}`, lecturer.token)).statusCode).toBe(404);
    const put = await http.put(
      '/lecturer/discount-codes',
      lecturerBody({ id: theirs.id, courseId: null }),
      lecturer.token,
    );
    expect(put.statusCode).toBe(404);
    expect((await http.get(`/lecturer/discount-codes/${theirs.id}`, admin.token)).statusCode).toBe(200);
    expect((await http.delete(`/lecturer/discount-codes/${theirs.id}`, admin.token)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await http.get(`/lecturer/discount-codes/${unknown}`, lecturer.token)).statusCode).toBe(404);
    expect((await http.get('/lecturer/discount-codes/abc', lecturer.token)).statusCode).toBe(400);
  });

  it('lets the admin list’s delete go through the lecturer endpoint for a basket code', async () => {
    const basketCode = await makeCode(t, admin.id, { isBasketDiscount: true });
    expect((await http.delete(`/lecturer/discount-codes/${basketCode.id}`, lecturer.token)).statusCode).toBe(
      404,
    );
    expect((await http.delete(`/lecturer/discount-codes/${basketCode.id}`, admin.token)).statusCode).toBe(
      200,
    );
  });

  it('takes a deleted code off the baskets that held it', async () => {
    const code = await makeCode(t, admin.id, { isBasketDiscount: true });
    const [basket] = await t.app.deps.db
      .insert(baskets)
      .values({ userId: student.id, discountCodeId: code.id })
      .returning();
    expect((await http.delete(`/admin/discount-codes/${code.id}`, admin.token)).statusCode).toBe(200);
    const [after] = await t.app.deps.db
      .select()
      .from(baskets)
      .where(eq(baskets.id, basket?.id as string));
    expect(after?.discountCodeId).toBeNull();
  });
});

describe('GET /courses/lecturer-courses-for-discount-code', () => {
  it('lists the caller’s courses with prices in lira, in Turkish order', async () => {
    const l = await makePerson(t, [Role.Lecturer]);
    await makeCourse(t, l.id, { name: 'Zeka Oyunları', priceKurus: 5_000 });
    await makeCourse(t, l.id, { name: 'Çizim', priceKurus: 12_345, discountedPriceKurus: 9_900 });
    await makeCourse(t, l.id, { name: 'Cebir', priceKurus: 0 });
    const res = await http.get('/courses/lecturer-courses-for-discount-code', l.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((c: { name: string }) => c.name)).toEqual(['Cebir', 'Çizim', 'Zeka Oyunları']);
    expect(res.json().data[1]).toMatchObject({ price: 123.45, discountedPrice: 99 });
  });

  it('is refused to a student', async () => {
    expect((await http.get('/courses/lecturer-courses-for-discount-code', student.token)).statusCode).toBe(
      403,
    );
  });
});

describe('/admin/discount-codes', () => {
  it('creates a basket-wide, reusable-by-default code with no course', async () => {
    const res = await http.post(
      '/admin/discount-codes',
      adminBody({ code: 'HOSGELDIN20', courseId: course.id }),
      admin.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.app.deps.db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.id, res.json().data));
    expect(row).toMatchObject({
      isBasketDiscount: true,
      courseId: null,
      isReusable: true,
      valueHundredths: 1500,
    });
  });

  it('rejects a start in the past on create, but not on update', async () => {
    const res = await http.post('/admin/discount-codes', adminBody({ startDate: inDays(-1) }), admin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.startDate).toBe(dm.startInPast);
    const existing = await makeCode(t, admin.id, { isBasketDiscount: true });
    const put = await http.put(
      '/admin/discount-codes',
      adminBody({ id: existing.id, startDate: inDays(-1) }),
      admin.token,
    );
    expect(put.statusCode, put.body).toBe(200);
  });

  it('allows amounts without a course limit, and caps percentages at 100', async () => {
    const amount = await http.post(
      '/admin/discount-codes',
      adminBody({ type: DiscountType.SubtractFromPrice, discountValue: 5000 }),
      admin.token,
    );
    expect(amount.statusCode).toBe(200);
    const pct = await http.post('/admin/discount-codes', adminBody({ discountValue: 150 }), admin.token);
    expect(pct.statusCode).toBe(400);
    expect(pct.json().error.fields.discountValue).toBe(dm.percentMax);
  });

  it('lists basket codes only', async () => {
    const data = (await http.get('/admin/discount-codes/paginated?pageSize=50', admin.token)).json().data;
    expect(data.items.length).toBeGreaterThan(0);
    expect(
      data.items.every(
        (i: { isBasketDiscount: boolean; courseId: string | null }) =>
          i.isBasketDiscount && i.courseId === null,
      ),
    ).toBe(true);
  });

  it('refuses to edit a course code on the admin form', async () => {
    const courseCode = await makeCode(t, lecturer.id, { courseId: course.id });
    const res = await http.put('/admin/discount-codes', adminBody({ id: courseCode.id }), admin.token);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errorMessage).toBe(dm.courseCodeOnAdminForm);
  });

  it('is for admins only', async () => {
    expect((await http.get('/admin/discount-codes/paginated', lecturer.token)).statusCode).toBe(403);
    expect((await http.post('/admin/discount-codes', adminBody(), lecturer.token)).statusCode).toBe(403);
    expect((await http.get('/admin/discount-codes/paginated', student.token)).statusCode).toBe(403);
  });
});
