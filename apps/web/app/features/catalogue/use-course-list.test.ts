import type { CourseListItem, PagedCourses } from '@kampus/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseCatalogueSearch } from './course-filters.ts';
import { currentlyShownList, useCourseList } from './use-course-list.ts';

const notifyError = vi.hoisted(() => vi.fn());
vi.mock('../../lib/notify.ts', () => ({ notifyError, notify: vi.fn() }));

afterEach(() => notifyError.mockReset());

const item = (n: number) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Kurs ${n}`,
});
const page = (numbers: number[], hasNextPage: boolean, total = 12): PagedCourses => ({
  currentPage: 1,
  totalPageCount: 3,
  totalItemCount: total,
  hasNextPage,
  items: numbers.map(item) as CourseListItem[],
  maxListPrice: 1399.9,
});
const at = (search: string) => parseCatalogueSearch(new URLSearchParams(search));

describe('useCourseList', () => {
  it('shows the first page, then appends the next one the scroll asks for', async () => {
    const first = Promise.resolve(page([1, 2, 3, 4, 5], true));
    const { result, rerender } = renderHook(({ location, request }) => useCourseList(location, request), {
      initialProps: { location: at('level=1'), request: first },
    });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('idle'));
    expect(result.current.items.map((c) => c.name)).toEqual([
      'Kurs 1',
      'Kurs 2',
      'Kurs 3',
      'Kurs 4',
      'Kurs 5',
    ]);
    expect(currentlyShownList()).toEqual({ key: 'level=1', lastPage: 1 });

    const second = Promise.resolve(page([6, 7, 8, 9, 10], false));
    rerender({ location: at('level=1&page=2&_internal=true'), request: second });
    // While it loads, the first page stays on screen.
    expect(result.current.status).toBe('loading-more');
    expect(result.current.items).toHaveLength(5);
    await waitFor(() => expect(result.current.status).toBe('idle'));
    expect(result.current.items).toHaveLength(10);
    expect(result.current.hasNextPage).toBe(false);
    expect(result.current.lastPage).toBe(2);
  });

  it('replaces the list for a new filter set and shows each course once', async () => {
    const { result, rerender } = renderHook(({ location, request }) => useCourseList(location, request), {
      initialProps: { location: at(''), request: Promise.resolve(page([1, 2], true)) },
    });
    await waitFor(() => expect(result.current.status).toBe('idle'));
    rerender({ location: at('page=2&_internal=true'), request: Promise.resolve(page([2, 3], false)) });
    await waitFor(() => expect(result.current.items).toHaveLength(3));

    rerender({ location: at('level=2'), request: Promise.resolve(page([9], false, 1)) });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('idle'));
    expect(result.current.items.map((c) => c.name)).toEqual(['Kurs 9']);
    expect(result.current.totalItemCount).toBe(1);
  });

  it("says 'Kurslar yüklenemedi' when a page cannot be loaded", async () => {
    const failed = Promise.reject(new Error('offline'));
    const location = at('');
    const { result } = renderHook(() => useCourseList(location, failed));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(notifyError).toHaveBeenCalledWith('Kurslar yüklenemedi');
  });

  it('stays quiet about a request the router cancelled', async () => {
    const aborted = Promise.reject(new DOMException('aborted', 'AbortError'));
    const location = at('');
    const { result } = renderHook(() => useCourseList(location, aborted));
    await act(() => aborted.catch(() => undefined));
    expect(result.current.status).toBe('loading');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('forgets the list when the page is left, so a later visit starts at page 1', async () => {
    const location = at('');
    const loaded = Promise.resolve(page([1], false));
    const { result, unmount } = renderHook(() => useCourseList(location, loaded));
    await waitFor(() => expect(result.current.status).toBe('idle'));
    expect(currentlyShownList()).not.toBeNull();
    unmount();
    expect(currentlyShownList()).toBeNull();
  });
});
