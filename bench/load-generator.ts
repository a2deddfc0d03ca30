import autocannon from 'autocannon';
import type { LoadOptions } from './lib';

/**
 * The load generator's own process (forked by `load()` in lib.ts): autocannon runs here, so the
 * platform's process spends its CPU on requests only and every figure excludes the generator's
 * own work. Takes one `LoadOptions` message, answers one message with autocannon's summary and the
 * latencies of the 2xx answers and the counts of other statuses, then exits.
 */
process.once('message', (options: LoadOptions) => {
  const method = options.method ?? 'GET';
  const headers = { 'content-type': 'application/json', ...options.headers };
  const paths = options.paths;
  let next = 0;
  const latencies: number[] = [];
  // Which statuses the other answers had, so a row with failures says what they were.
  const failures: Record<number, number> = {};
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
    (error, result) => {
      const answer = error ? { error: String(error) } : { requestsPerSecond: result.requests.average, answers: result.requests.total, non2xx: result.non2xx, failures, latencies };
      process.send!(answer, undefined, {}, () => process.exit(0));
    },
  );
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    else failures[statusCode] = (failures[statusCode] ?? 0) + 1;
  });
});
