import {
  authoringMessages as am,
  EditorLectureSchema,
  IdParamsSchema,
  type LectureContentInput,
  LectureContentType,
  LectureCreateSchema,
  LectureReorderSchema,
  LectureUpdateSchema,
  Role,
  videoSecondsToMinutes,
} from '@kampus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appError } from '../../lib/app-error.ts';
import { ok, responses } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import { createUrlSigner } from '../media/index.ts';
import { deleteFiles } from './access.ts';
import { type FileKind, type FileKindName, htmlLectureKind, videoKind } from './file-kinds.ts';
import { lectureFilesOf } from './lecture-files.service.ts';
import {
  createLecture,
  deleteLecture,
  getLecture,
  type LectureContent,
  reorderLecture,
  updateLecture,
} from './lectures.service.ts';
import { type FormSpec, parseForm, type ReadForm, readForm, type StoredUpload } from './upload-form.ts';

const tags = ['lecturer lectures'];
const security = [{ bearerAuth: [] }];

/**
 * Which file a lecture's `content` may be. When the content type arrived before the file, only its kind; when it
 * comes later (or never), the file's own bytes choose between a video and a page and the schema checks the match.
 */
const contentKinds = (fields: Record<string, unknown>): FileKind[] => {
  const raw = fields.lectureContentType;
  const type = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (type === LectureContentType.Video) return [videoKind];
  if (type === LectureContentType.Html) return [htmlLectureKind];
  if (
    type === LectureContentType.Text ||
    type === LectureContentType.Quiz ||
    type === LectureContentType.Assignment
  )
    return [];
  return [videoKind, htmlLectureKind];
};

const lectureForm: FormSpec = {
  aliases: {
    id: 'id',
    courseid: 'courseId',
    sectionid: 'sectionId',
    name: 'name',
    description: 'description',
    lecturecontenttype: 'lectureContentType',
    lecturetype: 'lectureType',
    ispublic: 'isPublic',
    durationminute: 'durationMinute',
    rewardpoints: 'rewardPoints',
    maxscore: 'maxScore',
    iscontentupdated: 'isContentUpdated',
    content: 'content',
  },
  files: { content: { kinds: contentKinds, maxFiles: 1 } },
};

const EXPECTED_KIND: Partial<Record<number, { kind: FileKindName; message: string }>> = {
  [LectureContentType.Video]: { kind: 'video', message: am.videoType },
  [LectureContentType.Html]: { kind: 'htmlLecture', message: am.htmlType },
};

/**
 * The validated content with its file checked: it must be a file this request stored (never an object a JSON
 * body made up) and of the content type's kind.
 */
const lectureContent = (form: ReadForm, type: number, content: LectureContentInput): LectureContent => {
  if (content.kind !== 'file') return content;
  const upload = form.files.content?.find((f) => f === content.file);
  const expected = EXPECTED_KIND[type];
  if (!upload || !expected)
    throw appError('VALIDATION_FAILED', {
      fields: { content: type === LectureContentType.Html ? am.htmlRequired : am.videoRequired },
    });
  if (upload.kind !== expected.kind)
    throw appError('VALIDATION_FAILED', { message: expected.message, fields: { content: expected.message } });
  return { kind: 'file', upload };
};

/** A video's length from its file when the container tells it, else what the lecturer entered. */
const durationOf = (content: LectureContent | null, entered: number | undefined): number | undefined => {
  const seconds = content?.kind === 'file' ? content.upload.durationSeconds : null;
  return seconds ? videoSecondsToMinutes(seconds) : entered;
};

const keptUploads = (content: LectureContent | null): StoredUpload[] =>
  content?.kind === 'file' ? [content.upload] : [];

const formDescription =
  'multipart/form-data (ya da dosyasız JSON). content: Metin için metin, Ödev için yönerge metni (maxScore alanı en yüksek puan, 1–1000, varsayılan 100), Quiz için ' +
  '{"questions":[{"question","options":[4 seçenek],"correctAnswer":0-3}]} JSON, Video için video dosyası ' +
  '(MP4/WebM/Ogg/MOV), HTML için .html dosyası (en fazla 5 MB). Video süresi dosyadan okunur; okunamazsa ' +
  'durationMinute kullanılır.';

/** Lectures of the lecturer's courses: read, create and edit (multipart), delete, reorder within a section. */
export const lectureAuthoringRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const signer = createUrlSigner(app.deps.secrets.jwtSecret);
  const preHandler = app.requireRole(Role.Lecturer, Role.Admin);

  r.get(
    '/lectures/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Bir ders (düzenleme görünümü: metin ve quiz cevapları dahil)',
        params: IdParamsSchema,
        response: responses(EditorLectureSchema, 401, 403, 404),
      },
    },
    async (request) => {
      const lecture = await getLecture(db, userOf(request), request.params.id);
      const files = (await lectureFilesOf(db, signer, [lecture.id])).get(lecture.id);
      return ok({ ...lecture, captions: files?.captions ?? [], resources: files?.resources ?? [] });
    },
  );

  r.post(
    '/lectures',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Bölümün sonuna yeni ders ekler; data yeni dersin kimliğidir',
        description: `courseId, sectionId, name, description, lectureContentType (0 Video, 1 Metin, 2 HTML, 3 Quiz, 4 Ödev), lectureType (0–4, varsayılan 0), isPublic, durationMinute, rewardPoints (0–1000, varsayılan 10), content. ${formDescription}`,
        consumes: ['multipart/form-data', 'application/json'],
        response: responses(z.uuid(), 401, 403, 404, 413, 422),
      },
    },
    async (request) => {
      const user = userOf(request);
      const form = await readForm(request, app.deps, lectureForm);
      try {
        const input = parseForm(LectureCreateSchema, {
          ...form.fields,
          content: form.files.content?.[0] ?? form.fields.content,
        });
        const content = lectureContent(form, input.lectureContentType, input.content);
        const id = await createLecture(db, app.jobs, user, {
          courseId: input.courseId,
          sectionId: input.sectionId,
          name: input.name,
          description: input.description,
          lectureType: input.lectureType,
          contentType: input.lectureContentType,
          isPublic: input.isPublic,
          durationMinute: durationOf(content, input.durationMinute) ?? 0,
          rewardPoints: input.rewardPoints,
          maxScore: input.maxScore,
          content,
        });
        await form.discard(keptUploads(content));
        return ok(id, am.lectureCreated);
      } catch (error) {
        await form.discard();
        throw error;
      }
    },
  );

  r.put(
    '/lectures',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Dersi günceller; içerik yalnızca isContentUpdated true ise okunur, içerik türü değişmez',
        description: `id, name, description, lectureContentType, isPublic, durationMinute, rewardPoints (boşsa değişmez), isContentUpdated, content. ${formDescription}`,
        consumes: ['multipart/form-data', 'application/json'],
        response: responses(z.uuid(), 401, 403, 404, 413, 422),
      },
    },
    async (request) => {
      const user = userOf(request);
      const form = await readForm(request, app.deps, lectureForm);
      try {
        const input = parseForm(LectureUpdateSchema, {
          ...form.fields,
          content: form.files.content?.[0] ?? form.fields.content,
        });
        const content = input.content ? lectureContent(form, input.lectureContentType, input.content) : null;
        const { replacedKey } = await updateLecture(db, app.jobs, user, {
          id: input.id,
          name: input.name,
          description: input.description,
          contentType: input.lectureContentType,
          isPublic: input.isPublic,
          durationMinute: durationOf(content, input.durationMinute),
          rewardPoints: input.rewardPoints,
          maxScore: input.maxScore,
          content,
        });
        await form.discard(keptUploads(content));
        await deleteFiles(app.deps.storage, [replacedKey], request.log);
        return ok(input.id, am.lectureUpdated);
      } catch (error) {
        await form.discard();
        throw error;
      }
    },
  );

  r.put(
    '/lectures/reorder',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Dersi bölümü içinde targetIndex sırasına taşır',
        body: LectureReorderSchema,
        response: responses(z.null(), 401, 403, 404, 413, 422),
      },
    },
    async (request) => {
      await reorderLecture(db, userOf(request), request.body);
      return ok(null);
    },
  );

  r.delete(
    '/lectures/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Dersi siler; bölümdeki sonraki dersler kayar',
        params: IdParamsSchema,
        response: responses(z.null(), 401, 403, 404),
      },
    },
    async (request) => {
      const { removedKeys } = await deleteLecture(db, userOf(request), request.params.id);
      await deleteFiles(app.deps.storage, removedKeys, request.log);
      return ok(null);
    },
  );
};
