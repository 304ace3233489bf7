import '@mantine/charts/styles.css';
import type { ChildOverview } from '@kampus/contract';
import { BarChart } from '@mantine/charts';
import { Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { parentTexts as t } from '../parent-texts.ts';

/*
 * Lectures completed per week over the last 8 weeks (`weeklyProgress`, CONTRACT.md §12) as a bar chart. The drawing
 * is hidden from assistive technology: a summary sentence says what it shows, and a visually hidden table holds
 * every week's figure. Week starts are calendar dates (`YYYY-MM-DD`), read and written in UTC so no time zone
 * moves them a day.
 */

const shortDate = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('tr-TR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

type Weeks = ChildOverview['weeklyProgress'];

/** The sentence that says what the chart shows: the total, the busiest week (the latest of equals) and this week. */
export const weeklySummary = (weeks: Weeks): string | null => {
  const total = weeks.reduce((sum, w) => sum + w.completedLessons, 0);
  if (total === 0) return null;
  const best = weeks.reduce((top, w) => (w.completedLessons >= top.completedLessons ? w : top));
  return t.weeklySummary(
    total,
    { week: longDate.format(dateOf(best.weekStart)), count: best.completedLessons },
    weeks.at(-1)?.completedLessons ?? 0,
  );
};

export function WeeklyProgressChart({ weeks }: { weeks: Weeks }) {
  const summary = weeklySummary(weeks);
  const data = weeks.map((w) => ({
    label: shortDate.format(dateOf(w.weekStart)),
    lessons: w.completedLessons,
  }));
  return (
    <Paper withBorder radius="md" p="md" data-testid="weekly-progress">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t.weeklySubtitle}
        </Text>
        <Text fw={500} data-testid="weekly-summary">
          {summary ?? t.weeklyEmpty}
        </Text>
        {summary && (
          <>
            {/* The drawing repeats the table below it, which is what assistive technology reads. */}
            <div aria-hidden="true">
              <BarChart
                h={220}
                data={data}
                dataKey="label"
                series={[{ name: 'lessons', label: t.weeklySeries, color: 'teal.8' }]}
                tickLine="none"
                gridAxis="x"
                // Bare counts on the axis; the tooltip says "n ders".
                yAxisProps={{
                  width: 28,
                  allowDecimals: false,
                  tickFormatter: (value: number) => String(value),
                }}
                xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
                valueFormatter={(value) => t.lessonCount(value)}
                maxBarWidth={32}
                accessibilityLayer={false}
              />
            </div>
            <VisuallyHidden>
              <table>
                <caption>{t.weeklyTitle}</caption>
                <thead>
                  <tr>
                    <th>{t.weekColumn}</th>
                    <th>{t.lessonsColumn}</th>
                  </tr>
                </thead>
                <tbody>
                  {weeks.map((w) => (
                    <tr key={w.weekStart}>
                      <td>{longDate.format(dateOf(w.weekStart))}</td>
                      <td>{w.completedLessons}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </VisuallyHidden>
          </>
        )}
      </Stack>
    </Paper>
  );
}
