import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../test/render.tsx';
import { emptyFilters } from '../course-filters.ts';
import { FilterPanel, type FilterPanelProps, priceLabel, ratingLabel } from './filter-panel.tsx';

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

  it('formats slider values in lira and marks the open top ends', () => {
    expect(priceLabel(0)).toBe('₺0');
    expect(priceLabel(150)).toBe('₺150');
    expect(priceLabel(200)).toBe('₺200+');
    expect(ratingLabel(0)).toBe('Tümü');
    expect(ratingLabel(3.5)).toBe('3,5+');
  });
});
