/** How webhook delivery runs in one platform process (`PlatformOptions.events`). */
export interface EventsOptions {
  /** Run the delivery loop in this process. Default true; tests turn it off and call `runOnce()`. */
  worker?: boolean;
  /** Pause between passes that found nothing to do. Default 1000 ms, or `VITRINE_EVENTS_POLL_MS`. */
  pollIntervalMs?: number;
  /** A receiver that has not answered by then counts as failed. Default 10 s. */
  deliveryTimeoutMs?: number;
  /** The first retry waits about this long; each next one twice as long. Default 10 s. */
  retryBaseMs?: number;
  /** The longest wait between two attempts. Default 1 hour. */
  retryMaxMs?: number;
  /** A delivery still failing this long after its event is dead-lettered. Default 24 hours. */
  deadAfterMs?: number;
  /** Deliveries one pass claims and sends at once. Default 32. */
  batchSize?: number;
  /**
   * Accept receivers on loopback (`http://127.0.0.1:…`, `localhost`). Off by default, so a
   * subscription cannot make the platform call services on its own machine; tests turn it on.
   */
  allowLoopbackReceivers?: boolean;
}

export type ResolvedEventsOptions = Required<EventsOptions>;

export function resolveEventsOptions(options: EventsOptions = {}, env: NodeJS.ProcessEnv = process.env): ResolvedEventsOptions {
  const envPoll = Number(env.VITRINE_EVENTS_POLL_MS);
  return {
    worker: options.worker ?? true,
    pollIntervalMs: options.pollIntervalMs ?? (Number.isFinite(envPoll) && envPoll > 0 ? envPoll : 1000),
    deliveryTimeoutMs: options.deliveryTimeoutMs ?? 10_000,
    retryBaseMs: options.retryBaseMs ?? 10_000,
    retryMaxMs: options.retryMaxMs ?? 60 * 60 * 1000,
    deadAfterMs: options.deadAfterMs ?? 24 * 60 * 60 * 1000,
    batchSize: options.batchSize ?? 32,
    allowLoopbackReceivers: options.allowLoopbackReceivers ?? false,
  };
}
