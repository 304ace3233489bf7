import type { ClassSession, ClassSessionInput } from '@kampus/contract';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { TurkishDates } from '../../../components/ui/turkish-dates.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { classTexts as texts } from '../classes-texts.ts';
import { isoToPicker, pickerToIso } from '../session-time.ts';

/** Names for the picker's controls, which Mantine leaves unnamed (Turkish, Monday first). */
const pickerProps: Partial<DateTimePickerProps> = {
  valueFormat: 'DD.MM.YYYY HH:mm',
  placeholder: texts.pickerPlaceholder,
  leftSection: <IconCalendar size={16} aria-hidden="true" />,
  firstDayOfWeek: 1,
  locale: 'tr',
  nextLabel: 'Sonraki ay',
  previousLabel: 'Önceki ay',
  ariaLabels: {
    nextMonth: 'Sonraki ay',
    previousMonth: 'Önceki ay',
    nextYear: 'Sonraki yıl',
    previousYear: 'Önceki yıl',
    nextDecade: 'Sonraki on yıl',
    previousDecade: 'Önceki on yıl',
    monthLevelControl: 'Ay seçimi',
    yearLevelControl: 'Yıl seçimi',
  },
  timePickerProps: { hoursInputLabel: 'Saat', minutesInputLabel: 'Dakika', 'aria-label': 'Saat' },
  submitButtonProps: { 'aria-label': 'Tarihi onayla' },
  popoverProps: { withinPortal: true },
};

type Values = {
  title: string;
  startsAt: string | null;
  endsAt: string | null;
  location: string;
  onlineUrl: string;
};

const valuesOf = (session: ClassSession | null): Values => ({
  title: session?.title ?? '',
  startsAt: session ? isoToPicker(session.startsAt) : null,
  endsAt: session ? isoToPicker(session.endsAt) : null,
  location: session?.location ?? '',
  onlineUrl: session?.onlineUrl ?? '',
});

/**
 * Adding or moving a session: title, start and end in Istanbul time (Turkish picker, Monday first), and a place, a
 * meeting link or both. The server checks everything again and names each bad field in Turkish.
 */
export function SessionForm({
  session,
  onSubmit,
  onCancel,
}: {
  session: ClassSession | null;
  onSubmit: (input: ClassSessionInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<Values>(() => valuesOf(session));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFailure(null);
    try {
      await onSubmit({
        title: values.title,
        startsAt: pickerToIso(values.startsAt) ?? '',
        endsAt: pickerToIso(values.endsAt) ?? '',
        location: values.location.trim() || null,
        onlineUrl: values.onlineUrl.trim() || null,
      });
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(error.fields);
      else setFailure(isApiError(error) ? (error.errorMessage ?? error.message) : String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <TextInput
          label={texts.title}
          placeholder={texts.titlePlaceholder}
          withAsterisk
          value={values.title}
          onChange={(e) => set('title', e.currentTarget.value)}
          error={errors.title}
        />
        <TurkishDates>
          <Stack gap="md">
            <DateTimePicker
              {...pickerProps}
              label={texts.startsAt}
              withAsterisk
              value={values.startsAt}
              onChange={(v) => set('startsAt', v)}
              error={errors.startsAt}
            />
            <DateTimePicker
              {...pickerProps}
              label={texts.endsAt}
              withAsterisk
              value={values.endsAt}
              onChange={(v) => set('endsAt', v)}
              error={errors.endsAt}
            />
          </Stack>
        </TurkishDates>
        <Text size="sm" c="dimmed">
          {texts.placeHint}
        </Text>
        <TextInput
          label={texts.location}
          placeholder={texts.locationPlaceholder}
          value={values.location}
          onChange={(e) => set('location', e.currentTarget.value)}
          error={errors.location}
        />
        <TextInput
          label={texts.onlineUrl}
          placeholder={texts.onlineUrlPlaceholder}
          type="url"
          value={values.onlineUrl}
          onChange={(e) => set('onlineUrl', e.currentTarget.value)}
          error={errors.onlineUrl}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {texts.cancel}
          </Button>
          <Button type="submit" loading={isSaving}>
            {texts.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
