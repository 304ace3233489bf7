import type { CardOrder, MyOrders, OrderSummary, PaymentMethod } from '@kampus/contract';
import { apiPaths } from '../../config/paths.ts';
import { api } from '../../lib/api-client.ts';

/** Calls of checkout and the order summary. */

export type PaymentRoute = 'free' | 'bank-transfer' | 'card';

/**
 * Turns the basket into an order and answers its id: free (Completed at once) when nothing is payable, or by bank
 * transfer (Pending until an admin confirms the money). The basket page shows a refusal itself.
 */
export const placeOrder = (
  route: PaymentRoute,
  basketId: string,
  successMessage: string,
  acceptance: { acceptedTerms: boolean; waiveWithdrawal: boolean } = {
    acceptedTerms: false,
    waiveWithdrawal: false,
  },
) =>
  api.post<string>(
    route === 'free' ? apiPaths.orderFree : apiPaths.orderBankTransfer,
    // A paid order carries the two boxes the buyer ticked (CONTRACT.md §13); a free one needs neither.
    route === 'free' ? { basketId } : { basketId, ...acceptance },
    {
      successMessage,
      errorNotice: false,
    },
  );

/**
 * A card order: the Pending order and iyzico's page, where the browser goes next (CONTRACT.md §13). The basket page
 * shows a refusal (the provider's reason) itself.
 */
export const placeCardOrder = (
  basketId: string,
  acceptance: { acceptedTerms: boolean; waiveWithdrawal: boolean },
) => api.post<CardOrder>(apiPaths.orderCard, { basketId, ...acceptance }, { errorNotice: false });

/** The ways to pay this school offers now: card only while iyzico is configured. */
export const fetchPaymentMethods = (signal?: AbortSignal) =>
  api.get<PaymentMethod[]>(apiPaths.paymentMethods, { signal, errorNotice: false });

/** Another user's order and an unknown one are both 404: the error screen says so. */
export const fetchOrderSummary = (orderId: string, signal?: AbortSignal) =>
  api.get<OrderSummary>(apiPaths.orderSummary(orderId), { signal, errorNotice: false });

/** The learner's own orders, a page at a time, with every bank transfer still waiting for the money. */
export const fetchMyOrders = (pageNumber: number, signal?: AbortSignal) =>
  api.get<MyOrders>(apiPaths.myOrders, { signal, errorNotice: false, query: { pageNumber, pageSize: 10 } });

/** The invoice PDF of a completed paid order, saved under its number. */
export const downloadInvoice = async (orderId: string, invoiceNumber: string) => {
  const pdf = await api.download(apiPaths.orderInvoice(orderId));
  const url = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = url;
  link.download = `fatura-${invoiceNumber}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
