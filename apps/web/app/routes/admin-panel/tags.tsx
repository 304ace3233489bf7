import { TaxonomyListView } from '../../features/categories-and-tags/components/taxonomy-list-view.tsx';
import { fetchTaxonomyPage } from '../../features/categories-and-tags/taxonomy-api.ts';
import { taxonomyTexts } from '../../features/categories-and-tags/taxonomy-texts.ts';
import { listQueryOf } from '../../lib/list-query.ts';
import { loadList } from '../../lib/load-list.ts';
import type { Route } from './+types/tags';

export const meta: Route.MetaFunction = () => [{ title: `${taxonomyTexts.tags.title} | Kampüs` }];

export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  loadList(
    request,
    () => fetchTaxonomyPage('tag', listQueryOf(request), request.signal),
    taxonomyTexts.tags.loadFailed,
  );

export default function AdminTagsPage({ loaderData }: Route.ComponentProps) {
  return <TaxonomyListView kind="tag" data={loaderData.data} loadError={loaderData.loadError} />;
}
