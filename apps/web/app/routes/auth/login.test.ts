import { notificationsStore } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../lib/notify.ts';

vi.mock('../../features/auth/account-api.ts', () => ({
  loginRequest: vi.fn(async () => ({ accessToken: 'a', refreshToken: 'r' })),
}));
vi.mock('../../features/auth/session.ts', () => ({
  startSession: vi.fn(),
  loadUserInformation: vi.fn(async () => ({ roles: ['Student'] })),
  homePathFor: vi.fn(() => '/homepage'),
}));

const { clientAction } = await import('./login.tsx');

const submit = (fields: Record<string, string>, search = '') => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  const request = new Request(`http://localhost/login${search}`, { method: 'POST', body });
  return clientAction({ request, params: {} } as Parameters<typeof clientAction>[0]);
};

const shownTexts = () => notificationsStore.getState().notifications.map((n) => n.message);

describe('login action', () => {
  beforeEach(() =>
    notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] }),
  );

  it('takes the registration notice off the screen when the session starts', async () => {
    notifySuccess('Kayıt başarılı. Giriş yapabilirsiniz.');
    expect(shownTexts()).toEqual(['Kayıt başarılı. Giriş yapabilirsiniz.']);
    const result = await submit({ username: 'ayse@example.com', password: 'gizli123' });
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get('Location')).toBe('/homepage');
    expect(shownTexts()).toEqual([]);
  });

  it('leaves the notices alone when the form is refused', async () => {
    notifySuccess('Kayıt başarılı. Giriş yapabilirsiniz.');
    const result = await submit({ username: '', password: '' });
    expect(result).not.toBeInstanceOf(Response);
    expect(shownTexts()).toEqual(['Kayıt başarılı. Giriş yapabilirsiniz.']);
  });

  it('goes back to the page that sent the visitor to sign in (an invitation link)', async () => {
    const back = '/family/join?token=abcdefghijklmnopqrstuvwxyz';
    const result = await submit(
      { username: 'ayse@example.com', password: 'gizli123' },
      `?returnUrl=${encodeURIComponent(back)}`,
    );
    expect((result as Response).headers.get('Location')).toBe(back);
  });

  it('never follows a returnUrl to another site', async () => {
    for (const away of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const result = await submit(
        { username: 'ayse@example.com', password: 'gizli123' },
        `?returnUrl=${encodeURIComponent(away)}`,
      );
      expect((result as Response).headers.get('Location')).toBe('/homepage');
    }
  });
});
