/**
 * When to retry and how long to wait. Only requests that are safe to repeat are retried (GETs,
 * and requests carrying an idempotency key), only on failures that may pass (no response, 429,
 * 5xx, a key an earlier try still holds), a few times, with exponential backoff, jitter so that many clients do not retry in step,
 * and the server's `Retry-After` when it gives one.
 */

/** Retries after the first attempt, unless the client says otherwise. */
export const defaultRetries = 2;
const baseDelayMs = 300;
const maxBackoffMs = 8_000;
/** A `Retry-After` longer than this is not waited for: the error goes to the caller instead. */
export const maxRetryAfterMs = 60_000;

export const isRetryableStatus = (status: number): boolean => status === 429 || status >= 500;

/**
 * The platform's 409 to a request whose idempotency key an earlier request still holds: the first
 * try of the same call, sent again after its connection dropped while the platform went on with it.
 * Waited for (its `Retry-After`), the retry gets the first try's answer. Failed at once, the caller
 * would try again with a new key, and a refund still running would be made twice.
 */
export function isKeyStillInUse(status: number, body: unknown): boolean {
  return status === 409 && (body as { details?: { applicationError?: { code?: unknown } } } | undefined)?.details?.applicationError?.code === 'IDEMPOTENCY_KEY_IN_USE';
}

/**
 * Milliseconds to wait before retry number `retry` (1 for the first retry): `Retry-After` when
 * present and sane, otherwise 300 ms · 2^(retry−1), capped, with "equal jitter" (half fixed,
 * half random). `undefined` means do not retry: the server asked for a longer wait than we allow.
 */
export function retryDelay(retry: number, retryAfter: string | null, random: () => number = Math.random): number | undefined {
  const requested = parseRetryAfter(retryAfter);
  if (requested !== undefined) return requested > maxRetryAfterMs ? undefined : requested;
  const backoff = Math.min(maxBackoffMs, baseDelayMs * 2 ** (retry - 1));
  return backoff / 2 + random() * (backoff / 2);
}

/** `Retry-After` as seconds or an HTTP date → milliseconds from now. */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
