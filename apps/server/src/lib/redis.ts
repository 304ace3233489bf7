import type { FastifyBaseLogger } from 'fastify';
import type { Redis as RedisClient } from 'ioredis';

export type { RedisClient };

/**
 * Connects to the Redis that several server instances share (REDIS_URL); a wrong address stops the start with a
 * message naming the variable. Afterwards a command never waits for a lost connection (no offline queue, one
 * retry): callers treat Redis as optional and carry on without it, and the client reconnects by itself.
 */
export const openRedis = async (
  url: string,
  log: FastifyBaseLogger,
  /** What stops working during an outage, for the warning. */
  consequence = 'rate limits fall back to letting requests through',
): Promise<RedisClient> => {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    // Reconnect quickly at first, then every 2 s at most, for as long as the server runs.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let isReported = false;
  client.on('error', (error: Error) => {
    // One warning per outage, not one per reconnect attempt.
    if (!isReported) log.warn({ err: error }, `Redis unavailable; ${consequence}`);
    isReported = true;
  });
  client.on('ready', () => {
    if (isReported) log.info('Redis reachable again');
    isReported = false;
  });
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    client.disconnect();
    throw new Error(
      `Redis'e bağlanılamadı (REDIS_URL): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return client;
};
