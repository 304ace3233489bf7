import { codeForStatus, type ErrorCode, isErrorCode, statusOfCode } from '@kampus/contract/error-codes';
import { messageForStatus } from './http-messages.ts';
import type { SessionTokens } from './tokens.ts';

/**
 * What the API client reads from an answer: the envelope (`success`, `data`, `error`), the tokens of a refresh answer,
 * and the `ApiError` a failure becomes.
 */

export type ApiErrorKind = 'http' | 'network' | 'timeout';

/**
 * A failed call. `message` is the Turkish text for a person; `code` (what went wrong, from the contract's error
 * table), `errorMessage` and `fields` are the server's own. Callers branch on `code`, never on a sentence.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The envelope's `error.code`; for an answer without one (a proxy's), the generic code of its status. */
  readonly code: ErrorCode | null;
  readonly kind: ApiErrorKind;
  readonly errorMessage: string | undefined;
  readonly fields: Record<string, string> | undefined;

  constructor(
    message: string,
    options: {
      status?: number;
      code?: ErrorCode;
      kind?: ApiErrorKind;
      errorMessage?: string;
      fields?: Record<string, string>;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.status = options.status ?? 0;
    this.code = options.code ?? (this.status ? codeForStatus(this.status) : null);
    this.kind = options.kind ?? 'http';
    this.errorMessage = options.errorMessage;
    this.fields = options.fields;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Whether the call was refused with one of `codes`. */
export const hasCode = (error: unknown, ...codes: ErrorCode[]): error is ApiError =>
  isApiError(error) && error.code !== null && codes.includes(error.code);

/** A business rule said no (the server's Turkish reason is worth showing as it is). */
export const isRuleRefusal = (error: unknown): error is ApiError =>
  isApiError(error) && error.code !== null && statusOfCode(error.code) === 422;

/** The thing asked for does not exist (or is not the caller's), or its id could not even be read. */
export const isMissing = (error: unknown): error is ApiError =>
  isApiError(error) &&
  error.code !== null &&
  (statusOfCode(error.code) === 404 || error.code === 'VALIDATION_FAILED' || error.code === 'BAD_REQUEST');

/** A limit was reached: the server's message says how long to wait. */
export const isLimit = (code: ErrorCode | null) => code !== null && statusOfCode(code) === 429;

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
  error?: { code?: unknown; errorMessage?: unknown; fields?: unknown } | null;
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
  const code = isErrorCode(error?.code) ? error.code : codeForStatus(status);
  // A business rule's refusal carries its reason; a limit says how long to wait. Other refusals use the catalogue.
  const isRule = statusOfCode(code) === 422;
  const message =
    isRule || isLimit(code) ? (serverMessage ?? messageForStatus(status)) : messageForStatus(status);
  return new ApiError(message, { status, code, errorMessage: serverMessage, fields });
};
