import type { FamilyInvitation, FamilyMember } from '@kampus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../test/render.tsx';
import { FamilySettingsView } from './family-settings-view.tsx';

const invitation: FamilyInvitation = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'anne@example.com',
  createdAt: '2026-11-25T10:00:00.000Z',
  expiresAt: '2026-12-02T10:00:00.000Z',
};
const parent: FamilyMember = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Fatma',
  surname: 'Yılmaz',
  linkedAt: '2026-11-20T09:00:00.000Z',
};

const setup = (lists: { invitations?: FamilyInvitation[]; parents?: FamilyMember[] } = {}) => {
  const props = {
    invitations: lists.invitations ?? [],
    parents: lists.parents ?? [],
    onInvite: vi.fn(async () => 'id'),
    onRevoke: vi.fn(async () => null),
    onUnlink: vi.fn(async () => null),
    onChanged: vi.fn(),
  };
  renderWithTheme(<FamilySettingsView {...props} />);
  return { ...props, user: userEvent.setup({ delay: null }) };
};

describe('FamilySettingsView', () => {
  it('says when there is nothing waiting and nobody linked', () => {
    setup();
    expect(screen.getByText('Bekleyen davetiniz yok.')).toBeTruthy();
    expect(screen.getByText('Hesabınıza bağlı bir veli yok.')).toBeTruthy();
  });

  it('lists a waiting invitation with its Turkish expiry date, and takes it back', async () => {
    const { user, onRevoke, onChanged } = setup({ invitations: [invitation] });
    const row = screen.getByTestId('family-invitation');
    expect(within(row).getByText('anne@example.com')).toBeTruthy();
    expect(within(row).getByText('Son geçerlilik: 2 Aralık 2026')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: /geri al/i }));
    expect(onRevoke).toHaveBeenCalledWith(invitation.id);
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
  });

  it('unlinks a parent only after the dialog is confirmed', async () => {
    const { user, onUnlink, onChanged } = setup({ parents: [parent] });
    const row = screen.getByTestId('family-parent');
    expect(within(row).getByText('Fatma Yılmaz')).toBeTruthy();
    expect(within(row).getByText('Bağlantı tarihi: 20 Kasım 2026')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Fatma Yılmaz ile bağlantıyı kaldır' }));
    const dialog = await screen.findByRole('dialog');
    expect(onUnlink).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Bağlantıyı Kaldır' }));
    expect(onUnlink).toHaveBeenCalledWith(parent.id);
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
  });
});
