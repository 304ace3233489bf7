import { Button, Group, Paper, Text } from '@mantine/core';
import { IconPlayerTrackNextFilled, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

/** Seconds between the end of a video and the next lecture opening by itself. */
export const AUTO_NEXT_SECONDS = 5;

export type NextLectureCountdownProps = {
  nextName: string;
  onGo: () => void;
  onCancel: () => void;
};

/**
 * Shown when a video has played to its end: the next lecture opens after a few seconds unless the learner cancels
 * ('İptal' or Escape) or starts it at once. The ticking number is not announced; the pane's status line says once
 * what happens.
 */
export function NextLectureCountdown({ nextName, onGo, onCancel }: NextLectureCountdownProps) {
  const [left, setLeft] = useState(AUTO_NEXT_SECONDS);
  const goRef = useRef(onGo);
  goRef.current = onGo;
  const cancelRef = useRef(onCancel);
  cancelRef.current = onCancel;

  useEffect(() => {
    const timer = window.setInterval(() => setLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (left === 0) goRef.current();
  }, [left]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancelRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Paper withBorder radius="md" p="sm" bg="indigo.0" data-testid="next-lecture-countdown">
      <Group justify="space-between" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="indigo.9">
            {`Sıradaki ders ${left} saniye içinde başlıyor:`}
          </Text>
          <Text fw={700} c="indigo.9" truncate>
            {nextName}
          </Text>
        </div>
        <Group gap="xs">
          <Button
            variant="default"
            size="sm"
            leftSection={<IconX size={16} aria-hidden="true" />}
            onClick={onCancel}
          >
            İptal
          </Button>
          <Button
            size="sm"
            color="indigo.9"
            leftSection={<IconPlayerTrackNextFilled size={16} aria-hidden="true" />}
            onClick={onGo}
          >
            Şimdi başlat
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
