import {
  authoringMessages as am,
  classMessages,
  MeetingType,
  OrderStatus,
  PaymentType,
  PublishStatus,
  Role,
} from '@kampus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  type FormValue,
  filePart,
  fixture,
  makeAuthoredCourse,
  storedFiles,
} from '../../../test/support/authoring.ts';
import { makeCategory, makeTag } from '../../../test/support/catalogue.ts';
import {
  makePerson,
  makeCourse as makeSoldCourse,
  type Person,
} from '../../../test/support/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  baskets,
  catalogueState,
  courseCategories,
  courseCertificateFiles,
  courses,
  courseTags,
  enrolments,
  orderItems,
  orders,
} from '../../db/schema/index.ts';

let t: TestApp;
let lecturer: Person;
let otherLecturer: Person;
let admin: Person;
let student: Person;
let categoryId: string;
let tagIds: string[];

/** Small enough that a 70 KB file is "too large" without sending megabytes in a test. */
const UPLOAD_LIMIT = 64 * 1024;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_LIMIT_BYTES: String(UPLOAD_LIMIT) });
  lecturer = await makePerson(t, [Role.Lecturer], { name: 'Elif', surname: 'Öğretmen' });
  otherLecturer = await makePerson(t, [Role.Lecturer]);
  admin = await makePerson(t, [Role.Admin]);
  student = await makePerson(t, [Role.Student]);
  categoryId = await makeCategory(t, 'Yazılım');
  tagIds = [await makeTag(t, 'React'), await makeTag(t, 'Ön Yüz')];
});
afterAll(async () => {
  await t.close();
});

const png = () => filePart(fixture('kapak.png'), 'kapak.png', 'image/png');
const pdf = (name = 'sertifika.pdf') =>
  filePart(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n'), name, 'application/pdf');

/** A valid create form; `overrides` replace fields (undefined removes one). */
const courseForm = (overrides: Record<string, FormValue | undefined> = {}): Array<[string, FormValue]> => {
  const fields: Record<string, FormValue | undefined> = {
    name: 'Sıfırdan React',
    description: 'Bileşenler, durum yönetimi ve yönlendirme ile gerçek bir uygulama.',
    skillLevel: '2',
    categoryIds: [categoryId],
    tagIds,
    isCertified: 'false',
    price: '199.90',
    discountedPrice: '149.50',
    meetingType: '0',
    coverImage: png(),
    ...overrides,
  };
  return Object.entries(fields).filter((e): e is [string, FormValue] => e[1] !== undefined);
};

const catalogueVersion = async () => {
  const [row] = await t.app.deps.db.select().from(catalogueState);
  return row?.version ?? 0;
};

describe('POST /courses', () => {
  it('creates a Draft course with level, kuruş prices, labels and a cover stored under covers/', async () => {
    const res = await call(t, 'POST', '/courses', lecturer.token, { form: courseForm() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Kurs oluşturuldu.');
    const id = res.body.data as string;
    const [row] = await t.app.deps.db.select().from(courses).where(eq(courses.id, id));
    expect(row).toMatchObject({
      lecturerId: lecturer.id,
      name: 'Sıfırdan React',
      level: 1,
      priceKurus: 19_990,
      discountedPriceKurus: 14_950,
      publishStatus: PublishStatus.Draft,
      meetingType: MeetingType.Online,
      meetingStartDate: null,
      isCertified: false,
      coverImageName: 'kapak.png',
    });
    expect(row?.coverImageKey).toMatch(/^covers\/[0-9a-f-]{36}\.png$/);
    expect(await storedFiles(t)).toContain(row?.coverImageKey);
    const labels = await t.app.deps.db.select().from(courseTags).where(eq(courseTags.courseId, id));
    expect(labels.map((l) => l.tagId).sort()).toEqual([...tagIds].sort());
    const cats = await t.app.deps.db.select().from(courseCategories).where(eq(courseCategories.courseId, id));
    expect(cats.map((c) => c.categoryId)).toEqual([categoryId]);
  });

  it('stores the capacity of an onsite course, none for an online one, and refuses a bad one in Turkish', async () => {
    const onsite = await call(t, 'POST', '/courses', lecturer.token, {
      form: courseForm({
        meetingType: '2',
        StartDate: '2026-09-01T09:00:00.000Z',
        EndDate: '2026-09-30T17:00:00.000Z',
        capacity: '24',
      }),
    });
    expect(onsite.status, JSON.stringify(onsite.body)).toBe(200);
    const [row] = await t.app.deps.db
      .select()
      .from(courses)
      .where(eq(courses.id, onsite.body.data as string));
    expect(row?.capacity).toBe(24);
    const online = await call(t, 'POST', '/courses', lecturer.token, {
      form: courseForm({ capacity: '24' }),
    });
    const [onlineRow] = await t.app.deps.db
      .select()
      .from(courses)
      .where(eq(courses.id, online.body.data as string));
    expect(onlineRow?.capacity).toBeNull();
    const bad = await call(t, 'POST', '/courses', lecturer.token, {
      form: courseForm({
        meetingType: '2',
        StartDate: '2026-09-01T09:00:00.000Z',
        EndDate: '2026-09-30T17:00:00.000Z',
        capacity: '0',
      }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fields?.capacity).toBe(classMessages.capacity);
  });

  it('stores an onsite course with its dates and a certified course with its certificates', async () => {
    const res = await call(t, 'POST', '/courses', lecturer.token, {
      form: courseForm({
        meetingType: '2',
        StartDate: '2026-09-01T09:00:00.000Z',
        EndDate: '2026-09-30T17:00:00.000Z',
        isCertified: 'true',
        Certifications: [pdf(), filePart(fixture('kapak.jpg'), 'imza.JPEG', 'image/jpeg')],
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.data as string;
    const [row] = await t.app.deps.db.select().from(courses).where(eq(courses.id, id));
    expect(row?.meetingType).toBe(MeetingType.Onsite);
    expect(row?.meetingStartDate?.toISOString()).toBe('2026-09-01T09:00:00.000Z');
    expect(row?.meetingEndDate?.toISOString()).toBe('2026-09-30T17:00:00.000Z');
    const certificates = await t.app.deps.db
      .select()
      .from(courseCertificateFiles)
      .where(eq(courseCertificateFiles.courseId, id));
    expect(certificates.map((c) => c.fileName).sort()).toEqual(['imza.JPEG', 'sertifika.pdf']);
    expect(certificates.map((c) => c.fileKey).every((k) => /^certificates\/.+\.(pdf|jpg)$/.test(k))).toBe(
      true,
    );
  });

  it('answers 400 with the seed message of every rule, and stores nothing', async () => {
    const before = await storedFiles(t);
    const res = await call(t, 'POST', '/courses', lecturer.token, {
      form: courseForm({
        name: 'ab',
        description: 'kısa',
        skillLevel: '4',
        categoryIds: 'kategori',
        price: '10',
        discountedPrice: '20',
        meetingType: '1',
        isCertified: 'true',
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.fields).toEqual({
      name: am.courseName,
      description: am.courseDescription,
      skillLevel: am.skillLevel,
      categoryIds: am.categoryIds,
      meetingType: am.meetingType,
      discountedPrice: 'Discounted price cannot be greater than the regular price.',
      certifications: 'You must upload at least one certificate file.',
    });
    expect(await storedFiles(t)).toEqual(before);
  });

  it('checks onsite dates: both required, ISO, and the start not after the end', async () => {
    const missing = await call(t, 'POST', '/courses', lecturer.token, {
      form: courseForm({ meetingType: '2' }),
    });
    expect(missing.body.error?.fields).toEqual({ startDate: am.startRequired, endDate: am.endRequired });
    const invalid = await call(t, 'POST', '/courses', lecturer.token, {
      form: courseForm({ meetingType: '2', StartDate: '01.09.2026', EndDate: '2026-09-30T17:00:00Z' }),
    });
    expect(invalid.body.error?.fields).toEqual({ startDate: am.startInvalid });
    const reversed = await call(t, 'POST', '/courses', lecturer.token, {
      form: courseForm({
        meetingType: '2',
        StartDate: '2026-10-01T09:00:00Z',
        EndDate: '2026-09-30T17:00:00Z',
      }),
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.error?.fields).toEqual({ endDate: 'Start date cannot be after end date' });
  });

  it('needs a cover image and refuses prices below zero or with more than two decimals', async () => {
    const res = await call(t, 'POST', '/courses', lecturer.token, {
      form: courseForm({ coverImage: undefined, price: '-1', discountedPrice: '1.999' }),
    });
    expect(res.body.error?.fields).toEqual({
      coverImage: am.coverImageRequired,
      price: am.price,
      discountedPrice: am.discountedPrice,
    });
  });

  it('refuses a text file sent as a cover image by its bytes, whatever its name and type say', async () => {
    const before = await storedFiles(t);
    const res = await call(t, 'POST', '/courses', lecturer.token, {
      form: courseForm({ coverImage: filePart(Buffer.from('bu bir resim değil'), 'kapak.png', 'image/png') }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'VALIDATION_FAILED',
      errorMessage: am.coverImageType,
      fields: { coverImage: am.coverImageType },
    });
    expect(await storedFiles(t)).toEqual(before);
  });

  it('accepts JPEG, GIF and WebP covers and stores them under their real extension', async () => {
    for (const [file, ext] of [
      ['kapak.jpg', 'jpg'],
      ['kapak.gif', 'gif'],
      ['kapak.webp', 'webp'],
    ] as const) {
      const res = await call(t, 'POST', '/courses', lecturer.token, {
        form: courseForm({ coverImage: filePart(fixture(file), 'kapak', 'application/octet-stream') }),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const [row] = await t.app.deps.db
        .select()
        .from(courses)
        .where(eq(courses.id, res.body.data as string));
      expect(row?.coverImageKey?.endsWith(`.${ext}`)).toBe(true);
    }
  });

  it('refuses a certificate whose extension or content is not PDF, JPG, PNG or HTML, keeping no file', async () => {
    const before = await storedFiles(t);
    for (const wrong of [
      filePart(Buffer.from('MZ\x90\x00binary'), 'sertifika.exe', 'application/octet-stream'),
      filePart(Buffer.from('düz metin'), 'sertifika.pdf', 'application/pdf'),
    ]) {
      const res = await call(t, 'POST', '/courses', lecturer.token, {
        form: courseForm({ isCertified: 'true', Certifications: [pdf('ilk.pdf'), wrong] }),
      });
      expect(res.status).toBe(400);
      expect(res.body.error?.fields).toEqual({ certifications: am.certificateType });
    }
    expect(await storedFiles(t)).toEqual(before);
  });

  it('answers 413 for a cover over the limit and leaves no partial file', async () => {
    const before = await storedFiles(t);
    const big = Buffer.concat([fixture('kapak.png'), Buffer.alloc(UPLOAD_LIMIT + 10_000)]);
    const res = await call(t, 'POST', '/courses', lecturer.token, {
      form: courseForm({
        isCertified: 'true',
        Certifications: pdf(),
        coverImage: filePart(big, 'kapak.png', 'image/png'),
      }),
    });
    expect(res.status).toBe(413);
    expect(res.body.success).toBe(false);
    expect(await storedFiles(t)).toEqual(before);
  });

  it('answers 422 for a category that does not exist and deletes the files it stored', async () => {
    const before = await storedFiles(t);
    const res = await call(t, 'POST', '/courses', lecturer.token, {
      form: courseForm({ categoryIds: [categoryId, '0b6f5e1e-1111-4111-8111-111111111111'] }),
    });
    expect(res.status).toBe(422);
    expect(res.body.error?.errorMessage).toBe(am.unknownCategories);
    expect(await storedFiles(t)).toEqual(before);
  });

  it('accepts a JSON body when no file is sent, and still needs the cover', async () => {
    const res = await call(t, 'POST', '/courses', lecturer.token, {
      json: {
        name: 'JSON Kursu',
        description: 'Dosyasız gönderilen kurs formu',
        skillLevel: 1,
        meetingType: 0,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.fields).toEqual({ coverImage: am.coverImageRequired });
  });

  it('is for lecturers and admins only', async () => {
    expect((await call(t, 'POST', '/courses', undefined, { form: courseForm() })).status).toBe(401);
    const before = await storedFiles(t);
    expect((await call(t, 'POST', '/courses', student.token, { form: courseForm() })).status).toBe(403);
    expect(await storedFiles(t)).toEqual(before);
    const byAdmin = await call(t, 'POST', '/courses', admin.token, { form: courseForm() });
    expect(byAdmin.status).toBe(200);
  });
});

describe('GET /courses/lecturer-courses', () => {
  it('lists only the caller’s courses, newest first, with buyers, prices and the cover', async () => {
    const lister = await makePerson(t, [Role.Lecturer]);
    const first = await call(t, 'POST', '/courses', lister.token, {
      form: courseForm({ name: 'İleri Işık Tasarımı', price: '0', discountedPrice: '0' }),
    });
    const second = await call(t, 'POST', '/courses', lister.token, {
      form: courseForm({ name: 'Veri Bilimi' }),
    });
    await t.app.deps.db
      .insert(enrolments)
      .values({ userId: student.id, courseId: second.body.data as string });
    await makeAuthoredCourse(t, otherLecturer.id);

    const res = await call(t, 'GET', '/courses/lecturer-courses', lister.token);
    expect(res.status).toBe(200);
    const list = res.body.data as Array<Record<string, unknown>>;
    expect(list.map((c) => c.name)).toEqual(['Veri Bilimi', 'İleri Işık Tasarımı']);
    expect(list[0]).toMatchObject({
      id: second.body.data,
      purchasedCount: 1,
      publishStatus: PublishStatus.Draft,
      price: 199.9,
      discountedPrice: 149.5,
      priceText: '₺149,50',
      coverImageFile: {
        name: 'kapak.png',
        url: expect.stringMatching(/^\/api\/v1\/web\/media\/covers\/.+\.png$/),
      },
    });
    expect(list[1]).toMatchObject({ id: first.body.data, purchasedCount: 0, priceText: 'Ücretsiz' });
    expect(typeof list[0]?.createDate).toBe('string');
  });

  it('searches name and description with Turkish casing and filters by status', async () => {
    const lister = await makePerson(t, [Role.Lecturer]);
    const light = await makeAuthoredCourse(t, lister.id, { name: 'IŞIK ve Gölge' });
    const published = await makeAuthoredCourse(t, lister.id, {
      name: 'Yayındaki',
      publishStatus: PublishStatus.Published,
    });
    const search = await call(t, 'GET', '/courses/lecturer-courses?search=ışık', lister.token);
    expect((search.body.data as Array<{ id: string }>).map((c) => c.id)).toEqual([light.id]);
    const byStatus = await call(t, 'GET', '/courses/lecturer-courses?status=published', lister.token);
    expect((byStatus.body.data as Array<{ id: string }>).map((c) => c.id)).toEqual([published.id]);
    const all = await call(t, 'GET', '/courses/lecturer-courses?status=all', lister.token);
    expect((all.body.data as unknown[]).length).toBe(2);
    const wrong = await call(t, 'GET', '/courses/lecturer-courses?status=gizli', lister.token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.fields).toEqual({ status: am.statusFilter });
  });

  it('refuses students', async () => {
    expect((await call(t, 'GET', '/courses/lecturer-courses', student.token)).status).toBe(403);
  });
});

describe('PUT /courses/:id', () => {
  const create = async (form = courseForm()) => {
    const res = await call(t, 'POST', '/courses', lecturer.token, { form });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as string;
  };
  const rowOf = async (id: string) =>
    (await t.app.deps.db.select().from(courses).where(eq(courses.id, id)))[0];

  it('updates the fields and keeps the cover and certificates when none are sent', async () => {
    const id = await create(courseForm({ isCertified: 'true', Certifications: pdf() }));
    const before = await rowOf(id);
    const res = await call(t, 'PUT', `/courses/${id}`, lecturer.token, {
      form: courseForm({
        coverImage: undefined,
        name: 'React ile Uygulama',
        skillLevel: '3',
        isCertified: 'true',
        tagIds: undefined,
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toBe(id);
    const after = await rowOf(id);
    expect(after).toMatchObject({
      name: 'React ile Uygulama',
      level: 2,
      coverImageKey: before?.coverImageKey,
    });
    expect(await t.app.deps.db.select().from(courseTags).where(eq(courseTags.courseId, id))).toEqual([]);
    const certificates = await t.app.deps.db
      .select()
      .from(courseCertificateFiles)
      .where(eq(courseCertificateFiles.courseId, id));
    expect(certificates).toHaveLength(1);
  });

  it('replaces the cover and deletes the old file', async () => {
    const id = await create();
    const oldKey = (await rowOf(id))?.coverImageKey as string;
    const res = await call(t, 'PUT', `/courses/${id}`, lecturer.token, {
      form: courseForm({ coverImage: filePart(fixture('kapak.jpg'), 'yeni.jpg', 'image/jpeg') }),
    });
    expect(res.status).toBe(200);
    const row = await rowOf(id);
    expect(row?.coverImageName).toBe('yeni.jpg');
    const files = await storedFiles(t);
    expect(files).toContain(row?.coverImageKey);
    expect(files).not.toContain(oldKey);
  });

  it('drops the certificates of a course that is no longer certified', async () => {
    const id = await create(courseForm({ isCertified: 'true', Certifications: pdf() }));
    const [certificate] = await t.app.deps.db
      .select()
      .from(courseCertificateFiles)
      .where(eq(courseCertificateFiles.courseId, id));
    const res = await call(t, 'PUT', `/courses/${id}`, lecturer.token, {
      form: courseForm({ coverImage: undefined, isCertified: 'false' }),
    });
    expect(res.status).toBe(200);
    expect(
      await t.app.deps.db
        .select()
        .from(courseCertificateFiles)
        .where(eq(courseCertificateFiles.courseId, id)),
    ).toEqual([]);
    expect(await storedFiles(t)).not.toContain(certificate?.fileKey);
  });

  it('needs a certificate when a course becomes certified', async () => {
    const id = await create();
    const res = await call(t, 'PUT', `/courses/${id}`, lecturer.token, {
      form: courseForm({ coverImage: undefined, isCertified: 'true' }),
    });
    expect(res.body.error?.fields).toEqual({
      certifications: 'You must upload at least one certificate file.',
    });
  });

  it('hides another lecturer’s course (404) and lets an admin edit it, bumping the catalogue when published', async () => {
    const course = await makeAuthoredCourse(t, otherLecturer.id, { publishStatus: PublishStatus.Published });
    const before = await storedFiles(t);
    const denied = await call(t, 'PUT', `/courses/${course.id}`, lecturer.token, { form: courseForm() });
    expect(denied.status).toBe(404);
    expect(denied.body.error?.errorMessage).toBe(am.courseNotFound);
    expect(await storedFiles(t)).toEqual(before);
    const version = await catalogueVersion();
    const byAdmin = await call(t, 'PUT', `/courses/${course.id}`, admin.token, {
      form: courseForm({ coverImage: undefined, name: 'Yönetici düzeltmesi' }),
    });
    expect(byAdmin.status).toBe(200);
    expect((await rowOf(course.id))?.name).toBe('Yönetici düzeltmesi');
    expect(await catalogueVersion()).toBeGreaterThan(version);
  });
});

describe('PUT /courses/:id/publish-status', () => {
  const setStatus = (id: string, publishStatus: unknown, token = lecturer.token) =>
    call(t, 'PUT', `/courses/${id}/publish-status`, token, { json: { publishStatus } });
  const statusOf = async (id: string) =>
    (await t.app.deps.db.select().from(courses).where(eq(courses.id, id)))[0]?.publishStatus;

  it('walks Draft → Published → Archived → Published → Archived → Draft, bumping the catalogue when it shows', async () => {
    const course = await makeAuthoredCourse(t, lecturer.id, { lecturesPerSection: [1] });
    for (const [status, isListedChange] of [
      [PublishStatus.Published, true],
      [PublishStatus.Archived, true],
      [PublishStatus.Published, true],
      [PublishStatus.Archived, true],
      [PublishStatus.Draft, false],
    ] as const) {
      const version = await catalogueVersion();
      const res = await setStatus(course.id, status);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(await statusOf(course.id)).toBe(status);
      expect(await catalogueVersion()).toBe(isListedChange ? version + 1 : version);
    }
  });

  it('refuses publishing a course without a lecture', async () => {
    const course = await makeAuthoredCourse(t, lecturer.id, { lecturesPerSection: [0] });
    const res = await setStatus(course.id, PublishStatus.Published);
    expect(res.status).toBe(422);
    expect(res.body.error?.errorMessage).toBe('Kursu yayınlamak için en az bir ders eklemelisiniz.');
    expect(await statusOf(course.id)).toBe(PublishStatus.Draft);
  });

  it('refuses Published → Draft, Draft → Archived and staying put with 422', async () => {
    const published = await makeAuthoredCourse(t, lecturer.id, { publishStatus: PublishStatus.Published });
    expect((await setStatus(published.id, PublishStatus.Draft)).body.error?.errorMessage).toBe(
      'Kurs "Yayında" durumundan "Taslak" durumuna alınamaz.',
    );
    const draft = await makeAuthoredCourse(t, lecturer.id);
    expect((await setStatus(draft.id, PublishStatus.Archived)).status).toBe(422);
    expect((await setStatus(draft.id, PublishStatus.Draft)).status).toBe(422);
  });

  it('validates the status and hides other lecturers’ courses', async () => {
    const course = await makeAuthoredCourse(t, otherLecturer.id, { lecturesPerSection: [1] });
    const wrong = await setStatus(course.id, 7, otherLecturer.token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.fields).toEqual({ publishStatus: am.publishStatus });
    expect((await setStatus(course.id, PublishStatus.Published)).status).toBe(404);
    expect((await setStatus(course.id, PublishStatus.Published, student.token)).status).toBe(403);
    expect((await setStatus(course.id, PublishStatus.Published, admin.token)).status).toBe(200);
  });
});

describe('DELETE /courses/:id', () => {
  it('deletes a course nobody bought, with its cover, certificates and lecture files', async () => {
    const created = await call(t, 'POST', '/courses', lecturer.token, {
      form: courseForm({ isCertified: 'true', Certifications: pdf() }),
    });
    const id = created.body.data as string;
    const [row] = await t.app.deps.db.select().from(courses).where(eq(courses.id, id));
    const section = await call(t, 'POST', '/sections', lecturer.token, {
      json: { courseId: id, name: 'Giriş' },
    });
    const lecture = await call(t, 'POST', '/lectures', lecturer.token, {
      form: [
        ['courseId', id],
        ['sectionId', section.body.data as string],
        ['name', 'Tanışma'],
        ['lectureContentType', '2'],
        ['content', filePart(Buffer.from('<h1>Merhaba</h1>'), 'ders.html', 'text/html')],
      ],
    });
    expect(lecture.status, JSON.stringify(lecture.body)).toBe(200);
    const keysBefore = await storedFiles(t);

    const res = await call(t, 'DELETE', `/courses/${id}`, lecturer.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: { isArchived: false }, message: 'Kurs silindi.' });
    expect(await t.app.deps.db.select().from(courses).where(eq(courses.id, id))).toEqual([]);
    const keysAfter = await storedFiles(t);
    expect(keysBefore.length - keysAfter.length).toBe(3);
    expect(keysAfter).not.toContain(row?.coverImageKey);
  });

  it('archives a course with an enrolled buyer instead of deleting it', async () => {
    const course = await makeAuthoredCourse(t, lecturer.id, {
      publishStatus: PublishStatus.Published,
      lecturesPerSection: [1],
    });
    await t.app.deps.db.insert(enrolments).values({ userId: student.id, courseId: course.id });
    const res = await call(t, 'DELETE', `/courses/${course.id}`, lecturer.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: { isArchived: true }, message: am.courseArchivedInstead });
    const [row] = await t.app.deps.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row?.publishStatus).toBe(PublishStatus.Archived);
  });

  it('archives a course that is in an order (even a pending one), since the order keeps its line', async () => {
    const course = await makeSoldCourse(t, lecturer.id);
    const [basket] = await t.app.deps.db
      .insert(baskets)
      .values({ userId: student.id, status: 'ordered' })
      .returning();
    const [order] = await t.app.deps.db
      .insert(orders)
      .values({
        orderNumber: `KMP-SIL-${Date.now()}`,
        userId: student.id,
        basketId: basket?.id as string,
        status: OrderStatus.Pending,
        paymentType: PaymentType.BankTransfer,
        totalPriceKurus: 10_000,
        totalDiscountedPriceKurus: 10_000,
      })
      .returning();
    await t.app.deps.db.insert(orderItems).values({
      orderId: order?.id as string,
      courseId: course.id,
      courseName: course.name,
      priceKurus: 10_000,
      payablePriceKurus: 10_000,
    });
    const res = await call(t, 'DELETE', `/courses/${course.id}`, lecturer.token);
    expect(res.body.data).toEqual({ isArchived: true });
  });

  it('hides another lecturer’s course, refuses students and lets an admin delete', async () => {
    const course = await makeAuthoredCourse(t, otherLecturer.id);
    expect((await call(t, 'DELETE', `/courses/${course.id}`, lecturer.token)).status).toBe(404);
    expect((await call(t, 'DELETE', `/courses/${course.id}`, student.token)).status).toBe(403);
    expect((await call(t, 'DELETE', `/courses/${course.id}`, admin.token)).body.data).toEqual({
      isArchived: false,
    });
  });
});

describe('GET /courses/:id/contents', () => {
  it('gives the owner sections and lectures in order, with text and quiz answers', async () => {
    const course = await makeAuthoredCourse(t, lecturer.id, { lecturesPerSection: [2, 1] });
    const quiz = await call(t, 'POST', '/lectures', lecturer.token, {
      form: [
        ['courseId', course.id],
        ['sectionId', course.sectionIds[1] as string],
        ['name', 'Kısa sınav'],
        ['lectureContentType', '3'],
        [
          'content',
          JSON.stringify({
            questions: [{ question: '2+2?', options: ['3', '4', '5', '6'], correctAnswer: 1 }],
          }),
        ],
      ],
    });
    expect(quiz.status, JSON.stringify(quiz.body)).toBe(200);
    const res = await call(t, 'GET', `/courses/${course.id}/contents`, lecturer.token);
    expect(res.status).toBe(200);
    const data = res.body.data as {
      id: string;
      title: string;
      sections: Array<{
        name: string;
        orderNumber: number;
        durationMinute: number;
        lectures: Array<Record<string, unknown>>;
      }>;
    };
    expect(data.title).toBe('Sıfırdan TypeScript');
    expect(data.sections.map((s) => [s.name, s.orderNumber])).toEqual([
      ['Bölüm 1', 0],
      ['Bölüm 2', 1],
    ]);
    expect(data.sections[0]?.lectures.map((l) => l.orderNumber)).toEqual([0, 1]);
    expect(data.sections[0]?.lectures[0]).toMatchObject({
      content: 'Ders metni',
      lectureContentType: 1,
      quiz: null,
    });
    expect(data.sections[1]?.lectures[1]).toMatchObject({
      name: 'Kısa sınav',
      orderNumber: 1,
      quiz: {
        questions: [{ question: '2+2?', options: ['3', '4', '5', '6'], correctAnswer: 1 }],
        passPercent: null,
      },
    });
    expect(data.sections[0]?.durationMinute).toBe(10);
  });

  it('is not found for another lecturer and open to an admin', async () => {
    const course = await makeAuthoredCourse(t, otherLecturer.id);
    expect((await call(t, 'GET', `/courses/${course.id}/contents`, lecturer.token)).status).toBe(404);
    expect((await call(t, 'GET', `/courses/${course.id}/contents`, admin.token)).status).toBe(200);
  });
});
