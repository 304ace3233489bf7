import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render.tsx';
import { discountPercentOf, PriceTotals } from './price-totals.tsx';

const renderTotals = (totalPrice: number, totalDiscountedPrice: number) =>
  renderWithTheme(
    <PriceTotals
      totalPrice={totalPrice}
      totalDiscountedPrice={totalDiscountedPrice}
      totalPriceText={`TOTAL ${totalPrice}`}
      totalDiscountText={`DISCOUNT ${totalPrice - totalDiscountedPrice}`}
      totalDiscountedPriceText={`PAYABLE ${totalDiscountedPrice}`}
    />,
  );

const percentBadge = () => screen.queryByTestId('discount-percent');

describe('PriceTotals', () => {
  it('shows the saved share as a rounded Turkish percent', () => {
    renderTotals(500, 400);
    expect(percentBadge()?.textContent).toBe('%20 indirim');
  });

  it('rounds the percent half-up from exact amounts (₺299,90 → ₺199,90 saves 33 %)', () => {
    renderTotals(299.9, 199.9);
    expect(percentBadge()?.textContent).toBe('%33 indirim');
  });

  it('shows 100 % when nothing is left to pay', () => {
    renderTotals(1299.9, 0);
    expect(percentBadge()?.textContent).toBe('%100 indirim');
  });

  it('hides the percent when nothing is discounted', () => {
    renderTotals(750, 750);
    expect(percentBadge()).toBeNull();
  });

  it('shows the three totals the server wrote', () => {
    renderTotals(500, 400);
    expect(screen.getByText('TOTAL 500')).toBeTruthy();
    expect(screen.getByText('−DISCOUNT 100')).toBeTruthy();
    expect(screen.getByTestId('payable-total').textContent).toBe('PAYABLE 400');
  });
});

describe('discountPercentOf', () => {
  it('applies the contract rule to lira amounts', () => {
    expect(discountPercentOf(0.6, 0.3)).toBe(50);
    expect(discountPercentOf(1299.9, 1299.89)).toBe(0);
    expect(discountPercentOf(200, 199)).toBe(1);
    expect(discountPercentOf(0, 0)).toBeNull();
  });
});
