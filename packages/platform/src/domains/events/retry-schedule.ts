/**
 * The wait before the next attempt after `attempts` failed ones: exponential (base, 2×base, 4×base,
 * …, capped at `maxMs`) with "equal jitter" – half the wait is fixed, half random – so receivers
 * that come back after an outage are not hit by every delivery in the same instant, yet no wait
 * shrinks to nothing.
 *
 * With the defaults (10 s base, 1 h cap) the first nine retries span about 1.4 hours and the rest
 * come hourly: some two dozen attempts before the one-day dead-letter limit.
 */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  const ceiling = Math.min(maxMs, baseMs * 2 ** exponent);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
