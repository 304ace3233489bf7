import { describe, expect, it } from 'vitest';
import { durationText, foldForSearch, formatMoney, liraToKurus, progressPercent } from './format.ts';

describe('formatMoney', () => {
  it('formats lira in Turkish', () => expect(formatMoney(1299.9)).toBe('₺1.299,90'));
  it('shows 0 as Ücretsiz', () => expect(formatMoney(0)).toBe('Ücretsiz'));
});

describe('durationText', () => {
  it('uses minutes under an hour', () => expect(durationText(45)).toBe('45 dakika'));
  it('uses whole hours', () => expect(durationText(120)).toBe('2 saat'));
  it('uses hours and minutes', () => expect(durationText(135)).toBe('2 saat 15 dakika'));
});

describe('progressPercent', () => {
  it('rounds down', () => expect(progressPercent(2, 3)).toBe(66));
  it('is 0 for a course without lessons', () => expect(progressPercent(0, 0)).toBe(0));
});

describe('liraToKurus', () => {
  it('rounds half-up to kuruş', () => expect(liraToKurus(10.005)).toBe(1001));
});

describe('foldForSearch', () => {
  it('folds Turkish capitals the Turkish way', () => {
    expect(foldForSearch('İstanbul')).toBe(foldForSearch('istanbul'));
    expect(foldForSearch('IŞIK')).toBe(foldForSearch('ışık'));
    expect(foldForSearch('Öğretmen Çağrı')).toBe('ogretmen cagri');
  });
});
