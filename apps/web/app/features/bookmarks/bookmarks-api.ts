import { type Bookmark, learningMessages } from '@kampus/contract';
import { apiPaths } from '../../config/paths.ts';
import { api } from '../../lib/api-client.ts';

/** Bookmark calls. */

export const fetchBookmarks = (signal?: AbortSignal) =>
  api.get<Bookmark[]>(apiPaths.bookmarks, { signal, errorNotice: false });

/** The new bookmark's id. */
export const createBookmark = (courseId: string) =>
  api.post<string>(apiPaths.bookmarks, { courseId }, { successMessage: learningMessages.bookmarkAdded });

export const deleteBookmark = (bookmarkId: string) =>
  api.delete<null>(apiPaths.bookmark(bookmarkId), { successMessage: learningMessages.bookmarkRemoved });
