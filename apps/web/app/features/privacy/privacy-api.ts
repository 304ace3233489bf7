import { type MyDeletionRequest, type Paged, type PrivacyRequest, privacyMessages } from '@kampus/contract';
import { apiPaths } from '../../config/paths.ts';
import { api } from '../../lib/api-client.ts';
import { LIST_PAGE_SIZE } from '../../lib/list-query.ts';

/** Calls of the privacy pages (KVKK, CONTRACT.md §12). */

/** Downloads the caller's data as a ZIP and hands it to the browser as a file. */
export const downloadMyData = async () => {
  const blob = await api.download(apiPaths.privacy.export);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `kampus-verilerim-${new Date().toISOString().slice(0, 10)}.zip`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the address is freed a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

export const fetchMyDeletionRequest = (signal?: AbortSignal) =>
  api.get<MyDeletionRequest>(apiPaths.privacy.deletionRequest, { signal });

export const requestDeletion = () =>
  api.post<string>(apiPaths.privacy.deletionRequest, undefined, {
    successMessage: privacyMessages.deletionRequested,
  });

export const fetchPrivacyRequests = (pageNumber: number, signal?: AbortSignal) =>
  api.get<Paged<PrivacyRequest>>(apiPaths.admin.privacyRequests, {
    query: { pageNumber, pageSize: LIST_PAGE_SIZE },
    signal,
    errorNotice: false,
  });

export const completePrivacyRequest = (id: string) =>
  api.post<null>(apiPaths.admin.completePrivacyRequest(id), undefined, {
    successMessage: privacyMessages.requestCompleted,
  });
