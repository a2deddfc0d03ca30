/**
 * Cancelling a call: the caller's `AbortSignal`s and the call's timeout become one signal, which
 * the transport hands to `fetch` and to its waits (retry backoff, token renewal), so a call ends
 * as soon as any of them fires, with the signal's reason as its error. Written small: it is in
 * every app's first load.
 */

/**
 * The signals a call ends on as one: the callers' and the deadline of `timeoutMs` (0 or
 * Infinity: none). `AbortSignal.timeout` neither keeps Node running nor needs clearing, and
 * `AbortSignal.any` lets go of its sources by itself: nothing to tidy up when the call ends.
 *
 * @example
 * const { signal, deadline } = callSignal([options.signal, request.signal], 30_000);
 */
export function callSignal(signals: ReadonlyArray<AbortSignal | undefined>, timeoutMs: number) {
  // setTimeout cannot wait longer than 2^31 - 1 ms: a longer limit is no limit.
  const deadline = timeoutMs > 0 && timeoutMs < 2 ** 31 ? AbortSignal.timeout(timeoutMs) : undefined;
  return { signal: AbortSignal.any([...signals, deadline].filter((signal) => signal !== undefined)), deadline };
}

/**
 * Settles like `promise`, or rejects with the signal's reason as soon as it fires: for work that
 * does not take a signal itself (a custom `fetch` that ignores it, an auth strategy's renewal).
 */
export const untilAborted = <T>(promise: Promise<T>, signal: AbortSignal): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort);
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });

/** Waits `ms`, or less when the signal fires (then rejects with its reason): a retry's backoff. */
export const abortableSleep = (ms: number, signal: AbortSignal): Promise<void> =>
  untilAborted(
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      // The signal is the call's own: the listener goes when the call does.
      signal.addEventListener('abort', () => clearTimeout(timer));
    }),
    signal,
  );
