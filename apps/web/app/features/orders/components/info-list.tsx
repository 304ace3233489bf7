import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type InfoRow = { label: string; value: ReactNode; key?: string };

/** Label and value pairs as a description list; the values may wrap (long e-mail addresses, bank names). */
export function InfoList({ rows }: { rows: InfoRow[] }) {
  return (
    <Stack component="dl" gap="xs" m={0}>
      {rows.map((row) => (
        <Group
          key={row.key ?? row.label}
          component="div"
          justify="space-between"
          align="flex-start"
          gap="xs"
          wrap="nowrap"
        >
          <Text component="dt" size="sm" c="dimmed" style={{ flexShrink: 0 }}>
            {row.label}
          </Text>
          <Text component="dd" size="sm" fw={600} m={0} ta="right" style={{ overflowWrap: 'anywhere' }}>
            {row.value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
