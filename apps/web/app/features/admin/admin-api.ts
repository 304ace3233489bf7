import {
  type AdminDashboard,
  type AdminDiscountCodeCreate,
  type AdminDiscountCodeUpdate,
  type AdminUser,
  type AdminUserUpdate,
  adminMessages,
  type DiscountCode,
  type OrderListItem,
  OrderStatus,
  type Paged,
  type TaxonomyCreate,
  type TaxonomyItem,
  type TaxonomyUpdate,
} from '@kampus/contract';
import { apiPaths } from '../../config/paths.ts';
import { api } from '../../lib/api-client.ts';
import { adminTexts } from './admin-texts.ts';

/**
 * Calls of the admin area (seed 001 §7; CONTRACT.md §9, §10). Lists and forms show their own failures, so reads and
 * form submits raise no second notice; successful writes say what happened.
 */

/** Seed 001 §9: admin lists show ten rows a page. */
export const ADMIN_PAGE_SIZE = 10;

export type ListQuery = { page: number; search: string };

const pageQuery = ({ page, search }: ListQuery) => ({
  pageNumber: page,
  pageSize: ADMIN_PAGE_SIZE,
  search: search || undefined,
});

export const fetchDashboard = (signal?: AbortSignal) =>
  api.get<AdminDashboard>(apiPaths.admin.dashboard, { signal, errorNotice: false });

// Categories and tags share one shape and one set of screens.

export type TaxonomyKind = 'category' | 'tag';

const taxonomyPaths = {
  category: {
    base: apiPaths.admin.categories,
    paginated: apiPaths.admin.categoriesPaginated,
    one: apiPaths.admin.category,
  },
  tag: { base: apiPaths.admin.tags, paginated: apiPaths.admin.tagsPaginated, one: apiPaths.admin.tag },
} as const;

const taxonomyNotices = {
  category: {
    created: adminMessages.categoryCreated,
    updated: adminMessages.categoryUpdated,
    deleted: adminMessages.categoryDeleted,
  },
  tag: {
    created: adminMessages.tagCreated,
    updated: adminMessages.tagUpdated,
    deleted: adminMessages.tagDeleted,
  },
} as const;

/** Seed 001 §9: ordered by Title ascending. */
export const fetchTaxonomyPage = (kind: TaxonomyKind, query: ListQuery, signal?: AbortSignal) =>
  api.get<Paged<TaxonomyItem>>(taxonomyPaths[kind].paginated, {
    query: { ...pageQuery(query), orderBy: 'Title', desc: false },
    signal,
    errorNotice: false,
  });

export const fetchTaxonomy = (kind: TaxonomyKind, id: string, signal?: AbortSignal) =>
  api.get<TaxonomyItem>(taxonomyPaths[kind].one(id), { signal, errorNotice: false });

export const createTaxonomy = (kind: TaxonomyKind, input: TaxonomyCreate) =>
  api.post<string>(taxonomyPaths[kind].base, input, {
    successMessage: taxonomyNotices[kind].created,
    errorNotice: false,
  });

export const updateTaxonomy = (kind: TaxonomyKind, input: TaxonomyUpdate) =>
  api.put<string>(taxonomyPaths[kind].base, input, {
    successMessage: taxonomyNotices[kind].updated,
    errorNotice: false,
  });

/** The delete dialog shows a failure itself. */
export const deleteTaxonomy = (kind: TaxonomyKind, id: string) =>
  api.delete<null>(taxonomyPaths[kind].one(id), {
    successMessage: taxonomyNotices[kind].deleted,
    errorNotice: false,
  });

// Users

/** Seed 001 §9: ordered by Email ascending. */
export const fetchUserPage = (query: ListQuery, signal?: AbortSignal) =>
  api.get<Paged<AdminUser>>(apiPaths.admin.usersPaginated, {
    query: { ...pageQuery(query), orderBy: 'Email', desc: false },
    signal,
    errorNotice: false,
  });

export const fetchUser = (id: string, signal?: AbortSignal) =>
  api.get<AdminUser>(apiPaths.admin.user(id), { signal, errorNotice: false });

/** The e-mail is read-only; the server ignores it, so it is not sent. */
export const updateUser = (input: AdminUserUpdate) =>
  api.put<string>(apiPaths.admin.users, input, {
    successMessage: adminMessages.userUpdated,
    errorNotice: false,
  });

export const deleteUser = (id: string) =>
  api.delete<null>(apiPaths.admin.user(id), {
    successMessage: adminMessages.userDeleted,
    errorNotice: false,
  });

// Basket discount codes

/** Seed 001 §7: ordered by Code ascending. */
export const fetchDiscountCodePage = (query: ListQuery, signal?: AbortSignal) =>
  api.get<Paged<DiscountCode>>(apiPaths.admin.discountCodesPaginated, {
    query: { ...pageQuery(query), orderBy: 'Code', desc: false },
    signal,
    errorNotice: false,
  });

export const fetchDiscountCode = (id: string, signal?: AbortSignal) =>
  api.get<DiscountCode>(apiPaths.admin.discountCode(id), { signal, errorNotice: false });

export const createDiscountCode = (input: AdminDiscountCodeCreate) =>
  api.post<string>(apiPaths.admin.discountCodes, input, {
    successMessage: adminTexts.discountCodes.created,
    errorNotice: false,
  });

export const updateDiscountCode = (input: AdminDiscountCodeUpdate) =>
  api.put<string>(apiPaths.admin.discountCodes, input, {
    successMessage: adminTexts.discountCodes.updated,
    errorNotice: false,
  });

export const deleteDiscountCode = (id: string) =>
  api.delete<null>(apiPaths.admin.discountCodeDelete(id), {
    successMessage: adminTexts.discountCodes.deleted,
    errorNotice: false,
  });

// Orders

export type OrderListQuery = ListQuery & { status: OrderStatus | null };

/** Newest first; `status` narrows to Pending, Completed or Cancelled. */
export const fetchOrderPage = ({ status, ...query }: OrderListQuery, signal?: AbortSignal) =>
  api.get<Paged<OrderListItem>>(apiPaths.admin.ordersPaginated, {
    query: { ...pageQuery(query), status: status ?? undefined },
    signal,
    errorNotice: false,
  });

/** Pending → Completed enrols the buyer; Pending → Cancelled frees the codes. The confirmation shows a refusal. */
export const setOrderStatus = (
  id: string,
  status: typeof OrderStatus.Completed | typeof OrderStatus.Cancelled,
) =>
  api.put<null>(
    apiPaths.admin.orderStatus(id),
    { status },
    {
      successMessage:
        status === OrderStatus.Completed ? adminTexts.orders.completed : adminTexts.orders.cancelled,
      errorNotice: false,
    },
  );
