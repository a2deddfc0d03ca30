import type { FastifyPluginAsync } from 'fastify';
import { resolveMailOptions } from './mail.options';
import { mailRoutes } from './mail.routes';
import { createMailer, type Mailer } from './mail.service';
import { createOrderMailNotifier, type OrderMailNotifier } from './order-mail/order-mail-notifier';
import { orderMailRoutes } from './order-mail/order-mail.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one e-mail outbox of this process: identity enqueues into it, the sweep delivers. */
    mailer: Mailer;
    /** The order e-mails (confirmation, new-order notice, shipped, canceled, refunded): the ecom domain's notifier. */
    orderMail: OrderMailNotifier;
  }
}

/**
 * The e-mail domain: the outbox's sender (with a background sweep from ready to close), the
 * owners' mail viewer, and the order e-mails with their settings and previews. Registered before the domains that send mail.
 */
const plugin: FastifyPluginAsync = async (app) => {
  const options = resolveMailOptions(app.platformOptions.mail);
  const mailer = createMailer({ db: app.db, options, print: options.print ?? ((text) => app.log.info(text)), warn: (message) => app.log.warn(message) });
  app.decorate('mailer', mailer);
  const orderMail = createOrderMailNotifier({ mailer, publicUrl: () => app.platformOptions.publicUrl ?? '', keys: app.keys });
  app.decorate('orderMail', orderMail);
  await app.register(mailRoutes(mailer));
  await app.register(orderMailRoutes({ db: app.db, orderMail, publicUrl: () => app.platformOptions.publicUrl ?? '' }));
  app.addHook('onReady', async () => mailer.start());
  app.addHook('onClose', async () => mailer.stop());
};

// Not encapsulated (what fastify-plugin does), so `mailer` is decorated on the app itself.
export const mailPlugin = Object.assign(plugin, { [Symbol.for('skip-override')]: true });
