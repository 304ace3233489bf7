import type { NotificationItem } from '@kampus/contract';
import type { FastifyBaseLogger } from 'fastify';
import { openRedis } from '../../lib/redis.ts';
import { createLocalHub, type NotificationHub } from './notification-hub.ts';

type Message = { userId: string; item: NotificationItem };

/**
 * The hub of several instances (REDIS_URL): a publish goes to one Redis channel per key prefix, and each instance
 * holds one subscriber connection that hands every message to its own streams, this instance's included (so a
 * publish is never delivered twice here). Redis pub/sub keeps nothing: a stream that is not open at that moment
 * misses the push, and the list (GET /notifications) still has the notification (decision 027).
 */
export const createRedisHub = async (
  redis: { url: string; keyPrefix: string },
  log: Pick<FastifyBaseLogger, 'warn' | 'info' | 'error'>,
): Promise<NotificationHub> => {
  const channel = `${redis.keyPrefix}notifications`;
  const local = createLocalHub();
  const publisher = await openRedis(redis.url, log as FastifyBaseLogger, 'notifications are not pushed');
  let subscriber: Awaited<ReturnType<typeof openRedis>>;
  try {
    subscriber = await openRedis(redis.url, log as FastifyBaseLogger, 'notifications are not pushed');
    await subscriber.subscribe(channel);
  } catch (error) {
    publisher.disconnect();
    throw error;
  }
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    try {
      const { userId, item } = JSON.parse(text) as Message;
      void local.publish(userId, item);
    } catch (error) {
      log.warn({ err: error }, 'unreadable notification message on Redis');
    }
  });
  return {
    publish: async (userId, item) => {
      try {
        await publisher.publish(channel, JSON.stringify({ userId, item } satisfies Message));
      } catch (error) {
        // The notification is stored; only the live push is lost, and the bell finds it on its next read.
        log.warn({ err: error }, 'notification not pushed: Redis unavailable');
      }
    },
    subscribe: local.subscribe,
    close: async () => {
      await local.close();
      await Promise.all([subscriber, publisher].map((c) => c.quit().catch(() => c.disconnect())));
    },
  };
};
