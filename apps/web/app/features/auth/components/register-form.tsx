import type { Register } from '@kampus/contract';
import { Button, Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormPasswordField } from '../../../components/ui/password-field.tsx';
import { type FormResult, useServerFieldErrors } from '../../../lib/forms.ts';
import { emptyProfile, registerRules } from '../validation.ts';
import { ProfileFields } from './profile-fields.tsx';

type Props = {
  onSubmit: (values: Register) => void;
  isSubmitting: boolean;
  /** The clientAction's answer: the server's field messages land under the fields. */
  result?: FormResult<unknown>;
};

/** Registration: ten fields, each checked when it loses focus, errors under the field. */
export function RegisterForm({ onSubmit, isSubmitting, result }: Props) {
  const form = useForm<Register>({
    mode: 'controlled',
    initialValues: { ...emptyProfile, password: '', confirmPassword: '' },
    validate: registerRules,
    validateInputOnBlur: true,
  });
  useServerFieldErrors(form, result);

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate aria-busy={isSubmitting}>
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
        <Button type="submit" size="md" fullWidth disabled={isSubmitting}>
          {isSubmitting ? 'Kayıt yapılıyor...' : 'Kayıt Ol'}
        </Button>
      </Stack>
    </form>
  );
}
