import { fetchDiscountCodePage } from '../../features/admin/admin-api.ts';
import { adminTexts } from '../../features/admin/admin-texts.ts';
import { DiscountCodeListView } from '../../features/admin/components/discount-code-list-view.tsx';
import { listQueryOf } from '../../features/admin/list-query.ts';
import { loadList } from '../../features/admin/load-list.ts';
import type { Route } from './+types/discount-codes';

export const meta: Route.MetaFunction = () => [{ title: `${adminTexts.discountCodes.title} | Kampüs` }];

export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  loadList(
    request,
    () => fetchDiscountCodePage(listQueryOf(request), request.signal),
    adminTexts.discountCodes.loadFailed,
  );

export default function AdminDiscountCodesPage({ loaderData }: Route.ComponentProps) {
  return <DiscountCodeListView data={loaderData.data} loadError={loaderData.loadError} />;
}
