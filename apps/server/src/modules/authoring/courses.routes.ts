import {
  authoringMessages as am,
  CourseContentsSchema,
  CourseDeleteResultSchema,
  courseFormSchema,
  IdParamsSchema,
  LecturerCourseSchema,
  LecturerCoursesQuerySchema,
  MAX_CERTIFICATE_FILES,
  PublishStatusInputSchema,
  Role,
} from '@kampus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import { authoredCourse, deleteFiles } from './access.ts';
import {
  certificateCount,
  createCourse,
  deleteCourse,
  getCourseContents,
  listLecturerCourses,
  setPublishStatus,
  updateCourse,
} from './courses.service.ts';
import { certificateKind, coverImageKind } from './file-kinds.ts';
import { type FormSpec, parseForm, readForm } from './upload-form.ts';

const tags = ['lecturer courses'];
const security = [{ bearerAuth: [] }];

/** Wire names of the course form, as the seeds send them (`StartDate`, `Certifications`) or as the schema names them. */
const courseForm: FormSpec = {
  aliases: {
    name: 'name',
    description: 'description',
    skilllevel: 'skillLevel',
    categoryids: 'categoryIds',
    tagids: 'tagIds',
    iscertified: 'isCertified',
    price: 'price',
    discountedprice: 'discountedPrice',
    meetingtype: 'meetingType',
    startdate: 'startDate',
    meetingstartdate: 'startDate',
    enddate: 'endDate',
    meetingenddate: 'endDate',
    capacity: 'capacity',
    coverimage: 'coverImage',
    certifications: 'certifications',
    certificates: 'certifications',
  },
  files: {
    coverImage: { kinds: () => [coverImageKind], maxFiles: 1 },
    certifications: { kinds: () => [certificateKind], maxFiles: MAX_CERTIFICATE_FILES },
  },
};

const formDescription =
  'multipart/form-data (ya da dosyasız JSON): name, description, skillLevel (1–3), categoryIds ve tagIds ' +
  '(tekrarlanan), isCertified, price, discountedPrice (TL), meetingType (0 Online, 2 Yüz yüze), StartDate ve ' +
  'EndDate (ISO, yalnızca yüz yüze), capacity (kontenjan, yalnızca yüz yüze; boş: sınırsız), coverImage (JPEG/PNG/WebP/GIF, en fazla 10 MB), Certifications ' +
  '(tekrarlanan; PDF/JPG/PNG/HTML).';

/** The lecturer's courses: list, create, update, publish status, delete, and the content editor's view. */
export const courseAuthoringRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const preHandler = app.requireRole(Role.Lecturer, Role.Admin);

  r.get(
    '/courses/lecturer-courses',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Eğitmenin kendi kursları (arama: ad veya açıklama; durum: published, draft, archived)',
        querystring: LecturerCoursesQuerySchema,
        response: responses(z.array(LecturerCourseSchema), 401, 403),
      },
    },
    async (request) => ok(await listLecturerCourses(db, userOf(request), request.query)),
  );

  r.get(
    '/courses/:id/contents',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'İçerik düzenleyicisi için kurs: bölümler ve dersler sıralı, quiz cevapları dahil',
        params: IdParamsSchema,
        response: responses(CourseContentsSchema, 401, 403, 404),
      },
    },
    async (request) => ok(await getCourseContents(db, userOf(request), request.params.id)),
  );

  r.post(
    '/courses',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Yeni kurs oluşturur (Taslak); data yeni kursun kimliğidir',
        description: formDescription,
        consumes: ['multipart/form-data', 'application/json'],
        response: responses(z.uuid(), 401, 403, 413, 422),
      },
    },
    async (request) => {
      const user = userOf(request);
      const form = await readForm(request, app.deps, courseForm);
      try {
        const cover = form.files.coverImage?.[0];
        const certificates = form.files.certifications ?? [];
        const input = parseForm(courseFormSchema(), {
          ...form.fields,
          coverImage: cover,
          certifications: certificates,
        });
        const id = await createCourse(db, user, input, { cover: cover ?? null, certificates });
        // Certificates sent with an uncertified course are not kept.
        await form.discard([...(cover ? [cover] : []), ...(input.isCertified ? certificates : [])]);
        return ok(id, am.courseCreated);
      } catch (error) {
        await form.discard();
        throw error;
      }
    },
  );

  r.put(
    '/courses/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary:
          'Kursu günceller (oluşturma alanları; kapak ve sertifikalar gönderilmezse korunur); data kimliktir',
        description: `${formDescription} Yeni sertifikalar eskilerinin yerini alır; isCertified false ise sertifikalar silinir.`,
        consumes: ['multipart/form-data', 'application/json'],
        params: IdParamsSchema,
        response: responses(z.uuid(), 401, 403, 404, 413, 422),
      },
    },
    async (request) => {
      const user = userOf(request);
      const form = await readForm(request, app.deps, courseForm);
      try {
        const course = await authoredCourse(db, user, request.params.id);
        const cover = form.files.coverImage?.[0];
        const certificates = form.files.certifications ?? [];
        const keptCertificates = certificates.length > 0 ? 0 : await certificateCount(db, course.id);
        const input = parseForm(courseFormSchema({ keptCertificates, requireCover: false }), {
          ...form.fields,
          coverImage: cover,
          certifications: certificates,
        });
        const { replacedKeys } = await updateCourse(db, user, course.id, input, {
          cover: cover ?? null,
          certificates,
        });
        await form.discard([...(cover ? [cover] : []), ...(input.isCertified ? certificates : [])]);
        await deleteFiles(app.deps.storage, replacedKeys, request.log);
        return ok(course.id);
      } catch (error) {
        await form.discard();
        throw error;
      }
    },
  );

  r.put(
    '/courses/:id/publish-status',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary:
          'Yayın durumunu değiştirir: Taslak → Yayında (en az bir ders), Yayında ↔ Arşivlendi, Arşivlendi → Taslak',
        params: IdParamsSchema,
        body: PublishStatusInputSchema,
        response: responses(z.null(), 401, 403, 404, 422),
      },
    },
    async (request) => {
      await setPublishStatus(db, userOf(request), request.params.id, request.body.publishStatus);
      return ok(null);
    },
  );

  r.delete(
    '/courses/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Kursu siler; satın alan öğrencisi olan kurs silinmez, arşivlenir',
        params: IdParamsSchema,
        response: responses(CourseDeleteResultSchema, 401, 403, 404),
      },
    },
    async (request) => {
      const { isArchived, removedKeys } = await deleteCourse(db, userOf(request), request.params.id);
      await deleteFiles(app.deps.storage, removedKeys, request.log);
      return ok({ isArchived }, isArchived ? am.courseArchivedInstead : am.courseDeleted);
    },
  );
};
