import type { Queryable } from './database';

/**
 * Holds, until the transaction ends, a lock named `name` (its hash is the key of a PostgreSQL
 * advisory lock): writers that must not interleave, such as two saves picking a slug from the same
 * name, take the same name and run one after the other. On PGlite, whose transactions already run
 * one at a time, it waits for nothing.
 */
export async function lockName(tx: Queryable, name: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [name]);
}
