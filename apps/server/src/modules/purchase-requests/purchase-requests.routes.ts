import {
  ApprovePurchaseRequestSchema,
  CreatePurchaseRequestSchema,
  DeclinePurchaseRequestSchema,
  IdParamsSchema,
  purchaseRequestMessages as m,
  PurchaseApprovalSchema,
  PurchaseRequestSchema,
  PurchaseRequestsQuerySchema,
  Role,
  SaleTermsSchema,
} from '@kampus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import { eventsOf } from '../announcements/index.ts';
import {
  approveRequest,
  createRequest,
  declineRequest,
  listRequests,
  type PurchaseRequestDeps,
  requestTerms,
} from './purchase-requests.service.ts';

const security = [{ bearerAuth: [] }];
const tags = ['purchase requests'];

/** A student asks the linked parents to buy the basket; a parent approves or declines (README.md). */
export const purchaseRequestRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: PurchaseRequestDeps = {
    db: app.deps.db,
    events: eventsOf(app),
    seller: app.deps.config.seller,
    card: { config: app.deps.config, dataKey: app.deps.secrets.dataKey },
  };
  const student = { preHandler: app.requireRole(Role.Student) };
  const signedIn = { preHandler: app.authenticate };

  r.post(
    '/purchase-requests',
    {
      ...student,
      schema: {
        tags,
        security,
        summary:
          'Öğrenci sepetini bağlı velilerinden satın almalarını ister; veliler e-posta ve bildirim alır; data talebin kimliğidir',
        body: CreatePurchaseRequestSchema,
        response: responses(z.uuid(), 401, 403, 404, 413, 422),
      },
    },
    async (request) => {
      const id = await createRequest(deps, userOf(request).id, request.body);
      request.log.info({ event: 'purchase-request.created', requestId: id }, 'purchase request sent');
      return ok(id, m.sent);
    },
  );

  r.get(
    '/purchase-requests',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary:
          'Satın alma talepleri: öğrenciye kendi talepleri, veliye bağlı çocuklarının talepleri; en yenisi önce',
        querystring: PurchaseRequestsQuerySchema,
        response: responses(z.array(PurchaseRequestSchema), 400, 401),
      },
    },
    async (request) => ok(await listRequests(deps, userOf(request).id, request.query.status)),
  );

  r.get(
    '/purchase-requests/:id/terms',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary:
          'Bağlı velinin ücretli onaydan önce okuduğu satış belgeleri: alıcı olarak veli, sepetin kursları ve fiyatları',
        params: IdParamsSchema,
        response: responses(SaleTermsSchema, 400, 401, 404, 422),
      },
    },
    async (request) => ok(await requestTerms(deps, userOf(request).id, request.params.id)),
  );

  r.post(
    '/purchase-requests/:id/decline',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Bağlı veli talebi bir nedenle reddeder; öğrenci e-posta ve bildirimle nedenini öğrenir',
        params: IdParamsSchema,
        body: DeclinePurchaseRequestSchema,
        response: responses(z.null(), 400, 401, 404, 413, 422),
      },
    },
    async (request) => {
      await declineRequest(deps, userOf(request).id, request.params.id, request.body.reason);
      request.log.info(
        { event: 'purchase-request.declined', requestId: request.params.id },
        'purchase request declined',
      );
      return ok(null, m.declined);
    },
  );

  r.post(
    '/purchase-requests/:id/approve',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary:
          'Bağlı veli talebi onaylar: öğrencinin sepetinden, ödeyeni veli olan bir sipariş oluşur (ücretsiz, banka transferi ya da kartla; kartla ödemede paymentPageUrl iyzico ödeme sayfasıdır)',
        params: IdParamsSchema,
        body: ApprovePurchaseRequestSchema,
        response: responses(PurchaseApprovalSchema, 400, 401, 404, 413, 422),
      },
    },
    async (request) => {
      const approval = await approveRequest(deps, userOf(request).id, request.params.id, request.body, {
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'],
      });
      request.log.info(
        { event: 'purchase-request.approved', requestId: request.params.id, orderId: approval.orderId },
        'purchase request approved',
      );
      return ok(approval, m.approved);
    },
  );
};
