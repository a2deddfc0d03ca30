import type { Database, Queryable } from '../src/db/database';

/**
 * Records every statement the platform sends to its database, by wrapping the one database object
 * every service holds (the real database keeps answering). A transaction adds its BEGIN and COMMIT,
 * because each is a round trip too. Background workers must be off while counting (their polls
 * would be counted): start the platform with `events: { worker: false }`, a long mail sweep and
 * `orders: { refundSweepIntervalMs: false }`.
 */
export function countStatements(db: Database) {
  const statements: string[] = [];
  const query = db.query.bind(db);
  const transaction = db.transaction.bind(db);
  const recording = (target: Queryable): Queryable => ({
    query: (sql, params) => {
      statements.push(sql);
      return target.query(sql, params);
    },
  });
  db.query = recording({ query }).query;
  db.transaction = (work) => {
    statements.push('BEGIN');
    return transaction((tx) => work(recording(tx))).finally(() => statements.push('COMMIT'));
  };
  return {
    /** The statements `work` sent, in order. */
    async during(work: () => Promise<unknown>): Promise<string[]> {
      statements.length = 0;
      await work();
      return [...statements];
    },
  };
}
