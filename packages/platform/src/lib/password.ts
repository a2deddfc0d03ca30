import { randomBytes, timingSafeEqual } from 'node:crypto';
import { passwordPool } from './password-pool';

/**
 * Passwords are hashed with scrypt, a memory-hard function, at the OWASP ASVS parameters
 * (N=2^17, r=8, p=1: 128 MiB per hash). The parameters travel inside the stored string, so they
 * can be raised later without breaking older hashes.
 */
let defaults = { N: 2 ** 17, r: 8, p: 1 };

/**
 * For test processes only (`@vitrine/platform/testing` calls it; the CLI never does): N=2^12, so
 * the thousands of hashes a test run makes take milliseconds, not a third of a second each. The
 * code path is the same; the stored string says which N made it, so checks work either way.
 */
export function lowerPasswordCostForTests(): void {
  defaults = { N: 2 ** 12, r: 8, p: 1 };
}
const keyLength = 32;

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** Runs on the password pool's own threads (password-pool.ts), never on the shared libuv pool. */
function scrypt(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return passwordPool.hash({ password: password.normalize('NFKC'), salt, keyLength, ...cost });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, defaults);
  return `scrypt$${defaults.N}$${defaults.r}$${defaults.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, expected] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !expected) return false;
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  const expectedKey = Buffer.from(expected, 'base64url');
  return key.length === expectedKey.length && timingSafeEqual(key, expectedKey);
}
