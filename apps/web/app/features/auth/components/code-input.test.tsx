import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../../test/render.tsx';
import { CodeInput } from './code-input.tsx';

function Harness() {
  const [code, setCode] = useState('');
  return (
    <form>
      <CodeInput name="code" value={code} onChange={setCode} />
      <output data-testid="code">{code}</output>
      <button type="submit" disabled={code.length !== 6}>
        Doğrula
      </button>
    </form>
  );
}

const boxes = () =>
  Array.from(
    { length: 6 },
    (_, i) => screen.getByLabelText(`Doğrulama kodunun ${i + 1}. hanesi`) as HTMLInputElement,
  );
const code = () => screen.getByTestId('code').textContent;
const submit = () => screen.getByRole('button', { name: 'Doğrula' }) as HTMLButtonElement;

describe('CodeInput', () => {
  it('has six single-digit boxes, each with its own label, on a numeric keypad', () => {
    renderWithTheme(<Harness />);
    expect(boxes()).toHaveLength(6);
    for (const box of boxes()) expect(box.inputMode).toBe('numeric');
  });

  it('moves to the next box while typing and allows submitting only at six digits', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithTheme(<Harness />);
    await user.click(boxes()[0] as HTMLInputElement);
    await user.keyboard('12345');
    expect(code()).toBe('12345');
    expect(document.activeElement).toBe(boxes()[5]);
    expect(submit().disabled).toBe(true);
    await user.keyboard('6');
    expect(code()).toBe('123456');
    expect(submit().disabled).toBe(false);
  });

  it('refuses letters', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithTheme(<Harness />);
    await user.click(boxes()[0] as HTMLInputElement);
    await user.keyboard('a1');
    expect(code()).toBe('1');
  });

  it('spreads a pasted code across the boxes, ignoring spaces and dashes', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithTheme(<Harness />);
    await user.click(boxes()[0] as HTMLInputElement);
    await user.paste('482 - 915');
    expect(boxes().map((box) => box.value)).toEqual(['4', '8', '2', '9', '1', '5']);
    expect(code()).toBe('482915');
    expect(submit().disabled).toBe(false);
  });

  it('fills only as many boxes as a short paste has digits and focuses the next empty one', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithTheme(<Harness />);
    await user.click(boxes()[0] as HTMLInputElement);
    await user.paste('123');
    expect(code()).toBe('123');
    expect(document.activeElement).toBe(boxes()[3]);
  });

  it('goes back one box on backspace in an empty box, and clears as it goes', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithTheme(<Harness />);
    await user.click(boxes()[0] as HTMLInputElement);
    await user.keyboard('123');
    expect(document.activeElement).toBe(boxes()[3]);
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(boxes()[2]);
    await user.keyboard('{Backspace}');
    expect(code()).toBe('12');
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it('carries the whole code in a hidden form field', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderWithTheme(<Harness />);
    await user.click(boxes()[0] as HTMLInputElement);
    await user.paste('654321');
    const hidden = container.querySelector('input[type="hidden"][name="code"]') as HTMLInputElement;
    expect(hidden.value).toBe('654321');
  });
});
