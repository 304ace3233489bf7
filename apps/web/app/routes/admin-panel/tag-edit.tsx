import { TaxonomyForm } from '../../features/categories-and-tags/components/taxonomy-form.tsx';
import { loadTaxonomyForEdit, submitTaxonomy } from '../../features/categories-and-tags/taxonomy-actions.ts';
import { taxonomyTexts } from '../../features/categories-and-tags/taxonomy-texts.ts';
import type { Route } from './+types/tag-edit';

export const meta: Route.MetaFunction = () => [{ title: `${taxonomyTexts.tags.editTitle} | Kampüs` }];

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
