import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { createPasswordPool } from './password-pool';

const job = (password: string) => ({ password, salt: new Uint8Array(16).fill(7), keyLength: 32, N: 2 ** 14, r: 8, p: 1 });

describe('the password-hashing pool', () => {
  it('derives the same key as scrypt on the main thread would, as a Buffer', async () => {
    const { scryptSync } = await import('node:crypto');
    const pool = createPasswordPool({ threads: 1, queueLimit: 4 });
    const key = await pool.hash(job('correct horse'));
    expect(Buffer.isBuffer(key)).toBe(true);
    expect(key.equals(scryptSync('correct horse', new Uint8Array(16).fill(7), 32, { N: 2 ** 14, r: 8, p: 1 }))).toBe(true);
  });

  it('answers 503 with Retry-After, starting no hash, once its queue is full', async () => {
    const pool = createPasswordPool({ threads: 1, queueLimit: 2 });
    // One runs, two wait, the rest are refused: the burst is submitted in one go, as concurrent
    // requests are, so the queue is full before the first hash ends.
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => pool.hash(job(`password ${i}`))));
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => (outcome as PromiseRejectedResult).reason);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    expect(refused).toHaveLength(5);
    for (const error of refused) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(503);
      expect((error as AppError).headers?.['retry-after']).toBe('1');
      expect((error as AppError).applicationError?.code).toBe('PASSWORD_HASHING_BUSY');
    }
    expect(pool.started).toBe(8 - refused.length);
  });
});
