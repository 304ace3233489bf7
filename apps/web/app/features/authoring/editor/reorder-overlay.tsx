import { Group, Loader, LoadingOverlay, Text } from '@mantine/core';

/** The veil over a list while the server confirms a move, naming what it waits for. */
export function ReorderOverlay({ visible, label }: { visible: boolean; label: string }) {
  return (
    <LoadingOverlay
      visible={visible}
      zIndex={5}
      overlayProps={{ blur: 1, backgroundOpacity: 0.55 }}
      loaderProps={{
        children: (
          <Group gap="xs" role="status" aria-live="polite">
            <Loader size="sm" aria-hidden="true" />
            <Text fw={600}>{label}</Text>
          </Group>
        ),
      }}
    />
  );
}
