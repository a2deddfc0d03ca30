import { PGlite, types } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

/**
 * Embedded PostgreSQL. `dataDir` undefined keeps everything in memory. PGlite has a single
 * connection, so its transactions are serialised by PGlite itself.
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  const pg = new PGlite(dataDir, {
    // int8 holds money in minor units and counters; they fit a JS number.
    parsers: { [types.INT8]: (value: string) => Number(value) },
  });
  await pg.waitReady;
  const asQueryable = (target: Pick<PGlite, 'query'>): Queryable => ({
    async query<Row>(sql: string, params?: readonly unknown[]) {
      const result = await target.query<Row>(sql, params as unknown[] | undefined);
      return result.rows;
    },
  });
  const root = asQueryable(pg);
  return {
    driver: 'pglite',
    query: root.query,
    transaction: (work) => pg.transaction((tx) => work(asQueryable(tx))),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    close: () => pg.close(),
  };
}
