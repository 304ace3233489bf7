import { privacyAcceptanceLabel, type Register } from '@kampus/contract';
import { Anchor, Button, Checkbox, Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FormPasswordField } from '../../../components/ui/password-field.tsx';
import { paths } from '../../../config/paths.ts';
import { type FormResult, useServerFieldErrors } from '../../../lib/forms.ts';
import { emptyProfile, registerRules } from '../validation.ts';
import { ProfileFields } from './profile-fields.tsx';

type Props = {
  onSubmit: (values: Register) => void;
  isSubmitting: boolean;
  /** The clientAction's answer: the server's field messages land under the fields. */
  result?: FormResult<unknown>;
};

/**
 * Registration: ten fields, each checked when it loses focus, errors under the field, and the privacy notice to
 * acknowledge. The box is the form's own (decision 034): the API records the notice's version at every
 * registration, so the seeds' ten-field request keeps working.
 */
export function RegisterForm({ onSubmit, isSubmitting, result }: Props) {
  const form = useForm<Register>({
    mode: 'controlled',
    initialValues: { ...emptyProfile, password: '', confirmPassword: '' },
    validate: registerRules,
    validateInputOnBlur: true,
  });
  useServerFieldErrors(form, result);
  const [hasAccepted, setAccepted] = useState(false);
  const [isAcceptanceMissing, setAcceptanceMissing] = useState(false);
  const submitIfAccepted = form.onSubmit((values) => {
    if (hasAccepted) onSubmit(values);
  });

  return (
    <form
      onSubmit={(event) => {
        if (!hasAccepted) setAcceptanceMissing(true);
        submitIfAccepted(event);
      }}
      noValidate
      aria-busy={isSubmitting}
    >
      <Stack gap="lg">
        <ProfileFields form={form} />
        <Fieldset legend="Şifre" variant="unstyled">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <FormPasswordField form={form} field="password" label="Şifre" autoComplete="new-password" />
            <FormPasswordField
              form={form}
              field="confirmPassword"
              label="Şifre Tekrar"
              autoComplete="new-password"
            />
          </SimpleGrid>
        </Fieldset>
        <Checkbox
          checked={hasAccepted}
          onChange={(event) => {
            setAccepted(event.currentTarget.checked);
            if (event.currentTarget.checked) setAcceptanceMissing(false);
          }}
          error={isAcceptanceMissing ? privacyAcceptanceLabel.required : undefined}
          label={
            <>
              {privacyAcceptanceLabel.before}
              <Anchor href={paths.privacy} target="_blank" rel="noopener" inherit>
                {privacyAcceptanceLabel.link}
              </Anchor>
              {privacyAcceptanceLabel.after}
            </>
          }
        />
        <Button type="submit" size="md" fullWidth disabled={isSubmitting}>
          {isSubmitting ? 'Kayıt yapılıyor...' : 'Kayıt Ol'}
        </Button>
      </Stack>
    </form>
  );
}
