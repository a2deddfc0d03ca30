/**
 * Cancelling a call: the caller's `AbortSignal`s and the call's timeout become one signal, which
 * the transport hands to `fetch` and to its waits (retry backoff, token renewal), so a call ends
 * as soon as any of them fires, with the signal's reason as its error.
 */
import { TimeoutError } from './errors';

/** One call's cancellation: `signal` fires on the first of the caller's signals or the timeout. */
export interface CallCancellation {
  readonly signal: AbortSignal;
  /** Stops the timer and the listeners: call it when the call has ended, however it ended. */
  end(): void;
}

/**
 * @example
 * const call = cancellation([options.signal, request.signal], 30_000);
 * try { await fetch(url, { signal: call.signal }); } finally { call.end(); }
 */
export function cancellation(signals: ReadonlyArray<AbortSignal | undefined>, timeoutMs: number): CallCancellation {
  const controller = new AbortController();
  const unlisten: Array<() => void> = [];
  for (const signal of signals) {
    if (!signal) continue;
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    const forward = () => controller.abort(signal.reason);
    signal.addEventListener('abort', forward, { once: true });
    unlisten.push(() => signal.removeEventListener('abort', forward));
  }
  // 0 (or Infinity) means no timeout; setTimeout cannot wait longer than 2^31 - 1 ms anyway.
  const timer =
    !controller.signal.aborted && timeoutMs > 0 && timeoutMs < 2 ** 31
      ? setTimeout(() => controller.abort(new TimeoutError(timeoutMs)), timeoutMs)
      : undefined;
  return {
    signal: controller.signal,
    end() {
      if (timer !== undefined) clearTimeout(timer);
      for (const remove of unlisten) remove();
    },
  };
}

/**
 * Settles like `promise`, or rejects with the signal's reason as soon as it fires: for work that
 * does not take a signal itself (a custom `fetch` that ignores it, an auth strategy's renewal).
 */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** Waits `ms`, or less when the signal fires (then rejects with its reason): a retry's backoff. */
export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal.addEventListener('abort', stop, { once: true });
  });
}

/** Both signals as one (either fires it); `undefined` when there is none. */
export function eitherSignal(first: AbortSignal | undefined, second: AbortSignal | undefined): AbortSignal | undefined {
  if (!first || !second) return first ?? second;
  return AbortSignal.any([first, second]);
}
