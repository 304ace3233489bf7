import { useState } from 'react';
import { useSubmit } from 'react-router';
import {
  discountCodeReturnUrl,
  submitDiscountCode,
} from '../../features/discount-codes/admin-code-actions.ts';
import { newDiscountCodeValues } from '../../features/discount-codes/admin-code-values.ts';
import { DiscountCodeForm } from '../../features/discount-codes/components/admin-code-form.tsx';
import { discountCodeTexts } from '../../features/discount-codes/discount-code-texts.ts';
import { useIsSubmitting } from '../../lib/forms.ts';
import type { Route } from './+types/discount-code-create';

export const meta: Route.MetaFunction = () => [{ title: `${discountCodeTexts.admin.createTitle} | Kampüs` }];

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
