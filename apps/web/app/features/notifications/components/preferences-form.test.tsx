import type { NotificationPreferences } from '@kampus/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../test/render.tsx';
import { PreferencesForm } from './preferences-form.tsx';

const saved: NotificationPreferences = {
  email: { orders: true, learning: true, family: true, reminders: true, marketing: false },
};

describe('PreferencesForm', () => {
  it('shows a switch per category with its Turkish name; order mail on, locked and explained', () => {
    renderWithTheme(<PreferencesForm preferences={saved} onSave={vi.fn()} />);
    const orders = screen.getByRole('switch', { name: /^Siparişler ve ödemeler/ }) as HTMLInputElement;
    expect(orders.checked).toBe(true);
    expect(orders.disabled).toBe(true);
    expect(
      screen.getByText('Sipariş ve ödeme e-postaları (makbuz, havale bilgileri) kapatılamaz.'),
    ).toBeTruthy();
    expect(
      (screen.getByRole('switch', { name: 'Kampanyalar ve duyurular' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(screen.getAllByRole('switch')).toHaveLength(5);
  });

  it('saves the choices, orders always on, and says so while saving', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onSave = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithTheme(<PreferencesForm preferences={saved} onSave={onSave} />);
    await user.click(screen.getByRole('switch', { name: /Öğrenme/ }));
    await user.click(screen.getByRole('switch', { name: 'Kampanyalar ve duyurular' }));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(onSave).toHaveBeenCalledWith({
      email: { orders: true, learning: false, family: true, reminders: true, marketing: true },
    });
    expect(screen.getByRole('button', { name: '1 dakika canım' })).toBeTruthy();
    finish();
    expect(await screen.findByRole('button', { name: 'Kaydet' })).toBeTruthy();
  });

  it('keeps the choices after a refused save', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockRejectedValue(new Error('refused'));
    renderWithTheme(<PreferencesForm preferences={saved} onSave={onSave} />);
    await user.click(screen.getByRole('switch', { name: /Aile/ }));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByRole('button', { name: 'Kaydet' })).toBeTruthy();
    expect((screen.getByRole('switch', { name: /Aile/ }) as HTMLInputElement).checked).toBe(false);
  });
});
