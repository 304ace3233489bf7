import { Badge, Button, Group, Text } from '@mantine/core';
import { IconTicket, IconX } from '@tabler/icons-react';
import { basketTexts } from '../basket-texts.ts';

/** An applied code with its removal; the page knows the code through its id. */
export function AppliedCode({
  code,
  onRemove,
  isRemoving,
}: {
  code: string;
  onRemove: () => void;
  isRemoving: boolean;
}) {
  return (
    // A long code keeps its whole name: the removal moves to the next line instead of cutting the code short.
    <Group gap="xs" wrap="wrap" justify="space-between">
      <Group gap={6} wrap="wrap">
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {basketTexts.appliedCode}:
        </Text>
        <Badge
          color="teal.9"
          variant="outline"
          size="lg"
          leftSection={<IconTicket size={14} aria-hidden="true" />}
          styles={{ label: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          data-testid="applied-code"
        >
          {code}
        </Badge>
      </Group>
      <Button
        variant="subtle"
        color="gray"
        // Mantine's subtle red is 3.3:1 on white; dark red text on the grey hover keeps AA contrast.
        c="red.9"
        size="compact-sm"
        leftSection={<IconX size={14} aria-hidden="true" />}
        onClick={onRemove}
        loading={isRemoving}
        aria-label={basketTexts.removeCodeLabel(code)}
      >
        {basketTexts.removeCode}
      </Button>
    </Group>
  );
}
