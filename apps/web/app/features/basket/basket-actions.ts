import { DiscountCodeFieldSchema, normaliseDiscountCode } from '@kampus/contract';
import { isApiError } from '../../lib/api-client.ts';
import {
  applyBasketDiscountCode,
  applyItemDiscountCode,
  removeBasketDiscountCode,
  removeBasketItem,
  removeItemDiscountCode,
} from './basket-api.ts';

/** What the basket page's forms ask its clientAction to do; every form sends one `intent`. */
export const basketIntents = {
  removeItem: 'remove-item',
  applyItemCode: 'apply-item-code',
  removeItemCode: 'remove-item-code',
  applyBasketCode: 'apply-basket-code',
  removeBasketCode: 'remove-basket-code',
  checkout: 'checkout',
} as const;
export type BasketIntent = (typeof basketIntents)[keyof typeof basketIntents];

/** How the basket is paid: free when nothing is payable, otherwise by bank transfer. */
export type CheckoutMethod = 'free' | 'bank-transfer' | 'card';

/** The answer of one basket form: done, or the reason (shown next to the control that asked). */
export type BasketActionResult =
  | { intent: string; ok: true }
  | { intent: string; ok: false; message: string };

const text = (formData: FormData, key: string) => {
  const value = formData.get(key);
  return typeof value === 'string' ? value : '';
};

/** The server's reason for a refused code: its field message (400) or its business message (422). */
const refusalOf = (intent: string, error: unknown): BasketActionResult => {
  if (!isApiError(error)) throw error;
  return { intent, ok: false, message: error.fields?.discountCode ?? error.message };
};

/**
 * A code as typed goes through the same normalisation as the field (A–Z, 0–9, upper case). A blank code is
 * ignored; anything else is checked against the contract's rule before the server sees it.
 */
const applyCode = async (
  intent: string,
  rawCode: string,
  send: (code: string) => Promise<unknown>,
): Promise<BasketActionResult> => {
  const code = normaliseDiscountCode(rawCode);
  if (!code) return { intent, ok: true };
  const checked = DiscountCodeFieldSchema.safeParse(code);
  if (!checked.success)
    return { intent, ok: false, message: checked.error.issues[0]?.message ?? 'Geçersiz indirim kodu.' };
  try {
    await send(code);
    return { intent, ok: true };
  } catch (error) {
    return refusalOf(intent, error);
  }
};

/** Removals are refused rarely (the basket changed elsewhere); the API client has already said why. */
const attempt = async (intent: string, run: () => Promise<unknown>): Promise<BasketActionResult> => {
  try {
    await run();
    return { intent, ok: true };
  } catch (error) {
    return refusalOf(intent, error);
  }
};

/** Runs one basket form (every intent but checkout, which creates an order). */
export const runBasketIntent = async (formData: FormData): Promise<BasketActionResult> => {
  const intent = text(formData, 'intent');
  switch (intent) {
    case basketIntents.removeItem:
      return attempt(intent, () => removeBasketItem(text(formData, 'basketDetailId')));
    case basketIntents.applyItemCode:
      return applyCode(intent, text(formData, 'discountCode'), (code) =>
        applyItemDiscountCode(text(formData, 'basketItemId'), code),
      );
    case basketIntents.removeItemCode:
      return attempt(intent, () => removeItemDiscountCode(text(formData, 'basketDetailId')));
    case basketIntents.applyBasketCode:
      return applyCode(intent, text(formData, 'discountCode'), (code) =>
        applyBasketDiscountCode(text(formData, 'basketId'), code),
      );
    case basketIntents.removeBasketCode:
      return attempt(intent, () => removeBasketDiscountCode(text(formData, 'basketId')));
    default:
      throw new Response('Unknown basket action', { status: 400 });
  }
};
