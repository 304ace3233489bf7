import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../test/render.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { categoryOfToken, UnsubscribeView, type UnsubscribeViewProps } from './unsubscribe-view.tsx';

const TOKEN = '0b6f5e1e-0000-4000-8000-000000000001.marketing.c2lnbmF0dXJl';

const renderView = (send: UnsubscribeViewProps['send'], token = TOKEN) => {
  const router = createMemoryRouter([{ path: '*', element: <UnsubscribeView token={token} send={send} /> }], {
    initialEntries: [`/unsubscribe?token=${token}`],
  });
  renderWithTheme(<RouterProvider router={router} />);
};

describe('UnsubscribeView', () => {
  it('reads the category from the token, and nothing from a malformed one', () => {
    expect(categoryOfToken(TOKEN)).toBe('marketing');
    expect(categoryOfToken('bozuk')).toBeNull();
  });

  it('says which mail the button turns off, and changes nothing before it is pressed', () => {
    const send = vi.fn();
    renderView(send);
    expect(screen.getByText(/"Kampanyalar ve duyurular" konusundaki e-postaları kapatır/)).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('posts the token and confirms', async () => {
    const user = userEvent.setup();
    const send = vi.fn().mockResolvedValue({ category: 'marketing' });
    renderView(send);
    await user.click(screen.getByRole('button', { name: 'Abonelikten çık' }));
    expect(send).toHaveBeenCalledWith(TOKEN);
    expect((await screen.findByTestId('unsubscribe-done')).textContent).toContain(
      '"Kampanyalar ve duyurular" e-postaları kapatıldı.',
    );
    expect(screen.queryByRole('button', { name: 'Abonelikten çık' })).toBeNull();
  });

  it("shows the API's message for an invalid link, with the way to the settings", async () => {
    const user = userEvent.setup();
    const message = 'Abonelikten çıkma bağlantısı geçersiz.';
    const send = vi.fn().mockRejectedValue(
      new ApiError('Geçersiz istek.', {
        status: 400,
        errorMessage: message,
        code: 'UNSUBSCRIBE_LINK_INVALID',
      }),
    );
    renderView(send, 'bozuk');
    await user.click(screen.getByRole('button', { name: 'Abonelikten çık' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('link', { name: 'Bildirim ayarlarına git' }).getAttribute('href')).toBe(
      '/settings/notifications',
    );
  });
});
