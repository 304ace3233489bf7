import { MeetingType } from '@kampus/contract';
import { Fieldset, Group, NumberInput, Radio, SimpleGrid, Stack } from '@mantine/core';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { TurkishDates } from '../../../components/ui/turkish-dates.tsx';
import { authoringTexts } from '../authoring-texts.ts';
import type { CourseFormPartProps } from './course-settings-fields.tsx';

const texts = authoringTexts.courseForm;

/** Names for the picker's controls, which Mantine leaves unnamed (Turkish, Monday first, dd/MM/yyyy). */
const datePickerProps: Partial<DatePickerInputProps> = {
  valueFormat: 'DD/MM/YYYY',
  placeholder: texts.datePlaceholder,
  leftSection: <IconCalendar size={16} aria-hidden="true" />,
  firstDayOfWeek: 1,
  locale: 'tr',
  clearable: true,
  clearButtonProps: { 'aria-label': 'Tarihi temizle' },
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
  popoverProps: { withinPortal: true },
};

/** The form's 'Meeting Type' part: Online or In Person, and for In Person the start and end dates and the seats. */
export function MeetingTypeFields({ form, setAndCheck, isBusy, padding }: CourseFormPartProps) {
  const isOnsite = Number(form.values.meetingType) === MeetingType.Onsite;
  return (
    <Fieldset legend={texts.meetingTypeTitle} disabled={isBusy} p={padding}>
      <Stack gap="md">
        <Radio.Group
          label={texts.meetingType}
          {...form.getInputProps('meetingType')}
          onChange={(value) => setAndCheck('meetingType', value)}
        >
          <Group gap="lg" mt={6}>
            <Radio value={String(MeetingType.Online)} label={texts.online} />
            <Radio value={String(MeetingType.Onsite)} label={texts.inPerson} />
          </Group>
        </Radio.Group>
        {isOnsite && (
          <TurkishDates>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <DatePickerInput
                {...datePickerProps}
                label={texts.startDate}
                withAsterisk
                value={form.values.startDate}
                onChange={(value) => {
                  setAndCheck('startDate', value);
                  // 'Start date cannot be after end date' sits on the end date.
                  if (form.getValues().endDate) form.validateField('endDate');
                }}
                error={form.errors.startDate}
              />
              <DatePickerInput
                {...datePickerProps}
                label={texts.endDate}
                withAsterisk
                value={form.values.endDate}
                minDate={form.values.startDate ?? undefined}
                onChange={(value) => setAndCheck('endDate', value)}
                error={form.errors.endDate}
              />
            </SimpleGrid>
          </TurkishDates>
        )}
        {isOnsite && (
          <NumberInput
            label={texts.capacity}
            description={texts.capacityHint}
            min={1}
            max={10_000}
            allowDecimal={false}
            allowNegative={false}
            value={form.values.capacity}
            onChange={(value) => setAndCheck('capacity', value)}
            error={form.errors.capacity}
            maw={240}
          />
        )}
      </Stack>
    </Fieldset>
  );
}
