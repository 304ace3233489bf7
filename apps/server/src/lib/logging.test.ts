import { Writable } from 'node:stream';
import { readOutbox } from '@kampus/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, get, post, registration } from '../../test/support/auth.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { loggableUrl } from './logging.ts';

/** Every log line the server writes during the test, parsed. */
const lines: Array<Record<string, unknown>> = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    for (const line of chunk.toString('utf8').split('\n'))
      if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
    callback();
  },
});

/** Every string in a log object, keys included: a secret can only leak as text. */
const stringsOf = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [key, ...stringsOf(inner)]);
  return [];
};

const eventLines = (event: string) => lines.filter((line) => line.event === event);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'trace' }, { logStream: sink });
});
afterAll(async () => {
  await t?.close();
});

describe('server logs', () => {
  /** Secrets a full account journey puts on the wire; none may appear in any log line. */
  const secrets: Record<string, string> = {};

  beforeAll(async () => {
    const body = registration({
      password: 'İlk-Gizli-Parola-7391',
      confirmPassword: 'İlk-Gizli-Parola-7391',
      identificationNumber: '38472910563',
      parentIdentificationNumber: '49583021674',
    });
    Object.assign(secrets, {
      password: body.password,
      identificationNumber: body.identificationNumber,
      parentIdentificationNumber: body.parentIdentificationNumber,
    });
    expect((await post(t, '/authentication/register', body)).statusCode).toBe(200);

    const wrong = await post(t, '/authentication/login', {
      username: body.email,
      password: 'Yanlis-Tahmin-5512',
    });
    expect(wrong.statusCode).toBe(422);
    secrets.wrongPassword = 'Yanlis-Tahmin-5512';

    const login = await post(t, '/authentication/login', { username: body.email, password: body.password });
    const first = login.json().data;
    secrets.accessToken = first.accessToken;
    secrets.refreshToken = first.refreshToken;

    const refreshed = (
      await post(t, '/authentication/refresh-token', { RefreshToken: first.refreshToken })
    ).json().data;
    secrets.accessToken2 = refreshed.accessToken;
    secrets.refreshToken2 = refreshed.refreshToken;
    // Presenting the rotated token again is reuse: a security event, and the session ends.
    expect(
      (await post(t, '/authentication/refresh-token', { refreshToken: first.refreshToken })).statusCode,
    ).toBe(401);

    const again = (
      await post(t, '/authentication/login', { username: body.email, password: body.password })
    ).json().data;
    secrets.accessToken3 = again.accessToken;
    const profile = await t.app.inject({
      method: 'POST',
      url: `${API}/students/by-session`,
      headers: { authorization: `Bearer ${again.accessToken}` },
      payload: { ...body, identificationNumber: '50694132785' },
    });
    expect(profile.statusCode).toBe(200);
    secrets.changedIdentificationNumber = '50694132785';

    const change = await post(
      t,
      '/authentication/change-password',
      {
        password: body.password,
        newPassword: 'İkinci-Gizli-Parola-8402',
        newPasswordConfirm: 'İkinci-Gizli-Parola-8402',
      },
      again.accessToken,
    );
    expect(change.statusCode, change.body).toBe(200);
    secrets.newPassword = 'İkinci-Gizli-Parola-8402';

    expect((await post(t, '/authentication/forgot-password', { email: body.email })).statusCode).toBe(200);
    await t.app.mailer.idle();
    const mail = (await readOutbox(t.dataDir)).at(-1);
    const code = /doğrulama kodunuz: (\d{6})/.exec(mail?.text ?? '')?.[1] as string;
    expect(code).toMatch(/^\d{6}$/);
    secrets.resetCode = code;
    expect((await post(t, '/authentication/verify-code', { email: body.email, code })).statusCode).toBe(200);
    const reset = await post(t, '/authentication/reset-password', {
      email: body.email,
      code,
      newPassword: 'Üçüncü-Gizli-Parola-9513',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    secrets.resetPassword = 'Üçüncü-Gizli-Parola-9513';

    // A refused access: no token for a signed-in route.
    expect((await get(t, '/students/by-session')).statusCode).toBe(401);

    // A signed link in the address: its signature works as a key until it expires.
    secrets.signature = 'S1gnatureOfAMediaLinkThatMustNotBeLogged0123';
    await get(
      t,
      `/certificates/00000000-0000-4000-8000-000000000000/pdf?exp=4102444800&sig=${secrets.signature}`,
    );
    // The notifications stream takes its access token in the address (EventSource sends no headers), and an
    // unsubscribe link carries its signed token there.
    secrets.streamToken = `${again.accessToken.slice(0, -6)}QQQQQQ`;
    await get(t, `/notifications/stream?access_token=${secrets.streamToken}`);
    secrets.unsubscribeToken =
      '00000000-0000-4000-8000-000000000000.learning.UnsubscribeSignatureNotToBeLogged';
    await get(t, `/notifications/unsubscribe?token=${secrets.unsubscribeToken}`);
    await t.app.mailer.idle();
  });

  it('were written during the journey, with request ids', () => {
    expect(lines.length).toBeGreaterThan(20);
    expect(
      lines.filter((line) => line.msg === 'incoming request').every((line) => typeof line.reqId === 'string'),
    ).toBe(true);
  });

  it('never contain a password, token, reset code, link signature or identification number', () => {
    const text = lines.flatMap(stringsOf);
    // The signed link was logged, only without its signature.
    expect(text.some((s) => s.includes('exp=4102444800&sig=[redacted]'))).toBe(true);
    for (const [name, secret] of Object.entries(secrets))
      expect(
        text.filter((s) => s.includes(secret)),
        `${name} leaked`,
      ).toEqual([]);
  });

  it('record the security events with their request ids and no e-mail in failed logins', () => {
    for (const event of [
      'auth.register',
      'auth.login.failed',
      'auth.login',
      'auth.refresh.reuse',
      'auth.password.changed',
      'auth.reset.requested',
      'auth.reset.completed',
    ]) {
      const found = eventLines(event);
      expect(found.length, event).toBeGreaterThan(0);
      for (const line of found) expect(typeof line.reqId, event).toBe('string');
    }
    const failed = eventLines('auth.login.failed')[0];
    expect(failed?.isKnownAccount).toBe(true);
    expect(failed?.level).toBe(40);
    expect(stringsOf(failed).some((s) => s.includes('@'))).toBe(false);
  });
});

describe('refused requests', () => {
  it('are logged with their status, address and request id', () => {
    type Req = { method?: string; url?: string; remoteAddress?: string };
    const incoming = lines.find(
      (line) =>
        line.msg === 'incoming request' &&
        (line.req as Req | undefined)?.method === 'GET' &&
        (line.req as Req | undefined)?.url === `${API}/students/by-session`,
    );
    expect(typeof incoming?.reqId).toBe('string');
    expect((incoming?.req as Req | undefined)?.remoteAddress).toBeTruthy();
    const completed = lines.find(
      (line) => line.reqId === incoming?.reqId && line.msg === 'request completed',
    );
    expect((completed?.res as { statusCode?: number } | undefined)?.statusCode).toBe(401);
  });
});

describe('loggableUrl', () => {
  it('replaces the signature of a signed link and keeps everything else', () => {
    expect(loggableUrl('/api/v1/web/media/lectures/1?exp=123&sig=abcDEF_-')).toBe(
      '/api/v1/web/media/lectures/1?exp=123&sig=[redacted]',
    );
    expect(loggableUrl('/x?sig=a&b=2')).toBe('/x?sig=[redacted]&b=2');
    expect(loggableUrl('/courses?search=sig')).toBe('/courses?search=sig');
    expect(loggableUrl('/n/stream?access_token=eyJ.x.y&a=1')).toBe('/n/stream?access_token=[redacted]&a=1');
    expect(loggableUrl('/n/unsubscribe?token=u.c.s')).toBe('/n/unsubscribe?token=[redacted]');
  });
});
