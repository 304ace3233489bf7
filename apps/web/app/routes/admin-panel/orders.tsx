import { OrderListView, orderStatusFrom } from '../../features/orders/components/order-list-view.tsx';
import { fetchOrderPage } from '../../features/orders/order-desk-api.ts';
import { orderDeskTexts } from '../../features/orders/order-desk-texts.ts';
import { listQueryOf } from '../../lib/list-query.ts';
import { loadList } from '../../lib/load-list.ts';
import type { Route } from './+types/orders';

export const meta: Route.MetaFunction = () => [{ title: `${orderDeskTexts.orders.title} | Kampüs` }];

export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  loadList(
    request,
    () =>
      fetchOrderPage(
        { ...listQueryOf(request), status: orderStatusFrom(new URL(request.url).searchParams.get('status')) },
        request.signal,
      ),
    orderDeskTexts.orders.loadFailed,
  );

export default function AdminOrdersPage({ loaderData }: Route.ComponentProps) {
  return <OrderListView data={loaderData.data} loadError={loaderData.loadError} />;
}
