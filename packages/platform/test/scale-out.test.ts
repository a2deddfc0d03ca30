import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type RunningPlatform } from '../src/server';
import { startTestPlatform, type TestPlatform } from '../src/testing';

/**
 * Two platform processes on one PostgreSQL database behave as one platform: a token issued by one
 * is accepted by the other, because signing keys live in the database and processes keep no state.
 * PGlite is one process's embedded database, so this runs in the PostgreSQL suite only.
 */
const onPostgres = Boolean(process.env.VITRINE_TEST_POSTGRES_URL);
if (!onPostgres) console.log('scale-out.test.ts: skipped on PGlite; it needs a PostgreSQL server and runs in the PostgreSQL suite');

describe.skipIf(!onPostgres)('two instances on one PostgreSQL', () => {
  let first: TestPlatform;
  let second: RunningPlatform;
  beforeAll(async () => {
    first = await startTestPlatform();
    const databaseUrl = first.app.platformOptions.databaseUrl;
    second = await startPlatform({ port: 0, database: databaseUrl! });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('accepts on one instance the tokens the other issued', async () => {
    const grant = await fetch(`${first.baseUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: first.site.clientId, grantType: 'anonymous' }),
    });
    const tokens = await grant.json();
    const refreshed = await fetch(`${second.baseUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: first.site.clientId, grantType: 'refresh_token', refreshToken: tokens.refresh_token }),
    });
    expect(refreshed.status).toBe(200);
    const jwksFirst = await (await fetch(`${first.baseUrl}/oauth2/jwks`)).json();
    const jwksSecond = await (await fetch(`${second.baseUrl}/oauth2/jwks`)).json();
    expect(jwksSecond).toEqual(jwksFirst);
    const site = await fetch(`${second.baseUrl}/_api/vitrine/v1/site`, {
      headers: { authorization: first.site.apiKey, 'wix-site-id': first.site.siteId },
    });
    expect(site.status).toBe(200);
  });
});
