import { FAMILY_CONSENT_TEXT } from '@kampus/contract';
import { Checkbox, Fieldset, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useId } from 'react';
import { digitsOnly } from '../../../lib/account-rules.ts';
import { familyTexts } from '../family-texts.ts';
import type { AcceptValues } from '../validation.ts';

const texts = familyTexts.join;

type Props<T extends AcceptValues> = { form: UseFormReturnType<T> };

/**
 * What both ways of joining ask: the identification number the child registered for their parent, and the
 * parent's explicit consent, with the text they agree to above its checkbox.
 */
export function JoinIdentityFields<T extends AcceptValues>({ form }: Props<T>) {
  // The form is generic over a superset of these two fields; its paths are these keys.
  const f = form as unknown as UseFormReturnType<AcceptValues>;
  const consentTextId = useId();
  const number = f.getInputProps('identificationNumber');
  return (
    <Stack gap="md">
      <TextInput
        label={texts.identificationNumber}
        description={texts.identityHint}
        withAsterisk
        maxLength={11}
        inputMode="numeric"
        autoComplete="off"
        key={f.key('identificationNumber')}
        {...number}
        onChange={(event) => f.setFieldValue('identificationNumber', digitsOnly(event.currentTarget.value))}
      />
      <Fieldset legend={texts.consentLegend} variant="filled">
        <Stack gap="sm">
          <Text size="sm" id={consentTextId}>
            {FAMILY_CONSENT_TEXT}
          </Text>
          <Checkbox
            label={texts.consentCheckbox}
            aria-describedby={consentTextId}
            key={f.key('consent')}
            {...f.getInputProps('consent', { type: 'checkbox' })}
          />
        </Stack>
      </Fieldset>
    </Stack>
  );
}
