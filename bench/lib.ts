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
  connections?: number;
  seconds?: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  non2xx: number;
}

/** Drives one URL with autocannon for a few seconds and reports throughput and latency percentiles. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...options.headers },
    body: options.body,
    connections: options.connections ?? 10,
    duration: options.seconds ?? 5,
  });
  // autocannon reports p50 and p97.5 as fields; p95 comes from its HDR histogram percentiles.
  const latency = result.latency as unknown as Record<string, number>;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: latency.p50 ?? 0,
    p95Ms: latency.p95 ?? latency.p97_5 ?? 0,
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
