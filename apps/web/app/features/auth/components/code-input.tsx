import { PinInput } from '@mantine/core';
import { type ClipboardEvent, useRef } from 'react';

export const CODE_LENGTH = 6;

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** Name of the hidden input that carries the whole code in a form submission. */
  name?: string;
  disabled?: boolean;
  error?: boolean;
};

/**
 * Six single-digit boxes: typing moves forward, backspace moves back, and a pasted code (even with
 * spaces or dashes, as mail clients copy it) spreads across the boxes.
 */
export function CodeInput({ value, onChange, name, disabled, error }: Props) {
  const rootRef = useRef<HTMLDivElement>(null);

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = event.clipboardData.getData('text/plain').replace(/\D/g, '').slice(0, CODE_LENGTH);
    if (!digits) return;
    onChange(digits);
    const inputs = rootRef.current?.querySelectorAll<HTMLInputElement>('input:not([type="hidden"])');
    inputs?.[Math.min(digits.length, CODE_LENGTH - 1)]?.focus();
  };

  return (
    <PinInput
      rootRef={rootRef}
      length={CODE_LENGTH}
      type="number"
      inputMode="numeric"
      oneTimeCode
      size="lg"
      gap="xs"
      name={name}
      value={value}
      onChange={onChange}
      disabled={disabled}
      error={error}
      placeholder=""
      getInputProps={(index) => ({
        'aria-label': `Doğrulama kodunun ${index + 1}. hanesi`,
        onPaste,
      })}
    />
  );
}
