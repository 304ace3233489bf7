import '@mantine/charts/styles.css';
import { formatAmount, type LecturerFinance } from '@kampus/contract';
import { BarChart } from '@mantine/charts';
import { Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCash, IconSchool, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { paths } from '../../../config/paths.ts';
import { authoringTexts } from '../authoring-texts.ts';

const texts = authoringTexts.finance;

const monthFormatter = new Intl.DateTimeFormat('tr-TR', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const longMonthFormatter = new Intl.DateTimeFormat('tr-TR', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2026-03` → `Mar 2026` (short, for the axis) or `Mart 2026`. */
export const monthLabel = (month: string, long = false): string => {
  const [year, mon] = month.split('-').map(Number);
  if (!year || !mon) return month;
  const date = new Date(Date.UTC(year, mon - 1, 1));
  return (long ? longMonthFormatter : monthFormatter).format(date);
};

function FinanceHeader() {
  return <PageHeader title={texts.title} subtitle={texts.subtitle} backTo={paths.lecturer.home} />;
}

function Figure({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Group gap="sm" wrap="nowrap">
        {icon}
        <div>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fw={700} size="xl" data-testid={`finance-${label}`}>
            {value}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

export function FinanceSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true">
      <FinanceHeader />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Skeleton h={84} />
        <Skeleton h={84} />
        <Skeleton h={84} />
      </SimpleGrid>
      <Skeleton h={300} />
      <Skeleton h={160} />
    </Stack>
  );
}

/** The lecturer's finance panel: revenue from completed orders, in total, per month (last 12) and per course, with the students. */
export function FinanceView({ finance }: { finance: LecturerFinance }) {
  const hasSales = finance.totalStudents > 0 || finance.courses.some((course) => course.revenue > 0);
  const chartData = finance.monthly.map((m) => ({ month: monthLabel(m.month), revenue: m.revenue }));
  const hasMonthlyRevenue = finance.monthly.some((m) => m.revenue > 0);

  return (
    <Stack gap="lg">
      <FinanceHeader />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Figure
          label={texts.totalRevenue}
          value={finance.totalRevenueText}
          icon={<IconCash size={32} aria-hidden="true" color="var(--mantine-color-teal-8)" />}
        />
        <Figure
          label={texts.totalStudents}
          value={finance.totalStudents}
          icon={<IconUsers size={32} aria-hidden="true" color="var(--mantine-color-indigo-8)" />}
        />
        <Figure
          label={texts.courseCount}
          value={finance.courses.length}
          icon={<IconSchool size={32} aria-hidden="true" color="var(--mantine-color-orange-8)" />}
        />
      </SimpleGrid>

      {!hasSales && (
        <EmptyState
          message={finance.courses.length === 0 ? texts.noCourses : texts.empty}
          action={
            <Text size="sm" c="dimmed" maw={420}>
              {texts.emptyText}
            </Text>
          }
        />
      )}

      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <Stack gap="sm">
          <div>
            <Title order={2} size="h3">
              {texts.monthlyTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {texts.monthlySubtitle}
            </Text>
          </div>
          {hasMonthlyRevenue ? (
            <div role="img" aria-label={texts.chartLabel} data-testid="finance-chart">
              <BarChart
                h={280}
                data={chartData}
                dataKey="month"
                series={[{ name: 'revenue', label: texts.revenue, color: 'indigo.7' }]}
                valueFormatter={formatAmount}
                tickLine="y"
                gridAxis="y"
                yAxisProps={{ width: 90 }}
                maxBarWidth={36}
              />
            </div>
          ) : (
            <Text size="sm" c="dimmed">
              {texts.monthlyEmpty}
            </Text>
          )}
          {/* The chart is a picture; the same figures as a table for screen readers. */}
          <VisuallyHidden>
            <table>
              <caption>{texts.monthlyTitle}</caption>
              <tbody>
                {finance.monthly.map((m) => (
                  <tr key={m.month}>
                    <th scope="row">{monthLabel(m.month, true)}</th>
                    <td>{m.revenueText}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </VisuallyHidden>
        </Stack>
      </Paper>

      {finance.courses.length > 0 && (
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          <Stack gap="sm">
            <Title order={2} size="h3">
              {texts.coursesTitle}
            </Title>
            <ResponsiveTable aria-label={texts.tableLabel}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{texts.course}</Table.Th>
                  <Table.Th ta="right">{texts.students}</Table.Th>
                  <Table.Th ta="right">{texts.revenue}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {finance.courses.map((course) => (
                  <Table.Tr key={course.courseId}>
                    <Table.Td data-label={texts.course}>
                      <Text size="sm" fw={500}>
                        {course.name}
                      </Text>
                    </Table.Td>
                    <Table.Td data-label={texts.students} ta={{ base: 'left', sm: 'right' }}>
                      {course.students}
                    </Table.Td>
                    <Table.Td data-label={texts.revenue} ta={{ base: 'left', sm: 'right' }}>
                      {formatAmount(course.revenue)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </ResponsiveTable>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
