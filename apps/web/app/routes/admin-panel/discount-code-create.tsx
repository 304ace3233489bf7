import { useState } from 'react';
import { useSubmit } from 'react-router';
import { adminTexts } from '../../features/admin/admin-texts.ts';
import { DiscountCodeForm } from '../../features/admin/components/discount-code-form.tsx';
import { discountCodeReturnUrl, submitDiscountCode } from '../../features/admin/discount-code-actions.ts';
import { newDiscountCodeValues } from '../../features/admin/discount-code-values.ts';
import { useIsSubmitting } from '../../lib/forms.ts';
import type { Route } from './+types/discount-code-create';

export const meta: Route.MetaFunction = () => [{ title: `${adminTexts.discountCodes.createTitle} | Kampüs` }];

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => ({
  returnUrl: discountCodeReturnUrl(request),
});

export const clientAction = ({ request }: Route.ClientActionArgs) => submitDiscountCode(request);

export default function AdminDiscountCodeCreatePage({ loaderData, actionData }: Route.ComponentProps) {
  const submit = useSubmit();
  const isSubmitting = useIsSubmitting();
  const [initialValues] = useState(() => newDiscountCodeValues());
  return (
    <DiscountCodeForm
      mode="create"
      initialValues={initialValues}
      onSubmit={(payload) => submit(payload, { method: 'post', encType: 'application/json' })}
      isSubmitting={isSubmitting}
      result={actionData}
      returnUrl={loaderData.returnUrl}
    />
  );
}
