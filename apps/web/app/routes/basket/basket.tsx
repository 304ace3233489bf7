import { basketMessages } from '@kampus/contract';
import { Suspense } from 'react';
import { Await, redirect, useAsyncError } from 'react-router';
import { paths } from '../../config/paths.ts';
import {
  type BasketActionResult,
  basketIntents,
  runBasketIntent,
} from '../../features/basket/basket-actions.ts';
import { fetchBasket } from '../../features/basket/basket-api.ts';
import { forgetBasket } from '../../features/basket/basket-storage.ts';
import { basketTexts } from '../../features/basket/basket-texts.ts';
import {
  BasketLoadError,
  BasketSkeleton,
  BasketView,
} from '../../features/basket/components/basket-view.tsx';
import { placeOrder } from '../../features/orders/orders-api.ts';
import { isApiError } from '../../lib/api-client.ts';
import { setBasketCount } from '../../lib/basket-count.ts';
import { httpMessages } from '../../lib/http-messages.ts';
import type { Route } from './+types/basket';

export const meta: Route.MetaFunction = () => [{ title: `${basketMessages.title} | Kampüs` }];

/** Handed over unresolved, so the page shows its outline at once and keeps the basket on screen while it reloads. */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => ({
  basket: fetchBasket(request.signal),
});

/**
 * Every basket form posts here. Checkout creates the order (free, or pending a bank transfer), forgets the basket
 * and opens the order's summary; a refusal stays on the basket page with its reason.
 */
export async function clientAction({
  request,
}: Route.ClientActionArgs): Promise<BasketActionResult | Response> {
  const formData = await request.formData();
  if (formData.get('intent') !== basketIntents.checkout) return runBasketIntent(formData);

  const method = formData.get('method') === 'bank-transfer' ? 'bank-transfer' : 'free';
  try {
    const orderId = await placeOrder(
      method,
      String(formData.get('basketId') ?? ''),
      basketTexts.orderCreated,
      {
        acceptedTerms: formData.get('acceptedTerms') === 'true',
        waiveWithdrawal: formData.get('waiveWithdrawal') === 'true',
      },
    );
    forgetBasket();
    setBasketCount(0);
    return redirect(paths.orderSummary(orderId));
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { intent: basketIntents.checkout, ok: false, message: error.message };
  }
}

function LoadError() {
  const error = useAsyncError();
  return <BasketLoadError message={isApiError(error) ? error.message : httpMessages.unexpected} />;
}

export default function BasketPage({ loaderData }: Route.ComponentProps) {
  return (
    <Suspense fallback={<BasketSkeleton />}>
      <Await resolve={loaderData.basket} errorElement={<LoadError />}>
        {(basket) => <BasketView basket={basket} />}
      </Await>
    </Suspense>
  );
}
