import { authoringMessages, type TaxonomyItem } from '@kampus/contract';
import {
  Alert,
  Button,
  Fieldset,
  type FieldsetProps,
  Group,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { SearchablePicker } from '../../../components/ui/searchable-picker.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { authoringTexts } from '../authoring-texts.ts';
import {
  type CourseFormMode,
  type CourseFormValues,
  courseFormData,
  courseFormErrors,
} from '../course-form-values.ts';
import { useUpload } from '../use-upload.ts';
import { CourseSettingsFields, type SetAndCheck } from './course-settings-fields.tsx';
import { MeetingTypeFields } from './meeting-type-fields.tsx';
import { UploadProgress, uploadSubmitLabel } from './upload-progress.tsx';

const texts = authoringTexts.courseForm;

export type CourseFormProps = {
  mode: CourseFormMode;
  initialValues: CourseFormValues;
  categories: TaxonomyItem[];
  tags: TaxonomyItem[];
  /** The stored cover (edit). */
  currentCoverUrl?: string | null;
  /** Certificate files the course keeps unless new ones are chosen (edit). */
  keptCertificates?: number;
  /** Sends the multipart body with progress; answers the course id. */
  send: (form: FormData, onProgress: (percent: number) => void, signal: AbortSignal) => Promise<string>;
  onSaved: (courseId: string) => void;
  /** Where 'İptal' goes, or what it does inside a dialog. */
  cancel: { to: string } | { onClick: () => void };
  /** The form sits in a dialog: no page-wide layout of its own. */
  isCompact?: boolean;
  /** Told whenever an upload starts or ends, e.g. so that a dialog cannot be closed halfway. */
  onBusyChange?: (isBusy: boolean) => void;
};

/**
 * The course form in its four parts (Basic Information, Categories & Tags, Course
 * Settings, Meeting Type), for a new course and for editing one. It uploads with progress ('Yükleniyor... N%',
 * 'Dosya yükleniyor...' then 'İşleniyor...'), keeps every button still while it does, and shows the server's field
 * messages under the fields when it refuses.
 */
export function CourseForm({
  mode,
  initialValues,
  categories,
  tags,
  currentCoverUrl,
  keptCertificates = 0,
  send,
  onSaved,
  cancel,
  isCompact = false,
  onBusyChange,
}: CourseFormProps) {
  const upload = useUpload();
  const [formError, setFormError] = useState<string | null>(null);
  const context = useMemo(() => ({ mode, keptCertificates }), [mode, keptCertificates]);
  const form = useForm<CourseFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => courseFormErrors(values, context),
    validateInputOnBlur: true,
  });

  useEffect(() => onBusyChange?.(upload.isBusy), [upload.isBusy, onBusyChange]);

  const categoryOptions = useMemo(
    () => categories.map((c) => ({ value: c.id, label: c.title })),
    [categories],
  );
  const tagOptions = useMemo(() => tags.map((t) => ({ value: t.id, label: t.title })), [tags]);

  const isBusy = upload.isBusy;
  const failedText = mode === 'create' ? authoringMessages.courseCreateFailed : texts.updateFailed;

  /** A field whose value was set by a picker, not typed: check it at once. */
  const setAndCheck: SetAndCheck = (field, value) => {
    form.setFieldValue(field, value as never);
    // Mantine's form holds the new value at once, so the check sees it.
    form.validateField(field as string);
  };

  const submit = async (values: CourseFormValues) => {
    setFormError(null);
    try {
      const id = await upload.run((onProgress, signal) => send(courseFormData(values), onProgress, signal));
      onSaved(id);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // Seed 001 §8: the failure notice, and the server's own words under the fields or above the form.
      notify('error', failedText);
      if (isApiError(error)) {
        if (error.fields && Object.keys(error.fields).length > 0) form.setErrors(error.fields);
        else setFormError(error.errorMessage ?? error.message);
      } else setFormError(failedText);
    }
  };

  const cancelButton =
    'to' in cancel ? (
      <Button
        component={Link}
        to={cancel.to}
        variant="default"
        disabled={isBusy}
        aria-disabled={isBusy || undefined}
        onClick={(event) => isBusy && event.preventDefault()}
      >
        {authoringTexts.cancel}
      </Button>
    ) : (
      <Button variant="default" onClick={cancel.onClick} disabled={isBusy}>
        {authoringTexts.cancel}
      </Button>
    );

  const part: { p: FieldsetProps['p'] } = isCompact ? { p: 'sm' } : { p: { base: 'sm', sm: 'lg' } };

  return (
    <form
      noValidate
      aria-busy={isBusy}
      onSubmit={form.onSubmit(submit, () => setFormError(texts.fixErrors))}
      data-testid="course-form"
    >
      <Stack gap="lg">
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}

        <Fieldset legend={texts.basicInformation} disabled={isBusy} {...part}>
          <Stack gap="md">
            <TextInput
              label={texts.name}
              placeholder={texts.namePlaceholder}
              withAsterisk
              maxLength={100}
              {...form.getInputProps('name')}
            />
            <Textarea
              label={texts.description}
              placeholder={texts.descriptionPlaceholder}
              withAsterisk
              autosize
              minRows={4}
              maxRows={12}
              maxLength={1000}
              description={`${form.values.description.length}/1000`}
              {...form.getInputProps('description')}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend={texts.categoriesAndTags} disabled={isBusy} {...part}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <SearchablePicker
              multiple
              label={texts.categories}
              options={categoryOptions}
              value={form.values.categoryIds}
              onChange={(value) => setAndCheck('categoryIds', value)}
              error={form.errors.categoryIds}
              disabled={isBusy}
              data-testid="category-picker"
            />
            <SearchablePicker
              multiple
              label={texts.tags}
              options={tagOptions}
              value={form.values.tagIds}
              onChange={(value) => setAndCheck('tagIds', value)}
              error={form.errors.tagIds}
              disabled={isBusy}
              data-testid="tag-picker"
            />
          </SimpleGrid>
        </Fieldset>

        <CourseSettingsFields
          form={form}
          setAndCheck={setAndCheck}
          isBusy={isBusy}
          padding={part.p}
          mode={mode}
          currentCoverUrl={currentCoverUrl}
          keptCertificates={keptCertificates}
        />

        <MeetingTypeFields form={form} setAndCheck={setAndCheck} isBusy={isBusy} padding={part.p} />

        <UploadProgress phase={upload.phase} percent={upload.percent} />

        <Group justify="flex-end" gap="sm">
          {cancelButton}
          <Button type="submit" disabled={isBusy} miw={150}>
            {uploadSubmitLabel(upload.phase, upload.percent)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
