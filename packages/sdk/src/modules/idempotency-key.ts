import { randomString } from '../auth/pkce.ts';

/**
 * A fresh `Idempotency-Key` for one call that creates something. The transport's retries of that
 * call carry the same key, so a response lost on the way back never makes a second cart, order or
 * refund; the next call gets a new key, so a corrected request is never answered with an old one.
 */
export const newIdempotencyKey = (): string => randomString(32);
