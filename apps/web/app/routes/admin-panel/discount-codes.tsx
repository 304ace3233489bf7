import { fetchDiscountCodePage } from '../../features/discount-codes/admin-code-api.ts';
import { DiscountCodeListView } from '../../features/discount-codes/components/admin-code-list-view.tsx';
import { discountCodeTexts } from '../../features/discount-codes/discount-code-texts.ts';
import { listQueryOf } from '../../lib/list-query.ts';
import { loadList } from '../../lib/load-list.ts';
import type { Route } from './+types/discount-codes';

export const meta: Route.MetaFunction = () => [{ title: `${discountCodeTexts.admin.title} | Kampüs` }];

export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  loadList(
    request,
    () => fetchDiscountCodePage(listQueryOf(request), request.signal),
    discountCodeTexts.admin.loadFailed,
  );

export default function AdminDiscountCodesPage({ loaderData }: Route.ComponentProps) {
  return <DiscountCodeListView data={loaderData.data} loadError={loaderData.loadError} />;
}
