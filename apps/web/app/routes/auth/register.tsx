import { authMessages, type Register, RegisterSchema } from '@kampus/contract';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link, redirect, useSubmit } from 'react-router';
import { paths } from '../../config/paths.ts';
import { registerRequest } from '../../features/auth/account-api.ts';
import { AuthHeading, AuthLayout } from '../../features/auth/components/auth-layout.tsx';
import { RegisterForm } from '../../features/auth/components/register-form.tsx';
import {
  type FormFailure,
  fieldErrorsOf,
  formDataToObject,
  formFailureFrom,
  useIsSubmitting,
} from '../../lib/forms.ts';
import { hasSession } from '../../lib/tokens.ts';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = () => [{ title: 'Kayıt Ol | Kampüs' }];

export const clientLoader = () => {
  if (hasSession()) throw redirect(paths.root);
  return null;
};

export async function clientAction({ request }: Route.ClientActionArgs): Promise<FormFailure | Response> {
  const parsed = RegisterSchema.safeParse(formDataToObject(await request.formData()));
  if (!parsed.success) return { ok: false, fields: fieldErrorsOf(parsed.error) };
  try {
    await registerRequest(parsed.data);
    return redirect(paths.login);
  } catch (error) {
    const failure = formFailureFrom(error);
    // The e-mail is the field a taken account is about: say it there too, not only in the notice.
    if (failure.formError === authMessages.emailTaken)
      return { ok: false, fields: { email: failure.formError } };
    return failure;
  }
}

export default function RegisterPage({ actionData }: Route.ComponentProps) {
  const submit = useSubmit();
  const isSubmitting = useIsSubmitting();
  const result = actionData instanceof Response ? undefined : actionData;
  return (
    <AuthLayout wide>
      <Stack gap="lg">
        <AuthHeading title="Kayıt Ol">Kodlama eğitimlerine başlamak için hesap oluşturun</AuthHeading>
        <RegisterForm
          isSubmitting={isSubmitting}
          result={result}
          onSubmit={(values: Register) => submit(values, { method: 'post' })}
        />
        <Group gap={6} justify="center">
          <Text size="sm">Zaten hesabınız var mı?</Text>
          <Anchor component={Link} to={paths.login} size="sm" fw={600}>
            Giriş Yap
          </Anchor>
        </Group>
      </Stack>
    </AuthLayout>
  );
}
