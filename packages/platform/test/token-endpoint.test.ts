import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../src/lib/ids';
import { startTestPlatform, type TestPlatform, type TestSite } from '../src/testing';
import { apiKeyHeaders, ownerToken, visitorToken } from './helpers';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(platform.baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('POST /oauth2/token', () => {
  it('issues visitor tokens for a known client id', async () => {
    const response = await post('/oauth2/token', { clientId: platform.site.clientId, grantType: 'anonymous' });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-wix-request-id')).toMatch(/[0-9a-f-]{36}/);
    const body = await response.json();
    expect(body.expires_in).toBe(14400);
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(body.refresh_token).toMatch(/^vr_/);
  });

  it('tells every cache not to keep answers holding tokens, keys, secrets or a shopper’s data (RFC 6749 §5.1)', async () => {
    const tokens = await post('/oauth2/token', { clientId: platform.site.clientId, grantType: 'anonymous' });
    expect(tokens.headers.get('cache-control')).toBe('no-store');
    const refreshed = await post('/oauth2/token', { clientId: platform.site.clientId, grantType: 'refresh_token', refreshToken: (await tokens.json()).refresh_token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.get('cache-control')).toBe('no-store');
    // An API key shown once, the owner's mail (live codes and reset links), a visitor's cart.
    const owner = { authorization: await ownerToken(platform) };
    const key = await post('/_api/vitrine/v1/api-keys', { name: 'Cached?', permissions: ['catalog:read'] }, owner);
    expect(key.status).toBe(200);
    expect(key.headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${platform.baseUrl}/_api/vitrine/v1/mail/outbox`, { headers: owner })).headers.get('cache-control')).toBe('no-store');
    const visitor = { authorization: await visitorToken(platform) };
    const cart = await post('/ecom/v1/carts', { lineItems: [] }, visitor);
    expect(cart.headers.get('cache-control')).toBe('no-store');
    // Refusals too: they may name what the caller sent.
    expect((await post('/oauth2/token', { clientId: randomUUID(), grantType: 'anonymous' })).headers.get('cache-control')).toBe('no-store');
  });

  it('signs access tokens as ES256 JWTs (RFC 9068 at+jwt) that the published keys verify: key id, issuer, subject, four hours', async () => {
    const body = await (await post('/oauth2/token', { clientId: platform.site.clientId, grantType: 'anonymous' })).json();
    const jwks = createLocalJWKSet(await (await fetch(`${platform.baseUrl}/oauth2/jwks`)).json());
    const { payload, protectedHeader } = await jwtVerify(body.access_token, jwks, { issuer: 'vitrine', algorithms: ['ES256'], typ: 'at+jwt' });
    expect(protectedHeader).toMatchObject({ alg: 'ES256', typ: 'at+jwt', kid: expect.any(String) });
    expect(payload).toMatchObject({ sid: platform.site.siteId, ity: 'ANONYMOUS_VISITOR', cid: platform.site.clientId, sub: expect.any(String) });
    expect(payload.exp! - payload.iat!).toBe(14_400);
    // A visitor's token names no grant and no earlier visitor.
    expect(payload).not.toHaveProperty('gid');
    expect(payload).not.toHaveProperty('vid');
  });

  it('refuses an unknown client id with the error envelope', async () => {
    const response = await post('/oauth2/token', { clientId: '00000000-0000-4000-8000-000000000000', grantType: 'anonymous' });
    expect(response.status).toBe(401);
    const body = await response.json();
    expect(body.details.applicationError.code).toBe('invalid_client');
  });

  it('keeps the refresh token valid across refreshes', async () => {
    const first = await (await post('/oauth2/token', { clientId: platform.site.clientId, grantType: 'anonymous' })).json();
    for (let i = 0; i < 2; i++) {
      const response = await post('/oauth2/token', {
        clientId: platform.site.clientId,
        grantType: 'refresh_token',
        refreshToken: first.refresh_token,
      });
      expect(response.status).toBe(200);
      expect((await response.json()).refresh_token).toBe(first.refresh_token);
    }
  });

  it('names the missing field with REQUIRED_FIELD', async () => {
    const response = await post('/oauth2/token', { grantType: 'refresh_token', clientId: platform.site.clientId });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.details.validationError.fieldViolations).toEqual([
      { field: 'refreshToken', description: 'field is required', violatedRule: 'REQUIRED_FIELD' },
    ]);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await fetch(platform.baseUrl + '/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"grantType":',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('INVALID_ARGUMENT');
  });

  it('publishes the verification keys at /oauth2/jwks', async () => {
    const body = await (await fetch(platform.baseUrl + '/oauth2/jwks')).json();
    expect(body.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256' });
    expect(body.keys[0].d).toBeUndefined();
  });
});

/** The body of a refused grant, checked against the wire contract's envelope. */
async function refusal(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('x-wix-request-id')).toBeTruthy();
  const body = await response.json();
  expect(body.details.applicationError.code).toBe(code);
  return body;
}

/** A member of `site`, created the way an app does it: sign-on with the site's API key. */
async function memberOf(site: TestSite): Promise<string> {
  const response = await post(
    '/_api/iam/authentication/v2/sign-on',
    { loginId: { email: `m-${randomBytes(5).toString('hex')}@vitrine.test` } },
    apiKeyHeaders(site),
  );
  expect(response.status).toBe(200);
  return (await response.json()).identity.id;
}

/** Moves a row's expiry into the past, as if its lifetime had run out. */
const age = (table: 'authorization_codes' | 'refresh_tokens', hashColumn: string, secret: string) =>
  platform.app.db.query(`UPDATE ${table} SET expires_at = now() - interval '1 second' WHERE ${hashColumn} = $1`, [hashSecret(secret)]);

describe('lifetimes and revocation', () => {
  it('refuses an authorization code presented after its 60 seconds', async () => {
    const memberId = await memberOf(platform.site);
    const verifier = randomBytes(32).toString('base64url');
    const issue = () =>
      platform.app.auth.issueAuthorizationCode({
        siteId: platform.site.siteId,
        clientId: platform.site.clientId,
        memberId,
        redirectUri: platform.site.redirectUri,
        codeChallenge: createHash('sha256').update(verifier).digest('base64url'),
      });
    const exchange = (code: string) =>
      post('/oauth2/token', { clientId: platform.site.clientId, grantType: 'authorization_code', code, codeVerifier: verifier, redirectUri: platform.site.redirectUri });
    // The same exchange of a fresh code succeeds, so only the age makes the difference.
    expect((await exchange(await issue())).status).toBe(200);
    const code = await issue();
    await age('authorization_codes', 'code_hash', code);
    const body = await refusal(await exchange(code), 400, 'invalid_grant');
    expect(body.details.applicationError.description).toMatch(/expired/);
  });

  it('refuses a refresh token past its absolute expiry', async () => {
    const tokens = await (await post('/oauth2/token', { clientId: platform.site.clientId, grantType: 'anonymous' })).json();
    const refresh = () => post('/oauth2/token', { clientId: platform.site.clientId, grantType: 'refresh_token', refreshToken: tokens.refresh_token });
    expect((await refresh()).status).toBe(200);
    await age('refresh_tokens', 'token_hash', tokens.refresh_token);
    await refusal(await refresh(), 400, 'invalid_grant');
  });

  it('refuses a refresh token revoked by the member’s logout', async () => {
    const memberId = await memberOf(platform.site);
    const tokens = await (
      await post('/oauth2/token', { grant_type: 'authorized_client', scope: 'offline_access', member_id: memberId }, apiKeyHeaders(platform.site))
    ).json();
    const refresh = () => post('/oauth2/token', { clientId: platform.site.clientId, grantType: 'refresh_token', refreshToken: tokens.refresh_token });
    expect((await refresh()).status).toBe(200);
    const logout = await fetch(`${platform.baseUrl}/_api/iam/authentication/v1/logout`, { headers: { authorization: tokens.access_token } });
    expect(logout.status).toBe(200);
    await refusal(await refresh(), 400, 'invalid_grant');
  });
});

describe('authorized_client grant refusals', () => {
  const grant = (memberId: string, headers: Record<string, string>) =>
    post('/oauth2/token', { grant_type: 'authorized_client', scope: 'offline_access', member_id: memberId }, headers);

  it('refuses a member id that names no member, or is not an id at all', async () => {
    await refusal(await grant(randomUUID(), apiKeyHeaders(platform.site)), 400, 'invalid_grant');
    await refusal(await grant('not-a-member', apiKeyHeaders(platform.site)), 400, 'invalid_grant');
  });

  it('refuses a member of another site', async () => {
    const other = await platform.createSite();
    const theirMember = await memberOf(other);
    await refusal(await grant(theirMember, apiKeyHeaders(platform.site)), 400, 'invalid_grant');
    // Their own key may sign them in, so the member itself is fine.
    expect((await grant(theirMember, apiKeyHeaders(other))).status).toBe(200);
  });

  it('refuses a visitor token from another site next to the key', async () => {
    const other = await platform.createSite();
    const memberId = await memberOf(platform.site);
    const strangerVisitor = await visitorToken(platform, other.clientId);
    const withSiteHeader = { authorization: `${strangerVisitor},${platform.site.apiKey}`, 'wix-site-id': platform.site.siteId };
    await refusal(await grant(memberId, withSiteHeader), 401, 'UNAUTHENTICATED');
    // Without wix-site-id the key would act on the visitor's site, which its account does not own.
    await refusal(await grant(memberId, { authorization: `${strangerVisitor},${platform.site.apiKey}` }), 401, 'UNAUTHENTICATED');
    // The site's own visitor with the same key is accepted.
    const ownVisitor = await visitorToken(platform);
    expect((await grant(memberId, { ...withSiteHeader, authorization: `${ownVisitor},${platform.site.apiKey}` })).status).toBe(200);
  });

  it('refuses the grant without an API key, or with a key lacking members:write', async () => {
    const memberId = await memberOf(platform.site);
    await refusal(await grant(memberId, { authorization: await visitorToken(platform) }), 401, 'UNAUTHENTICATED');
    const created = await post('/_api/vitrine/v1/api-keys', { name: 'Reader', permissions: ['catalog:read'] }, { authorization: await ownerToken(platform) });
    const readOnly = { authorization: (await created.json()).key, 'wix-site-id': platform.site.siteId };
    await refusal(await grant(memberId, readOnly), 403, 'PERMISSION_DENIED');
  });
});
