import {
  authoringMessages,
  CERTIFICATE_MAX_BYTES,
  COVER_IMAGE_MAX_BYTES,
  levelLabels,
  MAX_CERTIFICATE_FILES,
  MAX_COURSE_PRICE,
} from '@kampus/contract';
import {
  Box,
  Checkbox,
  Fieldset,
  type FieldsetProps,
  Image,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useMemo } from 'react';
import { CourseImage } from '../../../components/ui/course-image.tsx';
import { authoringTexts } from '../authoring-texts.ts';
import { type CourseFormMode, type CourseFormValues, FILE_TOO_LARGE } from '../course-form-values.ts';
import { FileDrop } from './file-drop.tsx';

const texts = authoringTexts.courseForm;

/** Sets a field whose value comes from a picker, not typing, and checks it at once. */
export type SetAndCheck = <K extends keyof CourseFormValues>(field: K, value: CourseFormValues[K]) => void;

/** What every part of the course form gets from the form around it. */
export type CourseFormPartProps = {
  form: UseFormReturnType<CourseFormValues>;
  setAndCheck: SetAndCheck;
  isBusy: boolean;
  /** The fieldset's padding: less inside a dialog. */
  padding: FieldsetProps['p'];
};

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
 * The form's 'Course Settings' part: level, price and discounted price, the cover image (a preview of the chosen one,
 * else the stored one), and the certificate files when the course is certified.
 */
export function CourseSettingsFields({
  form,
  setAndCheck,
  isBusy,
  padding,
  mode,
  currentCoverUrl,
  keptCertificates,
}: CourseFormPartProps & {
  mode: CourseFormMode;
  currentCoverUrl?: string | null;
  keptCertificates: number;
}) {
  const coverPreview = useMemo(
    () => (form.values.coverImage ? URL.createObjectURL(form.values.coverImage) : null),
    [form.values.coverImage],
  );
  useEffect(() => () => (coverPreview ? URL.revokeObjectURL(coverPreview) : undefined), [coverPreview]);

  return (
    <Fieldset legend={texts.courseSettings} disabled={isBusy} p={padding}>
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
            rejections[0] && form.setFieldError('coverImage', rejectionMessage(rejections[0], 'coverImage'))
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
  );
}
