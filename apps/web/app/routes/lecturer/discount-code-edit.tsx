import { useMemo } from 'react';
import { useSubmit } from 'react-router';
import { LecturerDiscountCodeForm } from '../../features/discount-codes/components/lecturer-code-form.tsx';
import { loadCodeForEdit, submitLecturerCode } from '../../features/discount-codes/lecturer-code-actions.ts';
import { lecturerCodeValuesOf } from '../../features/discount-codes/lecturer-code-values.ts';
import { useIsSubmitting } from '../../lib/forms.ts';
import type { Route } from './+types/discount-code-edit';

export const meta: Route.MetaFunction = () => [{ title: 'İndirim Kodu Düzenle | Kampüs' }];

export const clientLoader = ({ params, request }: Route.ClientLoaderArgs) =>
  loadCodeForEdit(params.discountCodeId, request);

export const clientAction = ({ params, request }: Route.ClientActionArgs) =>
  submitLecturerCode(request, params.discountCodeId);

export default function LecturerDiscountCodeEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const submit = useSubmit();
  const isSubmitting = useIsSubmitting();
  const { code, courses, returnUrl } = loaderData;
  const initialValues = useMemo(() => lecturerCodeValuesOf(code), [code]);
  return (
    <LecturerDiscountCodeForm
      key={code.id}
      mode="edit"
      id={code.id}
      initialValues={initialValues}
      courses={courses}
      onSubmit={(payload) => submit(payload, { method: 'post', encType: 'application/json' })}
      isSubmitting={isSubmitting}
      result={actionData}
      returnUrl={returnUrl}
    />
  );
}
