import { PasswordInput, type PasswordInputProps } from '@mantine/core';

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
