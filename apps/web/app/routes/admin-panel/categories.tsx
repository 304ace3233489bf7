import { TaxonomyListView } from '../../features/categories-and-tags/components/taxonomy-list-view.tsx';
import { fetchTaxonomyPage } from '../../features/categories-and-tags/taxonomy-api.ts';
import { taxonomyTexts } from '../../features/categories-and-tags/taxonomy-texts.ts';
import { listQueryOf } from '../../lib/list-query.ts';
import { loadList } from '../../lib/load-list.ts';
import type { Route } from './+types/categories';

export const meta: Route.MetaFunction = () => [{ title: `${taxonomyTexts.categories.title} | Kampüs` }];

export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  loadList(
    request,
    () => fetchTaxonomyPage('category', listQueryOf(request), request.signal),
    taxonomyTexts.categories.loadFailed,
  );

export default function AdminCategoriesPage({ loaderData }: Route.ComponentProps) {
  return <TaxonomyListView kind="category" data={loaderData.data} loadError={loaderData.loadError} />;
}
