import { DISCOUNT_CODE_MAX, normaliseDiscountCode } from '@kampus/contract';
import { Button, Group, TextInput } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { basketTexts } from '../basket-texts.ts';

export type DiscountCodeFormProps = {
  /** Visible label of the field. */
  label: string;
  /** Accessible name when several such fields share a page (must start with the visible label). */
  accessibleLabel?: string;
  applyLabel?: string;
  onApply: (code: string) => void;
  isSubmitting?: boolean;
  /** No code can be entered (the basket already has one): field and button are disabled. */
  isDisabled?: boolean;
  /** The code now applied; when it changes the field is emptied, its work done. */
  appliedCode?: string | null;
  /** Why the last code was refused, shown under the field until the user types again. */
  error?: string | null;
};

/**
 * A discount code field: what is typed is upper-cased the plain way and anything but A–Z and 0–9 is dropped while
 * typing (the contract's normaliseDiscountCode), and a blank code is never sent.
 */
export function DiscountCodeForm({
  label,
  accessibleLabel,
  applyLabel,
  onApply,
  isSubmitting = false,
  isDisabled = false,
  appliedCode = null,
  error = null,
}: DiscountCodeFormProps) {
  const [code, setCode] = useState('');
  const [isEditedSinceError, setEditedSinceError] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly applied code empties the field
  useEffect(() => setCode(''), [appliedCode]);

  const isBlank = code === '';
  const shownError = !isSubmitting && !isEditedSinceError ? error : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBlank || isDisabled || isSubmitting) return;
    setEditedSinceError(false);
    onApply(code);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          flex={1}
          miw={0}
          label={label}
          aria-label={accessibleLabel}
          placeholder={basketTexts.codePlaceholder}
          value={code}
          onChange={(event) => {
            setCode(normaliseDiscountCode(event.currentTarget.value));
            setEditedSinceError(true);
          }}
          maxLength={DISCOUNT_CODE_MAX}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          disabled={isDisabled}
          error={shownError}
          leftSection={<IconTicket size={16} aria-hidden="true" />}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.05em' } }}
        />
        <Button
          type="submit"
          variant="default"
          mt={25}
          disabled={isBlank || isDisabled}
          loading={isSubmitting}
          aria-label={applyLabel}
        >
          {basketTexts.apply}
        </Button>
      </Group>
    </form>
  );
}
