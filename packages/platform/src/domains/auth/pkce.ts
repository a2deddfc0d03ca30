import { createHash, timingSafeEqual } from 'node:crypto';

/** RFC 7636 §4.1: 43 to 128 characters of the unreserved set. */
const verifierPattern = /^[A-Za-z0-9\-._~]{43,128}$/;
/** An S256 challenge is the base64url of a SHA-256 digest: always 43 characters. */
const challengePattern = /^[A-Za-z0-9_-]{43}$/;

export const isValidVerifier = (verifier: string): boolean => verifierPattern.test(verifier);
export const isValidChallenge = (challenge: string): boolean => challengePattern.test(challenge);

/** Checks a verifier against an S256 challenge in constant time. `plain` is never accepted. */
export function verifierMatches(verifier: string, challenge: string): boolean {
  if (!isValidVerifier(verifier)) return false;
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}
