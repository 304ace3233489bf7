import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../lib/api-client.ts';
import { basketIntents, runBasketIntent } from './basket-actions.ts';

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

afterEach(() => vi.restoreAllMocks());

describe('runBasketIntent: codes', () => {
  it('sends a basket code normalised to A–Z and 0–9', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ id: 'b1', items: [] });
    const result = await runBasketIntent(
      form({ intent: basketIntents.applyBasketCode, basketId: 'b1', discountCode: 'hosgeldin-20' }),
    );
    expect(result.ok).toBe(true);
    expect(post).toHaveBeenCalledWith(
      '/baskets/apply-discount-code',
      { basketId: 'b1', discountCode: 'HOSGELDIN20' },
      expect.objectContaining({ errorNotice: false }),
    );
  });

  it('ignores a blank item code without asking the server (seed 000 §5)', async () => {
    const post = vi.spyOn(api, 'post');
    const result = await runBasketIntent(
      form({ intent: basketIntents.applyItemCode, basketItemId: 'i1', discountCode: '  ' }),
    );
    expect(result).toEqual({ intent: basketIntents.applyItemCode, ok: true });
    expect(post).not.toHaveBeenCalled();
  });

  it("refuses a too-short code with the contract's message before the server sees it", async () => {
    const post = vi.spyOn(api, 'post');
    const result = await runBasketIntent(
      form({ intent: basketIntents.applyItemCode, basketItemId: 'i1', discountCode: 'ab' }),
    );
    expect(result).toEqual({
      intent: basketIntents.applyItemCode,
      ok: false,
      message: 'İndirim kodu en az 3 karakter olmalıdır',
    });
    expect(post).not.toHaveBeenCalled();
  });

  it("answers the server's reason for a refused code", async () => {
    vi.spyOn(api, 'post').mockRejectedValue(
      new ApiError('Geçersiz indirim kodu. Lütfen kodu kontrol edin.', { status: 422 }),
    );
    const result = await runBasketIntent(
      form({ intent: basketIntents.applyBasketCode, basketId: 'b1', discountCode: 'YOKBOYLE' }),
    );
    expect(result).toEqual({
      intent: basketIntents.applyBasketCode,
      ok: false,
      message: 'Geçersiz indirim kodu. Lütfen kodu kontrol edin.',
    });
  });

  it('prefers the field message of a 400', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(
      new ApiError('Geçersiz istek.', {
        status: 400,
        fields: { discountCode: 'İndirim kodu sadece büyük harf ve rakam içerebilir' },
      }),
    );
    const result = await runBasketIntent(
      form({ intent: basketIntents.applyBasketCode, basketId: 'b1', discountCode: 'ABC' }),
    );
    expect(result).toMatchObject({
      ok: false,
      message: 'İndirim kodu sadece büyük harf ve rakam içerebilir',
    });
  });
});

describe('runBasketIntent: removals', () => {
  it('removes an item by its basket detail id', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(null);
    await runBasketIntent(form({ intent: basketIntents.removeItem, basketDetailId: 'd1' }));
    expect(post).toHaveBeenCalledWith('/baskets/remove-item', { basketDetailId: 'd1' }, expect.anything());
  });

  it("removes an item's code and the basket's code", async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ id: 'b1', items: [] });
    await runBasketIntent(form({ intent: basketIntents.removeItemCode, basketDetailId: 'd1' }));
    await runBasketIntent(form({ intent: basketIntents.removeBasketCode, basketId: 'b1' }));
    expect(post).toHaveBeenNthCalledWith(
      1,
      '/baskets/remove-discount-code-from-basket-item',
      { basketDetailId: 'd1' },
      expect.anything(),
    );
    expect(post).toHaveBeenNthCalledWith(
      2,
      '/baskets/remove-discount-code',
      { basketId: 'b1' },
      expect.anything(),
    );
  });
});
