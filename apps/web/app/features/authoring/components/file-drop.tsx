import '@mantine/dropzone/styles.css';
import { ActionIcon, Button, Group, Input, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconFile, IconPaperclip, IconUpload, IconX } from '@tabler/icons-react';
import { type ReactNode, useId, useRef } from 'react';
import { formatFileSize } from '../../../lib/file-size.ts';
import { authoringTexts } from '../authoring-texts.ts';

export { formatFileSize };

export type FileDropProps = {
  label: string;
  /** What to do: 'Kapak görselini buraya sürükleyin veya seçmek için tıklayın'. */
  prompt: string;
  description?: ReactNode;
  error?: ReactNode;
  withAsterisk?: boolean;
  /** MIME types with their extensions, e.g. `{'application/pdf': ['.pdf']}`. */
  accept: Record<string, string[]>;
  multiple?: boolean;
  maxFiles?: number;
  disabled?: boolean;
  /** The files chosen so far; each one can be taken off again. */
  files: File[];
  onChange: (files: File[]) => void;
  /** Largest file in bytes; larger ones are refused before any upload. */
  maxSize?: number;
  /** Files the picker refused (wrong type, too large, too many): the form says why. */
  onReject?: (rejections: FileRejection[]) => void;
  /** Shown above the list, e.g. the current cover's preview. */
  children?: ReactNode;
  'data-testid'?: string;
};

/**
 * A file field: drop files on it or open the file picker (click, or Enter/Space on the focused box), then see the
 * chosen files with a remove button each (several certificate files, removable one by one).
 */
export function FileDrop({
  label,
  prompt,
  description,
  error,
  withAsterisk,
  accept,
  multiple = false,
  maxFiles,
  maxSize,
  disabled,
  files,
  onChange,
  onReject,
  children,
  ...rest
}: FileDropProps) {
  const id = useId();
  const openRef = useRef<() => void>(null);
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;

  const onDrop = (dropped: File[]) => {
    const next = multiple ? [...files, ...dropped] : dropped.slice(0, 1);
    onChange(maxFiles ? next.slice(0, maxFiles) : next);
  };

  return (
    <Input.Wrapper
      label={label}
      id={`${id}-input`}
      description={description}
      error={error}
      withAsterisk={withAsterisk}
      descriptionProps={{ id: descriptionId }}
      errorProps={{ id: errorId }}
      data-testid={rest['data-testid']}
    >
      <Stack gap="xs" mt={4}>
        {children}
        {/* Drop or click here; the keyboard uses the button below (a focusable drop box would nest the file input). */}
        <Dropzone
          openRef={openRef}
          onDrop={onDrop}
          onReject={(rejections) => onReject?.(rejections)}
          maxSize={maxSize}
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          activateOnKeyboard={false}
          inputProps={{ 'aria-label': label, id: `${id}-input` }}
          p="md"
          style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
        >
          <Group justify="center" gap="sm" wrap="nowrap" style={{ pointerEvents: 'none' }}>
            <IconUpload size={28} stroke={1.5} aria-hidden="true" />
            <Text size="sm">{prompt}</Text>
          </Group>
        </Dropzone>
        <Group>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPaperclip size={14} aria-hidden="true" />}
            onClick={() => openRef.current?.()}
            disabled={disabled}
            aria-describedby={
              [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ') ||
              undefined
            }
            aria-invalid={error ? true : undefined}
          >
            {multiple ? authoringTexts.courseForm.chooseFiles : authoringTexts.courseForm.chooseFile}
            <VisuallyHidden>: {label}</VisuallyHidden>
          </Button>
        </Group>
        {files.length > 0 && (
          <Stack
            gap={6}
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label={authoringTexts.courseForm.chosenFiles}
          >
            {files.map((file, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be chosen twice; its place tells them apart.
              <Paper component="li" key={`${file.name}-${index}`} withBorder px="sm" py={6} radius="sm">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                    <IconFile size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
                    <Text size="sm" truncate="end" title={file.name}>
                      {file.name}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                      {formatFileSize(file.size)}
                    </Text>
                  </Group>
                  <ActionIcon
                    variant="subtle"
                    color="red.8"
                    disabled={disabled}
                    aria-label={authoringTexts.courseForm.removeFile(file.name)}
                    onClick={() => onChange(files.filter((_, i) => i !== index))}
                  >
                    <IconX size={16} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
