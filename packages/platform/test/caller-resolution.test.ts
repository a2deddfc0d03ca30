import { SignJWT, generateKeyPair } from 'jose';
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { startTestPlatform } from '../src/testing';
import { apiKeyHeaders, ownerToken, platformForFile, visitorToken } from './helpers';
import { countStatements } from './statement-counter';

const { platform, http } = platformForFile();

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

  it("refuses a token signed by another platform's keys, even one that platform has just accepted", async () => {
    const other = await startTestPlatform();
    try {
      const token = await visitorToken(other);
      // The other platform verifies (and remembers) its own visitor's token…
      expect((await fetch(`${other.baseUrl}/ecom/v1/carts/current`, { headers: { authorization: token } })).status).toBe(404);
      // …which this platform, in the same process, never takes for one of its own.
      const here = await http.get('/ecom/v1/carts/current', { authorization: token });
      expect(here.status).toBe(401);
    } finally {
      await other.close();
    }
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

  it('reads the keys at most once a second for tokens naming kids it does not hold', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const forge = () =>
      new SignJWT({ sid: platform.site.siteId, ity: 'WIX_USER', cid: platform.site.clientId })
        .setProtectedHeader({ alg: 'ES256', kid: randomUUID(), typ: 'at+jwt' })
        .setIssuer('vitrine')
        .setSubject(platform.site.ownerId)
        .setExpirationTime('1h')
        .sign(privateKey);
    const keyReads = (statements: string[]) => statements.filter((sql) => /FROM\s+signing_keys/i.test(sql)).length;
    const counter = countStatements(platform.app.db);
    // Only Date is frozen: the server's sockets and timers run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
      const tokens = await Promise.all(Array.from({ length: 30 }, forge));
      let statuses: number[] = [];
      const together = await counter.during(async () => {
        statuses = (await Promise.all(tokens.map((token) => http.get(sitePath, { authorization: token })))).map((r) => r.status);
      });
      expect(statuses.every((status) => status === 401)).toBe(true);
      expect(keyReads(together), 'thirty made-up kids at once share one read').toBe(1);
      const within = await counter.during(async () => {
        for (let i = 0; i < 5; i++) expect((await http.get(sitePath, { authorization: await forge() })).status).toBe(401);
      });
      expect(keyReads(within), 'no read within a second of the last').toBe(0);
      vi.setSystemTime(new Date('2030-01-01T00:00:01.001Z'));
      const after = await counter.during(async () => {
        expect((await http.get(sitePath, { authorization: await forge() })).status).toBe(401);
      });
      expect(keyReads(after), 'a second later the keys are read again').toBe(1);
      // The platform's own tokens are still accepted throughout.
      expect((await http.get(sitePath, { authorization: await ownerToken(platform) })).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
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

  it('resolves an API key and its site in one statement, and refuses a site that does not exist or is not a uuid', async () => {
    const counter = countStatements(platform.app.db);
    let status = 0;
    const sent = await counter.during(async () => {
      status = (await http.get(sitePath, apiKeyHeaders(platform.site))).status;
    });
    expect(status).toBe(200);
    // One statement for the caller, the rest is the route's own read of the site.
    expect(sent.filter((sql) => /FROM\s+api_keys/i.test(sql)), sent.join('\n---\n')).toHaveLength(1);
    expect(sent.filter((sql) => /^\s*SELECT\s+account_id\s+FROM\s+sites/i.test(sql))).toHaveLength(0);
    for (const siteId of [randomUUID(), 'not-a-uuid']) {
      const refused = await http.get(sitePath, { authorization: platform.site.apiKey, 'wix-site-id': siteId });
      expect(refused.status, siteId).toBe(401);
      expect(refused.body.details.applicationError.code).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses an API key without a site, a revoked key and garbage', async () => {
    expect((await http.get(sitePath, { authorization: platform.site.apiKey })).status).toBe(401);
    expect((await http.get(sitePath, { authorization: 'vk_not-a-key', 'wix-site-id': platform.site.siteId })).status).toBe(401);
    expect((await http.get(sitePath, { authorization: 'a,b,c' })).status).toBe(401);
  });
});

describe('tenant headers that disagree with the credentials', () => {
  it('refuses a token sent with another site’s wix-site-id instead of ignoring the header', async () => {
    const other = await platform.createSite();
    const owner = await ownerToken(platform);
    const crossed = await http.get(sitePath, { authorization: owner, 'wix-site-id': other.siteId });
    expect(crossed.status).toBe(401);
    expect(crossed.body.details.applicationError.code).toBe('UNAUTHENTICATED');
    expect(crossed.headers.get('x-wix-request-id')).toBeTruthy();
    // The same header naming the token's own site is fine.
    const same = await http.get(sitePath, { authorization: owner, 'wix-site-id': platform.site.siteId });
    expect(same.body.site.id).toBe(platform.site.siteId);
    // Visitors too, on a route that visitors may call.
    const visitor = await visitorToken(platform);
    expect((await http.get('/ecom/v1/carts/current', { authorization: visitor })).status).toBe(404);
    expect((await http.get('/ecom/v1/carts/current', { authorization: visitor, 'wix-site-id': other.siteId })).status).toBe(401);
  });

  it('refuses a visitor token of one site paired with a key acting on another', async () => {
    const other = await platform.createSite();
    const response = await http.get(sitePath, {
      authorization: `${await visitorToken(platform, other.clientId)},${platform.site.apiKey}`,
      'wix-site-id': platform.site.siteId,
    });
    expect(response.status).toBe(401);
    expect(response.body.details.applicationError.code).toBe('UNAUTHENTICATED');
  });
});

describe('account-level API keys (wix-account-id)', () => {
  const sitesPath = '/_api/vitrine/v1/sites';
  const accountHeaders = () => ({ authorization: platform.site.apiKey, 'wix-account-id': platform.site.accountId });

  it('lists the key’s account’s sites, and only those, with the key and wix-account-id alone', async () => {
    // A second site of the same account (sites are created with an account of their own, so by SQL).
    const secondSiteId = randomUUID();
    await platform.app.db.query(`INSERT INTO sites (id, account_id, name) VALUES ($1, $2, 'Second shop')`, [secondSiteId, platform.site.accountId]);
    const other = await platform.createSite();
    const response = await http.get(sitesPath, accountHeaders());
    expect(response.status).toBe(200);
    expect(response.body.sites.map((site: { id: string }) => site.id)).toEqual([platform.site.siteId, secondSiteId]);
    expect(response.body.sites[1]).toMatchObject({ name: 'Second shop', currency: 'USD' });
    expect(JSON.stringify(response.body)).not.toContain(other.siteId);

    // Acting on one of them needs wix-site-id as well, and then the site's routes work.
    const onSecond = await http.get(sitePath, { ...accountHeaders(), 'wix-site-id': secondSiteId });
    expect(onSecond.status).toBe(200);
    expect(onSecond.body.site.id).toBe(secondSiteId);
  });

  it('refuses a key whose account is not the one wix-account-id names', async () => {
    const other = await platform.createSite();
    const crossed = await http.get(sitesPath, { authorization: platform.site.apiKey, 'wix-account-id': other.accountId });
    expect(crossed.status).toBe(401);
    expect(crossed.body.details.applicationError.code).toBe('UNAUTHENTICATED');
    const garbage = await http.get(sitesPath, { authorization: platform.site.apiKey, 'wix-account-id': 'not-an-id' });
    expect(garbage.status).toBe(401);
    // Right account, but a site of another account.
    const otherSite = await http.get(sitePath, { ...accountHeaders(), 'wix-site-id': other.siteId });
    expect(otherSite.status).toBe(401);
  });

  it('keeps an account-level key off site routes until it names a site', async () => {
    const response = await http.get(sitePath, accountHeaders());
    expect(response.status).toBe(401);
    expect(response.body.details.applicationError.description).toContain('wix-site-id');
  });

  it('refuses account listing without a key or with a token, and a token sent with another account’s id', async () => {
    expect((await http.get(sitesPath)).status).toBe(401);
    // Tokens are site-scoped: a valid one is a caller, just not an account's.
    const asVisitor = await http.get(sitesPath, { authorization: await visitorToken(platform) });
    expect(asVisitor.status).toBe(403);
    expect(asVisitor.body.details.applicationError.code).toBe('PERMISSION_DENIED');
    expect((await http.get(sitesPath, { authorization: await ownerToken(platform) })).status).toBe(403);
    const other = await platform.createSite();
    const owner = await ownerToken(platform);
    expect((await http.get(sitePath, { authorization: owner, 'wix-account-id': other.accountId })).status).toBe(401);
    expect((await http.get(sitePath, { authorization: owner, 'wix-account-id': platform.site.accountId })).status).toBe(200);
  });
});
