import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPlatformIfStale } from '../scripts/build-platform.mjs';

export interface PlatformProcess {
  baseUrl: string;
  clientId: string;
  /** From spawning the process to its credentials file: start, migrations, seeding, listening. */
  startMs: number;
  /** Stops the process and resolves once it has exited (its data folder is free again). */
  stop(): Promise<void>;
}

/**
 * The platform as `npm run platform` runs it (the built CLI, full password cost, rate limits on),
 * in a process of its own, so the bench's load generator never shares its event loop or CPU
 * accounting. `--trust-proxy 1` lets the bench speak for many client addresses through
 * X-Forwarded-For, as a shop behind a load balancer sees them.
 */
export async function startPlatformProcess(options: { database?: string } = {}): Promise<PlatformProcess> {
  const cli = await buildPlatformIfStale({ log: (line) => process.stderr.write(`${line}\n`) });
  const folder = mkdtempSync(join(tmpdir(), 'vitrine-bench-'));
  const credentialsFile = join(folder, 'credentials.json');
  const args = ['--port', '0', '--host', '127.0.0.1', '--database', options.database ?? 'memory', '--seed', 'demo', '--quiet', '--trust-proxy', '1', '--credentials-out', credentialsFile];
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'ignore', 'inherit'] });
  let exited: string | undefined;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = `the platform exited (${signal ?? code}) before it was ready`;
      resolve();
    }),
  );
  const stop = async () => {
    if (!exited) child.kill('SIGTERM');
    await exit;
    rmSync(folder, { recursive: true, force: true });
  };

  // The CLI writes its credentials file (atomically) once it listens and the store is seeded.
  const deadline = Date.now() + 180_000;
  while (!existsSync(credentialsFile)) {
    if (exited || Date.now() > deadline) {
      await stop();
      throw new Error(exited ?? 'the platform did not start within 180 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const startMs = Math.round(performance.now() - spawnedAt);
  const credentials = JSON.parse(readFileSync(credentialsFile, 'utf8')) as { baseUrl: string; clientId: string };
  return { baseUrl: credentials.baseUrl, clientId: credentials.clientId, startMs, stop };
}
