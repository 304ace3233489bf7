import { type TaxonomyCreate, TaxonomyCreateSchema } from '@kampus/contract';
import { Alert, Button, Group, Paper, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useSubmit } from 'react-router';
import { AdminPageHeader } from '../../../components/ui/admin-page-header.tsx';
import { type FormResult, fieldRule, useIsSubmitting, useServerFieldErrors } from '../../../lib/forms.ts';
import type { TaxonomyKind } from '../taxonomy-api.ts';
import { taxonomyTexts } from '../taxonomy-texts.ts';

const screens = {
  category: taxonomyTexts.categories,
  tag: taxonomyTexts.tags,
} as const;

const rules = {
  title: fieldRule(TaxonomyCreateSchema.shape.title),
  description: fieldRule(TaxonomyCreateSchema.shape.description),
};

export type TaxonomyFormProps = {
  kind: TaxonomyKind;
  mode: 'create' | 'edit';
  initialValues?: TaxonomyCreate;
  result: FormResult | undefined;
  returnUrl: string;
};

/**
 * Create or edit a category or tag: title required, description optional; the submit button
 * stays disabled while the title is blank or the form is being sent.
 */
export function TaxonomyForm({ kind, mode, initialValues, result, returnUrl }: TaxonomyFormProps) {
  const texts = screens[kind];
  const submit = useSubmit();
  const isSubmitting = useIsSubmitting();
  const form = useForm<TaxonomyCreate>({
    mode: 'controlled',
    initialValues: initialValues ?? { title: '', description: '' },
    validate: rules,
    validateInputOnBlur: true,
  });
  useServerFieldErrors(form, result);
  const isBlank = form.values.title.trim() === '';

  return (
    <Stack gap="lg">
      <AdminPageHeader
        title={mode === 'create' ? texts.createTitle : texts.editTitle}
        subtitle={mode === 'create' ? texts.createSubtitle : texts.editSubtitle}
      />
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} maw={720}>
        <form
          noValidate
          aria-busy={isSubmitting}
          onSubmit={form.onSubmit((values) => submit(values, { method: 'post' }))}
        >
          <Stack gap="md">
            {result && !result.ok && result.formError && (
              <Alert color="red" variant="light" role="alert">
                {result.formError}
              </Alert>
            )}
            <TextInput
              label={taxonomyTexts.taxonomyForm.title}
              withAsterisk
              maxLength={100}
              autoFocus
              {...form.getInputProps('title')}
            />
            <Textarea
              label={taxonomyTexts.taxonomyForm.description}
              description={taxonomyTexts.taxonomyForm.descriptionHint}
              autosize
              minRows={3}
              maxRows={8}
              maxLength={1000}
              {...form.getInputProps('description')}
            />
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to={returnUrl} variant="default" disabled={isSubmitting}>
                {taxonomyTexts.cancel}
              </Button>
              <Button type="submit" disabled={isBlank || isSubmitting} miw={120}>
                {isSubmitting ? taxonomyTexts.saving : taxonomyTexts.save}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
