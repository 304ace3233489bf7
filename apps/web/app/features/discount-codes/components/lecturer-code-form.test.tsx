import { DiscountType, type PickerCourse } from '@kampus/contract';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../../theme.ts';
import { clampDiscountValue, newLecturerCodeValues } from '../lecturer-code-values.ts';
import { LecturerDiscountCodeForm, type LecturerDiscountCodeFormProps } from './lecturer-code-form.tsx';

// jsdom lays nothing out and has no scrollIntoView; Mantine's Select scrolls its selected option into view.
Element.prototype.scrollIntoView ??= () => undefined;

const courses: PickerCourse[] = [
  {
    id: '0b6f5e1e-1111-4111-8111-111111111111',
    name: 'Sıfırdan React',
    price: 199.9,
    discountedPrice: 149.9,
  },
  { id: '0b6f5e1e-2222-4222-8222-222222222222', name: 'Python ile Veri', price: 80, discountedPrice: 0 },
];

const renderForm = (props: Partial<LecturerDiscountCodeFormProps> = {}) => {
  const onSubmit = vi.fn();
  const element = (
    <LecturerDiscountCodeForm
      mode="create"
      initialValues={newLecturerCodeValues(new Date('2026-11-21T09:00:00Z'))}
      courses={courses}
      onSubmit={onSubmit}
      isSubmitting={false}
      result={undefined}
      returnUrl="/lecturer/discount-codes"
      {...props}
    />
  );
  const router = createMemoryRouter([{ path: '*', element }]);
  render(
    <MantineProvider theme={theme} env="test">
      <DatesProvider settings={{ locale: 'tr', firstDayOfWeek: 1 }}>
        <RouterProvider router={router} />
      </DatesProvider>
    </MantineProvider>,
  );
  return { onSubmit };
};

const valueInput = () => screen.getByLabelText(/İndirim Değeri/) as HTMLInputElement;
const chooseType = async (user: ReturnType<typeof userEvent.setup>, label: string) => {
  await user.click(screen.getByRole('combobox', { name: /İndirim Türü/ }));
  await user.click(await screen.findByRole('option', { name: label }));
};
const chooseCourse = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(screen.getByRole('button', { name: /^Kurs/ }));
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
};

describe('LecturerDiscountCodeForm', () => {
  it('clamps a percentage to 100', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.clear(valueInput());
    await user.type(valueInput(), '150');
    expect(valueInput().value).toBe('%100');
  });

  it("clamps a fixed amount to the chosen course's price, and clamps again when the course changes", async () => {
    const user = userEvent.setup();
    renderForm();
    await chooseCourse(user, 'Sıfırdan React');
    await chooseType(user, 'Sabit Fiyat');
    await user.clear(valueInput());
    await user.type(valueInput(), '500');
    expect(valueInput().value).toBe('199,9 TL');
    await chooseCourse(user, 'Python ile Veri');
    expect(valueInput().value).toBe('80 TL');
  });

  it('sets Free to 0 and locks the value', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.clear(valueInput());
    await user.type(valueInput(), '30');
    await chooseType(user, 'Ücretsiz');
    expect(valueInput().value).toBe('0');
    expect(valueInput().disabled).toBe(true);
  });

  it('upper-cases the code while typing and sends only with a code, a course and no errors', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    const code = screen.getByLabelText(/İndirim Kodu/) as HTMLInputElement;
    await user.type(code, 'yaz-2026!');
    expect(code.value).toBe('YAZ2026');
    await user.clear(valueInput());
    await user.type(valueInput(), '25');
    const submit = screen.getByRole('button', { name: 'Oluştur' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await chooseCourse(user, 'Sıfırdan React');
    expect(submit.disabled).toBe(false);
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        code: 'YAZ2026',
        courseId: courses[0]?.id,
        type: DiscountType.Percentage,
        discountValue: 25,
        isBasketDiscount: false,
        isReusable: false,
      }),
    );
  });

  it('says the value must be above 0 once the field is left', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.clear(valueInput());
    await user.type(valueInput(), '0');
    await user.tab();
    expect(await screen.findByText("İndirim değeri 0'dan büyük olmalıdır")).toBeTruthy();
  });

  it('shows the destructive alert with a reload button when the courses could not be loaded', () => {
    renderForm({ courses: null });
    expect(screen.getByRole('alert').textContent).toContain(
      'Kurslar yüklenirken bir hata oluştu. Lütfen sayfayı yenileyin.',
    );
    expect(screen.getByRole('button', { name: 'Sayfayı Yenile' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Oluştur' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('clampDiscountValue', () => {
  it('keeps values inside 0..100 for a percentage and 0..price for the fixed types', () => {
    expect(clampDiscountValue(120, DiscountType.Percentage, 50)).toBe(100);
    expect(clampDiscountValue(-5, DiscountType.Percentage, 50)).toBe(0);
    expect(clampDiscountValue(12.5, DiscountType.Percentage, 50)).toBe(12.5);
    expect(clampDiscountValue(80, DiscountType.SubtractFromPrice, 50)).toBe(50);
    expect(clampDiscountValue(80, DiscountType.SetAsFinalPrice, 99.9)).toBe(80);
    expect(clampDiscountValue(80, DiscountType.Free, 99.9)).toBe(0);
  });

  it('leaves a half-typed number alone', () => {
    expect(clampDiscountValue('12,', DiscountType.Percentage, null)).toBe('12,');
  });
});
