import { type EditorSection, SectionCreateSchema } from '@kampus/contract';
import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldRule } from '../../../lib/forms.ts';
import { createSection, updateSection } from '../authoring-api.ts';
import { authoringTexts } from '../authoring-texts.ts';

const texts = authoringTexts.sectionForm;

type SectionValues = { name: string; description: string };

export type SectionFormProps = {
  courseId: string;
  /** The section being edited; a new one goes last. */
  section?: EditorSection;
  onSaved: (sectionId: string) => void;
  onCancel: () => void;
};

/** Seed 001 §5: a section needs a name; its description is optional. */
export function SectionForm({ courseId, section, onSaved, onCancel }: SectionFormProps) {
  const [isSaving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SectionValues>({
    mode: 'controlled',
    initialValues: { name: section?.name ?? '', description: section?.description ?? '' },
    validate: {
      name: fieldRule(SectionCreateSchema.shape.name),
      description: fieldRule(SectionCreateSchema.shape.description),
    },
    validateInputOnBlur: true,
  });

  const submit = async (values: SectionValues) => {
    setSaving(true);
    setFormError(null);
    const body = { name: values.name.trim(), description: values.description.trim() };
    try {
      const id = section ? await updateSection(section.id, body) : await createSection(courseId, body);
      onSaved(id ?? section?.id ?? '');
    } catch (error) {
      if (isApiError(error) && error.fields && Object.keys(error.fields).length > 0)
        form.setErrors(error.fields);
      else if (isApiError(error)) setFormError(error.errorMessage ?? error.message);
      else throw error;
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate aria-busy={isSaving} onSubmit={form.onSubmit(submit)} data-testid="section-form">
      <Stack gap="md">
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        <TextInput
          label={texts.name}
          placeholder={texts.namePlaceholder}
          withAsterisk
          maxLength={200}
          data-autofocus
          disabled={isSaving}
          {...form.getInputProps('name')}
        />
        <Textarea
          label={texts.description}
          placeholder={texts.descriptionPlaceholder}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={1000}
          disabled={isSaving}
          {...form.getInputProps('description')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            {authoringTexts.cancel}
          </Button>
          <Button type="submit" loading={isSaving} miw={120}>
            {authoringTexts.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
