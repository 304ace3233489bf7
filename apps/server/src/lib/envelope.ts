import {
  ApiErrorSchema,
  type Envelope,
  type ErrorCode,
  envelopeSchema,
  errorCatalogue,
} from '@kampus/contract';
import { z } from 'zod';

/** A success envelope around `data`. */
export const ok = <T>(data: T, message: string | null = null): Envelope<T> => ({
  success: true,
  message,
  data,
  error: null,
});

/** An error envelope of `code`, with the table's message unless one is given. */
export const fail = (
  code: ErrorCode,
  errorMessage: string = errorCatalogue[code].message,
  fields?: Record<string, string>,
): Envelope<null> => ({
  success: false,
  message: null,
  data: null,
  error: fields ? { code, errorMessage, fields } : { code, errorMessage },
});

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.null(),
  data: z.null(),
  error: ApiErrorSchema,
});

/** Response schemas of a route: its 200 envelope and the error envelopes it may answer. */
export const responses = <T extends z.ZodType>(
  data: T,
  ...errors: Array<400 | 401 | 403 | 404 | 413 | 422 | 429>
) => {
  const out: Record<number, z.ZodType> = { 200: envelopeSchema(data) };
  // 503: every route answers it while the database cannot be reached (plugins/errors.ts).
  for (const status of new Set<number>([400, 500, 503, ...errors])) out[status] = ErrorEnvelopeSchema;
  return out;
};
