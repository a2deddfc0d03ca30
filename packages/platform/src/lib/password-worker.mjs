// One password hash, run by a thread of the password-hashing pool (see password.ts). scrypt runs
// synchronously on this worker's own thread: hashes never occupy libuv's shared thread pool, where
// file reads, sharp and WebCrypto work. Plain JavaScript, so the pool loads it the same way from
// the sources, the tests and the built CLI.
import { scryptSync } from 'node:crypto';

/** @param {{ password: string, salt: Uint8Array, keyLength: number, N: number, r: number, p: number }} job */
export default function deriveKey({ password, salt, keyLength, N, r, p }) {
  return scryptSync(password, salt, keyLength, { N, r, p, maxmem: 256 * 1024 * 1024 });
}
