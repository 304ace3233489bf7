import { type MyOrders, type OrderListItem, OrderStatus, PaymentType } from '@kampus/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../test/render.tsx';
import { MyOrdersView } from './my-orders-view.tsx';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const user = { fullName: 'Ayşe Yılmaz', email: 'ayse@example.com' };

const pending: OrderListItem = {
  id: id(2),
  orderNumber: 'KMP-20261125-7Q4K2M',
  status: OrderStatus.Pending,
  statusText: 'Bekliyor',
  paymentType: PaymentType.BankTransfer,
  paymentTypeText: 'Banka Transferi',
  createDate: '2026-11-25T09:00:00.000Z',
  user,
  payer: null,
  itemCount: 2,
  total: 798,
  totalText: '₺798,00',
  payBy: '2026-11-27T09:00:00.000Z',
};
const completed: OrderListItem = {
  ...pending,
  id: id(1),
  orderNumber: 'KMP-20261120-ABCDEF',
  status: OrderStatus.Completed,
  statusText: 'Tamamlandı',
  paymentType: PaymentType.Free,
  paymentTypeText: 'Ücretsiz',
  createDate: '2026-11-20T09:00:00.000Z',
  itemCount: 1,
  total: 0,
  totalText: 'Ücretsiz',
  payBy: null,
};

const page = (over: Partial<MyOrders> = {}): MyOrders => ({
  items: [pending, completed],
  currentPage: 1,
  totalPageCount: 1,
  totalItemCount: 2,
  hasNextPage: false,
  awaitingPayment: [
    {
      ...pending,
      bankDetails: {
        bankName: 'Örnek Bankası',
        accountHolder: 'Kampüs Eğitim A.Ş.',
        iban: 'TR12 0006 4000 0011 2345 6789 01',
        reference: pending.orderNumber,
      },
    },
  ],
  ...over,
});

const renderView = (orders: MyOrders) => {
  const onPage = vi.fn();
  const router = createMemoryRouter(
    [{ path: '*', element: <MyOrdersView orders={orders} onPage={onPage} /> }],
    { initialEntries: ['/orders'] },
  );
  renderWithTheme(<RouterProvider router={router} />);
  return { onPage };
};

describe('MyOrdersView', () => {
  it('puts a waiting bank transfer first, with bank, IBAN, reference, amount and its deadline', () => {
    renderView(page());
    const awaiting = screen.getByRole('region', { name: 'Ödeme bekleyen siparişler' });
    expect(within(awaiting).getByTestId('iban').textContent).toBe('TR12 0006 4000 0011 2345 6789 01');
    expect(within(awaiting).getByTestId('transfer-reference').textContent).toBe('KMP-20261125-7Q4K2M');
    expect(within(awaiting).getByText('₺798,00')).toBeTruthy();
    expect(within(awaiting).getByTestId('pay-by').textContent).toBe(
      'Banka transferi siparişleri 48 saat açık kalır: ödemeniz 27 Kasım 2026 12:00 tarihine kadar onaylanmazsa sipariş iptal edilir.',
    );
    expect(
      within(awaiting).getByRole('link', { name: 'Sipariş özeti: KMP-20261125-7Q4K2M' }).getAttribute('href'),
    ).toBe(`/order/${id(2)}/summary`);
    // The awaiting section comes before the full list.
    const all = screen.getByRole('region', { name: 'Tüm siparişler' });
    expect(awaiting.compareDocumentPosition(all) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('lists every order with status, payment type, total and a link to its summary', () => {
    renderView(page());
    const rows = within(screen.getByRole('region', { name: 'Tüm siparişler' })).getAllByTestId('order-row');
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByTestId('order-status').textContent).toBe('Bekliyor');
    expect(within(first).getByText('Banka Transferi')).toBeTruthy();
    expect(within(second).getByTestId('order-status').textContent).toBe('Tamamlandı');
    expect(within(second).getByText('1 kurs')).toBeTruthy();
    expect(
      within(second).getByRole('link', { name: 'Sipariş özeti: KMP-20261120-ABCDEF' }).getAttribute('href'),
    ).toBe(`/order/${id(1)}/summary`);
  });

  it('shows no waiting section when nothing waits, and says so when there is no order at all', () => {
    renderView(page({ items: [], totalItemCount: 0, totalPageCount: 0, awaitingPayment: [] }));
    expect(screen.queryByRole('region', { name: 'Ödeme bekleyen siparişler' })).toBeNull();
    expect(screen.getByText('Henüz bir siparişin yok')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kursları Keşfet' }).getAttribute('href')).toBe('/courses');
  });

  it('pages through many orders', async () => {
    const { onPage } = renderView(page({ totalPageCount: 3, totalItemCount: 25, hasNextPage: true }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
