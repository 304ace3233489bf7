import path from 'node:path';
import type { AppDeps } from './app.ts';
import { type Config, loadConfig } from './config/env.ts';
import { resolveSecrets } from './config/secrets.ts';
import { openDatabase } from './db/client.ts';
import { createLocalHub } from './modules/notifications/notification-hub.ts';
import { openStorage } from './plugins/storage.ts';

/** Opens everything the server and the CLI need: configuration, secrets, file storage, the migrated database. */
export const openContext = async (config: Config = loadConfig()): Promise<AppDeps> => {
  const secrets = await resolveSecrets(config);
  // Before the database, so that an unusable bucket stops the start without leaving it open.
  const storage = await openStorage(config);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  await database.migrate();
  return { config, database, db: database.db, secrets, storage, notificationHub: createLocalHub() };
};
