import type { FastifyInstance } from 'fastify';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { buildApp, type PlatformOptions } from './app';
import { openDatabase } from './db/open';

export interface ServerOptions extends Omit<PlatformOptions, 'db'> {
  port: number;
  host?: string;
  /** `memory`, a PGlite data folder, or a `postgres://` URL. */
  database: string;
  /** Where progress lines go (migrations run, listening); silent by default. */
  progress?: (line: string) => void;
  /** With `database: 'memory'`: a PGlite dump the database starts from (tests use a migrated one). */
  memoryStartsFrom?: Blob;
}

export interface RunningPlatform {
  app: FastifyInstance;
  baseUrl: string;
  close(): Promise<void>;
}

/** Opens the database, builds the app and listens. `port: 0` picks a free port. */
export async function startPlatform(options: ServerOptions): Promise<RunningPlatform> {
  const databaseUrl = /^postgres(ql)?:\/\//.test(options.database) ? options.database : undefined;
  // PGlite creates its data folder but not the folders above it (`.vitrine/` on a fresh clone).
  if (!databaseUrl && options.database !== 'memory') await mkdir(options.database, { recursive: true });
  options.progress?.(`opening the database (${databaseUrl ? 'PostgreSQL' : options.database})…`);
  const db = await openDatabase(options.database, options.progress, options.memoryStartsFrom);
  const { memoryStartsFrom: _dump, ...platformOptions } = options;
  const app = await buildApp({ ...platformOptions, db, databaseUrl });
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const baseUrl = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  app.platformOptions.publicUrl ??= baseUrl;
  return {
    app,
    baseUrl,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/**
 * Writes the credentials file (owner-only, it holds an API key). Written beside and renamed into
 * place, so a program waiting for FILE never reads it half-written.
 */
export async function writeCredentials(file: string, credentials: Record<string, unknown>): Promise<void> {
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, JSON.stringify(credentials, null, 2) + '\n', { mode: 0o600 });
  await rename(partial, file);
}
