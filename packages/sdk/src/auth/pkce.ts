/**
 * PKCE (RFC 7636) for the redirect-based sign-in: a verifier from unbiased randomness, its S256
 * challenge, and a random state. WebCrypto only: there is no fallback to `Math.random` and no
 * `plain` method, on purpose.
 */
import { bytesToBase64url } from '../core/base64url.ts';
import { OAuthFlowError } from '../core/errors.ts';

/** RFC 7636 §4.1: the unreserved characters. */
const verifierAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
/**
 * Shortest verifier RFC 7636 allows.
 *
 * @example
 * createCodeVerifier(minVerifierLength - 1); // throws 'Expected a length between 43 and 128'
 */
export const minVerifierLength = 43;
/**
 * Longest verifier RFC 7636 allows.
 *
 * @example
 * createCodeVerifier(maxVerifierLength).length; // 128
 */
export const maxVerifierLength = 128;
/**
 * The length `createCodeVerifier()` uses (spec §9).
 *
 * @example
 * createCodeVerifier().length === defaultVerifierLength; // true (43)
 */
export const defaultVerifierLength = 43;

function webCrypto(): Crypto {
  const crypto = (globalThis as { crypto?: Crypto }).crypto;
  if (!crypto?.getRandomValues || !crypto.subtle) throw new Error('WebCrypto (crypto.getRandomValues, crypto.subtle) is required');
  return crypto;
}

function assertVerifierLength(length: number): void {
  if (!Number.isInteger(length) || length < minVerifierLength || length > maxVerifierLength) {
    throw new OAuthFlowError('INVALID_VERIFIER_LENGTH');
  }
}

/**
 * A random string over `alphabet`. Rejection sampling keeps every character equally likely: bytes
 * at or above the largest multiple of the alphabet's size are thrown away instead of wrapping.
 *
 * @example
 * randomString(8, '0123456789'); // '40718253'
 */
export function randomString(length: number, alphabet: string = verifierAlphabet): string {
  const crypto = webCrypto();
  const limit = 256 - (256 % alphabet.length);
  let result = '';
  while (result.length < length) {
    // getRandomValues gives at most 65,536 bytes per call.
    const bytes = crypto.getRandomValues(new Uint8Array(Math.min(65_536, (length - result.length) * 2)));
    for (const byte of bytes) {
      if (byte < limit) result += alphabet[byte % alphabet.length];
      if (result.length === length) break;
    }
  }
  return result;
}

/**
 * A code verifier of 43 to 128 characters (default 43).
 *
 * @example
 * createCodeVerifier();    // 'q3W-…' (43 characters)
 * createCodeVerifier(42);  // throws OAuthFlowError 'Expected a length between 43 and 128'
 */
export function createCodeVerifier(length: number = defaultVerifierLength): string {
  assertVerifierLength(length);
  return randomString(length);
}

/**
 * The S256 challenge: base64url (no padding) of the SHA-256 of the verifier.
 *
 * @example
 * await createCodeChallenge(verifier); // 43 characters
 */
export async function createCodeChallenge(verifier: string): Promise<string> {
  assertVerifierLength(verifier.length);
  const digest = await webCrypto().subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return bytesToBase64url(new Uint8Array(digest));
}

/**
 * An unguessable `state` for one sign-in: 32 random letters and digits.
 *
 * @example
 * createState(); // 'f3Kq…' (32 characters); compare it with the `state` of the return URL
 */
export const createState = (): string => randomString(32, verifierAlphabet.slice(0, 62));
