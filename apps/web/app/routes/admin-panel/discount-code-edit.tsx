import { useSubmit } from 'react-router';
import {
  loadDiscountCodeForEdit,
  submitDiscountCode,
} from '../../features/discount-codes/admin-code-actions.ts';
import { discountCodeValuesOf } from '../../features/discount-codes/admin-code-values.ts';
import { DiscountCodeForm } from '../../features/discount-codes/components/admin-code-form.tsx';
import { discountCodeTexts } from '../../features/discount-codes/discount-code-texts.ts';
import { useIsSubmitting } from '../../lib/forms.ts';
import type { Route } from './+types/discount-code-edit';

export const meta: Route.MetaFunction = () => [{ title: `${discountCodeTexts.admin.editTitle} | Kampüs` }];

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
