import type { NotificationItem } from '@kampus/contract';
import { API_BASE, apiPaths } from '../../config/paths.ts';
import { getAccessToken, onTokensSaved } from '../../lib/tokens.ts';

/**
 * The live notification stream (Server-Sent Events, CONTRACT.md §11). EventSource cannot send headers, so the access
 * token rides in `?access_token=`; the server ends the stream with an `expired` event when that token expires. The browser's own reconnect would reuse an expired token forever, so every error
 * closes the source and this module reconnects itself: after a pause that doubles up to 30 s, and after `resync`,
 * which reads the count again (events missed meanwhile) and, going through the API client, renews an expired token.
 * A token saved by this tab (a refresh, a new sign-in) reconnects at once with the new one.
 */

export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

export type StreamHandlers = {
  onNotification: (item: NotificationItem) => void;
  /** Before each reconnect and on every successful open: catch up on what the stream could not deliver. */
  resync: () => Promise<void>;
};

export type StreamDeps = {
  createSource?: (url: string) => EventSource;
  getToken?: () => string | undefined;
  onTokens?: (listener: (accessToken: string) => void) => () => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
};

export const streamUrl = (token: string) =>
  `${API_BASE}${apiPaths.notificationStream}?access_token=${encodeURIComponent(token)}`;

/** Opens the stream and keeps it open until the returned function is called. */
export const openNotificationStream = (handlers: StreamHandlers, deps: StreamDeps = {}) => {
  const createSource = deps.createSource ?? ((url: string) => new EventSource(url));
  const getToken = deps.getToken ?? getAccessToken;
  const onTokens = deps.onTokens ?? onTokensSaved;
  const setTimer = deps.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((timer: unknown) => clearTimeout(timer as number));

  let source: EventSource | null = null;
  let token: string | undefined;
  let failures = 0;
  let timer: unknown = null;
  let isStopped = false;

  const close = () => {
    source?.close();
    source = null;
  };

  const connect = () => {
    if (isStopped) return;
    close();
    token = getToken();
    // No access token left (expired cookie): the resync before the next attempt renews it.
    if (!token) return scheduleReconnect();
    const current = createSource(streamUrl(token));
    source = current;
    current.addEventListener('open', () => {
      failures = 0;
      void handlers.resync();
    });
    current.addEventListener('notification', (event) => {
      try {
        handlers.onNotification(JSON.parse((event as MessageEvent<string>).data) as NotificationItem);
      } catch {
        // A malformed event is skipped; the next resync corrects the count.
      }
    });
    // The server ends the stream when the token expires: renew it (through the resync) and reconnect at once.
    current.addEventListener('expired', () => {
      if (source !== current) return;
      close();
      reconnect();
    });
    current.addEventListener('error', () => {
      if (source !== current) return;
      close();
      scheduleReconnect();
    });
  };

  /** Catches up, then connects unless a saved token has connected meanwhile. */
  const reconnect = () => {
    void handlers.resync().finally(() => {
      if (!source) connect();
    });
  };

  const scheduleReconnect = () => {
    if (isStopped || timer !== null) return;
    const delay = Math.min(RECONNECT_BASE_MS * 2 ** failures, RECONNECT_MAX_MS);
    failures++;
    timer = setTimer(() => {
      timer = null;
      reconnect();
    }, delay);
  };

  const stopTokens = onTokens((next) => {
    if (isStopped || next === token) return;
    if (timer !== null) clearTimer(timer);
    timer = null;
    failures = 0;
    close();
    connect();
  });

  connect();

  return () => {
    isStopped = true;
    stopTokens();
    if (timer !== null) clearTimer(timer);
    timer = null;
    close();
  };
};
