import { readOutbox } from '@kampus/test-support';
import { callApi } from './api.ts';

/**
 * Links a new parent account to a student the way the product does (CONTRACT.md §12): the student invites the
 * address, the parent takes the token from the delivered mail and registers with the number the student gave as
 * the parent's identification number (read from the student's own profile).
 */
export type NewParent = { email: string; password: string; name: string; surname: string };

export const linkNewParent = async (
  server: { url: string; dataDir: string },
  studentToken: string,
  parent: NewParent,
): Promise<string> => {
  const call = <T>(token: string, method: string, route: string, body?: unknown) =>
    callApi<T>(server.url, token, method, route, body);
  const profile = await call<{ parentIdentificationNumber: string }>(
    studentToken,
    'GET',
    '/students/by-session',
  );
  await call(studentToken, 'POST', '/families/invitations', { email: parent.email });
  // The mail leaves through the outbox in the background: read until it is there (bounded).
  let token: string | undefined;
  for (let attempt = 0; attempt < 200 && !token; attempt++) {
    token = (await readOutbox(server.dataDir))
      .filter((mail) => (mail.headers.to ?? '').toLowerCase().includes(parent.email))
      .map((mail) => /family\/join\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1])
      .find(Boolean);
    if (!token) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!token) throw new Error(`no invitation mail reached ${parent.email}`);
  return call<string>('', 'POST', '/authentication/register-parent', {
    token,
    name: parent.name,
    surname: parent.surname,
    email: parent.email,
    identificationNumber: profile.parentIdentificationNumber,
    password: parent.password,
    confirmPassword: parent.password,
    consent: true,
  });
};
