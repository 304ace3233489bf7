/** What other modules may use of `mail` (README.md); everything else in this folder is internal. */
export { addMailCommands } from './cli-commands.ts';
export { type MailQueue, queueMail, queueMails, requeueUnsentMail, type SendMailJob } from './outbox.ts';
export { eraseMails, mailsForExport } from './personal-data.ts';
export { mailContext, renderMail } from './render-mail.ts';
export { sendOutboxBatch } from './send-mail.ts';
export type { TemplateData, TemplateName } from './templates/index.ts';
export type { OrderCancelReason, OrderMailData } from './templates/orders.ts';
