import { expect } from 'vitest';

/** The journeys arrange their data through the web API, as the browser would, rather than in the database. */

export const API = '/api/v1/web';

export type Envelope<T> = { success: boolean; data: T; error: { errorMessage: string } | null };

export type Account = { email: string; password: string };

/** Signs in through the API and gives the access token; a refused sign-in fails the test. */
export const accessTokenOf = async (baseUrl: string, account: Account): Promise<string> => {
  const res = await fetch(`${baseUrl}${API}/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.email, password: account.password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as Envelope<{ accessToken: string }>).data.accessToken;
};

/**
 * One API call, signed in when a token is given; the envelope's data, or an error naming the call, its status and
 * the server's error when the answer is not 200.
 */
export const callApi = async <T>(
  baseUrl: string,
  token: string,
  method: string,
  route: string,
  body?: unknown,
): Promise<T> => {
  const res = await fetch(`${baseUrl}${API}${route}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as Envelope<T>;
  if (res.status !== 200)
    throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(envelope.error)}`);
  return envelope.data;
};
