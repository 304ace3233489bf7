import type { NotificationItem } from '@kampus/contract';
import { Anchor, Box, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatNotificationDate, notificationTexts as texts } from '../notification-texts.ts';

export type NotificationEntryProps = {
  item: NotificationItem;
  /** Opening the item's link: the list marks it read. */
  onOpen: (item: NotificationItem) => void;
  /** The bell's list clamps long texts to two lines; the page shows them whole. */
  isCompact?: boolean;
  /** Controls beside the text (the page's 'Okundu işaretle'). */
  action?: ReactNode;
};

/**
 * One notification: a dot, a tint and a bold title when it is unread (and 'Okunmamış' for screen readers, so the
 * state never rests on colour), its text and time. The title is the link to what it is about; one without a link
 * leads to the notifications page.
 */
export function NotificationEntry({ item, onOpen, isCompact = false, action }: NotificationEntryProps) {
  return (
    <Box
      component="li"
      px={isCompact ? 'sm' : 'md'}
      py="sm"
      bg={item.isRead ? undefined : 'indigo.0'}
      data-testid="notification-item"
      data-unread={item.isRead ? undefined : 'true'}
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Box
          aria-hidden="true"
          mt={7}
          w={8}
          h={8}
          style={{
            flexShrink: 0,
            borderRadius: '50%',
            background: item.isRead ? 'transparent' : 'var(--mantine-color-indigo-7)',
          }}
        />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Anchor
            component={Link}
            to={item.link ?? paths.notifications}
            onClick={() => onOpen(item)}
            size="sm"
            fw={item.isRead ? 500 : 700}
            c="dark.8"
            style={{ overflowWrap: 'anywhere' }}
          >
            {!item.isRead && <VisuallyHidden>{`${texts.unread}:`}</VisuallyHidden>}
            {!item.isRead && ' '}
            {item.title}
          </Anchor>
          <Text
            size="sm"
            c="gray.8"
            lineClamp={isCompact ? 2 : undefined}
            style={{ overflowWrap: 'anywhere' }}
          >
            {item.body}
          </Text>
          <Text size="xs" c="gray.7">
            <time dateTime={item.createdAt}>{formatNotificationDate(item.createdAt)}</time>
          </Text>
          {/* Under the text rather than beside it: at phone width a button beside it squeezed the text to a column. */}
          {action && <Box mt={4}>{action}</Box>}
        </Stack>
      </Group>
    </Box>
  );
}
