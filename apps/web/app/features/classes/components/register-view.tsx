import type { AttendanceEntry } from '@kampus/contract';
import { Alert, Button, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconCheck, IconCloudOff, IconX } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { fetchRegister, saveRegister } from '../classes-api.ts';
import { classTexts as texts } from '../classes-texts.ts';
import classes from './register-view.module.css';

type SaveState = 'idle' | 'saving' | 'saved' | 'retrying' | 'failed';

/** Waits after a failed save: 1, 2, 4, 8 s, then every 10 s, until the connection is back. */
const retryDelay = (attempt: number) => Math.min(10_000, 1_000 * 2 ** attempt);
/** A refusal the server meant (4xx) is not retried; a dropped connection, a time-out or a 5xx is. */
const isWorthRetrying = (error: unknown) =>
  !isApiError(error) ||
  error.kind !== 'http' ||
  error.status >= 500 ||
  error.status === 408 ||
  error.status === 429;

/**
 * The lecturer's register of one session, made for a phone in a classroom: one large button per learner, one tap
 * toggles present/absent, 'Hepsi geldi' and 'Hepsi gelmedi' at the top. Every change is saved at once as the whole
 * register (a retried save gives the same result); while the connection is down the latest register is kept and
 * sent again with growing pauses until it arrives, so no tap is lost.
 */
export function RegisterView({ sessionId }: { sessionId: string }) {
  const [entries, setEntries] = useState<AttendanceEntry[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [saveError, setSaveError] = useState<string | null>(null);
  const latest = useRef<AttendanceEntry[]>([]);
  const version = useRef(0);
  const savedVersion = useRef(0);
  const isFlushing = useRef(false);
  const isMounted = useRef(true);

  useEffect(() => {
    isMounted.current = true;
    const controller = new AbortController();
    fetchRegister(sessionId, controller.signal)
      .then((list) => {
        latest.current = list;
        setEntries(list);
      })
      .catch((error) => {
        if (!controller.signal.aborted)
          setLoadError(
            isApiError(error) && error.errorMessage ? error.errorMessage : texts.registerLoadFailed,
          );
      });
    return () => {
      isMounted.current = false;
      controller.abort();
    };
  }, [sessionId]);

  const flush = useCallback(async () => {
    if (isFlushing.current) return;
    isFlushing.current = true;
    let attempt = 0;
    try {
      while (isMounted.current && savedVersion.current < version.current) {
        const sending = version.current;
        const present = latest.current.filter((e) => e.present === true).map((e) => e.studentId);
        setSaveState(attempt === 0 ? 'saving' : 'retrying');
        try {
          await saveRegister(sessionId, present);
          savedVersion.current = sending;
          attempt = 0;
        } catch (error) {
          if (!isWorthRetrying(error)) {
            setSaveState('failed');
            setSaveError(isApiError(error) ? (error.errorMessage ?? error.message) : String(error));
            return;
          }
          setSaveState('retrying');
          await new Promise((resolve) => setTimeout(resolve, retryDelay(attempt)));
          attempt += 1;
        }
      }
      if (isMounted.current) {
        setSaveState('saved');
        setSaveError(null);
        // The register as saved: every enrolled learner is now marked.
        const marked = latest.current.map((e) => ({ ...e, present: e.present === true }));
        latest.current = marked;
        setEntries(marked);
      }
    } finally {
      isFlushing.current = false;
    }
  }, [sessionId]);

  const change = (next: AttendanceEntry[]) => {
    latest.current = next;
    version.current += 1;
    setEntries(next);
    void flush();
  };
  const toggle = (studentId: string) =>
    change(
      latest.current.map((e) => (e.studentId === studentId ? { ...e, present: e.present !== true } : e)),
    );
  const setAll = (present: boolean) => change(latest.current.map((e) => ({ ...e, present })));

  if (loadError)
    return (
      <Alert color="red" role="alert">
        {loadError}
      </Alert>
    );
  if (entries === null)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label="Yükleniyor" />
      </Group>
    );

  const presentCount = entries.filter((e) => e.present === true).length;
  return (
    <Stack gap="md" className={classes.register}>
      <Group justify="space-between" align="center" wrap="nowrap">
        <Title order={1} size="h2">
          {texts.registerTitle}
        </Title>
        <Text size="sm" aria-live="polite" data-testid="register-status" className={classes.status}>
          {saveState === 'saving' ? texts.saving : null}
          {saveState === 'saved' ? texts.saved : null}
          {saveState === 'retrying' ? (
            <>
              <IconCloudOff size={16} aria-hidden="true" /> {texts.retrying}
            </>
          ) : null}
        </Text>
      </Group>
      {saveError ? (
        <Alert color="red" role="alert">
          {saveError}
        </Alert>
      ) : null}
      {entries.length === 0 ? (
        <Text>{texts.noLearners}</Text>
      ) : (
        <>
          <Group grow gap="sm">
            <Button size="md" h={52} color="teal.9" onClick={() => setAll(true)}>
              {texts.allPresent}
            </Button>
            <Button size="md" h={52} color="red.9" variant="outline" onClick={() => setAll(false)}>
              {texts.allAbsent}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {texts.presentCount(presentCount, entries.length)}
          </Text>
          <ul className={classes.list}>
            {entries.map((e) => (
              <li key={e.studentId}>
                <UnstyledButton
                  className={classes.learner}
                  data-state={e.present === null ? 'unmarked' : e.present ? 'present' : 'absent'}
                  aria-pressed={e.present === true}
                  onClick={() => toggle(e.studentId)}
                >
                  <span className={classes.name}>
                    {e.name} {e.surname}
                  </span>
                  <span className={classes.mark}>
                    {e.present === true ? <IconCheck size={20} aria-hidden="true" /> : null}
                    {e.present === false ? <IconX size={20} aria-hidden="true" /> : null}
                    {e.present === null ? texts.unmarked : e.present ? texts.present : texts.absent}
                  </span>
                </UnstyledButton>
              </li>
            ))}
          </ul>
        </>
      )}
    </Stack>
  );
}
