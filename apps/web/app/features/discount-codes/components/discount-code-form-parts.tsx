import {
  DISCOUNT_CODE_MAX,
  DiscountType,
  discountMessages,
  discountTypeLabels,
  normaliseDiscountCode,
} from '@kampus/contract';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  type NumberInputProps,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { TurkishDates } from '../../../components/ui/turkish-dates.tsx';
import type { FormResult } from '../../../lib/forms.ts';
import type { DiscountCodeBaseValues } from '../discount-code-values.ts';

/**
 * The parts the admin (basket-wide) and lecturer (one course) discount-code forms share (seed 001 §2–§5): the type
 * options, the Turkish date-time pickers, the field state with its messages, the two options, the buttons and the
 * frame around them. Each
 * variant passes its own texts, as the two areas word their hints differently.
 */

const discountTypeOptions = [
  DiscountType.Percentage,
  DiscountType.SubtractFromPrice,
  DiscountType.SetAsFinalPrice,
  DiscountType.Free,
].map((type) => ({ value: String(type), label: discountTypeLabels[type] }));

/** Names for the picker's controls, which Mantine leaves unnamed (seed 001 §2: Turkish, Monday first). */
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

/** What the routes give either variant's form; the lecturer's adds its courses. */
export type DiscountCodeFormPropsOf<Values extends DiscountCodeBaseValues, Payload> = {
  mode: 'create' | 'edit';
  initialValues: Values;
  /** The code being edited. */
  id?: string;
  onSubmit: (payload: Payload) => void;
  isSubmitting: boolean;
  /** The server's answer to the last submit. */
  result: FormResult | undefined;
  returnUrl: string;
};

const fieldsOf = (answer: FormResult | undefined): Partial<Record<string, string>> =>
  answer && !answer.ok && answer.fields ? answer.fields : {};

/**
 * The values, which fields were touched and the server's field messages. A message shows once its field was changed
 * or left; the server's messages stand until that field changes.
 */
export const useDiscountCodeFormState = <Values extends DiscountCodeBaseValues, Field extends string>(
  initialValues: Values,
  result: FormResult | undefined,
) => {
  const [values, setValues] = useState(initialValues);
  const [visited, setVisited] = useState<Partial<Record<Field, boolean>>>({});
  const [serverFields, setServerFields] = useState(() => fieldsOf(result));
  const [lastResult, setLastResult] = useState(result);
  if (result !== lastResult) {
    setLastResult(result);
    setServerFields(fieldsOf(result));
  }

  const change = (patch: Partial<Values>, field: Field) => {
    setValues((current) => ({ ...current, ...patch }));
    setVisited((current) => ({ ...current, [field]: true }));
    setServerFields((current) => ({ ...current, [field]: undefined }));
  };
  /** A change that carries no message of its own, like the two options. */
  const set = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));
  const leave = (field: Field) => () => setVisited((current) => ({ ...current, [field]: true }));
  /** `errors` are the variant's checks of the current values. */
  const errorOf = (field: Field, errors: Partial<Record<Field, string>>) =>
    serverFields[field] ?? (visited[field] ? errors[field] : undefined);
  return { values, change, set, leave, errorOf };
};

type CodeInputProps = {
  texts: { codeLabel: string; codePlaceholder: string; codeHint: string };
  value: string;
  onChange: (code: string) => void;
  onBlur: () => void;
  error: string | undefined;
};

/** The code, upper-cased while typing with every character but A–Z and 0–9 dropped (seed 001 §4). */
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
 * The type and the value (seed 001 §4, §5): 0–max with step 0.01 for a percentage and step 1 for amounts in lira, 0
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

type PeriodTexts = { startLabel: string; endLabel: string; datePlaceholder: string };

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
function DiscountCodePeriodFields({
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

type OptionTexts = {
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
function DiscountCodeOptionFields({
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

type ActionsProps = {
  mode: 'create' | 'edit';
  isSubmitting: boolean;
  canSubmit: boolean;
  returnUrl: string;
  cancelLabel: string;
};

/** Cancel back to the list, and submit, which names what it is doing while the request runs. */
function DiscountCodeFormActions({ mode, isSubmitting, canSubmit, returnUrl, cancelLabel }: ActionsProps) {
  const submitLabel =
    mode === 'create'
      ? isSubmitting
        ? discountMessages.creating
        : discountMessages.create
      : isSubmitting
        ? discountMessages.updating
        : discountMessages.update;
  return (
    <Group justify="flex-end" gap="sm">
      <Button component={Link} to={returnUrl} variant="default" disabled={isSubmitting}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={!canSubmit} miw={140}>
        {submitLabel}
      </Button>
    </Group>
  );
}

type FrameField = 'startDate' | 'endDate';

type FrameProps = {
  texts: PeriodTexts & OptionTexts;
  /** The variant's form state (`useDiscountCodeFormState`), as far as the period and the options need it. */
  form: {
    values: DiscountCodeBaseValues;
    change: (patch: Partial<Pick<DiscountCodeBaseValues, FrameField>>, field: FrameField) => void;
    set: (
      patch:
        | Pick<DiscountCodeBaseValues, 'isReusable'>
        | Pick<DiscountCodeBaseValues, 'applyOnDiscountedPrice'>,
    ) => void;
    leave: (field: FrameField) => () => void;
  };
  /** The variant's messages for the period. */
  errorOf: (field: FrameField) => string | undefined;
  mode: 'create' | 'edit';
  isSubmitting: boolean;
  canSubmit: boolean;
  /** Sends the variant's payload; called only when `canSubmit`. */
  onSubmit: () => void;
  /** The server's answer to the last submit: a refusal that names no field shows above the fields. */
  result: FormResult | undefined;
  returnUrl: string;
  cancelLabel: string;
  startNotBeforeToday: boolean;
  /** What the variant says above the server's refusal, like the lecturer's courses that could not be loaded. */
  notices?: ReactNode;
  /** The variant's own fields: the code, its course if any, the type and the value. */
  children: ReactNode;
};

/**
 * The form both variants build on: the variant's notices, the server's refusal, the variant's fields, then the
 * period, the two options and the buttons. Submitting never reloads the page.
 */
export function DiscountCodeFormFrame({
  texts,
  form,
  errorOf,
  mode,
  isSubmitting,
  canSubmit,
  onSubmit,
  result,
  returnUrl,
  cancelLabel,
  startNotBeforeToday,
  notices,
  children,
}: FrameProps) {
  const { values, change, set, leave } = form;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} maw={820}>
      <form
        noValidate
        aria-busy={isSubmitting}
        onSubmit={(event) => {
          event.preventDefault();
          if (canSubmit) onSubmit();
        }}
      >
        <Stack gap="md">
          {notices}
          {result && !result.ok && result.formError && (
            <Alert color="red" variant="light" role="alert">
              {result.formError}
            </Alert>
          )}
          {children}
          <DiscountCodePeriodFields
            texts={texts}
            startDate={values.startDate}
            endDate={values.endDate}
            onChange={(field, value) => change({ [field]: value }, field)}
            onLeave={leave}
            errorOf={errorOf}
            startNotBeforeToday={startNotBeforeToday}
          />
          <DiscountCodeOptionFields
            texts={texts}
            isReusable={values.isReusable}
            applyOnDiscountedPrice={values.applyOnDiscountedPrice}
            onChange={set}
          />
          <DiscountCodeFormActions
            mode={mode}
            isSubmitting={isSubmitting}
            canSubmit={canSubmit}
            returnUrl={returnUrl}
            cancelLabel={cancelLabel}
          />
        </Stack>
      </form>
    </Paper>
  );
}
