import { TaxonomyForm } from '../../features/categories-and-tags/components/taxonomy-form.tsx';
import { submitTaxonomy, taxonomyListPath } from '../../features/categories-and-tags/taxonomy-actions.ts';
import { taxonomyTexts } from '../../features/categories-and-tags/taxonomy-texts.ts';
import { returnUrlOf } from '../../lib/list-query.ts';
import type { Route } from './+types/category-create';

export const meta: Route.MetaFunction = () => [{ title: `${taxonomyTexts.categories.createTitle} | Kampüs` }];

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => ({
  returnUrl: returnUrlOf(request, taxonomyListPath('category')),
});

export const clientAction = ({ request }: Route.ClientActionArgs) => submitTaxonomy('category', request);

export default function AdminCategoryCreatePage({ loaderData, actionData }: Route.ComponentProps) {
  return <TaxonomyForm kind="category" mode="create" result={actionData} returnUrl={loaderData.returnUrl} />;
}
