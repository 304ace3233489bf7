import {
  adminMessages,
  type Paged,
  type TaxonomyCreate,
  type TaxonomyItem,
  type TaxonomyUpdate,
} from '@kampus/contract';
import { apiPaths } from '../../config/paths.ts';
import { api } from '../../lib/api-client.ts';
import { type ListQuery, pagedApiQuery } from '../../lib/list-query.ts';

/**
 * Calls of the category and tag screens. Lists and forms show their own failures, so
 * reads and form submits raise no second notice; successful writes say what happened.
 */

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
    query: { ...pagedApiQuery(query), orderBy: 'Title', desc: false },
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
