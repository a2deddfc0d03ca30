import pg from 'pg';
import type { Database, Queryable } from './database';

/** A PostgreSQL server through a node-postgres pool. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    types: {
      getTypeParser: (oid: number, format?: string) =>
        // int8 (oid 20) holds money in minor units and counters; they fit a JS number.
        oid === 20 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format as 'text'),
    },
  });
  // Fail at start, not at the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  return {
    driver: 'postgres',
    async query<Row>(sql: string, params?: readonly unknown[]) {
      const result = await pool.query(sql, params as unknown[] | undefined);
      return result.rows as Row[];
    },
    async transaction(work) {
      const client = await pool.connect();
      // One connection runs one statement at a time. Work that starts several at once (a page
      // and its count) waits its turn here, as node-postgres will require (its own queue is
      // deprecated), and as PGlite's single connection already does.
      let previous: Promise<unknown> = Promise.resolve();
      const tx: Queryable = {
        query<Row>(sql: string, params?: readonly unknown[]) {
          const run = previous.then(() => client.query(sql, params as unknown[] | undefined));
          // The next statement waits for this one, whether it succeeds or fails.
          previous = run.catch(() => undefined);
          return run.then((result) => result.rows as Row[]);
        },
      };
      try {
        await client.query('BEGIN');
        const value = await work(tx);
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
