import { LoginSchema } from '@kampus/contract';
import { Alert, Anchor, Button, Divider, Group, Stack, TextInput } from '@mantine/core';
import { Form, Link, redirect } from 'react-router';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { paths } from '../../config/paths.ts';
import { loginRequest } from '../../features/auth/account-api.ts';
import { AuthHeading, AuthLayout, authClasses } from '../../features/auth/components/auth-layout.tsx';
import { homePathFor, loadUserInformation, startSession } from '../../features/auth/session.ts';
import { type FormFailure, formDataToObject, formFailureFrom, useIsSubmitting } from '../../lib/forms.ts';
import { clearNotices } from '../../lib/notify.ts';
import { hasSession } from '../../lib/tokens.ts';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => [{ title: 'Giriş Yap | Kampüs' }];

/**
 * Where to go once signed in: `returnUrl` when it is a path of this app (a page that sent the visitor here to sign
 * in, e.g. an invitation link), never another site, so the address cannot be used to send users elsewhere.
 */
const returnUrlOf = (request: Request): string | null => {
  const returnUrl = new URL(request.url).searchParams.get('returnUrl');
  return returnUrl && /^\/(?![/\\])/.test(returnUrl) ? returnUrl : null;
};

/** A visitor who is already signed in goes where they were sent from, or to / (and from there to their area). */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => {
  if (hasSession()) throw redirect(returnUrlOf(request) ?? paths.root);
  return null;
};

export async function clientAction({ request }: Route.ClientActionArgs): Promise<FormFailure | Response> {
  const parsed = LoginSchema.safeParse(formDataToObject(await request.formData()));
  if (!parsed.success) return { ok: false, formError: parsed.error.issues[0]?.message };
  try {
    startSession(await loginRequest(parsed.data));
    const home = homePathFor(await loadUserInformation());
    clearNotices();
    return redirect(returnUrlOf(request) ?? home);
  } catch (error) {
    return formFailureFrom(error);
  }
}

export default function LoginPage({ actionData }: Route.ComponentProps) {
  const isSubmitting = useIsSubmitting();
  const failure = actionData && !(actionData instanceof Response) ? actionData : undefined;
  return (
    <AuthLayout>
      <Stack gap="lg">
        <AuthHeading title="Giriş Yap">
          Kodlama kurslarınıza kaldığınız yerden devam etmek için giriş yapın.
        </AuthHeading>
        {failure?.formError && (
          <Alert color="red" variant="light" role="alert">
            {failure.formError}
          </Alert>
        )}
        <Form
          method="post"
          className={isSubmitting ? authClasses.submitting : undefined}
          aria-busy={isSubmitting}
        >
          <Stack gap="md">
            <TextInput name="username" type="email" label="E-posta" autoComplete="username" required />
            <PasswordField name="password" label="Şifre" autoComplete="current-password" required />
            <Group justify="flex-end">
              <Anchor component={Link} to={paths.forgotPassword} size="sm">
                Şifremi unuttum
              </Anchor>
            </Group>
            <Button type="submit" fullWidth size="md" disabled={isSubmitting}>
              {isSubmitting ? 'Giriş yapılıyor...' : 'Giriş Yap'}
            </Button>
          </Stack>
        </Form>
        <Divider label="Hesabınız yok mu?" labelPosition="center" />
        <Button component={Link} to={paths.register} variant="outline" fullWidth size="md">
          Kayıt Ol
        </Button>
      </Stack>
    </AuthLayout>
  );
}
