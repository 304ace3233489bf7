import { authMessages, ForgotPasswordSchema } from '@kampus/contract';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { forgotPasswordRequest } from '../../features/auth/account-api.ts';
import { AuthHeading, AuthLayout } from '../../features/auth/components/auth-layout.tsx';
import { type FormResult, formDataToObject, formFailureFrom, useIsSubmitting } from '../../lib/forms.ts';
import { notifyError } from '../../lib/notify.ts';
import type { Route } from './+types/forgot-password';

export const meta: Route.MetaFunction = () => [{ title: 'Şifremi Unuttum | Kampüs' }];

type SentResult = FormResult<{ email: string }>;

export async function clientAction({ request }: Route.ClientActionArgs): Promise<SentResult> {
  const values = formDataToObject(await request.formData());
  const parsed = ForgotPasswordSchema.safeParse(values);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? authMessages.forgotEmailMissing;
    // Seed 001 §5: a missing e-mail is a notice; a malformed one is a field message.
    if (message === authMessages.forgotEmailMissing) {
      notifyError(message);
      return { ok: false };
    }
    return { ok: false, fields: { email: message } };
  }
  try {
    await forgotPasswordRequest(parsed.data.email);
    return { ok: true, email: parsed.data.email };
  } catch (error) {
    return formFailureFrom(error);
  }
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const isSubmitting = useIsSubmitting();

  // The e-mail travels in the navigation state and in the address, so that a reload of the next step still works.
  useEffect(() => {
    if (actionData?.ok) navigate(paths.verifyCode(actionData.email), { state: { email: actionData.email } });
  }, [actionData, navigate]);

  const emailError = actionData && !actionData.ok ? actionData.fields?.email : undefined;
  return (
    <AuthLayout>
      <Stack gap="lg">
        <AuthHeading title="Şifremi Unuttum">
          Hesabınızın e-posta adresini girin; size 6 haneli bir doğrulama kodu gönderelim.
        </AuthHeading>
        <Form method="post" noValidate aria-busy={isSubmitting}>
          <Stack gap="md">
            <TextInput
              name="email"
              type="email"
              label="E-posta"
              autoComplete="email"
              withAsterisk
              error={emailError}
            />
            <Button type="submit" fullWidth size="md" disabled={isSubmitting}>
              {isSubmitting ? 'Gönderiliyor...' : 'Kod Gönder'}
            </Button>
          </Stack>
        </Form>
        <Group gap={6} justify="center">
          <Text size="sm">Şifrenizi hatırladınız mı?</Text>
          <Anchor component={Link} to={paths.login} size="sm" fw={600}>
            Giriş Yap
          </Anchor>
        </Group>
      </Stack>
    </AuthLayout>
  );
}
