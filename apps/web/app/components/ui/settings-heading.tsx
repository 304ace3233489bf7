import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The heading of a settings tab ('Ayarlar'): the tab's title as the page's first heading, then a dimmed line that
 * says what the tab is for, and anything the tab adds under it (a link to the notice it follows).
 */
export function SettingsHeading({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <div>
      <Title order={1} size="h3">
        {title}
      </Title>
      {description && (
        <Text c="dimmed" size="sm" mt={4}>
          {description}
        </Text>
      )}
      {children}
    </div>
  );
}
