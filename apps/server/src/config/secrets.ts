import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './env.ts';

export type Secrets = { jwtSecret: Uint8Array; dataKey: Buffer };

/** Reads a secret kept in DATA_DIR, creating it (readable by the owner only) on the first start. */
const keptSecret = async (dataDir: string, file: string, make: () => string): Promise<string> => {
  const target = path.join(dataDir, file);
  try {
    return (await readFile(target, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(dataDir, { recursive: true });
    const value = make();
    await writeFile(target, `${value}\n`, { mode: 0o600, flag: 'wx' }).catch(
      async (e: NodeJS.ErrnoException) => {
        if (e.code !== 'EEXIST') throw e;
      },
    );
    return (await readFile(target, 'utf8')).trim();
  }
};

/** JWT_SECRET and DATA_KEY from the configuration, else generated once and kept in DATA_DIR. */
export const resolveSecrets = async (config: Config): Promise<Secrets> => {
  const jwt =
    config.jwtSecret ??
    (await keptSecret(config.dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url')));
  const key =
    config.dataKey ?? (await keptSecret(config.dataDir, 'data-key', () => randomBytes(32).toString('hex')));
  return { jwtSecret: new TextEncoder().encode(jwt), dataKey: Buffer.from(key, 'hex') };
};
