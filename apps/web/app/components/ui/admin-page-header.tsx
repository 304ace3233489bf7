import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Every admin page starts with its own h1 and a line saying what it is for; actions sit on the right. */
export function AdminPageHeader({
  title,
  subtitle,
  action,
}: {
  title: string;
  subtitle?: string;
  action?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
      <Stack gap={2} style={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {subtitle && (
          <Text c="dimmed" size="sm">
            {subtitle}
          </Text>
        )}
      </Stack>
      {action}
    </Group>
  );
}
