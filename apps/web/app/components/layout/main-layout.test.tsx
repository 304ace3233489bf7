import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../test/render.tsx';
import { MainLayout, type MainLayoutProps } from './main-layout.tsx';

const renderLayout = (props: Partial<MainLayoutProps> = {}) => {
  const onLogout = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <MainLayout
            fullName="Ayşe Yılmaz"
            isLecturer={false}
            isAdmin={false}
            basketCount={null}
            onLogout={onLogout}
            {...props}
          >
            <p>İçerik</p>
          </MainLayout>
        ),
      },
    ],
    { initialEntries: ['/courses'] },
  );
  renderWithTheme(<RouterProvider router={router} />);
  return { onLogout };
};

const mainMenu = () => screen.getAllByRole('navigation', { name: 'Ana menü' })[0] as HTMLElement;

describe('MainLayout', () => {
  it('shows a student the four learner entries and marks the current one', () => {
    renderLayout();
    const links = Array.from(mainMenu().querySelectorAll('a')).map((a) => a.textContent);
    expect(links).toEqual(['Ana Sayfa', 'Kurslar', 'Kurslarım', 'Kaydedilenler']);
    expect(mainMenu().querySelector('a[aria-current="page"]')?.textContent).toBe('Kurslar');
  });

  it('adds the lecturer and admin areas only for those roles', () => {
    renderLayout({ isLecturer: true, isAdmin: true });
    const links = Array.from(mainMenu().querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(links).toContain('/lecturer');
    expect(links).toContain('/lecturer/submissions');
    expect(links).toContain('/admin-panel');
  });

  it('shows the basket count in the badge and in the link name', () => {
    renderLayout({ basketCount: 3 });
    const basket = screen.getByRole('link', { name: 'Sepetim, 3 kurs' });
    expect(basket.getAttribute('href')).toBe('/basket');
    expect(screen.getByText('3')).toBeTruthy();
  });

  it('shows no badge when the count is unknown or zero', () => {
    renderLayout({ basketCount: 0 });
    expect(screen.getByRole('link', { name: 'Sepetim' })).toBeTruthy();
    expect(screen.queryByText('0')).toBeNull();
  });

  it('opens the user menu on click with the full name, settings and log out', async () => {
    const user = userEvent.setup();
    const { onLogout } = renderLayout();
    await user.click(screen.getByRole('button', { name: 'Kullanıcı menüsü: Ayşe Yılmaz' }));
    expect((await screen.findByRole('menuitem', { name: 'Ayarlar' })).getAttribute('href')).toBe('/settings');
    await user.click(screen.getByRole('menuitem', { name: 'Çıkış Yap' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('leads to the orders page from the user menu', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole('button', { name: 'Kullanıcı menüsü: Ayşe Yılmaz' }));
    expect((await screen.findByRole('menuitem', { name: 'Siparişlerim' })).getAttribute('href')).toBe(
      '/orders',
    );
  });

  it('lists the orders page in the drawer too', async () => {
    const user = userEvent.setup();
    renderLayout();
    // In jsdom the burger carries no name (the browser journeys open it by its name 'Menüyü aç').
    await user.click(document.querySelector('.mantine-Burger-root') as HTMLElement);
    const account = await screen.findByRole(
      'navigation',
      { name: 'Hesabım', hidden: true },
      { timeout: 5000 },
    );
    expect(account.querySelector('a[href="/orders"]')?.textContent).toBe('Siparişlerim');
  });

  it('adds the children to a student who is also a parent', () => {
    renderLayout({ isParent: true });
    const links = Array.from(mainMenu().querySelectorAll('a')).map((a) => a.textContent);
    expect(links).toEqual([
      'Ana Sayfa',
      'Kurslar',
      'Kurslarım',
      'Kaydedilenler',
      'Çocuklarım',
      'Satın Alma Talepleri',
    ]);
  });

  it('shows an account that is only a parent its children and settings, no learner links or basket', async () => {
    const user = userEvent.setup();
    renderLayout({ isParent: true, isParentOnly: true, basketCount: 2 });
    const links = Array.from(mainMenu().querySelectorAll('a')).map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Çocuklarım', '/parent'],
      ['Satın Alma Talepleri', '/parent/requests'],
    ]);
    expect(screen.queryByRole('link', { name: /Sepetim/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Kullanıcı menüsü: Ayşe Yılmaz' }));
    expect((await screen.findByRole('menuitem', { name: 'Ayarlar' })).getAttribute('href')).toBe('/settings');
    expect(screen.queryByRole('menuitem', { name: 'Siparişlerim' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Sertifikalarım' })).toBeNull();
  });
});
