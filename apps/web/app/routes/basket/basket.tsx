import { basketMessages, PaymentType } from '@kampus/contract';
import { Suspense } from 'react';
import { Await, redirect, useAsyncError } from 'react-router';
import { paths } from '../../config/paths.ts';
import { userContext } from '../../features/auth/gates.ts';
import { hasRole } from '../../features/auth/session.ts';
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
import { fetchPaymentMethods, placeCardOrder, placeOrder } from '../../features/orders/orders-api.ts';
import { AskParent } from '../../features/purchase-requests/components/ask-parent.tsx';
import {
  fetchAskableParents,
  fetchPurchaseRequests,
} from '../../features/purchase-requests/purchase-requests-api.ts';
import { isApiError } from '../../lib/api-client.ts';
import { setBasketCount } from '../../lib/basket-count.ts';
import { httpMessages } from '../../lib/http-messages.ts';
import type { Route } from './+types/basket';

export const meta: Route.MetaFunction = () => [{ title: `${basketMessages.title} | Kampüs` }];

/**
 * Handed over unresolved, so the page shows its outline at once and keeps the basket on screen while it reloads.
 * A student also gets the linked parents and a request waiting for them ('Velimden İste', CONTRACT.md §12).
 */
export const clientLoader = ({ request, context }: Route.ClientLoaderArgs) => {
  const user = context.get(userContext);
  const isStudent = hasRole(user, 'Student');
  return {
    basket: Promise.all([
      fetchBasket(request.signal),
      isStudent ? fetchAskableParents(request.signal) : Promise.resolve([]),
      isStudent
        ? fetchPurchaseRequests('Pending', request.signal).then(
            (requests) => requests.find((r) => r.child.id === user.id) ?? null,
            () => null,
          )
        : Promise.resolve(null),
      // 'Kredi Kartı' only when the server offers it; a failed look-up leaves bank transfer, which is always there.
      fetchPaymentMethods(request.signal).then(
        (methods) => methods.some((m) => m.paymentType === PaymentType.CreditCard),
        () => false,
      ),
    ]),
  };
};

/**
 * Every basket form posts here. Checkout creates the order (free, or pending a bank transfer), forgets the basket
 * and opens the order's summary; a refusal stays on the basket page with its reason.
 */
export async function clientAction({
  request,
}: Route.ClientActionArgs): Promise<BasketActionResult | Response> {
  const formData = await request.formData();
  if (formData.get('intent') !== basketIntents.checkout) return runBasketIntent(formData);

  const method = formData.get('method');
  const acceptance = {
    acceptedTerms: formData.get('acceptedTerms') === 'true',
    waiveWithdrawal: formData.get('waiveWithdrawal') === 'true',
  };
  try {
    if (method === 'card') {
      // The order waits for iyzico's page; the browser leaves for it and comes back to the order's summary.
      const { paymentPageUrl } = await placeCardOrder(String(formData.get('basketId') ?? ''), acceptance);
      forgetBasket();
      setBasketCount(0);
      return redirect(paymentPageUrl);
    }
    const orderId = await placeOrder(
      method === 'bank-transfer' ? 'bank-transfer' : 'free',
      String(formData.get('basketId') ?? ''),
      basketTexts.orderCreated,
      acceptance,
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
        {([basket, parents, pending, cardOffered]) => (
          <BasketView
            basket={basket}
            cardOffered={cardOffered}
            besideCheckout={basket && <AskParent basketId={basket.id} parents={parents} pending={pending} />}
          />
        )}
      </Await>
    </Suspense>
  );
}
