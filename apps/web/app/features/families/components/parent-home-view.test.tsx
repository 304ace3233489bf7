import type { ChildOverview } from '@kampus/contract';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../../test/render.tsx';
import type { ChildSummary } from '../families-api.ts';
import { ParentHomeView } from './parent-home-view.tsx';

const render = (summaries: ChildSummary[]) => {
  const router = createMemoryRouter([{ path: '*', element: <ParentHomeView summaries={summaries} /> }]);
  renderWithTheme(<RouterProvider router={router} />);
};

const child = { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', name: 'Ayşe', surname: 'Yılmaz' };
const course = (
  id: string,
  completedLessons: number,
  totalLessons: number,
  lastActivityAt: string | null,
) => ({
  id,
  name: `Kurs ${id}`,
  progressPercent: Math.floor((completedLessons / totalLessons) * 100),
  completedLessons,
  totalLessons,
  lastActivityAt,
});
const overview = (courses: ChildOverview['courses']): ChildOverview => ({
  child,
  courses,
  certificates: [],
  orders: [],
  quizzes: [],
  assignments: [],
  attendance: [],
  points: 0,
  weeklyProgress: [],
});

describe('ParentHomeView', () => {
  it('explains how a child is linked when there is none', () => {
    render([]);
    expect(screen.getByText('Henüz bağlı bir öğrenciniz yok.')).toBeTruthy();
    expect(screen.getByText(/davet eder/)).toBeTruthy();
  });

  it('shows each child with the progress over all courses and the latest activity', () => {
    render([
      {
        child: { ...child, linkedAt: '2026-11-01T10:00:00.000Z' },
        overview: overview([
          course('a', 1, 4, '2026-11-20T10:00:00.000Z'),
          course('b', 2, 2, '2026-11-22T10:00:00.000Z'),
        ]),
      },
    ]);
    expect(screen.getByRole('link', { name: 'Ayşe Yılmaz' }).getAttribute('href')).toBe(
      `/parent/children/${child.id}`,
    );
    // 3 of 6 lessons.
    expect(screen.getByTestId('overall-progress').textContent).toBe('%50');
    expect(screen.getByRole('progressbar', { name: 'Ayşe Yılmaz: genel ilerleme' })).toBeTruthy();
    expect(screen.getByText('Son etkinlik: 22.11.2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ayrıntılar: Ayşe Yılmaz' })).toBeTruthy();
  });
});
