import type { ClassSession } from '@kampus/contract';
import { Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { fetchCourseSessions } from '../classes-api.ts';
import { classTexts as texts } from '../classes-texts.ts';
import { sessionWhen } from '../session-time.ts';
import { SessionKindBadge } from './session-badges.tsx';

/** The seats of a course with a limit: 'Son 3 kontenjan', 'Kontenjan dolu'; nothing without a limit. */
export function SeatsBadge({ seatsLeft }: { seatsLeft: number | null }) {
  if (seatsLeft === null) return null;
  return (
    <Badge color={seatsLeft <= 5 ? 'red.9' : 'gray.8'} variant="outline" size="lg">
      {texts.seatsLeft(seatsLeft)}
    </Badge>
  );
}

/** The course page's coming sessions (at most five); the place only for the enrolled, as the server decides. */
export function ComingSessions({ courseId, seatsLeft }: { courseId: string; seatsLeft: number | null }) {
  const [sessions, setSessions] = useState<ClassSession[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchCourseSessions(courseId, controller.signal)
      .then(setSessions)
      .catch(() => setSessions([]));
    return () => controller.abort();
  }, [courseId]);

  const now = Date.now();
  const coming = (sessions ?? []).filter((s) => Date.parse(s.endsAt) > now).slice(0, 5);
  if (sessions !== null && coming.length === 0 && seatsLeft === null) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="coming-sessions-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="coming-sessions-title">
            {texts.comingSessions}
          </Title>
          <SeatsBadge seatsLeft={seatsLeft} />
        </Group>
        {sessions === null ? (
          <Loader size="sm" aria-label="Yükleniyor" />
        ) : coming.length === 0 ? (
          <Text size="sm" c="dimmed">
            {texts.noComingSessions}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {coming.map((s) => (
              <li key={s.id}>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600}>
                      {s.title}
                    </Text>
                    <Text size="sm">{sessionWhen(s.startsAt, s.endsAt)}</Text>
                    {s.location ? (
                      <Text size="sm" c="dimmed">
                        <IconMapPin size={14} aria-hidden="true" /> {s.location}
                      </Text>
                    ) : null}
                  </Stack>
                  <SessionKindBadge session={s} />
                </Group>
              </li>
            ))}
            {coming.some((s) => s.location === null && s.isOnsite) ? (
              <Text size="xs" c="dimmed">
                {texts.placeHidden}
              </Text>
            ) : null}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
