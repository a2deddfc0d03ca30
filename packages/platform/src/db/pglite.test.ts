import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, preparedStatementLimit, type PgliteDatabase } from './pglite';
import { expectOneGenericPlan, expectOwnAnswers, expectRollbackThenReuse } from './statement-checks';

/** The embedded database keeps statements prepared (pglite.ts `preparedStatements`): every answer stays the statement's own. */
let db: PgliteDatabase;
beforeAll(async () => {
  db = await openPglite();
  await db.exec('CREATE TABLE things (id int PRIMARY KEY, name text, tags text[], data jsonb)');
});
afterAll(() => db.close());

const prepared = async () => (await db.query<{ count: number }>("SELECT count(*)::int AS count FROM pg_prepared_statements WHERE name LIKE 'vitrine_%'"))[0]!.count;

describe('statements on PGlite', () => {
  it('answer each call with its own parameters, nulls, arrays and JSON included', () => expectOwnAnswers(db));

  it('roll a failed transaction back, and the same statements work after it', () => expectRollbackThenReuse(db));

  it('plan a prepared statement once, generically, from its first call', () => expectOneGenericPlan(db));

  it(`keep at most ${preparedStatementLimit} prepared, and answer every statement right beyond that`, async () => {
    for (let k = 0; k < preparedStatementLimit + 40; k++) {
      expect(await db.query(`SELECT $1::int + ${k} AS n`, [1])).toEqual([{ n: 1 + k }]);
    }
    expect(await prepared()).toBeLessThanOrEqual(preparedStatementLimit);
    // The first ones were closed to make room; asked again, they are prepared again.
    expect(await db.query('SELECT $1::int + 0 AS n', [5])).toEqual([{ n: 5 }]);
  });

  it('read what a script changed, after it', async () => {
    const all = 'SELECT * FROM things WHERE id = $1';
    expect(Object.keys((await db.query(all, [1]))[0]!)).toEqual(['id', 'name', 'tags', 'data']);
    await db.exec('ALTER TABLE things ADD COLUMN added int DEFAULT 7');
    expect((await db.query(all, [1]))[0]).toMatchObject({ id: 1, added: 7 });
  });
});
