/**
 * The one database interface every repository uses. Two drivers implement it: PGlite (embedded,
 * the default) and node-postgres (a PostgreSQL server). Repositories take a `Queryable`, so the
 * same function runs on its own or inside a caller's transaction.
 */
export interface Queryable {
  /** Runs one parameterised statement ($1, $2, …) and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  readonly driver: 'pglite' | 'postgres';
}

/**
 * Run on every connection before its first statement: each prepared statement keeps one generic
 * plan. PostgreSQL's default (`auto`) plans a statement's first five calls with their values, then
 * keeps the generic plan only if its estimate is no worse than theirs, per connection. The
 * platform writes its statements for the generic plan (page sizes and flags as literals, a name
 * prefix with its range; docs/catalog.md), yet a catalogue query whose name "contains" a word was
 * still planned again on every call on some connections and not on others: 0.68 ms of planning
 * for 0.41 ms of running it, at 100k products.
 */
export const sessionSettings = 'SET plan_cache_mode = force_generic_plan';

/** Returns the first row, or undefined. */
export async function queryOne<Row = Record<string, unknown>>(
  db: Queryable,
  sql: string,
  params?: readonly unknown[],
): Promise<Row | undefined> {
  const rows = await db.query<Row>(sql, params);
  return rows[0];
}
