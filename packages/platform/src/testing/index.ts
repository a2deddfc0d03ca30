import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { startPlatform, type RunningPlatform, type ServerOptions } from '../server';
import { migratedPgliteSnapshot } from '../db/pglite-snapshot';
import { createMigratedDatabase } from '../db/test-databases';
import { platformRoot } from '../paths';
import { lowerPasswordCostForTests } from '../lib/password';
import { createSite, type CreateSiteInput, type SiteCredentials } from '../domains/sites/sites.service';

export interface TestSite extends SiteCredentials {
  ownerPassword: string;
  /** Registered on the site's OAuth app, for authorization-code tests. */
  redirectUri: string;
}

export interface TestPlatform extends RunningPlatform {
  /** The test's first site. */
  site: TestSite;
  /** Another site on the same platform, for cross-tenant tests. */
  createSite(overrides?: Partial<CreateSiteInput>): Promise<TestSite>;
  /** Which database this run uses, for test names. */
  driver: 'pglite' | 'postgres';
}

/**
 * Starts the real platform on port 0 for a test file. On PGlite in memory by default; when
 * `VITRINE_TEST_POSTGRES_URL` names a PostgreSQL server (the test script starts a throwaway
 * cluster), each call gets a database of its own on it. `database` overrides that variable: the
 * benches name the database of each row themselves. Exact views are held to their response
 * schemas (`checkExactViews`) unless a bench turns that off.
 */
export async function startTestPlatform(
  options: Pick<ServerOptions, 'rateLimits' | 'events' | 'mail' | 'trustProxy' | 'mediaDir' | 'orders' | 'logger' | 'captchaProvider' | 'upkeep' | 'checkExactViews'> & {
    database?: 'pglite' | { postgresUrl: string };
  } = {},
): Promise<TestPlatform> {
  lowerPasswordCostForTests();
  const { database: chosen, ...serverOptions } = options;
  const adminUrl = chosen === undefined ? process.env.VITRINE_TEST_POSTGRES_URL : chosen === 'pglite' ? undefined : chosen.postgresUrl;
  const database = adminUrl ? await createMigratedDatabase(adminUrl) : 'memory';
  const memoryStartsFrom = adminUrl ? undefined : await migratedMemoryDatabase();
  const platform = await startPlatform({ port: 0, database, memoryStartsFrom, checkExactViews: true, ...serverOptions });
  const make = async (overrides: Partial<CreateSiteInput> = {}): Promise<TestSite> => {
    const redirectUri = 'http://127.0.0.1/callback';
    const ownerPassword = 'owner-password-' + randomBytes(6).toString('hex');
    const site = await createSite(platform.app.db, {
      siteName: 'Test store',
      ownerEmail: `owner-${randomBytes(6).toString('hex')}@vitrine.test`,
      ownerPassword,
      redirectUris: [redirectUri],
      allowedOrigins: ['http://127.0.0.1'],
      ...overrides,
    });
    return { ...site, ownerPassword, redirectUri };
  };
  return {
    ...platform,
    site: await make(),
    createSite: make,
    driver: adminUrl ? 'postgres' : 'pglite',
  };
}

/**
 * A migrated PGlite database to start in-memory test platforms from: built once per change of
 * the migrations and kept with the other tool caches in node_modules/.cache, so each test file
 * skips PGlite's initdb and the migrations (see db/pglite-snapshot.ts).
 */
export function migratedMemoryDatabase(): Promise<Blob> {
  // Read (or built) once per process, however many platforms the process starts.
  snapshot ??= migratedPgliteSnapshot(join(platformRoot, '..', '..', 'node_modules', '.cache', 'vitrine'));
  return snapshot;
}
let snapshot: Promise<Blob> | undefined;

export { createThrowawayDatabase } from '../db/test-databases';
export { lowerPasswordCostForTests } from '../lib/password';
export { startCaptchaStandIn } from './captcha-stand-in';
export { failure } from './failure';
export { createScriptedPaymentProvider, type ScriptedAnswer } from './scripted-provider';
export { createTestPaymentProvider } from '../domains/ecom/orders/payment-provider';
export { newYorkTax } from './tax-fixtures';
