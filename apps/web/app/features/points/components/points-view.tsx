import { formatLongDate, type PointsSummary } from '@kampus/contract';
import { Button, EmptyState, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { pointsTexts } from '../points-texts.ts';

const texts = pointsTexts.page;

/** 'Puanlarım': the total and every lecture that earned points, newest first. */
export function PointsView({ summary }: { summary: PointsSummary }) {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{texts.title}</Title>
        <Text c="dimmed">{texts.description}</Text>
      </div>
      <Paper withBorder radius="md" p="md" maw={360}>
        <Group gap="md" wrap="nowrap">
          <ThemeIcon variant="light" color="yellow" size="xl" radius="md" aria-hidden="true">
            <IconStar size={24} />
          </ThemeIcon>
          <div>
            <Text size="sm" c="dimmed" fw={500}>
              {texts.total}
            </Text>
            <Text fz={32} fw={800} lh={1} data-testid="points-total">
              {new Intl.NumberFormat('tr-TR').format(summary.total)}
            </Text>
          </div>
        </Group>
      </Paper>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {texts.history}
        </Title>
        {summary.items.length === 0 ? (
          <Paper withBorder radius="md" py="xl" px="md">
            <EmptyState
              icon={<IconStar size={32} aria-hidden="true" />}
              title={texts.empty}
              description={texts.emptyHint}
            >
              <Button component={Link} to={paths.myCourses} mt="sm">
                {texts.toCourses}
              </Button>
            </EmptyState>
          </Paper>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {summary.items.map((item) => (
              <Paper
                component="li"
                key={`${item.earnedAt}-${item.courseName}-${item.lectureName}`}
                withBorder
                radius="md"
                p="sm"
                data-testid="points-item"
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                  <Stack gap={2} miw={0}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {item.lectureName}
                    </Text>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {item.courseName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {pointsTexts.earnedOn(formatLongDate(item.earnedAt))}
                    </Text>
                  </Stack>
                  <Text fw={700} c="teal.9" style={{ whiteSpace: 'nowrap' }}>
                    {`+${pointsTexts.points(item.points)}`}
                  </Text>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

export function PointsSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label={texts.loading}>
      <Title order={1}>{texts.title}</Title>
      <Skeleton height={80} maw={360} radius="md" />
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} height={64} radius="md" />
      ))}
    </Stack>
  );
}
