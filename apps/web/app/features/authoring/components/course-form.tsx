import {
  authoringMessages,
  CERTIFICATE_MAX_BYTES,
  COVER_IMAGE_MAX_BYTES,
  levelLabels,
  MAX_CERTIFICATE_FILES,
  MAX_COURSE_PRICE,
  MeetingType,
  type TaxonomyItem,
} from '@kampus/contract';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Image,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import type { FileRejection } from '@mantine/dropzone';
import { useForm } from '@mantine/form';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { CourseImage } from '../../../components/ui/course-image.tsx';
import { SearchablePicker } from '../../../components/ui/searchable-picker.tsx';
import { TurkishDates } from '../../../components/ui/turkish-dates.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { authoringTexts } from '../authoring-texts.ts';
import {
  type CourseFormMode,
  type CourseFormValues,
  courseFormData,
  courseFormErrors,
  FILE_TOO_LARGE,
} from '../course-form-values.ts';
import { useUpload } from '../use-upload.ts';
import { FileDrop } from './file-drop.tsx';
import { UploadProgress, uploadSubmitLabel } from './upload-progress.tsx';

const texts = authoringTexts.courseForm;

const skillLevelOptions = [1, 2, 3].map((level) => ({
  value: String(level),
  label: levelLabels[(level - 1) as 0 | 1 | 2],
}));

const COVER_ACCEPT = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/gif': ['.gif'],
};
const CERTIFICATE_ACCEPT = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'text/html': ['.html'],
};

/** Names for the picker's controls, which Mantine leaves unnamed (seed 001 §2: Turkish, Monday first, dd/MM/yyyy). */
const datePickerProps: Partial<DatePickerInputProps> = {
  valueFormat: 'DD/MM/YYYY',
  placeholder: texts.datePlaceholder,
  leftSection: <IconCalendar size={16} aria-hidden="true" />,
  firstDayOfWeek: 1,
  locale: 'tr',
  clearable: true,
  clearButtonProps: { 'aria-label': 'Tarihi temizle' },
  nextLabel: 'Sonraki ay',
  previousLabel: 'Önceki ay',
  ariaLabels: {
    nextMonth: 'Sonraki ay',
    previousMonth: 'Önceki ay',
    nextYear: 'Sonraki yıl',
    previousYear: 'Önceki yıl',
    nextDecade: 'Sonraki on yıl',
    previousDecade: 'Önceki on yıl',
    monthLevelControl: 'Ay seçimi',
    yearLevelControl: 'Yıl seçimi',
  },
  popoverProps: { withinPortal: true },
};

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

const rejectionMessage = (rejection: FileRejection, field: 'coverImage' | 'certifications'): string => {
  const code = rejection.errors[0]?.code;
  if (code === 'file-too-large')
    return FILE_TOO_LARGE(
      rejection.file.name,
      (field === 'coverImage' ? COVER_IMAGE_MAX_BYTES : CERTIFICATE_MAX_BYTES) / 1_048_576,
    );
  if (code === 'too-many-files') return authoringMessages.tooManyFiles;
  return field === 'coverImage' ? authoringMessages.coverImageType : authoringMessages.certificateType;
};

/**
 * The course form of seed 001 §2 "Course creation" in its four parts (Basic Information, Categories & Tags, Course
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

  const coverPreview = useMemo(
    () => (form.values.coverImage ? URL.createObjectURL(form.values.coverImage) : null),
    [form.values.coverImage],
  );
  useEffect(() => () => (coverPreview ? URL.revokeObjectURL(coverPreview) : undefined), [coverPreview]);

  const categoryOptions = useMemo(
    () => categories.map((c) => ({ value: c.id, label: c.title })),
    [categories],
  );
  const tagOptions = useMemo(() => tags.map((t) => ({ value: t.id, label: t.title })), [tags]);

  const isBusy = upload.isBusy;
  const isOnsite = Number(form.values.meetingType) === MeetingType.Onsite;
  const failedText = mode === 'create' ? authoringMessages.courseCreateFailed : texts.updateFailed;

  /** A field whose value was set by a picker, not typed: check it at once. */
  const setAndCheck = <K extends keyof CourseFormValues>(field: K, value: CourseFormValues[K]) => {
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

  const part = isCompact ? { p: 'sm' } : { p: { base: 'sm', sm: 'lg' } };

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

        <Fieldset legend={texts.courseSettings} disabled={isBusy} {...part}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <Select
                label={texts.skillLevel}
                withAsterisk
                data={skillLevelOptions}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps('skillLevel')}
              />
              <NumberInput
                label={texts.price}
                min={0}
                max={MAX_COURSE_PRICE}
                step={1}
                decimalScale={2}
                decimalSeparator=","
                allowNegative={false}
                {...form.getInputProps('price')}
              />
              <NumberInput
                label={texts.discountedPrice}
                description={texts.discountedPriceHint}
                min={0}
                max={MAX_COURSE_PRICE}
                step={1}
                decimalScale={2}
                decimalSeparator=","
                allowNegative={false}
                {...form.getInputProps('discountedPrice')}
              />
            </SimpleGrid>

            <FileDrop
              label={texts.coverImage}
              prompt={texts.coverImageDrop}
              description={
                mode === 'edit' ? `${texts.coverImageHint} ${texts.coverImageKept}` : texts.coverImageHint
              }
              withAsterisk={mode === 'create'}
              accept={COVER_ACCEPT}
              maxFiles={1}
              disabled={isBusy}
              files={form.values.coverImage ? [form.values.coverImage] : []}
              onChange={(files) => setAndCheck('coverImage', files[0] ?? null)}
              maxSize={COVER_IMAGE_MAX_BYTES}
              onReject={(rejections) =>
                rejections[0] &&
                form.setFieldError('coverImage', rejectionMessage(rejections[0], 'coverImage'))
              }
              error={form.errors.coverImage}
              data-testid="cover-image-field"
            >
              {(coverPreview || currentCoverUrl) && (
                <Box maw={320}>
                  {coverPreview ? (
                    <Image
                      src={coverPreview}
                      alt={texts.chosenCover}
                      radius="sm"
                      fit="cover"
                      style={{ aspectRatio: 16 / 9 }}
                    />
                  ) : (
                    <figure style={{ margin: 0 }}>
                      <CourseImage src={currentCoverUrl} radius="var(--mantine-radius-sm)" />
                      <Text component="figcaption" size="xs" c="dimmed" mt={4}>
                        {texts.currentCover}
                      </Text>
                    </figure>
                  )}
                </Box>
              )}
            </FileDrop>

            <Checkbox
              label={texts.isCertified}
              description={texts.isCertifiedHint}
              {...form.getInputProps('isCertified', { type: 'checkbox' })}
              onChange={(event) => {
                setAndCheck('isCertified', event.currentTarget.checked);
                // The certificate rule's message belongs to the file field that appears now.
                form.validateField('certifications');
              }}
            />
            {form.values.isCertified && (
              <FileDrop
                label={texts.certificates}
                prompt={texts.certificatesDrop}
                description={
                  mode === 'edit' && keptCertificates > 0
                    ? `${texts.certificatesHint} ${texts.certificatesKept}`
                    : texts.certificatesHint
                }
                withAsterisk={keptCertificates === 0}
                accept={CERTIFICATE_ACCEPT}
                multiple
                maxFiles={MAX_CERTIFICATE_FILES}
                maxSize={CERTIFICATE_MAX_BYTES}
                onReject={(rejections) =>
                  rejections[0] &&
                  form.setFieldError('certifications', rejectionMessage(rejections[0], 'certifications'))
                }
                disabled={isBusy}
                files={form.values.certifications}
                onChange={(files) => setAndCheck('certifications', files)}
                error={form.errors.certifications}
                data-testid="certificates-field"
              />
            )}
          </Stack>
        </Fieldset>

        <Fieldset legend={texts.meetingTypeTitle} disabled={isBusy} {...part}>
          <Stack gap="md">
            <Radio.Group
              label={texts.meetingType}
              {...form.getInputProps('meetingType')}
              onChange={(value) => setAndCheck('meetingType', value)}
            >
              <Group gap="lg" mt={6}>
                <Radio value={String(MeetingType.Online)} label={texts.online} />
                <Radio value={String(MeetingType.Onsite)} label={texts.inPerson} />
              </Group>
            </Radio.Group>
            {isOnsite && (
              <TurkishDates>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <DatePickerInput
                    {...datePickerProps}
                    label={texts.startDate}
                    withAsterisk
                    value={form.values.startDate}
                    onChange={(value) => {
                      setAndCheck('startDate', value);
                      // 'Start date cannot be after end date' sits on the end date.
                      if (form.getValues().endDate) form.validateField('endDate');
                    }}
                    error={form.errors.startDate}
                  />
                  <DatePickerInput
                    {...datePickerProps}
                    label={texts.endDate}
                    withAsterisk
                    value={form.values.endDate}
                    minDate={form.values.startDate ?? undefined}
                    onChange={(value) => setAndCheck('endDate', value)}
                    error={form.errors.endDate}
                  />
                </SimpleGrid>
              </TurkishDates>
            )}
          </Stack>
        </Fieldset>

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
