import { IdSchema } from '@kampus/contract';
import { Suspense } from 'react';
import { Await, data } from 'react-router';
import { hasRole, useCurrentUser } from '../../features/auth/session.ts';
import {
  OrderSummarySkeleton,
  OrderSummaryView,
} from '../../features/orders/components/order-summary-view.tsx';
import { orderTexts } from '../../features/orders/order-texts.ts';
import { fetchOrderSummary } from '../../features/orders/orders-api.ts';
import type { Route } from './+types/order-summary';

export const meta: Route.MetaFunction = () => [{ title: `${orderTexts.title} | Kampüs` }];

/**
 * An address that cannot name an order is a 404 at once; otherwise the summary is handed over unresolved so the
 * page shows its outline while it loads. A missing order (or another user's) rejects, and the error screen says so.
 */
export const clientLoader = ({ params, request }: Route.ClientLoaderArgs) => {
  if (!IdSchema.safeParse(params.orderId).success) throw data(null, { status: 404 });
  return { summary: fetchOrderSummary(params.orderId, request.signal) };
};

export default function OrderSummaryPage({ loaderData }: Route.ComponentProps) {
  const viewer = useCurrentUser();
  return (
    <Suspense fallback={<OrderSummarySkeleton />}>
      <Await resolve={loaderData.summary}>
        {(summary) => (
          <OrderSummaryView summary={summary} viewerEmail={viewer.email} isAdmin={hasRole(viewer, 'Admin')} />
        )}
      </Await>
    </Suspense>
  );
}
