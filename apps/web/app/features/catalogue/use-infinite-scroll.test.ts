import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInfiniteScroll } from './use-infinite-scroll.ts';

/** jsdom has no IntersectionObserver: this one reports what the test says is visible, like the browser would. */
class TestObserver {
  static live = new Set<TestObserver>();
  readonly #callback: IntersectionObserverCallback;
  target: Element | null = null;
  constructor(callback: IntersectionObserverCallback) {
    this.#callback = callback;
  }
  observe(target: Element) {
    this.target = target;
    TestObserver.live.add(this);
  }
  disconnect() {
    TestObserver.live.delete(this);
  }
  report(isIntersecting: boolean) {
    const entry = { isIntersecting, target: this.target } as IntersectionObserverEntry;
    this.#callback([entry], this as unknown as IntersectionObserver);
  }
}
const reportAll = (isIntersecting: boolean) =>
  act(() => {
    for (const observer of TestObserver.live) observer.report(isIntersecting);
  });

beforeEach(() => vi.stubGlobal('IntersectionObserver', TestObserver));
afterEach(() => {
  vi.unstubAllGlobals();
  TestObserver.live.clear();
});

describe('useInfiniteScroll', () => {
  it('asks for more while the end of the list is visible and more may be loaded', () => {
    const onLoadMore = vi.fn();
    const { result } = renderHook(() => useInfiniteScroll({ canLoadMore: true, onLoadMore }));
    act(() => result.current.sentinelRef(document.createElement('div')));
    expect(onLoadMore).not.toHaveBeenCalled();
    reportAll(true);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it("does not load page 2 of a new list on the strength of the old list's end having been in view", () => {
    const onLoadMore = vi.fn();
    const { result, rerender } = renderHook(
      ({ canLoadMore }) => useInfiniteScroll({ canLoadMore, onLoadMore }),
      { initialProps: { canLoadMore: false } },
    );
    // A short filtered list: its end is in view, and it has no next page.
    act(() => result.current.sentinelRef(document.createElement('div')));
    reportAll(true);
    // Its filters are cleared: the list is replaced (spinner, then the new first page with a new end below it).
    act(() => result.current.sentinelRef(null));
    act(() => result.current.sentinelRef(document.createElement('div')));
    rerender({ canLoadMore: true });
    expect(onLoadMore).not.toHaveBeenCalled();
    // Only what the new end reports counts.
    reportAll(false);
    expect(onLoadMore).not.toHaveBeenCalled();
    reportAll(true);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });
});
