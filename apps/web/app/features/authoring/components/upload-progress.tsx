import { Progress, Stack, Text } from '@mantine/core';
import { authoringTexts } from '../authoring-texts.ts';
import type { UploadPhase } from '../use-upload.ts';

/** Seed 001 §2: 'Dosya yükleniyor...' with the percent while sending, 'İşleniyor...' once everything is sent. */
export function UploadProgress({ phase, percent }: { phase: UploadPhase; percent: number }) {
  if (phase === 'idle') return null;
  const label = phase === 'processing' ? authoringTexts.processing : authoringTexts.uploadingFile;
  return (
    <Stack gap={4} role="status" aria-live="polite" data-testid="upload-progress">
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Progress
        value={phase === 'processing' ? 100 : percent}
        animated={phase === 'processing'}
        striped={phase === 'processing'}
        aria-label={label}
        size="lg"
      />
    </Stack>
  );
}

/** The submit label: 'Kaydet' (or the given one), 'Yükleniyor... N%' while uploading. */
export const uploadSubmitLabel = (
  phase: UploadPhase,
  percent: number,
  idleLabel: string = authoringTexts.save,
) => (phase === 'idle' ? idleLabel : authoringTexts.uploading(phase === 'processing' ? 100 : percent));
