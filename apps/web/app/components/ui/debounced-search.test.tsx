import { act, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../test/render.tsx';
import { useListQuery } from '../../lib/list-query.ts';
import { DebouncedSearch, SEARCH_DEBOUNCE_MS } from './debounced-search.tsx';

/** A list page in miniature: the search box bound to the address, and the address shown for the test to read. */
function ListHarness() {
  const list = useListQuery();
  const { search } = useLocation();
  return (
    <>
      <DebouncedSearch value={list.search} onSearch={list.setSearch} label="Kategori ara" />
      <output data-testid="address">{search}</output>
      <output data-testid="page">{list.page}</output>
    </>
  );
}

const renderAt = (url: string) => {
  const router = createMemoryRouter([{ path: '/admin-panel/categories', element: <ListHarness /> }], {
    initialEntries: [url],
  });
  renderWithTheme(<RouterProvider router={router} />);
  return router;
};

const address = () => screen.getByTestId('address').textContent;
const input = () => screen.getByLabelText('Kategori ara') as HTMLInputElement;

describe('DebouncedSearch in a list', () => {
  beforeEach(() => {
    // Only the timers the debounce uses: React's scheduler keeps its real ones.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  /** Typing, one change per key as a browser reports it; synchronous, so only the test moves the fake clock. */
  const type = (text: string) => {
    for (const char of text) fireEvent.change(input(), { target: { value: input().value + char } });
  };

  it('searches only once typing has paused for 500 ms', () => {
    renderAt('/admin-panel/categories');
    type('web');
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    });
    expect(address()).toBe('');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(address()).toBe('?search=web');
  });

  it('waits for the last key: each key starts the pause again', () => {
    renderAt('/admin-panel/categories');
    type('ya');
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100);
    });
    type('z');
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100);
    });
    expect(address()).toBe('');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(address()).toBe('?search=yaz');
  });

  it('goes back to page 1 when the search changes', () => {
    renderAt('/admin-panel/categories?page=3');
    expect(screen.getByTestId('page').textContent).toBe('3');
    type('tasarım');
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    expect(address()).toBe(`?search=${encodeURIComponent('tasarım')}`);
    expect(screen.getByTestId('page').textContent).toBe('1');
  });

  it('keeps the page when the trimmed term did not change', () => {
    renderAt('/admin-panel/categories?search=web&page=2');
    expect(input().value).toBe('web');
    type('  ');
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    expect(address()).toBe('?search=web&page=2');
  });

  it('searches at once on Enter and when cleared with the × button', () => {
    renderAt('/admin-panel/categories?page=2');
    type('veri');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(address()).toBe('?search=veri');
    fireEvent.click(screen.getByRole('button', { name: 'Aramayı temizle' }));
    expect(address()).toBe('');
    expect(input().value).toBe('');
  });

  it('keeps what was typed while the rows of the previous search are loading', async () => {
    // Each list load waits until the test lets it finish, as a slow server would.
    let finishLoad = () => {};
    const router = createMemoryRouter(
      [
        {
          path: '/admin-panel/categories',
          element: <ListHarness />,
          loader: () =>
            new Promise<null>((resolve) => {
              finishLoad = () => resolve(null);
            }),
        },
      ],
      { initialEntries: ['/admin-panel/categories'], hydrationData: { loaderData: { 0: null } } },
    );
    renderWithTheme(<RouterProvider router={router} />);
    type('web');
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    // The search for 'web' is loading; the person goes on typing.
    type(' tasarım');
    await act(async () => finishLoad());
    expect(address()).toBe('?search=web');
    expect(input().value).toBe('web tasarım');
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    await act(async () => finishLoad());
    expect(address()).toBe(`?search=${encodeURIComponent('web tasarım').replace(/%20/g, '+')}`);
    expect(input().value).toBe('web tasarım');
  });

  it('follows the address when it changes elsewhere (back button)', async () => {
    const router = renderAt('/admin-panel/categories?search=web');
    await act(() => router.navigate('/admin-panel/categories?search=mobil'));
    expect(input().value).toBe('mobil');
  });
});
