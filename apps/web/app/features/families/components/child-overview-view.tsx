import { type ChildOverview, formatDate, labelOf, orderStatusLabels } from '@kampus/contract';
import {
  ActionIcon,
  Anchor,
  Badge,
  Code,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { paths } from '../../../config/paths.ts';
import { parentTexts as t } from '../parent-texts.ts';
import { WeeklyProgressChart } from './weekly-progress-chart.tsx';

function Section({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {empty ? (
        <Paper withBorder radius="md" p="md">
          <Text c="dimmed">{empty}</Text>
        </Paper>
      ) : (
        children
      )}
    </Stack>
  );
}

function Header({ title }: { title: string }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ActionIcon
        component={Link}
        to={paths.parent.home}
        variant="default"
        size="lg"
        aria-label={t.back}
        mt={6}
      >
        <IconArrowLeft size={18} aria-hidden="true" />
      </ActionIcon>
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
    </Group>
  );
}

/**
 * A linked child's page (`/parent/children/:childId`): courses, lessons completed per week, certificates, quiz
 * results and orders.
 */
export function ChildOverviewView({ overview }: { overview: ChildOverview }) {
  const { child, courses, weeklyProgress, certificates, quizzes, orders } = overview;
  return (
    <Stack gap="xl">
      <Header title={`${child.name} ${child.surname}`} />

      <Section title={t.courses} empty={courses.length === 0 ? t.noCourses : null}>
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          spacing="md"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {courses.map((course) => (
            <li key={course.id}>
              <Paper withBorder radius="md" p="md" h="100%" data-testid="child-course">
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                      {course.name}
                    </Text>
                    <Text fw={600} data-testid="course-progress">{`%${course.progressPercent}`}</Text>
                  </Group>
                  <Progress value={course.progressPercent} aria-label={t.courseProgressLabel(course.name)} />
                  <Text size="sm">{t.lessons(course.completedLessons, course.totalLessons)}</Text>
                  <Text size="sm" c="dimmed">
                    {t.lastActivity(course.lastActivityAt)}
                  </Text>
                </Stack>
              </Paper>
            </li>
          ))}
        </SimpleGrid>
      </Section>

      <Section title={t.weeklyTitle} empty={null}>
        <WeeklyProgressChart weeks={weeklyProgress} />
      </Section>

      <Section title={t.certificates} empty={certificates.length === 0 ? t.noCertificates : null}>
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {certificates.map((c) => (
            <Paper component="li" key={c.id} withBorder radius="md" p="md" data-testid="child-certificate">
              <Group justify="space-between" gap="sm">
                <Stack gap={2} miw={0}>
                  <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                    {c.courseName}
                  </Text>
                  <Text size="sm">{t.issuedAt(c.issuedAt)}</Text>
                  <Code fz="sm">{c.verificationCode}</Code>
                </Stack>
                <Anchor
                  component={Link}
                  to={paths.certificateVerify(c.verificationCode)}
                  aria-label={t.verifyLabel(c.courseName)}
                >
                  {t.verify}
                </Anchor>
              </Group>
            </Paper>
          ))}
        </Stack>
      </Section>

      <Section title={t.quizzes} empty={quizzes.length === 0 ? t.noQuizzes : null}>
        <ResponsiveTable>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.quizCourse}</Table.Th>
              <Table.Th>{t.quizLecture}</Table.Th>
              <Table.Th>{t.quizScore}</Table.Th>
              <Table.Th>{t.quizResult}</Table.Th>
              <Table.Th>{t.quizDate}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {quizzes.map((q) => (
              <Table.Tr key={`${q.courseName}:${q.lectureName}:${q.createdAt}`} data-testid="child-quiz">
                <Table.Td data-label={t.quizCourse}>{q.courseName}</Table.Td>
                <Table.Td data-label={t.quizLecture}>{q.lectureName}</Table.Td>
                <Table.Td data-label={t.quizScore}>{q.score}</Table.Td>
                <Table.Td data-label={t.quizResult}>
                  <Badge color={q.passed ? 'teal.9' : 'red.8'} variant="filled" autoContrast>
                    {q.passed ? t.passed : t.failed}
                  </Badge>
                </Table.Td>
                <Table.Td data-label={t.quizDate}>{formatDate(q.createdAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      </Section>

      <Section title={t.orders} empty={orders.length === 0 ? t.noOrders : null}>
        <ResponsiveTable>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.orderNumber}</Table.Th>
              <Table.Th>{t.orderDate}</Table.Th>
              <Table.Th>{t.orderStatus}</Table.Th>
              <Table.Th>{t.orderTotal}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.map((o) => (
              <Table.Tr key={o.id} data-testid="child-order">
                <Table.Td data-label={t.orderNumber}>{o.orderNumber}</Table.Td>
                <Table.Td data-label={t.orderDate}>{formatDate(o.createDate)}</Table.Td>
                <Table.Td data-label={t.orderStatus}>{labelOf(orderStatusLabels, o.status)}</Table.Td>
                <Table.Td data-label={t.orderTotal}>{o.totalText}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      </Section>
    </Stack>
  );
}

export function ChildOverviewSkeleton() {
  return (
    <Stack gap="xl" aria-busy="true" aria-label={t.childLoading}>
      <Skeleton height={36} width="40%" />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {[0, 1].map((key) => (
          <Paper key={key} withBorder radius="md" p="md">
            <Stack gap="sm">
              <Skeleton height={18} width="70%" />
              <Skeleton height={8} />
              <Skeleton height={12} width="50%" />
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <Skeleton height={120} />
    </Stack>
  );
}
