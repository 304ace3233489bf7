import { adminTexts } from '../../features/admin/admin-texts.ts';
import { TaxonomyForm } from '../../features/admin/components/taxonomy-form.tsx';
import { loadTaxonomyForEdit, submitTaxonomy } from '../../features/admin/taxonomy-actions.ts';
import type { Route } from './+types/tag-edit';

export const meta: Route.MetaFunction = () => [{ title: `${adminTexts.tags.editTitle} | Kampüs` }];

export const clientLoader = ({ request, params }: Route.ClientLoaderArgs) =>
  loadTaxonomyForEdit('tag', params.tagId, request);

export const clientAction = ({ request, params }: Route.ClientActionArgs) =>
  submitTaxonomy('tag', request, params.tagId);

export default function AdminTagEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { item, returnUrl } = loaderData;
  return (
    <TaxonomyForm
      // A different entry starts a fresh form.
      key={item.id}
      kind="tag"
      mode="edit"
      initialValues={{ title: item.title, description: item.description }}
      result={actionData}
      returnUrl={returnUrl}
    />
  );
}
