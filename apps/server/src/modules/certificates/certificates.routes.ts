import { CertificateSchema, CertificateVerificationSchema, IdParamsSchema } from '@kampus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appError } from '../../lib/app-error.ts';
import { ok, responses } from '../../lib/envelope.ts';
import { isAdmin, userOf } from '../../plugins/auth.ts';
import { createUrlSigner } from '../media/index.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import {
  CERTIFICATE_PDF_PURPOSE,
  findCertificate,
  listCertificates,
  verifyCertificate,
} from './certificates.service.ts';

const tags = ['certificates'];

/** Certificates: the learner's list, the PDF and the public verification by code. */
export const certificateRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, secrets, config } = app.deps;
  const signer = createUrlSigner(secrets.jwtSecret);

  r.get(
    '/certificates',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Sertifikalarım',
        security: [{ bearerAuth: [] }],
        response: responses(z.array(CertificateSchema), 401),
      },
    },
    async (request) => ok(await listCertificates(db, signer, config.publicUrl, userOf(request).id)),
  );

  r.get(
    '/certificates/verify/:code',
    {
      schema: {
        tags,
        summary: 'Sertifika doğrulama (oturum gerekmez)',
        params: z.object({ code: z.string().max(64) }),
        response: responses(CertificateVerificationSchema, 404),
      },
    },
    async (request) => ok(await verifyCertificate(db, request.params.code)),
  );

  r.get(
    '/certificates/:id/pdf',
    {
      preHandler: app.identify,
      schema: {
        tags,
        summary: 'Sertifika PDF’i (sahibi, yönetici veya imzalı bağlantı)',
        description:
          '`GET /certificates` yanıtındaki `downloadUrl` oturum gerektirmez ve yaklaşık bir saat geçerlidir; ' +
          'bearer token ile sertifikanın sahibi de indirebilir.',
        security: [{}, { bearerAuth: [] }],
        params: IdParamsSchema,
        querystring: z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const user = request.currentUser;
      const hasSignature = request.query.sig !== undefined || request.query.exp !== undefined;
      if (hasSignature) {
        if (!signer.verify(CERTIFICATE_PDF_PURPOSE, id, request.query)) throw appError('LINK_INVALID');
      } else if (!user) throw appError('UNAUTHENTICATED');
      const certificate = await findCertificate(db, id);
      // Someone else's certificate reads as missing, like every other private resource.
      if (!certificate || (!hasSignature && certificate.userId !== user?.id && !isAdmin(user)))
        throw appError('CERTIFICATE_NOT_FOUND');
      const file = `sertifika-${certificate.verificationCode}.pdf`;
      reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff');
      return reply.send(renderCertificatePdf(certificate, config.publicUrl));
    },
  );
};
