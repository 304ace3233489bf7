import { DiscountType, discountMessages } from '@kampus/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../test/render.tsx';
import {
  type DiscountCodeFormValues,
  discountCodeErrors,
  newDiscountCodeValues,
  toDiscountCodePayload,
} from '../admin-code-values.ts';
import { DiscountCodeForm, type DiscountCodeFormProps } from './admin-code-form.tsx';

/** A fixed "now" a few minutes ahead of the real clock, so the default start is never in the past. */
const soon = () => new Date(Date.now() + 10 * 60 * 1000);

const setup = (props: Partial<DiscountCodeFormProps> = {}) => {
  const onSubmit = vi.fn();
  renderWithTheme(
    <MemoryRouter>
      <DiscountCodeForm
        mode="create"
        initialValues={newDiscountCodeValues(soon())}
        onSubmit={onSubmit}
        isSubmitting={false}
        result={undefined}
        returnUrl="/admin-panel/discount-codes"
        {...props}
      />
    </MemoryRouter>,
  );
  const code = screen.getByLabelText(/^İndirim Kodu/) as HTMLInputElement;
  const value = screen.getByLabelText(/^İndirim Değeri/) as HTMLInputElement;
  const submit = screen.getByRole('button', { name: 'Oluştur' }) as HTMLButtonElement;
  return { onSubmit, code, value, submit };
};

const chooseType = async (user: ReturnType<typeof userEvent.setup>, label: string) => {
  const input = screen.getAllByLabelText(/^İndirim Türü/).find((element) => element.tagName === 'INPUT');
  if (!input) throw new Error('no type input');
  await user.click(input);
  await user.click(await screen.findByRole('option', { name: label }));
};

describe('DiscountCodeForm', () => {
  beforeAll(() => {
    // jsdom does not scroll; the Select scrolls its chosen option into view.
    Element.prototype.scrollIntoView ??= () => {};
  });

  it('upper-cases the code while typing and drops every other character', async () => {
    const user = userEvent.setup();
    const { code } = setup();
    await user.type(code, 'yaz-2026 %i');
    expect(code.value).toBe('YAZ2026I');
  });

  it('upper-cases the plain way: Turkish-only letters are dropped, i becomes I', async () => {
    const user = userEvent.setup();
    const { code } = setup();
    await user.type(code, 'şimdiğ1');
    expect(code.value).toBe('IMDI1');
  });

  it('says a code is required once the field was left empty', async () => {
    const user = userEvent.setup();
    const { code } = setup();
    await user.click(code);
    await user.tab();
    expect(screen.getByText(discountMessages.codeRequired)).toBeTruthy();
  });

  it('says a code needs three characters', async () => {
    const user = userEvent.setup();
    const { code } = setup();
    await user.type(code, 'ab');
    expect(screen.getByText(discountMessages.codeMin)).toBeTruthy();
    await user.type(code, 'c');
    expect(screen.queryByText(discountMessages.codeMin)).toBeNull();
  });

  it('asks for a value above 0 unless the code is free', async () => {
    const user = userEvent.setup();
    const { value } = setup();
    await user.click(value);
    await user.tab();
    expect(screen.getByText(discountMessages.valuePositive)).toBeTruthy();
    await chooseType(user, 'Ücretsiz');
    expect(screen.queryByText(discountMessages.valuePositive)).toBeNull();
  });

  it('sets the value to 0 and disables it when Ücretsiz is chosen', async () => {
    const user = userEvent.setup();
    const { value } = setup();
    await user.type(value, '25');
    expect(value.value).toBe('%25');
    await chooseType(user, 'Ücretsiz');
    expect(value.disabled).toBe(true);
    expect(value.value).toBe('0');
    await chooseType(user, 'Fiyattan Düş');
    expect(value.disabled).toBe(false);
    // Leaving Free empties the field for the new amount.
    expect(value.value).toBe('');
  });

  it('keeps a percentage at 100 at most, with a step of 0.01, and amounts with a step of 1', async () => {
    const user = userEvent.setup();
    const { value } = setup();
    await user.type(value, '150');
    expect(value.value).toBe('%15');
    await user.clear(value);
    await user.type(value, '12,5');
    expect(value.value).toBe('%12,5');
    await user.keyboard('{ArrowUp}');
    expect(value.value).toBe('%12,51');
    await chooseType(user, 'Sabit Fiyat');
    await user.click(value);
    await user.keyboard('{ArrowUp}');
    expect(value.value).toBe('13,51 TL');
  });

  it('lowers a value above 100 to 100 when the type becomes Yüzde', async () => {
    const user = userEvent.setup();
    const { value } = setup();
    await chooseType(user, 'Fiyattan Düş');
    await user.type(value, '150');
    expect(value.value).toBe('150 TL');
    await chooseType(user, 'Yüzde');
    expect(value.value).toBe('%100');
  });

  it('enables submit only with a code and no errors, and sends the basket code it shows', async () => {
    const user = userEvent.setup();
    const { code, value, submit, onSubmit } = setup();
    expect(submit.disabled).toBe(true);
    await user.type(code, 'bahar20');
    // Value 0 is still an error for a percentage.
    expect(submit.disabled).toBe(true);
    await user.type(value, '20');
    expect(submit.disabled).toBe(false);
    await user.click(screen.getByLabelText('İndirimli fiyat üzerinden uygula'));
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const payload = onSubmit.mock.calls[0]?.[0];
    expect(payload).toMatchObject({
      code: 'BAHAR20',
      type: DiscountType.Percentage,
      discountValue: 20,
      isReusable: true,
      applyOnDiscountedPrice: true,
      isBasketDiscount: true,
    });
    expect(Date.parse(payload.endDate)).toBeGreaterThan(Date.parse(payload.startDate));
    expect(payload.startDate).toMatch(/Z$/);
  });

  it('says "Oluşturuluyor..." and stays disabled while sending', () => {
    renderWithTheme(
      <MemoryRouter>
        <DiscountCodeForm
          mode="create"
          initialValues={{ ...newDiscountCodeValues(soon()), code: 'YAZ20', discountValue: 20 }}
          onSubmit={() => {}}
          isSubmitting
          result={undefined}
          returnUrl="/admin-panel/discount-codes"
        />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'Oluşturuluyor...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('shows the server refusal and its field messages', () => {
    setup({
      result: {
        ok: false,
        formError: discountMessages.codeTaken,
        fields: { code: discountMessages.codeFormat },
      },
    });
    expect(screen.getByRole('alert').textContent).toContain(discountMessages.codeTaken);
    expect(screen.getByText(discountMessages.codeFormat)).toBeTruthy();
  });

  it('edits with "Güncelle" and the code\'s own values', () => {
    const values: DiscountCodeFormValues = {
      ...newDiscountCodeValues(new Date('2025-01-01T09:00:00')),
      code: 'ESKI10',
      discountValue: 10,
    };
    const onSubmit = vi.fn();
    renderWithTheme(
      <MemoryRouter>
        <DiscountCodeForm
          mode="edit"
          id="6a1f1c1e-8d4b-4c8e-9a55-8d9a4e0c7d11"
          initialValues={values}
          onSubmit={onSubmit}
          isSubmitting={false}
          result={undefined}
          returnUrl="/admin-panel/discount-codes"
        />
      </MemoryRouter>,
    );
    // A running code keeps its start in the past: editing it is allowed.
    expect((screen.getByRole('button', { name: 'Güncelle' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByLabelText(/^İndirim Kodu/) as HTMLInputElement).value).toBe('ESKI10');
  });
});

describe('discount code rules of the form (seed 001 §5)', () => {
  const base = (values: Partial<DiscountCodeFormValues> = {}) =>
    toDiscountCodePayload({ ...newDiscountCodeValues(soon()), code: 'YAZ20', discountValue: 20, ...values });

  it('refuses a percentage above 100', () => {
    expect(discountCodeErrors(base({ discountValue: 120 }), 'create').discountValue).toBe(
      discountMessages.percentMax,
    );
  });

  it('needs both dates and an end after the start', () => {
    expect(discountCodeErrors(base({ startDate: null }), 'create').startDate).toBe(
      discountMessages.startRequired,
    );
    expect(discountCodeErrors(base({ endDate: null }), 'create').endDate).toBe(discountMessages.endRequired);
    expect(
      discountCodeErrors(base({ startDate: '2031-05-02 10:00:00', endDate: '2031-05-01 10:00:00' }), 'create')
        .endDate,
    ).toBe(discountMessages.endAfterStart);
  });

  it('refuses a start in the past when creating, not when editing', () => {
    const past = base({ startDate: '2020-01-01 10:00:00', endDate: '2031-01-01 10:00:00' });
    expect(discountCodeErrors(past, 'create').startDate).toBe(discountMessages.startInPast);
    expect(
      discountCodeErrors({ ...past, id: '6a1f1c1e-8d4b-4c8e-9a55-8d9a4e0c7d11' }, 'edit').startDate,
    ).toBeUndefined();
  });

  it('sends Free with value 0 whatever was typed', () => {
    expect(base({ type: String(DiscountType.Free), discountValue: 55 }).discountValue).toBe(0);
  });
});
