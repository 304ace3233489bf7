// TEMPORARY: the status-choosing helpers the auth, basket and orders services still call until they are converted
// to codes after the module split lands. Removed in the same branch.
import { type ErrorCode, errorCatalogue } from '@kampus/contract';
import { AppError, retryAfter } from './app-error.ts';

const byMessage = new Map<string, ErrorCode>(
  Object.entries(errorCatalogue).map(([code, entry]) => [entry.message, code as ErrorCode]),
);
const fallback: Record<number, ErrorCode> = {
  401: 'UNAUTHENTICATED',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  422: 'BASKET_EMPTY',
  429: 'RATE_LIMITED',
};
const legacy = (status: number, message?: string, headers?: Record<string, string>) =>
  new AppError((message && byMessage.get(message)) || (fallback[status] as ErrorCode), { message, headers });

export const unauthorized = (message?: string) => legacy(401, message);
export const notFound = (message?: string) => legacy(404, message);
export const unprocessable = (message: string) => legacy(422, message);
export const tooManyRequests = (message?: string, s?: number) =>
  legacy(429, message, s ? retryAfter(s) : undefined);
export const conflict = (message?: string) => legacy(409, message);
