import { request } from 'node:http';

/** Time to the first byte of a GET of `url` as Node's HTTP client sees it, on a new connection (as a first visit). */
function firstByteMs(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const sent = request(url, { agent: false }, (response) => {
      const ms = performance.now() - start;
      response.resume();
      response.on('end', () => resolve(ms));
    });
    sent.on('error', reject);
    sent.end();
  });
}

export interface ServerTtfb {
  p50Ms: number;
  p95Ms: number;
  /** CPU of the bench's process per request: the platform's, which runs in it, and the client's small share. */
  cpuMs: number;
}

/**
 * The server's own time to first byte for a page, without a browser: `count` GETs one after
 * another (after five to warm up). Steadier than a browser's TTFB on a shared machine, and the CPU
 * per request says what the page costs whatever the machine's load.
 */
export async function serverTtfb(url: string, count = 50): Promise<ServerTtfb> {
  for (let i = 0; i < 5; i++) await firstByteMs(url);
  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < count; i++) times.push(await firstByteMs(url));
  const cpu = process.cpuUsage(cpuBefore);
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(times.length * share) - 1)]!;
  return { p50Ms: at(0.5), p95Ms: at(0.95), cpuMs: (cpu.user + cpu.system) / 1000 / count };
}
