import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './database';

export interface PgliteDatabase extends Database {
  /** The whole data folder as an uncompressed tar, for `startFrom` of another database. */
  dump(): Promise<Blob>;
}

/**
 * Embedded PostgreSQL. `dataDir` undefined keeps everything in memory. PGlite has a single
 * connection, so its transactions are serialised by PGlite itself. `startFrom` (a `dump()`)
 * gives a new database that dump's contents instead of an empty one.
 */
export async function openPglite(dataDir?: string, options: { startFrom?: Blob } = {}): Promise<PgliteDatabase> {
  // One options object: PGlite ignores its second argument when the first is not a string, which
  // would drop the parsers below for an in-memory database.
  const pg = new PGlite({
    dataDir,
    // int8 holds money in minor units and counters; they fit a JS number.
    parsers: { [types.INT8]: (value: string) => Number(value) },
    // Trigram indexes serve the catalogue's name `$contains` (migration 151); PostgreSQL ships the same extension.
    extensions: { pg_trgm },
    ...(options.startFrom ? { loadDataDir: options.startFrom } : {}),
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
    dump: () => pg.dumpDataDir('none'),
  };
}
