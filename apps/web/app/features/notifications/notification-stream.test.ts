import { describe, expect, it, vi } from 'vitest';
import { openNotificationStream, RECONNECT_BASE_MS } from './notification-stream.ts';

class FakeSource extends EventTarget {
  close = vi.fn();
  readonly url: string;
  constructor(url: string) {
    super();
    this.url = url;
  }
}

/** A stream on fakes: sources created, the token in the cookie, token listeners and timers the test runs. */
const setup = () => {
  const sources: FakeSource[] = [];
  let token: string | undefined = 'eski';
  const tokenListeners = new Set<(token: string) => void>();
  const timers: { run: () => void; ms: number }[] = [];
  const onNotification = vi.fn();
  const resync = vi.fn().mockResolvedValue(undefined);
  const stop = openNotificationStream(
    { onNotification, resync },
    {
      createSource: (url) => {
        const source = new FakeSource(url);
        sources.push(source);
        return source as unknown as EventSource;
      },
      getToken: () => token,
      onTokens: (listener) => {
        tokenListeners.add(listener);
        return () => tokenListeners.delete(listener);
      },
      setTimer: (run, ms) => {
        const timer = { run, ms };
        timers.push(timer);
        return timer;
      },
      clearTimer: (timer) => {
        timers.splice(timers.indexOf(timer as (typeof timers)[number]), 1);
      },
    },
  );
  return {
    sources,
    timers,
    onNotification,
    resync,
    stop,
    setToken: (next: string | undefined) => {
      token = next;
    },
    saveToken: (next: string) => {
      token = next;
      for (const listener of tokenListeners) listener(next);
    },
  };
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('openNotificationStream', () => {
  it('connects with the access token in the address and hands over each notification', () => {
    const stream = setup();
    expect(stream.sources[0]?.url).toBe('/api/v1/web/notifications/stream?access_token=eski');
    stream.sources[0]?.dispatchEvent(
      new MessageEvent('notification', { data: JSON.stringify({ id: 'a', title: 'Merhaba' }) }),
    );
    expect(stream.onNotification).toHaveBeenCalledWith({ id: 'a', title: 'Merhaba' });
  });

  it('catches up when the connection opens', () => {
    const stream = setup();
    stream.sources[0]?.dispatchEvent(new Event('open'));
    expect(stream.resync).toHaveBeenCalledTimes(1);
  });

  it('reconnects after an error, later each time, with the token renewed meanwhile', async () => {
    const stream = setup();
    stream.sources[0]?.dispatchEvent(new Event('error'));
    expect(stream.sources[0]?.close).toHaveBeenCalled();
    expect(stream.timers.map((t) => t.ms)).toEqual([RECONNECT_BASE_MS]);
    // The resync before reconnecting went through the API client, which renewed the token.
    stream.setToken('yeni');
    stream.timers.shift()?.run();
    await flush();
    expect(stream.resync).toHaveBeenCalled();
    expect(stream.sources[1]?.url).toContain('access_token=yeni');
    stream.sources[1]?.dispatchEvent(new Event('error'));
    expect(stream.timers.map((t) => t.ms)).toEqual([RECONNECT_BASE_MS * 2]);
  });

  it('renews and reconnects at once when the server says the token expired', async () => {
    const stream = setup();
    stream.resync.mockImplementationOnce(async () => stream.setToken('yeni'));
    stream.sources[0]?.dispatchEvent(new Event('expired'));
    expect(stream.sources[0]?.close).toHaveBeenCalled();
    await flush();
    expect(stream.timers).toHaveLength(0);
    expect(stream.sources[1]?.url).toContain('access_token=yeni');
  });

  it('opens one stream when the resync before a reconnect saves a new token', async () => {
    const stream = setup();
    stream.resync.mockImplementationOnce(async () => stream.saveToken('yeni'));
    stream.sources[0]?.dispatchEvent(new Event('expired'));
    await flush();
    expect(stream.sources).toHaveLength(2);
    expect(stream.sources[1]?.url).toContain('access_token=yeni');
    expect(stream.sources[1]?.close).not.toHaveBeenCalled();
  });

  it('reconnects at once with a token this tab saved', () => {
    const stream = setup();
    stream.saveToken('yenilendi');
    expect(stream.sources[0]?.close).toHaveBeenCalled();
    expect(stream.sources[1]?.url).toContain('access_token=yenilendi');
  });

  it('stops for good: no source, no timer, no reconnect on a later token', () => {
    const stream = setup();
    stream.sources[0]?.dispatchEvent(new Event('error'));
    stream.stop();
    expect(stream.timers).toHaveLength(0);
    stream.saveToken('sonra');
    expect(stream.sources).toHaveLength(1);
  });
});
