import type { PurchaseRequest } from '@kampus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../test/render.tsx';
import { createPurchaseRequest } from '../purchase-requests-api.ts';
import { AskParent } from './ask-parent.tsx';

vi.mock('../purchase-requests-api.ts', () => ({ createPurchaseRequest: vi.fn() }));

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const parent = { id: id(3), name: 'Selin', surname: 'Kaya', linkedAt: '2026-11-20T09:00:00.000Z' };
const pending: PurchaseRequest = {
  id: id(1),
  child: { id: id(9), name: 'Ayşe', surname: 'Yılmaz' },
  status: 'Pending',
  items: [],
  total: 250,
  totalText: '₺250,00',
  note: 'Okul projem için lazım.',
  createdAt: '2026-11-25T09:00:00.000Z',
  orderId: null,
  declineReason: null,
};

const render = (props: Parameters<typeof AskParent>[0]) => {
  const router = createMemoryRouter([{ path: '*', element: <AskParent {...props} /> }]);
  renderWithTheme(<RouterProvider router={router} />);
};

describe('AskParent', () => {
  it('offers nothing without a linked parent', () => {
    render({ basketId: id(2), parents: [], pending: null });
    expect(screen.queryByRole('button', { name: 'Velimden İste' })).toBeNull();
  });

  it('sends the basket with the note to the linked parent', async () => {
    const user = userEvent.setup();
    vi.mocked(createPurchaseRequest).mockResolvedValue(id(1));
    render({ basketId: id(2), parents: [parent], pending: null });
    await user.click(screen.getByRole('button', { name: 'Velimden İste' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Selin Kaya adlı velinize/)).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /notunuz/ }), 'Proje için.');
    await user.click(within(dialog).getByRole('button', { name: 'Talebi Gönder' }));
    await waitFor(() =>
      expect(createPurchaseRequest).toHaveBeenCalledWith({ basketId: id(2), note: 'Proje için.' }),
    );
  });

  it('shows the waiting request instead of the button', () => {
    render({ basketId: id(2), parents: [parent], pending });
    expect(screen.getByTestId('pending-purchase-request').textContent).toContain(
      'Talebiniz velinize gönderildi',
    );
    expect(screen.getByText(/Okul projem için lazım\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Velimden İste' })).toBeNull();
  });
});
