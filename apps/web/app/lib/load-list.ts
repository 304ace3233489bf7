import type { Paged } from '@kampus/contract';
import { redirect } from 'react-router';

export type LoadedList<T> = { data: Paged<T>; loadError: string | null };

const emptyPage = <T>(): Paged<T> => ({
  items: [],
  currentPage: 1,
  totalPageCount: 1,
  totalItemCount: 0,
  hasNextPage: false,
});

/**
 * Seed 001 §8: a list that fails to load is an empty list of one page. The page also says that loading failed
 * (with a retry), so an outage never reads as "there is nothing here". A page past the end (an old link, rows
 * deleted meanwhile) goes to the last page instead of claiming the list is empty.
 */
export const loadList = async <T>(
  request: Request,
  load: () => Promise<Paged<T> | null>,
  failedText: string,
): Promise<LoadedList<T>> => {
  let data: Paged<T>;
  try {
    data = (await load()) ?? emptyPage<T>();
  } catch (error) {
    // A navigation that moved on aborted this load; its answer is never shown.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { data: emptyPage<T>(), loadError: failedText };
  }
  const url = new URL(request.url);
  const page = Number(url.searchParams.get('page') ?? 1);
  if (data.items.length === 0 && data.totalItemCount > 0 && page > data.totalPageCount) {
    if (data.totalPageCount > 1) url.searchParams.set('page', String(data.totalPageCount));
    else url.searchParams.delete('page');
    throw redirect(`${url.pathname}${url.search}`);
  }
  return { data, loadError: null };
};
