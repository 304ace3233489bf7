import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  CAPTION_MAX_BYTES,
  CaptionLanguageParamsSchema,
  CaptionUploadFieldsSchema,
  IdParamsSchema,
  lectureFileMessages as lfm,
  ResourceParamsSchema,
  Role,
} from '@kampus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appError } from '../../lib/app-error.ts';
import { ok, responses } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import { newStorageKey } from '../../plugins/storage.ts';
import { CaptionRejected, toWebVtt } from '../media/index.ts';
import { deleteFiles } from './access.ts';
import { captionKind, resourceKind } from './file-kinds.ts';
import {
  addResource,
  deleteCaption,
  deleteResource,
  editableLecture,
  saveCaption,
} from './lecture-files.service.ts';
import { type FormSpec, parseForm, readForm, type StoredUpload } from './upload-form.ts';

const tags = ['lecturer lectures'];
const security = [{ bearerAuth: [] }];

const captionForm: FormSpec = {
  aliases: { language: 'language', file: 'file' },
  files: { file: { kinds: () => [captionKind], maxFiles: 1 } },
};
const resourceForm: FormSpec = {
  aliases: { file: 'file' },
  files: { file: { kinds: () => [resourceKind], maxFiles: 1 } },
};

const requireFile = (upload: StoredUpload | undefined, message: string): StoredUpload => {
  if (!upload) throw appError('VALIDATION_FAILED', { message, fields: { file: message } });
  return upload;
};

/**
 * Captions of video lectures and resources of any lecture (decision 050): for the lecture's owner or an admin.
 * Ownership is checked before the form is read, so nobody else can make the server store anything.
 */
export const lectureFileRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app.deps;
  const preHandler = app.requireRole(Role.Lecturer, Role.Admin);

  r.post(
    '/lectures/:id/captions',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Video dersine altyazı ekler; aynı dildeki altyazının yerini alır',
        description:
          'multipart/form-data: language (tr veya en), file (WebVTT .vtt veya SubRip .srt, en fazla 2 MB). ' +
          'SRT dosyaları WebVTT biçimine çevrilir. Geçersiz dosya 422.',
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: responses(z.null(), 401, 403, 404, 413, 422),
      },
    },
    async (request) => {
      const user = userOf(request);
      const lectureId = request.params.id;
      await editableLecture(db, user, lectureId, { videoOnly: true });
      const form = await readForm(request, app.deps, captionForm);
      let convertedKey: string | null = null;
      try {
        const { language } = parseForm(CaptionUploadFieldsSchema, form.fields);
        const upload = requireFile(form.files.file?.[0], lfm.captionFileRequired);
        let text: string;
        try {
          text = toWebVtt(await buffer(await storage.get(upload.key)));
        } catch (error) {
          if (!(error instanceof CaptionRejected)) throw error;
          throw appError('CAPTION_INVALID', error.line ? { message: lfm.captionInvalidAt(error.line) } : {});
        }
        const key = newStorageKey('captions', '.vtt');
        await storage.put(key, Readable.from([Buffer.from(text, 'utf8')]), {
          maxBytes: 2 * CAPTION_MAX_BYTES,
        });
        convertedKey = key;
        const { replacedKey } = await saveCaption(db, user, { lectureId, language, fileKey: key });
        await form.discard();
        await deleteFiles(storage, [replacedKey], request.log);
        return ok(null, lfm.captionSaved);
      } catch (error) {
        await form.discard();
        if (convertedKey) await deleteFiles(storage, [convertedKey], request.log);
        throw error;
      }
    },
  );

  r.delete(
    '/lectures/:id/captions/:language',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Video dersinin bir dildeki altyazısını kaldırır',
        params: CaptionLanguageParamsSchema,
        response: responses(z.null(), 401, 403, 404),
      },
    },
    async (request) => {
      const { id, language } = request.params;
      const { removedKey } = await deleteCaption(db, userOf(request), id, language);
      await deleteFiles(storage, [removedKey], request.log);
      return ok(null, lfm.captionDeleted);
    },
  );

  r.post(
    '/lectures/:id/resources',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Derse indirilebilir kaynak ekler; data yeni kaynağın kimliğidir',
        description:
          'multipart/form-data: file (PDF, ZIP, metin veya kaynak kod dosyası, JPG/PNG/GIF/WEBP; en fazla 50 MB). ' +
          'Tür dosyanın içeriğinden belirlenir; bir derste en fazla 20 kaynak olabilir.',
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: responses(z.uuid(), 401, 403, 404, 413, 422),
      },
    },
    async (request) => {
      const user = userOf(request);
      const lectureId = request.params.id;
      await editableLecture(db, user, lectureId);
      const form = await readForm(request, app.deps, resourceForm);
      try {
        const upload = requireFile(form.files.file?.[0], lfm.resourceFileRequired);
        const id = await addResource(db, user, {
          lectureId,
          name: upload.filename,
          size: upload.size,
          fileKey: upload.key,
        });
        await form.discard([upload]);
        return ok(id, lfm.resourceSaved);
      } catch (error) {
        await form.discard();
        throw error;
      }
    },
  );

  r.delete(
    '/lectures/:id/resources/:resourceId',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Dersin bir kaynağını kaldırır',
        params: ResourceParamsSchema,
        response: responses(z.null(), 401, 403, 404),
      },
    },
    async (request) => {
      const { id, resourceId } = request.params;
      const { removedKey } = await deleteResource(db, userOf(request), id, resourceId);
      await deleteFiles(storage, [removedKey], request.log);
      return ok(null, lfm.resourceDeleted);
    },
  );
};
