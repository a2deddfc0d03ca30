/**
 * When to retry and how long to wait. Only requests that are safe to repeat are retried (GETs,
 * and requests carrying an idempotency key), only on failures that may pass (no response, 429,
 * 5xx, a 409 with `Retry-After`), a few times, with exponential backoff, jitter so that many clients do not retry in step,
 * and the server's `Retry-After` when it gives one.
 */

/** Retries after the first attempt, unless the client says otherwise. */
export const defaultRetries = 2;
const baseDelayMs = 300;
const maxBackoffMs = 8_000;
/** A `Retry-After` longer than this is not waited for: the error goes to the caller instead. */
export const maxRetryAfterMs = 60_000;

/**
 * Whether an answer says the same request may succeed later: no answer (network), 429, 5xx, and a
 * 409 that says when to ask again. The platform sends that 409 (`IDEMPOTENCY_KEY_IN_USE`,
 * `Retry-After: 1`) to a request whose idempotency key an earlier try of it still holds: its
 * connection dropped while the platform went on with it. Waited for, the retry gets the first try's
 * answer; failed at once, the caller would try again with a new key, and a refund still running
 * would be made twice. A 409 without `Retry-After` (a revision conflict) is an answer.
 */
export const isRetryableAnswer = (status: number, retryAfter: string | null): boolean => status === 429 || status >= 500 || (status === 409 && !!retryAfter);

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
