import type { FastifyPluginAsync } from 'fastify';
import { createEventDispatcher, type EventDispatcher } from './dispatcher';
import { resolveEventsOptions } from './events.options';
import { eventsFeedRoutes } from './events.routes';
import { createEventsFeed } from './events.service';
import { webhooksRoutes } from './webhooks.routes';
import { createWebhooksService } from './webhooks.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's webhook worker; tests call `runOnce()` to run a dispatch pass now. */
    eventDispatcher: EventDispatcher;
  }
}

/**
 * The events domain: the events feed, webhook subscriptions, and the webhook worker, which starts
 * when the app is ready (unless `events.worker` is false) and stops when it closes.
 */
const plugin: FastifyPluginAsync = async (app) => {
  const options = resolveEventsOptions(app.platformOptions.events);
  const dispatcher = createEventDispatcher({ db: app.db, keys: app.keys, options, log: app.log });
  app.decorate('eventDispatcher', dispatcher);

  await app.register(eventsFeedRoutes(createEventsFeed({ db: app.db })));
  await app.register(
    webhooksRoutes(createWebhooksService({ db: app.db, allowLoopbackReceivers: options.allowLoopbackReceivers, deadAfterMs: options.deadAfterMs })),
  );

  app.addHook('onReady', async () => {
    if (options.worker) dispatcher.start();
  });
  app.addHook('onClose', async () => {
    await dispatcher.stop();
  });
};

// Not encapsulated (what fastify-plugin does), so `eventDispatcher` is decorated on the app itself.
export const eventsPlugin = Object.assign(plugin, { [Symbol.for('skip-override')]: true });
