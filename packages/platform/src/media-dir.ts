import { dirname, join, resolve } from 'node:path';

/**
 * Where uploaded files go when `--media-dir` is not given: a `media` folder beside the PGlite data
 * folder (`.vitrine/data` → `.vitrine/media`), so a data folder and its files move and are deleted
 * together. `memory` keeps files in memory too; a PostgreSQL server has no folder to sit beside,
 * so its files go to `.vitrine/media`.
 */
export function defaultMediaDir(database: string): string | undefined {
  if (database === 'memory') return undefined;
  if (/^postgres(ql)?:\/\//.test(database)) return '.vitrine/media';
  return join(dirname(resolve(database)), 'media');
}
