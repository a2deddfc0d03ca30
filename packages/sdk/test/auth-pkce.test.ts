import { describe, expect, it } from 'vitest';
import { createCodeChallenge, createCodeVerifier, createState, randomString } from '../src/auth/pkce';
import { OAuthStrategy } from '../src/auth/oauth-strategy';
import { isOAuthFlowError } from '../src/core/errors';
import { s256 } from './client-fixtures';

const unreserved = /^[A-Za-z0-9\-._~]+$/;

describe('PKCE', () => {
  it('makes a 43-character verifier by default, of unreserved characters only', () => {
    const verifier = createCodeVerifier();
    expect(verifier).toHaveLength(43);
    expect(verifier).toMatch(unreserved);
  });

  it.each([43, 64, 128])('accepts length %i', (length) => {
    expect(createCodeVerifier(length)).toHaveLength(length);
  });

  it.each([42, 129, 0, 43.5])('refuses length %s with "Expected a length between 43 and 128"', (length) => {
    let caught: unknown;
    try {
      createCodeVerifier(length);
    } catch (error) {
      caught = error;
    }
    expect(isOAuthFlowError(caught)).toBe(true);
    expect(caught).toMatchObject({ message: 'Expected a length between 43 and 128', code: 'INVALID_VERIFIER_LENGTH' });
  });

  it('refuses to derive a challenge from a verifier of the wrong length', async () => {
    await expect(createCodeChallenge('a'.repeat(42))).rejects.toThrow('Expected a length between 43 and 128');
    await expect(createCodeChallenge('a'.repeat(129))).rejects.toThrow('Expected a length between 43 and 128');
  });

  it('derives the S256 challenge: base64url of SHA-256, no padding', async () => {
    const verifier = createCodeVerifier(100);
    const challenge = await createCodeChallenge(verifier);
    expect(challenge).toBe(s256(verifier));
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('never repeats verifiers or states', () => {
    const verifiers = new Set(Array.from({ length: 200 }, () => createCodeVerifier()));
    const states = new Set(Array.from({ length: 200 }, () => createState()));
    expect(verifiers.size).toBe(200);
    expect(states.size).toBe(200);
  });

  it('draws every character about equally often (rejection sampling, no modulo bias)', () => {
    // 66 characters: plain `byte % 66` would make the first 58 characters 5/4 as likely as the last 8.
    const sample = randomString(66 * 3000);
    const counts = new Map<string, number>();
    for (const char of sample) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(66);
    const first = [...'ABCDEFGH'].reduce((sum, char) => sum + counts.get(char)!, 0) / 8;
    const last = [...'89-._~'].reduce((sum, char) => sum + counts.get(char)!, 0) / 6;
    expect(last / first).toBeGreaterThan(0.9);
    expect(last / first).toBeLessThan(1.1);
  });

  it('generateOAuthData returns a state, a verifier and its challenge, and the URIs', async () => {
    const auth = OAuthStrategy({ clientId: 'client' });
    const data = await auth.generateOAuthData('http://127.0.0.1/callback', 'http://127.0.0.1/cart');
    expect(data).toMatchObject({ redirectUri: 'http://127.0.0.1/callback', originalUri: 'http://127.0.0.1/cart' });
    expect(data.codeVerifier).toHaveLength(43);
    expect(data.codeChallenge).toBe(s256(data.codeVerifier));
    expect(data.state.length).toBeGreaterThanOrEqual(32);
  });
});
