import { DiscountType, MAX_DISCOUNT_AMOUNT } from '@kampus/contract';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { AdminPageHeader } from '../../../components/ui/admin-page-header.tsx';
import {
  type DiscountCodeField,
  type DiscountCodeFormValues,
  type DiscountCodePayload,
  discountCodeErrors,
  toDiscountCodePayload,
} from '../admin-code-values.ts';
import { discountCodeTexts } from '../discount-code-texts.ts';
import { DiscountCodeInput, DiscountTermFields } from './discount-code-fields.tsx';
import { DiscountCodeFormFrame } from './discount-code-form-frame.tsx';
import { type DiscountCodeFormPropsOf, useDiscountCodeFormState } from './discount-code-form-state.ts';

const texts = discountCodeTexts.admin;

export type DiscountCodeFormProps = DiscountCodeFormPropsOf<DiscountCodeFormValues, DiscountCodePayload>;

/**
 * The basket discount-code form: the code upper-cased while typing, the type, the value (0–100
 * with step 0.01 for a percentage, step 1 for amounts, 0 and disabled for Free), the period, and the two options.
 * Each message shows once its field was changed or left; submit waits for a code and a form without errors.
 */
export function DiscountCodeForm({
  mode,
  initialValues,
  id,
  onSubmit,
  isSubmitting,
  result,
  returnUrl,
}: DiscountCodeFormProps) {
  const form = useDiscountCodeFormState<DiscountCodeFormValues, DiscountCodeField>(initialValues, result);
  const { values, change, leave } = form;
  const payload = useMemo(() => toDiscountCodePayload(values, id), [values, id]);
  const errors = discountCodeErrors(payload, mode);
  const errorOf = (field: DiscountCodeField) => form.errorOf(field, errors);
  const hasErrors = Object.keys(errors).length > 0;
  const type = payload.type;
  const isFree = type === DiscountType.Free;
  const isPercentage = type === DiscountType.Percentage;

  const onTypeChange = (next: string | null) => {
    const nextType = Number(next ?? DiscountType.Percentage);
    const current = values.discountValue;
    // Seed 001 §4: Free sets the value to 0; leaving Free empties the field for a new value; a percentage cannot
    // stay above 100.
    let discountValue = current;
    if (nextType === DiscountType.Free) discountValue = 0;
    else if (isFree) discountValue = '';
    else if (nextType === DiscountType.Percentage && typeof current === 'number' && current > 100)
      discountValue = 100;
    change({ type: String(nextType), discountValue }, 'type');
  };

  const canSubmit = !isSubmitting && !hasErrors && payload.code !== '';

  return (
    <Stack gap="lg">
      <AdminPageHeader
        title={mode === 'create' ? texts.createTitle : texts.editTitle}
        subtitle={mode === 'create' ? texts.createSubtitle : texts.editSubtitle}
      />
      <DiscountCodeFormFrame
        texts={texts}
        form={form}
        errorOf={errorOf}
        mode={mode}
        isSubmitting={isSubmitting}
        canSubmit={canSubmit}
        onSubmit={() => onSubmit(payload)}
        result={result}
        returnUrl={returnUrl}
        cancelLabel={discountCodeTexts.cancel}
        startNotBeforeToday={mode === 'create'}
      >
        <Text size="sm" c="dimmed">
          {texts.basketOnly}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DiscountCodeInput
            texts={texts}
            value={values.code}
            onChange={(code) => change({ code }, 'code')}
            onBlur={leave('code')}
            error={errorOf('code')}
          />
        </SimpleGrid>
        <DiscountTermFields
          texts={texts}
          typeValue={values.type}
          type={type}
          value={values.discountValue}
          valueHint={
            isFree ? texts.valueHintFree : isPercentage ? texts.valueHintPercent : texts.valueHintAmount
          }
          max={isPercentage ? 100 : MAX_DISCOUNT_AMOUNT}
          onTypeChange={onTypeChange}
          onValueChange={(value) => change({ discountValue: value }, 'discountValue')}
          onLeave={leave}
          errorOf={errorOf}
          // An empty field reads as 0, and amounts are held to their bounds while typing.
          valueInputProps={{ placeholder: '0', clampBehavior: 'strict' }}
        />
      </DiscountCodeFormFrame>
    </Stack>
  );
}
