import type { AdminDiscountCodeCreate, AdminDiscountCodeUpdate, DiscountCode, Paged } from '@kampus/contract';
import { apiPaths } from '../../config/paths.ts';
import { api } from '../../lib/api-client.ts';
import { type ListQuery, pagedApiQuery } from '../../lib/list-query.ts';
import { discountCodeTexts } from './discount-code-texts.ts';

/**
 * Calls of the admin panel's basket discount codes. Lists and forms show their own
 * failures, so reads and form submits raise no second notice; successful writes say what happened.
 */

// Basket discount codes

/** Seed 001 §7: ordered by Code ascending. */
export const fetchDiscountCodePage = (query: ListQuery, signal?: AbortSignal) =>
  api.get<Paged<DiscountCode>>(apiPaths.admin.discountCodesPaginated, {
    query: { ...pagedApiQuery(query), orderBy: 'Code', desc: false },
    signal,
    errorNotice: false,
  });

export const fetchDiscountCode = (id: string, signal?: AbortSignal) =>
  api.get<DiscountCode>(apiPaths.admin.discountCode(id), { signal, errorNotice: false });

export const createDiscountCode = (input: AdminDiscountCodeCreate) =>
  api.post<string>(apiPaths.admin.discountCodes, input, {
    successMessage: discountCodeTexts.admin.created,
    errorNotice: false,
  });

export const updateDiscountCode = (input: AdminDiscountCodeUpdate) =>
  api.put<string>(apiPaths.admin.discountCodes, input, {
    successMessage: discountCodeTexts.admin.updated,
    errorNotice: false,
  });

export const deleteDiscountCode = (id: string) =>
  api.delete<null>(apiPaths.admin.discountCodeDelete(id), {
    successMessage: discountCodeTexts.admin.deleted,
    errorNotice: false,
  });
