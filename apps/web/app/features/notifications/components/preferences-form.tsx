import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_LABELS,
  type NotificationCategory,
  type NotificationPreferences,
} from '@kampus/contract';
import { Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { SettingsHeading } from '../../../components/ui/settings-heading.tsx';
import { notificationTexts } from '../notification-texts.ts';

const texts = notificationTexts.preferences;

export type PreferencesFormProps = {
  preferences: NotificationPreferences;
  /** Sends the choices; the API client says 'Güncelleme başarılı.' or why not. Rejects on failure. */
  onSave: (preferences: NotificationPreferences) => Promise<unknown>;
};

/**
 * '/settings/notifications': a switch per mail category with its Turkish name. Order mail (receipts, transfer
 * details) cannot be turned off: its switch is on, disabled, and a line under it says so.
 */
export function PreferencesForm({ preferences, onSave }: PreferencesFormProps) {
  const [email, setEmail] = useState(preferences.email);
  const [isSaving, setSaving] = useState(false);

  const toggle = (category: Exclude<NotificationCategory, 'orders'>, isOn: boolean) =>
    setEmail((current) => ({ ...current, [category]: isOn }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    setSaving(true);
    try {
      await onSave({ email: { ...email, orders: true } });
    } catch {
      // The notice has said why; the switches keep the choices for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <SettingsHeading title={texts.title} description={texts.description} />
        <form noValidate aria-busy={isSaving} onSubmit={(event) => void submit(event)}>
          <Stack gap="lg">
            <Stack component="fieldset" gap="md" m={0} p={0} style={{ border: 'none' }}>
              <Text component="legend" fw={600} size="sm" mb="sm">
                {texts.emailGroup}
              </Text>
              {NOTIFICATION_CATEGORIES.map((category) =>
                category === 'orders' ? (
                  <Switch
                    key={category}
                    label={NOTIFICATION_CATEGORY_LABELS[category]}
                    description={texts.ordersLocked}
                    checked
                    disabled
                    readOnly
                    data-testid={`preference-${category}`}
                  />
                ) : (
                  <Switch
                    key={category}
                    label={NOTIFICATION_CATEGORY_LABELS[category]}
                    checked={email[category]}
                    onChange={(event) => toggle(category, event.currentTarget.checked)}
                    data-testid={`preference-${category}`}
                  />
                ),
              )}
            </Stack>
            <Group justify="flex-end">
              <Button type="submit" disabled={isSaving} miw={160}>
                {isSaving ? texts.saving : texts.save}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
