import { type ErrorCode, type ErrorStatus, errorCatalogue } from '@kampus/contract';

export type AppErrorOptions = {
  /** The sentence to show instead of the table's, where it names something (a course, a date, a count). */
  message?: string;
  /** Per-field Turkish messages (400s). */
  fields?: Record<string, string>;
  /** Extra response headers, e.g. `retry-after`. */
  headers?: Record<string, string>;
};

/**
 * A refusal a user can cause. It carries a code of the contract's error table, which decides its status and its
 * Turkish message; the error handler turns it into the envelope (decision 019).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: ErrorStatus;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    const entry = errorCatalogue[code];
    super(options.message ?? entry.message);
    this.name = 'AppError';
    this.code = code;
    this.status = entry.status;
    this.fields = options.fields;
    this.headers = options.headers;
  }
}

/** `throw appError('BASKET_EMPTY')`: the refusal of one code, with an optional message, fields or headers. */
export const appError = (code: ErrorCode, options?: AppErrorOptions) => new AppError(code, options);

/** The `retry-after` header of a refusal that may be tried again after `seconds` (rounded up, at least 1). */
export const retryAfter = (seconds: number) => ({ 'retry-after': String(Math.max(1, Math.ceil(seconds))) });

/** The Turkish message of a code as the table words it. */
export const messageOf = (code: ErrorCode) => errorCatalogue[code].message;

/** A 400 about one field: the field's message is also the envelope's message. */
export const invalidField = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', { message, fields: { [field]: message } });
