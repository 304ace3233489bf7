import type { ClassSession, MyAttendance } from '@kampus/contract';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconVideo } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { fetchCourseSessions, fetchMyAttendance } from '../classes-api.ts';
import { classTexts as texts } from '../classes-texts.ts';
import { sessionWhen, timeText } from '../session-time.ts';
import { SessionKindBadge } from './session-badges.tsx';

/** Timers further away than this are not set (the browser caps them); the page is read again on the next visit. */
const MAX_TIMER_MS = 24 * 3_600_000;

/**
 * The learning screen's next session: its time and place, and 'Derse Katıl' from 15 minutes before the start, when
 * the server gives the link and the device's clock has reached `joinOpensAt` too. The list is read again at that
 * moment and when the session ends, so a learner waiting on the page sees the button appear without reloading.
 * Below, the learner's attendance.
 */
export function NextSession({ courseId }: { courseId: string }) {
  const [sessions, setSessions] = useState<ClassSession[] | null>(null);
  const [attendance, setAttendance] = useState<MyAttendance | null>(null);
  const load = useCallback(
    (signal?: AbortSignal) =>
      fetchCourseSessions(courseId, signal)
        .then(setSessions)
        .catch(() => {}),
    [courseId],
  );
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    fetchMyAttendance(courseId, controller.signal)
      .then(setAttendance)
      .catch(() => {});
    return () => controller.abort();
  }, [courseId, load]);

  const now = Date.now();
  const next = (sessions ?? []).find((s) => Date.parse(s.endsAt) > now) ?? null;

  // Read the list again when the link opens and when the session ends.
  useEffect(() => {
    if (!next) return;
    const moments = [next.joinOpensAt, next.endsAt].filter((m): m is string => m !== null);
    const due = moments.map((m) => Date.parse(m) - Date.now()).filter((ms) => ms > 0 && ms < MAX_TIMER_MS);
    const timers = due.map((ms) => window.setTimeout(() => void load(), ms + 500));
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [next, load]);

  if (!next && !attendance?.recordedCount) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="next-session-title">
      <Stack gap="xs">
        {next ? (
          <>
            <Title order={2} size="h4" id="next-session-title">
              {texts.nextSession}
            </Title>
            <Text fw={600}>{next.title}</Text>
            <Text size="sm">{sessionWhen(next.startsAt, next.endsAt)}</Text>
            <SessionKindBadge session={next} />
            {next.location ? (
              <Text size="sm">
                <IconMapPin size={14} aria-hidden="true" /> {next.location}
              </Text>
            ) : null}
            {next.onlineUrl && next.joinOpensAt && Date.now() >= Date.parse(next.joinOpensAt) ? (
              <Button
                component="a"
                href={next.onlineUrl}
                target="_blank"
                rel="noopener noreferrer"
                size="md"
                leftSection={<IconVideo size={18} aria-hidden="true" />}
              >
                {texts.join}
              </Button>
            ) : next.isOnline && next.joinOpensAt ? (
              <Text size="sm" c="dimmed">
                {texts.joinOpensAt(timeText(next.joinOpensAt))}
              </Text>
            ) : null}
          </>
        ) : (
          <Title order={2} size="h4" id="next-session-title">
            {texts.comingSessions}
          </Title>
        )}
        {attendance && attendance.recordedCount > 0 ? (
          <Text size="sm" c="dimmed">
            {texts.myAttendance(attendance.presentCount, attendance.recordedCount)}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
