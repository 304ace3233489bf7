import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

/** An honest screen for a page whose feature has not been built yet. */
export function PageInProgress({ title }: { title: string }) {
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="xs" ta="center">
          <IconTools size={40} stroke={1.5} aria-hidden="true" />
          <Text fw={600}>Bu sayfa hazırlanıyor.</Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
