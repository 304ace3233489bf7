import { authMessages, FAMILY_CONSENT_TEXT, familyMessages } from '@kampus/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../test/render.tsx';
import type { AcceptValues, NewParentValues } from '../validation.ts';
import { AcceptForm } from './accept-form.tsx';
import { NewParentForm } from './new-parent-form.tsx';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The input labelled exactly `label` (Mantine appends ' *' to required labels). */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`)) as HTMLInputElement;
const consentBox = () => screen.getByRole('checkbox', { name: /açık rıza veriyorum/ });

describe('NewParentForm', () => {
  const setup = (result?: Parameters<typeof NewParentForm>[0]['result']) => {
    const onSubmit = vi.fn<(values: NewParentValues) => void>();
    const user = userEvent.setup({ delay: null });
    renderWithTheme(
      <NewParentForm email="veli@example.com" onSubmit={onSubmit} isSubmitting={false} result={result} />,
    );
    return { onSubmit, user, submit: screen.getByRole('button', { name: 'Hesap Oluştur ve Bağlan' }) };
  };

  it('starts with the invited address and shows the consent text', () => {
    setup();
    expect(field('E-posta').value).toBe('veli@example.com');
    expect(screen.getByText(FAMILY_CONSENT_TEXT)).toBeTruthy();
    expect(consentBox().getAttribute('aria-describedby')).toBeTruthy();
  });

  it("refuses an empty form with the registration's messages and the consent's", async () => {
    const { onSubmit, user, submit } = setup();
    await user.click(submit);
    expect(await screen.findByText(authMessages.name)).toBeTruthy();
    expect(screen.getByText(authMessages.surname)).toBeTruthy();
    expect(screen.getByText(authMessages.identificationNumber)).toBeTruthy();
    expect(screen.getByText(familyMessages.consent)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks a field when it is left: digits only for the number, matching passwords', async () => {
    const { user } = setup();
    const number = field('T.C. Kimlik No');
    await user.type(number, '12a34');
    expect(number.value).toBe('1234');
    await user.tab();
    expect(await screen.findByText(authMessages.identificationNumber)).toBeTruthy();

    await user.type(field('Şifre'), 'GucluSifre123!');
    await user.type(field('Şifre Tekrar'), 'BaskaSifre123!');
    await user.tab();
    expect(await screen.findByText(authMessages.passwordsMismatch)).toBeTruthy();
  });

  it('sends the filled form with the consent given', async () => {
    const { onSubmit, user, submit } = setup();
    await user.type(field('Ad'), 'Fatma');
    await user.type(field('Soyad'), 'Yılmaz');
    await user.type(field('T.C. Kimlik No'), '10000000146');
    await user.type(field('Şifre'), 'GucluSifre123!');
    await user.type(field('Şifre Tekrar'), 'GucluSifre123!');
    await user.click(consentBox());
    await user.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: 'Fatma',
      surname: 'Yılmaz',
      email: 'veli@example.com',
      identificationNumber: '10000000146',
      consent: true,
    });
  });

  it("shows the server's refusal of the number under the number field", async () => {
    setup({ ok: false, fields: { identificationNumber: familyMessages.parentIdMismatch } });
    expect(await screen.findByText(familyMessages.parentIdMismatch)).toBeTruthy();
    expect(field('T.C. Kimlik No').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('AcceptForm', () => {
  it('needs the number and the consent before it sends', async () => {
    const onSubmit = vi.fn<(values: AcceptValues) => void>();
    const user = userEvent.setup({ delay: null });
    renderWithTheme(<AcceptForm onSubmit={onSubmit} isSubmitting={false} />);
    const submit = screen.getByRole('button', { name: 'Daveti Kabul Et' });
    await user.type(field('T.C. Kimlik No'), '10000000146');
    await user.click(submit);
    expect(await screen.findByText(familyMessages.consent)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(consentBox());
    await user.click(submit);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { identificationNumber: '10000000146', consent: true },
        expect.anything(),
      ),
    );
  });
});
