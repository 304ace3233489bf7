import { VerifyCodeSchema } from '@kampus/contract';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Form, Link, redirect, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { verifyCodeRequest } from '../../features/auth/account-api.ts';
import { AuthHeading, AuthLayout } from '../../features/auth/components/auth-layout.tsx';
import { CODE_LENGTH, CodeInput } from '../../features/auth/components/code-input.tsx';
import { type FormResult, formDataToObject, formFailureFrom, useIsSubmitting } from '../../lib/forms.ts';
import type { Route } from './+types/verify-code';

export const meta: Route.MetaFunction = () => [{ title: 'Doğrulama Kodu | Kampüs' }];

/** Without an e-mail there is nothing to verify: start the flow again. */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => {
  const email = new URL(request.url).searchParams.get('email');
  if (!email) throw redirect(paths.forgotPassword);
  return { email };
};

type VerifiedResult = FormResult<{ email: string; code: string }>;

export async function clientAction({ request }: Route.ClientActionArgs): Promise<VerifiedResult> {
  const parsed = VerifyCodeSchema.safeParse(formDataToObject(await request.formData()));
  if (!parsed.success) return { ok: false, formError: parsed.error.issues[0]?.message };
  try {
    await verifyCodeRequest(parsed.data.email, parsed.data.code);
    return { ok: true, ...parsed.data };
  } catch (error) {
    return formFailureFrom(error);
  }
}

export default function VerifyCodePage({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const isSubmitting = useIsSubmitting();
  const stateEmail = (location.state as { email?: string } | null)?.email;
  const email = stateEmail ?? loaderData.email;
  const [code, setCode] = useState('');

  useEffect(() => {
    if (actionData?.ok)
      navigate(paths.resetPassword, { state: { email: actionData.email, code: actionData.code } });
    // A refused code is cleared so that the next one can be typed from the first box.
    else if (actionData && !actionData.ok) setCode('');
  }, [actionData, navigate]);

  return (
    <AuthLayout>
      <Stack gap="lg">
        <AuthHeading title="Doğrulama Kodu">
          <Text span fw={600} c="dark">
            {email}
          </Text>{' '}
          adresine gönderdiğimiz 6 haneli kodu girin. Kod 15 dakika geçerlidir.
        </AuthHeading>
        <Form method="post" aria-busy={isSubmitting}>
          <Stack gap="lg">
            <input type="hidden" name="email" value={email} />
            <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
              <legend style={{ marginBottom: 8, fontWeight: 500, fontSize: 14 }}>Doğrulama kodu</legend>
              <CodeInput name="code" value={code} onChange={setCode} disabled={isSubmitting} />
            </fieldset>
            <Button type="submit" fullWidth size="md" disabled={code.length !== CODE_LENGTH || isSubmitting}>
              {isSubmitting ? 'Doğrulanıyor...' : 'Doğrula'}
            </Button>
          </Stack>
        </Form>
        <Anchor component={Link} to={paths.forgotPassword} size="sm" ta="center">
          Farklı bir e-posta kullan
        </Anchor>
      </Stack>
    </AuthLayout>
  );
}
