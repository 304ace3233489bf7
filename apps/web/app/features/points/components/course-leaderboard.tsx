import type { Leaderboard } from '@kampus/contract';
import { Group, Paper, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { fetchLeaderboard } from '../points-api.ts';
import { pointsTexts } from '../points-texts.ts';

const texts = pointsTexts.leaderboard;

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; board: Leaderboard };

export type CourseLeaderboardProps = {
  courseId: string;
  /** Changes when the learner's progress does (a lecture completed, a quiz passed): the board is read again. */
  refreshKey?: number;
  /** Loads the board; the API by default (tests pass their own). */
  load?: (courseId: string, signal: AbortSignal) => Promise<Leaderboard>;
};

/** The course's top ten and the learner's own rank: a small card beside the lecture, for enrolled learners. */
export function CourseLeaderboard({
  courseId,
  refreshKey = 0,
  load = fetchLeaderboard,
}: CourseLeaderboardProps) {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    // refreshKey is read so that a new completion loads the board again.
    void refreshKey;
    const controller = new AbortController();
    load(courseId, controller.signal)
      .then((board) => setState({ status: 'ready', board }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [courseId, refreshKey, load]);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="leaderboard-title">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="yellow" radius="md" aria-hidden="true">
            <IconTrophy size={18} />
          </ThemeIcon>
          <div>
            <Title order={2} size="h4" id="leaderboard-title">
              {texts.title}
            </Title>
            <Text size="xs" c="dimmed">
              {texts.description}
            </Text>
          </div>
        </Group>
        {state.status === 'loading' && (
          <Stack gap={6} aria-busy="true" aria-label={texts.loading}>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} height={20} />
            ))}
          </Stack>
        )}
        {state.status === 'failed' && (
          <Text size="sm" c="dimmed">
            {texts.failed}
          </Text>
        )}
        {state.status === 'ready' && <Board board={state.board} />}
      </Stack>
    </Paper>
  );
}

function Board({ board }: { board: Leaderboard }) {
  const mine = pointsTexts.points(board.me.points);
  // Names repeat ("Ayşe K." twice, even at one rank); the row's place on the board tells them apart.
  const rows = board.items.map((item, place) => ({ ...item, place }));
  return (
    <>
      {board.items.length === 0 ? (
        <Text size="sm">{texts.empty}</Text>
      ) : (
        <Table striped verticalSpacing={4} horizontalSpacing="xs" data-testid="leaderboard">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w={48}>
                {texts.rank}
              </Table.Th>
              <Table.Th scope="col">{texts.learner}</Table.Th>
              <Table.Th scope="col" ta="right">
                {texts.points}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((item) => (
              <Table.Tr key={item.place}>
                <Table.Td fw={700}>{`${item.rank}.`}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.displayName}</Table.Td>
                <Table.Td ta="right">{item.points}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Text size="sm" fw={600} data-testid="leaderboard-me">
        {texts.me(board.me.rank, mine)}
      </Text>
    </>
  );
}
