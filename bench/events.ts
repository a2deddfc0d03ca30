import http from 'node:http';
import { startPlatform } from '@vitrine/platform';
import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { startPostgresCluster } from '../scripts/postgres-cluster.mjs';
import { createSite } from '../packages/platform/src/domains/sites/sites.service';
import { createEventDispatcher } from '../packages/platform/src/domains/events/dispatcher';
import { resolveEventsOptions, type EventsOptions } from '../packages/platform/src/domains/events/events.options';
import { createWebhookSender } from '../packages/platform/src/domains/events/send-webhook';
import { recordEvent } from '../packages/platform/src/lib/events';
import type { BenchRow } from './lib';

const workerOptions: EventsOptions = { worker: false, pollIntervalMs: 5, deliveryTimeoutMs: 10_000, batchSize: 32, allowLoopbackReceivers: true };

/**
 * Webhook throughput: events recorded in the outbox and delivered, signed, to a local receiver,
 * per second, with one worker and with two (as two platform instances would run them), on PGlite
 * and on a throwaway PostgreSQL cluster. On PGlite transactions run one at a time, so a second
 * worker in the same process can only overlap its sending with the first one's claiming; on
 * PostgreSQL the two claim side by side (`FOR UPDATE SKIP LOCKED`). Beside them, the same receiver
 * driven by plain POSTs with no database or signing: the ceiling.
 */
export async function eventsBench(eventCount = 2000): Promise<BenchRow[]> {
  const receiver = await startCountingReceiver();
  try {
    const baseline = await plainPosts(receiver, eventCount);
    const rows: BenchRow[] = [{ bench: 'webhooks', subject: 'receiver baseline: plain POSTs, 32 at once', value: baseline, unit: 'req/s' }];
    const pglite = await startTestPlatform({ rateLimits: false, checkExactViews: false, events: workerOptions });
    rows.push(...(await onPlatform({ app: pglite.app, siteId: pglite.site.siteId, driver: pglite.driver, close: pglite.close }, receiver, eventCount)));
    const cluster = await startPostgresCluster();
    if (!cluster.url) {
      rows.push({ bench: 'webhooks', subject: 'events delivered, PostgreSQL', value: 0, unit: '', note: `skipped: ${cluster.reason}` });
      return rows;
    }
    try {
      rows.push(...(await onPlatform(await startPostgresPlatform(cluster.url), receiver, eventCount)));
    } finally {
      cluster.stop();
    }
    return rows;
  } finally {
    await receiver.close();
  }
}

interface BenchPlatform {
  app: TestPlatform['app'];
  siteId: string;
  driver: string;
  close(): Promise<void>;
}

/** The platform on the cluster's database, with one site (the test helper's throwaway databases are for tests). */
async function startPostgresPlatform(url: string): Promise<BenchPlatform> {
  const platform = await startPlatform({ port: 0, database: url, rateLimits: false, events: workerOptions });
  const site = await createSite(platform.app.db, {
    siteName: 'Bench store',
    ownerEmail: 'bench-owner@vitrine.test',
    ownerPassword: 'bench-owner-password',
    redirectUris: ['http://127.0.0.1/callback'],
    allowedOrigins: ['http://127.0.0.1'],
  });
  return { app: platform.app, siteId: site.siteId, driver: 'postgres', close: platform.close };
}

/** One and two workers on one platform; the subscription and events are the platform's own. */
async function onPlatform(platform: BenchPlatform, receiver: CountingReceiver, eventCount: number): Promise<BenchRow[]> {
  try {
    const subscribed = await platform.app.db.query<{ id: string }>(
      `INSERT INTO webhook_subscriptions (id, site_id, url, event_types, secret) VALUES (gen_random_uuid(), $1, $2, $3, $4) RETURNING id`,
      [platform.siteId, receiver.url, ['product.changed'], 'bench-secret-0123456789'],
    );
    if (!subscribed.length) throw new Error('no subscription');
    const one = await deliver(platform, receiver, eventCount, 1);
    const two = await deliver(platform, receiver, eventCount, 2);
    const database = platform.driver === 'postgres' ? 'PostgreSQL' : 'PGlite';
    const note = `${eventCount} events over ${eventCount / 4} entities, ${database}`;
    return [
      { bench: 'webhooks', subject: `events delivered, 1 worker, ${database}`, value: one, unit: 'events/s', baseline: 'receiver baseline', note },
      { bench: 'webhooks', subject: `events delivered, 2 workers, ${database}`, value: two, unit: 'events/s', baseline: `1 worker, ${database}`, note },
    ];
  } finally {
    await platform.close();
  }
}

/** Records `count` events, starts `workers` dispatchers and measures until the receiver has them all. */
async function deliver(platform: BenchPlatform, receiver: CountingReceiver, count: number, workers: number): Promise<number> {
  const run = `${workers}w-${Date.now()}`;
  for (let start = 0; start < count; start += 200) {
    await platform.app.db.transaction(async (tx) => {
      for (let n = start; n < Math.min(count, start + 200); n++) {
        const entityId = `${run}-${n % (count / 4)}`;
        await recordEvent(tx, { type: 'product.changed', siteId: platform.siteId, entityId, entity: { id: entityId, n, name: 'Bench product' } });
      }
    });
  }
  const target = receiver.count + count;
  const dispatchers = Array.from({ length: workers }, () =>
    createEventDispatcher({ db: platform.app.db, keys: platform.app.keys, options: resolveEventsOptions(workerOptions) }),
  );
  const started = performance.now();
  dispatchers.forEach((dispatcher) => dispatcher.start());
  await receiver.until(target);
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(dispatchers.map((dispatcher) => dispatcher.stop()));
  return Math.round(count / seconds);
}

async function plainPosts(receiver: CountingReceiver, count: number): Promise<number> {
  const sender = createWebhookSender({ timeoutMs: 10_000, allowLoopback: true });
  const body = 'x'.repeat(600);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      while (next < count) {
        next++;
        await sender.send(receiver.url, body, { 'content-type': 'text/plain' });
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  sender.close();
  return Math.round(count / seconds);
}

interface CountingReceiver {
  url: string;
  readonly count: number;
  until(count: number): Promise<void>;
  close(): Promise<void>;
}

async function startCountingReceiver(): Promise<CountingReceiver> {
  let count = 0;
  let waiter: { target: number; resolve: () => void } | undefined;
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      count++;
      response.writeHead(204).end();
      if (waiter && count >= waiter.target) waiter.resolve();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    get count() {
      return count;
    },
    until: (target) => (count >= target ? Promise.resolve() : new Promise<void>((resolve) => (waiter = { target, resolve }))),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
