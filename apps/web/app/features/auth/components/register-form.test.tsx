import { authMessages, privacyAcceptanceLabel, type Register } from '@kampus/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../test/render.tsx';
import { RegisterForm } from './register-form.tsx';

const setup = (props: Partial<Parameters<typeof RegisterForm>[0]> = {}) => {
  const onSubmit = vi.fn<(values: Register) => void>();
  const user = userEvent.setup({ delay: null });
  renderWithTheme(<RegisterForm onSubmit={onSubmit} isSubmitting={false} {...props} />);
  return { onSubmit, user };
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The input labelled exactly `label` (Mantine appends ' *' to required labels). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));

describe('RegisterForm', () => {
  it('shows no message before a field is left', async () => {
    const { user } = setup();
    await user.type(field('Ad'), 'A');
    expect(screen.queryByText(authMessages.name)).toBeNull();
  });

  it('shows the seed message under a field that is left with a bad value', async () => {
    const { user } = setup();
    await user.type(field('Ad'), 'A');
    await user.tab();
    expect(await screen.findByText(authMessages.name)).toBeTruthy();
    expect(field('Ad').getAttribute('aria-invalid')).toBe('true');

    await user.type(field('E-posta'), 'ayse@');
    await user.tab();
    expect(await screen.findByText(authMessages.email)).toBeTruthy();

    await user.type(field('Açık Adres'), 'kısa');
    await user.tab();
    expect(await screen.findByText(authMessages.fullAddress)).toBeTruthy();
  });

  it('clears the message once the field is fixed and left again', async () => {
    const { user } = setup();
    await user.type(field('Soyad'), 'Y');
    await user.tab();
    expect(await screen.findByText(authMessages.surname)).toBeTruthy();
    await user.type(field('Soyad'), 'ılmaz');
    await user.tab();
    await waitFor(() => expect(screen.queryByText(authMessages.surname)).toBeNull());
  });

  it('keeps identification numbers to 11 digits typed on a numeric keypad', async () => {
    const { user } = setup();
    const id = field('T.C. Kimlik No') as HTMLInputElement;
    expect(id.maxLength).toBe(11);
    expect(id.inputMode).toBe('numeric');
    await user.type(id, '12a345');
    expect(id.value).toBe('12345');
    await user.tab();
    expect(await screen.findByText(authMessages.identificationNumber)).toBeTruthy();
  });

  it("says 'Şifreler uyuşmuyor.' under a confirmation that differs", async () => {
    const { user } = setup();
    await user.type(field('Şifre'), 'gizli123');
    await user.type(field('Şifre Tekrar'), 'gizli124');
    await user.tab();
    expect(await screen.findByText(authMessages.passwordsMismatch)).toBeTruthy();
  });

  it('asks for at least 6 characters in a password', async () => {
    const { user } = setup();
    await user.type(field('Şifre'), '123');
    await user.tab();
    expect(await screen.findByText(authMessages.password)).toBeTruthy();
  });

  it('submits the ten fields once all pass', async () => {
    const { user, onSubmit } = setup();
    await user.type(field('Ad'), 'Ayşe');
    await user.type(field('Soyad'), 'Yılmaz');
    await user.type(field('E-posta'), 'ayse@example.com');
    await user.type(field('T.C. Kimlik No'), '12345678901');
    await user.type(field('Veli Adı'), 'Fatma');
    await user.type(field('Veli Soyadı'), 'Yılmaz');
    await user.type(field('Veli T.C. Kimlik No'), '10987654321');
    await user.type(field('Açık Adres'), 'Atatürk Cad. No 1, Kadıköy, İstanbul');
    await user.type(field('Şifre'), 'gizli123');
    await user.type(field('Şifre Tekrar'), 'gizli123');
    await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    expect(await screen.findByText(privacyAcceptanceLabel.required)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Aydınlatma Metni' }).getAttribute('href')).toBe('/privacy');
    await user.click(screen.getByRole('checkbox', { name: /Aydınlatma Metni/ }));
    await waitFor(() => expect(screen.queryByText(privacyAcceptanceLabel.required)).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Ayşe',
      surname: 'Yılmaz',
      email: 'ayse@example.com',
      identificationNumber: '12345678901',
      parentName: 'Fatma',
      parentSurname: 'Yılmaz',
      parentIdentificationNumber: '10987654321',
      fullAddress: 'Atatürk Cad. No 1, Kadıköy, İstanbul',
      password: 'gizli123',
      confirmPassword: 'gizli123',
    });
  });

  it('does not submit while a field is wrong, and names every wrong field', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText(authMessages.name)).toHaveLength(2); // student and parent
    expect(screen.getAllByText(authMessages.identificationNumber)).toHaveLength(2);
  });

  it('shows the server field messages under their fields', async () => {
    setup({ result: { ok: false, fields: { email: authMessages.emailTaken } } });
    expect(await screen.findByText(authMessages.emailTaken)).toBeTruthy();
  });

  it("reads 'Kayıt yapılıyor...' and cannot be pressed while submitting", () => {
    setup({ isSubmitting: true });
    const button = screen.getByRole('button', { name: 'Kayıt yapılıyor...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});
