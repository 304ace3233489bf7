import { TaxonomyForm } from '../../features/taxonomies/components/taxonomy-form.tsx';
import { submitTaxonomy, taxonomyListPath } from '../../features/taxonomies/taxonomy-actions.ts';
import { taxonomyTexts } from '../../features/taxonomies/taxonomy-texts.ts';
import { returnUrlOf } from '../../lib/list-query.ts';
import type { Route } from './+types/tag-create';

export const meta: Route.MetaFunction = () => [{ title: `${taxonomyTexts.tags.createTitle} | Kampüs` }];

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => ({
  returnUrl: returnUrlOf(request, taxonomyListPath('tag')),
});

export const clientAction = ({ request }: Route.ClientActionArgs) => submitTaxonomy('tag', request);

export default function AdminTagCreatePage({ loaderData, actionData }: Route.ComponentProps) {
  return <TaxonomyForm kind="tag" mode="create" result={actionData} returnUrl={loaderData.returnUrl} />;
}
