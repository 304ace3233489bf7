import { useState } from 'react';
import { useSubmit } from 'react-router';
import { LecturerDiscountCodeForm } from '../../features/discount-codes/components/lecturer-code-form.tsx';
import { loadCodeForm, submitLecturerCode } from '../../features/discount-codes/lecturer-code-actions.ts';
import { newLecturerCodeValues } from '../../features/discount-codes/lecturer-code-values.ts';
import { useIsSubmitting } from '../../lib/forms.ts';
import type { Route } from './+types/discount-code-create';

export const meta: Route.MetaFunction = () => [{ title: 'Yeni İndirim Kodu Oluştur | Kampüs' }];

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadCodeForm(request);

export const clientAction = ({ request }: Route.ClientActionArgs) => submitLecturerCode(request);

export default function LecturerDiscountCodeCreatePage({ loaderData, actionData }: Route.ComponentProps) {
  const submit = useSubmit();
  const isSubmitting = useIsSubmitting();
  const { courses, returnUrl, courseId } = loaderData;
  const [initialValues] = useState(() =>
    newLecturerCodeValues(new Date(), courses?.some((c) => c.id === courseId) ? courseId : null),
  );
  return (
    <LecturerDiscountCodeForm
      mode="create"
      initialValues={initialValues}
      courses={courses}
      onSubmit={(payload) => submit(payload, { method: 'post', encType: 'application/json' })}
      isSubmitting={isSubmitting}
      result={actionData}
      returnUrl={returnUrl}
    />
  );
}
