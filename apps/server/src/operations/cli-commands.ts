import path from 'node:path';
import type { Command } from 'commander';
import type { AppDeps } from '../app.ts';
import { createBackup } from './backup.ts';
import { restoreBackup } from './restore.ts';

const size = (bytes: number) =>
  bytes < 1_048_576
    ? `${Math.ceil(bytes / 1_024).toLocaleString('tr-TR')} KB`
    : `${(bytes / 1_048_576).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} MB`;
const total = (rows: Record<string, number>) => Object.values(rows).reduce((a, b) => a + b, 0);

/** `backup <file>` and `restore <file>` of `npm run cli` (README: Backup and restore; docs/operations.md). */
export const addOperationCommands = (
  program: Command,
  io: { out: (line: string) => void },
  withDeps: (work: (deps: AppDeps) => Promise<void>) => Promise<void>,
): void => {
  program
    .command('backup')
    .description(
      'Veritabanının tamamını, yüklenen dosyaları ve (DATA_DIR içinde tutuluyorsa) veri anahtarını tek bir .tar.gz dosyasına yedekler',
    )
    .argument('<file>', 'yazılacak yedek dosyası (var olan bir dosyanın üzerine yazılmaz)')
    .option('--without-key', 'veri anahtarını yedeğe koyma (anahtarı ayrıca saklıyorsanız)')
    .action(async (file: string, o: { withoutKey?: boolean }) => {
      await withDeps(async (deps) => {
        const result = await createBackup(deps, path.resolve(file), {
          withoutDataKey: Boolean(o.withoutKey),
        });
        io.out(
          `Yedek alındı: ${result.file} (${size(result.archiveBytes)}) — ${Object.keys(result.rows).length} tablo, ${total(result.rows)} satır, ${result.files} dosya (${size(result.fileBytes)}).`,
        );
        io.out(
          result.isDataKeyIncluded
            ? 'Veri anahtarı yedeğin içinde: dosyayı kişisel verilerle aynı özenle saklayın.'
            : 'Veri anahtarı yedekte yok: geri yüklerken aynı DATA_KEY gerekir.',
        );
      });
    });

  program
    .command('restore')
    .description(
      'Bir yedeği bu sunucunun veritabanına ve dosya deposuna geri yükler (sunucu durdurulmuş olmalıdır); veritabanı tek işlemde yüklenir ve sonunda güncel şemaya taşınır',
    )
    .argument('<file>', 'backup komutunun yazdığı .tar.gz dosyası')
    .option('--force', 'hedefte veri olsa da üzerine yaz (mevcut kayıtlar ve dosyalar silinir)')
    .action(async (file: string, o: { force?: boolean }) => {
      await withDeps(async (deps) => {
        const result = await restoreBackup(deps, path.resolve(file), { force: Boolean(o.force) });
        io.out(
          `Geri yüklendi: ${Object.keys(result.rows).length} tablo, ${total(result.rows)} satır, ${result.files} dosya (${size(result.fileBytes)}).`,
        );
        if (result.isDataKeyRestored) io.out('Yedeğin veri anahtarı DATA_DIR içine yazıldı.');
        if (result.removedFiles > 0) io.out(`Yedekte olmayan ${result.removedFiles} eski dosya silindi.`);
      });
    });
};
