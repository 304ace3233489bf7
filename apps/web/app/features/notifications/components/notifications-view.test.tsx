import type { NotificationItem, NotificationPage } from '@kampus/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../test/render.tsx';

vi.mock('../notifications-api.ts', () => ({
  fetchNotifications: vi.fn().mockResolvedValue({ unreadCount: 0 }),
  markNotificationRead: vi.fn().mockResolvedValue(null),
  markAllNotificationsRead: vi.fn().mockResolvedValue(null),
}));
const api = await import('../notifications-api.ts');
const { NotificationsSkeleton, NotificationsView } = await import('./notifications-view.tsx');

const item = (n: number, isRead = false): NotificationItem => ({
  id: `0b6f5e1e-0000-4000-8000-00000000000${n}`,
  category: 'learning',
  type: 'certificate-issued',
  title: `Sertifikanız hazır ${n}`,
  body: 'Docker kursunu tamamladınız.',
  link: n === 1 ? null : '/certificates',
  isRead,
  createdAt: '2026-11-25T15:04:00.000Z',
});

const pageOf = (items: NotificationItem[], unreadCount: number, totalPageCount = 1): NotificationPage => ({
  items,
  currentPage: 1,
  totalPageCount,
  totalItemCount: items.length,
  hasNextPage: totalPageCount > 1,
  unreadCount,
});

const renderView = (page: NotificationPage) => {
  const onPage = vi.fn();
  const onChanged = vi.fn();
  const router = createMemoryRouter(
    [{ path: '*', element: <NotificationsView page={page} onPage={onPage} onChanged={onChanged} /> }],
    { initialEntries: ['/notifications'] },
  );
  renderWithTheme(<RouterProvider router={router} />);
  return { onPage, onChanged };
};

describe('NotificationsView', () => {
  it('lists the notifications with their date, links and unread marks', () => {
    renderView(pageOf([item(2), item(1, true)], 1));
    expect(screen.getByRole('heading', { level: 1, name: 'Bildirimler' })).toBeTruthy();
    expect(screen.getByTestId('unread-summary').textContent).toBe('1 okunmamış bildiriminiz var.');
    expect(screen.getByRole('link', { name: /Sertifikanız hazır 2/ }).getAttribute('href')).toBe(
      '/certificates',
    );
    // Without a link of its own, an item leads to this page.
    expect(screen.getByRole('link', { name: 'Sertifikanız hazır 1' }).getAttribute('href')).toBe(
      '/notifications',
    );
    expect(screen.getAllByText('25 Kasım 2026 18:04')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /^Okundu işaretle/ })).toHaveLength(1);
  });

  it('marks one item read and reads the page again', async () => {
    const user = userEvent.setup();
    const { onChanged } = renderView(pageOf([item(2)], 1));
    await user.click(screen.getByRole('button', { name: 'Okundu işaretle: Sertifikanız hazır 2' }));
    expect(api.markNotificationRead).toHaveBeenCalledWith(item(2).id);
    expect(onChanged).toHaveBeenCalled();
  });

  it('marks all read, and offers it only while something is unread', async () => {
    const user = userEvent.setup();
    const { onChanged } = renderView(pageOf([item(2), item(3)], 2));
    await user.click(screen.getByRole('button', { name: 'Tümünü okundu işaretle' }));
    expect(api.markAllNotificationsRead).toHaveBeenCalledTimes(1);
    expect(onChanged).toHaveBeenCalled();
  });

  it('says there is nothing yet, with nothing to mark', () => {
    renderView(pageOf([], 0));
    expect(screen.getByText('Henüz bildiriminiz yok.')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Tümünü okundu işaretle' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('pages through a long list', async () => {
    const user = userEvent.setup();
    const { onPage } = renderView(pageOf([item(2)], 1, 3));
    await user.click(screen.getByRole('button', { name: 'Sayfa 2' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('shows a busy outline while loading', () => {
    renderWithTheme(<NotificationsSkeleton />);
    expect(screen.getByLabelText('Bildirimler yükleniyor').getAttribute('aria-busy')).toBe('true');
  });
});
