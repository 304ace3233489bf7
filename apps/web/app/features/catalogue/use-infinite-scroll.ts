import { useEffect, useRef, useState } from 'react';

/** Seed 000 §4, §9: the end of the list counts as visible at 10 % with a 50 px margin. */
export const SCROLL_THRESHOLD = 0.1;
export const SCROLL_ROOT_MARGIN = '50px';

/**
 * Calls `onLoadMore` while the sentinel element is visible and `canLoadMore` holds. Watching visibility as state
 * (not only its changes) matters: when a loaded page is too short to push the sentinel out of view, the observer
 * reports nothing new, yet the next page is still wanted.
 */
export const useInfiniteScroll = ({
  canLoadMore,
  onLoadMore,
}: {
  canLoadMore: boolean;
  onLoadMore: () => void;
}) => {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [isVisible, setVisible] = useState(false);
  const loadMore = useRef(onLoadMore);
  loadMore.current = onLoadMore;

  useEffect(() => {
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (entry) setVisible(entry.isIntersecting);
      },
      { threshold: SCROLL_THRESHOLD, rootMargin: SCROLL_ROOT_MARGIN },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      // What the old sentinel last reported says nothing about the next one: a list replaced while its end was in
      // view (reset, 'Filtreleri temizle') would otherwise ask for page 2 before its first page was even seen.
      setVisible(false);
    };
  }, [node]);

  useEffect(() => {
    if (isVisible && canLoadMore) loadMore.current();
  }, [isVisible, canLoadMore]);

  return { sentinelRef: setNode, isSupported: typeof IntersectionObserver !== 'undefined' };
};
