import { notifications } from '@mantine/notifications';
import { RouterContextProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client.ts';
import { clearTokens, getRefreshToken, saveTokens } from '../../lib/tokens.ts';
import { redirectWithoutRole, requireRole, requireSession, userContext } from './gates.ts';
import { forgetUserInformation } from './session.ts';

const student = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Ayşe',
  surname: 'Yılmaz',
  email: 'ayse@example.com',
  roles: ['Student' as const],
};

/** The Response a middleware threw (React Router's redirect), or the error itself. */
const thrownBy = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (error) {
    return error;
  }
  return undefined;
};

beforeEach(() => {
  clearTokens();
  forgetUserInformation();
});
afterEach(() => {
  vi.restoreAllMocks();
  clearTokens();
});

describe('requireSession', () => {
  it('sends a visitor without tokens to /login without asking the server', async () => {
    const get = vi.spyOn(api, 'get');
    const thrown = (await thrownBy(() =>
      requireSession({ context: new RouterContextProvider() }),
    )) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('location')).toBe('/login');
    expect(get).not.toHaveBeenCalled();
  });

  it('loads the user information once and shares it with the pages below', async () => {
    saveTokens({ accessToken: 'a', refreshToken: 'r' });
    const get = vi.spyOn(api, 'get').mockResolvedValue(student);
    const first = new RouterContextProvider();
    const second = new RouterContextProvider();
    await requireSession({ context: first });
    await requireSession({ context: second });
    expect(first.get(userContext)).toEqual(student);
    expect(second.get(userContext)).toEqual(student);
    expect(get).toHaveBeenCalledTimes(1);
  });
});

describe('requireRole', () => {
  it('lets a user with the role through', async () => {
    const context = new RouterContextProvider();
    context.set(userContext, { ...student, roles: ['Student', 'Admin'] });
    await expect(requireRole('Admin')({ context })).resolves.toBeUndefined();
  });

  it("says 'Yetkisiz işlem.', signs the user out and sends them to /login", async () => {
    saveTokens({ accessToken: 'a', refreshToken: 'r' });
    const post = vi.spyOn(api, 'post').mockResolvedValue(null);
    const show = vi.spyOn(notifications, 'show');
    const context = new RouterContextProvider();
    context.set(userContext, student);

    const thrown = (await thrownBy(() => requireRole('Admin')({ context }))) as Response;

    expect(thrown.headers.get('location')).toBe('/login');
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Yetkisiz işlem.', color: 'red' }));
    expect(post).toHaveBeenCalledWith('/authentication/logout', {}, expect.anything());
    expect(getRefreshToken()).toBeUndefined();
  });
});

describe('redirectWithoutRole', () => {
  const contextOf = (roles: (typeof student)['roles'] | ['Parent'] | ['Student', 'Parent']) => {
    const context = new RouterContextProvider();
    context.set(userContext, { ...student, roles: [...roles] });
    return context;
  };

  it('sends an account without the role to its own start page and keeps its session', async () => {
    saveTokens({ accessToken: 'a', refreshToken: 'r' });
    const thrown = (await thrownBy(() =>
      redirectWithoutRole('Parent')({ context: contextOf(['Student']) }),
    )) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('location')).toBe('/');
    expect(getRefreshToken()).toBe('r');
  });

  it('lets an account with the role through, alone or beside others', async () => {
    for (const roles of [['Parent'], ['Student', 'Parent']] as const) {
      expect(
        await thrownBy(() => redirectWithoutRole('Parent')({ context: contextOf([...roles]) })),
      ).toBeUndefined();
    }
  });
});
