import { createHash } from 'node:crypto';
import pg from 'pg';
import { sessionSettings, type Database, type Queryable } from './database';

/** How many statements one connection keeps prepared; beyond, new ones are planned on every call. */
export const preparedPerConnection = 200;

/**
 * Statements with parameters run as named prepared statements, parsed and planned once per
 * connection instead of on every call: the cart's lock and save and a product page are large
 * statements whose planning was most of the database server's CPU per request (docs/ecom.md).
 * The name is a digest of the text, so one text has one name on every connection. node-postgres
 * keeps a connection's prepared statements for its life and never closes them, so each connection
 * prepares at most `preparedPerConnection` texts (the platform's fixed statements come first, as
 * they run most) and runs any later new text unnamed, as before. PostgreSQL plans a prepared
 * statement again when a table it reads changes, and chooses per call between a generic and a
 * custom plan as for any prepared statement.
 */
function preparedStatements() {
  const names = new Map<string, string>();
  const preparedOn = new WeakMap<pg.ClientBase, Set<string>>();
  const nameOf = (sql: string) => {
    let name = names.get(sql);
    if (name === undefined) {
      // Texts seen once by many connections are few; the map is cleared rather than grow without end.
      if (names.size >= 10 * preparedPerConnection) names.clear();
      name = `v_${createHash('sha256').update(sql).digest('base64url').slice(0, 40)}`;
      names.set(sql, name);
    }
    return name;
  };
  return (client: pg.ClientBase, sql: string, params?: readonly unknown[]): pg.QueryConfig => {
    const values = params as unknown[] | undefined;
    if (!values?.length) return { text: sql, values };
    const name = nameOf(sql);
    let prepared = preparedOn.get(client);
    if (!prepared) preparedOn.set(client, (prepared = new Set()));
    if (!prepared.has(name)) {
      if (prepared.size >= preparedPerConnection) return { text: sql, values };
      prepared.add(name);
    }
    return { name, text: sql, values };
  };
}

/** Errors after which a transaction is worth running again: a deadlock, a serialization failure. */
const isRetryable = (error: unknown) => {
  const code = (error as { code?: unknown } | undefined)?.code;
  return code === '40P01' || code === '40001';
};

/** A PostgreSQL server through a node-postgres pool. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    types: {
      // int8 (oid 20) holds money in minor units and counters; they fit a JS number. Asked for
      // each column of every answer: the parser is one function, not a new one each time.
      getTypeParser: (oid: number, format?: string) => (oid === 20 ? Number : pg.types.getTypeParser(oid, format as 'text')),
    },
  });
  // Queued on a new connection before any other statement, so none runs without it. A server
  // before PostgreSQL 12 has no such setting: its statements keep the plans it chooses.
  pool.on('connect', (client) => void client.query(sessionSettings).catch(() => undefined));
  // Fail at start, not at the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const statement = preparedStatements();

  /** One try of a transaction on a connection of its own. */
  async function once<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    // One connection runs one statement at a time. Work that starts several at once (a page
    // and its count) waits its turn here, as node-postgres will require (its own queue is
    // deprecated), and as PGlite's single connection already does.
    let previous: Promise<unknown> = Promise.resolve();
    const tx: Queryable = {
      query<Row>(sql: string, params?: readonly unknown[]) {
        const run = previous.then(() => client.query(statement(client, sql, params)));
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
  }

  return {
    driver: 'postgres',
    async query<Row>(sql: string, params?: readonly unknown[]) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        return (await client.query(statement(client, sql, params))).rows as Row[];
      } catch (error) {
        // The server's answer to a statement leaves the connection usable; anything else closes it.
        if (!(error instanceof pg.DatabaseError)) broken = error as Error;
        throw error;
      } finally {
        client.release(broken);
      }
    },
    async transaction(work) {
      // Two transactions that each wait for a row the other holds: PostgreSQL ends one with a
      // deadlock (40P01). Rolled back, it runs again from the start, after a short random pause so
      // the two do not meet again; a third time it is the caller's error (a 409, plugins/errors.ts).
      for (let attempt = 1; ; attempt++) {
        try {
          return await once(work);
        } catch (error) {
          if (attempt === 3 || !isRetryable(error)) throw error;
          await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
        }
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
