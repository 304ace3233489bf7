import { type OrderListItem, OrderStatus, type Paged, PaymentType } from '@kampus/contract';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../../test/render.tsx';
import { OrderListView } from './order-list-view.tsx';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const transfer: OrderListItem = {
  id: id(1),
  orderNumber: 'KMP-20261128-TRANSF',
  status: OrderStatus.Pending,
  statusText: 'Bekliyor',
  paymentType: PaymentType.BankTransfer,
  paymentTypeText: 'Banka Transferi',
  createDate: '2026-11-28T09:00:00.000Z',
  user: { fullName: 'Ayşe Yılmaz', email: 'ayse@example.com' },
  payer: null,
  itemCount: 1,
  total: 249.9,
  totalText: '₺249,90',
  payBy: '2026-11-30T09:00:00.000Z',
};
const card: OrderListItem = {
  ...transfer,
  id: id(2),
  orderNumber: 'KMP-20261128-CARDPY',
  paymentType: PaymentType.CreditCard,
  paymentTypeText: 'Kredi Kartı',
  payBy: null,
};

const data: Paged<OrderListItem> = {
  items: [transfer, card],
  currentPage: 1,
  totalPageCount: 1,
  totalItemCount: 2,
  hasNextPage: false,
};

const renderDesk = () => {
  const router = createMemoryRouter(
    [{ path: '*', element: <OrderListView data={data} loadError={null} /> }],
    { initialEntries: ['/admin-panel/orders'] },
  );
  renderWithTheme(<RouterProvider router={router} />);
};

const rowOf = (orderNumber: string) => {
  const row = screen.getByText(orderNumber).closest('tr');
  if (!row) throw new Error(`no row for ${orderNumber}`);
  return row;
};

describe('OrderListView', () => {
  it('offers completion and cancel for a pending bank transfer only; a pending card order waits for the provider', () => {
    renderDesk();
    const transferRow = rowOf(transfer.orderNumber);
    expect(within(transferRow).getAllByRole('button')).toHaveLength(2);
    const cardRow = rowOf(card.orderNumber);
    expect(within(cardRow).getByText('Ödeme sonucu bekleniyor')).toBeTruthy();
    expect(within(cardRow).queryAllByRole('button')).toHaveLength(0);
  });
});
