import { authMessages, familyMessages } from '@kampus/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../test/render.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { InviteForm } from './invite-form.tsx';

const setup = (onInvite = vi.fn(async () => 'id')) => {
  const user = userEvent.setup({ delay: null });
  renderWithTheme(<InviteForm onInvite={onInvite} />);
  const email = screen.getByLabelText(/^Velinizin e-posta adresi/) as HTMLInputElement;
  const send = screen.getByRole('button', { name: 'Davet Gönder' });
  return { user, onInvite, email, send };
};

describe('InviteForm', () => {
  it('says what is wrong with an address when the field is left, and sends nothing', async () => {
    const { user, onInvite, email, send } = setup();
    await user.type(email, 'anne@');
    await user.tab();
    expect(await screen.findByText(authMessages.email)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await user.click(send);
    expect(onInvite).not.toHaveBeenCalled();
  });

  it('refuses an empty address on submit', async () => {
    const { user, onInvite, send } = setup();
    await user.click(send);
    expect(await screen.findByText(authMessages.email)).toBeTruthy();
    expect(onInvite).not.toHaveBeenCalled();
  });

  it('sends a valid address and empties the field afterwards', async () => {
    const { user, onInvite, email, send } = setup();
    await user.type(email, 'anne@example.com');
    await user.click(send);
    expect(onInvite).toHaveBeenCalledWith({ email: 'anne@example.com' });
    await waitFor(() => expect(email.value).toBe(''));
  });

  it("shows the server's refusal of the student's own address under the field", async () => {
    const refused = vi.fn(async () => {
      throw new ApiError(familyMessages.invitationOwnEmail, { status: 422, code: 'INVITATION_OWN_EMAIL' });
    });
    const { user, email, send } = setup(refused);
    await user.type(email, 'ben@example.com');
    await user.click(send);
    expect(await screen.findByText(familyMessages.invitationOwnEmail)).toBeTruthy();
    expect(email.value).toBe('ben@example.com');
  });
});
