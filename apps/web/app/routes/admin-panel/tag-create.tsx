import { TaxonomyForm } from '../../features/categories-and-tags/components/taxonomy-form.tsx';
import { submitTaxonomy, taxonomyListPath } from '../../features/categories-and-tags/taxonomy-actions.ts';
import { taxonomyTexts } from '../../features/categories-and-tags/taxonomy-texts.ts';
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
