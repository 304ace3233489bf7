import {
  AddBasketItemSchema,
  ApplyBasketDiscountCodeSchema,
  ApplyBasketItemDiscountCodeSchema,
  BasketQuerySchema,
  BasketSchema,
  RemoveBasketDiscountCodeSchema,
  RemoveBasketItemDiscountCodeSchema,
  RemoveBasketItemSchema,
} from '@kampus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, responses } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import { eventsOf } from '../announcements/index.ts';
import {
  addItem,
  applyBasketCode,
  applyItemCode,
  removeBasketCode,
  removeItem,
  removeItemCode,
} from './basket.service.ts';
import { getBasket } from './priced-basket.ts';

const tags = ['basket'];
const security = [{ bearerAuth: [] }];

/** The signed-in user's basket under /baskets. */
export const basketRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const events = eventsOf(app);
  const signedIn = { preHandler: app.authenticate };

  r.get(
    '/baskets',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Kullanıcının açık sepeti; sepet yoksa data null',
        querystring: BasketQuerySchema,
        response: responses(BasketSchema, 401, 404),
      },
    },
    async (request) => ok(await getBasket(db, userOf(request).id, request.query.basketId)),
  );

  r.post(
    '/baskets/add-item',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Kursu sepete ekler (sepet yoksa oluşturur); güncel sepeti döner',
        body: AddBasketItemSchema,
        response: responses(BasketSchema, 401, 404, 413, 422),
      },
    },
    async (request) =>
      ok(await addItem(db, events, userOf(request).id, request.body.courseId, request.body.basketId)),
  );

  r.post(
    '/baskets/remove-item',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Kursu sepetten çıkarır; sepet boşaldıysa data null',
        body: RemoveBasketItemSchema,
        response: responses(BasketSchema, 401, 404, 413, 422),
      },
    },
    async (request) => ok(await removeItem(db, events, userOf(request).id, request.body.basketDetailId)),
  );

  r.post(
    '/baskets/apply-discount-code',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Sepetin tamamına sepet indirim kodu uygular',
        body: ApplyBasketDiscountCodeSchema,
        response: responses(BasketSchema, 401, 404, 413, 422),
      },
    },
    async (request) =>
      ok(
        await applyBasketCode(
          db,
          events,
          userOf(request).id,
          request.body.basketId,
          request.body.discountCode,
        ),
      ),
  );

  r.post(
    '/baskets/apply-discount-code-to-basket-item',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Sepetteki bir kursa o kursun indirim kodunu uygular',
        body: ApplyBasketItemDiscountCodeSchema,
        response: responses(BasketSchema, 401, 404, 413, 422),
      },
    },
    async (request) =>
      ok(
        await applyItemCode(
          db,
          events,
          userOf(request).id,
          request.body.basketItemId,
          request.body.discountCode,
        ),
      ),
  );

  r.post(
    '/baskets/remove-discount-code',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Sepet indirim kodunu kaldırır',
        body: RemoveBasketDiscountCodeSchema,
        response: responses(BasketSchema, 401, 404, 413, 422),
      },
    },
    async (request) => ok(await removeBasketCode(db, events, userOf(request).id, request.body.basketId)),
  );

  r.post(
    '/baskets/remove-discount-code-from-basket-item',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Sepetteki bir kursun indirim kodunu kaldırır',
        body: RemoveBasketItemDiscountCodeSchema,
        response: responses(BasketSchema, 401, 404, 413, 422),
      },
    },
    async (request) => ok(await removeItemCode(db, events, userOf(request).id, request.body.basketDetailId)),
  );
};
