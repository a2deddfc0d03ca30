import { randomInt, timingSafeEqual } from 'node:crypto';
import { hashSecret } from '../../lib/ids';

/** Six digits, ten minutes, five tries: enough for a person, far too few for guessing (10^6 codes). */
export const codeLifetimeSeconds = 10 * 60;
export const maxCodeAttempts = 5;
export const resendIntervalSeconds = 30;
export const maxSends = 5;

export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Bound to its state token, so one code digest never matches another state's. */
export const codeDigest = (stateTokenHash: string, code: string): string => hashSecret(`${stateTokenHash}:${code}`);

export function codeMatches(stateTokenHash: string, code: string, storedDigest: string): boolean {
  const given = Buffer.from(codeDigest(stateTokenHash, code.trim()));
  const expected = Buffer.from(storedDigest);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
