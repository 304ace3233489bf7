import {
  CardOrderSchema,
  IdParamsSchema,
  IyzicoNotificationSchema,
  PaidOrderSchema,
  PaymentExchangeSchema,
  RefundOrderSchema,
  Role,
} from '@kampus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appError } from '../../lib/app-error.ts';
import { ok, responses } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import { eventsOf } from '../announcements/index.ts';
import { cardGatewayOf } from '../payments/index.ts';
import { type CardDeps, placeCardOrder } from './card-checkout.ts';
import { orderExchanges, refundCardOrder } from './card-refund.ts';
import { settleCardToken, settleNotification } from './card-settlement.ts';

const security = [{ bearerAuth: [] }];

/** The form iyzico's page makes the browser post to the callback: the checkout form token. */
const CallbackBodySchema = z.object({ token: z.string().trim().min(1).max(200) });

/**
 * Card payments (CONTRACT.md §13): the checkout, iyzico's callback and notification (no sign-in: they come from the
 * provider and from the buyer's browser on its way back), and the admin's refund and view of the exchanges.
 */
export const cardRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const deps: CardDeps = { db, events: eventsOf(app), config, dataKey: app.deps.secrets.dataKey };
  const signedIn = { preHandler: app.authenticate };
  const admin = { preHandler: app.requireRole(Role.Admin) };

  r.post(
    '/orders/card',
    {
      ...signedIn,
      schema: {
        tags: ['orders'],
        security,
        summary:
          'Sepetten kartla ödenecek bekleyen bir sipariş oluşturur ve iyzico ödeme sayfasını açar; tarayıcı paymentPageUrl adresine gider',
        body: PaidOrderSchema,
        response: responses(CardOrderSchema, 400, 401, 404, 413, 422),
      },
    },
    async (request) =>
      ok(
        await placeCardOrder(deps, userOf(request).id, request.body.basketId, {
          ipAddress: request.ip,
          userAgent: request.headers['user-agent'],
        }),
      ),
  );

  // The browser comes back from iyzico's page with the token as a form field (its callback is a form post).
  await app.register(async (callback) => {
    callback.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 2048 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    callback.withTypeProvider<ZodTypeProvider>().post(
      '/payments/iyzico/callback',
      {
        schema: {
          tags: ['payments'],
          summary:
            'iyzico ödeme sayfasından dönüş (form alanı token): sonuç iyzico’dan alınıp doğrulanır, sipariş bir kez tamamlanır ya da iptal edilir; 303 ile sipariş özetine',
          body: CallbackBodySchema,
        },
      },
      async (request, reply) => {
        const gateway = cardGatewayOf(config);
        const settled = gateway
          ? await settleCardToken(deps, gateway, request.body.token)
          : { orderId: null, outcome: 'unchanged' as const };
        // A token of no order of ours changes nothing and leads to the basket.
        return reply.redirect(settled.orderId ? `/order/${settled.orderId}/summary` : '/basket', 303);
      },
    );
  });

  r.post(
    '/payments/iyzico/webhook',
    {
      schema: {
        tags: ['payments'],
        summary:
          'iyzico bildirimi (X-IYZ-SIGNATURE-V3 imzalı): imza doğruysa sonuç iyzico’dan alınıp geri dönüşteki gibi işlenir; imza yanlışsa 401',
        body: IyzicoNotificationSchema,
        response: responses(z.null(), 400, 401, 413, 422),
      },
    },
    async (request) => {
      const gateway = cardGatewayOf(config);
      const settled = gateway ? await settleNotification(deps, gateway, request.headers, request.body) : null;
      // Always 200 for a verified notification, whatever it changed, so iyzico stops sending it.
      if (!settled) throw appError('UNAUTHENTICATED', { message: 'Bildirimin imzası doğrulanamadı.' });
      return ok(null);
    },
  );

  r.post(
    '/admin/orders/:id/refund',
    {
      ...admin,
      schema: {
        tags: ['admin orders'],
        security,
        summary:
          'Kartla ödenmiş tamamlanmış siparişin tamamını iyzico üzerinden iade eder; sipariş iptal edilir, kayıtlar sona erer, alıcıya e-posta gider',
        params: IdParamsSchema,
        body: RefundOrderSchema,
        response: responses(z.null(), 400, 401, 403, 404, 413, 422),
      },
    },
    async (request) => {
      await refundCardOrder(deps, request.params.id, request.body.reason, userOf(request).id, request.ip);
      return ok(null);
    },
  );

  r.get(
    '/admin/orders/:id/payment-exchanges',
    {
      ...admin,
      schema: {
        tags: ['admin orders'],
        security,
        summary:
          'Siparişin ödeme sağlayıcısıyla yazışmaları (anahtarlar, kart bilgileri ve kimlik numarası çıkarılmış)',
        params: IdParamsSchema,
        response: responses(z.array(PaymentExchangeSchema), 401, 403, 404),
      },
    },
    async (request) => ok(await orderExchanges(db, request.params.id)),
  );
};
