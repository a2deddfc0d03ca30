import type { Queryable } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { hashSecret } from '../../lib/ids';
import { bumpCounter, dropCounter, readCounter } from './identity.repository';

/**
 * Per-identifier limits, next to the per-IP limits of @fastify/rate-limit: an attacker who spreads
 * guesses for one e-mail over many addresses still meets this counter. Counters live in the
 * database, so every platform instance sees the same count.
 */
export interface AttemptLimit {
  name: string;
  max: number;
  windowSeconds: number;
}

export const limits = {
  /** Password checks per (login id, client address): past it, that address is locked out of that account. */
  loginFailures: { name: 'login', max: 10, windowSeconds: 15 * 60 },
  /**
   * Password checks per login id from every address: past it, a login needs a captcha instead of
   * being refused, so nobody can lock the real member out from elsewhere.
   */
  loginCaptcha: { name: 'login-any', max: 10, windowSeconds: 15 * 60 },
  /** Registrations per e-mail address (also bounds e-mail-exists probing). */
  registration: { name: 'register', max: 5, windowSeconds: 60 * 60 },
  /** Reset e-mails per address: stops mail-bombing someone's inbox. */
  recovery: { name: 'recovery', max: 3, windowSeconds: 60 * 60 },
  /** Owner sign-in failures per e-mail. */
  ownerLogin: { name: 'owner-login', max: 10, windowSeconds: 15 * 60 },
  /**
   * Gift-card codes refused at a checkout per (site, client address): past it, that address may
   * apply no gift card for the rest of the window, so codes cannot be guessed one after another.
   */
  giftCardFailures: { name: 'gift-card', max: 10, windowSeconds: 15 * 60 },
} satisfies Record<string, AttemptLimit>;

export function createAttemptLimiter(db: Queryable, enabled: () => boolean) {
  const slot = (limit: AttemptLimit, identifier: string) => {
    const windowMs = limit.windowSeconds * 1000;
    const start = Math.floor(Date.now() / windowMs) * windowMs;
    // The identifier is hashed: the counter table need not hold e-mail addresses.
    return { key: `${limit.name}:${hashSecret(identifier.toLowerCase())}`, start: new Date(start), retryAfter: Math.ceil((start + windowMs - Date.now()) / 1000) };
  };
  const tooMany = (retryAfter: number) =>
    new AppError('rate_limited', 'Too many attempts; try again later', {
      applicationError: { code: 'TOO_MANY_REQUESTS', description: 'Too many attempts for this identifier; try again later' },
      headers: { 'retry-after': String(retryAfter) },
    });

  return {
    /** Throws 429 when the identifier used up its window. */
    async check(limit: AttemptLimit, identifier: string): Promise<void> {
      if (!enabled()) return;
      const { key, start, retryAfter } = slot(limit, identifier);
      if ((await readCounter(db, key, start)) >= limit.max) throw tooMany(retryAfter);
    },
    /** Counts one attempt. */
    async count(limit: AttemptLimit, identifier: string): Promise<void> {
      if (!enabled()) return;
      const { key, start } = slot(limit, identifier);
      await bumpCounter(db, key, start);
    },
    /**
     * Counts one attempt and throws 429 when it goes over the limit. The count is a single
     * conditional upsert, so N concurrent callers get at most `max` passes between them.
     */
    async take(limit: AttemptLimit, identifier: string): Promise<void> {
      if (!enabled()) return;
      const { key, start, retryAfter } = slot(limit, identifier);
      if ((await bumpCounter(db, key, start)) > limit.max) throw tooMany(retryAfter);
    },
    /** Counts one attempt; false once it goes over the limit (the caller decides what that costs). */
    async takeSoft(limit: AttemptLimit, identifier: string): Promise<boolean> {
      if (!enabled()) return true;
      const { key, start } = slot(limit, identifier);
      return (await bumpCounter(db, key, start)) <= limit.max;
    },
    /** Gives back one attempt taken by `take` or `takeSoft` (a successful login is not a failure). */
    async giveBack(limit: AttemptLimit, identifier: string): Promise<void> {
      if (!enabled()) return;
      const { key, start } = slot(limit, identifier);
      await dropCounter(db, key, start);
    },
  };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
