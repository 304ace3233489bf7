import { Paper, Stack, Text } from '@mantine/core';
import { IconInbox, IconSearchOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type EmptyStateProps = {
  message: string;
  /** A search found nothing, rather than there being nothing at all: another picture says so. */
  isSearch?: boolean;
  /** A way on, e.g. a "new" button or "clear the search". */
  action?: ReactNode;
};

/** What a list shows when it has no rows. */
export function EmptyState({ message, isSearch = false, action }: EmptyStateProps) {
  const Icon = isSearch ? IconSearchOff : IconInbox;
  return (
    <Paper withBorder p="xl" radius="md" data-testid="empty-state">
      <Stack align="center" gap="sm" ta="center">
        <Icon size={40} stroke={1.4} aria-hidden="true" color="var(--mantine-color-gray-6)" />
        <Text fw={600}>{message}</Text>
        {action}
      </Stack>
    </Paper>
  );
}
