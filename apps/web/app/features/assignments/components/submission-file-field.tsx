import '@mantine/dropzone/styles.css';
import { assignmentMessages, SUBMISSION_FILE_ACCEPT, SUBMISSION_FILE_MAX_BYTES } from '@kampus/contract';
import { ActionIcon, Button, Group, Input, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFile, IconPaperclip, IconUpload, IconX } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { assignmentTexts } from '../assignments-texts.ts';

const tx = assignmentTexts.submission;

/** The picker offers the kinds the server accepts; the server still decides from the file's bytes. */
const ACCEPT = Object.fromEntries(
  SUBMISSION_FILE_ACCEPT.split(',').map((ext) => [`application/x-kampus${ext}`, [ext]]),
);

export const fileSizeText = (bytes: number): string =>
  bytes < 1_048_576
    ? `${new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024))} KB`
    : `${new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 }).format(bytes / 1_048_576)} MB`;

export type SubmissionFileFieldProps = {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | undefined;
  onError: (message: string) => void;
  disabled: boolean;
};

/** One file: dropped on the box or chosen with the button (the keyboard's way), shown with a remove button. */
export function SubmissionFileField({ file, onChange, error, onError, disabled }: SubmissionFileFieldProps) {
  const id = useId();
  const openRef = useRef<() => void>(null);
  return (
    <Input.Wrapper
      label={tx.file}
      description={tx.fileHint}
      error={error}
      descriptionProps={{ id: `${id}-description` }}
      errorProps={{ id: `${id}-error` }}
    >
      <Stack gap="xs" mt={4}>
        <Dropzone
          openRef={openRef}
          onDrop={(dropped) => onChange(dropped[0] ?? null)}
          onReject={(rejections) =>
            onError(
              rejections[0]?.errors.some((e) => e.code === 'file-too-large')
                ? 'Dosya çok büyük. En fazla 50 MB yükleyebilirsiniz.'
                : assignmentMessages.fileType,
            )
          }
          maxSize={SUBMISSION_FILE_MAX_BYTES}
          accept={ACCEPT}
          multiple={false}
          disabled={disabled}
          activateOnKeyboard={false}
          inputProps={{ 'aria-label': tx.file, id: `${id}-input` }}
          p="md"
          style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
          data-testid="submission-dropzone"
        >
          <Group justify="center" gap="sm" wrap="nowrap" style={{ pointerEvents: 'none' }}>
            <IconUpload size={24} stroke={1.5} aria-hidden="true" />
            <Text size="sm">{tx.filePrompt}</Text>
          </Group>
        </Dropzone>
        <Group>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPaperclip size={14} aria-hidden="true" />}
            onClick={() => openRef.current?.()}
            disabled={disabled}
            aria-describedby={[`${id}-description`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
          >
            Dosya seç
            <VisuallyHidden>: {tx.file}</VisuallyHidden>
          </Button>
        </Group>
        {file && (
          <Paper withBorder px="sm" py={6} radius="sm">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <IconFile size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
                <Text size="sm" truncate="end" title={file.name} data-testid="chosen-file">
                  {file.name}
                </Text>
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {fileSizeText(file.size)}
                </Text>
              </Group>
              <ActionIcon
                variant="subtle"
                color="red.8"
                disabled={disabled}
                aria-label={`${file.name} dosyasını kaldır`}
                onClick={() => onChange(null)}
              >
                <IconX size={16} aria-hidden="true" />
              </ActionIcon>
            </Group>
          </Paper>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
