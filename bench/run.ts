import { mkdir, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { startPostgresCluster } from '../scripts/postgres-cluster.mjs';
import { catalogQueryBench } from './catalog-query';
import { ecomBench } from './ecom';
import { eventsBench } from './events';
import type { BenchRow } from './lib';
import { loginBurstBench } from './login-burst';
import { sdkBundleBench } from './sdk-bundle';
import { startTimeBench } from './start-time';
import { storefrontBench } from './storefront';
import { tokenEndpointBench } from './token-endpoint';

/**
 * `npm run bench`: every benchmark, each beside a baseline measured in the same run. Prints a table
 * and writes bench/results.json. Every HTTP row gives req/s, p50, p95 and its share of the same run's
 * ceiling (lib.ts `references`, measured on the row's own database), and its server's CPU per request
 * (on PostgreSQL the database server's beside it) with the ceiling's divided by it (steadier than
 * throughput on a loaded machine). The load generator always runs in a process of its own, and each
 * load is preceded by one uncounted second of the same requests, so a row is measured on code V8 has
 * already optimised whichever rows ran before it. Benches named `-postgres` start a throwaway
 * PostgreSQL cluster (scripts/postgres-cluster.mjs) and are skipped, with a row saying why, where
 * none can start.
 *   --only NAME[,NAME]      bench names to run (default all); also BENCH_ONLY. The names:
 *                           sdk-bundle; token, token-postgres (the anonymous grant, on PGlite and on
 *                           PostgreSQL); catalog-pglite, catalog-postgres (the catalogue's reads at each
 *                           size); ecom, ecom-postgres (add-to-cart, estimate-totals, create-order,
 *                           fulfilment, refund); logins; start; events; storefront
 *   BENCH_SECONDS           length of each HTTP load (default 5)
 *   BENCH_SIZES             catalogue sizes on PGlite (default 1000,10000,100000)
 *   --million               adds 1,000,000 products to the PostgreSQL catalogue sizes (seeding the
 *                           900k more took 107–204 s on a 2-core machine at a load average of 8–14;
 *                           the whole catalog-postgres bench with them, 4–5 minutes)
 *   BENCH_POSTGRES_SIZES    catalogue sizes on PostgreSQL (default 100000)
 */
const { values: flags } = parseArgs({ options: { only: { type: 'string' }, million: { type: 'boolean' } } });
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const sizesOf = (list: string) => list.split(',').map(Number);
const sizes = sizesOf(process.env.BENCH_SIZES ?? '1000,10000,100000');
const postgresSizes = [...sizesOf(process.env.BENCH_POSTGRES_SIZES ?? '100000'), ...(flags.million ? [1_000_000] : [])];
const only = (flags.only ?? process.env.BENCH_ONLY)?.split(',').map((name) => name.trim());

/** Runs `work` on a throwaway PostgreSQL cluster's URL, then stops the cluster; `bench` names the row saying why it could not start. */
async function onPostgres(bench: string, work: (url: string) => Promise<BenchRow[]>): Promise<BenchRow[]> {
  const cluster = await startPostgresCluster();
  if (!cluster.url) return [{ bench, subject: 'PostgreSQL', value: 0, unit: '', note: `skipped: ${cluster.reason}` }];
  try {
    return await work(cluster.url);
  } finally {
    cluster.stop();
  }
}

const benches: Array<[string, () => Promise<BenchRow[]>]> = [
  ['sdk-bundle', sdkBundleBench],
  ['token', () => tokenEndpointBench(seconds)],
  ['token-postgres', () => onPostgres('token endpoint', (url) => tokenEndpointBench(seconds, url))],
  ['catalog-pglite', () => catalogQueryBench(seconds, { sizes })],
  ['catalog-postgres', () => onPostgres('catalog query', (url) => catalogQueryBench(seconds, { database: url, sizes: postgresSizes }))],
  ['ecom', () => ecomBench(seconds)],
  ['ecom-postgres', () => onPostgres('ecom', (url) => ecomBench(seconds, url))],
  ['logins', () => loginBurstBench(seconds)],
  ['start', startTimeBench],
  ['events', () => eventsBench()],
  ['storefront', storefrontBench],
];

if (only) {
  const unknown = only.filter((name) => !benches.some(([known]) => known === name));
  if (unknown.length) throw new Error(`unknown bench ${unknown.join(', ')}; benches: ${benches.map(([name]) => name).join(', ')}`);
}

const rows: BenchRow[] = [];
for (const [name, bench] of benches) {
  if (only && !only.includes(name)) continue;
  process.stderr.write(`running ${name}…\n`);
  try {
    rows.push(...(await bench()));
  } catch (error) {
    // One broken bench must not hide the others' figures; its row says what went wrong.
    rows.push({ bench: name, subject: 'failed', value: 0, unit: '', note: String((error as Error).message ?? error).slice(0, 120) });
  }
}

const format = (value: number | undefined) => (value === undefined ? '' : String(value));
console.table(
  rows.map((r) => ({
    bench: r.bench,
    subject: r.subject,
    value: `${format(r.value)} ${r.unit}`,
    'p50 ms': format(r.p50Ms),
    'p95 ms': format(r.p95Ms),
    '× ceiling': format(r.ofCeiling),
    'cpu ms/req': format(r.cpuMsPerRequest),
    'db cpu ms/req': format(r.databaseCpuMsPerRequest),
    '× ceiling (cpu)': format(r.ofCeilingCpu),
    baseline: r.baseline ?? '',
    note: r.note ?? '',
  })),
);
await mkdir(new URL('.', import.meta.url), { recursive: true });
await writeFile(new URL('./results.json', import.meta.url), JSON.stringify({ date: new Date().toISOString(), rows }, null, 2));
