import { codeForStatus } from '@kampus/contract/error-codes';
import { API_BASE, apiPaths } from '../config/paths.ts';
import {
  ApiError,
  asEnvelope,
  errorFromResponse,
  isLimit,
  parseJson,
  type RawResponse,
  tokensFrom,
} from './api-response.ts';
import { httpMessages } from './http-messages.ts';
import { type NoticeType, notify as showNotice } from './notify.ts';
import { clearTokens, getAccessToken, getRefreshToken, saveTokens } from './tokens.ts';

/**
 * The one API client (ARCHITECTURE.md "web"): base /api/v1/web, bearer token from the cookies, envelope unwrapping,
 * 401 → token refresh (one at a time, across tabs too) → retry, the seed error catalogue as notifications, and
 * success notices after mutating calls.
 */

export {
  ApiError,
  type ApiErrorKind,
  hasCode,
  isApiError,
  isMissing,
  isRuleRefusal,
} from './api-response.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | ReadonlyArray<QueryValue>>;

export type RequestOptions = {
  query?: Query;
  body?: unknown;
  /** Send the bearer token and renew it on 401 (default true). Public calls (login, register, reset) pass false. */
  auth?: boolean;
  /** Notice after a successful POST/PUT/DELETE: a text of its own, or false for none. Defaults per method. */
  successMessage?: string | false;
  /** Error notice per the catalogue (default true); a page that shows the error itself passes false. */
  errorNotice?: boolean;
  /** Keep the tokens when a 401 outlives every retry (the seeds clear them unless the caller opts out). */
  keepSessionOn401?: boolean;
  signal?: AbortSignal;
  /** The seeds' request time-out is 30 s. */
  timeoutMs?: number;
  /** Let the request outlive the page (a last save while the tab closes). */
  keepalive?: boolean;
};

export type UploadOptions = Omit<RequestOptions, 'body' | 'timeoutMs'> & {
  method?: 'POST' | 'PUT';
  /** Whole percent of the body sent so far, 0–100. */
  onProgress?: (percent: number) => void;
};

/** Sends one attempt with the given access token; throws an ApiError of kind network/timeout on transport failure. */
type Transport = (accessToken: string | undefined) => Promise<RawResponse>;

export type ApiClientDeps = {
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  notify?: (type: NoticeType, message: string) => void;
  /** Web Locks, when the browser has them: one refresh across every open tab. */
  locks?: Pick<LockManager, 'request'> | null;
};

/** Seed 000 §9: a 401 is retried at most 3 times, 300 ms first, doubling each time. */
export const MAX_AUTH_RETRIES = 3;
export const RETRY_BASE_DELAY_MS = 300;
const DEFAULT_TIMEOUT_MS = 30_000;
const REFRESH_LOCK = 'kampus-token-refresh';

const defaultSuccessMessage: Record<HttpMethod, string | false> = {
  GET: false,
  POST: httpMessages.success,
  PUT: httpMessages.updated,
  DELETE: httpMessages.deleted,
};

const buildUrl = (path: string, query?: Query) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) if (item !== null && item !== undefined) params.append(key, String(item));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
};

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export const createApiClient = (deps: ApiClientDeps = {}) => {
  const fetchImpl = deps.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const notify = deps.notify ?? showNotice;
  const locks =
    deps.locks !== undefined
      ? deps.locks
      : typeof navigator !== 'undefined' && 'locks' in navigator
        ? navigator.locks
        : null;

  const sessionEndListeners = new Set<() => void>();
  /** Called after the tokens were cleared because the session cannot go on (the app sends the user to /login). */
  const onSessionEnd = (listener: () => void) => {
    sessionEndListeners.add(listener);
    return () => {
      sessionEndListeners.delete(listener);
    };
  };
  const endSession = (message: string) => {
    clearTokens();
    notify('error', message);
    for (const listener of sessionEndListeners) listener();
  };

  let inflightRefresh: Promise<string | null> | null = null;

  /** One refresh call; null when the session cannot be renewed (tokens are then cleared). */
  const refreshOnce = async (staleToken: string | undefined): Promise<string | null> => {
    // Another request (or tab) may have renewed the token while this one waited.
    const current = getAccessToken();
    if (current && current !== staleToken) return current;
    const refreshToken = getRefreshToken();
    if (!refreshToken) return null;
    let response: Response;
    try {
      response = await fetchImpl(buildUrl(apiPaths.refreshToken), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ RefreshToken: refreshToken }),
      });
    } catch (cause) {
      // A network blip is not a reason to sign the user out.
      throw new ApiError(httpMessages.network, { kind: 'network', cause });
    }
    const body = parseJson(await response.text());
    // A server in trouble is no proof that the session is over; a refused refresh token is.
    if (response.status >= 500 || isLimit(codeForStatus(response.status)))
      throw errorFromResponse({ status: response.status, body });
    if (!response.ok) return null;
    const tokens = tokensFrom(asEnvelope(body)?.data);
    // Seed 000 §5: a refresh answer without both tokens is invalid.
    if (!tokens) return null;
    saveTokens(tokens);
    return tokens.accessToken;
  };

  /**
   * Single flight: every caller that needs a new token while a refresh runs waits for that same refresh, and a
   * failed refresh ends the session once for all of them.
   */
  const renewAccessToken = async (staleToken: string | undefined): Promise<string> => {
    const current = getAccessToken();
    if (current && current !== staleToken) return current;
    inflightRefresh ??= (async () => {
      const renewed = await (locks
        ? (locks.request(REFRESH_LOCK, () => refreshOnce(staleToken)) as Promise<string | null>)
        : refreshOnce(staleToken));
      if (!renewed) endSession(httpMessages.loginAgain);
      return renewed;
    })().finally(() => {
      inflightRefresh = null;
    });
    const renewed = await inflightRefresh;
    if (!renewed) throw new ApiError(httpMessages.loginAgain, { status: 401 });
    return renewed;
  };

  const execute = async <T>(
    transport: Transport,
    method: HttpMethod,
    options: RequestOptions,
  ): Promise<T> => {
    const useAuth = options.auth !== false;
    const errorNotice = options.errorNotice !== false;
    const fail = (error: ApiError): never => {
      if (errorNotice) notify(isLimit(error.code) ? 'warning' : 'error', error.message);
      throw error;
    };
    // A 401 here means the session already ended (and said so); anything else is reported like any failure.
    const failRenewal = (error: unknown): never => {
      if (error instanceof ApiError && error.code !== 'UNAUTHENTICATED') return fail(error);
      throw error;
    };

    let token: string | undefined;
    try {
      token = useAuth
        ? (getAccessToken() ?? (getRefreshToken() ? await renewAccessToken(undefined) : undefined))
        : undefined;
    } catch (error) {
      return failRenewal(error);
    }

    for (let attempt = 0; ; attempt++) {
      let response: RawResponse;
      try {
        response = await transport(token);
      } catch (error) {
        if (error instanceof ApiError) return fail(error);
        throw error;
      }

      const answered = response.status < 200 || response.status > 299 ? errorFromResponse(response) : null;
      if (answered?.code === 'UNAUTHENTICATED' && useAuth) {
        if (attempt >= MAX_AUTH_RETRIES) {
          const error = new ApiError(httpMessages.sessionExpired, { status: 401 });
          if (options.keepSessionOn401) return fail(error);
          endSession(httpMessages.sessionExpired);
          throw error;
        }
        await sleep(RETRY_BASE_DELAY_MS * 2 ** attempt);
        try {
          token = await renewAccessToken(token);
        } catch (error) {
          return failRenewal(error);
        }
        continue;
      }

      if (answered) return fail(answered);

      const successMessage = options.successMessage ?? defaultSuccessMessage[method];
      if (successMessage) notify('success', successMessage);
      const envelope = asEnvelope(response.body);
      return (envelope ? (envelope.data ?? null) : response.body) as T;
    }
  };

  const jsonTransport =
    (method: HttpMethod, path: string, options: RequestOptions): Transport =>
    async (accessToken) => {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      if (accessToken) headers.authorization = `Bearer ${accessToken}`;
      const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
      const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
      try {
        const response = await fetchImpl(buildUrl(path, options.query), {
          method,
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          signal,
          keepalive: options.keepalive,
        });
        return { status: response.status, body: parseJson(await response.text()) };
      } catch (cause) {
        // The caller (e.g. a navigation that moved on) aborted: not an error a person needs to hear about.
        if (options.signal?.aborted) throw cause;
        if (timeout.aborted || (cause instanceof DOMException && cause.name === 'TimeoutError'))
          throw new ApiError(httpMessages.timeout, { kind: 'timeout', cause });
        if (isAbort(cause)) throw cause;
        throw new ApiError(httpMessages.network, { kind: 'network', cause });
      }
    };

  const uploadTransport =
    (method: 'POST' | 'PUT', path: string, formData: FormData, options: UploadOptions): Transport =>
    (accessToken) =>
      new Promise<RawResponse>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open(method, buildUrl(path, options.query));
        xhr.setRequestHeader('accept', 'application/json');
        if (accessToken) xhr.setRequestHeader('authorization', `Bearer ${accessToken}`);
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable && event.total > 0)
            options.onProgress?.(Math.min(100, Math.floor((event.loaded / event.total) * 100)));
        };
        xhr.upload.onload = () => options.onProgress?.(100);
        // Seed 001 §7: an answer that is not JSON still counts as the server's answer.
        xhr.onload = () => resolve({ status: xhr.status, body: parseJson(xhr.responseText) });
        xhr.onerror = () => reject(new ApiError(httpMessages.network, { kind: 'network' }));
        xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
        if (options.signal) {
          if (options.signal.aborted) return xhr.abort();
          options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
        }
        options.onProgress?.(0);
        xhr.send(formData);
      });

  /** A file (a PDF, a ZIP): the bytes as a Blob when the answer is 2xx, otherwise the error envelope as JSON. */
  const fileTransport =
    (path: string, options: RequestOptions): Transport =>
    async (accessToken) => {
      const headers: Record<string, string> = {};
      if (accessToken) headers.authorization = `Bearer ${accessToken}`;
      try {
        const response = await fetchImpl(buildUrl(path, options.query), {
          headers,
          signal: options.signal ?? AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        });
        if (response.ok) return { status: response.status, body: await response.blob() };
        return { status: response.status, body: parseJson(await response.text()) };
      } catch (cause) {
        if (isAbort(cause)) throw cause;
        throw new ApiError(httpMessages.network, { kind: 'network', cause });
      }
    };

  const request = <T>(method: HttpMethod, path: string, options: RequestOptions = {}) =>
    execute<T>(jsonTransport(method, path, options), method, options);

  return {
    request,
    get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', path, { ...options, body: body ?? {} }),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PUT', path, { ...options, body: body ?? {} }),
    delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
    /** A signed-in file download (GET), with the same token renewal and error notices as every call. */
    download: (path: string, options: Omit<RequestOptions, 'body'> = {}) =>
      execute<Blob>(fileTransport(path, options), 'GET', options),
    /** Multipart upload with progress (XMLHttpRequest, since fetch reports no upload progress). */
    upload: <T>(path: string, formData: FormData, options: UploadOptions = {}) => {
      const method = options.method ?? 'POST';
      return execute<T>(uploadTransport(method, path, formData, options), method, options);
    },
    onSessionEnd,
  };
};

export type ApiClient = ReturnType<typeof createApiClient>;

export const api = createApiClient();
