import {
  AdminOrdersQuerySchema,
  CreateOrderSchema,
  IdParamsSchema,
  MyOrdersQuerySchema,
  MyOrdersSchema,
  OrderPageSchema,
  OrderSummarySchema,
  PaidOrderSchema,
  Role,
  SaleTermsQuerySchema,
  SaleTermsSchema,
  UpdateOrderStatusSchema,
} from '@kampus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { renderInvoicePdf } from '../../lib/sale-pdf.ts';
import { userOf } from '../../plugins/auth.ts';
import { eventsOf } from '../announcements/index.ts';
import { placeOrder } from './checkout.service.ts';
import { updateOrderStatus } from './order-status.ts';
import { adminOrders, myOrders, orderSummary } from './orders.service.ts';
import { invoiceFor, saleTerms } from './sales.service.ts';

const security = [{ bearerAuth: [] }];

/** Checkout and orders under /orders, the admin's order desk under /admin/orders. */
export const orderRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const events = eventsOf(app);
  const signedIn = { preHandler: app.authenticate };
  const admin = { preHandler: app.requireRole(Role.Admin) };
  const tags = ['orders'];
  const adminTags = ['admin orders'];

  r.post(
    '/orders/free',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Ödenecek tutarı 0 olan sepetten tamamlanmış sipariş oluşturur; data sipariş kimliğidir',
        body: CreateOrderSchema,
        response: responses(z.uuid(), 401, 404, 413, 422),
      },
    },
    async (request) => ok(await placeOrder(db, events, userOf(request).id, request.body.basketId, 'free')),
  );

  r.post(
    '/orders/bank-transfer',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary:
          'Sepetten banka transferi ile ödenecek, bekleyen bir sipariş oluşturur; data sipariş kimliğidir',
        body: PaidOrderSchema,
        response: responses(z.uuid(), 400, 401, 404, 413, 422),
      },
    },
    async (request) =>
      ok(
        await placeOrder(db, events, userOf(request).id, request.body.basketId, 'bankTransfer', {
          seller: config.seller,
          ipAddress: request.ip,
          userAgent: request.headers['user-agent'],
        }),
      ),
  );

  r.get(
    '/orders/terms',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary:
          'Sepetin Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi (HTML), satıcı, alıcı, kurslar ve KDV ile',
        querystring: SaleTermsQuerySchema,
        response: responses(SaleTermsSchema, 400, 401, 404, 422),
      },
    },
    async (request) => ok(await saleTerms(db, config.seller, userOf(request).id, request.query.basketId)),
  );

  r.get(
    '/orders/:id/invoice',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary:
          'Tamamlanmış ücretli siparişin faturası (PDF); yalnızca alıcı ve yöneticiler, ücretsiz siparişlerde 404',
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const invoice = await invoiceFor(db, userOf(request), request.params.id);
      const pdf = await renderInvoicePdf(invoice);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="fatura-${invoice.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );

  r.get(
    '/orders',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary:
          'Kullanıcının kendi siparişleri sayfa sayfa, en yenisi önce; ödemesi beklenen banka transferleri banka bilgileriyle ayrıca',
        querystring: MyOrdersQuerySchema,
        response: responses(MyOrdersSchema, 400, 401),
      },
    },
    async (request) => ok(await myOrders(db, events, config.bank, userOf(request).id, request.query)),
  );

  r.get(
    '/orders/:id/summary',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Sipariş özeti; yalnızca siparişin sahibi ve yöneticiler görebilir',
        params: IdParamsSchema,
        response: responses(OrderSummarySchema, 401, 404),
      },
    },
    async (request) => ok(await orderSummary(db, events, config.bank, userOf(request), request.params.id)),
  );

  r.get(
    '/admin/orders/paginated',
    {
      ...admin,
      schema: {
        tags: adminTags,
        security,
        summary: 'Siparişler: sipariş numarası, e-posta veya ada göre arama, duruma göre süzme',
        querystring: AdminOrdersQuerySchema,
        response: responses(OrderPageSchema, 401, 403),
      },
    },
    async (request) => ok(await adminOrders(db, events, request.query)),
  );

  r.put(
    '/admin/orders/:id/status',
    {
      ...admin,
      schema: {
        tags: adminTags,
        security,
        summary: 'Bekleyen siparişi Tamamlandı (kayıt açılır) veya İptal Edildi durumuna getirir',
        params: IdParamsSchema,
        body: UpdateOrderStatusSchema,
        response: responses(z.null(), 401, 403, 404, 413, 422),
      },
    },
    async (request) => {
      await updateOrderStatus(
        db,
        events,
        request.params.id,
        request.body.status,
        userOf(request).id,
        config.seller,
      );
      return ok(null);
    },
  );
};
