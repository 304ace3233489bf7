import type { MyDeletionRequest } from '@kampus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../test/render.tsx';
import { PrivacySettingsView } from './privacy-settings-view.tsx';

const setup = (request: MyDeletionRequest = null) => {
  const props = {
    request,
    onExport: vi.fn(async () => undefined),
    onRequestDeletion: vi.fn(async () => 'id'),
    onChanged: vi.fn(),
  };
  renderWithTheme(
    <MemoryRouter>
      <PrivacySettingsView {...props} />
    </MemoryRouter>,
  );
  return { ...props, user: userEvent.setup({ delay: null }) };
};

describe('PrivacySettingsView', () => {
  it("downloads the data with 'Verilerimi İndir' and links the notice", async () => {
    const { user, onExport } = setup();
    expect(screen.getByRole('link', { name: 'Aydınlatma Metni’ni okuyun' }).getAttribute('href')).toBe(
      '/privacy',
    );
    await user.click(screen.getByRole('button', { name: 'Verilerimi İndir' }));
    expect(onExport).toHaveBeenCalledTimes(1);
  });

  it('asks before sending the deletion request, and sends nothing on Vazgeç', async () => {
    const { user, onRequestDeletion, onChanged } = setup();
    await user.click(screen.getByRole('button', { name: 'Hesabımın silinmesini istiyorum' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hesabınızın silinmesini istiyor musunuz?' });
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(onRequestDeletion).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Hesabımın silinmesini istiyorum' }));
    const again = await screen.findByRole('dialog', { name: 'Hesabınızın silinmesini istiyor musunuz?' });
    await user.click(within(again).getByRole('button', { name: 'Evet, silinmesini istiyorum' }));
    await waitFor(() => expect(onRequestDeletion).toHaveBeenCalledTimes(1));
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('shows a waiting request instead of the button', () => {
    setup({
      id: '11111111-1111-4111-8111-111111111111',
      status: 'open',
      createdAt: '2026-11-25T10:00:00.000Z',
    });
    expect(screen.queryByRole('button', { name: 'Hesabımın silinmesini istiyorum' })).toBeNull();
    expect(screen.getByRole('status').textContent).toContain(
      '25.11.2026 13:00 tarihinde silme talebinde bulundunuz.',
    );
  });
});
