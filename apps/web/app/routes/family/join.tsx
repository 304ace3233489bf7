import {
  AcceptInvitationSchema,
  authMessages,
  familyMessages,
  InvitationTokenSchema,
  RegisterParentSchema,
} from '@kampus/contract';
import { redirect, useSubmit } from 'react-router';
import { paths } from '../../config/paths.ts';
import { loginRequest } from '../../features/auth/account-api.ts';
import { forgetUserInformation, startSession } from '../../features/auth/session.ts';
import { JoinView } from '../../features/families/components/join-view.tsx';
import {
  acceptInvitationRequest,
  lookupInvitation,
  registerParentRequest,
} from '../../features/families/families-api.ts';
import { familyTexts } from '../../features/families/family-texts.ts';
import { hasCode, isApiError } from '../../lib/api-client.ts';
import {
  type FormFailure,
  fieldErrorsOf,
  formDataToObject,
  formFailureFrom,
  useIsSubmitting,
} from '../../lib/forms.ts';
import { hasSession } from '../../lib/tokens.ts';
import type { Route } from './+types/join';

export const meta: Route.MetaFunction = () => [{ title: `${familyTexts.join.title} | Kampüs` }];

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token') ?? '';

/** Public: the invitation is looked up first, so a spent link says so before anyone fills anything in. */
export const clientLoader = async ({ request }: Route.ClientLoaderArgs) => {
  const token = tokenOf(request);
  if (!InvitationTokenSchema.safeParse(token).success)
    return { token, state: { kind: 'invalid' as const, message: familyMessages.token } };
  try {
    const invitation = await lookupInvitation(token, request.signal);
    return { token, state: { kind: 'open' as const, invitation, signedIn: hasSession() } };
  } catch (error) {
    if (isApiError(error) && error.status === 404)
      return { token, state: { kind: 'invalid' as const, message: familyMessages.invitationNotFound } };
    throw error;
  }
};

/** Refusals about the number or the address belong under that field; the rest stands above the form. */
const failureOf = (error: unknown): FormFailure => {
  const failure = formFailureFrom(error);
  if (hasCode(error, 'PARENT_ID_MISMATCH'))
    return { ok: false, fields: { identificationNumber: error.message } };
  if (failure.formError === authMessages.emailTaken)
    return { ok: false, fields: { email: failure.formError } };
  return failure;
};

export async function clientAction({ request }: Route.ClientActionArgs): Promise<FormFailure | Response> {
  const { intent, ...values } = formDataToObject(await request.formData());
  // The checkbox travels as text in the form data; the contract accepts only a real `true`.
  const body = { ...values, token: tokenOf(request), consent: values.consent === 'true' };
  try {
    if (intent === 'accept') {
      const parsed = AcceptInvitationSchema.safeParse(body);
      if (!parsed.success) return { ok: false, fields: fieldErrorsOf(parsed.error) };
      await acceptInvitationRequest(parsed.data);
      // The account has gained the Parent role: the cached roles must be read again.
      forgetUserInformation();
      return redirect(paths.parent.home);
    }
    const parsed = RegisterParentSchema.safeParse(body);
    if (!parsed.success) return { ok: false, fields: fieldErrorsOf(parsed.error) };
    await registerParentRequest(parsed.data);
    // The parent chose the password a moment ago: sign them in rather than send them to the login page.
    startSession(await loginRequest({ username: parsed.data.email, password: parsed.data.password }));
    return redirect(paths.parent.home);
  } catch (error) {
    return failureOf(error);
  }
}

export default function FamilyJoinPage({ loaderData, actionData }: Route.ComponentProps) {
  const submit = useSubmit();
  const isSubmitting = useIsSubmitting();
  const result = actionData instanceof Response ? undefined : actionData;
  return (
    <JoinView
      key={loaderData.token}
      state={loaderData.state}
      loginUrl={paths.loginReturning(paths.familyJoin(loaderData.token))}
      plainLoginUrl={paths.login}
      result={result}
      isSubmitting={isSubmitting}
      onRegister={(values) => submit({ ...values, intent: 'register' }, { method: 'post' })}
      onAccept={(values) => submit({ ...values, intent: 'accept' }, { method: 'post' })}
    />
  );
}
