import type { Database } from './database';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/**
 * Opens the database a `--database` value names and brings its schema up to date:
 * `memory`, a data folder for PGlite, or a `postgres://` URL. `memoryStartsFrom` (a PGlite dump,
 * see pglite-snapshot.ts) is what an in-memory database starts with instead of nothing.
 */
export async function openDatabase(target: string, progress?: (line: string) => void, memoryStartsFrom?: Blob): Promise<Database> {
  const db = /^postgres(ql)?:\/\//.test(target)
    ? await openPostgres(target)
    : await openPglite(target === 'memory' ? undefined : target, target === 'memory' ? { startFrom: memoryStartsFrom } : {});
  await migrate(db, progress);
  return db;
}
