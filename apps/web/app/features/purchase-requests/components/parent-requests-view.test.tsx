import { PaymentType, type PurchaseRequest } from '@kampus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../test/render.tsx';
import {
  approvePurchaseRequest,
  declinePurchaseRequest,
  fetchCardOffered,
  fetchRequestTerms,
} from '../purchase-requests-api.ts';
import { ParentRequestsView } from './parent-requests-view.tsx';

vi.mock('../purchase-requests-api.ts', () => ({
  approvePurchaseRequest: vi.fn(),
  declinePurchaseRequest: vi.fn(),
  fetchRequestTerms: vi.fn(),
  fetchCardOffered: vi.fn(),
}));

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const request = (overrides: Partial<PurchaseRequest> = {}): PurchaseRequest => ({
  id: id(1),
  child: { id: id(9), name: 'Ayşe', surname: 'Yılmaz' },
  status: 'Pending',
  items: [{ courseId: id(5), name: 'Sıfırdan Python', priceText: '₺250,00' }],
  total: 250,
  totalText: '₺250,00',
  note: 'Okul projem için lazım.',
  createdAt: '2026-11-25T09:00:00.000Z',
  orderId: null,
  declineReason: null,
  ...overrides,
});

const render = (requests: PurchaseRequest[]) => {
  const onApproved = vi.fn();
  const onDeclined = vi.fn();
  const router = createMemoryRouter([
    {
      path: '*',
      element: <ParentRequestsView requests={requests} onApproved={onApproved} onDeclined={onDeclined} />,
    },
  ]);
  renderWithTheme(<RouterProvider router={router} />);
  return { onApproved, onDeclined };
};

beforeEach(() => {
  vi.mocked(approvePurchaseRequest).mockReset();
  vi.mocked(declinePurchaseRequest).mockReset();
  vi.mocked(fetchRequestTerms).mockReset();
  vi.mocked(fetchCardOffered).mockReset();
  vi.mocked(fetchCardOffered).mockResolvedValue(false);
  vi.mocked(fetchRequestTerms).mockResolvedValue({
    preInformationHtml: '<p>Alıcı: Veli Yılmaz (ön bilgilendirme)</p>',
    distanceSalesHtml: '<p>Alıcı: Veli Yılmaz (sözleşme)</p>',
    version: '2026-11',
  });
});

describe('ParentRequestsView', () => {
  it('lists a request with the child, courses, total, note and status', () => {
    render([request(), request({ id: id(2), status: 'Declined', declineReason: 'Önce sınavlar.' })]);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('heading', { name: 'Ayşe Yılmaz' })).toBeTruthy();
    expect(first.getByText('Sıfırdan Python')).toBeTruthy();
    expect(first.getByTestId('request-total').textContent).toBe('₺250,00');
    expect(first.getByText('Okul projem için lazım.')).toBeTruthy();
    expect(first.getByTestId('request-status').textContent).toBe('Yanıt bekliyor');
    const second = within(cards[1] as HTMLElement);
    expect(second.getByText('Önce sınavlar.')).toBeTruthy();
    expect(second.queryByRole('button', { name: /Onayla/ })).toBeNull();
  });

  it('shows the sale documents of the request and approves by bank transfer once both boxes are ticked', async () => {
    const user = userEvent.setup();
    vi.mocked(approvePurchaseRequest).mockResolvedValue({ orderId: id(7), paymentPageUrl: null });
    const { onApproved } = render([request()]);
    await user.click(screen.getByRole('button', { name: 'Onayla: Ayşe Yılmaz adlı öğrencinin talebi' }));
    const dialog = await screen.findByRole('dialog');
    // Both documents, read for this request, above the boxes.
    await user.click(await within(dialog).findByRole('button', { name: 'Mesafeli Satış Sözleşmesi' }));
    expect(await within(dialog).findByText('Alıcı: Veli Yılmaz (sözleşme)')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Ön Bilgilendirme Formu' })).toBeTruthy();
    expect(vi.mocked(fetchRequestTerms).mock.calls[0]?.[0]).toBe(id(1));
    await user.click(within(dialog).getByRole('button', { name: 'Onayla ve ödeme bilgilerini gör' }));
    expect(approvePurchaseRequest).not.toHaveBeenCalled();
    expect(within(dialog).getAllByText(/^Devam etmek için/)).toHaveLength(2);
    await user.click(within(dialog).getByRole('checkbox', { name: /Mesafeli Satış Sözleşmesi'ni/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /cayma hakkımın/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Onayla ve ödeme bilgilerini gör' }));
    expect(approvePurchaseRequest).toHaveBeenCalledWith(id(1), {
      paymentType: PaymentType.BankTransfer,
      acceptedTerms: true,
      waiveWithdrawal: true,
    });
    await waitFor(() => expect(onApproved).toHaveBeenCalled());
  });

  it('offers the card when the school takes cards, and approves by card', async () => {
    const user = userEvent.setup();
    vi.mocked(fetchCardOffered).mockResolvedValue(true);
    vi.mocked(approvePurchaseRequest).mockResolvedValue({
      orderId: id(7),
      paymentPageUrl: 'https://sandbox-cpp.iyzipay.com/?token=abc',
    });
    const { onApproved } = render([request()]);
    await user.click(screen.getByRole('button', { name: /^Onayla:/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('radio', { name: /Kredi Kartı/ })).toBeTruthy();
    expect((within(dialog).getByRole('radio', { name: /Kredi Kartı/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    await user.click(within(dialog).getByRole('checkbox', { name: /Mesafeli Satış Sözleşmesi'ni/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /cayma hakkımın/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Onayla ve kartla öde' }));
    expect(approvePurchaseRequest).toHaveBeenCalledWith(id(1), {
      paymentType: PaymentType.CreditCard,
      acceptedTerms: true,
      waiveWithdrawal: true,
    });
    await waitFor(() =>
      expect(vi.mocked(onApproved).mock.calls[0]?.[0].paymentPageUrl).toBe(
        'https://sandbox-cpp.iyzipay.com/?token=abc',
      ),
    );
  });

  it('approves a free request without the consents', async () => {
    const user = userEvent.setup();
    vi.mocked(approvePurchaseRequest).mockResolvedValue({ orderId: id(7), paymentPageUrl: null });
    render([request({ total: 0, totalText: 'Ücretsiz' })]);
    await user.click(screen.getByRole('button', { name: /^Onayla:/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(fetchRequestTerms).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    expect(approvePurchaseRequest).toHaveBeenCalledWith(id(1), {
      paymentType: PaymentType.Free,
      acceptedTerms: false,
      waiveWithdrawal: false,
    });
  });

  it('declines with a reason, and asks for one when it is blank', async () => {
    const user = userEvent.setup();
    vi.mocked(declinePurchaseRequest).mockResolvedValue(null);
    const { onDeclined } = render([request()]);
    await user.click(screen.getByRole('button', { name: /^Reddet:/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    expect(within(dialog).getByText('Reddetme nedenini yazın.')).toBeTruthy();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reddetme nedeni/ }),
      'Önce sınavlar bitsin.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    expect(declinePurchaseRequest).toHaveBeenCalledWith(id(1), 'Önce sınavlar bitsin.');
    await waitFor(() => expect(onDeclined).toHaveBeenCalled());
  });
});
