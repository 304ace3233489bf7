import { ActionIcon, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A lecturer-area page's title with a back button, a line about the page and room for actions on the right. */
export function PageHeader({
  title,
  subtitle,
  backTo,
  backLabel = 'Geri',
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  backTo: string;
  backLabel?: string;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 320px' }}>
        <ActionIcon component={Link} to={backTo} variant="default" size="lg" aria-label={backLabel} mt={6}>
          <IconArrowLeft size={18} aria-hidden="true" />
        </ActionIcon>
        <div style={{ minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" mt={4}>
              {subtitle}
            </Text>
          )}
        </div>
      </Group>
      {actions}
    </Group>
  );
}
