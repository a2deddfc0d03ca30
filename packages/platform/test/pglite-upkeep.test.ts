import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busyTables } from '../src/db/upkeep';
import { startTestPlatform, type TestPlatform } from '../src/testing';
import { apiKeyHeaders, httpClient } from './helpers';

/**
 * The embedded database's upkeep: with a short interval, the busy tables are vacuumed and analyzed
 * by the platform itself while it serves requests, so the planner knows how many rows there are.
 */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ upkeep: { intervalMs: 100 } });
});
afterAll(() => platform.close());

interface TableStats {
  relname: string;
  last_vacuum: Date | null;
  last_analyze: Date | null;
  reltuples: number;
}

const tableStats = () =>
  platform.app.db.query<TableStats>(
    `SELECT s.relname, s.last_vacuum, s.last_analyze, c.reltuples::float8 AS reltuples
       FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
      WHERE s.relname = ANY($1)`,
    [[...busyTables]],
  );

describe.skipIf(process.env.VITRINE_TEST_POSTGRES_URL)('PGlite upkeep', () => {
  it('vacuums and analyzes every busy table after requests changed them, and counts their rows', async () => {
    const http = httpClient(platform);
    const staff = apiKeyHeaders(platform.site);
    const created = await http.post('/stores/v1/products', { product: { name: 'Tea towel', priceData: { price: 8 } } }, staff);
    expect(created.status).toBe(200);
    // Edits leave the old row versions behind as dead tuples.
    for (let price = 9; price < 30; price++) {
      expect((await http.patch(`/stores/v1/products/${created.body.product.id}`, { product: { priceData: { price } } }, staff)).status).toBe(200);
    }
    const edited = new Date();

    // The busy tables not yet both vacuumed and analyzed since the edit: none, once upkeep has run.
    const notKeptUp = async () => {
      const stats = await tableStats();
      return busyTables.filter((name) => {
        const row = stats.find((candidate) => candidate.relname === name);
        return !row?.last_vacuum || row.last_vacuum < edited || !row.last_analyze || row.last_analyze < edited;
      });
    };
    await expect.poll(notKeptUp, { timeout: 20_000 }).toEqual([]);
    const stats = await tableStats();
    // Analyzed: the planner's row count is the real one (-1, "never counted", before).
    expect(stats.find((row) => row.relname === 'products')!.reltuples).toBe(1);
  });
});
