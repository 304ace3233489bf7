import { Readable } from 'node:stream';
import type { NotificationItem } from '@kampus/contract';
import type { NotificationHub } from './notification-hub.ts';

/** How long a browser waits before reconnecting after a stream ends (the `retry:` field of Server-Sent Events). */
export const RECONNECT_AFTER_MS = 3_000;
/** A comment line this often keeps proxies and load balancers from closing a quiet stream (most cut at 30–60 s). */
export const HEARTBEAT_MS = 25_000;
/**
 * Unsent text a stream may hold before it is closed: a client that stopped reading would otherwise make the server
 * keep every notification for it. It reconnects and reads the list instead (module README, "Stream").
 */
const MAX_BUFFERED_BYTES = 64 * 1024;

type Stream = { out: Readable; stop: () => void };

const frame = (event: string, data: string, id?: string) =>
  `event: ${event}\n${id ? `id: ${id}\n` : ''}data: ${data}\n\n`;

/**
 * The open Server-Sent Event streams of this process. Per connection it keeps a Readable, one hub listener and one
 * expiry timer; the heartbeat is one timer for all of them, so 2,000 idle connections cost 2,000 small objects and
 * no timers beyond their expiry (decision 027).
 */
export const createStreamRegistry = (hub: NotificationHub) => {
  const open = new Set<Stream>();
  // A user may have many tabs and devices open: the event text is built once per notification, not per stream.
  const framed = new WeakMap<NotificationItem, string>();
  const frameOf = (item: NotificationItem) => {
    let text = framed.get(item);
    if (text === undefined) {
      text = frame('notification', JSON.stringify(item), item.id);
      framed.set(item, text);
    }
    return text;
  };
  let heartbeat: NodeJS.Timeout | null = null;

  const write = (stream: Stream, text: string) => {
    if (stream.out.readableLength > MAX_BUFFERED_BYTES) {
      stream.stop();
      return;
    }
    stream.out.push(text);
  };

  const startHeartbeat = () => {
    if (heartbeat) return;
    heartbeat = setInterval(() => {
      for (const stream of open) write(stream, ': heartbeat\n\n');
    }, HEARTBEAT_MS);
    heartbeat.unref();
  };

  return {
    get size() {
      return open.size;
    },

    /**
     * A stream of the user's new notifications that ends by itself when the access token expires (an `expired`
     * event first, so the client reconnects with a fresh token rather than retrying the old one).
     */
    open: (userId: string, expiresAt: Date): Readable => {
      const out = new Readable({ read() {} });
      let isStopped = false;
      const stream: Stream = {
        out,
        stop: () => {
          if (isStopped) return;
          isStopped = true;
          unsubscribe();
          clearTimeout(expiry);
          open.delete(stream);
          if (open.size === 0 && heartbeat) {
            clearInterval(heartbeat);
            heartbeat = null;
          }
          if (!out.destroyed) out.push(null);
        },
      };
      const unsubscribe = hub.subscribe(userId, (item: NotificationItem) => write(stream, frameOf(item)));
      const expiry = setTimeout(
        () => {
          write(stream, frame('expired', '{}'));
          stream.stop();
        },
        Math.max(0, expiresAt.getTime() - Date.now()),
      );
      expiry.unref();
      // The client went away (or Fastify destroyed the body after a broken connection).
      out.once('close', stream.stop);
      open.add(stream);
      startHeartbeat();
      out.push(`retry: ${RECONNECT_AFTER_MS}\n\n`);
      return out;
    },

    /** Ends every stream: on shutdown, so the server does not wait for them (clients reconnect elsewhere). */
    closeAll: () => {
      for (const stream of [...open]) stream.stop();
    },
  };
};

export type StreamRegistry = ReturnType<typeof createStreamRegistry>;
