import type { Paged, PrivacyRequest } from '@kampus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../test/render.tsx';
import { PrivacyRequestsView } from './privacy-requests-view.tsx';

const open: PrivacyRequest = {
  id: '11111111-1111-4111-8111-111111111111',
  status: 'open',
  user: { id: '22222222-2222-4222-8222-222222222222', fullName: 'Ayşe Yılmaz', email: 'ayse@example.com' },
  createdAt: '2026-11-25T10:00:00.000Z',
  completedAt: null,
};
const done: PrivacyRequest = {
  id: '33333333-3333-4333-8333-333333333333',
  status: 'completed',
  user: {
    id: '44444444-4444-4444-8444-444444444444',
    fullName: 'Silinmiş Kullanıcı',
    email: 'silinmis@x.invalid',
  },
  createdAt: '2026-11-20T10:00:00.000Z',
  completedAt: '2026-11-21T10:00:00.000Z',
};
const page = (items: PrivacyRequest[]): Paged<PrivacyRequest> => ({
  items,
  currentPage: 1,
  totalPageCount: 1,
  totalItemCount: items.length,
  hasNextPage: false,
});

const setup = () => {
  const complete = vi.fn(async () => null);
  const router = createMemoryRouter(
    [
      {
        path: '/admin-panel/privacy-requests',
        element: <PrivacyRequestsView data={page([open, done])} loadError={null} complete={complete} />,
        loader: () => null,
      },
    ],
    { initialEntries: ['/admin-panel/privacy-requests'] },
  );
  renderWithTheme(<RouterProvider router={router} />);
  return { complete, user: userEvent.setup({ delay: null }) };
};

describe('PrivacyRequestsView', () => {
  it('lists requests with their status and offers completion only for an open one, behind a dialog', async () => {
    const { complete, user } = setup();
    const rows = await screen.findAllByTestId('privacy-request-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Bekliyor')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Tamamlandı')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Silme talebini tamamla/ })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Silme talebini tamamla: Ayşe Yılmaz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kişisel veriler silinsin mi?' });
    expect(dialog.textContent).toContain('ayse@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Verileri sil' }));
    await waitFor(() => expect(complete).toHaveBeenCalledWith(open.id));
  });
});
