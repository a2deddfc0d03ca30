import { afterAll, describe, expect, it } from 'vitest';
import { seeders } from '../src/seed';
import { startPlatform, type RunningPlatform } from '../src/server';
import { createThrowawayDatabase } from '../src/testing';

/**
 * First starts on an empty database: every start runs the seeder, and however many run at once,
 * they create one site between them (site creation shares the migrations' advisory lock). On
 * PostgreSQL the starts are separate platforms with pools of their own on one fresh database.
 */
const postgresUrl = process.env.VITRINE_TEST_POSTGRES_URL;
const running: RunningPlatform[] = [];
afterAll(async () => {
  for (const platform of running) await platform.close();
});

describe('first starts at once on an empty database', () => {
  it(`create exactly one site, which every start reports (${postgresUrl ? 'PostgreSQL, three platforms' : 'PGlite, three seeders on one platform'})`, async () => {
    const database = postgresUrl ? await createThrowawayDatabase(postgresUrl) : 'memory';
    const starts = postgresUrl ? 3 : 1;
    const platforms = await Promise.all(Array.from({ length: starts }, () => startPlatform({ port: 0, database })));
    running.push(...platforms);
    const apps = postgresUrl ? platforms.map((p) => p.app) : [0, 1, 2].map(() => platforms[0]!.app);

    const results = await Promise.all(apps.map((app) => seeders.none(app, { ownerEmail: 'owner@vitrine.test', baseUrl: 'http://127.0.0.1:4000' })));

    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.site.siteId)).size).toBe(1);
    const sites = await apps[0]!.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sites');
    expect(sites[0]!.n).toBe(1);
    // Each start issues a startup key and revokes the one before: exactly one still works, on any platform.
    const statuses = await Promise.all(
      results.map(async ({ site }) => (await fetch(`${platforms[0]!.baseUrl}/_api/vitrine/v1/site`, { headers: { authorization: site.apiKey, 'wix-site-id': site.siteId } })).status),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    // Each start may hash a new owner password (scrypt, slow on purpose): a generous bound.
  }, 180_000);
});
