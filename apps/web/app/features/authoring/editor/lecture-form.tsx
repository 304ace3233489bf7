import {
  authoringMessages,
  HTML_LECTURE_MAX_BYTES,
  LectureContentType,
  lectureContentTypeLabels,
  MAX_MAX_SCORE,
  MAX_REWARD_POINTS,
} from '@kampus/contract';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useMemo, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { createLecture, updateLecture } from '../authoring-api.ts';
import { authoringTexts } from '../authoring-texts.ts';
import { FileDrop } from '../components/file-drop.tsx';
import { QuizEditor } from '../components/quiz-editor.tsx';
import { UploadProgress, uploadSubmitLabel } from '../components/upload-progress.tsx';
import { VideoProcessingStatus } from '../components/video-processing-status.tsx';
import {
  type LectureFormMode,
  type LectureFormValues,
  lectureFormData,
  lectureFormErrors,
  lectureValuesOf,
  newLectureValues,
} from '../lecture-form-values.ts';
import { useUpload } from '../use-upload.ts';
import { LectureFilesSection, lectureFileTexts } from './lecture-files-section.tsx';

const texts = authoringTexts.lectureForm;

const typeOptions = [
  LectureContentType.Video,
  LectureContentType.Text,
  LectureContentType.Html,
  LectureContentType.Quiz,
  LectureContentType.Assignment,
].map((type) => ({ value: String(type), label: lectureContentTypeLabels[type] }));

const VIDEO_ACCEPT = {
  'video/mp4': ['.mp4', '.m4v'],
  'video/webm': ['.webm'],
  'video/ogg': ['.ogv', '.ogg'],
  'video/quicktime': ['.mov'],
};
const HTML_ACCEPT = { 'text/html': ['.html'] };

export type LectureFormProps = {
  mode: LectureFormMode;
  onSaved: (lectureId: string) => void;
  onCancel: () => void;
  onBusyChange?: (isBusy: boolean) => void;
};

/**
 * Creating and editing a lecture of any of the five kinds: Video and Html take a
 * file, Text a textarea, Quiz the quiz editor, Assignment its instructions and highest score. On edit the kind is shown but locked, the current file is named, and
 * the content goes to the server only when it changed. Uploads show their progress and lock the buttons.
 */
export function LectureForm({ mode, onSaved, onCancel, onBusyChange }: LectureFormProps) {
  const upload = useUpload();
  const [formError, setFormError] = useState<string | null>(null);
  const initialValues = useMemo(
    () => (mode.kind === 'edit' ? lectureValuesOf(mode.lecture) : newLectureValues()),
    [mode],
  );
  const form = useForm<LectureFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => lectureFormErrors(values, mode),
    validateInputOnBlur: true,
  });
  useEffect(() => onBusyChange?.(upload.isBusy), [upload.isBusy, onBusyChange]);

  const isBusy = upload.isBusy;
  const type = Number(form.values.lectureContentType);
  const isEdit = mode.kind === 'edit';
  const currentFile = isEdit ? mode.lecture.contentFileName : null;

  const submit = async (values: LectureFormValues) => {
    setFormError(null);
    try {
      const body = lectureFormData(values, mode);
      const id = await upload.run((onProgress, signal) =>
        isEdit ? updateLecture(body, onProgress, signal) : createLecture(body, onProgress, signal),
      );
      onSaved(id);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      notify('error', texts.failed);
      if (isApiError(error) && error.fields && Object.keys(error.fields).length > 0)
        form.setErrors(error.fields);
      else setFormError(isApiError(error) ? (error.errorMessage ?? error.message) : texts.failed);
    }
  };

  const fileField = (kind: 'video' | 'html') => (
    <>
      <FileDrop
        label={kind === 'video' ? texts.videoFile : texts.htmlFile}
        prompt={kind === 'video' ? texts.videoDrop : texts.htmlDrop}
        description={
          <>
            {kind === 'video' ? texts.videoHint : texts.htmlHint}
            {currentFile && <> {texts.keepFile}</>}
          </>
        }
        withAsterisk={!isEdit}
        accept={kind === 'video' ? VIDEO_ACCEPT : HTML_ACCEPT}
        maxSize={kind === 'html' ? HTML_LECTURE_MAX_BYTES : undefined}
        onReject={() =>
          form.setFieldError(
            'content',
            kind === 'video' ? authoringMessages.videoType : authoringMessages.htmlType,
          )
        }
        files={form.values.file ? [form.values.file] : []}
        onChange={(files) => {
          form.setFieldValue('file', files[0] ?? null);
          form.validateField('content');
        }}
        disabled={isBusy}
        error={form.errors.content}
        data-testid="lecture-file-field"
      >
        {currentFile && (
          <Text size="sm" data-testid="current-file">
            {form.values.file ? texts.newFile(form.values.file.name) : texts.currentFile(currentFile)}
          </Text>
        )}
      </FileDrop>
      {kind === 'video' && mode.kind === 'edit' && <VideoProcessingStatus lecture={mode.lecture} />}
    </>
  );

  return (
    <form
      noValidate
      aria-busy={isBusy}
      onSubmit={form.onSubmit(submit, () => setFormError(authoringTexts.courseForm.fixErrors))}
      data-testid="lecture-form"
    >
      <Stack gap="md">
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        <TextInput
          label={texts.name}
          withAsterisk
          maxLength={200}
          disabled={isBusy}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Textarea
          label={texts.description}
          placeholder={texts.descriptionPlaceholder}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={2000}
          disabled={isBusy}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={texts.contentType}
            data={typeOptions}
            allowDeselect={false}
            // Seed 001 §5: the kind is chosen on create only; a lecture never changes kind.
            disabled={isEdit || isBusy}
            description={isEdit ? texts.contentTypeLocked : undefined}
            // The note goes under the field, so the field lines up with the duration beside it.
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('lectureContentType')}
            onChange={(value) => {
              form.setFieldValue('lectureContentType', value ?? String(LectureContentType.Text));
              form.setFieldValue('file', null);
              form.clearFieldError('content');
            }}
          />
          {type !== LectureContentType.Video && (
            <NumberInput
              label={texts.duration}
              min={0}
              max={10_000}
              step={1}
              allowDecimal={false}
              allowNegative={false}
              disabled={isBusy}
              {...form.getInputProps('durationMinute')}
            />
          )}
          <NumberInput
            label={texts.rewardPoints}
            description={texts.rewardPointsHint}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            min={0}
            max={MAX_REWARD_POINTS}
            step={1}
            allowDecimal={false}
            allowNegative={false}
            disabled={isBusy}
            {...form.getInputProps('rewardPoints')}
          />
          {type === LectureContentType.Assignment && (
            <NumberInput
              label={texts.maxScore}
              description={texts.maxScoreHint}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              withAsterisk
              min={1}
              max={MAX_MAX_SCORE}
              step={1}
              allowDecimal={false}
              allowNegative={false}
              disabled={isBusy}
              {...form.getInputProps('maxScore')}
            />
          )}
        </SimpleGrid>
        <Radio.Group label={texts.access} {...form.getInputProps('access')}>
          <Group gap="lg" mt={6}>
            <Radio value="paid" label={texts.accessPaid} disabled={isBusy} />
            <Radio value="public" label={texts.accessPublic} disabled={isBusy} />
          </Group>
        </Radio.Group>

        {type === LectureContentType.Video && fileField('video')}
        {type === LectureContentType.Html && fileField('html')}
        {(type === LectureContentType.Text || type === LectureContentType.Assignment) && (
          <Textarea
            label={type === LectureContentType.Assignment ? texts.instructions : texts.textContent}
            placeholder={
              type === LectureContentType.Assignment ? texts.instructionsPlaceholder : texts.textPlaceholder
            }
            withAsterisk
            autosize
            minRows={6}
            maxRows={16}
            disabled={isBusy}
            {...form.getInputProps('text')}
            onChange={(event) => {
              form.setFieldValue('text', event.currentTarget.value);
              form.clearFieldError('content');
            }}
            error={form.errors.content}
            onBlur={() => form.validateField('content')}
          />
        )}
        {type === LectureContentType.Quiz && (
          <QuizEditor
            value={form.values.quiz}
            onChange={(quiz) => {
              form.setFieldValue('quiz', quiz);
              // Messages already shown follow the quiz as it is fixed; new ones wait for the next save.
              const shown = Object.keys(form.errors).filter((key) => key.startsWith('content'));
              if (shown.length === 0) return;
              const now = lectureFormErrors(form.getValues(), mode);
              const kept = Object.fromEntries(
                Object.entries(form.errors).filter(([key]) => !key.startsWith('content')),
              );
              const content = Object.fromEntries(
                Object.entries(now).filter(([key]) => key.startsWith('content')),
              );
              form.setErrors({ ...kept, ...content });
            }}
            errors={form.errors as Record<string, string | undefined>}
            disabled={isBusy}
          />
        )}

        {isEdit ? (
          <LectureFilesSection lectureId={mode.lecture.id} isVideo={type === LectureContentType.Video} />
        ) : (
          <Text size="sm" c="dimmed">
            {lectureFileTexts.afterSave}
          </Text>
        )}
        <UploadProgress phase={upload.phase} percent={upload.percent} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isBusy}>
            {authoringTexts.cancel}
          </Button>
          <Button type="submit" disabled={isBusy} miw={150}>
            {uploadSubmitLabel(upload.phase, upload.percent)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
