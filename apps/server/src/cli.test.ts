import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Role } from '@kampus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, post } from '../test/support/auth.ts';
import { linkedFamily } from '../test/support/families.ts';
import { createTestApp, type TestApp, testDriver } from '../test/support/test-app.ts';
import type { AppDeps } from './app.ts';
import { type CliIo, runCli } from './cli.ts';
import { verifyPassword } from './lib/passwords.ts';
import { findByEmail, getProfile } from './modules/users/users.service.ts';

let t: TestApp;
let closes = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Runs one command line against the test database; the command's close is counted instead of performed. */
const cli = async (...argv: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const deps: AppDeps = {
    ...t.app.deps,
    database: {
      ...t.app.deps.database,
      close: async () => {
        closes += 1;
      },
    },
  };
  const io: CliIo = { open: async () => deps, out: (l) => out.push(l), err: (l) => err.push(l) };
  const code = await runCli(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
};

const create = (email: string, ...extra: string[]) =>
  cli(
    'create-user',
    '--email',
    email,
    '--password',
    'gizli-sifre',
    '--name',
    'Selin',
    '--surname',
    'Öztürk',
    ...extra,
  );

describe('cli create-user', () => {
  it('creates an account with every given field and repeated roles, then closes the database', async () => {
    const before = closes;
    const res = await create(
      'selin@example.com',
      '--identification-number',
      '12345678901',
      '--parent-name',
      'Hakan',
      '--parent-surname',
      'Öztürk',
      '--parent-identification-number',
      '10987654321',
      '--full-address',
      'Bağdat Caddesi No: 1, Kadıköy, İstanbul',
      '--role',
      'Lecturer',
      '--role',
      'admin',
    );
    expect(res.code, res.err).toBe(0);
    expect(res.out).toMatch(/Kullanıcı oluşturuldu: selin@example.com .*roller: Admin, Lecturer/);
    expect(closes).toBe(before + 1);
    const row = await findByEmail(t.app.deps.db, 'selin@example.com');
    expect(row?.roles).toEqual([Role.Admin, Role.Lecturer]);
    const profile = await getProfile(t.app.deps.db, t.app.deps.secrets, row?.id ?? '');
    expect(profile).toMatchObject({
      identificationNumber: '12345678901',
      parentIdentificationNumber: '10987654321',
      parentName: 'Hakan',
      fullAddress: 'Bağdat Caddesi No: 1, Kadıköy, İstanbul',
    });
    await loginAs(t, 'selin@example.com', 'gizli-sifre');
  });

  it('gives a Student role when none is given', async () => {
    expect((await create('ogrenci-cli@example.com')).code).toBe(0);
    expect((await findByEmail(t.app.deps.db, 'ogrenci-cli@example.com'))?.roles).toEqual([Role.Student]);
  });

  it('fails with exit code 1 and a readable message for a taken e-mail', async () => {
    await create('cift@example.com');
    const res = await create('CIFT@example.com');
    expect(res.code).toBe(1);
    expect(res.err).toBe('Hata: Bu e-posta adresiyle kayıtlı bir hesap zaten var.');
  });

  it('fails without a required option, with a bad role or a malformed identification number', async () => {
    const missing = await cli('create-user', '--email', 'eksik@example.com', '--password', 'gizli-sifre');
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/--name/);
    const role = await create('rol@example.com', '--role', 'Kral');
    expect(role.code).toBe(1);
    expect(role.err).toMatch(/bilinmeyen rol "Kral"/);
    const id = await create('kimlik@example.com', '--identification-number', '123');
    expect(id.code).toBe(1);
    expect(id.err).toMatch(/--identification-number: 11 haneli/);
    const short = await cli(
      'create-user',
      '--email',
      'k@example.com',
      '--password',
      '123',
      '--name',
      'Ab',
      '--surname',
      'Cd',
    );
    expect(short.code).toBe(1);
    expect(await findByEmail(t.app.deps.db, 'k@example.com')).toBeNull();
  });
});

describe('cli grant-role and revoke-role', () => {
  it('adds and removes a role', async () => {
    await create('roller-cli@example.com');
    expect((await cli('grant-role', 'roller-cli@example.com', 'Lecturer')).code).toBe(0);
    expect((await findByEmail(t.app.deps.db, 'roller-cli@example.com'))?.roles).toEqual([
      Role.Lecturer,
      Role.Student,
    ]);
    const again = await cli('grant-role', 'ROLLER-cli@example.com', '1');
    expect(again.out).toMatch(/zaten Lecturer/);
    expect((await cli('revoke-role', 'roller-cli@example.com', 'student')).code).toBe(0);
    expect((await findByEmail(t.app.deps.db, 'roller-cli@example.com'))?.roles).toEqual([Role.Lecturer]);
  });

  it('refuses to remove the last role', async () => {
    await create('tek-rol@example.com');
    const res = await cli('revoke-role', 'tek-rol@example.com', 'Student');
    expect(res.code).toBe(1);
    expect(res.err).toMatch(/tek rolü alınamaz/);
    expect((await findByEmail(t.app.deps.db, 'tek-rol@example.com'))?.roles).toEqual([Role.Student]);
  });

  it('fails for an unknown account', async () => {
    const res = await cli('grant-role', 'kimse@example.com', 'Admin');
    expect(res.code).toBe(1);
    expect(res.err).toMatch(/kullanıcı bulunamadı/);
  });
});

describe('cli reset-password', () => {
  it('sets the given password and ends the account’s sessions', async () => {
    await create('sifirla@example.com');
    const tokens = await loginAs(t, 'sifirla@example.com', 'gizli-sifre');
    const res = await cli('reset-password', 'sifirla@example.com', '--password', 'yeni-gizli');
    expect(res.code).toBe(0);
    expect(
      (await post(t, '/authentication/refresh-token', { RefreshToken: tokens.refreshToken })).statusCode,
    ).toBe(401);
    await loginAs(t, 'sifirla@example.com', 'yeni-gizli');
  });

  it('generates and prints a password when none is given', async () => {
    await create('uret@example.com');
    const res = await cli('reset-password', 'uret@example.com');
    expect(res.code).toBe(0);
    const password = /Yeni şifre: (\S+)/.exec(res.out)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(12);
    const row = await findByEmail(t.app.deps.db, 'uret@example.com');
    expect(await verifyPassword(row?.passwordHash ?? '', password)).toBe(true);
  });
});

describe('cli list-users', () => {
  it('lists accounts with their roles and a count', async () => {
    await create('liste@example.com', '--role', 'Parent');
    const res = await cli('list-users');
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/liste@example\.com\s+Selin Öztürk\s+Parent/);
    expect(res.out).toMatch(/\d+ kullanıcı\./);
  });
});

describe.runIf(testDriver() === 'pglite')('cli as a process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kampus-cli-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const run = async (...argv: string[]) => {
    const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    try {
      const { stdout, stderr } = await promisify(execFile)(
        process.execPath,
        [path.join(import.meta.dirname, 'cli.ts'), ...argv],
        { env },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  };

  it('prints help, creates a user in DATA_DIR, and exits non-zero on an error', async () => {
    const help = await run('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/create-user/);
    const created = await run(
      'create-user',
      '--email',
      'surec@example.com',
      '--password',
      'gizli-sifre',
      '--name',
      'Süreç',
      '--surname',
      'Deneme',
      '--role',
      'Admin',
    );
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/Kullanıcı oluşturuldu: surec@example\.com .*roller: Admin/);
    // The same address again: the account was stored in DATA_DIR, and the refusal exits with 1.
    const failed = await run(
      'create-user',
      '--email',
      'surec@example.com',
      '--password',
      'x-y-z-1',
      '--name',
      'Ab',
      '--surname',
      'Cd',
    );
    expect(failed.code).toBe(1);
    expect(failed.stderr.trim()).toBe('Hata: Bu e-posta adresiyle kayıtlı bir hesap zaten var.');
    // Three processes, each opening the embedded database: minutes on a loaded runner, not seconds.
  }, 180_000);
});

describe('cli mail preview', () => {
  it('writes the HTML of a template with its sample data, and refuses an unknown template', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'kampus-mail-preview-'));
    try {
      const file = path.join(dir, 'siparis.html');
      const written = await cli('mail', 'preview', 'order-placed', '--out', file);
      expect(written.code, written.err).toBe(0);
      expect(written.out).toContain('siparişiniz alındı');
      const html = await readFile(file, 'utf8');
      expect(html).toContain('lang="tr"');
      expect(html).toContain('KMP-20261125-4821');
      const invitation = await cli('mail', 'preview', 'family-invitation', '--text');
      expect(invitation.code, invitation.err).toBe(0);
      expect(invitation.out).toContain('/family/join?token=');
      const digest = await cli('mail', 'preview', 'family-digest', '--text');
      expect(digest.code, digest.err).toBe(0);
      expect(digest.out).toContain('Haftalık veli özeti');
      expect(digest.out).toContain('/unsubscribe?token=');
      const unknown = await cli('mail', 'preview', 'yok');
      expect(unknown.code).not.toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('cli digest send-now', () => {
  it('queues the last week’s family digest and says how many; a second run queues none', async () => {
    await linkedFamily(t);
    const first = await cli('digest', 'send-now');
    expect(first.code, first.err).toBe(0);
    expect(first.out).toMatch(/Haftalık veli özeti: [1-9]\d* e-posta kuyruğa alındı\./);
    const second = await cli('digest', 'send-now');
    expect(second.code, second.err).toBe(0);
    expect(second.out).toContain('Haftalık veli özeti: 0 e-posta kuyruğa alındı.');
  });
});
