import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ApiClientDeps,
  ApiError,
  createApiClient,
  hasCode,
  isMissing,
  isRuleRefusal,
} from './api-client.ts';
import { httpMessages } from './http-messages.ts';
import type { NoticeType } from './notify.ts';
import { clearTokens, getAccessToken, getRefreshToken, saveTokens } from './tokens.ts';

type Call = { url: string; method: string; authorization: string | null; body: unknown };
type Handler = (
  call: Call,
) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

const envelope = (data: unknown) => ({ success: true, message: null, data, error: null });
const failure = (errorMessage: string, fields?: Record<string, string>) => ({
  success: false,
  message: null,
  data: null,
  error: fields ? { errorMessage, fields } : { errorMessage },
});

/** A client over a fake network: every call is recorded, answers come from `handler`. */
const setup = (handler: Handler) => {
  const calls: Call[] = [];
  const notices: Array<{ type: NoticeType; message: string }> = [];
  const sleeps: number[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const call: Call = {
      url: String(input),
      method: init?.method ?? 'GET',
      authorization: headers.get('authorization'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = await handler(call);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  const deps: ApiClientDeps = {
    fetch: fetchMock as unknown as typeof fetch,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    notify: (type, message) => notices.push({ type, message }),
    locks: null,
  };
  const client = createApiClient(deps);
  const sessionEnds = vi.fn();
  client.onSessionEnd(sessionEnds);
  return { client, calls, notices, sleeps, sessionEnds };
};

const refreshCalls = (calls: Call[]) => calls.filter((c) => c.url.endsWith('/authentication/refresh-token'));

beforeEach(() => clearTokens());
afterEach(() => clearTokens());

describe('api client: envelope', () => {
  it('returns the data of a success envelope and sends the bearer token from the cookie', async () => {
    saveTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const { client, calls } = setup(() => ({ status: 200, body: envelope({ id: 'u1', name: 'Ayşe' }) }));

    const data = await client.get<{ id: string; name: string }>('/users/information');

    expect(data).toEqual({ id: 'u1', name: 'Ayşe' });
    expect(calls[0]?.url).toBe('/api/v1/web/users/information');
    expect(calls[0]?.authorization).toBe('Bearer access-1');
  });

  it('repeats array query values and skips empty ones', async () => {
    const { client, calls } = setup(() => ({ status: 200, body: envelope([]) }));
    await client.get('/courses/paginated', {
      auth: false,
      query: { categories: ['a', 'b'], search: null, pageNumber: 1, minPrice: undefined },
    });
    expect(calls[0]?.url).toBe('/api/v1/web/courses/paginated?categories=a&categories=b&pageNumber=1');
  });

  it('throws an ApiError with status, server message and field messages on a 400', async () => {
    const { client, notices } = setup(() => ({
      status: 400,
      body: failure('Geçersiz istek.', { email: 'Lütfen geçerli bir email adresi giriniz.' }),
    }));

    const error = (await client
      .post('/authentication/register', { email: 'x' }, { auth: false })
      .catch((e: unknown) => e)) as ApiError;

    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.errorMessage).toBe('Geçersiz istek.');
    expect(error.fields).toEqual({ email: 'Lütfen geçerli bir email adresi giriniz.' });
    expect(error.message).toBe(httpMessages.badRequest);
    expect(notices).toEqual([{ type: 'error', message: httpMessages.badRequest }]);
  });

  it("shows the server's reason for a 422", async () => {
    const { client, notices } = setup(() => ({
      status: 422,
      body: failure('E-posta adresi veya şifre hatalı.'),
    }));
    await expect(client.post('/authentication/login', {}, { auth: false })).rejects.toMatchObject({
      status: 422,
      message: 'E-posta adresi veya şifre hatalı.',
    });
    expect(notices).toEqual([{ type: 'error', message: 'E-posta adresi veya şifre hatalı.' }]);
  });

  it('falls back to the catalogue text for a 422 without a reason', async () => {
    const { client } = setup(() => ({ status: 422, body: {} }));
    await expect(client.post('/x', {}, { auth: false })).rejects.toMatchObject({
      message: httpMessages.unprocessable,
    });
  });

  it('warns (not errors) on a 429', async () => {
    const { client, notices } = setup(() => ({ status: 429, body: failure(httpMessages.tooManyRequests) }));
    await expect(client.get('/x', { auth: false })).rejects.toMatchObject({ status: 429 });
    expect(notices).toEqual([{ type: 'warning', message: httpMessages.tooManyRequests }]);
  });

  it.each([
    [403, httpMessages.forbidden],
    [404, httpMessages.notFound],
    [500, httpMessages.serverError],
    [503, httpMessages.serverError],
    [418, httpMessages.other],
  ])('maps status %i to its catalogue text', async (status, message) => {
    const { client, notices } = setup(() => ({ status, body: failure('internal detail') }));
    await expect(client.get('/x', { auth: false })).rejects.toMatchObject({ status, message });
    expect(notices).toEqual([{ type: 'error', message }]);
  });

  it('reports a network failure as a connection error', async () => {
    const { client, notices } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.get('/x', { auth: false })).rejects.toMatchObject({ kind: 'network', status: 0 });
    expect(notices).toEqual([{ type: 'error', message: httpMessages.network }]);
  });

  it('stays quiet about errors when the caller shows them itself', async () => {
    const { client, notices } = setup(() => ({ status: 422, body: failure('Hata') }));
    await expect(client.post('/x', {}, { auth: false, errorNotice: false })).rejects.toBeInstanceOf(ApiError);
    expect(notices).toEqual([]);
  });
});

describe('api client: success notices', () => {
  it('says operation, update and deletion successful after POST, PUT and DELETE', async () => {
    const { client, notices } = setup(() => ({ status: 200, body: envelope(null) }));
    await client.post('/x', {}, { auth: false });
    await client.put('/x', {}, { auth: false });
    await client.delete('/x', { auth: false });
    await client.get('/x', { auth: false });
    expect(notices).toEqual([
      { type: 'success', message: 'İşlem başarılı.' },
      { type: 'success', message: 'Güncelleme başarılı.' },
      { type: 'success', message: 'Silme başarılı.' },
    ]);
  });

  it('treats a 204 DELETE as a success', async () => {
    const { client, notices } = setup(() => ({ status: 204 }));
    await expect(client.delete('/x', { auth: false })).resolves.toBeNull();
    expect(notices).toEqual([{ type: 'success', message: 'Silme başarılı.' }]);
  });

  it('uses a text of its own or none at all when asked', async () => {
    const { client, notices } = setup(() => ({ status: 200, body: envelope(null) }));
    await client.post('/students/by-session', {}, { auth: false, successMessage: 'Güncelleme başarılı.' });
    await client.post('/authentication/logout', {}, { auth: false, successMessage: false });
    expect(notices).toEqual([{ type: 'success', message: 'Güncelleme başarılı.' }]);
  });
});

describe('api client: 401 and token refresh', () => {
  it('refreshes once for concurrent 401s and retries every request with the new token', async () => {
    saveTokens({ accessToken: 'old', refreshToken: 'refresh-old' });
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const { client, calls } = setup(async (call) => {
      if (call.url.endsWith('/authentication/refresh-token')) {
        await refreshGate;
        return { status: 200, body: envelope({ accessToken: 'new', refreshToken: 'refresh-new' }) };
      }
      return call.authorization === 'Bearer new'
        ? { status: 200, body: envelope(call.url) }
        : { status: 401, body: failure('Oturum yok') };
    });

    const pending = Promise.all([client.get('/a'), client.get('/b'), client.get('/c')]);
    // Let all three reach the refresh before it answers.
    await vi.waitFor(() => expect(refreshCalls(calls)).toHaveLength(1));
    releaseRefresh();
    const results = await pending;

    expect(results).toEqual(['/api/v1/web/a', '/api/v1/web/b', '/api/v1/web/c']);
    expect(refreshCalls(calls)).toHaveLength(1);
    expect(refreshCalls(calls)[0]?.body).toEqual({ RefreshToken: 'refresh-old' });
    expect(getAccessToken()).toBe('new');
    expect(getRefreshToken()).toBe('refresh-new');
  });

  it('gives up after three retries, 300 ms doubling, and ends the session', async () => {
    saveTokens({ accessToken: 'a0', refreshToken: 'r0' });
    let issued = 0;
    const { client, calls, sleeps, notices, sessionEnds } = setup((call) => {
      if (call.url.endsWith('/authentication/refresh-token')) {
        issued += 1;
        return { status: 200, body: envelope({ accessToken: `a${issued}`, refreshToken: `r${issued}` }) };
      }
      return { status: 401, body: failure('Oturum yok') };
    });

    await expect(client.get('/users/information')).rejects.toMatchObject({ status: 401 });

    expect(calls.filter((c) => c.url.endsWith('/users/information'))).toHaveLength(4);
    expect(refreshCalls(calls)).toHaveLength(3);
    expect(sleeps).toEqual([300, 600, 1200]);
    expect(getAccessToken()).toBeUndefined();
    expect(getRefreshToken()).toBeUndefined();
    expect(notices).toEqual([{ type: 'error', message: httpMessages.sessionExpired }]);
    expect(sessionEnds).toHaveBeenCalledTimes(1);
  });

  it('keeps the tokens after the retries when the caller opts out', async () => {
    saveTokens({ accessToken: 'a0', refreshToken: 'r0' });
    let issued = 0;
    const { client, sessionEnds } = setup((call) => {
      if (call.url.endsWith('/authentication/refresh-token')) {
        issued += 1;
        return { status: 200, body: envelope({ accessToken: `a${issued}`, refreshToken: `r${issued}` }) };
      }
      return { status: 401 };
    });
    await expect(client.get('/x', { keepSessionOn401: true })).rejects.toMatchObject({ status: 401 });
    expect(getRefreshToken()).toBe('r3');
    expect(sessionEnds).not.toHaveBeenCalled();
  });

  it('clears the tokens and asks to log in again when the refresh answer lacks a token', async () => {
    saveTokens({ accessToken: 'a0', refreshToken: 'r0' });
    const { client, calls, notices, sessionEnds } = setup((call) =>
      call.url.endsWith('/authentication/refresh-token')
        ? { status: 200, body: envelope({ accessToken: 'only-access' }) }
        : { status: 401 },
    );

    await expect(client.get('/x')).rejects.toMatchObject({ status: 401, message: httpMessages.loginAgain });

    expect(refreshCalls(calls)).toHaveLength(1);
    expect(getAccessToken()).toBeUndefined();
    expect(getRefreshToken()).toBeUndefined();
    expect(notices).toEqual([{ type: 'error', message: httpMessages.loginAgain }]);
    expect(sessionEnds).toHaveBeenCalledTimes(1);
  });

  it('ends the session once for every request waiting on a refused refresh', async () => {
    saveTokens({ accessToken: 'a0', refreshToken: 'r0' });
    const { client, notices, sessionEnds } = setup((call) =>
      call.url.endsWith('/authentication/refresh-token')
        ? { status: 401, body: failure('Oturumunuz sona erdi, lütfen tekrar giriş yapın.') }
        : { status: 401 },
    );
    const results = await Promise.allSettled([client.get('/a'), client.get('/b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(sessionEnds).toHaveBeenCalledTimes(1);
    expect(notices).toEqual([{ type: 'error', message: httpMessages.loginAgain }]);
  });

  it('ends the session without calling refresh when there is no refresh token', async () => {
    saveTokens({ accessToken: 'a0', refreshToken: 'r0' });
    Cookies.remove('refreshToken', { path: '/' });
    const { client, calls, sessionEnds } = setup(() => ({ status: 401 }));
    await expect(client.get('/x')).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls(calls)).toHaveLength(0);
    expect(getAccessToken()).toBeUndefined();
    expect(sessionEnds).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the refresh fails on the network', async () => {
    saveTokens({ accessToken: 'a0', refreshToken: 'r0' });
    const { client, notices, sessionEnds } = setup((call) => {
      if (call.url.endsWith('/authentication/refresh-token')) throw new TypeError('Failed to fetch');
      return { status: 401 };
    });
    await expect(client.get('/x')).rejects.toMatchObject({ kind: 'network' });
    expect(getRefreshToken()).toBe('r0');
    expect(sessionEnds).not.toHaveBeenCalled();
    expect(notices).toEqual([{ type: 'error', message: httpMessages.network }]);
  });

  it('renews an expired access cookie before the first call when a refresh token is left', async () => {
    saveTokens({ accessToken: 'a0', refreshToken: 'r0' });
    Cookies.remove('accessToken', { path: '/' });
    const { client, calls } = setup((call) =>
      call.url.endsWith('/authentication/refresh-token')
        ? { status: 200, body: envelope({ accessToken: 'a1', refreshToken: 'r1' }) }
        : { status: 200, body: envelope(call.authorization) },
    );
    await expect(client.get('/x')).resolves.toBe('Bearer a1');
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/web/authentication/refresh-token', '/api/v1/web/x']);
  });

  it('never refreshes for a public call', async () => {
    saveTokens({ accessToken: 'a0', refreshToken: 'r0' });
    const { client, calls } = setup(() => ({ status: 401, body: failure('Hatalı') }));
    await expect(client.post('/authentication/login', {}, { auth: false })).rejects.toMatchObject({
      status: 401,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.authorization).toBeNull();
    expect(getRefreshToken()).toBe('r0');
  });
});

describe('api client: error codes', () => {
  it('keeps the envelope’s error.code, and branches on it', async () => {
    const { client } = setup(() => ({
      status: 422,
      body: {
        success: false,
        message: null,
        data: null,
        error: {
          code: 'BASKET_EMPTY',
          errorMessage: 'Sepetiniz boş. Sipariş vermek için sepete kurs ekleyin.',
        },
      },
    }));
    const error = await client.post('/orders/free', {}, { auth: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('BASKET_EMPTY');
    expect(hasCode(error, 'BASKET_EMPTY')).toBe(true);
    expect(hasCode(error, 'BASKET_ORDERED')).toBe(false);
    expect(isRuleRefusal(error)).toBe(true);
    expect(isMissing(error)).toBe(false);
    expect((error as ApiError).message).toBe('Sepetiniz boş. Sipariş vermek için sepete kurs ekleyin.');
  });

  it('gives an answer without a code (a proxy’s) the generic code of its status', async () => {
    const { client } = setup(() => ({ status: 404, body: { message: 'Not Found' } }));
    const error = await client.get('/x', { auth: false }).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe('NOT_FOUND');
    expect(isMissing(error)).toBe(true);
  });

  it('ignores a code it does not know and leaves network failures without one', async () => {
    const { client } = setup(() => ({
      status: 404,
      body: { success: false, error: { code: 'NO_SUCH_CODE', errorMessage: 'x' } },
    }));
    expect(((await client.get('/x', { auth: false }).catch((e: unknown) => e)) as ApiError).code).toBe(
      'NOT_FOUND',
    );
    expect(new ApiError(httpMessages.network, { kind: 'network' }).code).toBeNull();
  });
});
