import type { NotificationItem, NotificationPage } from '@kampus/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../test/render.tsx';

vi.mock('../notifications-api.ts', () => ({
  fetchNotifications: vi.fn(),
  markNotificationRead: vi.fn().mockResolvedValue(null),
  markAllNotificationsRead: vi.fn().mockResolvedValue(null),
}));
vi.mock('../../../lib/tokens.ts', () => ({
  getAccessToken: () => 'token-1',
  onTokensSaved: () => () => {},
}));
const api = await import('../notifications-api.ts');
const { NotificationBell } = await import('./notification-bell.tsx');

/** A stand-in for the browser's EventSource that the test drives. */
class FakeEventSource extends EventTarget {
  static last: FakeEventSource | null = null;
  readonly url: string;
  constructor(url: string) {
    super();
    this.url = url;
    FakeEventSource.last = this;
  }
  close = vi.fn();
  push(item: NotificationItem) {
    this.dispatchEvent(new MessageEvent('notification', { data: JSON.stringify(item) }));
  }
}

const item = (n: number, isRead = false): NotificationItem => ({
  id: `0b6f5e1e-0000-4000-8000-00000000000${n}`,
  category: 'orders',
  type: 'order-completed',
  title: `Siparişiniz tamamlandı ${n}`,
  body: 'Kursunuz hesabınıza eklendi.',
  link: '/orders',
  isRead,
  createdAt: '2026-11-25T15:04:00.000Z',
});

const page = (items: NotificationItem[], unreadCount: number): NotificationPage => ({
  items,
  currentPage: 1,
  totalPageCount: 1,
  totalItemCount: items.length,
  hasNextPage: false,
  unreadCount,
});

const renderBell = () => {
  const router = createMemoryRouter([{ path: '*', element: <NotificationBell /> }], {
    initialEntries: ['/courses'],
  });
  renderWithTheme(<RouterProvider router={router} />);
};

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.mocked(api.fetchNotifications).mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.last = null;
});

describe('NotificationBell', () => {
  it('shows the unread count in its name and badge, and opens the stream with the access token', async () => {
    vi.mocked(api.fetchNotifications).mockResolvedValue(page([item(1)], 3));
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Bildirimler, 3 okunmamış' });
    expect(bell.getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.getByText('3')).toBeTruthy();
    expect(FakeEventSource.last?.url).toBe('/api/v1/web/notifications/stream?access_token=token-1');
  });

  it('has no badge and a plain name when nothing is unread', async () => {
    vi.mocked(api.fetchNotifications).mockResolvedValue(page([], 0));
    renderBell();
    await waitFor(() => expect(api.fetchNotifications).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Bildirimler' })).toBeTruthy();
    expect(screen.queryByText('0')).toBeNull();
  });

  it('raises the count when a notification arrives on the stream, and reads it out', async () => {
    vi.mocked(api.fetchNotifications).mockResolvedValue(page([item(1)], 1));
    renderBell();
    await screen.findByRole('button', { name: 'Bildirimler, 1 okunmamış' });
    vi.mocked(api.fetchNotifications).mockResolvedValue(page([item(2), item(1)], 2));
    act(() => FakeEventSource.last?.push(item(2)));
    expect(await screen.findByRole('button', { name: 'Bildirimler, 2 okunmamış' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Yeni bildirim: Siparişiniz tamamlandı 2');
  });

  it('lists the newest notifications under it, marks the unread ones, and marks all read', async () => {
    vi.mocked(api.fetchNotifications).mockResolvedValue(page([item(2), item(1, true)], 1));
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Bildirimler, 1 okunmamış' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bildirimler' });
    await screen.findByText('Siparişiniz tamamlandı 2');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Okunmamış: Siparişiniz tamamlandı 2',
      'Siparişiniz tamamlandı 1',
      'Tüm bildirimler',
    ]);
    expect(screen.getByRole('link', { name: 'Tüm bildirimler' }).getAttribute('href')).toBe('/notifications');
    expect(dialog.querySelectorAll('[data-unread="true"]')).toHaveLength(1);

    vi.mocked(api.fetchNotifications).mockResolvedValue(page([item(2, true), item(1, true)], 0));
    await user.click(screen.getByRole('button', { name: 'Tümünü okundu işaretle' }));
    expect(api.markAllNotificationsRead).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Bildirimler', hidden: true })).toBeTruthy();
    expect(dialog.querySelectorAll('[data-unread="true"]')).toHaveLength(0);
  });

  it('marks an item read when it is opened', async () => {
    vi.mocked(api.fetchNotifications).mockResolvedValue(page([item(2)], 1));
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Bildirimler, 1 okunmamış' }));
    const link = await screen.findByRole('link', { name: 'Okunmamış: Siparişiniz tamamlandı 2' });
    expect(link.getAttribute('href')).toBe('/orders');
    vi.mocked(api.fetchNotifications).mockResolvedValue(page([item(2, true)], 0));
    await user.click(link);
    expect(api.markNotificationRead).toHaveBeenCalledWith(item(2).id);
    expect(await screen.findByRole('button', { name: 'Bildirimler' })).toBeTruthy();
  });

  it('says so when there is nothing yet, and shows a loader while the list loads', async () => {
    vi.mocked(api.fetchNotifications).mockResolvedValueOnce(page([], 0));
    let answer: (value: NotificationPage) => void = () => {};
    vi.mocked(api.fetchNotifications).mockImplementationOnce(
      () => new Promise<NotificationPage>((resolve) => (answer = resolve)),
    );
    const user = userEvent.setup();
    renderBell();
    await waitFor(() => expect(api.fetchNotifications).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Bildirimler' }));
    expect(await screen.findByLabelText('Bildirimler yükleniyor')).toBeTruthy();
    act(() => answer(page([], 0)));
    expect(await screen.findByText('Henüz bildiriminiz yok.')).toBeTruthy();
  });
});
