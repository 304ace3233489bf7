import type { Command } from 'commander';
import type { AppDeps } from '../../app.ts';
import { startJobEngine } from '../jobs/index.ts';
import { sendWeeklyDigest } from './digest.service.ts';

/**
 * `digest send-now` of `npm run cli`: queues the weekly family digest of the last whole week at once, as the Monday
 * schedule does (README.md). The mails go through the outbox, so a running server's workers send them; a second run
 * in the same week queues nothing.
 */
export const addDigestCommands = (
  program: Command,
  io: { out: (line: string) => void; err: (line: string) => void },
  withDeps: (work: (deps: AppDeps) => Promise<void>) => Promise<void>,
): void => {
  const digest = program.command('digest').description('Haftalık veli özeti');
  digest
    .command('send-now')
    .description(
      'Son tam haftanın veli özetini her veliye hemen kuyruğa alır (aynı hafta ikinci kez gönderilmez)',
    )
    .action(async () => {
      await withDeps(async (deps) => {
        // Queues only: this process works no jobs, the server's workers send the outbox rows.
        const log = { info: () => {}, warn: () => {}, error: (_o: object, m: string) => io.err(m) };
        const jobs = await startJobEngine(deps.database, { ...deps.config, jobWorkers: false }, log);
        try {
          const queued = await sendWeeklyDigest(
            {
              db: deps.db,
              events: {
                jobs,
                publicUrl: deps.config.publicUrl,
                dataKey: deps.secrets.dataKey,
                hub: deps.notificationHub,
              },
            },
            new Date(),
          );
          io.out(`Haftalık veli özeti: ${queued} e-posta kuyruğa alındı.`);
        } finally {
          await jobs.stop();
        }
      });
    });
};
