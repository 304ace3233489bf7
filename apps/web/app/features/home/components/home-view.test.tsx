import type { HomeData } from '@kampus/contract';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../../test/render.tsx';
import { HomeView } from './home-view.tsx';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const emptyHome: HomeData = {
  stats: { enrolledCourses: 0, bookmarks: 0, certificates: 0, completedCourses: 0, points: 0 },
  inProgressCourses: [],
  completedCourses: [],
  recommendedCourses: [],
  selectedCourse: null,
  popularCategories: [],
};

const renderHome = (home: HomeData) => {
  const router = createMemoryRouter([{ path: '*', element: <HomeView home={home} firstName="Ayşe" /> }], {
    initialEntries: ['/homepage'],
  });
  renderWithTheme(<RouterProvider router={router} />);
};

const section = (name: string) => screen.getByRole('region', { name });

describe('HomeView', () => {
  it('invites someone who owns nothing to discover courses', () => {
    renderHome(emptyHome);
    expect(within(section('Devam eden kurslar')).getByText('Henüz bir kursa kayıt olmadın')).toBeTruthy();
    expect(within(section('Devam eden kurslar')).getByRole('link', { name: 'Kurs Keşfet' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Tamamlanan kurslar' })).toBeNull();
  });

  it('lists two courses bought a moment ago with Başla, never the not-enrolled notice', () => {
    renderHome({
      ...emptyHome,
      stats: { ...emptyHome.stats, enrolledCourses: 2 },
      inProgressCourses: [
        { id: id(1), title: 'React Temelleri', progress: 0, imageUrl: null, started: false },
        { id: id(2), title: 'Node.js', progress: 25, imageUrl: null, started: true },
      ],
    });
    const list = section('Devam eden kurslar');
    expect(within(list).queryByText('Henüz bir kursa kayıt olmadın')).toBeNull();
    expect(within(list).getByRole('link', { name: 'Başla: React Temelleri' }).getAttribute('href')).toBe(
      `/course/${id(1)}/learning`,
    );
    expect(within(list).getByRole('link', { name: 'Devam Et: Node.js' })).toBeTruthy();
  });

  it('lists finished courses apart with their certificate, and says when nothing is left in progress', () => {
    renderHome({
      ...emptyHome,
      stats: { enrolledCourses: 1, bookmarks: 0, certificates: 1, completedCourses: 1, points: 30 },
      completedCourses: [{ id: id(3), title: 'Python', imageUrl: null, certificateCode: 'ABCDEFGH23' }],
    });
    const inProgress = section('Devam eden kurslar');
    expect(within(inProgress).queryByText('Henüz bir kursa kayıt olmadın')).toBeNull();
    expect(within(inProgress).getByText(/her kursu tamamladın/)).toBeTruthy();
    const done = section('Tamamlanan kurslar');
    expect(within(done).getByRole('link', { name: 'Python' }).getAttribute('href')).toBe(
      `/course/${id(3)}/learning`,
    );
    expect(within(done).getByRole('link', { name: 'Sertifika: Python' }).getAttribute('href')).toBe(
      '/certificates/verify/ABCDEFGH23',
    );
  });
});
