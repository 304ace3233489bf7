import './zod-config.ts';
import { z } from 'zod';
import { errorCodes } from './error-codes.ts';

/** What went wrong, as a stable English identifier (the table in `error-codes.ts`). */
export const ErrorCodeSchema = z.enum(errorCodes).meta({ id: 'ErrorCode' });

/**
 * Error part of the envelope: what went wrong as a code a program can branch on, a Turkish message a person can act
 * on, and per-field messages for 400s.
 */
export const ApiErrorSchema = z.object({
  code: ErrorCodeSchema,
  errorMessage: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Every JSON answer of the API has this shape. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.boolean(),
    message: z.string().nullable(),
    data: data.nullable(),
    error: ApiErrorSchema.nullable(),
  });

export type Envelope<T> = {
  success: boolean;
  message: string | null;
  data: T | null;
  error: ApiError | null;
};

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    currentPage: z.number().int(),
    totalPageCount: z.number().int(),
    totalItemCount: z.number().int(),
    hasNextPage: z.boolean(),
  });

export type Paged<T> = {
  items: T[];
  currentPage: number;
  totalPageCount: number;
  totalItemCount: number;
  hasNextPage: boolean;
};

export const IdSchema = z.uuid({ message: 'Geçerli bir kimlik (UUID) giriniz.' });
export const IdParamsSchema = z.object({ id: IdSchema });
