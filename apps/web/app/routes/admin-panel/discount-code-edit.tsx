import { useSubmit } from 'react-router';
import { adminTexts } from '../../features/admin/admin-texts.ts';
import { DiscountCodeForm } from '../../features/admin/components/discount-code-form.tsx';
import { loadDiscountCodeForEdit, submitDiscountCode } from '../../features/admin/discount-code-actions.ts';
import { discountCodeValuesOf } from '../../features/admin/discount-code-values.ts';
import { useIsSubmitting } from '../../lib/forms.ts';
import type { Route } from './+types/discount-code-edit';

export const meta: Route.MetaFunction = () => [{ title: `${adminTexts.discountCodes.editTitle} | Kampüs` }];

export const clientLoader = ({ request, params }: Route.ClientLoaderArgs) =>
  loadDiscountCodeForEdit(params.discountCodeId, request);

export const clientAction = ({ request, params }: Route.ClientActionArgs) =>
  submitDiscountCode(request, params.discountCodeId);

export default function AdminDiscountCodeEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const submit = useSubmit();
  const isSubmitting = useIsSubmitting();
  const { code, returnUrl } = loaderData;
  return (
    <DiscountCodeForm
      key={code.id}
      mode="edit"
      id={code.id}
      initialValues={discountCodeValuesOf(code)}
      onSubmit={(payload) => submit(payload, { method: 'post', encType: 'application/json' })}
      isSubmitting={isSubmitting}
      result={actionData}
      returnUrl={returnUrl}
    />
  );
}
