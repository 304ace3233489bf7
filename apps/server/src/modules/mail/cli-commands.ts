import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { loadConfig } from '../../config/env.ts';
import { mailContext, renderMail } from './render-mail.ts';
import { isTemplateName, TEMPLATES } from './templates/index.ts';

/**
 * `mail preview <template> [--out file]` of `npm run cli`: a template's HTML with its sample data, drawn with this
 * server's settings (SCHOOL_NAME, SCHOOL_COLOR, PUBLIC_URL, BANK_*); needs no database (modules/mail/README.md).
 */
export const addMailCommands = (program: Command, io: { out: (line: string) => void }): void => {
  const names = Object.keys(TEMPLATES).join(', ');
  const mail = new Command('mail').description('E-posta şablonları');
  mail
    .command('preview')
    .description(`Bir e-posta şablonunun HTML'ini örnek verilerle yazar (şablonlar: ${names})`)
    .argument('<template>', 'şablonun adı', (value: string) => {
      if (!isTemplateName(value)) throw new InvalidArgumentError(`şablon şunlardan biri olmalıdır: ${names}`);
      return value;
    })
    .option('--out <file>', "HTML'in yazılacağı dosya; verilmezse çıktıya yazılır")
    .option('--text', 'HTML yerine metin bölümünü yaz')
    .action(async (template: keyof typeof TEMPLATES, o: { out?: string; text?: boolean }) => {
      const config = loadConfig();
      const rendered = await renderMail(
        template,
        TEMPLATES[template].sample,
        mailContext(
          config,
          template.startsWith('certificate') || template === 'family-digest'
            ? `${config.publicUrl}/unsubscribe?token=ornek`
            : null,
        ),
      );
      const body = o.text ? rendered.text : rendered.html;
      if (!o.out) {
        io.out(body);
        return;
      }
      const file = path.resolve(o.out);
      await writeFile(file, body);
      io.out(`${template} şablonu yazıldı: ${file} (konu: ${rendered.subject})`);
    });
  program.addCommand(mail);
};
