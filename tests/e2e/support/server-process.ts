import { randomBytes } from 'node:crypto';
import { type ServerProcess, type SpawnServerOptions, spawnServer as spawn } from '@kampus/test-support';

export { newDataDir, type ServerProcess, testSecrets } from '@kampus/test-support';

/**
 * Starts `node apps/server/src/main.ts` as its own process (the process-level fault tests signal and kill it),
 * without demo data and logging at info, on `dataDir` (a new one unless given, so a test can restart a server on the
 * same data), and waits until /readyz answers.
 */
export const spawnServer = (
  options: { env?: Record<string, string>; dataDir?: string; port?: number } = {},
): Promise<ServerProcess> => {
  const settings: SpawnServerOptions = {
    ...options,
    env: { LOG_LEVEL: 'info', SEED_DEMO: 'false', ...options.env },
  };
  return spawn(settings);
};

/** An API call with JSON in and the envelope out. */
export const api = async (
  base: string,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
): Promise<{
  status: number;
  json: { success: boolean; data: unknown; error: { errorMessage: string } | null };
}> => {
  const res = await fetch(`${base}/api/v1/web${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: await res.json() };
};

let counter = 0;

/** A valid registration body (seed 000 §3) with a fresh e-mail. */
export const registration = (password = 'gizli-şifre') => {
  counter += 1;
  const id = () =>
    `${1 + Math.floor(Math.random() * 9)}${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
  return {
    name: 'Ayşe',
    surname: 'Yılmaz',
    email: `ayse.${counter}.${randomBytes(4).toString('hex')}@example.com`,
    identificationNumber: id(),
    parentName: 'Mehmet',
    parentSurname: 'Yılmaz',
    parentIdentificationNumber: id(),
    fullAddress: 'Atatürk Caddesi No: 12, Çankaya, Ankara',
    password,
    confirmPassword: password,
  };
};

/** Registers and signs in a new student; answers the e-mail, password and tokens. */
export const newStudent = async (base: string) => {
  const body = registration();
  const reg = await api(base, 'POST', '/authentication/register', body);
  if (reg.status !== 200) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.json)}`);
  const login = await api(base, 'POST', '/authentication/login', {
    username: body.email,
    password: body.password,
  });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.json)}`);
  const tokens = login.json.data as { accessToken: string; refreshToken: string };
  return { id: reg.json.data as string, email: body.email, password: body.password, ...tokens };
};
