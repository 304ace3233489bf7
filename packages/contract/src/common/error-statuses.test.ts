import { describe, expect, it } from 'vitest';
import { errorCatalogue } from './error-codes.ts';
import { errorStatuses } from './error-statuses.ts';

describe('error statuses', () => {
  it('name the same codes with the same statuses as the catalogue of messages', () => {
    const fromCatalogue = Object.fromEntries(
      Object.entries(errorCatalogue).map(([code, e]) => [code, e.status]),
    );
    expect(errorStatuses).toEqual(fromCatalogue);
  });
});
