import { execFileSync, fork } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import type { Queryable } from '../packages/platform/src/db/database';

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
  /** Throughput as a share of the same run's ceiling (`references`). */
  ofCeiling?: number;
  /** CPU of the server's process per request, in ms (rows whose server runs in the bench's process). */
  cpuMsPerRequest?: number;
  /**
   * On PostgreSQL, the database server's CPU per request, in ms (its postmaster and server
   * processes, which `cpuMsPerRequest` does not see); on PGlite the database runs in the server's
   * process and this stays empty.
   */
  databaseCpuMsPerRequest?: number;
  /**
   * The ceiling's CPU per request (the server's and the database server's) divided by this row's: the share of the ceiling's throughput the
   * row would reach if CPU were all it waited on. Unlike `ofCeiling` it holds when the machine's
   * load changes between the ceiling's seconds and the row's, which on a shared machine moves
   * `ofCeiling` by a factor of two or more.
   */
  ofCeilingCpu?: number;
  note?: string;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** The body of every request. */
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
  /** Other answers by status. */
  failures: Record<string, number>;
  /**
   * This process's CPU (user and system) per answer, in ms, while the load ran: the server's cost
   * of a request when the server runs in this process (the load generator never does).
   */
  cpuMsPerRequest: number;
  /** The PostgreSQL server's CPU per answer, in ms, while the load ran (see `watchDatabaseServer`). */
  databaseCpuMsPerRequest?: number;
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
 * throughput and latency percentiles. autocannon runs in a process of its own
 * (load-generator.ts), never in the process of the server it measures. Its own summary has p50
 * and p97.5 but no p95, so every 2xx answer's latency is recorded and both percentiles are
 * computed from those samples.
 */
export async function load(options: LoadOptions): Promise<LoadResult> {
  // A second of the same requests first, not counted: until V8 has optimised a route's code its
  // first requests cost more, and a row would read slower when no earlier row ran the same code.
  await generate({ ...options, seconds: warmupSeconds });
  const cpuBefore = process.cpuUsage();
  const databaseBefore = databaseCpuMs();
  const answer = await generate(options);
  const cpu = process.cpuUsage(cpuBefore);
  const databaseAfter = databaseCpuMs();
  const perAnswer = (ms: number) => Math.round((ms / Math.max(1, answer.answers)) * 1000) / 1000;
  const latencies = answer.latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(answer.requestsPerSecond),
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    non2xx: answer.non2xx,
    failures: answer.failures,
    cpuMsPerRequest: perAnswer((cpu.user + cpu.system) / 1000),
    databaseCpuMsPerRequest: databaseBefore === undefined || databaseAfter === undefined ? undefined : perAnswer(databaseAfter - databaseBefore),
  };
}

const warmupSeconds = 1;

/** One run of the load generator in a process of its own; its answer, or the error it gave. */
async function generate(options: LoadOptions) {
  // The child inherits this process's tsx loader (execArgv), so it runs TypeScript as this one does.
  const child = fork(fileURLToPath(new URL('./load-generator.ts', import.meta.url)), { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const answer = await new Promise<{ error?: string; requestsPerSecond: number; answers: number; non2xx: number; failures: Record<string, number>; latencies: number[] }>((resolve, reject) => {
    child.once('message', resolve as (message: unknown) => void);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the load generator exited (${code}) without an answer`)));
    child.send(options);
  });
  if (answer.error) throw new Error(answer.error);
  return answer;
}

/** The postmaster's process id of the PostgreSQL server the latest `references` measured on. */
let databaseServer: number | undefined;

/**
 * Notes the PostgreSQL server behind `db` (none on PGlite), so every later `load` also counts the
 * CPU it spends: the platform's process, whose CPU `load` measures, does none of a PostgreSQL
 * statement's work. Reads the server's data folder (a superuser's setting, as on the bench's
 * throwaway cluster) and its postmaster.pid; where either cannot be read the rows count the
 * platform's process alone.
 */
async function watchDatabaseServer(db: Queryable & { driver: string }): Promise<void> {
  databaseServer = undefined;
  if (db.driver !== 'postgres') return;
  try {
    const [setting] = await db.query<{ folder: string }>(`SELECT current_setting('data_directory') AS folder`);
    databaseServer = Number(readFileSync(join(setting!.folder, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch (error) {
    process.stderr.write(`the database server's CPU is not counted: ${(error as Error).message}\n`);
  }
}

let ticksPerSecond: number | undefined;

/**
 * CPU (ms) spent so far by the watched PostgreSQL server (Linux /proc): its postmaster with the
 * server processes it has ended and reaped, and its living server processes. Undefined when none
 * is watched or /proc cannot be read.
 */
function databaseCpuMs(): number | undefined {
  if (databaseServer === undefined) return undefined;
  try {
    ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    let ticks = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue; // the process ended while the list was read
      }
      // After the command's closing parenthesis: state, ppid, … utime (14th field), stime, cutime, cstime.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ').map(Number);
      const [utime, stime, cutime, cstime] = fields.slice(11, 15) as [number, number, number, number];
      if (Number(entry) === databaseServer) ticks += utime + stime + cutime + cstime;
      else if (fields[1] === databaseServer) ticks += utime + stime;
    }
    return (ticks / ticksPerSecond) * 1000;
  } catch {
    return undefined;
  }
}

async function listen(app: FastifyInstance): Promise<{ url: string; close(): Promise<void> }> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/`, close: () => app.close() };
}

/** A Fastify hello-world on port 0: what HTTP alone costs on this machine right now. */
export function startHelloWorld(): Promise<{ url: string; close(): Promise<void> }> {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  app.post('/', async () => ({ hello: 'world' }));
  return listen(app);
}

/**
 * The ceiling of a request that reads the database: a bare Fastify route doing one SELECT by
 * primary key (the site's row) through the platform's own database layer, in the platform's
 * process. No platform request can beat it; each row says what share of it it reaches.
 */
export function startCeiling(db: Queryable, siteId: string): Promise<{ url: string; close(): Promise<void> }> {
  const app = Fastify();
  const read = async () => (await db.query('SELECT id, name, currency FROM sites WHERE id = $1', [siteId]))[0];
  app.get('/', read);
  app.post('/', read);
  return listen(app);
}

export interface Ceiling {
  /** Names the ceiling in the rows compared with it. */
  name: string;
  requestsPerSecond: number;
  /** The platform's process's and (on PostgreSQL) the database server's. */
  cpuMsPerRequest: number;
}

/**
 * The two reference rows every HTTP bench run starts with, measured with the same connections and
 * method as its own rows: a hello-world, and the ceiling of a one-SELECT request on the run's database.
 */
export async function references(bench: string, db: Queryable & { driver: string }, siteId: string, seconds: number): Promise<{ rows: BenchRow[]; ceiling: Ceiling }> {
  await watchDatabaseServer(db);
  const hello = await startHelloWorld();
  const helloResult = await load({ url: hello.url, method: 'POST', body: '{}', seconds }).finally(() => hello.close());
  const ceilingServer = await startCeiling(db, siteId);
  const ceilingResult = await load({ url: ceilingServer.url, method: 'POST', body: '{}', seconds }).finally(() => ceilingServer.close());
  const ceiling = {
    name: `ceiling (${db.driver})`,
    requestsPerSecond: ceilingResult.requestsPerSecond,
    cpuMsPerRequest: ceilingResult.cpuMsPerRequest + (ceilingResult.databaseCpuMsPerRequest ?? 0),
  };
  return {
    rows: [row(bench, 'fastify hello-world POST, 10 connections', helloResult, undefined, ceiling), row(bench, `ceiling: fastify POST, one SELECT by primary key (${db.driver})`, ceilingResult, undefined, ceiling)],
    ceiling,
  };
}

/**
 * The test platform (a listening platform with a site and its credentials, rate limits off) on the
 * bench's database: PGlite in memory when `postgresUrl` is undefined, whatever
 * VITRINE_TEST_POSTGRES_URL says, so PGlite rows are always PGlite; otherwise a migrated database
 * of its own on the PostgreSQL server at `postgresUrl` (a throwaway cluster, run.ts `onPostgres`).
 */
export function startBenchPlatform(postgresUrl: string | undefined): Promise<TestPlatform> {
  // The platform as it runs in production: no second serialization of exact views.
  return startTestPlatform({ rateLimits: false, checkExactViews: false, database: postgresUrl ? { postgresUrl } : 'pglite' });
}

export function row(bench: string, subject: string, result: LoadResult, baseline?: string, ceiling?: Ceiling): BenchRow {
  const cpu = result.cpuMsPerRequest + (result.databaseCpuMsPerRequest ?? 0);
  return {
    bench,
    subject,
    value: result.requestsPerSecond,
    unit: 'req/s',
    p50Ms: result.p50Ms,
    p95Ms: result.p95Ms,
    baseline: baseline ?? (ceiling && ceiling.name),
    ofCeiling: ceiling?.requestsPerSecond ? Math.round((result.requestsPerSecond / ceiling.requestsPerSecond) * 1000) / 1000 : undefined,
    // Only rows compared with a ceiling run their server in this process (references, and the benches calling it).
    cpuMsPerRequest: ceiling ? result.cpuMsPerRequest : undefined,
    databaseCpuMsPerRequest: ceiling ? result.databaseCpuMsPerRequest : undefined,
    ofCeilingCpu: ceiling && cpu ? Math.round((ceiling.cpuMsPerRequest / cpu) * 1000) / 1000 : undefined,
    note: result.non2xx ? `${result.non2xx} non-2xx answers (${Object.entries(result.failures).map(([status, n]) => `${status}×${n}`).join(', ')})` : undefined,
  };
}
