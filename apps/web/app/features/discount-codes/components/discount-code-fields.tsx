import { DISCOUNT_CODE_MAX, DiscountType, discountTypeLabels, normaliseDiscountCode } from '@kampus/contract';
import { Checkbox, NumberInput, type NumberInputProps, Select, SimpleGrid, TextInput } from '@mantine/core';
import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { TurkishDates } from '../../../components/ui/turkish-dates.tsx';
import type { DiscountCodeBaseValues } from '../discount-code-values.ts';

/**
 * The fields the admin (basket-wide) and lecturer (one course) discount-code forms share: the code,
 * the type and value, the period and the two options. Each variant passes its own texts, as the two areas word their
 * hints differently.
 */

const discountTypeOptions = [
  DiscountType.Percentage,
  DiscountType.SubtractFromPrice,
  DiscountType.SetAsFinalPrice,
  DiscountType.Free,
].map((type) => ({ value: String(type), label: discountTypeLabels[type] }));

/** Names for the picker's controls, which Mantine leaves unnamed (Turkish, Monday first). */
const pickerProps = (placeholder: string): Partial<DateTimePickerProps> => ({
  valueFormat: 'DD.MM.YYYY HH:mm',
  placeholder,
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
});

type CodeInputProps = {
  texts: { codeLabel: string; codePlaceholder: string; codeHint: string };
  value: string;
  onChange: (code: string) => void;
  onBlur: () => void;
  error: string | undefined;
};

/** The code, upper-cased while typing with every character but A–Z and 0–9 dropped. */
export function DiscountCodeInput({ texts, value, onChange, onBlur, error }: CodeInputProps) {
  return (
    <TextInput
      label={texts.codeLabel}
      withAsterisk
      placeholder={texts.codePlaceholder}
      description={texts.codeHint}
      value={value}
      maxLength={DISCOUNT_CODE_MAX}
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => onChange(normaliseDiscountCode(event.currentTarget.value))}
      onBlur={onBlur}
      error={error}
    />
  );
}

type TermFieldsProps = {
  texts: { typeLabel: string; valueLabel: string };
  /** The Select's value: '0'..'3'. */
  typeValue: string;
  /** The type the payload carries, which decides the value's bounds, step and affixes. */
  type: DiscountType;
  value: number | string;
  valueHint: string;
  max: number;
  onTypeChange: (next: string | null) => void;
  onValueChange: (value: number | string) => void;
  onLeave: (field: 'type' | 'discountValue') => () => void;
  errorOf: (field: 'type' | 'discountValue') => string | undefined;
  /** What a variant adds to the value input, like the admin's strict clamping. */
  valueInputProps?: Partial<NumberInputProps>;
};

/**
 * The type and the value: 0–max with step 0.01 for a percentage and step 1 for amounts in lira, 0
 * and disabled for Free.
 */
export function DiscountTermFields({
  texts,
  typeValue,
  type,
  value,
  valueHint,
  max,
  onTypeChange,
  onValueChange,
  onLeave,
  errorOf,
  valueInputProps,
}: TermFieldsProps) {
  const isFree = type === DiscountType.Free;
  const isPercentage = type === DiscountType.Percentage;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        label={texts.typeLabel}
        withAsterisk
        data={discountTypeOptions}
        value={typeValue}
        onChange={onTypeChange}
        allowDeselect={false}
        onBlur={onLeave('type')}
        error={errorOf('type')}
        comboboxProps={{ withinPortal: true }}
      />
      <NumberInput
        label={texts.valueLabel}
        withAsterisk={!isFree}
        description={valueHint}
        value={isFree ? 0 : value}
        {...valueInputProps}
        onChange={onValueChange}
        onBlur={onLeave('discountValue')}
        disabled={isFree}
        min={0}
        max={max}
        step={isPercentage ? 0.01 : 1}
        decimalScale={2}
        decimalSeparator=","
        allowNegative={false}
        prefix={isPercentage ? '%' : undefined}
        suffix={isPercentage || isFree ? undefined : ' TL'}
        error={errorOf('discountValue')}
      />
    </SimpleGrid>
  );
}

export type PeriodTexts = { startLabel: string; endLabel: string; datePlaceholder: string };

type PeriodFieldsProps = {
  texts: PeriodTexts;
  startDate: string | null;
  endDate: string | null;
  onChange: (field: 'startDate' | 'endDate', value: string | null) => void;
  onLeave: (field: 'startDate' | 'endDate') => () => void;
  errorOf: (field: 'startDate' | 'endDate') => string | undefined;
  /** The admin's new codes may not start before today; the lecturer's are left to the schema's message. */
  startNotBeforeToday: boolean;
};

/** The period: start and end as local date-times; the end's calendar starts at the chosen start. */
export function DiscountCodePeriodFields({
  texts,
  startDate,
  endDate,
  onChange,
  onLeave,
  errorOf,
  startNotBeforeToday,
}: PeriodFieldsProps) {
  const props = pickerProps(texts.datePlaceholder);
  return (
    <TurkishDates>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DateTimePicker
          {...props}
          label={texts.startLabel}
          withAsterisk
          value={startDate}
          onChange={(value) => onChange('startDate', value)}
          onBlur={onLeave('startDate')}
          minDate={startNotBeforeToday ? dayjs().format('YYYY-MM-DD') : undefined}
          error={errorOf('startDate')}
        />
        <DateTimePicker
          {...props}
          label={texts.endLabel}
          withAsterisk
          value={endDate}
          onChange={(value) => onChange('endDate', value)}
          onBlur={onLeave('endDate')}
          minDate={startDate ? dayjs(startDate).format('YYYY-MM-DD') : undefined}
          error={errorOf('endDate')}
        />
      </SimpleGrid>
    </TurkishDates>
  );
}

export type OptionTexts = {
  reusableLabel: string;
  reusableHint: string;
  applyOnDiscountedLabel: string;
  applyOnDiscountedHint: string;
};

type OptionFieldsProps = {
  texts: OptionTexts;
  isReusable: boolean;
  applyOnDiscountedPrice: boolean;
  onChange: (
    patch:
      | Pick<DiscountCodeBaseValues, 'isReusable'>
      | Pick<DiscountCodeBaseValues, 'applyOnDiscountedPrice'>,
  ) => void;
};

/** The two options: reusable, and whether the discount is taken from the already discounted price. */
export function DiscountCodeOptionFields({
  texts,
  isReusable,
  applyOnDiscountedPrice,
  onChange,
}: OptionFieldsProps) {
  return (
    <>
      <Checkbox
        label={texts.reusableLabel}
        description={texts.reusableHint}
        checked={isReusable}
        onChange={(event) => onChange({ isReusable: event.currentTarget.checked })}
      />
      <Checkbox
        label={texts.applyOnDiscountedLabel}
        description={texts.applyOnDiscountedHint}
        checked={applyOnDiscountedPrice}
        onChange={(event) => onChange({ applyOnDiscountedPrice: event.currentTarget.checked })}
      />
    </>
  );
}
