import '@mantine/charts/styles.css';
import { type AdminDashboard, formatAmount, formatDate } from '@kampus/contract';
import { AreaChart, BarChart } from '@mantine/charts';
import {
  Anchor,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconBook,
  IconCategory,
  IconClockHour4,
  IconCoin,
  IconReceipt,
  IconTags,
  IconUsers,
} from '@tabler/icons-react';
import dayjs from 'dayjs';
import 'dayjs/locale/tr';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { AdminPageHeader } from '../../../components/ui/admin-page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { adminTexts } from '../admin-texts.ts';

const texts = adminTexts.dashboard;
const numberFormat = new Intl.NumberFormat('tr-TR');
/** `₺10 B` on the axis, where full amounts would crowd the chart; the tooltip and the table keep them exact. */
const compactMoney = new Intl.NumberFormat('tr-TR', {
  style: 'currency',
  currency: 'TRY',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** '2026-03-07' → '07.03' on the axis, '07.03.2026' in the table. */
const dayLabel = (date: string) => dayjs(date).format('DD.MM');
/** '2026-03' → 'Mar 26' (Turkish month names from the dayjs locale). */
const monthLabel = (month: string) => dayjs(`${month}-01`).locale('tr').format('MMM YY');
const monthLongLabel = (month: string) => dayjs(`${month}-01`).locale('tr').format('MMMM YYYY');

function StatCard({
  label,
  value,
  icon: Icon,
  color,
  hint,
}: {
  label: string;
  value: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  color: string;
  hint?: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap={4}>
        {/* The icon sits beside the label, so a long amount has the card's whole width. */}
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Text size="sm" c="dimmed" fw={600}>
            {label}
          </Text>
          <ThemeIcon size={36} radius="md" variant="light" color={color} aria-hidden="true">
            <Icon size={20} stroke={1.6} />
          </ThemeIcon>
        </Group>
        <Text fw={800} fz={26} lh={1.2} data-testid="stat-value" style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
        {hint && (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** A chart with a title, a one-line summary, and its figures as a table for screen readers. */
function ChartCard({
  id,
  title,
  summary,
  chart,
  table,
}: {
  id: string;
  title: string;
  summary: string;
  chart: ReactNode;
  table: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {summary}
        </Text>
        {/* The drawing repeats the table below it, which is what assistive technology reads. */}
        <div aria-hidden="true">{chart}</div>
        <VisuallyHidden>{table}</VisuallyHidden>
      </Stack>
    </Paper>
  );
}

/**
 * The admin dashboard: the four counts of the seed plus orders and revenue, sign-ups of the last 30
 * days and sales of the last 12 months as real charts, and the newest accounts.
 */
export function DashboardView({ data }: { data: AdminDashboard }) {
  const registrations = data.recentRegistrations.map((day) => ({ ...day, label: dayLabel(day.date) }));
  const sales = data.salesOverTime.map((month) => ({ ...month, label: monthLabel(month.month) }));
  const registrationTotal = data.recentRegistrations.reduce((sum, day) => sum + day.count, 0);
  const salesRevenue = data.salesOverTime.reduce((sum, month) => sum + month.revenue, 0);
  const salesOrders = data.salesOverTime.reduce((sum, month) => sum + month.orders, 0);

  return (
    <Stack gap="lg">
      <AdminPageHeader title={texts.title} subtitle={texts.subtitle} />
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        <StatCard
          label={texts.users}
          value={numberFormat.format(data.userCount)}
          icon={IconUsers}
          color="indigo"
        />
        <StatCard
          label={texts.categories}
          value={numberFormat.format(data.categoryCount)}
          icon={IconCategory}
          color="grape"
        />
        <StatCard
          label={texts.tags}
          value={numberFormat.format(data.tagCount)}
          icon={IconTags}
          color="cyan"
        />
        <StatCard
          label={texts.courses}
          value={numberFormat.format(data.coursesCount)}
          icon={IconBook}
          color="teal"
          hint={texts.publishedCourses(data.publishedCourseCount)}
        />
        <StatCard
          label={texts.orders}
          value={numberFormat.format(data.orderCount)}
          icon={IconReceipt}
          color="blue"
        />
        <StatCard
          label={texts.revenue}
          value={data.revenueText}
          icon={IconCoin}
          color="green"
          hint={texts.revenueHint}
        />
        <StatCard
          label={texts.pendingOrders}
          value={numberFormat.format(data.pendingOrderCount)}
          icon={IconClockHour4}
          color="orange"
          hint={
            data.pendingOrderCount > 0 ? (
              <Anchor component={Link} to={`${paths.admin.orders}?status=0`} size="xs">
                {texts.pendingOrdersLink}
              </Anchor>
            ) : undefined
          }
        />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ChartCard
          id="registrations-chart"
          title={texts.registrationsTitle}
          summary={texts.registrationsSummary(registrationTotal)}
          chart={
            <AreaChart
              h={240}
              data={registrations}
              dataKey="label"
              series={[{ name: 'count', label: texts.registrationsSeries, color: 'indigo.8' }]}
              curveType="monotone"
              withDots={false}
              tickLine="none"
              gridAxis="y"
              yAxisProps={{ allowDecimals: false, width: 32 }}
              xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
              valueFormatter={(value) => numberFormat.format(value)}
              accessibilityLayer={false}
            />
          }
          table={
            <table>
              <caption>{texts.registrationsTitle}</caption>
              <thead>
                <tr>
                  <th>{texts.dayColumn}</th>
                  <th>{texts.countColumn}</th>
                </tr>
              </thead>
              <tbody>
                {data.recentRegistrations.map((day) => (
                  <tr key={day.date}>
                    <td>{formatDate(`${day.date}T12:00:00`)}</td>
                    <td>{day.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          }
        />
        <ChartCard
          id="sales-chart"
          title={texts.salesTitle}
          summary={texts.salesSummary(formatAmount(salesRevenue), salesOrders)}
          chart={
            <BarChart
              h={240}
              data={sales}
              dataKey="label"
              series={[{ name: 'revenue', label: texts.salesSeries, color: 'teal.8' }]}
              tickLine="none"
              gridAxis="y"
              yAxisProps={{ width: 56, tickFormatter: (value: number) => compactMoney.format(value) }}
              xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 8 }}
              valueFormatter={(value) => formatAmount(value)}
              maxBarWidth={32}
              accessibilityLayer={false}
            />
          }
          table={
            <table>
              <caption>{texts.salesTitle}</caption>
              <thead>
                <tr>
                  <th>{texts.monthColumn}</th>
                  <th>{texts.revenueColumn}</th>
                  <th>{texts.ordersColumn}</th>
                </tr>
              </thead>
              <tbody>
                {data.salesOverTime.map((month) => (
                  <tr key={month.month}>
                    <td>{monthLongLabel(month.month)}</td>
                    <td>{formatAmount(month.revenue)}</td>
                    <td>{month.orders}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          }
        />
      </SimpleGrid>

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="latest-users">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={2} size="h4" id="latest-users">
              {texts.latestUsersTitle}
            </Title>
            <Anchor component={Link} to={paths.admin.users} size="sm">
              {texts.allUsers}
            </Anchor>
          </Group>
          {data.latestUsers.length === 0 ? (
            <Text size="sm" c="dimmed">
              {texts.noLatestUsers}
            </Text>
          ) : (
            <Table verticalSpacing="xs">
              <Table.Tbody>
                {data.latestUsers.map((user) => (
                  <Table.Tr key={user.id}>
                    <Table.Td>
                      <Anchor component={Link} to={paths.admin.userEdit(user.id)} size="sm" fw={600}>
                        {user.fullName}
                      </Anchor>
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {user.email}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      <Text size="sm">{formatDate(user.createdAt)}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
