import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../test/render.tsx';
import { DiscountCodeForm, type DiscountCodeFormProps } from './discount-code-form.tsx';

const setup = (props: Partial<DiscountCodeFormProps> = {}) => {
  const onApply = vi.fn();
  const view = renderWithTheme(<DiscountCodeForm label="Sepet indirim kodu" onApply={onApply} {...props} />);
  const input = screen.getByLabelText('Sepet indirim kodu') as HTMLInputElement;
  const button = screen.getByRole('button', { name: 'Uygula' }) as HTMLButtonElement;
  return { onApply, input, button, view };
};

describe('DiscountCodeForm', () => {
  it('upper-cases while typing and drops everything but A–Z and 0–9', async () => {
    const user = userEvent.setup();
    const { input } = setup();
    await user.type(input, 'yaz-2026 %i');
    expect(input.value).toBe('YAZ2026I');
  });

  it('upper-cases the plain way, not the Turkish way, and drops Turkish-only letters', async () => {
    const user = userEvent.setup();
    const { input } = setup();
    await user.type(input, 'indirimşğ1');
    expect(input.value).toBe('INDIRIM1');
  });

  it('normalises a pasted code', async () => {
    const user = userEvent.setup();
    const { input } = setup();
    await user.click(input);
    await user.paste(' hosgeldin-20 ');
    expect(input.value).toBe('HOSGELDIN20');
  });

  it('sends the normalised code on Enter', async () => {
    const user = userEvent.setup();
    const { input, onApply } = setup();
    await user.type(input, 'bedava100{Enter}');
    expect(onApply).toHaveBeenCalledWith('BEDAVA100');
  });

  it('ignores a blank code: the button stays disabled and Enter sends nothing', async () => {
    const user = userEvent.setup();
    const { input, button, onApply } = setup();
    expect(button.disabled).toBe(true);
    await user.type(input, ' -{Enter}');
    expect(input.value).toBe('');
    expect(button.disabled).toBe(true);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('is disabled while a code is already applied', async () => {
    const user = userEvent.setup();
    const { input, button, onApply } = setup({ isDisabled: true, appliedCode: 'HOSGELDIN20' });
    expect(input.disabled).toBe(true);
    expect(button.disabled).toBe(true);
    await user.click(button);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('shows why a code was refused until the user types again', async () => {
    const user = userEvent.setup();
    const { input } = setup({ error: 'Geçersiz indirim kodu. Lütfen kodu kontrol edin.' });
    expect(screen.getByText('Geçersiz indirim kodu. Lütfen kodu kontrol edin.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.type(input, 'a');
    expect(screen.queryByText('Geçersiz indirim kodu. Lütfen kodu kontrol edin.')).toBeNull();
  });

  it('empties the field once its code is applied', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [applied, setApplied] = useState<string | null>(null);
      return (
        <DiscountCodeForm
          label="Sepet indirim kodu"
          onApply={setApplied}
          appliedCode={applied}
          isDisabled={applied !== null}
        />
      );
    }
    renderWithTheme(<Harness />);
    const input = screen.getByLabelText('Sepet indirim kodu') as HTMLInputElement;
    await user.type(input, 'HOSGELDIN20{Enter}');
    expect(input.value).toBe('');
    expect(input.disabled).toBe(true);
  });
});
