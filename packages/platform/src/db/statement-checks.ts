import { expect } from 'vitest';
import type { Database } from './database';

/**
 * What both database drivers promise of the statements they keep prepared (pglite.test.ts,
 * postgres.test.ts), on a table `things (id int PRIMARY KEY, name text, tags text[], data jsonb)`.
 */

/** Each call answers with its own parameters, nulls, arrays and JSON included, past the calls after which the server may plan a statement generically. */
export async function expectOwnAnswers(db: Database) {
  const insert = 'INSERT INTO things (id, name, tags, data) VALUES ($1, $2, $3, $4) RETURNING id, name, tags, data';
  expect(await db.query(insert, [1, 'one', ['a', 'b'], JSON.stringify({ n: 1 })])).toEqual([{ id: 1, name: 'one', tags: ['a', 'b'], data: { n: 1 } }]);
  expect(await db.query(insert, [2, null, null, undefined])).toEqual([{ id: 2, name: null, tags: null, data: null }]);
  const byId = 'SELECT name FROM things WHERE id = $1';
  for (let round = 0; round < 8; round++) {
    expect(await db.query(byId, [1])).toEqual([{ name: 'one' }]);
    expect(await db.query(byId, [2])).toEqual([{ name: null }]);
    expect(await db.query(byId, [3])).toEqual([]);
  }
  expect(await db.query('SELECT count(*)::int AS n FROM things')).toEqual([{ n: 2 }]);
}

/** A failed transaction is rolled back, and the same statements work after it, in and out of transactions. */
export async function expectRollbackThenReuse(db: Database) {
  const insert = 'INSERT INTO things (id, name) VALUES ($1, $2)';
  await expect(
    db.transaction(async (tx) => {
      await tx.query(insert, [10, 'ten']);
      await tx.query(insert, [10, 'again']);
    }),
  ).rejects.toMatchObject({ code: '23505' });
  expect(await db.query('SELECT id FROM things WHERE id = $1', [10])).toEqual([]);
  await db.transaction(async (tx) => {
    await tx.query(insert, [10, 'ten']);
    expect(await tx.query('SELECT name FROM things WHERE id = $1', [10])).toEqual([{ name: 'ten' }]);
  });
  expect(await db.query('SELECT name FROM things WHERE id = $1', [10])).toEqual([{ name: 'ten' }]);
}

/**
 * A prepared statement is planned once, generically, from its first call on (database.ts
 * `sessionSettings`): PostgreSQL's default would plan its first five calls with their values.
 */
export async function expectOneGenericPlan(db: Database) {
  const byName = 'SELECT id FROM things WHERE name = $1 ORDER BY id';
  const plans = await db.transaction(async (tx) => {
    for (const name of ['one', 'two', 'one', 'three', 'one', 'two', 'one']) await tx.query(byName, [name]);
    return tx.query('SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE statement = $1', [byName]);
  });
  expect(plans).toEqual([{ generic_plans: 7, custom_plans: 0 }]);
}
