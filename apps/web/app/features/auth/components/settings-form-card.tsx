import { Alert, Button, Group, Paper, Stack, type StackProps } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { SettingsHeading } from '../../../components/ui/settings-heading.tsx';
import type { FormResult } from '../../../lib/forms.ts';

type Props = {
  title: string;
  description: string;
  /** The action's answer: a refusal that names no field shows above the form. */
  result: FormResult | undefined;
  isSubmitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  /** How the fields stack: their spacing and, for short forms, their width. */
  fieldsProps: Pick<StackProps, 'gap' | 'maw'>;
  children: ReactNode;
};

/**
 * A settings page's card: its title and what it is for, the server's refusal, the fields, and the
 * submit button, which says '1 dakika canım' while the request runs.
 */
export function SettingsFormCard({
  title,
  description,
  result,
  isSubmitting,
  onSubmit,
  submitLabel,
  fieldsProps,
  children,
}: Props) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <SettingsHeading title={title} description={description} />
        {result && !result.ok && result.formError && (
          <Alert color="red" variant="light" role="alert">
            {result.formError}
          </Alert>
        )}
        <form noValidate aria-busy={isSubmitting} onSubmit={onSubmit}>
          <Stack {...fieldsProps}>
            {children}
            <Group justify="flex-end">
              <Button type="submit" disabled={isSubmitting} miw={160}>
                {isSubmitting ? '1 dakika canım' : submitLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
