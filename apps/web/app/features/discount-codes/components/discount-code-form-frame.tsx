import { discountMessages } from '@kampus/contract';
import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { FormResult } from '../../../lib/forms.ts';
import type { DiscountCodeBaseValues } from '../discount-code-values.ts';
import {
  DiscountCodeOptionFields,
  DiscountCodePeriodFields,
  type OptionTexts,
  type PeriodTexts,
} from './discount-code-fields.tsx';

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
