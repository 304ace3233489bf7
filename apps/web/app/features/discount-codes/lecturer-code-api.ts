import type {
  DiscountCode,
  LecturerDiscountCodeCreate,
  LecturerDiscountCodeUpdate,
  Paged,
  PickerCourse,
} from '@kampus/contract';
import { apiPaths } from '../../config/paths.ts';
import { api } from '../../lib/api-client.ts';
import { type ListQuery, pagedApiQuery } from '../../lib/list-query.ts';
import { discountCodeTexts } from './discount-code-texts.ts';

/**
 * Calls of the lecturer's course discount codes. Lists and forms show their own
 * failures; successful writes say what happened.
 */

const p = apiPaths.lecturer;

/** Seed 001 §7, §9: ten codes a page, ordered by code. */
export const fetchDiscountCodePage = (query: ListQuery, signal?: AbortSignal) =>
  api.get<Paged<DiscountCode>>(p.discountCodesPaginated, {
    query: { ...pagedApiQuery(query), orderBy: 'Code' },
    signal,
    errorNotice: false,
  });

export const fetchDiscountCode = (id: string, signal?: AbortSignal) =>
  api.get<DiscountCode>(p.discountCode(id), { signal, errorNotice: false });

export const fetchDiscountCodeCourses = (signal?: AbortSignal) =>
  api.get<PickerCourse[]>(p.discountCodeCourses, { signal, errorNotice: false });

export const createDiscountCode = (body: LecturerDiscountCodeCreate) =>
  api.post<string>(p.discountCodes, body, {
    successMessage: discountCodeTexts.lecturer.created,
    errorNotice: false,
  });

export const updateDiscountCode = (body: LecturerDiscountCodeUpdate) =>
  api.put<string>(p.discountCodes, body, {
    successMessage: discountCodeTexts.lecturer.updated,
    errorNotice: false,
  });

export const deleteDiscountCode = (id: string) =>
  api.delete<null>(p.discountCode(id), {
    successMessage: discountCodeTexts.lecturer.deleted,
    errorNotice: false,
  });
