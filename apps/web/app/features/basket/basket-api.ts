import type { Basket, SaleTerms } from '@kampus/contract';
import { apiPaths } from '../../config/paths.ts';
import { api, isMissing } from '../../lib/api-client.ts';
import { setBasketCountFrom } from '../../lib/basket-count.ts';
import { readStoredBasketId, rememberBasket } from './basket-storage.ts';
import { basketTexts } from './basket-texts.ts';

/** Calls of the basket page. */

/** Every basket answer keeps the remembered id and the navbar badge in step with the server. */
const track = (basket: Basket | null): Basket | null => {
  rememberBasket(basket);
  setBasketCountFrom(basket);
  return basket;
};

/**
 * The open basket, or null. The remembered id goes along; a remembered basket that is gone (emptied,
 * or another account's on this browser) answers 404, and then the user's own open basket is asked for without it.
 * The page shows its own failure, so the client raises no notice.
 */
export const fetchBasket = async (signal?: AbortSignal): Promise<Basket | null> => {
  const basketId = readStoredBasketId();
  const get = (id: string | null) =>
    api.get<Basket | null>(apiPaths.baskets, {
      query: { basketId: id ?? undefined },
      signal,
      errorNotice: false,
    });
  try {
    return track(await get(basketId));
  } catch (error) {
    if (!basketId || !isMissing(error)) throw error;
    rememberBasket(null);
    return track(await get(null));
  }
};

/** Seed 000 §7: answers the basket, or null once the last course has left it. */
export const removeBasketItem = async (basketDetailId: string) =>
  track(
    await api.post<Basket | null>(
      apiPaths.basketRemoveItem,
      { basketDetailId },
      { successMessage: basketTexts.itemRemoved },
    ),
  );

/** A refused code is shown under its field, so the client raises no notice for it. */
export const applyItemDiscountCode = async (basketItemId: string, discountCode: string) =>
  track(
    await api.post<Basket>(
      apiPaths.basketItemApplyCode,
      { basketItemId, discountCode },
      { successMessage: basketTexts.codeApplied, errorNotice: false },
    ),
  );

export const removeItemDiscountCode = async (basketDetailId: string) =>
  track(
    await api.post<Basket>(
      apiPaths.basketItemRemoveCode,
      { basketDetailId },
      { successMessage: basketTexts.codeRemoved },
    ),
  );

export const applyBasketDiscountCode = async (basketId: string, discountCode: string) =>
  track(
    await api.post<Basket>(
      apiPaths.basketApplyCode,
      { basketId, discountCode },
      { successMessage: basketTexts.codeApplied, errorNotice: false },
    ),
  );

export const removeBasketDiscountCode = async (basketId: string) =>
  track(
    await api.post<Basket>(
      apiPaths.basketRemoveCode,
      { basketId },
      { successMessage: basketTexts.codeRemoved },
    ),
  );

/** The sale documents of the basket (ön bilgilendirme formu, mesafeli satış sözleşmesi), shown before a paid order. */
export const fetchSaleTerms = (basketId: string, signal?: AbortSignal) =>
  api.get<SaleTerms>(apiPaths.orderTerms, { query: { basketId }, signal, errorNotice: false });
