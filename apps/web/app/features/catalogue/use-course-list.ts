import { type CourseListItem, catalogueMessages, type PagedCourses } from '@kampus/contract';
import { useEffect, useMemo, useState } from 'react';
import { notifyError } from '../../lib/notify.ts';
import { type CatalogueLocation, listKeyOf } from './course-filters.ts';

/**
 * The catalogue list on screen: page 1 of a filter set, then each next page appended as the infinite scroll asks
 * for it. The loader hands over one page request per address; this keeps the pages already shown.
 */

type ShownList = { key: string; lastPage: number };

/** The list on screen, for the loader to tell a scroll continuation from a fresh visit (see entryAddressToStrip). */
let shownList: ShownList | null = null;
export const currentlyShownList = (): ShownList | null => shownList;

export type CourseListStatus = 'loading' | 'loading-more' | 'idle' | 'error' | 'error-more';

export type CourseList = {
  items: CourseListItem[];
  totalItemCount: number;
  hasNextPage: boolean;
  /** The last page on screen. */
  lastPage: number;
  /** The catalogue's highest list price, from the last page received; null before the first. */
  maxListPrice: number | null;
  status: CourseListStatus;
};

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

type State = {
  pages: PagedCourses[];
  /** The request whose answer is on screen, or that failed. */
  settled: Promise<PagedCourses> | null;
  failed: Promise<PagedCourses> | null;
};

export const useCourseList = (location: CatalogueLocation, request: Promise<PagedCourses>): CourseList => {
  const [state, setState] = useState<State>({ pages: [], settled: null, failed: null });
  const isMore = location.isInternal && location.page > 1;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one loader run gives one request and its location
  useEffect(() => {
    let isCurrent = true;
    const key = listKeyOf(location);
    // A fresh list replaces the old one, which from now on is no longer what the address continues.
    if (!isMore) shownList = null;
    request.then(
      (page) => {
        if (!isCurrent) return;
        setState((previous) => ({
          pages: isMore ? [...previous.pages.slice(0, location.page - 1), page] : [page],
          settled: request,
          failed: null,
        }));
        shownList = { key, lastPage: location.page };
      },
      (error: unknown) => {
        if (!isCurrent || isAbort(error)) return;
        notifyError(catalogueMessages.loadFailed);
        setState((previous) => ({ ...previous, failed: request }));
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [request]);

  // Leaving the page: a later visit starts a new list.
  useEffect(
    () => () => {
      shownList = null;
    },
    [],
  );

  const items = useMemo(() => {
    const seen = new Set<string>();
    const list: CourseListItem[] = [];
    // A course published between two page loads shifts the pages by one; show each course once.
    for (const page of state.pages)
      for (const item of page.items)
        if (!seen.has(item.id)) {
          seen.add(item.id);
          list.push(item);
        }
    return list;
  }, [state.pages]);

  const last = state.pages.at(-1);
  const status: CourseListStatus =
    state.failed === request
      ? isMore
        ? 'error-more'
        : 'error'
      : state.settled === request
        ? 'idle'
        : isMore
          ? 'loading-more'
          : 'loading';

  return {
    items,
    totalItemCount: last?.totalItemCount ?? 0,
    hasNextPage: last?.hasNextPage ?? false,
    lastPage: state.pages.length,
    maxListPrice: last?.maxListPrice ?? null,
    status,
  };
};
