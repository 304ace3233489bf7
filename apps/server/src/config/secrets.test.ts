import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';
import { resolveSecrets } from './secrets.ts';

const dirs: string[] = [];
const dataDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kampus-secrets-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('resolveSecrets', () => {
  it('creates JWT_SECRET and DATA_KEY once in DATA_DIR, readable by the owner only, and keeps them', async () => {
    const dir = await dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    const first = await resolveSecrets(config);
    for (const file of ['jwt-secret', 'data-key']) {
      const info = await stat(path.join(dir, file));
      expect((info.mode & 0o777).toString(8), file).toBe('600');
    }
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(64);
    expect(first.dataKey).toHaveLength(32);
    expect((await readFile(path.join(dir, 'data-key'), 'utf8')).trim()).toMatch(/^[0-9a-f]{64}$/);
    const again = await resolveSecrets(config);
    expect(Buffer.from(again.jwtSecret).equals(Buffer.from(first.jwtSecret))).toBe(true);
    expect(again.dataKey.equals(first.dataKey)).toBe(true);
  });

  it('makes different secrets for different data directories', async () => {
    const a = await resolveSecrets(loadConfig({ DATA_DIR: await dataDir() }));
    const b = await resolveSecrets(loadConfig({ DATA_DIR: await dataDir() }));
    expect(a.dataKey.equals(b.dataKey)).toBe(false);
  });

  it('uses the configured secrets and writes none when both are given', async () => {
    const dir = await dataDir();
    const jwt = randomBytes(32).toString('hex');
    const key = randomBytes(32).toString('hex');
    const secrets = await resolveSecrets(loadConfig({ DATA_DIR: dir, JWT_SECRET: jwt, DATA_KEY: key }));
    expect(new TextDecoder().decode(secrets.jwtSecret)).toBe(jwt);
    expect(secrets.dataKey.toString('hex')).toBe(key);
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses a JWT_SECRET shorter than 32 characters and a DATA_KEY that is not 32 bytes of hex', () => {
    expect(() => loadConfig({ JWT_SECRET: 'kisa' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ DATA_KEY: 'abc' })).toThrow(/DATA_KEY/);
  });
});
