import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { errorDetailOf } from './error-screen.tsx';

/** A route error response as React Router builds it for a thrown Response or an unknown address. */
const routeError = (status: number) => ({ status, statusText: 'x', internal: true, data: 'x' });

describe('error screen detail', () => {
  it('uses the shared HTTP message for an HTTP-style error', () => {
    expect(errorDetailOf(routeError(404))).toBe('İstenen kaynak bulunamadı.');
    expect(errorDetailOf(routeError(503))).toBe('Sunucu hatası. Lütfen daha sonra tekrar deneyin.');
  });

  it("uses the API client's text for a failed call", () => {
    expect(errorDetailOf(new ApiError('Bu işlem için yetkiniz yok.', { status: 403 }))).toBe(
      'Bu işlem için yetkiniz yok.',
    );
  });

  it("uses an ordinary error's message, then a plain string, then the fallback", () => {
    expect(errorDetailOf(new Error('Course ID is required'))).toBe('Course ID is required');
    expect(errorDetailOf('Kurs içeriği yüklenemedi')).toBe('Kurs içeriği yüklenemedi');
    expect(errorDetailOf({ something: 'else' })).toBe('Unknown error occurred');
    expect(errorDetailOf(undefined)).toBe('Unknown error occurred');
  });
});
