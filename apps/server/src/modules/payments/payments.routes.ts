import { PaymentMethodSchema } from '@kampus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { paymentMethods } from './payment-methods.ts';

const tags = ['payments'];

/** Payments: which ways to pay this school offers. */
export const paymentRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app.deps;

  r.get(
    '/payments/methods',
    {
      schema: {
        tags,
        summary: 'Şu anda sunulan ödeme yöntemleri (kart ödemesi yalnızca iyzico yapılandırıldığında)',
        response: responses(z.array(PaymentMethodSchema)),
      },
    },
    async () => ok(paymentMethods(config)),
  );
};
