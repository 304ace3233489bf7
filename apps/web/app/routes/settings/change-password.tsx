import { authMessages, type ChangePassword, ChangePasswordSchema } from '@kampus/contract';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useSubmit } from 'react-router';
import { FormPasswordField } from '../../components/ui/password-field.tsx';
import { changePasswordRequest } from '../../features/auth/account-api.ts';
import { SettingsFormCard } from '../../features/auth/components/settings-form-card.tsx';
import { changePasswordRules } from '../../features/auth/validation.ts';
import {
  type FormResult,
  fieldErrorsOf,
  formDataToObject,
  formFailureFrom,
  useIsSubmitting,
  useServerFieldErrors,
} from '../../lib/forms.ts';
import type { Route } from './+types/change-password';

export const meta: Route.MetaFunction = () => [{ title: 'Şifre Değiştir | Kampüs' }];

export async function clientAction({ request }: Route.ClientActionArgs): Promise<FormResult> {
  const parsed = ChangePasswordSchema.safeParse(formDataToObject(await request.formData()));
  if (!parsed.success) return { ok: false, fields: fieldErrorsOf(parsed.error) };
  try {
    await changePasswordRequest(parsed.data);
    return { ok: true };
  } catch (error) {
    const failure = formFailureFrom(error);
    // A wrong current password belongs under that field.
    if (failure.formError === authMessages.wrongCurrentPassword)
      return { ok: false, fields: { password: failure.formError } };
    return failure;
  }
}

const empty: ChangePassword = { password: '', newPassword: '', newPasswordConfirm: '' };

export default function ChangePasswordPage({ actionData }: Route.ComponentProps) {
  const submit = useSubmit();
  const isSubmitting = useIsSubmitting();
  const form = useForm<ChangePassword>({
    mode: 'controlled',
    initialValues: empty,
    validate: changePasswordRules,
    validateInputOnBlur: true,
  });
  useServerFieldErrors(form, actionData);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a successful change empties the form once
  useEffect(() => {
    if (actionData?.ok) form.reset();
  }, [actionData]);

  return (
    <SettingsFormCard
      title="Şifre Değiştir"
      description="Şifreniz değişince diğer cihazlardaki oturumlarınız kapanır."
      result={actionData}
      isSubmitting={isSubmitting}
      onSubmit={form.onSubmit((values) => submit(values, { method: 'post' }))}
      submitLabel="Şifreyi Değiştir"
      fieldsProps={{ gap: 'md', maw: 420 }}
    >
      <FormPasswordField form={form} field="password" label="Mevcut Şifre" autoComplete="current-password" />
      <FormPasswordField form={form} field="newPassword" label="Yeni Şifre" autoComplete="new-password" />
      <FormPasswordField
        form={form}
        field="newPasswordConfirm"
        label="Yeni Şifre Tekrar"
        autoComplete="new-password"
      />
    </SettingsFormCard>
  );
}
