import { Button, Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormPasswordField } from '../../../components/ui/password-field.tsx';
import { type FormResult, useServerFieldErrors } from '../../../lib/forms.ts';
import { familyTexts } from '../family-texts.ts';
import { type NewParentValues, newParentRules } from '../validation.ts';
import { JoinIdentityFields } from './join-identity-fields.tsx';

const texts = familyTexts.join.newAccount;

export type NewParentFormProps = {
  /** The invited address, filled in (the parent may still choose another). */
  email: string;
  onSubmit: (values: NewParentValues) => void;
  isSubmitting: boolean;
  /** The clientAction's answer: the server's field messages land under the fields. */
  result?: FormResult<unknown>;
};

/** A new Parent account: the registration's name, e-mail and password rules, the number and the consent. */
export function NewParentForm({ email, onSubmit, isSubmitting, result }: NewParentFormProps) {
  const form = useForm<NewParentValues>({
    mode: 'controlled',
    initialValues: {
      name: '',
      surname: '',
      email,
      identificationNumber: '',
      password: '',
      confirmPassword: '',
      consent: false,
    },
    validate: newParentRules,
    validateInputOnBlur: true,
  });
  useServerFieldErrors(form, result);

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate aria-busy={isSubmitting} aria-label={texts.title}>
      <Stack gap="lg">
        <Fieldset legend={texts.fields} variant="unstyled">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={texts.name}
              autoComplete="given-name"
              withAsterisk
              key={form.key('name')}
              {...form.getInputProps('name')}
            />
            <TextInput
              label={texts.surname}
              autoComplete="family-name"
              withAsterisk
              key={form.key('surname')}
              {...form.getInputProps('surname')}
            />
            <TextInput
              label={texts.email}
              type="email"
              autoComplete="email"
              withAsterisk
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <FormPasswordField
              form={form}
              field="password"
              label={texts.password}
              autoComplete="new-password"
            />
            <FormPasswordField
              form={form}
              field="confirmPassword"
              label={texts.passwordRepeat}
              autoComplete="new-password"
            />
          </SimpleGrid>
        </Fieldset>
        <JoinIdentityFields form={form} />
        <Button type="submit" size="md" fullWidth disabled={isSubmitting}>
          {isSubmitting ? texts.submitting : texts.submit}
        </Button>
      </Stack>
    </form>
  );
}
