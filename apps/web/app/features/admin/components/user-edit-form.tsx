import { type AdminUser, AdminUserUpdateSchema, Role, roleLabels } from '@kampus/contract';
import { Alert, Button, Group, MultiSelect, Paper, Pill, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef } from 'react';
import { Link, useSubmit } from 'react-router';
import { AdminPageHeader } from '../../../components/ui/admin-page-header.tsx';
import { type FormResult, fieldRule, useIsSubmitting, useServerFieldErrors } from '../../../lib/forms.ts';
import { adminTexts } from '../admin-texts.ts';

const texts = adminTexts.users;

export type UserFormValues = { name: string; surname: string; roles: string[] };

const roleOptions = [Role.Admin, Role.Lecturer, Role.Student, Role.Parent].map((role) => ({
  value: String(role),
  label: roleLabels[role],
}));

const rules = {
  name: fieldRule(AdminUserUpdateSchema.shape.name),
  surname: fieldRule(AdminUserUpdateSchema.shape.surname),
  roles: fieldRule(AdminUserUpdateSchema.shape.roles),
};

/**
 * Edit a user: name and surname required, the e-mail shown but not editable, several roles.
 */
export function UserEditForm({
  user,
  result,
  returnUrl,
}: {
  user: AdminUser;
  result: FormResult | undefined;
  returnUrl: string;
}) {
  const submit = useSubmit();
  const isSubmitting = useIsSubmitting();
  const form = useForm<UserFormValues>({
    mode: 'controlled',
    initialValues: { name: user.name, surname: user.surname, roles: user.roles.map(String) },
    validate: rules,
    validateInputOnBlur: true,
  });
  useServerFieldErrors(form, result);
  // A removed pill takes its focused button with it: focus goes back to the field instead of the page's start.
  const rolesInput = useRef<HTMLInputElement>(null);

  return (
    <Stack gap="lg">
      <AdminPageHeader title={texts.editTitle} subtitle={texts.editSubtitle} />
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} maw={720}>
        <form
          noValidate
          aria-busy={isSubmitting}
          onSubmit={form.onSubmit((values) =>
            submit(values, { method: 'post', encType: 'application/json' }),
          )}
        >
          <Stack gap="md">
            {/* Seed 001 §8: 'Güncelleme işlemi başarısız oldu.' over the reason. */}
            {result && !result.ok && result.formError && (
              <Alert color="red" variant="light" role="alert" title={texts.updateFailed}>
                {result.formError}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label={texts.name} withAsterisk maxLength={100} {...form.getInputProps('name')} />
              <TextInput
                label={texts.surname}
                withAsterisk
                maxLength={100}
                {...form.getInputProps('surname')}
              />
            </SimpleGrid>
            <TextInput label={texts.email} value={user.email} readOnly description={texts.emailReadOnly} />
            <MultiSelect
              label={texts.roles}
              withAsterisk
              placeholder={form.values.roles.length === 0 ? texts.rolesPlaceholder : undefined}
              data={roleOptions}
              clearable={false}
              comboboxProps={{ withinPortal: true }}
              ref={rolesInput}
              {...form.getInputProps('roles')}
              // Mantine's pill buttons are out of the tab order and hidden from assistive technology, which leaves
              // Backspace (the last pill only) as the keyboard's one way to drop a role; each role's button is
              // reachable and named here.
              renderPill={({ option, onRemove, disabled }) => (
                <Pill
                  withRemoveButton={!disabled}
                  disabled={disabled}
                  onRemove={() => {
                    onRemove?.();
                    rolesInput.current?.focus();
                  }}
                  removeButtonProps={{
                    tabIndex: 0,
                    'aria-hidden': false,
                    'aria-label': texts.removeRoleLabel(option.label),
                  }}
                >
                  {option.label}
                </Pill>
              )}
            />
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to={returnUrl} variant="default" disabled={isSubmitting}>
                {adminTexts.cancel}
              </Button>
              <Button
                type="submit"
                disabled={isSubmitting || !form.values.name.trim() || !form.values.surname.trim()}
                miw={120}
              >
                {isSubmitting ? adminTexts.saving : adminTexts.save}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
