import { SignJWT, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing';
import { apiKeyHeaders, httpClient, ownerToken, visitorToken } from './helpers';

let platform: TestPlatform;
let http: ReturnType<typeof httpClient>;
beforeAll(async () => {
  platform = await startTestPlatform();
  http = httpClient(platform);
});
afterAll(() => platform.close());

const sitePath = '/_api/vitrine/v1/site';

describe('who is calling', () => {
  it('lets an owner token and an API key read their own site', async () => {
    const asOwner = await http.get(sitePath, { authorization: await ownerToken(platform) });
    expect(asOwner.status).toBe(200);
    expect(asOwner.body.site.id).toBe(platform.site.siteId);
    const asKey = await http.get(sitePath, apiKeyHeaders(platform.site));
    expect(asKey.body.site.id).toBe(platform.site.siteId);
  });

  it('accepts the token with and without the Bearer prefix', async () => {
    const token = await ownerToken(platform);
    expect((await http.get(sitePath, { authorization: `Bearer ${token}` })).status).toBe(200);
  });

  it('answers a call without credentials with 401 in the error envelope', async () => {
    const response = await http.get(sitePath);
    expect(response.status).toBe(401);
    expect(response.body.details.applicationError.code).toBe('UNAUTHENTICATED');
    expect(response.headers.get('x-wix-request-id')).toBeTruthy();
  });

  it('gives a visitor 403 on staff calls', async () => {
    const response = await http.get(sitePath, { authorization: await visitorToken(platform) });
    expect(response.status).toBe(403);
    expect(response.body.details.applicationError.code).toBe('PERMISSION_DENIED');
  });

  it('refuses a token whose signature was tampered with', async () => {
    const token = await ownerToken(platform);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: platform.site.accountId })).toString('base64url');
    expect((await http.get(sitePath, { authorization: `${header}.${forgedPayload}.${signature}` })).status).toBe(401);
    const flipped = signature!.slice(0, -2) + (signature!.endsWith('AA') ? 'BB' : 'AA');
    expect((await http.get(sitePath, { authorization: `${header}.${payload}.${flipped}` })).status).toBe(401);
  });

  it('refuses a token signed with a key the platform does not hold', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const kid = platform.app.keys.current().kid;
    const forged = await new SignJWT({ sid: platform.site.siteId, ity: 'WIX_USER', cid: platform.site.clientId })
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'at+jwt' })
      .setIssuer('vitrine')
      .setSubject(platform.site.ownerId)
      .setExpirationTime('1h')
      .sign(privateKey);
    expect((await http.get(sitePath, { authorization: forged })).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const key = platform.app.keys.current();
    const expired = await new SignJWT({ sid: platform.site.siteId, ity: 'WIX_USER', cid: platform.site.clientId })
      .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'at+jwt' })
      .setIssuer('vitrine')
      .setSubject(platform.site.ownerId)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key.privateKey);
    const response = await http.get(sitePath, { authorization: expired });
    expect(response.status).toBe(401);
  });

  it('keeps one site’s owner out of another site', async () => {
    const other = await platform.createSite();
    const response = await http.get(sitePath, { authorization: await ownerToken(platform, other) });
    expect(response.body.site.id).toBe(other.siteId);
    // An API key of one account names another account's site: 401, not that site's data.
    const crossed = await http.get(sitePath, { authorization: platform.site.apiKey, 'wix-site-id': other.siteId });
    expect(crossed.status).toBe(401);
  });

  it('refuses an API key without a site, a revoked key and garbage', async () => {
    expect((await http.get(sitePath, { authorization: platform.site.apiKey })).status).toBe(401);
    expect((await http.get(sitePath, { authorization: 'vk_not-a-key', 'wix-site-id': platform.site.siteId })).status).toBe(401);
    expect((await http.get(sitePath, { authorization: 'a,b,c' })).status).toBe(401);
  });
});
