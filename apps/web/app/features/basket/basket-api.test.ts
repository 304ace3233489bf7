import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../lib/api-client.ts';
import { setBasketCount, useBasketCount } from '../../lib/basket-count.ts';
import { fetchBasket, removeBasketItem } from './basket-api.ts';
import { BASKET_ID_KEY } from './basket-storage.ts';

const basket = (id: string, itemCount = 1) => ({ id, items: Array.from({ length: itemCount }, () => ({})) });

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  setBasketCount(null);
});

describe('fetchBasket', () => {
  it('sends the remembered basket id and remembers the answer', async () => {
    localStorage.setItem(BASKET_ID_KEY, 'b1');
    const get = vi.spyOn(api, 'get').mockResolvedValue(basket('b1', 2));
    const count = renderHook(() => useBasketCount());
    await fetchBasket();
    expect(get).toHaveBeenCalledWith('/baskets', expect.objectContaining({ query: { basketId: 'b1' } }));
    expect(localStorage.getItem(BASKET_ID_KEY)).toBe('b1');
    count.rerender();
    expect(count.result.current).toBe(2);
  });

  it('asks without an id when none is remembered, and remembers the open basket', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue(basket('b2'));
    await fetchBasket();
    expect(get).toHaveBeenCalledWith('/baskets', expect.objectContaining({ query: { basketId: undefined } }));
    expect(localStorage.getItem(BASKET_ID_KEY)).toBe('b2');
  });

  it('forgets a remembered basket that is gone and asks for the open one instead', async () => {
    localStorage.setItem(BASKET_ID_KEY, 'gone');
    const get = vi
      .spyOn(api, 'get')
      .mockRejectedValueOnce(new ApiError('İstenen kaynak bulunamadı.', { status: 404 }))
      .mockResolvedValueOnce(basket('b3'));
    expect((await fetchBasket())?.id).toBe('b3');
    expect(get).toHaveBeenLastCalledWith(
      '/baskets',
      expect.objectContaining({ query: { basketId: undefined } }),
    );
    expect(localStorage.getItem(BASKET_ID_KEY)).toBe('b3');
  });

  it('clears the remembered id when there is no open basket', async () => {
    localStorage.setItem(BASKET_ID_KEY, 'b4');
    vi.spyOn(api, 'get').mockResolvedValue(null);
    expect(await fetchBasket()).toBeNull();
    expect(localStorage.getItem(BASKET_ID_KEY)).toBeNull();
  });

  it('lets other failures reach the page', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(new ApiError('Sunucu hatası.', { status: 500 }));
    await expect(fetchBasket()).rejects.toThrow('Sunucu hatası.');
  });
});

describe('removeBasketItem', () => {
  it('forgets the basket id when the last course leaves it (seed 000 §4)', async () => {
    localStorage.setItem(BASKET_ID_KEY, 'b5');
    const post = vi.spyOn(api, 'post').mockResolvedValue(null);
    await removeBasketItem('item-1');
    expect(post).toHaveBeenCalledWith(
      '/baskets/remove-item',
      { basketDetailId: 'item-1' },
      expect.anything(),
    );
    expect(localStorage.getItem(BASKET_ID_KEY)).toBeNull();
  });
});
