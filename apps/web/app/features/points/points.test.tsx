import type { Leaderboard } from '@kampus/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../test/render.tsx';
import { CourseLeaderboard } from './components/course-leaderboard.tsx';
import { LeaderboardSetting } from './components/leaderboard-setting.tsx';
import { PointsView } from './components/points-view.tsx';

const COURSE_ID = '3d4c2b1a-0f9e-4d8c-9b7a-6e5f4d3c2b1a';

const inRouter = (element: React.ReactElement) =>
  renderWithTheme(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);

describe('PointsView', () => {
  it('shows the total and the history with course, lecture, points and date', () => {
    inRouter(
      <PointsView
        summary={{
          total: 1250,
          items: [
            {
              courseName: 'Kesirler',
              lectureName: 'Payda eşitleme',
              points: 25,
              earnedAt: '2026-11-20T10:00:00.000Z',
            },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Puanlarım' })).toBeTruthy();
    expect(screen.getByTestId('points-total').textContent).toContain('1.250');
    const item = screen.getByTestId('points-item');
    expect(item.textContent).toContain('Payda eşitleme');
    expect(item.textContent).toContain('Kesirler');
    expect(item.textContent).toContain('+25 puan');
    expect(item.textContent).toContain('20 Kasım 2026');
  });

  it('says how to earn points when there are none yet', () => {
    inRouter(<PointsView summary={{ total: 0, items: [] }} />);
    expect(screen.getByText('Henüz puanın yok')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kurslarıma git' }).getAttribute('href')).toBe('/my-courses');
  });
});

describe('CourseLeaderboard', () => {
  it('lists the top learners with shared ranks and the learner’s own rank', async () => {
    const board: Leaderboard = {
      items: [
        { rank: 1, displayName: 'Zeynep A.', points: 50 },
        { rank: 2, displayName: 'Ayşe K.', points: 30 },
        { rank: 2, displayName: 'Ayşe K.', points: 30 },
      ],
      me: { rank: 2, points: 30 },
    };
    const load = vi.fn(async () => board);
    renderWithTheme(<CourseLeaderboard courseId={COURSE_ID} load={load} />);
    const table = await screen.findByTestId('leaderboard');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]?.textContent).toContain('1.Zeynep A.50');
    expect(rows[3]?.textContent).toContain('2.Ayşe K.30');
    expect(screen.getByTestId('leaderboard-me').textContent).toContain('Sıran: 2. · 30 puan');
    expect(load).toHaveBeenCalledWith(COURSE_ID, expect.any(AbortSignal));
  });

  it('invites the first completion on an empty board and says when the learner is not on it', async () => {
    const load = vi.fn(async (): Promise<Leaderboard> => ({ items: [], me: { rank: null, points: 0 } }));
    renderWithTheme(<CourseLeaderboard courseId={COURSE_ID} load={load} />);
    expect(await screen.findByText(/İlk dersi tamamlayan sen ol/)).toBeTruthy();
    expect(screen.getByTestId('leaderboard-me').textContent).toContain('Bu kursta 0 puan kazandın.');
  });

  it('says so when the board cannot be read', async () => {
    const load = vi.fn(async (): Promise<Leaderboard> => {
      throw new Error('ağ hatası');
    });
    renderWithTheme(<CourseLeaderboard courseId={COURSE_ID} load={load} />);
    expect(await screen.findByText('Liderlik tablosu şu anda yüklenemedi.')).toBeTruthy();
  });
});

describe('LeaderboardSetting', () => {
  it('saves the choice as soon as the switch changes, and turns back when saving fails', async () => {
    const onSave = vi.fn().mockResolvedValueOnce(null).mockRejectedValueOnce(new Error('kaydedilemedi'));
    renderWithTheme(<LeaderboardSetting preference={{ showOnLeaderboard: true }} onSave={onSave} />);
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: /adımı göster/ });
    expect(toggle.checked).toBe(true);
    await userEvent.click(toggle);
    expect(onSave).toHaveBeenLastCalledWith({ showOnLeaderboard: false });
    expect(toggle.checked).toBe(false);
    await userEvent.click(toggle);
    expect(onSave).toHaveBeenLastCalledWith({ showOnLeaderboard: true });
    expect(toggle.checked).toBe(false);
  });
});
