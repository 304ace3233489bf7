import { OrderStatus, type OrderSummary, PaymentType } from '@kampus/contract';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../../test/render.tsx';
import { OrderSummaryView } from './order-summary-view.tsx';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const child = { fullName: 'Ayşe Yılmaz', email: 'ayse@example.com' };
const parent = { fullName: 'Mehmet Yılmaz', email: 'Mehmet@example.com' };

const pendingForChild: OrderSummary = {
  id: id(1),
  orderNumber: 'KMP-20261125-7Q4K2M',
  status: OrderStatus.Pending,
  statusText: 'Bekliyor',
  createDate: '2026-11-25T09:00:00.000Z',
  paymentType: PaymentType.BankTransfer,
  paymentTypeText: 'Banka Transferi',
  user: child,
  payer: parent,
  items: [],
  totalPrice: 250,
  totalDiscount: 0,
  totalDiscountedPrice: 250,
  totalPriceText: '₺250,00',
  totalDiscountText: '₺0,00',
  totalDiscountedPriceText: '₺250,00',
  discountPercent: null,
  discountCode: null,
  bankDetails: {
    bankName: 'Örnek Bank',
    accountHolder: 'Kampüs',
    iban: 'TR00 0000',
    reference: 'KMP-20261125-7Q4K2M',
  },
  payBy: '2026-11-27T09:00:00.000Z',
  invoiceNumber: null,
  acceptance: null,
  paymentError: null,
  refundedAt: null,
};
const completedForChild: OrderSummary = {
  ...pendingForChild,
  status: OrderStatus.Completed,
  statusText: 'Tamamlandı',
  bankDetails: null,
  payBy: null,
};

const render = (summary: OrderSummary, viewerEmail: string) => {
  const router = createMemoryRouter([
    { path: '*', element: <OrderSummaryView summary={summary} viewerEmail={viewerEmail} /> },
  ]);
  renderWithTheme(<RouterProvider router={router} />);
};

describe('OrderSummaryView for a parent who pays for a child', () => {
  it('says the courses open in the child’s account and leads to the children, not to Kurslarım', () => {
    render(completedForChild, 'mehmet@example.com');
    expect(screen.getByText(/Ayşe Yılmaz adlı öğrencinin hesabında açıldı/)).toBeTruthy();
    expect(screen.queryByText(/Kurslarım sayfanızda/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Kurslarıma Git' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Çocuklarıma Git' }).getAttribute('href')).toBe('/parent');
  });

  it('words the transfer for the payer', () => {
    render(pendingForChild, 'mehmet@example.com');
    expect(screen.getByText(/kurslar Ayşe Yılmaz adlı öğrencinin hesabında açılır/)).toBeTruthy();
    expect(screen.getByText(/kurslar öğrencinizin hesabında açılır/)).toBeTruthy();
    expect(screen.queryByText(/Kurslarım sayfanıza eklenir/)).toBeNull();
  });

  it('keeps the learner’s wording for the child', () => {
    render(completedForChild, child.email);
    expect(screen.getByText('Kurslarınız Kurslarım sayfanızda sizi bekliyor.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kurslarıma Git' }).getAttribute('href')).toBe('/my-courses');
  });
});

describe('OrderSummaryView of a card order', () => {
  const failed: OrderSummary = {
    ...pendingForChild,
    payer: null,
    status: OrderStatus.Cancelled,
    statusText: 'İptal Edildi',
    paymentType: PaymentType.CreditCard,
    paymentTypeText: 'Kredi Kartı',
    bankDetails: null,
    payBy: null,
    paymentError: 'Kart limiti yetersiz, yetersiz bakiye',
  };

  it('shows the provider’s reason for a failed payment and leads back to the basket', () => {
    render(failed, child.email);
    expect(screen.getByText('Ödeme tamamlanamadı.')).toBeTruthy();
    expect(screen.getByText(/Kart limiti yetersiz, yetersiz bakiye/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sepete Dön' }).getAttribute('href')).toBe('/basket');
  });

  it('says a refunded order was refunded', () => {
    render(
      { ...failed, paymentError: 'İade: Yanlış kurs', refundedAt: new Date().toISOString() },
      child.email,
    );
    expect(screen.getByText('Bu siparişin ödemesi iade edildi.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sepete Dön' })).toBeNull();
  });
});
