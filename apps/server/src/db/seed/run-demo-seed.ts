import { type Role, roleLabels } from '@kampus/contract';
import { inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app.ts';
import { users } from '../schema/users.ts';
import { DEMO_PEOPLE } from './demo-catalogue.ts';
import { type SeedDeps, seedDemoData } from './demo-seed.ts';

type Log = { info: (obj: object | string, msg?: string) => void };

/** The lines printed at start: the demo accounts and their passwords. */
export const demoAccountLines = (): string[] => {
  const listed = DEMO_PEOPLE.filter((p) => p.isListed);
  const lecturers = DEMO_PEOPLE.filter((p) => !p.isListed && p.roles.length === 1 && p.roles[0] === 1);
  return [
    'Demo hesapları:',
    ...listed.map(
      (p) => `  ${roleLabels[p.roles[0] as Role].padEnd(9)} ${p.email.padEnd(24)} şifre: ${p.password}`,
    ),
    `  Diğer eğitmenler (şifre ${lecturers[0]?.password ?? ''}): ${lecturers.map((p) => p.email).join(', ')}`,
  ];
};

/** Whether the demo accounts exist (so their lines are worth printing at a later start). */
export const hasDemoAccounts = async (deps: Pick<AppDeps, 'db'>): Promise<boolean> => {
  const emails = DEMO_PEOPLE.filter((p) => p.isListed).map((p) => p.email);
  const rows = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  return rows.length === emails.length;
};

/** Seeds on an empty database when `SEED_DEMO` is on, and prints the demo accounts (log and console). */
export const runDemoSeed = async (deps: SeedDeps & Pick<AppDeps, 'config'>, log: Log): Promise<void> => {
  if (!deps.config.seedDemo) {
    if (deps.config.env === 'production')
      log.info('demo catalogue not seeded: NODE_ENV=production (SEED_DEMO=true seeds it)');
    return;
  }
  const started = performance.now();
  const result = await seedDemoData({ ...deps, transcodeDemoVideos: deps.config.seedDemoTranscodes });
  if (result.isSeeded)
    log.info(
      { ...result, ms: Math.round(performance.now() - started) },
      'demo catalogue seeded (SEED_DEMO=false turns this off)',
    );
  if (result.isSeeded || (await hasDemoAccounts(deps))) {
    const lines = demoAccountLines();
    log.info({ accounts: lines.slice(1).map((l) => l.trim()) }, 'demo accounts');
    for (const line of lines) console.log(line);
  }
};
