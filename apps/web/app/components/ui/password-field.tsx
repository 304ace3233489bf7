import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

/** A masked password input whose show/hide toggle is named and reachable by keyboard. */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': 'Şifreyi göster' }}
      {...props}
    />
  );
}

type FormPasswordFieldProps<Values> = {
  form: UseFormReturnType<Values>;
  /** The form's value this input edits, with its message. */
  field: keyof Values & string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
};

/** A required password input bound to a field of a Mantine form (registration, new and changed passwords). */
export function FormPasswordField<Values>({
  form,
  field,
  label,
  autoComplete,
}: FormPasswordFieldProps<Values>) {
  return (
    <PasswordField
      label={label}
      autoComplete={autoComplete}
      withAsterisk
      key={form.key(field)}
      {...form.getInputProps(field)}
    />
  );
}
