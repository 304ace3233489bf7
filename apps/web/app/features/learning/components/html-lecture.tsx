import { Box, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';

export type HtmlLectureProps = {
  src: string;
  title: string;
  /** Asks the server for a fresh signed link (they expire after about an hour). */
  onReload?: () => void;
};

/**
 * An HTML lesson page in a sandboxed frame. `allow-scripts` without `allow-same-origin` gives the page an opaque
 * origin, so its scripts run but cannot read the app's cookies, storage or DOM, nor call the API as the learner;
 * the server's own CSP on the page says the same. The frame loads the signed URL itself: a `srcdoc` frame would
 * inherit the app's policy instead of the page's.
 */
export function HtmlLecture({ src, title, onReload }: HtmlLectureProps) {
  // A reload may bring the same link back (links repeat for a few minutes), so the frame is keyed by attempt too.
  const [attempt, setAttempt] = useState(0);
  const frameKey = `${attempt}:${src}`;
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const isLoading = loadedKey !== frameKey;

  return (
    <Stack gap="xs">
      <Box pos="relative" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
        <iframe
          key={frameKey}
          src={src}
          title={title}
          sandbox="allow-scripts"
          referrerPolicy="no-referrer"
          loading="eager"
          onLoad={() => setLoadedKey(frameKey)}
          style={{
            display: 'block',
            width: '100%',
            height: 'min(70vh, 720px)',
            minHeight: 420,
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 'var(--mantine-radius-md)',
            background: '#fff',
          }}
          data-testid="html-lecture-frame"
        />
        {isLoading && (
          <Group
            pos="absolute"
            inset={0}
            justify="center"
            gap="sm"
            bg="white"
            role="status"
            style={{
              border: '1px solid var(--mantine-color-gray-3)',
              borderRadius: 'var(--mantine-radius-md)',
            }}
          >
            <Loader size="sm" aria-hidden="true" />
            <Text>İçerik yükleniyor...</Text>
          </Group>
        )}
      </Box>
      {onReload && (
        <Group justify="flex-end">
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            onClick={() => {
              setAttempt((n) => n + 1);
              onReload();
            }}
          >
            Sayfa açılmadıysa yeniden yükle
          </Button>
        </Group>
      )}
    </Stack>
  );
}
