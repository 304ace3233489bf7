import type { LectureResource } from '@kampus/contract';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFile } from '@tabler/icons-react';
import { useId } from 'react';
import { formatFileSize } from '../../../lib/file-size.ts';

/**
 * 'Kaynaklar': the lecture's downloadable files under its content, each a signed link the browser downloads
 * under the file's own name (the server sends it as an attachment). Nothing shows for a lecture without any.
 */
export function LectureResources({ resources }: { resources: LectureResource[] }) {
  const headingId = useId();
  if (resources.length === 0) return null;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={headingId}
      data-testid="lecture-resources"
    >
      <Stack gap="xs">
        <Title order={3} size="h5" id={headingId}>
          Kaynaklar
        </Title>
        <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {resources.map((resource) => (
            <Group key={resource.id} component="li" gap="xs" wrap="nowrap" justify="space-between">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <IconFile size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
                <Anchor
                  href={resource.path}
                  download={resource.name}
                  style={{ overflowWrap: 'anywhere' }}
                  aria-label={`${resource.name} dosyasını indir (${formatFileSize(resource.size)})`}
                >
                  {resource.name}
                </Anchor>
              </Group>
              <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                <Text size="sm" c="dimmed">
                  {formatFileSize(resource.size)}
                </Text>
                <IconDownload size={16} aria-hidden="true" />
              </Group>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
