import { describe, expect, it } from 'vitest';
import { childDisplayName } from './schemas.ts';

describe('childDisplayName', () => {
  it('gives the first name and the capital initial of the surname', () => {
    expect(childDisplayName('Ayşe', 'yılmaz')).toBe('Ayşe Y.');
    expect(childDisplayName(' Mert ', ' Öztürk ')).toBe('Mert Ö.');
  });
  it('capitalises as Turkish does: i → İ, ı → I', () => {
    expect(childDisplayName('Elif', 'işık')).toBe('Elif İ.');
    expect(childDisplayName('Can', 'ılgaz')).toBe('Can I.');
    expect(childDisplayName('Deniz', 'çelik')).toBe('Deniz Ç.');
    expect(childDisplayName('Ece', 'şahin')).toBe('Ece Ş.');
  });
  it('gives the first name alone without a surname', () =>
    expect(childDisplayName('Zeynep', '  ')).toBe('Zeynep'));
});
