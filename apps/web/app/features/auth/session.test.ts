import { describe, expect, it } from 'vitest';
import { homePathFor } from './session.ts';

describe('homePathFor', () => {
  it('sends an admin to the admin panel first, whatever else they are', () => {
    expect(homePathFor({ roles: ['Student', 'Lecturer', 'Admin'] })).toBe('/admin-panel');
  });
  it('sends a lecturer to the lecturer area', () => {
    expect(homePathFor({ roles: ['Student', 'Lecturer'] })).toBe('/lecturer');
  });
  it('sends a student (a parent too) to the home page', () => {
    expect(homePathFor({ roles: ['Student'] })).toBe('/homepage');
    expect(homePathFor({ roles: ['Student', 'Parent'] })).toBe('/homepage');
  });
  it('sends an account that is only a parent to its children', () => {
    expect(homePathFor({ roles: ['Parent'] })).toBe('/parent');
  });
});
