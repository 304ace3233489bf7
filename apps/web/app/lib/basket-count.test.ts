import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client.ts';
import { refreshBasketCount, setBasketCount, useBasketCount } from './basket-count.ts';

afterEach(() => {
  vi.restoreAllMocks();
  setBasketCount(null);
});

describe('basket count', () => {
  it('counts the items of the open basket', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ items: [{}, {}] });
    const { result } = renderHook(() => useBasketCount());
    await act(() => refreshBasketCount());
    expect(result.current).toBe(2);
  });

  it('reads no basket as zero', async () => {
    vi.spyOn(api, 'get').mockResolvedValue(null);
    const { result } = renderHook(() => useBasketCount());
    await act(() => refreshBasketCount());
    expect(result.current).toBe(0);
  });

  it('hides the badge instead of failing when the basket cannot be read', async () => {
    setBasketCount(4);
    vi.spyOn(api, 'get').mockRejectedValue(new Error('offline'));
    const { result } = renderHook(() => useBasketCount());
    await act(() => refreshBasketCount());
    expect(result.current).toBeNull();
  });

  it('asks without raising an error notice', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue(null);
    await refreshBasketCount();
    expect(get).toHaveBeenCalledWith('/baskets', { errorNotice: false });
  });
});
