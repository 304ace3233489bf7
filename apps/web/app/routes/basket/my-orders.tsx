import { Suspense } from 'react';
import { Await, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { MyOrdersSkeleton, MyOrdersView } from '../../features/orders/components/my-orders-view.tsx';
import { myOrdersTexts } from '../../features/orders/order-texts.ts';
import { fetchMyOrders } from '../../features/orders/orders-api.ts';
import type { Route } from './+types/my-orders';

export const meta: Route.MetaFunction = () => [{ title: `${myOrdersTexts.title} | Kampüs` }];

/** `?page=` as a page number; anything else is the first page. */
const pageOf = (request: Request) => {
  const page = Number(new URL(request.url).searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** Handed over unresolved: the outline shows at once; a failure reaches the error screen, which says why. */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => ({
  orders: fetchMyOrders(pageOf(request), request.signal),
});

export default function MyOrdersPage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <Suspense fallback={<MyOrdersSkeleton />}>
      <Await resolve={loaderData.orders}>
        {(orders) => <MyOrdersView orders={orders} onPage={(page) => navigate(paths.ordersPage(page))} />}
      </Await>
    </Suspense>
  );
}
