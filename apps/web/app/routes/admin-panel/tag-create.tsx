import { adminTexts } from '../../features/admin/admin-texts.ts';
import { TaxonomyForm } from '../../features/admin/components/taxonomy-form.tsx';
import { returnUrlOf } from '../../features/admin/list-query.ts';
import { submitTaxonomy, taxonomyListPath } from '../../features/admin/taxonomy-actions.ts';
import type { Route } from './+types/tag-create';

export const meta: Route.MetaFunction = () => [{ title: `${adminTexts.tags.createTitle} | Kampüs` }];

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => ({
  returnUrl: returnUrlOf(request, taxonomyListPath('tag')),
});

export const clientAction = ({ request }: Route.ClientActionArgs) => submitTaxonomy('tag', request);

export default function AdminTagCreatePage({ loaderData, actionData }: Route.ComponentProps) {
  return <TaxonomyForm kind="tag" mode="create" result={actionData} returnUrl={loaderData.returnUrl} />;
}
