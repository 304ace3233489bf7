import type { NotificationPage } from '@kampus/contract';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { notificationTexts as texts } from '../notification-texts.ts';
import { markAllNotificationsRead, markNotificationRead } from '../notifications-api.ts';
import { openItem, refreshUnreadCount, setUnreadCount } from '../unread-store.ts';
import { NotificationEntry } from './notification-entry.tsx';

export type NotificationsViewProps = {
  page: NotificationPage;
  onPage: (page: number) => void;
  /** Reads the page again after a change (the route's revalidation). */
  onChanged: () => void;
};

/**
 * '/notifications': every notification, newest first, a page at a time; an unread one can be marked read on its own
 * or all at once, and opening one marks it read. At phone width each entry stacks its button under the text.
 */
export function NotificationsView({ page, onPage, onChanged }: NotificationsViewProps) {
  const [busy, setBusy] = useState<string | null>(null);

  const markOne = async (id: string) => {
    setBusy(id);
    try {
      await markNotificationRead(id);
    } catch {
      // The list is read again below; an item that stays unread can be tried again.
    }
    setBusy(null);
    void refreshUnreadCount();
    onChanged();
  };

  const markAll = async () => {
    setBusy('all');
    try {
      await markAllNotificationsRead();
      setUnreadCount(0);
      onChanged();
    } catch {
      // The API client has said why.
    }
    setBusy(null);
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <div>
          <Title order={1}>{texts.title}</Title>
          <Text c="dimmed">{texts.intro}</Text>
          <Text size="sm" mt={4} role="status" data-testid="unread-summary">
            {texts.unreadSummary(page.unreadCount)}
          </Text>
        </div>
        <Button
          variant="light"
          leftSection={<IconChecks size={18} aria-hidden="true" />}
          onClick={() => void markAll()}
          disabled={page.unreadCount === 0 || busy !== null}
          loading={busy === 'all'}
        >
          {texts.markAllRead}
        </Button>
      </Group>

      {page.totalItemCount === 0 ? (
        <EmptyState message={texts.empty} />
      ) : (
        <Paper withBorder radius="md" p={4}>
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-label={texts.title}>
            {page.items.map((item) => (
              <NotificationEntry
                key={item.id}
                item={item}
                onOpen={openItem}
                action={
                  item.isRead ? undefined : (
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => void markOne(item.id)}
                      loading={busy === item.id}
                      disabled={busy !== null && busy !== item.id}
                      aria-label={texts.markReadLabel(item.title)}
                      style={{ flexShrink: 0 }}
                    >
                      {texts.markRead}
                    </Button>
                  )
                }
              />
            ))}
          </Stack>
        </Paper>
      )}
      <Pager page={page.currentPage} totalPages={page.totalPageCount} onChange={onPage} label={texts.pages} />
    </Stack>
  );
}

/** Stand-in while the page loads. */
export function NotificationsSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label={texts.loading}>
      <Title order={1}>{texts.title}</Title>
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} h={72} radius="md" />
      ))}
    </Stack>
  );
}
