import {
  CAPTION_ACCEPT,
  CAPTION_LANGUAGES,
  type CaptionLanguage,
  captionLanguageLabels,
  type LectureCaption,
  type LectureResource,
  RESOURCE_ACCEPT,
} from '@kampus/contract';
import {
  ActionIcon,
  Alert,
  Button,
  FileInput,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { formatFileSize } from '../../../lib/file-size.ts';
import {
  deleteCaption,
  deleteResource,
  fetchEditorLecture,
  uploadCaption,
  uploadResource,
} from '../lecture-files-api.ts';

/** The texts of the lecture form's 'Altyazılar' and 'Kaynaklar' parts. */
export const lectureFileTexts = {
  captions: 'Altyazılar',
  captionsHint:
    'WebVTT (.vtt) veya SubRip (.srt), en fazla 2 MB. Aynı dilde yeni dosya eskisinin yerini alır.',
  captionsEmpty: 'Bu derste henüz altyazı yok.',
  captionLanguage: 'Altyazı dili',
  captionFile: 'Altyazı dosyası',
  captionUpload: 'Altyazıyı yükle',
  resources: 'Kaynaklar',
  resourcesHint: 'PDF, ZIP, metin veya kaynak kod dosyası ya da görsel; en fazla 50 MB.',
  resourcesEmpty: 'Bu derste henüz kaynak yok.',
  resourceFile: 'Kaynak dosyası',
  resourceUpload: 'Kaynağı yükle',
  choose: 'Dosya seçin',
  uploading: (percent: number) => `Yükleniyor... %${percent}`,
  remove: (name: string) => `${name} dosyasını kaldır`,
  loading: 'Altyazılar ve kaynaklar yükleniyor',
  loadFailed: 'Altyazılar ve kaynaklar yüklenemedi.',
  retry: 'Tekrar dene',
  failed: 'İşlem tamamlanamadı. Lütfen tekrar deneyin.',
  afterSave: 'Altyazı ve kaynakları dersi kaydettikten sonra, dersi düzenleyerek ekleyebilirsiniz.',
} as const;
const t = lectureFileTexts;

type Files = { captions: LectureCaption[]; resources: LectureResource[] };

const messageOf = (error: unknown) =>
  isApiError(error)
    ? (Object.values(error.fields ?? {})[0] ?? error.errorMessage ?? error.message)
    : t.failed;

/** One part of the section: a titled box with its list (or empty state), its upload row and its last error. */
function Part({
  title,
  hint,
  error,
  children,
}: {
  title: string;
  hint: string;
  error: string | null;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5" id={id}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </div>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {children}
      </Stack>
    </Paper>
  );
}

function FileRow({
  name,
  detail,
  onRemove,
  disabled,
}: {
  name: string;
  detail?: string;
  onRemove: () => void;
  disabled: boolean;
}) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {name}
        {detail && (
          <Text span size="sm" c="dimmed">
            {` · ${detail}`}
          </Text>
        )}
      </Text>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t.remove(name)}
        title={t.remove(name)}
        onClick={onRemove}
        disabled={disabled}
      >
        <IconTrash size={16} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;
/** The picker's 'Dosya seçin' is text, not a native placeholder: it needs the contrast of text (WCAG 1.4.3). */
const fileInputStyles = { placeholder: { color: 'var(--mantine-color-gray-7)' } };

/**
 * The lecture form's captions (video lectures) and resources (every lecture) of a saved lecture: each list with
 * its remove buttons, an empty state, an upload row with its progress, and the server's refusal in words.
 */
/** A file field and its upload button: the button uploads the chosen file and is off until one is chosen. */
function UploadPicker(props: {
  label: string;
  accept: string;
  file: File | null;
  onFile: (file: File | null) => void;
  disabled: boolean;
  /** The field's flex basis: it takes the row's width left beside the other controls. */
  basis: string;
  loading: boolean;
  buttonText: ReactNode;
  onUpload: (file: File) => Promise<void>;
}) {
  const { file } = props;
  return (
    <>
      <FileInput
        label={props.label}
        placeholder={t.choose}
        styles={fileInputStyles}
        accept={props.accept}
        value={file}
        onChange={props.onFile}
        clearable
        disabled={props.disabled}
        style={{ flex: `1 1 ${props.basis}`, minWidth: 0 }}
      />
      <Button
        leftSection={<IconUpload size={16} aria-hidden="true" />}
        disabled={!file || props.disabled}
        loading={props.loading}
        onClick={() => {
          if (file) void props.onUpload(file);
        }}
      >
        {props.buttonText}
      </Button>
    </>
  );
}

export function LectureFilesSection({ lectureId, isVideo }: { lectureId: string; isVideo: boolean }) {
  const [files, setFiles] = useState<Files | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [busy, setBusy] = useState<'caption' | 'resource' | null>(null);
  const [percent, setPercent] = useState(0);
  const [captionError, setCaptionError] = useState<string | null>(null);
  const [resourceError, setResourceError] = useState<string | null>(null);
  const [language, setLanguage] = useState<CaptionLanguage>('tr');
  const [captionFile, setCaptionFile] = useState<File | null>(null);
  const [resourceFile, setResourceFile] = useState<File | null>(null);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      setLoadError(false);
      try {
        const lecture = await fetchEditorLecture(lectureId, signal);
        setFiles({ captions: lecture.captions ?? [], resources: lecture.resources ?? [] });
      } catch (error) {
        if (!signal?.aborted && !(error instanceof DOMException && error.name === 'AbortError'))
          setLoadError(true);
      }
    },
    [lectureId],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const act = async (kind: 'caption' | 'resource', work: () => Promise<unknown>) => {
    const setError = kind === 'caption' ? setCaptionError : setResourceError;
    setBusy(kind);
    setPercent(0);
    setError(null);
    try {
      await work();
      await load();
      return true;
    } catch (error) {
      setError(messageOf(error));
      return false;
    } finally {
      setBusy(null);
    }
  };

  if (loadError)
    return (
      <Alert color="red" variant="light" role="alert" title={t.loadFailed}>
        <Button size="xs" variant="default" onClick={() => void load()}>
          {t.retry}
        </Button>
      </Alert>
    );
  if (!files)
    return (
      <Group gap="xs" data-testid="lecture-files-loading">
        <Loader size="sm" aria-label={t.loading} />
      </Group>
    );

  const isBusy = busy !== null;
  const progress = (kind: 'caption' | 'resource', label: string) =>
    busy === kind ? t.uploading(percent) : label;

  return (
    <Stack gap="md" data-testid="lecture-files">
      {isVideo && (
        <Part title={t.captions} hint={t.captionsHint} error={captionError}>
          {files.captions.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t.captionsEmpty}
            </Text>
          ) : (
            <Stack gap={4} component="ul" style={listStyle} data-testid="caption-list">
              {files.captions.map((c) => (
                <FileRow
                  key={c.language}
                  name={c.label}
                  disabled={isBusy}
                  onRemove={() => void act('caption', () => deleteCaption(lectureId, c.language))}
                />
              ))}
            </Stack>
          )}
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label={t.captionLanguage}
              data={CAPTION_LANGUAGES.map((value) => ({ value, label: captionLanguageLabels[value] }))}
              value={language}
              onChange={(value) => setLanguage((value as CaptionLanguage | null) ?? 'tr')}
              allowDeselect={false}
              disabled={isBusy}
              w={150}
              comboboxProps={{ withinPortal: true }}
            />
            <UploadPicker
              label={t.captionFile}
              accept={CAPTION_ACCEPT}
              file={captionFile}
              onFile={setCaptionFile}
              disabled={isBusy}
              basis="200px"
              loading={busy === 'caption'}
              buttonText={progress('caption', t.captionUpload)}
              onUpload={async (file) => {
                if (await act('caption', () => uploadCaption(lectureId, language, file, setPercent)))
                  setCaptionFile(null);
              }}
            />
          </Group>
        </Part>
      )}
      <Part title={t.resources} hint={t.resourcesHint} error={resourceError}>
        {files.resources.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t.resourcesEmpty}
          </Text>
        ) : (
          <Stack gap={4} component="ul" style={listStyle} data-testid="resource-list">
            {files.resources.map((r) => (
              <FileRow
                key={r.id}
                name={r.name}
                detail={formatFileSize(r.size)}
                disabled={isBusy}
                onRemove={() => void act('resource', () => deleteResource(lectureId, r.id))}
              />
            ))}
          </Stack>
        )}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <UploadPicker
            label={t.resourceFile}
            accept={RESOURCE_ACCEPT}
            file={resourceFile}
            onFile={setResourceFile}
            disabled={isBusy}
            basis="240px"
            loading={busy === 'resource'}
            buttonText={progress('resource', t.resourceUpload)}
            onUpload={async (file) => {
              if (await act('resource', () => uploadResource(lectureId, file, setPercent)))
                setResourceFile(null);
            }}
          />
        </Group>
      </Part>
    </Stack>
  );
}
