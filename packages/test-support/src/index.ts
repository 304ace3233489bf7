/**
 * What server tests, browser journeys and benchmarks share: free ports, fresh databases, the built server as a child
 * process and the mail outbox. Test code only; product code may not import it (biome.json enforces that).
 */

export { freePort } from './free-port.ts';
export { type FreshDatabase, freshDatabase, freshPostgresDatabase } from './fresh-database.ts';
export { decodeHeader, type OutboxMail, parseMail, readOutbox } from './outbox.ts';
export {
  newDataDir,
  REPO_ROOT,
  type ServerProcess,
  type SpawnServerOptions,
  spawnServer,
  testSecrets,
} from './server-process.ts';
