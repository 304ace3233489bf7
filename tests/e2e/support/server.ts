import path from 'node:path';
import { spawnServer } from '@kampus/test-support';

export type RunningServer = {
  url: string;
  dataDir: string;
  mailDir: string;
  logs: () => string;
  stop: () => Promise<void>;
};

/**
 * Starts the real server (the built web app included) as a child process on a fresh embedded database,
 * as `npm start` would after a build, and waits until /readyz answers. WEB_DIST in the test run's environment names
 * another copy of the built web app to serve. `stop` removes the data directory.
 */
export const startServer = async (env: Record<string, string> = {}): Promise<RunningServer> => {
  const server = await spawnServer({
    env: {
      LOG_LEVEL: 'warn',
      // The demo's videos stay plain files: a transcode finishing in the middle of a journey would change what its
      // pages play, and each server would spend a minute of CPU on it. A journey that wants them passes `true`.
      SEED_DEMO_TRANSCODES: 'false',
      // A run may serve its own copy of the built web app while the shared build is being rebuilt.
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      ...env,
    },
  });
  return {
    url: server.url,
    dataDir: server.dataDir,
    mailDir: path.join(server.dataDir, 'mail'),
    logs: server.logs,
    stop: server.stop,
  };
};
