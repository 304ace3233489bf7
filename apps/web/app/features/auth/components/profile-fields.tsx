import type { ProfileFields as ProfileValues } from '@kampus/contract';
import { Fieldset, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { digitsOnly } from '../validation.ts';

type Props<T extends ProfileValues> = { form: UseFormReturnType<T>; disabled?: boolean };

/** The eight profile fields shared by registration and account info. */
export function ProfileFields<T extends ProfileValues>({ form, disabled = false }: Props<T>) {
  // The form is generic over a superset of the profile; its paths are the profile's keys.
  const f = form as unknown as UseFormReturnType<ProfileValues>;
  const idInput = (name: 'identificationNumber' | 'parentIdentificationNumber') => {
    const props = f.getInputProps(name);
    return {
      ...props,
      maxLength: 11,
      inputMode: 'numeric' as const,
      autoComplete: 'off',
      onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
        f.setFieldValue(name, digitsOnly(event.currentTarget.value)),
    };
  };
  return (
    <>
      <Fieldset legend="Öğrenci bilgileri" disabled={disabled} variant="unstyled">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Ad"
            autoComplete="given-name"
            withAsterisk
            key={f.key('name')}
            {...f.getInputProps('name')}
          />
          <TextInput
            label="Soyad"
            autoComplete="family-name"
            withAsterisk
            key={f.key('surname')}
            {...f.getInputProps('surname')}
          />
          <TextInput
            label="E-posta"
            type="email"
            autoComplete="email"
            withAsterisk
            key={f.key('email')}
            {...f.getInputProps('email')}
          />
          <TextInput
            label="T.C. Kimlik No"
            withAsterisk
            key={f.key('identificationNumber')}
            {...idInput('identificationNumber')}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Veli bilgileri" disabled={disabled} variant="unstyled">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Veli Adı"
            withAsterisk
            key={f.key('parentName')}
            {...f.getInputProps('parentName')}
          />
          <TextInput
            label="Veli Soyadı"
            withAsterisk
            key={f.key('parentSurname')}
            {...f.getInputProps('parentSurname')}
          />
          <TextInput
            label="Veli T.C. Kimlik No"
            withAsterisk
            key={f.key('parentIdentificationNumber')}
            {...idInput('parentIdentificationNumber')}
          />
        </SimpleGrid>
      </Fieldset>
      <Textarea
        label="Açık Adres"
        autoComplete="street-address"
        autosize
        minRows={2}
        withAsterisk
        disabled={disabled}
        key={f.key('fullAddress')}
        {...f.getInputProps('fullAddress')}
      />
    </>
  );
}
