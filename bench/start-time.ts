import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchRow } from './lib';
import { startPlatformProcess } from './platform-process';

/**
 * How long `npm run platform` takes to serve, as a developer meets it: the built CLI (compiled
 * before timing starts) on a fresh PGlite data folder (create the database, every migration, the
 * demo store), then a restart on that folder, then an in-memory start for comparison. Each figure
 * runs from spawning the process to the credentials file it writes once it listens.
 */
export async function startTimeBench(): Promise<BenchRow[]> {
  const folder = mkdtempSync(join(tmpdir(), 'vitrine-start-'));
  const database = join(folder, 'data');
  const timed = async (options: { database?: string }) => {
    const platform = await startPlatformProcess(options);
    await platform.stop();
    return platform.startMs;
  };
  try {
    const first = await timed({ database });
    const restart = await timed({ database });
    const memory = await timed({});
    const rowOf = (subject: string, ms: number, baseline?: string): BenchRow => ({ bench: 'start', subject, value: ms, unit: 'ms', baseline });
    return [
      rowOf('first start on a fresh data folder (migrations, demo store)', first),
      rowOf('restart on that folder', restart, 'first start'),
      rowOf('start in memory (--database memory, demo store)', memory),
    ];
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
