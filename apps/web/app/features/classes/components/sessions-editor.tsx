import type { ClassSession } from '@kampus/contract';
import { Alert, Button, Card, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { IconClipboardCheck, IconPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import { addSession, cancelSession, fetchCourseSessions, updateSession } from '../classes-api.ts';
import { classTexts as texts } from '../classes-texts.ts';
import { sessionWhen } from '../session-time.ts';
import { SessionKindBadge } from './session-badges.tsx';
import { SessionForm } from './session-form.tsx';

type Editing = { kind: 'new' } | { kind: 'edit'; session: ClassSession } | null;

/** The content editor's 'Oturumlar' tab: the course's sessions, added, moved and cancelled by its lecturer. */
export function SessionsEditor({ courseId }: { courseId: string }) {
  const [sessions, setSessions] = useState<ClassSession[] | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [cancelling, setCancelling] = useState<ClassSession | null>(null);
  const [isCancelBusy, setCancelBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setSessions(await fetchCourseSessions(courseId));
      setLoadError(false);
    } catch {
      setLoadError(true);
    }
  }, [courseId]);
  useEffect(() => {
    void load();
  }, [load]);

  const now = Date.now();
  const confirmCancel = async () => {
    if (!cancelling) return;
    setCancelBusy(true);
    try {
      await cancelSession(cancelling.id);
      setCancelling(null);
      await load();
    } finally {
      setCancelBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2}>{texts.editorTitle}</Title>
          <Text size="sm" c="dimmed">
            {texts.editorSubtitle}
          </Text>
        </div>
        <Button
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          onClick={() => setEditing({ kind: 'new' })}
        >
          {texts.newSession}
        </Button>
      </Group>
      {loadError ? (
        <Alert color="red" role="alert">
          {texts.loadFailed}
        </Alert>
      ) : sessions === null ? (
        <Group justify="center" py="xl">
          <Loader aria-label="Yükleniyor" />
        </Group>
      ) : sessions.length === 0 ? (
        <EmptyState message={texts.noSessions} action={<Text size="sm">{texts.noSessionsText}</Text>} />
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {sessions.map((s) => {
            const isPast = Date.parse(s.endsAt) <= now;
            return (
              <Card key={s.id} component="li" withBorder radius="md" padding="md">
                <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Text fw={600}>{s.title}</Text>
                      <SessionKindBadge session={s} />
                      {isPast ? (
                        <Text size="xs" c="dimmed">
                          {texts.past}
                        </Text>
                      ) : null}
                    </Group>
                    <Text size="sm">{sessionWhen(s.startsAt, s.endsAt)}</Text>
                    {s.location ? (
                      <Text size="sm" c="dimmed">
                        {s.location}
                      </Text>
                    ) : null}
                    {s.onlineUrl ? (
                      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {s.onlineUrl}
                      </Text>
                    ) : null}
                  </Stack>
                  <Group gap="xs">
                    <Button
                      component={Link}
                      to={paths.sessionRegister(s.id)}
                      variant="light"
                      leftSection={<IconClipboardCheck size={16} aria-hidden="true" />}
                      aria-label={`${texts.register}: ${s.title}`}
                    >
                      {texts.register}
                    </Button>
                    {!isPast ? (
                      <>
                        <Button
                          variant="default"
                          onClick={() => setEditing({ kind: 'edit', session: s })}
                          aria-label={`${texts.move}: ${s.title}`}
                        >
                          {texts.move}
                        </Button>
                        <Button
                          color="red"
                          variant="subtle"
                          onClick={() => setCancelling(s)}
                          aria-label={`${texts.cancelSession}: ${s.title}`}
                        >
                          {texts.cancelSession}
                        </Button>
                      </>
                    ) : null}
                  </Group>
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.kind === 'edit' ? texts.editSession : texts.newSession}
        size="lg"
      >
        {editing ? (
          <SessionForm
            session={editing.kind === 'edit' ? editing.session : null}
            onCancel={() => setEditing(null)}
            onSubmit={async (input) => {
              if (editing.kind === 'edit') await updateSession(editing.session.id, input);
              else await addSession(courseId, input);
              setEditing(null);
              await load();
            }}
          />
        ) : null}
      </Modal>

      <Modal
        opened={cancelling !== null}
        onClose={() => setCancelling(null)}
        title={texts.cancelConfirmTitle}
      >
        <Stack>
          <Text>{cancelling ? texts.cancelConfirm(cancelling.title) : ''}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setCancelling(null)}>
              {texts.cancel}
            </Button>
            <Button color="red" loading={isCancelBusy} onClick={() => void confirmCancel()}>
              {texts.cancelSession}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
