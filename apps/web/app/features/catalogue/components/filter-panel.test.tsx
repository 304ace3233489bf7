import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../test/render.tsx';
import { emptyFilters } from '../course-filters.ts';
import { FilterPanel, type FilterPanelProps } from './filter-panel.tsx';

const WEB = '0f5c1c39-8f6a-4f0e-9a43-1b7f2b7e6d11';
const AI = '5a0e9a2e-2a43-4f7b-8c55-3b0d6b1f9e22';
const REACT = 'b3a1d2c4-1e2f-4a3b-9c4d-5e6f7a8b9c33';

const renderPanel = (props: Partial<FilterPanelProps> = {}) => {
  const onApply = vi.fn();
  const onReset = vi.fn();
  renderWithTheme(
    <FilterPanel
      applied={emptyFilters()}
      options={{
        categories: [
          { id: WEB, name: 'Web Geliştirme' },
          { id: AI, name: 'Yapay Zekâ' },
        ],
        tags: [{ id: REACT, name: 'React' }],
      }}
      priceTop={1500}
      isApplying={false}
      onApply={onApply}
      onReset={onReset}
      {...props}
    />,
  );
  return { onApply, onReset };
};

describe('FilterPanel', () => {
  it('narrows the category list as the user types, ignoring Turkish letters', async () => {
    renderPanel();
    await userEvent.setup().type(screen.getByLabelText('Kategori ara'), 'zeka');
    expect(screen.getByRole('checkbox', { name: 'Yapay Zekâ' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Web Geliştirme' })).toBeNull();
  });

  it("applies the chosen categories, tags, levels and search only on 'Filtrele'", async () => {
    const user = userEvent.setup();
    const { onApply } = renderPanel();
    await user.click(screen.getByRole('checkbox', { name: 'Web Geliştirme' }));
    await user.click(screen.getByRole('checkbox', { name: 'React' }));
    await user.click(screen.getByRole('checkbox', { name: 'İleri' }));
    await user.click(screen.getByRole('checkbox', { name: 'Başlangıç' }));
    await user.type(screen.getByLabelText('Kurs ara'), 'istanbul');
    expect(onApply).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Filtrele' }));
    expect(onApply).toHaveBeenCalledWith({
      ...emptyFilters(),
      categories: [WEB],
      tags: [REACT],
      levels: [0, 2],
      search: 'istanbul',
    });
  });

  it('keeps a chosen category while the list is narrowed to others', async () => {
    const user = userEvent.setup();
    const { onApply } = renderPanel();
    await user.click(screen.getByRole('checkbox', { name: 'Web Geliştirme' }));
    await user.type(screen.getByLabelText('Kategori ara'), 'yapay');
    await user.click(screen.getByRole('checkbox', { name: 'Yapay Zekâ' }));
    await user.click(screen.getByRole('button', { name: 'Filtrele' }));
    expect(onApply.mock.calls[0]?.[0].categories).toEqual([WEB, AI]);
  });

  it("reads 'Uygulanıyor...' and cannot be sent again while the list loads", () => {
    renderPanel({ isApplying: true });
    const button = screen.getByRole('button', { name: 'Uygulanıyor...' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it("resets through 'Sıfırla'", async () => {
    const { onReset } = renderPanel({ applied: { ...emptyFilters(), levels: [1] } });
    expect((screen.getByRole('checkbox', { name: 'Orta' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sıfırla' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('says when there are no categories or tags to choose from', () => {
    renderPanel({ options: { categories: [], tags: [] } });
    expect(screen.getByText('Kategori bulunamadı')).toBeTruthy();
    expect(screen.getByText('Etiket bulunamadı')).toBeTruthy();
  });

  it('puts level, price and rating before the long category and tag lists', () => {
    renderPanel();
    const order = [
      screen.getByLabelText('Kurs ara'),
      screen.getByRole('checkbox', { name: 'Başlangıç' }),
      screen.getByRole('slider', { name: 'En yüksek fiyat' }),
      screen.getByRole('slider', { name: 'En düşük puan' }),
      screen.getByLabelText('Kategori ara'),
      screen.getByLabelText('Etiket ara'),
      screen.getByRole('button', { name: 'Filtrele' }),
    ];
    for (let i = 1; i < order.length; i++)
      expect(
        (order[i - 1] as Node).compareDocumentPosition(order[i] as Node) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
  });

  it('lists the applied categories first, so that the ticked ones are in view', () => {
    renderPanel({ applied: { ...emptyFilters(), categories: [AI] } });
    const boxes = screen.getByRole('group', { name: 'Kategoriler' }).querySelectorAll('input[type=checkbox]');
    expect([...boxes].map((box) => (box as HTMLInputElement).value)).toEqual([AI, WEB]);
  });

  it("ends the price slider at the catalogue's top, so that any price can be asked", async () => {
    const user = userEvent.setup();
    const { onApply } = renderPanel();
    const top = screen.getByRole('slider', { name: 'En yüksek fiyat' });
    expect(top.getAttribute('aria-valuemax')).toBe('1500');
    expect(top.getAttribute('aria-valuetext')).toBe('₺1.500+');
    // The seeds' step of 5, from the catalogue's top: four steps down is ₺1.480, far above the seeds' ₺200.
    act(() => top.focus());
    for (let i = 0; i < 4; i++) fireEvent.keyDown(top, { key: 'ArrowLeft', code: 'ArrowLeft' });
    expect(top.getAttribute('aria-valuetext')).toBe('₺1.480');
    await user.click(screen.getByRole('button', { name: 'Filtrele' }));
    expect(onApply).toHaveBeenCalledWith({ ...emptyFilters(), maxPrice: 1480 });
  });
});
