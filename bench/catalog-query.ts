import { mkdir, writeFile } from 'node:fs/promises';
import { startPlatform, type RunningPlatform } from '@vitrine/platform';
import type { Database } from '../packages/platform/src/db/database';
import { createSite } from '../packages/platform/src/domains/sites/sites.service';
import { load, references, row, type BenchRow } from './lib';

/**
 * query-platformized and a product page under load, at each catalogue size: req/s, p50, p95 and
 * the share of the same run's ceiling, over HTTP on a listening platform, as a visitor. Products
 * are added by bulk SQL (`generate_series`, bigint arithmetic, 100k rows a statement), not through
 * the API; each size adds to the previous one on the same database.
 *
 * After each size, every statement of each row's request (sent twice: first, and again as under
 * load) is run again under `EXPLAIN (ANALYZE, BUFFERS)` and saved in bench/explain/
 * (`<driver>-<size>-<row>.txt`), so the plans behind the figures can be read and compared.
 *
 * `database`: a `postgres://` URL or a PGlite folder; undefined is PGlite in memory, whatever
 * VITRINE_TEST_POSTGRES_URL says, so the PGlite rows are always PGlite.
 */
export async function catalogQueryBench(seconds: number, options: { database?: string; sizes?: number[] } = {}): Promise<BenchRow[]> {
  const sizes = options.sizes ?? [1_000, 10_000, 100_000];
  // No background workers: the statements recorded for EXPLAIN are the requests' own.
  const platform = await startPlatform({
    port: 0,
    database: options.database ?? 'memory',
    rateLimits: false,
    events: { worker: false },
    mail: { sweepIntervalMs: 3_600_000 },
    orders: { refundSweepIntervalMs: false },
  });
  const db = platform.app.db;
  try {
    const site = await createSite(db, { siteName: 'Bench store', ownerEmail: `bench-${Date.now()}@vitrine.test`, ownerPassword: 'bench-password-1' });
    const rows: BenchRow[] = [];
    const collectionIds = await createCollections(db, site.siteId);
    const headers = { authorization: await visitorToken(platform.baseUrl, site.clientId) };
    const queryUrl = `${platform.baseUrl}/stores-reader/v1/products/query-platformized`;
    let seeded = 0;
    for (const size of sizes) {
      const seeding = performance.now();
      await insertProducts(db, site.siteId, seeded, size - seeded, collectionIds);
      seeded = size;
      const seedSeconds = Math.round((performance.now() - seeding) / 100) / 10;
      const productId = await newestVisibleProduct(db, site.siteId);
      const scenarios: Array<{ key: string; name: string; url: string; body?: unknown }> = [
        { key: 'get-product', name: 'getProduct (a visible product by id)', url: `${platform.baseUrl}/stores-reader/v1/products/${productId}` },
        {
          key: 'q1-price-range',
          name: 'Q1 price range + in stock, sort by price, page 3 of 20',
          url: queryUrl,
          body: { query: { filter: { price: { $gte: 20, $lte: 400 }, inStock: true }, sort: [{ fieldName: 'price', order: 'ASC' }], paging: { limit: 20, offset: 40 } } },
        },
        {
          key: 'q2-collection-contains',
          name: 'Q2 one collection + name contains "777", newest first, first 50',
          url: queryUrl,
          body: { query: { filter: { 'collections.id': collectionIds[3], name: { $contains: '777' } }, sort: [{ fieldName: 'createdDate', order: 'DESC' }] } },
        },
        {
          key: 'q3-name-prefix',
          name: 'Q3 name starts with, sort by name, first 20',
          url: queryUrl,
          body: { query: { filter: { name: { $startsWith: 'bench product 99' } }, sort: [{ fieldName: 'name', order: 'ASC' }], paging: { limit: 20 } } },
        },
      ];
      const label = `${size.toLocaleString('en-US')} products, ${db.driver}`;
      // Measured again beside each size's rows: on a shared machine the load of ten minutes earlier says little.
      const { rows: reference, ceiling } = await references('catalog query', db, site.siteId, seconds);
      rows.push(...reference);
      for (const scenario of scenarios) {
        const request = scenario.body === undefined ? { url: scenario.url } : { url: scenario.url, method: 'POST' as const, body: JSON.stringify(scenario.body) };
        await idle(platform);
        // The statements that build the answer, not the version read that serves a kept one.
        await withoutKeptAnswers(platform, () =>
          saveExplain(db, `${db.driver}-${size}-${scenario.key}`, `${scenario.name}, ${label}`, () =>
            // `connection: close`: a kept-alive socket would hold `idle()` until the server's keep-alive
            // timeout (72 s) ends it, and a request sent on it as that timeout fires fails.
            fetch(request.url, { method: request.method ?? 'GET', headers: { ...headers, 'content-type': 'application/json', connection: 'close' }, body: request.body }),
          ),
        );
        const result = await load({ ...request, headers, seconds });
        rows.push(row('catalog query', `${scenario.name} (${label})`, result, undefined, ceiling));
        // The same requests with every answer built afresh: what a read costs the first time, and
        // after each write to the catalogue (answer-cache.ts).
        const built = await withoutKeptAnswers(platform, () => load({ ...request, headers, seconds }));
        rows.push(row('catalog query', `${scenario.name}, every answer built (${label})`, built, undefined, ceiling));
        if (scenario.key === 'q1-price-range') {
          // A busy store: a stock change every 20 ms raises the catalogue version 50 times a second,
          // so kept answers are built again after each one.
          const busy = await whileWriting(db, productId, 20, () => load({ ...request, headers, seconds }));
          rows.push(row('catalog query', `${scenario.name}, kept, a catalogue write every 20 ms (${label})`, busy, undefined, ceiling));
        }
      }
      reference[0]!.note = `${label}: seeded in ${seedSeconds} s`;
    }
    return rows;
  } finally {
    await platform.close();
  }
}

/** Runs `work` while a product's variant is written every `everyMs` (each write raises the site's catalogue version). */
async function whileWriting<T>(db: Database, productId: string, everyMs: number, work: () => Promise<T>): Promise<T> {
  let writing: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    writing = writing.then(() => db.query('UPDATE product_variants SET quantity = quantity WHERE product_id = $1', [productId]));
  }, everyMs);
  try {
    return await work();
  } finally {
    clearInterval(timer);
    await writing;
  }
}

/** Runs `work` with the platform's answer cache off (answer-cache.ts): every answer built afresh. */
async function withoutKeptAnswers<T>(platform: RunningPlatform, work: () => Promise<T>): Promise<T> {
  const options = platform.app.platformOptions;
  const catalog = options.catalog;
  options.catalog = { ...catalog, answers: false };
  try {
    return await work();
  } finally {
    options.catalog = catalog;
  }
}

async function createCollections(db: Database, siteId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO collections (id, site_id, name, slug)
     SELECT gen_random_uuid(), $1, 'Bench collection ' || g, 'bench-collection-' || g FROM generate_series(1, 10) g RETURNING id`,
    [siteId],
  );
  return rows.map((r) => r.id);
}

/**
 * `count` products numbered after `from`: varied prices, 10 % hidden, 1 in 7 sold out, each in one
 * of 10 collections, one default variant each. Numbers are bigint (a million times 7919 overflows
 * int4). Each batch is one statement writing products, variants and collection links together,
 * with triggers off for the transaction (`session_replication_role`): the seed sets what they would
 * (the paid price of a product whose one variant has its price, and its collection ids) in bulk.
 */
async function insertProducts(db: Database, siteId: string, from: number, count: number, collectionIds: string[]) {
  const batch = 100_000;
  for (let start = from; start < from + count; start += batch) {
    await db.transaction(async (tx) => {
      await tx.query('SET LOCAL session_replication_role = replica');
      await tx.query(
        `WITH numbered AS MATERIALIZED (
           SELECT g, gen_random_uuid() AS id, 100 + (g * 7919) % 99900 AS price, g % 7 <> 0 AS in_stock,
             ($4::uuid[])[1 + ((g / 10) % 10)::int] AS collection_id
           FROM generate_series($2::bigint + 1, $2::bigint + $3::bigint) g
         ), product AS (
           INSERT INTO products (id, site_id, name, slug, visible, product_type, description, sku, weight, currency, price_minor,
             discounted_price_minor, paid_price_minor, in_stock, inventory_status, collection_ids, created_date, last_updated)
           SELECT id, $1, 'Bench product ' || g, 'bench-product-' || g, g % 10 <> 0,
             CASE WHEN g % 20 = 0 THEN 'digital' ELSE 'physical' END, 'A product for the benchmark, number ' || g, 'BENCH-' || g,
             (g % 50) / 10.0, 'USD', price, price, price, in_stock, CASE WHEN in_stock THEN 'IN_STOCK' ELSE 'OUT_OF_STOCK' END,
             ARRAY[collection_id], now() - g * interval '1 second', now()
           FROM numbered
         ), variant AS (
           INSERT INTO product_variants (id, site_id, product_id, choices, choices_key, in_stock)
           SELECT gen_random_uuid(), $1, id, '{}', '[]', in_stock FROM numbered
         )
         INSERT INTO collection_products (collection_id, product_id, site_id) SELECT collection_id, id, $1 FROM numbered ORDER BY g`,
        [siteId, start, Math.min(batch, from + count - start), collectionIds],
      );
      // What the triggers turned off here would have done at commit: answers kept of the smaller
      // catalogue no longer hold (migration 159).
      await tx.query(
        `INSERT INTO catalog_versions (site_id, version) VALUES ($1, 1) ON CONFLICT (site_id) DO UPDATE SET version = catalog_versions.version + 1`,
        [siteId],
      );
    });
  }
  // As after any large seed: the planner learns what the tables now hold, and the visibility map
  // lets index-only scans skip the heap (PostgreSQL's autovacuum would get there later; PGlite's never).
  // The bench's cluster commits asynchronously (synchronous_commit=off), and VACUUM marks no page
  // all-visible while the commit that wrote it is not yet on disk: a CHECKPOINT first flushes it.
  await db.exec('CHECKPOINT');
  for (const table of ['products', 'product_variants', 'collection_products']) await db.exec(`VACUUM (ANALYZE) ${table}`);
}

/** Waits until the last load's connections are gone, so no request of it is still being answered. */
async function idle(platform: RunningPlatform) {
  const open = () => new Promise<number>((resolve, reject) => platform.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))));
  while ((await open()) > 0) await new Promise((resolve) => setTimeout(resolve, 50));
}

async function newestVisibleProduct(db: Database, siteId: string): Promise<string> {
  const [product] = await db.query<{ id: string }>('SELECT id FROM products WHERE site_id = $1 AND visible ORDER BY created_date DESC LIMIT 1', [siteId]);
  return product!.id;
}

/**
 * Sends the request twice while recording the statements the platform sends for each (wrapping
 * the one database object its services hold, as the statement-count test does): the first time,
 * and again as every later request under load meets it (a large count is then kept, see
 * count-cache.ts). Each statement runs once more under EXPLAIN (ANALYZE, BUFFERS) with its
 * parameters, and the plans are saved.
 */
async function saveExplain(db: Database, file: string, title: string, send: () => Promise<Response>) {
  const sections = [`${title}\n`];
  for (const when of ['first request', 'the same request again']) {
    const sent: Array<{ sql: string; params?: readonly unknown[] }> = [];
    const query = db.query;
    db.query = <Row>(sql: string, params?: readonly unknown[]) => {
      sent.push({ sql, params });
      return query.call<Database, [string, (readonly unknown[])?], Promise<Row[]>>(db, sql, params);
    };
    try {
      const response = await send();
      if (!response.ok) throw new Error(`${title}: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
    } finally {
      db.query = query;
    }
    sections.push(`${'='.repeat(100)}\n${when}: ${sent.length} statement(s), each with its plan, run once more\n`);
    for (const { sql, params } of sent) {
      const plan = params?.length ? await explainPrepared(db, sql, params) : await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`);
      const shownParams = JSON.stringify(params ?? []).slice(0, 400);
      sections.push(`${sql.replace(/\s+/g, ' ')}\nparameters: ${shownParams}\n\n${plan.map((line) => line['QUERY PLAN']).join('\n')}\n`);
    }
  }
  const folder = new URL('./explain/', import.meta.url);
  await mkdir(folder, { recursive: true });
  await writeFile(new URL(`${file}.txt`, folder), sections.join('\n' + '-'.repeat(100) + '\n'));
}

/**
 * The plan the platform runs: its statements stay prepared, each with one generic plan (db/database.ts
 * `sessionSettings`). `EXPLAIN` of the text with its values would plan for those values instead, so
 * the statement is prepared under a name of its own and that is explained, on one connection.
 * `EXPLAIN EXECUTE` takes no parameters of its own: the values go in as quoted literals, which
 * PostgreSQL reads as the statement's parameter types.
 */
function explainPrepared(db: Database, sql: string, params: readonly unknown[]) {
  const arrayItem = (item: unknown) => (item === null ? 'NULL' : `"${String(item).replace(/[\\"]/g, '\\$&')}"`);
  const text = (value: unknown) =>
    Array.isArray(value)
      ? `{${value.map(arrayItem).join(',')}}`
      : value instanceof Date
        ? value.toISOString()
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  const literal = (value: unknown) => (value === null || value === undefined ? 'NULL' : `'${text(value).replace(/'/g, "''")}'`);
  return db.transaction(async (tx) => {
    await tx.query(`PREPARE bench_explained AS ${sql}`);
    const plan = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) EXECUTE bench_explained(${params.map(literal).join(', ')})`);
    await tx.query('DEALLOCATE bench_explained');
    return plan;
  });
}

async function visitorToken(baseUrl: string, clientId: string): Promise<string> {
  const response = await fetch(`${baseUrl}/oauth2/token`, {
    method: 'POST',
    // Not kept alive, like the EXPLAIN requests: `idle()` waits for every connection to end.
    headers: { 'content-type': 'application/json', connection: 'close' },
    body: JSON.stringify({ clientId, grantType: 'anonymous' }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}
