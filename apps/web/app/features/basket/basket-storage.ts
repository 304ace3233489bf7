/**
 * Seed 000 §3: the basket id is kept in the browser's local storage under `basketId`; removing the last item or
 * placing an order clears it (§4). Storage can be unavailable (private windows, blocked cookies): the basket then
 * simply works without the remembered id.
 */
export const BASKET_ID_KEY = 'basketId';

export const readStoredBasketId = (): string | null => {
  try {
    return globalThis.localStorage?.getItem(BASKET_ID_KEY) ?? null;
  } catch {
    return null;
  }
};

/** Keeps the id of the basket the server answered with, or forgets it when there is none. */
export const rememberBasket = (basket: { id: string } | null | undefined) => {
  try {
    if (basket) globalThis.localStorage?.setItem(BASKET_ID_KEY, basket.id);
    else globalThis.localStorage?.removeItem(BASKET_ID_KEY);
  } catch {
    // Nothing to keep it in; the server still knows the user's open basket.
  }
};

export const forgetBasket = () => rememberBasket(null);
