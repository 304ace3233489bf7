import { randomBytes } from 'node:crypto';
import { Role, RoleName } from '@kampus/contract';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { z } from 'zod';
import type { AppDeps } from './app.ts';
import { openContext } from './context.ts';
import { AppError, appError } from './lib/app-error.ts';
import { audit } from './lib/audit.ts';
import { revokeUserSessions } from './modules/auth/auth.service.ts';
import { addDigestCommands } from './modules/families/index.ts';
import { addMailCommands } from './modules/mail/index.ts';
import {
  createUser,
  findByEmail,
  listUsers,
  roleNames,
  setPassword,
  setRoles,
} from './modules/users/users.service.ts';
import { addOperationCommands } from './operations/cli-commands.ts';

export type CliIo = {
  /** Opens configuration, secrets and the migrated database; each command closes the database when done. */
  open: () => Promise<AppDeps>;
  out: (line: string) => void;
  err: (line: string) => void;
};

const parseRole = (value: string): Role => {
  const byNumber = /^\d$/.test(value) ? Number(value) : Number.NaN;
  if (Object.values(Role).includes(byNumber as Role)) return byNumber as Role;
  const index = RoleName.findIndex((name) => name.toLowerCase() === value.trim().toLowerCase());
  if (index >= 0) return index as Role;
  throw new InvalidArgumentError(
    `bilinmeyen rol "${value}"; geçerli roller: ${RoleName.join(', ')} (ya da 0–3)`,
  );
};

const collectRole = (value: string, previous: Role[] | undefined) => [...(previous ?? []), parseRole(value)];

const check = <T>(schema: z.ZodType<T>, value: unknown, label: string): T => {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw appError('VALIDATION_FAILED', {
      message: `${label}: ${parsed.error.issues[0]?.message ?? 'geçersiz değer'}`,
    });
  return parsed.data;
};

const elevenDigits = z.string().regex(/^\d{11}$/, '11 haneli bir kimlik numarası olmalıdır');

/** Runs a command against the database and always closes it, whatever happens. */
const withDeps = async (io: CliIo, work: (deps: AppDeps) => Promise<void>) => {
  const deps = await io.open();
  try {
    await work(deps);
  } finally {
    await deps.notificationHub.close();
    await deps.database.close();
  }
};

const liveUserByEmail = async (deps: AppDeps, email: string) => {
  const user = await findByEmail(deps.db, email);
  if (!user || user.deletedAt)
    throw appError('USER_NOT_FOUND', { message: `${email} e-postasıyla etkin bir kullanıcı bulunamadı` });
  return user;
};

/** The administration commands of `npm run cli -- …`. */
export const buildCli = (io: CliIo): Command => {
  const program = new Command('kampus-cli')
    .description('Kampüs kullanıcı yönetimi: hesap oluşturma, rol verme ve alma, şifre sıfırlama, listeleme.')
    .showHelpAfterError()
    .configureOutput({ writeOut: (s) => io.out(s.trimEnd()), writeErr: (s) => io.err(s.trimEnd()) });

  program
    .command('create-user')
    .description('Yeni bir hesap oluşturur (varsayılan rol: Student)')
    .requiredOption('--email <email>', 'e-posta adresi (giriş adı)')
    .requiredOption('--password <password>', 'şifre, en az 6 karakter')
    .requiredOption('--name <name>', 'ad')
    .requiredOption('--surname <surname>', 'soyad')
    .option('--identification-number <digits>', '11 haneli kimlik numarası (şifrelenerek saklanır)', '')
    .option('--parent-name <name>', 'veli adı', '')
    .option('--parent-surname <surname>', 'veli soyadı', '')
    .option('--parent-identification-number <digits>', 'velinin 11 haneli kimlik numarası', '')
    .option('--full-address <address>', 'açık adres', '')
    .option('--role <role>', 'rol: Admin, Lecturer, Student, Parent (tekrarlanabilir)', collectRole)
    .action(async (o: Record<string, string | Role[] | undefined>) => {
      const str = (key: string) => String(o[key] ?? '').trim();
      const input = {
        email: check(z.email('geçerli bir e-posta adresi olmalıdır'), str('email'), '--email'),
        password: check(
          z.string().min(6, 'en az 6 karakter olmalıdır').max(128),
          String(o.password),
          '--password',
        ),
        name: check(z.string().min(2, 'en az 2 karakter olmalıdır'), str('name'), '--name'),
        surname: check(z.string().min(2, 'en az 2 karakter olmalıdır'), str('surname'), '--surname'),
        identificationNumber: str('identificationNumber')
          ? check(elevenDigits, str('identificationNumber'), '--identification-number')
          : '',
        parentName: str('parentName'),
        parentSurname: str('parentSurname'),
        parentIdentificationNumber: str('parentIdentificationNumber')
          ? check(elevenDigits, str('parentIdentificationNumber'), '--parent-identification-number')
          : '',
        fullAddress: str('fullAddress'),
        roles: (o.role as Role[] | undefined) ?? [Role.Student],
      };
      await withDeps(io, async (deps) => {
        // Audit rows made from the command line have no actor; `via` says where the change came from.
        const id = await deps.db.transaction(async (tx) => {
          const created = await createUser(tx, deps.secrets, input);
          await audit(tx, null, 'user.create', 'user', created, { roles: input.roles, via: 'cli' });
          return created;
        });
        io.out(
          `Kullanıcı oluşturuldu: ${input.email} (${id}) — roller: ${roleNames(input.roles).join(', ')}`,
        );
      });
    });

  program
    .command('grant-role')
    .description('Bir hesaba rol verir')
    .argument('<email>', 'hesabın e-posta adresi')
    .argument('<role>', 'Admin, Lecturer, Student veya Parent', parseRole)
    .action(async (email: string, role: Role) => {
      await withDeps(io, async (deps) => {
        const user = await liveUserByEmail(deps, email);
        if (user.roles.includes(role)) {
          io.out(`${user.email} zaten ${RoleName[role]} rolüne sahip.`);
          return;
        }
        const roles = [...(user.roles as Role[]), role];
        await deps.db.transaction(async (tx) => {
          await setRoles(tx, user.id, roles);
          await audit(tx, null, 'user.update', 'user', user.id, {
            changed: ['roles'],
            roles: { from: user.roles, to: [...roles].sort((a, b) => a - b) },
            via: 'cli',
          });
        });
        io.out(`${user.email} hesabına ${RoleName[role]} rolü verildi.`);
      });
    });

  program
    .command('revoke-role')
    .description('Bir hesaptan rol alır (en az bir rol kalmalıdır)')
    .argument('<email>', 'hesabın e-posta adresi')
    .argument('<role>', 'Admin, Lecturer, Student veya Parent', parseRole)
    .action(async (email: string, role: Role) => {
      await withDeps(io, async (deps) => {
        const user = await liveUserByEmail(deps, email);
        if (!user.roles.includes(role)) {
          io.out(`${user.email} zaten ${RoleName[role]} rolüne sahip değil.`);
          return;
        }
        const remaining = (user.roles as Role[]).filter((r) => r !== role);
        if (remaining.length === 0)
          throw appError('USER_ROLES_REQUIRED', {
            message: `${user.email} hesabının tek rolü alınamaz; önce başka bir rol verin.`,
          });
        await deps.db.transaction(async (tx) => {
          await setRoles(tx, user.id, remaining);
          await audit(tx, null, 'user.update', 'user', user.id, {
            changed: ['roles'],
            roles: { from: user.roles, to: remaining },
            via: 'cli',
          });
        });
        io.out(`${user.email} hesabından ${RoleName[role]} rolü alındı.`);
      });
    });

  program
    .command('reset-password')
    .description('Bir hesabın şifresini değiştirir ve tüm oturumlarını sonlandırır')
    .argument('<email>', 'hesabın e-posta adresi')
    .option('--password <password>', 'yeni şifre; verilmezse rastgele bir şifre üretilip yazdırılır')
    .action(async (email: string, o: { password?: string }) => {
      const generated = o.password === undefined;
      const password = generated
        ? randomBytes(12).toString('base64url')
        : check(z.string().min(6, 'en az 6 karakter olmalıdır').max(128), o.password, '--password');
      await withDeps(io, async (deps) => {
        const user = await liveUserByEmail(deps, email);
        await deps.db.transaction(async (tx) => {
          await setPassword(tx, user.id, password);
          await revokeUserSessions(tx, user.id, 'password-reset');
          await audit(tx, null, 'user.password-reset', 'user', user.id, { via: 'cli' });
        });
        io.out(`${user.email} hesabının şifresi değiştirildi; açık oturumları sonlandırıldı.`);
        if (generated) io.out(`Yeni şifre: ${password}`);
      });
    });

  program
    .command('list-users')
    .description('Hesapları e-posta sırasıyla listeler')
    .option('--all', 'silinmiş hesapları da göster')
    .action(async (o: { all?: boolean }) => {
      await withDeps(io, async (deps) => {
        const rows = await listUsers(deps.db, { includeDeleted: Boolean(o.all) });
        if (rows.length === 0) {
          io.out('Hiç kullanıcı yok.');
          return;
        }
        const width = Math.max(...rows.map((r) => r.email.length), 'E-POSTA'.length);
        io.out(`${'E-POSTA'.padEnd(width)}  ${'AD SOYAD'.padEnd(30)}  ROLLER`);
        for (const r of rows)
          io.out(
            `${r.email.padEnd(width)}  ${`${r.name} ${r.surname}`.padEnd(30)}  ${r.roles.join(', ')}${r.isDeleted ? '  (silinmiş)' : ''}`,
          );
        io.out(`${rows.length} kullanıcı.`);
      });
    });

  addOperationCommands(program, io, (work) => withDeps(io, work));
  addMailCommands(program, io);
  addDigestCommands(program, io, (work) => withDeps(io, work));

  return program;
};

/**
 * Parses and runs one command line; answers the exit code instead of exiting, so tests can call it. Refusals
 * (bad options, unknown accounts, a taken e-mail) print one line to stderr; anything else prints its stack.
 */
export const runCli = async (argv: string[], io: CliIo): Promise<number> => {
  const program = buildCli(io);
  program.exitOverride();
  for (const command of program.commands) {
    command.exitOverride();
    for (const sub of command.commands) sub.exitOverride();
  }
  try {
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    // Refusals are the API's own coded errors, a backup or restore that cannot go on included.
    if (error instanceof AppError) {
      io.err(`Hata: ${error.message}`);
      return 1;
    }
    io.err(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return 1;
  }
};

if (import.meta.main) {
  const code = await runCli(process.argv.slice(2), {
    open: () => openContext(),
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
  process.exitCode = code;
}
