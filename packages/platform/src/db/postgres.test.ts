import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { openPostgres, preparedPerConnection } from './postgres';
import { expectOneGenericPlan, expectOwnAnswers, expectRollbackThenReuse } from './statement-checks';
import { createThrowawayDatabase } from './test-databases';

/**
 * The PostgreSQL driver keeps statements prepared per connection (postgres.ts
 * `preparedStatements`): every answer stays the statement's own. It needs a server, so it runs in
 * the PostgreSQL suite.
 */
const adminUrl = process.env.VITRINE_TEST_POSTGRES_URL;
if (!adminUrl) console.log('db/postgres.test.ts: skipped on PGlite; it needs a PostgreSQL server and runs in the PostgreSQL suite');

describe.skipIf(!adminUrl)('statements on PostgreSQL', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPostgres(await createThrowawayDatabase(adminUrl!));
    await db.exec('CREATE TABLE things (id int PRIMARY KEY, name text, tags text[], data jsonb)');
  });
  afterAll(() => db?.close());

  it('answer each call with its own parameters, nulls, arrays and JSON included', () => expectOwnAnswers(db));

  it('keep a statement prepared on the connection that ran it, under its digest', async () => {
    const byId = 'SELECT name FROM things WHERE id = $1';
    const kept = await db.transaction(async (tx) => {
      await tx.query(byId, [1]);
      return tx.query<{ name: string }>('SELECT name FROM pg_prepared_statements WHERE statement = $1', [byId]);
    });
    expect(kept).toEqual([{ name: expect.stringMatching(/^v_/) }]);
  });

  it('roll a failed transaction back, and the same statements work after it, in and out of transactions', () => expectRollbackThenReuse(db));

  it('plan a prepared statement once, generically, from its first call, on every connection', () => expectOneGenericPlan(db));

  it(`answer every statement right beyond the ${preparedPerConnection} a connection keeps prepared`, async () => {
    // Ten connections at once, so every connection of the pool meets texts past its limit.
    for (let k = 0; k < preparedPerConnection + 40; k += 10) {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => db.query<{ n: number }>(`SELECT $1::int + ${k + i} AS n`, [1])));
      expect(answers.map((rows) => rows[0]!.n)).toEqual(Array.from({ length: 10 }, (_, i) => 1 + k + i));
    }
    const prepared = await db.transaction((tx) => tx.query<{ count: number }>("SELECT count(*)::int AS count FROM pg_prepared_statements WHERE name LIKE 'v\\_%'"));
    expect(prepared[0]!.count).toBeGreaterThan(0);
    expect(prepared[0]!.count).toBeLessThanOrEqual(preparedPerConnection);
    expect(await db.query('SELECT $1::int + 0 AS n', [5])).toEqual([{ n: 5 }]);
  });

  it('read what a change of a table added, after it', async () => {
    const some = 'SELECT id, name FROM things WHERE id = $1';
    expect(await db.query(some, [1])).toEqual([{ id: 1, name: 'one' }]);
    await db.exec('ALTER TABLE things ADD COLUMN added int DEFAULT 7');
    expect(await db.query('SELECT id, added FROM things WHERE id = $1', [1])).toEqual([{ id: 1, added: 7 }]);
    expect(await db.query(some, [1])).toEqual([{ id: 1, name: 'one' }]);
  });
});
