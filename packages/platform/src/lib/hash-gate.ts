import { AppError } from './app-error';

/**
 * A bound on concurrent password hashes. scrypt runs on libuv's 4-thread pool, which WebCrypto,
 * file and DNS work share: letting every login start a hash at once queues everything else behind
 * them. At most `concurrency` hashes run; up to `queueLimit` more wait; past that the caller gets
 * 503 with Retry-After instead of an ever longer wait.
 */
export function createHashGate({ concurrency, queueLimit }: { concurrency: number; queueLimit: number }) {
  let running = 0;
  const waiting: Array<() => void> = [];
  let started = 0;

  const release = () => {
    running--;
    const next = waiting.shift();
    if (next) {
      running++;
      next();
    }
  };

  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (waiting.length >= queueLimit) {
          throw new AppError('unavailable', 'Too many sign-ins at once; try again shortly', {
            applicationError: { code: 'PASSWORD_HASHING_BUSY', description: 'The password hashing queue is full; try again shortly' },
            headers: { 'retry-after': '1' },
          });
        }
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running++;
      }
      started++;
      try {
        return await job();
      } finally {
        release();
      }
    },
    /** Hashes started since the process began (tests check that refused requests started none). */
    get started() {
      return started;
    },
  };
}
