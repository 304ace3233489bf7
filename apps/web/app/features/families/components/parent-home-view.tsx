import {
  Anchor,
  Button,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconChevronRight, IconShoppingBag, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { ChildSummary } from '../families-api.ts';
import { latestActivity, overallProgress, parentTexts as t } from '../parent-texts.ts';

function Heading() {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <div>
        <Title order={1}>{t.homeTitle}</Title>
        <Text c="dimmed">{t.homeSubtitle}</Text>
      </div>
      <Button
        component={Link}
        to={paths.parent.requests}
        variant="light"
        leftSection={<IconShoppingBag size={18} aria-hidden="true" />}
      >
        {t.requests}
      </Button>
    </Group>
  );
}

/** One linked child: name, overall progress across their courses and last activity, leading to the child's page. */
function ChildCard({ summary }: { summary: ChildSummary }) {
  const { child, overview } = summary;
  const name = `${child.name} ${child.surname}`;
  const percent = overallProgress(overview.courses);
  return (
    <Paper withBorder radius="md" p="md" h="100%" data-testid="child-card">
      <Stack gap="sm" h="100%">
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          <Anchor component={Link} to={paths.parent.child(child.id)} c="inherit" fw={700}>
            {name}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed">
          {t.courseCount(overview.courses.length)}
        </Text>
        <div>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600}>
              {t.overallProgress}
            </Text>
            <Text size="sm" fw={600} data-testid="overall-progress">{`%${percent}`}</Text>
          </Group>
          <Progress value={percent} aria-label={t.progressLabel(name)} mt={4} />
        </div>
        <Text size="sm">{t.lastActivity(latestActivity(overview.courses))}</Text>
        <Button
          component={Link}
          to={paths.parent.child(child.id)}
          variant="light"
          mt="auto"
          rightSection={<IconChevronRight size={16} aria-hidden="true" />}
          aria-label={t.openChild(name)}
        >
          {t.details}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The Parent role's home (`/parent`): a card per linked child, or how a child gets linked. */
export function ParentHomeView({ summaries }: { summaries: ChildSummary[] }) {
  return (
    <Stack gap="lg">
      <Heading />
      {summaries.length === 0 ? (
        <Paper withBorder radius="md" p="xl" data-testid="empty-state">
          <Stack align="center" gap="sm" ta="center">
            <IconUsers size={40} stroke={1.4} aria-hidden="true" color="var(--mantine-color-gray-6)" />
            <Text fw={600}>{t.emptyTitle}</Text>
            <Text c="dimmed" maw={520}>
              {t.emptyText}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="lg"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {summaries.map((summary) => (
            <li key={summary.child.id}>
              <ChildCard summary={summary} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

export function ParentHomeSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t.homeLoading}>
      <Heading />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {[0, 1].map((key) => (
          <Paper key={key} withBorder radius="md" p="md">
            <Stack gap="sm">
              <Skeleton height={24} width="60%" />
              <Skeleton height={12} width="30%" />
              <Skeleton height={10} />
              <Skeleton height={12} width="50%" />
              <Skeleton height={36} />
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
