import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../test/render.tsx';
import { Pager, pagerWindow } from './pager.tsx';

const pageButtons = () =>
  screen.getAllByRole('button', { name: /^Sayfa \d+$/ }).map((button) => button.textContent);

describe('pagerWindow', () => {
  it('shows every page while there are at most five', () => {
    expect(pagerWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pagerWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps five pages around the current one, shifted at both ends', () => {
    expect(pagerWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerWindow(2, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerWindow(7, 12)).toEqual([5, 6, 7, 8, 9]);
    expect(pagerWindow(11, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pagerWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
  });

  it('treats a page outside the range as the nearest end', () => {
    expect(pagerWindow(0, 8)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerWindow(40, 8)).toEqual([4, 5, 6, 7, 8]);
    expect(pagerWindow(1, 0)).toEqual([]);
  });
});

describe('Pager', () => {
  it('is not shown when everything fits on one page', () => {
    const { container } = renderWithTheme(<Pager page={1} totalPages={1} onChange={() => {}} />);
    expect(container.querySelector('nav')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is not shown for an empty list either', () => {
    renderWithTheme(<Pager page={1} totalPages={0} onChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows at most five page buttons with previous and next, marking the current page', () => {
    renderWithTheme(<Pager page={7} totalPages={12} onChange={() => {}} label="Kategori sayfaları" />);
    expect(screen.getByRole('navigation', { name: 'Kategori sayfaları' })).toBeTruthy();
    expect(pageButtons()).toEqual(['5', '6', '7', '8', '9']);
    expect(screen.getByRole('button', { name: 'Sayfa 7' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Sayfa 6' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('button', { name: 'Önceki sayfa' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sonraki sayfa' })).toBeTruthy();
  });

  it('disables previous on the first page and next on the last', () => {
    const first = renderWithTheme(<Pager page={1} totalPages={3} onChange={() => {}} />);
    expect((screen.getByRole('button', { name: 'Önceki sayfa' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Sonraki sayfa' }) as HTMLButtonElement).disabled).toBe(false);
    first.unmount();
    renderWithTheme(<Pager page={3} totalPages={3} onChange={() => {}} />);
    expect((screen.getByRole('button', { name: 'Önceki sayfa' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Sonraki sayfa' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for the chosen, the previous and the next page', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(<Pager page={4} totalPages={9} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Sayfa 6' }));
    await user.click(screen.getByRole('button', { name: 'Önceki sayfa' }));
    await user.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
    expect(onChange.mock.calls).toEqual([[6], [3], [5]]);
  });

  it('does not ask again for the page already shown', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(<Pager page={2} totalPages={4} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Sayfa 2' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
