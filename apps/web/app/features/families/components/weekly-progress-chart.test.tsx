import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../../test/render.tsx';
import { WeeklyProgressChart } from './weekly-progress-chart.tsx';

const weeks = (counts: number[]) =>
  counts.map((completedLessons, i) => ({
    weekStart: new Date(Date.UTC(2026, 0, 26) + i * 7 * 86_400_000).toISOString().slice(0, 10),
    completedLessons,
  }));

describe('WeeklyProgressChart', () => {
  it('says in a sentence what the chart shows and lists every week in a table for screen readers', () => {
    renderWithTheme(<WeeklyProgressChart weeks={weeks([1, 0, 0, 4, 0, 2, 4, 3])} />);
    expect(screen.getByTestId('weekly-summary').textContent).toContain(
      'Son 8 haftada 14 ders tamamlandı. En çok 9 Mart 2026 haftasında: 4 ders. Bu hafta: 3 ders.',
    );
    const table = screen.getByRole('table', { name: 'Haftalık ilerleme' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(9);
    expect(rows[1]?.textContent).toContain('26 Ocak 2026');
    expect(rows[1]?.textContent).toContain('1');
    expect(rows[8]?.textContent).toContain('16 Mart 2026');
    expect(rows[8]?.textContent).toContain('3');
  });

  it('says there was nothing to chart when no lesson was completed in the eight weeks', () => {
    renderWithTheme(<WeeklyProgressChart weeks={weeks([0, 0, 0, 0, 0, 0, 0, 0])} />);
    expect(screen.getByTestId('weekly-summary').textContent).toContain(
      'Son 8 haftada tamamlanan bir ders yok.',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });
});
