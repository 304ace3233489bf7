import { authMessages, type ChangePassword, ChangePasswordSchema } from '@kampus/contract';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useSubmit } from 'react-router';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { changePasswordRequest } from '../../features/auth/account-api.ts';
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
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h3">
            Şifre Değiştir
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            Şifreniz değişince diğer cihazlardaki oturumlarınız kapanır.
          </Text>
        </div>
        {actionData && !actionData.ok && actionData.formError && (
          <Alert color="red" variant="light" role="alert">
            {actionData.formError}
          </Alert>
        )}
        <form
          noValidate
          aria-busy={isSubmitting}
          onSubmit={form.onSubmit((values) => submit(values, { method: 'post' }))}
        >
          <Stack gap="md" maw={420}>
            <PasswordField
              label="Mevcut Şifre"
              autoComplete="current-password"
              withAsterisk
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            <PasswordField
              label="Yeni Şifre"
              autoComplete="new-password"
              withAsterisk
              key={form.key('newPassword')}
              {...form.getInputProps('newPassword')}
            />
            <PasswordField
              label="Yeni Şifre Tekrar"
              autoComplete="new-password"
              withAsterisk
              key={form.key('newPasswordConfirm')}
              {...form.getInputProps('newPasswordConfirm')}
            />
            <Group justify="flex-end">
              <Button type="submit" disabled={isSubmitting} miw={160}>
                {isSubmitting ? '1 dakika canım' : 'Şifreyi Değiştir'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
