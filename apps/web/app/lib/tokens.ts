import Cookies from 'js-cookie';

/** Session tokens live in cookies: access 15 minutes, refresh 3 days, SameSite=Strict, path /. */
const ACCESS_COOKIE = 'accessToken';
const REFRESH_COOKIE = 'refreshToken';
const ACCESS_DAYS = 1 / 96;
const REFRESH_DAYS = 3;

const isHttps = () => typeof window !== 'undefined' && window.location.protocol === 'https:';

const attributes = (expires: number): Cookies.CookieAttributes => ({
  expires,
  path: '/',
  sameSite: 'Strict',
  secure: isHttps(),
});

export type SessionTokens = { accessToken: string; refreshToken: string };

export const getAccessToken = (): string | undefined => Cookies.get(ACCESS_COOKIE) || undefined;
export const getRefreshToken = (): string | undefined => Cookies.get(REFRESH_COOKIE) || undefined;

/** A signed-in browser: the access token may have expired, but the refresh token can still renew it. */
export const hasSession = (): boolean => Boolean(getAccessToken() ?? getRefreshToken());

const savedListeners = new Set<(accessToken: string) => void>();

/**
 * Called with the new access token whenever this tab saves tokens (sign-in, refresh): a long-lived connection that
 * carries the token in its address (the notification stream) reconnects with it.
 */
export const onTokensSaved = (listener: (accessToken: string) => void) => {
  savedListeners.add(listener);
  return () => {
    savedListeners.delete(listener);
  };
};

export const saveTokens = ({ accessToken, refreshToken }: SessionTokens) => {
  Cookies.set(ACCESS_COOKIE, accessToken, attributes(ACCESS_DAYS));
  Cookies.set(REFRESH_COOKIE, refreshToken, attributes(REFRESH_DAYS));
  for (const listener of savedListeners) listener(accessToken);
};

export const clearTokens = () => {
  Cookies.remove(ACCESS_COOKIE, { path: '/' });
  Cookies.remove(REFRESH_COOKIE, { path: '/' });
};
