import { authMessages, ResetPasswordSchema } from '@kampus/contract';
import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Navigate, redirect, useLocation, useSubmit } from 'react-router';
import { FormPasswordField } from '../../components/ui/password-field.tsx';
import { paths } from '../../config/paths.ts';
import { resetPasswordRequest } from '../../features/auth/account-api.ts';
import { AuthHeading, AuthLayout } from '../../features/auth/components/auth-layout.tsx';
import { resetPasswordRules } from '../../features/auth/validation.ts';
import {
  type FormFailure,
  fieldErrorsOf,
  formDataToObject,
  formFailureFrom,
  useIsSubmitting,
  useServerFieldErrors,
} from '../../lib/forms.ts';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = () => [{ title: 'Yeni Şifre | Kampüs' }];

export async function clientAction({ request }: Route.ClientActionArgs): Promise<FormFailure | Response> {
  const values = formDataToObject(await request.formData());
  if (values.newPassword !== values.confirmPassword)
    return { ok: false, fields: { confirmPassword: authMessages.passwordsMismatch } };
  const parsed = ResetPasswordSchema.safeParse(values);
  if (!parsed.success) return { ok: false, fields: fieldErrorsOf(parsed.error) };
  try {
    await resetPasswordRequest(parsed.data);
    return redirect(paths.login);
  } catch (error) {
    return formFailureFrom(error);
  }
}

type Carried = { email: string; code: string };
const carriedFrom = (state: unknown): Carried | null => {
  const value = state as Partial<Carried> | null;
  return value && typeof value.email === 'string' && typeof value.code === 'string'
    ? { email: value.email, code: value.code }
    : null;
};

export default function ResetPasswordPage({ actionData }: Route.ComponentProps) {
  const location = useLocation();
  const carried = carriedFrom(location.state);
  const submit = useSubmit();
  const isSubmitting = useIsSubmitting();
  const form = useForm({
    mode: 'controlled',
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: resetPasswordRules,
    validateInputOnBlur: true,
    validateInputOnChange: ['confirmPassword'],
  });
  useServerFieldErrors(form, actionData instanceof Response ? undefined : actionData);

  // Seed 001 §2: this step only follows a verified code; without it the flow starts again.
  if (!carried) return <Navigate to={paths.forgotPassword} replace />;

  return (
    <AuthLayout>
      <Stack gap="lg">
        <AuthHeading title="Yeni Şifre">{carried.email} hesabı için yeni şifrenizi belirleyin.</AuthHeading>
        <form
          noValidate
          aria-busy={isSubmitting}
          onSubmit={form.onSubmit((values) => submit({ ...carried, ...values }, { method: 'post' }))}
        >
          <Stack gap="md">
            <FormPasswordField
              form={form}
              field="newPassword"
              label="Yeni Şifre"
              autoComplete="new-password"
            />
            <FormPasswordField
              form={form}
              field="confirmPassword"
              label="Yeni Şifre Tekrar"
              autoComplete="new-password"
            />
            <Button type="submit" fullWidth size="md" disabled={!form.isValid() || isSubmitting}>
              {isSubmitting ? 'Kaydediliyor...' : 'Şifreyi Değiştir'}
            </Button>
          </Stack>
        </form>
      </Stack>
    </AuthLayout>
  );
}
