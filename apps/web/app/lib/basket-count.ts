import { useSyncExternalStore } from 'react';
import { apiPaths } from '../config/paths.ts';
import { api } from './api-client.ts';

/**
 * Number of courses in the open basket, for the navbar badge. Pages that change the basket call
 * `refreshBasketCount()` (or `setBasketCount()` with the basket they got back); null means unknown: no badge.
 */
let count: number | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const setBasketCount = (next: number | null) => {
  if (next === count) return;
  count = next;
  for (const listener of listeners) listener();
};

/** Sets the count from a basket answer of the API (`data: null` is an empty basket). */
export const setBasketCountFrom = (basket: { items?: unknown[] | null } | null | undefined) =>
  setBasketCount(basket?.items?.length ?? 0);

let latestRequest = 0;

/** Reads the basket again; a failure only hides the badge, it never interrupts the page. */
export const refreshBasketCount = async (): Promise<void> => {
  const request = ++latestRequest;
  try {
    const basket = await api.get<{ items?: unknown[] | null } | null>(apiPaths.baskets, {
      errorNotice: false,
    });
    if (request === latestRequest) setBasketCountFrom(basket);
  } catch {
    if (request === latestRequest) setBasketCount(null);
  }
};

export const useBasketCount = (): number | null =>
  useSyncExternalStore(
    subscribe,
    () => count,
    () => null,
  );
