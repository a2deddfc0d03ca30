import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { sourceFile } from '../paths';
import type { Database, Queryable } from './database';

export const migrationsDir = sourceFile('db', 'migrations') + '/';

/**
 * The advisory lock every start takes for its one-time work: migrations, then the first site.
 * Held for the transaction, so concurrent starts on one PostgreSQL take turns instead of racing.
 */
export async function takeStartupLock(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(727274)');
}

/**
 * Applies the numbered `.sql` files of `migrations/` that have not run yet, each in its own
 * transaction. An advisory lock makes concurrent starts of several instances on one PostgreSQL
 * take turns instead of racing.
 */
export async function migrate(db: Database, progress: (line: string) => void = () => {}): Promise<void> {
  const files = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
  await db.transaction(async (tx) => {
    await takeStartupLock(tx);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const applied = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
    );
    for (const file of files) {
      if (applied.has(file)) continue;
      progress(`migrating: ${file}`);
      const sql = await readFile(migrationsDir + file, 'utf8');
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    }
  });
}

/**
 * A short hash of every migration's name and text: databases migrated from the same files have
 * the same schema, so a copy kept under this name (a test template) is never stale.
 */
export async function migrationsFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  for (const name of (await readdir(migrationsDir)).sort()) hash.update(`${name}\n`).update(await readFile(migrationsDir + name));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Splits a migration script on semicolons at line ends, outside `$$`-quoted function bodies (whose
 * own statements end in semicolons too). Whole-line comments outside bodies are dropped.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let lines: string[] = [];
  let inBody = false;
  for (const line of sql.split('\n')) {
    if (!inBody && /^\s*--/.test(line)) continue;
    lines.push(line);
    if ((line.match(/\$\$/g)?.length ?? 0) % 2 === 1) inBody = !inBody;
    if (!inBody && /;\s*$/.test(line)) {
      statements.push(lines.join('\n').replace(/;\s*$/, '').trim());
      lines = [];
    }
  }
  statements.push(lines.join('\n').trim());
  return statements.filter((statement) => statement.length > 0);
}
