import { fetchTaxonomyPage } from '../../features/admin/admin-api.ts';
import { adminTexts } from '../../features/admin/admin-texts.ts';
import { TaxonomyListView } from '../../features/admin/components/taxonomy-list-view.tsx';
import { listQueryOf } from '../../features/admin/list-query.ts';
import { loadList } from '../../features/admin/load-list.ts';
import type { Route } from './+types/tags';

export const meta: Route.MetaFunction = () => [{ title: `${adminTexts.tags.title} | Kampüs` }];

export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  loadList(
    request,
    () => fetchTaxonomyPage('tag', listQueryOf(request), request.signal),
    adminTexts.tags.loadFailed,
  );

export default function AdminTagsPage({ loaderData }: Route.ComponentProps) {
  return <TaxonomyListView kind="tag" data={loaderData.data} loadError={loaderData.loadError} />;
}
