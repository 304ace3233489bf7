import type { NotificationItem } from '@kampus/contract';
import { Alert, Box, Button, Divider, Group, Loader, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import { notificationTexts as texts } from '../notification-texts.ts';
import { fetchNotifications, markAllNotificationsRead } from '../notifications-api.ts';
import { openItem, setUnreadCount, useNotificationRevision } from '../unread-store.ts';
import { BellButton } from './notification-bell.tsx';
import { NotificationEntry } from './notification-entry.tsx';

/** The bell's list shows the newest few; the page has the rest. */
export const BELL_LIST_SIZE = 6;

type ListState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; items: NotificationItem[] };

/** The bell with its list under it, loaded on first use by `notification-bell.tsx`. */
export default function BellPopover({
  unread,
  opened,
  onChange,
}: {
  unread: number | null;
  opened: boolean;
  onChange: (opened: boolean) => void;
}) {
  const revision = useNotificationRevision();
  const headingId = useId();
  const [list, setList] = useState<ListState>({ kind: 'loading' });
  const [isMarking, setMarking] = useState(false);

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      const page = await fetchNotifications(1, BELL_LIST_SIZE, signal);
      if (signal?.aborted) return;
      setList({ kind: 'ready', items: page.items });
      setUnreadCount(page.unreadCount);
    } catch {
      if (!signal?.aborted) setList({ kind: 'failed' });
    }
  }, []);

  // Every opening reads the list again, and so does each notification arriving while it is open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: revision is the trigger, not a value read
  useEffect(() => {
    if (!opened) return;
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [opened, revision, load]);

  const close = () => onChange(false);

  const markAll = async () => {
    setMarking(true);
    try {
      await markAllNotificationsRead();
      setUnreadCount(0);
      setList((current) =>
        current.kind === 'ready'
          ? { kind: 'ready', items: current.items.map((item) => ({ ...item, isRead: true })) }
          : current,
      );
    } catch {
      // The API client has said why.
    } finally {
      setMarking(false);
    }
  };

  let body: ReactNode;
  if (list.kind === 'loading')
    body = (
      <Group justify="center" py="lg" aria-busy="true">
        <Loader size="sm" aria-label={texts.loading} />
      </Group>
    );
  else if (list.kind === 'failed')
    body = (
      <Alert color="red" variant="light" role="alert" title={texts.loadFailed} m="sm">
        <Button size="xs" variant="default" mt="xs" onClick={() => void load()}>
          {texts.retry}
        </Button>
      </Alert>
    );
  else if (list.items.length === 0)
    body = (
      <Box p="sm">
        <EmptyState message={texts.empty} />
      </Box>
    );
  else
    body = (
      <ScrollArea.Autosize mah="min(60vh, 28rem)" type="auto">
        <Stack component="ul" gap={4} p={4} m={0} style={{ listStyle: 'none' }}>
          {list.items.map((item) => (
            <NotificationEntry
              key={item.id}
              item={item}
              isCompact
              onOpen={(opened) => {
                openItem(opened);
                close();
              }}
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    );

  return (
    <Popover
      opened={opened}
      onChange={onChange}
      position="bottom-end"
      width="min(380px, calc(100vw - 16px))"
      shadow="md"
      withinPortal
      trapFocus
      returnFocus
      offset={8}
    >
      <Popover.Target>
        <BellButton unread={unread} isOpen={opened} onClick={() => onChange(!opened)} />
      </Popover.Target>
      {/* Named by its heading, not by the bell (whose name changes with the count). */}
      <Popover.Dropdown p={0} aria-labelledby={headingId} data-testid="notification-popover">
        <Group justify="space-between" px="sm" py="xs" gap="xs" wrap="nowrap">
          <Text fw={700} component="h2" size="md" m={0} id={headingId}>
            {texts.title}
          </Text>
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => void markAll()}
            disabled={!unread || isMarking}
            loading={isMarking}
          >
            {texts.markAllRead}
          </Button>
        </Group>
        <Divider />
        {body}
        <Divider />
        <Group justify="center" p="xs">
          <Button
            component={Link}
            to={paths.notifications}
            variant="subtle"
            size="compact-sm"
            onClick={close}
          >
            {texts.allNotifications}
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
