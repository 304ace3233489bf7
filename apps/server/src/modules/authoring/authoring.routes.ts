import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { courseAuthoringRoutes } from './courses.routes.ts';
import { financeRoutes } from './finance.routes.ts';
import { lectureFileRoutes } from './lecture-files.routes.ts';
import { lectureAuthoringRoutes } from './lectures.routes.ts';
import { sectionAuthoringRoutes } from './sections.routes.ts';

/**
 * The lecturer area's API: courses, sections, lectures and the finance panel. Multipart parsing is registered
 * here only, so no other route accepts file uploads; the forms stream each file to storage (upload-form.ts).
 */
export const authoringRoutes = async (app: FastifyInstance) => {
  await app.register(multipart, {
    // Limits are passed per request by readForm; this keeps a stray multipart body from being buffered anywhere.
    attachFieldsToBody: false,
    throwFileSizeLimit: true,
    limits: { fileSize: app.deps.config.uploadLimit + 1 },
  });
  await app.register(courseAuthoringRoutes);
  await app.register(sectionAuthoringRoutes);
  await app.register(lectureAuthoringRoutes);
  await app.register(lectureFileRoutes);
  await app.register(financeRoutes);
};
