import { EventEmitter } from 'node:events';
import type { NotificationItem } from '@kampus/contract';

/**
 * Hands new notifications to the open streams of their user. One hub per server: in this process's memory by
 * default; with REDIS_URL, through Redis pub/sub so every instance delivers to its own connections.
 */
export type NotificationHub = {
  /** Delivers after the notification's transaction committed; a failure to deliver never undoes the change. */
  publish: (userId: string, item: NotificationItem) => Promise<void>;
  /** Listens for one user's notifications; returns the function that stops listening. */
  subscribe: (userId: string, listener: (item: NotificationItem) => void) => () => void;
  close: () => Promise<void>;
};

/** Streams of this process only: enough for one instance. */
export const createLocalHub = (): NotificationHub => {
  const events = new EventEmitter();
  // One listener per open stream; thousands of learners may be connected.
  events.setMaxListeners(0);
  return {
    publish: async (userId, item) => void events.emit(userId, item),
    subscribe: (userId, listener) => {
      events.on(userId, listener);
      return () => void events.off(userId, listener);
    },
    close: async () => void events.removeAllListeners(),
  };
};
