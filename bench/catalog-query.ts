import { startPlatform, type RunningPlatform } from '@vitrine/platform';
import { vacuumEmbedded } from '../packages/platform/src/db/upkeep';
import { createSite } from '../packages/platform/src/domains/sites/sites.service';
import { load, row, startHelloWorld, type BenchRow } from './lib';

/**
 * query-platformized under load at 1k, 10k and 100k products: p50/p95 latency and throughput of a
 * visitor's filtered, sorted, paged query over HTTP on a listening platform. Products are added
 * by bulk SQL (generate_series), not through the API, so seeding 100k takes seconds; each size
 * adds to the previous one on the same database.
 *
 * `database`: a `postgres://` URL or a PGlite folder; undefined is PGlite in memory, whatever
 * VITRINE_TEST_POSTGRES_URL says, so the PGlite rows are always PGlite. Each run first measures a
 * Fastify hello-world POST with the same 10 connections, the baseline its rows name.
 */
export async function catalogQueryBench(
  seconds: number,
  options: { database?: string; sizes?: number[] } = {},
): Promise<BenchRow[]> {
  const sizes = options.sizes ?? [1_000, 10_000, 100_000];
  const { platform, siteId, clientId, driver } = await start(options.database ?? 'memory');
  const reference = `fastify hello-world POST (catalog ${driver} run)`;
  const rows: BenchRow[] = [];
  try {
    const hello = await startHelloWorld();
    try {
      const baseline = await load({ url: hello.url, method: 'POST', body: '{}', seconds, connections: 10 });
      rows.push(row('catalog query', `baseline: fastify hello-world POST, 10 connections (${driver} run)`, baseline));
    } finally {
      await hello.close();
    }
    const collectionIds = await createCollections(platform, siteId);
    const token = await visitorToken(platform.baseUrl, clientId);
    const headers = { authorization: token };
    const url = `${platform.baseUrl}/stores-reader/v1/products/query-platformized`;
    let seeded = 0;
    for (const size of sizes) {
      await insertProducts(platform, siteId, seeded, size - seeded, collectionIds);
      // As after any large seed: the embedded database learns what it now holds before it is queried.
      await vacuumEmbedded(platform.app.db, 'all');
      seeded = size;
      const scenarios: Array<[string, unknown]> = [
        [
          'price range + in stock, sort by price, page 3 of 20',
          { query: { filter: { price: { $gte: 20, $lte: 400 }, inStock: true }, sort: [{ fieldName: 'price', order: 'ASC' }], paging: { limit: 20, offset: 40 } } },
        ],
        [
          'one collection + name contains, newest first, first 50',
          { query: { filter: { 'collections.id': collectionIds[3], name: { $contains: '7' } }, sort: [{ fieldName: 'createdDate', order: 'DESC' }] } },
        ],
        // A search box's prefix match: served by the lower(name) text_pattern_ops index (migration 008).
        ['name starts with, sort by name, first 20', { query: { filter: { name: { $startsWith: 'bench product 99' } }, sort: [{ fieldName: 'name', order: 'ASC' }], paging: { limit: 20 } } }],
      ];
      for (const [name, body] of scenarios) {
        const result = await load({ url, method: 'POST', headers, body: JSON.stringify(body), seconds });
        rows.push(row('catalog query', `${name}, ${size.toLocaleString('en-US')} products (${driver})`, result, reference));
      }
    }
  } finally {
    await platform.close();
  }
  return rows;
}

async function start(database: string) {
  const platform = await startPlatform({ port: 0, database, rateLimits: false });
  const site = await createSite(platform.app.db, { siteName: 'Bench store', ownerEmail: `bench-${Date.now()}@vitrine.test`, ownerPassword: 'bench-password-1' });
  return { platform, siteId: site.siteId, clientId: site.clientId, driver: platform.app.db.driver };
}

async function createCollections(platform: RunningPlatform, siteId: string): Promise<string[]> {
  const rows = await platform.app.db.query<{ id: string }>(
    `INSERT INTO collections (id, site_id, name, slug)
     SELECT gen_random_uuid(), $1, 'Bench collection ' || g, 'bench-collection-' || g FROM generate_series(1, 10) g RETURNING id`,
    [siteId],
  );
  return rows.map((r) => r.id);
}

/** `count` products numbered after `from`: varied prices, 10 % hidden, 1 in 7 sold out, each in one of 10 collections, one default variant. */
async function insertProducts(platform: RunningPlatform, siteId: string, from: number, count: number, collectionIds: string[]) {
  if (count <= 0) return;
  const db = platform.app.db;
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO products (id, site_id, name, slug, visible, product_type, description, sku, weight, currency, price_minor,
         discounted_price_minor, in_stock, inventory_status, created_date, last_updated)
       SELECT gen_random_uuid(), $1, 'Bench product ' || g, 'bench-product-' || g, g % 10 <> 0,
         CASE WHEN g % 20 = 0 THEN 'digital' ELSE 'physical' END, 'A product for the benchmark, number ' || g, 'BENCH-' || g,
         (g % 50) / 10.0, 'USD', 100 + (g * 7919) % 99900, 100 + (g * 7919) % 99900, g % 7 <> 0,
         CASE WHEN g % 7 = 0 THEN 'OUT_OF_STOCK' ELSE 'IN_STOCK' END,
         now() - g * interval '1 second', now()
       FROM generate_series($2::int + 1, $2::int + $3::int) g`,
      [siteId, from, count],
    );
    await tx.query(
      `INSERT INTO product_variants (id, site_id, product_id, choices, choices_key, in_stock)
       SELECT gen_random_uuid(), p.site_id, p.id, '{}', '[]', p.in_stock FROM products p
       WHERE p.site_id = $1 AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)`,
      [siteId],
    );
    await tx.query(
      `INSERT INTO collection_products (collection_id, product_id, site_id)
       SELECT ($2::uuid[])[1 + (abs(hashtext(p.id::text)) % 10)], p.id, p.site_id FROM products p
       WHERE p.site_id = $1 AND NOT EXISTS (SELECT 1 FROM collection_products cp WHERE cp.product_id = p.id)`,
      [siteId, collectionIds],
    );
  });
  await db.query('ANALYZE products');
  await db.query('ANALYZE collection_products');
  await db.query('ANALYZE product_variants');
}

async function visitorToken(baseUrl: string, clientId: string): Promise<string> {
  const response = await fetch(`${baseUrl}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId, grantType: 'anonymous' }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}
