import { messageForStatus } from './http-messages.ts';
import type { SessionTokens } from './tokens.ts';

/**
 * What the API client reads from an answer: the envelope (`success`, `data`, `error`), the tokens of a refresh answer,
 * and the `ApiError` a failure becomes.
 */

export type ApiErrorKind = 'http' | 'network' | 'timeout';

/** A failed call. `message` is the Turkish text for a person; `errorMessage` and `fields` are the server's own. */
export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly errorMessage: string | undefined;
  readonly fields: Record<string, string> | undefined;

  constructor(
    message: string,
    options: {
      status?: number;
      kind?: ApiErrorKind;
      errorMessage?: string;
      fields?: Record<string, string>;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.status = options.status ?? 0;
    this.kind = options.kind ?? 'http';
    this.errorMessage = options.errorMessage;
    this.fields = options.fields;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export type RawResponse = { status: number; body: unknown };

export const parseJson = (text: string): unknown => {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

type EnvelopeLike = {
  success?: unknown;
  data?: unknown;
  error?: { errorMessage?: unknown; fields?: unknown } | null;
};
/**
 * Both tokens of a refresh answer, each a non-empty string, or null. Checked by hand rather than with the contract's
 * zod schema: the client runs on every page, and zod is loaded only by the pages that parse forms.
 */
export const tokensFrom = (data: unknown): SessionTokens | null => {
  if (typeof data !== 'object' || data === null) return null;
  const { accessToken, refreshToken } = data as Record<string, unknown>;
  return typeof accessToken === 'string' && accessToken && typeof refreshToken === 'string' && refreshToken
    ? { accessToken, refreshToken }
    : null;
};

export const asEnvelope = (body: unknown): EnvelopeLike | null =>
  body !== null && typeof body === 'object' && ('success' in body || 'error' in body)
    ? (body as EnvelopeLike)
    : null;

export const errorFromResponse = ({ status, body }: RawResponse): ApiError => {
  const error = asEnvelope(body)?.error;
  const serverMessage = typeof error?.errorMessage === 'string' ? error.errorMessage : undefined;
  const fields =
    error?.fields && typeof error.fields === 'object' ? (error.fields as Record<string, string>) : undefined;
  // 422 carries the business reason; a 429 from an account limit says how long to wait. Other statuses use the catalogue.
  const message =
    status === 422 || status === 429 ? (serverMessage ?? messageForStatus(status)) : messageForStatus(status);
  return new ApiError(message, { status, errorMessage: serverMessage, fields });
};
