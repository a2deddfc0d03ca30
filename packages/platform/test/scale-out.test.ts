import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPlatform, type RunningPlatform } from '../src/server';
import { startTestPlatform, type TestPlatform } from '../src/testing';
import { apiKeyHeaders, visitorToken } from './helpers';
import { uniqueEmail } from './identity-helpers';

/**
 * Two platform instances on one PostgreSQL database, each with its own connection pool, behave as
 * one platform: a token issued by one is accepted by the other, the login lockout counts attempts
 * made on both, and an Idempotency-Key sent to both creates once, because everything they decide
 * together lives in the database. PGlite is one process's embedded database, so this runs in the
 * PostgreSQL suite only.
 */
const onPostgres = Boolean(process.env.VITRINE_TEST_POSTGRES_URL);
if (!onPostgres) console.log('scale-out.test.ts: skipped on PGlite; it needs a PostgreSQL server and runs in the PostgreSQL suite');

describe.skipIf(!onPostgres)('two instances on one PostgreSQL', () => {
  let first: TestPlatform;
  let second: RunningPlatform;
  beforeAll(async () => {
    // The lockout counts in fixed 15-minute windows: the clock stands still mid-window so the
    // burst never straddles a window's end (only Date is faked; timers run as usual).
    const window = 15 * 60 * 1000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.floor(Date.now() / window) * window + window / 2);
    first = await startTestPlatform({ trustProxy: '127.0.0.1' });
    const databaseUrl = first.app.platformOptions.databaseUrl;
    second = await startPlatform({ port: 0, database: databaseUrl!, trustProxy: '127.0.0.1' });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    vi.useRealTimers();
  });

  const post = async (baseUrl: string, path: string, body: unknown, headers: Record<string, string>) => {
    const response = await fetch(baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    return { status: response.status, body: await response.json() };
  };

  it('counts wrong passwords sent to both instances at once against one limit', async () => {
    const email = uniqueEmail('two-instances');
    const visitor = { authorization: await visitorToken(first), 'x-forwarded-for': '203.0.113.50' };
    const registered = await post(first.baseUrl, '/_api/iam/authentication/v2/register', { loginId: { email }, password: 'the real one' }, visitor);
    expect(registered.body.state).toBe('SUCCESS');

    const burst = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        post(i % 2 ? second.baseUrl : first.baseUrl, '/_api/iam/authentication/v2/login', { loginId: { email }, password: `guess ${i}` }, visitor),
      ),
    );
    const refused = burst.filter((answer) => answer.status === 429 || answer.body.details?.applicationError?.code === 'TOO_MANY_REQUESTS');
    const checked = burst.filter((answer) => answer.status === 401 && !refused.includes(answer));
    expect(checked.length + refused.length).toBe(16);
    expect(checked.length).toBeLessThanOrEqual(10);
    // Either instance now refuses this address, even with the right password.
    for (const baseUrl of [first.baseUrl, second.baseUrl]) {
      expect((await post(baseUrl, '/_api/iam/authentication/v2/login', { loginId: { email }, password: 'the real one' }, visitor)).status).toBe(429);
    }
  });

  it('creates once when one Idempotency-Key reaches both instances at once', async () => {
    const key = randomUUID();
    const name = `Lamp made once ${key.slice(0, 8)}`;
    const body = { product: { name, productType: 'physical', priceData: { price: 10 } } };
    const headers = { ...apiKeyHeaders(first.site), 'idempotency-key': key };
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => post(i % 2 ? second.baseUrl : first.baseUrl, '/stores/v1/products', body, headers)));
    const created = answers.filter((answer) => answer.status === 200);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((answer) => answer.body.product.id)).size).toBe(1);
    for (const answer of answers.filter((a) => a.status !== 200)) expect(answer.body.details.applicationError.code).toBe('IDEMPOTENCY_KEY_IN_USE');
    const rows = await first.app.db.query<{ count: number }>('SELECT count(*)::int AS count FROM products WHERE site_id = $1 AND name = $2', [first.site.siteId, name]);
    expect(rows[0]!.count).toBe(1);
    // A retry after the race, on either instance, replays the one product.
    const retry = await post(second.baseUrl, '/stores/v1/products', body, headers);
    expect(retry.body.product.id).toBe(created[0]!.body.product.id);
  });

  it('shows a catalogue write made through one instance in the other’s next read of an answer it kept', async () => {
    const staff = apiKeyHeaders(first.site);
    const visitor = { authorization: await visitorToken(first) };
    const created = await post(first.baseUrl, '/stores/v1/products', { product: { name: `Kept vase ${randomUUID().slice(0, 8)}`, priceData: { price: 30 } } }, staff);
    const path = `/stores-reader/v1/products/${created.body.product.id}`;
    const price = async (baseUrl: string) => (await (await fetch(baseUrl + path, { headers: visitor })).json()).product.price.price;
    // Each instance reads it twice: the second answer is the one it kept.
    for (const baseUrl of [first.baseUrl, second.baseUrl, first.baseUrl, second.baseUrl]) expect(await price(baseUrl)).toBe(30);
    const changed = await fetch(`${second.baseUrl}/stores/v1/products/${created.body.product.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...staff },
      body: JSON.stringify({ product: { priceData: { price: 35 } } }),
    });
    expect(changed.status).toBe(200);
    expect(await price(first.baseUrl)).toBe(35);
    expect(await price(second.baseUrl)).toBe(35);
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
