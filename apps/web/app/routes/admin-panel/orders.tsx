import { fetchOrderPage } from '../../features/admin/admin-api.ts';
import { adminTexts } from '../../features/admin/admin-texts.ts';
import { OrderListView, orderStatusFrom } from '../../features/admin/components/order-list-view.tsx';
import { listQueryOf } from '../../features/admin/list-query.ts';
import { loadList } from '../../features/admin/load-list.ts';
import type { Route } from './+types/orders';

export const meta: Route.MetaFunction = () => [{ title: `${adminTexts.orders.title} | Kampüs` }];

export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  loadList(
    request,
    () =>
      fetchOrderPage(
        { ...listQueryOf(request), status: orderStatusFrom(new URL(request.url).searchParams.get('status')) },
        request.signal,
      ),
    adminTexts.orders.loadFailed,
  );

export default function AdminOrdersPage({ loaderData }: Route.ComponentProps) {
  return <OrderListView data={loaderData.data} loadError={loaderData.loadError} />;
}
