import {
  IdParamsSchema,
  NotificationListQuerySchema,
  NotificationPageSchema,
  NotificationPreferencesSchema,
  UnreadCountSchema,
  UnsubscribeQuerySchema,
  UnsubscribeResultSchema,
  UpdateNotificationPreferencesSchema,
} from '@kampus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import { readMailPreferences } from './mail-preferences.ts';
import { createStreamRegistry } from './notification-streams.ts';
import {
  listNotifications,
  markAllRead,
  markRead,
  unsubscribe,
  unsubscribeTarget,
  updatePreferences,
} from './notifications.service.ts';

const security = [{ bearerAuth: [] }];
const tags = ['notifications'];

const StreamQuerySchema = z.object({
  access_token: z
    .string({ error: 'Erişim anahtarı geçersiz.' })
    .min(1, { error: 'Erişim anahtarı geçersiz.' })
    .max(4096, { error: 'Erişim anahtarı geçersiz.' })
    .optional(),
});

/** RFC 8058's one-click body; the web page may also post without a body. */
const OneClickBodySchema = z
  .object({
    'List-Unsubscribe': z.literal('One-Click', { error: 'Abonelik bağlantısı geçersiz.' }),
  })
  .nullish();

/** In-app notifications, their live stream and mail preferences (CONTRACT.md §11; module README). */
export const notificationRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, secrets, notificationHub } = app.deps;
  const signedIn = { preHandler: app.authenticate };
  const streams = createStreamRegistry(notificationHub);
  // Open streams would hold up the server's close until their clients leave; they end first (decision 027).
  app.addHook('preClose', async () => streams.closeAll());

  r.get(
    '/notifications',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Kullanıcının bildirimleri sayfa sayfa, en yenisi önce, okunmamış sayısıyla',
        querystring: NotificationListQuerySchema,
        response: responses(NotificationPageSchema, 401),
      },
    },
    async (request) => ok(await listNotifications(db, userOf(request).id, request.query)),
  );

  r.get(
    '/notifications/stream',
    {
      preHandler: app.authenticateStream,
      schema: {
        tags,
        security,
        summary:
          'Yeni bildirimler Server-Sent Events akışı olarak (olay adı notification); erişim anahtarı başlıkta veya access_token ile',
        description:
          '`text/event-stream`: önce `retry:`, her yeni bildirim için `event: notification` (veri: bildirim JSON), ' +
          'her 25 saniyede bir yorum satırı; erişim anahtarının süresi dolunca `event: expired` ve akış kapanır. ' +
          'Oturum yoksa 401 zarfı.',
        querystring: StreamQuerySchema,
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const stream = streams.open(user.id, user.tokenExpiresAt);
      reply.raw.once('close', () => stream.destroy());
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );

  r.post(
    '/notifications/read-all',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Kullanıcının bütün bildirimlerini okundu yapar',
        response: responses(UnreadCountSchema, 401),
      },
    },
    async (request) => ok(await markAllRead(db, userOf(request).id)),
  );

  r.post(
    '/notifications/:id/read',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Bir bildirimi okundu yapar; başkasının bildirimi bulunamadı olarak yanıtlanır',
        params: IdParamsSchema,
        response: responses(UnreadCountSchema, 401, 404),
      },
    },
    async (request) => ok(await markRead(db, userOf(request).id, request.params.id)),
  );

  r.get(
    '/notifications/preferences',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'E-posta tercihleri; sipariş e-postaları her zaman açıktır',
        response: responses(NotificationPreferencesSchema, 401),
      },
    },
    async (request) => ok(await readMailPreferences(db, userOf(request).id)),
  );

  r.put(
    '/notifications/preferences',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'E-posta tercihlerini kaydeder; orders yalnızca true gönderilebilir',
        body: UpdateNotificationPreferencesSchema,
        response: responses(NotificationPreferencesSchema, 401, 413),
      },
    },
    async (request) => ok(await updatePreferences(db, userOf(request).id, request.body)),
  );

  r.get(
    '/notifications/unsubscribe',
    {
      schema: {
        tags,
        summary:
          'Abonelikten çıkma bağlantısının kapatacağı kategoriyi gösterir; hiçbir şeyi değiştirmez (oturum gerekmez)',
        querystring: UnsubscribeQuerySchema,
        response: responses(UnsubscribeResultSchema),
      },
    },
    async (request) => {
      const { category } = await unsubscribeTarget(db, secrets.dataKey, request.query.token);
      return ok({ category });
    },
  );

  // Mail clients post RFC 8058's one-click body form-encoded; only this route reads that type (module README).
  await app.register(async (oneClick) => {
    oneClick.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    oneClick.withTypeProvider<ZodTypeProvider>().post(
      '/notifications/unsubscribe',
      {
        schema: {
          tags,
          summary:
            'Tek tıkla abonelikten çıkma (RFC 8058): bağlantıdaki kategorinin e-postalarını kapatır (oturum gerekmez)',
          querystring: UnsubscribeQuerySchema,
          body: OneClickBodySchema,
          response: responses(UnsubscribeResultSchema, 413),
        },
      },
      async (request) => ok(await unsubscribe(db, secrets.dataKey, request.query.token)),
    );
  });
};
