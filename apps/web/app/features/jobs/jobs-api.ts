import type { FailedJob, Paged } from '@kampus/contract';
import { apiPaths } from '../../config/paths.ts';
import { api } from '../../lib/api-client.ts';
import { LIST_PAGE_SIZE } from '../../lib/list-query.ts';
import { jobsTexts } from './jobs-texts.ts';

/** Calls of the admin panel's failed jobs (CONTRACT.md §11). The list shows its own failure. */

export const fetchFailedJobs = (pageNumber: number, signal?: AbortSignal) =>
  api.get<Paged<FailedJob>>(apiPaths.admin.failedJobs, {
    query: { pageNumber, pageSize: LIST_PAGE_SIZE },
    signal,
    errorNotice: false,
  });

/** Hands the job back to its queue; a refusal (already retried, gone) comes as the server's notice. */
export const retryJob = (id: string) =>
  api.post<null>(apiPaths.admin.retryJob(id), undefined, { successMessage: jobsTexts.retried });
