import type { FastifyPluginAsync } from 'fastify';
import { resolveMailOptions } from './mail.options';
import { mailRoutes } from './mail.routes';
import { createMailer, type Mailer } from './mail.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one e-mail outbox of this process: identity enqueues into it, the sweep delivers. */
    mailer: Mailer;
  }
}

/**
 * The e-mail domain: the outbox's sender (with a background sweep from ready to close) and the
 * owners' mail viewer. Registered before the domains that send mail.
 */
const plugin: FastifyPluginAsync = async (app) => {
  const mailer = createMailer({ db: app.db, options: resolveMailOptions(app.platformOptions.mail), log: (message) => app.log.info(message) });
  app.decorate('mailer', mailer);
  await app.register(mailRoutes(mailer));
  app.addHook('onReady', async () => mailer.start());
  app.addHook('onClose', async () => mailer.stop());
};

// Not encapsulated (what fastify-plugin does), so `mailer` is decorated on the app itself.
export const mailPlugin = Object.assign(plugin, { [Symbol.for('skip-override')]: true });
