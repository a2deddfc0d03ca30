import { mkdir, writeFile } from 'node:fs/promises';
import type { BenchRow } from './lib';
import { sdkBundleBench } from './sdk-bundle';
import { tokenEndpointBench } from './token-endpoint';

/**
 * `npm run bench`: every benchmark, each beside a baseline measured in the same run. Prints a table
 * and writes bench/results.json. `BENCH_SECONDS` sets the length of each HTTP load (default 5).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rows: BenchRow[] = [];
const benches: Array<[string, () => Promise<BenchRow[]>]> = [
  ['sdk bundle', sdkBundleBench],
  ['token endpoint', () => tokenEndpointBench(seconds)],
];

for (const [name, bench] of benches) {
  process.stderr.write(`running ${name}…\n`);
  rows.push(...(await bench()));
}

const format = (value: number | undefined) => (value === undefined ? '' : String(value));
console.table(
  rows.map((r) => ({
    bench: r.bench,
    subject: r.subject,
    value: `${format(r.value)} ${r.unit}`,
    'p50 ms': format(r.p50Ms),
    'p95 ms': format(r.p95Ms),
    baseline: r.baseline ?? '',
    note: r.note ?? '',
  })),
);
await mkdir(new URL('.', import.meta.url), { recursive: true });
await writeFile(new URL('./results.json', import.meta.url), JSON.stringify({ date: new Date().toISOString(), rows }, null, 2));
