import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { migrate, migrationsFingerprint } from './migrate';
import { openPglite } from './pglite';

/**
 * A dump of an in-memory PGlite database with every migration applied, for platforms started
 * many times in a row (a test file each, the end-to-end harness). A fresh PGlite runs `initdb`
 * (most of its start: about 5 of 8 seconds on a busy 2-core machine); one loaded from this dump
 * skips it and the migrations. The dump is built once and kept in `cacheDir` under a name
 * derived from the PGlite version and every migration's name and text, so a changed migration or
 * upgraded PGlite builds a new one and a stale one is never loaded.
 */
export async function migratedPgliteSnapshot(cacheDir: string): Promise<Blob> {
  const file = join(cacheDir, `pglite-migrated-${await snapshotKey()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // Not built yet (or being built by another process): build it here.
  }
  const db = await openPglite();
  try {
    await migrate(db);
    const dump = await db.dump();
    await mkdir(cacheDir, { recursive: true });
    // Several processes may build it at once: each writes its own file and renames it into place.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  } finally {
    await db.close();
  }
}

async function snapshotKey(): Promise<string> {
  // The package does not export its package.json: read it beside the entry point it does export.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pgliteVersion = createHash('sha256').update(await readFile(join(dirname(entry), '..', 'package.json'))).digest('hex');
  return `${await migrationsFingerprint()}-${pgliteVersion.slice(0, 8)}`;
}
