import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FormResult, useServerFieldErrors } from '../../../lib/forms.ts';
import { familyTexts } from '../family-texts.ts';
import { type AcceptValues, acceptRules } from '../validation.ts';
import { JoinIdentityFields } from './join-identity-fields.tsx';

const texts = familyTexts.join.existing;

export type AcceptFormProps = {
  onSubmit: (values: AcceptValues) => void;
  isSubmitting: boolean;
  result?: FormResult<unknown>;
};

/** A signed-in account accepts the invitation: the number and the consent, nothing else. */
export function AcceptForm({ onSubmit, isSubmitting, result }: AcceptFormProps) {
  const form = useForm<AcceptValues>({
    mode: 'controlled',
    initialValues: { identificationNumber: '', consent: false },
    validate: acceptRules,
    validateInputOnBlur: true,
  });
  useServerFieldErrors(form, result);

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate aria-busy={isSubmitting} aria-label={texts.submit}>
      <Stack gap="lg">
        <JoinIdentityFields form={form} />
        <Button type="submit" size="md" fullWidth disabled={isSubmitting}>
          {isSubmitting ? texts.submitting : texts.submit}
        </Button>
      </Stack>
    </form>
  );
}
