import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../lib/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends mail through SMTP_URL, or writes it to DATA_DIR/mail when none is set. */
    mailer: Mailer;
  }
}

export const mailPlugin = fp(async (app: FastifyInstance) => {
  const mailer = createMailer(app.deps.config, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.close());
});
