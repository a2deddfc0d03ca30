import { PGlite, parse, protocol, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sessionSettings, type Database, type Queryable } from './database';

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
  await pg.exec(sessionSettings);
  const statements = preparedStatements(pg);
  const root: Queryable = {
    query: async (sql, params) => {
      await pg.waitReady;
      // As PGlite's own query: not inside another's transaction, then synced to the data folder.
      const rows = await pg._runExclusiveTransaction(() => statements.run(sql, params));
      await pg.syncToFs();
      return rows as never;
    },
  };
  const inTransaction: Queryable = { query: async (sql, params) => (await statements.run(sql, params)) as never };
  return {
    driver: 'pglite',
    query: root.query,
    // PGlite's transaction holds its lock and sends BEGIN and COMMIT; the statements inside run as `root`'s do.
    transaction: (work) => pg.transaction(() => work(inTransaction)),
    exec: async (sql) => {
      await pg.exec(sql);
      // A script may change what a prepared statement reads (a migration's DDL): plan them again.
      await statements.forgetAll();
    },
    close: () => pg.close(),
    dump: () => pg.dumpDataDir('none'),
  };
}

/** How many statements stay prepared on the embedded database; the least recently used is closed beyond. */
export const preparedStatementLimit = 256;

const concat = (parts: readonly Uint8Array[]) => {
  const all = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
};

/**
 * Statements with parameters run as named prepared statements, parsed and planned once per
 * connection (PGlite has one) rather than on every call: on PGlite a cart's lock with its catalogue
 * spent about 1.2 ms of its 2 ms planning (docs/ecom.md). Each call is then one message to the
 * engine (bind, describe, execute, sync) instead of PGlite's six. PostgreSQL re-plans a prepared
 * statement itself when what it reads changes (its plan cache is invalidated by DDL) and picks a
 * generic or custom plan per call as it does for any prepared statement. Statements without
 * parameters (DDL, one-off scripts) are parsed each time, in the same one message. At most `preparedStatementLimit` stay prepared.
 * Runs under PGlite's query lock, so no other statement interleaves with a call's messages.
 */
function preparedStatements(pg: PGlite) {
  const { serialize } = protocol;
  const prepared = new Map<string, { name: string; parameterTypes: number[] }>();
  let named = 0;
  const send = (parts: readonly Uint8Array[]) => pg.execProtocolStream(concat(parts), { syncToFs: false });

  async function statementFor(sql: string) {
    const known = prepared.get(sql);
    if (known) {
      // Most recently used last, so the first is the one to close.
      prepared.delete(sql);
      prepared.set(sql, known);
      return known;
    }
    if (prepared.size >= preparedStatementLimit) {
      const [oldestSql, oldest] = prepared.entries().next().value!;
      prepared.delete(oldestSql);
      await send([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]);
    }
    const name = `vitrine_${++named}`;
    const described = await send([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]);
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(described) };
    prepared.set(sql, statement);
    return statement;
  }

  async function once(sql: string, params: readonly unknown[]) {
    const execute = [serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()];
    if (params.length === 0) return rowsOf(await send([serialize.parse({ text: sql }), serialize.bind({}), ...execute]));
    const { name, parameterTypes } = await statementFor(sql);
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = pg.serializers[parameterTypes[i]!];
      return serializer ? serializer(param) : String(param);
    });
    return rowsOf(await send([serialize.bind({ statement: name, values }), ...execute]));
  }
  const rowsOf = (messages: Parameters<typeof parse.parseResults>[0]) => parse.parseResults(messages, pg.parsers)[0]?.rows ?? [];

  return {
    run: (sql: string, params: readonly unknown[] = []) => pg._runExclusiveQuery(() => once(sql, params)),
    async forgetAll() {
      prepared.clear();
      await pg.exec('DEALLOCATE ALL');
    },
  };
}
