import { DiscountType, formatMoney, type PickerCourse } from '@kampus/contract';
import { Alert, Button, SimpleGrid, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useMemo } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SearchablePicker } from '../../../components/ui/searchable-picker.tsx';
import { discountCodeTexts } from '../discount-code-texts.ts';
import {
  clampDiscountValue,
  discountValueMax,
  type LecturerCodeField,
  type LecturerCodePayload,
  type LecturerCodeValues,
  lecturerCodeErrors,
  parseDiscountType,
  toLecturerCodePayload,
} from '../lecturer-code-values.ts';
import { DiscountCodeInput, DiscountTermFields } from './discount-code-fields.tsx';
import { DiscountCodeFormFrame } from './discount-code-form-frame.tsx';
import { type DiscountCodeFormPropsOf, useDiscountCodeFormState } from './discount-code-form-state.ts';

const texts = discountCodeTexts.lecturer;

export type LecturerDiscountCodeFormProps = DiscountCodeFormPropsOf<
  LecturerCodeValues,
  LecturerCodePayload
> & {
  /** The lecturer's courses for the picker; null when they could not be loaded. */
  courses: PickerCourse[] | null;
};

/**
 * The lecturer's course discount-code form: the code upper-cased while typing (other characters
 * dropped), the course, the type, the value (0–100 with step 0.01 for a percentage, up to the course's price with
 * step 1 for the fixed types, 0 and disabled for Free), the period and the two options. Each message shows once its
 * field was changed or left; submit waits for a code, a course and a form without errors.
 */
export function LecturerDiscountCodeForm({
  mode,
  initialValues,
  id,
  courses,
  onSubmit,
  isSubmitting,
  result,
  returnUrl,
}: LecturerDiscountCodeFormProps) {
  const form = useDiscountCodeFormState<LecturerCodeValues, LecturerCodeField>(initialValues, result);
  const { values, change, leave } = form;
  const course = useMemo(
    () => courses?.find((c) => c.id === values.courseId) ?? null,
    [courses, values.courseId],
  );
  const courseOptions = useMemo(
    () =>
      (courses ?? []).map((c) => ({
        value: c.id,
        label: c.name,
        hint: formatMoney(c.price),
      })),
    [courses],
  );
  const payload = useMemo(() => toLecturerCodePayload(values, id), [values, id]);
  const errors = lecturerCodeErrors(payload, course);
  const hasErrors = Object.keys(errors).length > 0;
  const type = payload.type;
  const isFree = type === DiscountType.Free;
  const isPercentage = type === DiscountType.Percentage;

  const errorOf = (field: LecturerCodeField) => form.errorOf(field, errors);

  // Seed 001 §4, §5: Free sets the value to 0; a new type or course clamps the value to its new bounds.
  const onTypeChange = (next: string | null) => {
    const nextType = parseDiscountType(next ?? DiscountType.Percentage);
    change(
      {
        type: String(nextType),
        discountValue: clampDiscountValue(values.discountValue, nextType, course?.price),
      },
      'type',
    );
  };
  const onCourseChange = (courseId: string | null) => {
    const next = courses?.find((c) => c.id === courseId);
    change(
      { courseId, discountValue: clampDiscountValue(values.discountValue, type, next?.price) },
      'courseId',
    );
  };

  const canSubmit =
    !isSubmitting && !hasErrors && payload.code !== '' && payload.courseId !== '' && courses !== null;
  const valueHint = isFree
    ? texts.valueHintFree
    : isPercentage
      ? texts.valueHintPercent
      : course
        ? texts.valueHintAmount(formatMoney(course.price))
        : texts.valueHintAmountNoCourse;

  return (
    <Stack gap="lg">
      <PageHeader
        title={mode === 'create' ? texts.createTitle : texts.editTitle}
        subtitle={mode === 'create' ? texts.createSubtitle : texts.editSubtitle}
        backTo={returnUrl}
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
        startNotBeforeToday={false}
        notices={
          <>
            {courses === null && (
              <Alert color="red.9" variant="filled" role="alert" title={texts.coursesLoadFailed}>
                <Button
                  mt="xs"
                  size="xs"
                  variant="white"
                  color="red.9"
                  leftSection={<IconRefresh size={14} aria-hidden="true" />}
                  onClick={() => window.location.reload()}
                >
                  {discountCodeTexts.reloadPage}
                </Button>
              </Alert>
            )}
            {courses !== null && courses.length === 0 && (
              <Alert color="yellow" variant="light">
                {texts.noCourses}
              </Alert>
            )}
          </>
        }
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DiscountCodeInput
            texts={texts}
            value={values.code}
            onChange={(code) => change({ code }, 'code')}
            onBlur={leave('code')}
            error={errorOf('code')}
          />
          <SearchablePicker
            label={texts.courseLabel}
            withAsterisk
            options={courseOptions}
            value={values.courseId}
            onChange={onCourseChange}
            onBlur={leave('courseId')}
            disabled={courses === null}
            error={errorOf('courseId')}
            data-testid="course-picker"
          />
        </SimpleGrid>
        <DiscountTermFields
          texts={texts}
          typeValue={values.type}
          type={type}
          value={values.discountValue}
          valueHint={valueHint}
          max={discountValueMax(type, course?.price)}
          onTypeChange={onTypeChange}
          onValueChange={(value) =>
            change({ discountValue: clampDiscountValue(value, type, course?.price) }, 'discountValue')
          }
          onLeave={leave}
          errorOf={errorOf}
        />
      </DiscountCodeFormFrame>
    </Stack>
  );
}
