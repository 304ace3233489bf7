import { adminTexts } from '../../features/admin/admin-texts.ts';
import { TaxonomyForm } from '../../features/admin/components/taxonomy-form.tsx';
import { returnUrlOf } from '../../features/admin/list-query.ts';
import { submitTaxonomy, taxonomyListPath } from '../../features/admin/taxonomy-actions.ts';
import type { Route } from './+types/category-create';

export const meta: Route.MetaFunction = () => [{ title: `${adminTexts.categories.createTitle} | Kampüs` }];

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => ({
  returnUrl: returnUrlOf(request, taxonomyListPath('category')),
});

export const clientAction = ({ request }: Route.ClientActionArgs) => submitTaxonomy('category', request);

export default function AdminCategoryCreatePage({ loaderData, actionData }: Route.ComponentProps) {
  return <TaxonomyForm kind="category" mode="create" result={actionData} returnUrl={loaderData.returnUrl} />;
}
