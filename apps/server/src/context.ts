import path from 'node:path';
import { pino } from 'pino';
import type { AppDeps } from './app.ts';
import { type Config, loadConfig } from './config/env.ts';
import { resolveSecrets } from './config/secrets.ts';
import { openDatabase } from './db/client.ts';
import { loggerOptions } from './lib/logging.ts';
import { createLocalHub, type NotificationHub } from './modules/notifications/notification-hub.ts';
import { createRedisHub } from './modules/notifications/redis-hub.ts';
import { openStorage } from './plugins/storage.ts';

/**
 * In this process alone, or through Redis when several instances share REDIS_URL, so that each delivers the
 * notifications of every instance to its own streams (decision 027).
 */
export const openNotificationHub = (config: Config): Promise<NotificationHub> | NotificationHub =>
  config.redis ? createRedisHub(config.redis, pino(loggerOptions(config))) : createLocalHub();

/** Opens everything the server and the CLI need: configuration, secrets, file storage, the migrated database. */
export const openContext = async (config: Config = loadConfig()): Promise<AppDeps> => {
  const secrets = await resolveSecrets(config);
  // Before the database, so that an unusable bucket stops the start without leaving it open.
  const storage = await openStorage(config);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await database.migrate();
    const notificationHub = await openNotificationHub(config);
    return { config, database, db: database.db, secrets, storage, notificationHub };
  } catch (error) {
    await database.close();
    throw error;
  }
};
