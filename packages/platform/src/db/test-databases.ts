import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { migrationsFingerprint } from './migrate';
import { openDatabase } from './open';

/**
 * Databases for tests on a throwaway PostgreSQL cluster (scripts/postgres-cluster.mjs): an empty
 * one per call, or a migrated one copied from a template.
 */

/** A new, empty database on the PostgreSQL server at `adminUrl`; its URL. */
export async function createThrowawayDatabase(adminUrl: string): Promise<string> {
  return createDatabase(adminUrl);
}

const templates = new Map<string, Promise<string>>();

/**
 * A new database on the PostgreSQL server at `adminUrl` with every migration applied: a copy of a
 * template database migrated once per change of the migrations (its name carries their
 * fingerprint), instead of each test file migrating its own.
 */
export async function createMigratedDatabase(adminUrl: string): Promise<string> {
  let template = templates.get(adminUrl);
  if (!template) templates.set(adminUrl, (template = migratedTemplate(adminUrl)));
  return createDatabase(adminUrl, await template);
}

async function createDatabase(adminUrl: string, template?: string): Promise<string> {
  const name = `vitrine_test_${randomBytes(8).toString('hex')}`;
  await withAdmin(adminUrl, (client) => whileInUse(() => client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)));
  return databaseUrl(adminUrl, name);
}

/** Builds the template under an advisory lock (test files in other processes wait), then renames it into place. */
async function migratedTemplate(adminUrl: string): Promise<string> {
  const name = `vitrine_template_${await migrationsFingerprint()}`;
  await withAdmin(adminUrl, async (client) => {
    // Held by this session: ending the connection releases it.
    await client.query('SELECT pg_advisory_lock(727275)');
    if ((await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount) return;
    const building = `${name}_${randomBytes(4).toString('hex')}`;
    await client.query(`CREATE DATABASE ${building}`);
    const db = await openDatabase(databaseUrl(adminUrl, building));
    await db.close();
    await whileInUse(() => client.query(`ALTER DATABASE ${building} RENAME TO ${name}`));
  });
  return name;
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Runs `statement` again while PostgreSQL says the database is still in use (55006): a server
 * process of a connection just closed can outlive the close by a moment.
 */
async function whileInUse<T>(statement: () => Promise<T>, attempts = 100): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await statement();
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
