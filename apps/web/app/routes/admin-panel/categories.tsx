import { fetchTaxonomyPage } from '../../features/admin/admin-api.ts';
import { adminTexts } from '../../features/admin/admin-texts.ts';
import { TaxonomyListView } from '../../features/admin/components/taxonomy-list-view.tsx';
import { listQueryOf } from '../../features/admin/list-query.ts';
import { loadList } from '../../features/admin/load-list.ts';
import type { Route } from './+types/categories';

export const meta: Route.MetaFunction = () => [{ title: `${adminTexts.categories.title} | Kampüs` }];

export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  loadList(
    request,
    () => fetchTaxonomyPage('category', listQueryOf(request), request.signal),
    adminTexts.categories.loadFailed,
  );

export default function AdminCategoriesPage({ loaderData }: Route.ComponentProps) {
  return <TaxonomyListView kind="category" data={loaderData.data} loadError={loaderData.loadError} />;
}
