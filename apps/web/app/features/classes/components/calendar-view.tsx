import type { CalendarSession } from '@kampus/contract';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  CopyButton,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconMapPin } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import { fetchCalendarSessions, fetchFeedUrl } from '../classes-api.ts';
import { classTexts as texts } from '../classes-texts.ts';
import { addDays, dayText, istanbulDay, timeText, weekStartOf } from '../session-time.ts';
import { SessionKindBadge } from './session-badges.tsx';

type View = 'week' | 'list';

function SessionLine({ session }: { session: CalendarSession }) {
  return (
    <Card withBorder radius="sm" padding="xs">
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {timeText(session.startsAt)}–{timeText(session.endsAt)} · {session.title}
        </Text>
        <Text size="sm" component={Link} to={paths.course(session.courseId)} c="blue.8">
          {session.courseName}
        </Text>
        <Group gap={4}>
          <SessionKindBadge session={session} />
          {session.role === 'lecturer' ? (
            <Badge variant="outline" color="gray">
              {texts.asLecturer}
            </Badge>
          ) : null}
        </Group>
        {session.location ? (
          <Text size="xs">
            <IconMapPin size={12} aria-hidden="true" /> {session.location}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

const byDay = (sessions: CalendarSession[]) => {
  const days = new Map<string, CalendarSession[]>();
  for (const s of sessions) {
    const key = istanbulDay(s.startsAt);
    days.set(key, [...(days.get(key) ?? []), s]);
  }
  return days;
};

/** `/calendar`: the caller's sessions in a week (Monday first, Istanbul days) or as a list, and the feed address. */
export function CalendarView() {
  const [view, setView] = useState<View>('week');
  const [weekStart, setWeekStart] = useState(() => weekStartOf(new Date().toISOString()));
  const [sessions, setSessions] = useState<CalendarSession[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [feedUrl, setFeedUrl] = useState<string | null>(null);

  const range = useMemo(
    () =>
      view === 'week'
        ? { from: weekStart, to: addDays(weekStart, 7) }
        : { from: new Date().toISOString(), to: addDays(new Date().toISOString(), 120) },
    [view, weekStart],
  );
  useEffect(() => {
    const controller = new AbortController();
    setSessions(null);
    fetchCalendarSessions(range, controller.signal)
      .then((list) => {
        setSessions(list);
        setFailed(false);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [range]);
  useEffect(() => {
    const controller = new AbortController();
    fetchFeedUrl(controller.signal)
      .then((f) => setFeedUrl(f.url))
      .catch(() => {});
    return () => controller.abort();
  }, []);

  const days = byDay(sessions ?? []);
  const weekDays = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{texts.calendarTitle}</Title>
        <Text c="dimmed">{texts.calendarSubtitle}</Text>
      </div>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          aria-label={texts.viewLabel}
          value={view}
          onChange={(v) => setView(v as View)}
          data={[
            { value: 'week', label: texts.weekView },
            { value: 'list', label: texts.listView },
          ]}
        />
        {view === 'week' ? (
          <Group gap="xs">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={texts.previousWeek}
              onClick={() => setWeekStart((w) => addDays(w, -7))}
            >
              <IconChevronLeft size={18} aria-hidden="true" />
            </ActionIcon>
            <Button variant="default" onClick={() => setWeekStart(weekStartOf(new Date().toISOString()))}>
              {texts.thisWeek}
            </Button>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={texts.nextWeek}
              onClick={() => setWeekStart((w) => addDays(w, 7))}
            >
              <IconChevronRight size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        ) : null}
      </Group>

      {failed ? (
        <Alert color="red" role="alert">
          {texts.loadFailed}
        </Alert>
      ) : sessions === null ? (
        <Group justify="center" py="xl">
          <Loader aria-label="Yükleniyor" />
        </Group>
      ) : view === 'week' ? (
        <>
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 7 }}
            spacing="sm"
            aria-label={`${dayText(weekStart)} haftası`}
          >
            {weekDays.map((day) => {
              const list = days.get(istanbulDay(day)) ?? [];
              return (
                <Stack key={day} gap="xs" component="section" aria-label={dayText(day)}>
                  <Text size="sm" fw={700}>
                    {dayText(day)}
                  </Text>
                  {list.length === 0 ? (
                    <Text size="xs" c="dimmed">
                      —
                    </Text>
                  ) : (
                    list.map((s) => <SessionLine key={s.id} session={s} />)
                  )}
                </Stack>
              );
            })}
          </SimpleGrid>
          {sessions.length === 0 ? <Text c="dimmed">{texts.noSessionsThisWeek}</Text> : null}
        </>
      ) : sessions.length === 0 ? (
        <EmptyState message={texts.noCalendarSessions} />
      ) : (
        <Stack gap="md">
          {[...days.entries()].map(([day, list]) => (
            <Stack key={day} gap="xs" component="section" aria-label={dayText(list[0]?.startsAt ?? day)}>
              <Title order={2} size="h5">
                {dayText(list[0]?.startsAt ?? day)}
              </Title>
              {list.map((s) => (
                <SessionLine key={s.id} session={s} />
              ))}
            </Stack>
          ))}
        </Stack>
      )}

      {feedUrl ? (
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby="feed-title">
          <Stack gap="xs">
            <Title order={2} size="h4" id="feed-title">
              {texts.feedTitle}
            </Title>
            <Text size="sm">{texts.feedText}</Text>
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <TextInput label="iCal adresi" value={feedUrl} readOnly style={{ flex: 1, minWidth: 0 }} />
              <CopyButton value={feedUrl}>
                {({ copied, copy }) => (
                  <Button onClick={copy} variant="light">
                    {copied ? texts.feedCopied : texts.feedCopy}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}
