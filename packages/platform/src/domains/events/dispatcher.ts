import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { KeyRing } from '../auth/signing-keys';
import { claimDue, fanOut, recordResults, type AttemptResult, type ClaimedDelivery } from './dispatch.repository';
import type { ResolvedEventsOptions } from './events.options';
import { toEventView } from './events.repository';
import { retryDelayMs } from './retry-schedule';
import { createWebhookSender, type SendResult } from './send-webhook';
import { bodySignature, signEvent } from './webhook-signing';

export interface PassResult {
  /** Outbox events turned into deliveries. */
  fannedOut: number;
  /** Attempts sent. */
  attempted: number;
  delivered: number;
  failed: number;
}

export interface EventDispatcher {
  /**
   * One pass, awaited to the end: fan out new events, claim what is due, send it, record the
   * results. Tests call this instead of waiting for the loop.
   */
  runOnce(): Promise<PassResult>;
  /** Starts the background loop (the events plugin does, when the app is ready). */
  start(): void;
  /** Stops the loop; attempts still in flight are cut short and recorded as failed, so they are retried. */
  stop(): Promise<void>;
}

export interface DispatcherDeps {
  db: Database;
  keys: KeyRing;
  options: ResolvedEventsOptions;
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  random?: () => number;
}

const fanOutBatch = 500;

/**
 * The webhook worker of one platform process. Any number of them, on any number of instances,
 * share the work through the database: claims are row-locked and leased, so each attempt is sent by
 * exactly one worker. Sending happens outside transactions, with a hard timeout, so a slow or dead
 * receiver holds one slot of this worker and nothing of the API.
 */
export function createEventDispatcher(deps: DispatcherDeps): EventDispatcher {
  const { db, keys, options } = deps;
  const sender = createWebhookSender({ timeoutMs: options.deliveryTimeoutMs, allowLoopback: options.allowLoopbackReceivers });
  // A worker that dies mid-attempt leaves a lease; once it runs out another worker retries.
  const leaseMs = options.deliveryTimeoutMs + 30_000;
  const inFlight = new Set<Promise<SendResult>>();

  async function claim(limit: number) {
    return db.transaction(async (tx) => {
      const fannedOut = await fanOut(tx, fanOutBatch, options.deadAfterMs);
      const claimed = limit > 0 ? await claimDue(tx, limit, leaseMs) : [];
      return { fannedOut, claimed };
    });
  }

  /**
   * Results are written in batches: each finished attempt joins the queue and waits for the next
   * flush, which writes everything queued by then in one or two statements.
   */
  const queue: Array<{ result: AttemptResult; done: (error?: unknown) => void }> = [];
  let flushing: Promise<void> | undefined;
  function flush() {
    flushing ??= (async () => {
      await new Promise((resolve) => setImmediate(resolve));
      while (queue.length) {
        const batch = queue.splice(0);
        try {
          await recordResults(db, batch.map((entry) => entry.result));
          batch.forEach((entry) => entry.done());
        } catch (error) {
          batch.forEach((entry) => entry.done(error));
        }
      }
    })().finally(() => (flushing = undefined));
  }
  const record = (result: AttemptResult) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ result, done: (error) => (error === undefined ? resolve() : reject(error)) });
      flush();
    });

  async function attempt(delivery: ClaimedDelivery): Promise<SendResult> {
    const event = toEventView(delivery.event);
    const body = await signEvent(keys, event, delivery.subscriptionId);
    const result = await sender.send(delivery.url, body, {
      'content-type': 'text/plain; charset=utf-8',
      'user-agent': 'Vitrine-Webhooks/1',
      'x-vitrine-event-id': event.id,
      'x-vitrine-event-type': event.type,
      'x-vitrine-delivery-id': delivery.id,
      'x-vitrine-delivery-attempt': String(delivery.attempt),
      'x-vitrine-signature': bodySignature(delivery.secret, body),
    });
    const failure = result.ok
      ? undefined
      : { error: result.error, delayMs: retryDelayMs(delivery.attempt, options.retryBaseMs, options.retryMaxMs, deps.random) };
    await record({ seq: delivery.seq, attempt: delivery.attempt, status: result.status, failure });
    return result;
  }

  function track(delivery: ClaimedDelivery): Promise<SendResult> {
    const promise = attempt(delivery).catch((error: unknown) => {
      // Only the database can fail here; the lease runs out and another pass retries the delivery.
      deps.log?.error({ err: error, deliveryId: delivery.id }, 'webhook attempt could not be recorded');
      return { ok: false, error: 'not recorded' } as SendResult;
    });
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise));
    return promise;
  }

  async function runOnce(): Promise<PassResult> {
    const { fannedOut, claimed } = await claim(options.batchSize);
    const results = await Promise.all(claimed.map(track));
    const delivered = results.filter((result) => result.ok).length;
    return { fannedOut, attempted: results.length, delivered, failed: results.length - delivered };
  }

  let running = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  /** Waits `ms`, or less when `stop()` is called or one of `wakeOn` settles. */
  const pause = (ms: number, wakeOn: Array<Promise<unknown>> = []) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        if (wake === done) wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      wake = done;
      for (const promise of wakeOn) void promise.then(done, done);
    });

  /**
   * Keeps up to `batchSize` attempts in flight: claims more as slots free up instead of waiting
   * for a whole batch, so one slow receiver does not hold back the others.
   */
  async function runLoop() {
    // Claiming costs a query over the backlog, so the loop claims when a good share of its slots
    // is free rather than for every single slot.
    const refill = Math.max(1, Math.floor(options.batchSize / 4));
    while (running) {
      let busy = false;
      const capacity = options.batchSize - inFlight.size;
      if (capacity >= refill || inFlight.size === 0) {
        try {
          const { fannedOut, claimed } = await claim(capacity);
          for (const delivery of claimed) void track(delivery);
          busy = fannedOut > 0 || claimed.length > 0;
        } catch (error) {
          deps.log?.error({ err: error }, 'webhook dispatch pass failed');
        }
      }
      if (!running) break;
      if (options.batchSize - inFlight.size < refill) {
        await pause(options.pollIntervalMs, [...inFlight]);
      } else if (!busy) {
        await pause(options.pollIntervalMs);
      } else {
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
  }

  return {
    runOnce,
    start() {
      if (running) return;
      running = true;
      loop = runLoop();
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
      // Cuts open connections: their attempts fail now and are retried, rather than holding shutdown.
      sender.close();
      await Promise.all([...inFlight]);
    },
  };
}
