import autocannon from 'autocannon';
import Fastify from 'fastify';

/** One line of the bench table. */
export interface BenchRow {
  bench: string;
  subject: string;
  /** Requests per second, or another rate named in `unit`. */
  value: number;
  unit: string;
  p50Ms?: number;
  p95Ms?: number;
  /** What this row is compared with, measured in the same run. */
  baseline?: string;
  note?: string;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A body for every request, or a function that makes one per request. */
  body?: string;
  /** Paths on `url`'s origin, visited round-robin (e.g. one cart per path), instead of `url`'s own path. */
  paths?: string[];
  connections?: number;
  seconds?: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  non2xx: number;
}

/**
 * The `p`-th percentile (0–100) of latencies, nearest-rank, rounded to 0.1 ms. Exported for
 * benches that time calls themselves, so every row computes its percentiles the same way.
 */
export function percentile(sortedMs: readonly number[], p: number): number {
  if (sortedMs.length === 0) return 0;
  const rank = Math.min(sortedMs.length - 1, Math.max(0, Math.ceil((p / 100) * sortedMs.length) - 1));
  return Math.round(sortedMs[rank]! * 10) / 10;
}

/**
 * Drives one URL (or several paths round-robin) with autocannon for a few seconds and reports
 * throughput and latency percentiles. autocannon's own summary has p50 and p97.5 but no p95, so
 * every 2xx answer's latency is recorded from its `response` event and both percentiles are
 * computed from those samples.
 */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const method = options.method ?? 'GET';
  const headers = { 'content-type': 'application/json', ...options.headers };
  const paths = options.paths;
  let next = 0;
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const rotate = (request: autocannon.Request) => ({ ...request, path: paths![next++ % paths!.length]! });
    const instance = autocannon(
      {
        url: options.url,
        method,
        headers,
        body: options.body,
        connections: options.connections ?? 10,
        duration: options.seconds ?? 5,
        ...(paths?.length ? { requests: [{ method, headers, body: options.body, setupRequest: rotate }] } : {}),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    non2xx: result.non2xx,
  };
}

/** A Fastify hello-world on port 0: the baseline every HTTP bench prints beside its figures. */
export async function startHelloWorld(): Promise<{ url: string; close(): Promise<void> }> {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  app.post('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/`, close: () => app.close() };
}

export function row(bench: string, subject: string, result: LoadResult, baseline?: string): BenchRow {
  return {
    bench,
    subject,
    value: result.requestsPerSecond,
    unit: 'req/s',
    p50Ms: result.p50Ms,
    p95Ms: result.p95Ms,
    baseline,
    note: result.non2xx ? `${result.non2xx} non-2xx answers` : undefined,
  };
}
