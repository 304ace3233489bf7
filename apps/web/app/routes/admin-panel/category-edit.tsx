import { adminTexts } from '../../features/admin/admin-texts.ts';
import { TaxonomyForm } from '../../features/admin/components/taxonomy-form.tsx';
import { loadTaxonomyForEdit, submitTaxonomy } from '../../features/admin/taxonomy-actions.ts';
import type { Route } from './+types/category-edit';

export const meta: Route.MetaFunction = () => [{ title: `${adminTexts.categories.editTitle} | Kampüs` }];

export const clientLoader = ({ request, params }: Route.ClientLoaderArgs) =>
  loadTaxonomyForEdit('category', params.categoryId, request);

export const clientAction = ({ request, params }: Route.ClientActionArgs) =>
  submitTaxonomy('category', request, params.categoryId);

export default function AdminCategoryEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { item, returnUrl } = loaderData;
  return (
    <TaxonomyForm
      // A different entry starts a fresh form.
      key={item.id}
      kind="category"
      mode="edit"
      initialValues={{ title: item.title, description: item.description }}
      result={actionData}
      returnUrl={returnUrl}
    />
  );
}
