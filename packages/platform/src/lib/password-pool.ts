import { availableParallelism } from 'node:os';
import Piscina from 'piscina';
import { sourceFile } from '../paths';
import { AppError } from './app-error';

export interface HashJob {
  password: string;
  salt: Uint8Array;
  keyLength: number;
  N: number;
  r: number;
  p: number;
}

/**
 * The threads that hash passwords, and nothing else. A hash (N=2^17) takes a core for about a
 * third of a second: on the shared libuv pool a burst of sign-ins queued every file read and
 * token check behind it. Here they wait for their own threads: one fewer than the machine's cores
 * (at least one, at most four), each at a lower scheduling priority (`niceIncrement`), so the
 * event loop that serves everyone else keeps a core. At most `queueLimit` hashes wait; past that
 * the caller gets 503 with Retry-After rather than an ever longer wait.
 */
export function createPasswordPool({ threads, queueLimit }: { threads: number; queueLimit: number }) {
  const pool = new Piscina<HashJob, Uint8Array>({
    filename: sourceFile('lib', 'password-worker.mjs'),
    minThreads: 0,
    maxThreads: threads,
    maxQueue: queueLimit,
    idleTimeout: 60_000,
    niceIncrement: 10,
  });
  let started = 0;

  return {
    async hash(job: HashJob): Promise<Buffer> {
      // Checked before submitting (the main thread is the only submitter, so nothing slips in
      // between): a full queue is the caller's answer, not an error from inside the pool.
      if (pool.queueSize >= queueLimit) {
        throw new AppError('unavailable', 'Too many sign-ins at once; try again shortly', {
          applicationError: { code: 'PASSWORD_HASHING_BUSY', description: 'The password hashing queue is full; try again shortly' },
          headers: { 'retry-after': '1' },
        });
      }
      started++;
      const key = await pool.run(job);
      return Buffer.from(key.buffer, key.byteOffset, key.byteLength);
    },
    /** Hashes started since the process began (tests check that refused requests started none). */
    get started() {
      return started;
    },
  };
}

export const passwordPool = createPasswordPool({
  threads: Math.min(4, Math.max(1, availableParallelism() - 1)),
  queueLimit: 64,
});
