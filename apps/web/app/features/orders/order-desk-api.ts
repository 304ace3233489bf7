import { type OrderListItem, OrderStatus, type Paged, type PaymentExchangeRecord } from '@kampus/contract';
import { apiPaths } from '../../config/paths.ts';
import { api } from '../../lib/api-client.ts';
import { type ListQuery, pagedApiQuery } from '../../lib/list-query.ts';
import { orderDeskTexts } from './order-desk-texts.ts';

/** Calls of the admin panel's order desk. The list shows its own failure. */

// Orders

export type OrderListQuery = ListQuery & { status: OrderStatus | null };

/** Newest first; `status` narrows to Pending, Completed or Cancelled. */
export const fetchOrderPage = ({ status, ...query }: OrderListQuery, signal?: AbortSignal) =>
  api.get<Paged<OrderListItem>>(apiPaths.admin.ordersPaginated, {
    query: { ...pagedApiQuery(query), status: status ?? undefined },
    signal,
    errorNotice: false,
  });

/** Pending → Completed enrols the buyer; Pending → Cancelled frees the codes. The confirmation shows a refusal. */
export const setOrderStatus = (
  id: string,
  status: typeof OrderStatus.Completed | typeof OrderStatus.Cancelled,
) =>
  api.put<null>(
    apiPaths.admin.orderStatus(id),
    { status },
    {
      successMessage:
        status === OrderStatus.Completed ? orderDeskTexts.orders.completed : orderDeskTexts.orders.cancelled,
      errorNotice: false,
    },
  );

/** The order's exchanges with the payment provider, oldest first, without secrets. */
export const fetchPaymentExchanges = (orderId: string, signal?: AbortSignal) =>
  api.get<PaymentExchangeRecord[]>(apiPaths.admin.orderExchanges(orderId), { signal, errorNotice: false });

/** Refunds a completed card order in full through the provider; the dialog shows a refusal. */
export const refundOrder = (orderId: string, reason: string) =>
  api.post<null>(
    apiPaths.admin.orderRefund(orderId),
    { reason },
    { successMessage: orderDeskTexts.orders.refunded, errorNotice: false },
  );
