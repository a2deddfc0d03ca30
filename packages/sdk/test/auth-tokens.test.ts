import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../src/client';
import { ApiKeyStrategy } from '../src/auth/api-key-strategy';
import { cookieTokenStorage, localStorageTokenStorage, type CookieJar, type KeyValueStore } from '../src/auth/token-storage';
import type { Tokens } from '../src/auth/tokens';
import { isApplicationError, isTokenError, type VitrineError } from '../src/core/errors';
import { redirects } from '../src/modules/redirects';
import { siteSettings } from '../src/modules/site-settings';
import { claimsOf, countVisitors, nowSeconds, shopper, tamper, visitorTokenResponse } from './client-fixtures';

let platform: TestPlatform;
beforeAll(async () => {
  // Rate limits off: these tests make many token requests on purpose.
  platform = await startTestPlatform({ rateLimits: false });
});
afterAll(() => platform.close());


/** Real visitor tokens, with the access token made to look expired (and its value replaced). */
async function expiredVisitorTokens(accessValue = 'expired-access-token'): Promise<{ tokens: Tokens; visitorId: string }> {
  const response = await visitorTokenResponse(platform, platform.site.clientId);
  return {
    tokens: {
      accessToken: { value: accessValue, expiresAt: nowSeconds() - 60 },
      refreshToken: { value: response.refresh_token, role: 'visitor' },
    },
    visitorId: claimsOf(response.access_token).sub,
  };
}

describe('visitor tokens', () => {
  it('are fetched on the first call and sent raw in Authorization', async () => {
    const { auth, recorder, probe } = shopper(platform);
    expect(auth.getTokens().refreshToken.role).toBe('none');

    const { redirectSession } = await probe();
    expect(redirectSession.fullUrl).toMatch(/^http/);

    expect(recorder.tokenRequests()).toEqual([{ clientId: platform.site.clientId, grantType: 'anonymous' }]);
    const tokens = auth.getTokens();
    expect(tokens.refreshToken.role).toBe('visitor');
    expect(tokens.accessToken.expiresAt).toBeGreaterThanOrEqual(nowSeconds() + 14_400 - 5);
    expect(tokens.accessToken.expiresAt).toBeLessThanOrEqual(nowSeconds() + 14_400);
    const [call] = recorder.to('/_api/redirects-api/v1/redirect-session');
    expect(call?.headers.get('authorization')).toBe(tokens.accessToken.value);
    expect(claimsOf(tokens.accessToken.value)).toMatchObject({ sid: platform.site.siteId, ity: 'ANONYMOUS_VISITOR' });
    expect(auth.loggedIn()).toBe(false);
  });

  it('20 concurrent first calls make one token request and one visitor', async () => {
    const before = await countVisitors(platform);
    const { auth, recorder, probe } = shopper(platform);

    await Promise.all(Array.from({ length: 20 }, probe));

    expect(recorder.tokenRequests()).toHaveLength(1);
    expect(await countVisitors(platform)).toBe(before + 1);
    const sent = new Set(recorder.to('/_api/redirects-api/v1/redirect-session').map((call) => call.headers.get('authorization')));
    expect([...sent]).toEqual([auth.getTokens().accessToken.value]);
  });

  it('50 concurrent calls on an expired token make exactly one refresh, for the same visitor', async () => {
    const { tokens, visitorId } = await expiredVisitorTokens();
    const before = await countVisitors(platform);
    const { auth, recorder, probe } = shopper(platform, { tokens });

    await Promise.all(Array.from({ length: 50 }, probe));

    expect(recorder.tokenRequests()).toEqual([{ clientId: platform.site.clientId, grantType: 'refresh_token', refreshToken: tokens.refreshToken.value }]);
    expect(await countVisitors(platform)).toBe(before);
    const renewed = auth.getTokens();
    expect(claimsOf(renewed.accessToken.value).sub).toBe(visitorId);
    // The refresh token is not rotated (wire contract), so the client keeps it.
    expect(renewed.refreshToken).toEqual(tokens.refreshToken);
    expect(renewed.accessToken.expiresAt).toBeGreaterThan(nowSeconds());
  });

  it('no state is shared between client instances', async () => {
    const first = shopper(platform);
    const second = shopper(platform);
    await Promise.all([first.probe(), second.probe()]);
    const a = claimsOf(first.auth.getTokens().accessToken.value).sub;
    const b = claimsOf(second.auth.getTokens().accessToken.value).sub;
    expect(a).not.toBe(b);
  });
});

describe('token attacks', () => {
  it('a tampered signature is refused with 401; the strategy renews once and repeats the call', async () => {
    const response = await visitorTokenResponse(platform, platform.site.clientId);
    const forged = tamper(response.access_token);
    const raw = await fetch(`${platform.baseUrl}/_api/redirects-api/v1/redirect-session`, {
      method: 'POST',
      headers: { authorization: forged, 'content-type': 'application/json' },
      body: JSON.stringify({ login: {} }),
    });
    expect(raw.status).toBe(401);

    const { auth, recorder, probe } = shopper(platform, {
      tokens: { accessToken: { value: forged, expiresAt: nowSeconds() + 3600 }, refreshToken: { value: response.refresh_token, role: 'visitor' } },
    });
    await probe();
    expect(recorder.requests.map((request) => request.path)).toEqual([
      '/_api/redirects-api/v1/redirect-session',
      '/oauth2/token',
      '/_api/redirects-api/v1/redirect-session',
    ]);
    expect(recorder.tokenRequests()[0]?.grantType).toBe('refresh_token');
    expect(auth.getTokens().accessToken.value).not.toBe(forged);
    expect(claimsOf(auth.getTokens().accessToken.value).sub).toBe(claimsOf(response.access_token).sub);
  });

  it('a refresh token the platform refuses ends that session: the client becomes a new visitor', async () => {
    const before = await countVisitors(platform);
    const { auth, recorder, probe } = shopper(platform, {
      tokens: { accessToken: { value: 'bogus', expiresAt: nowSeconds() - 1 }, refreshToken: { value: 'vr_not-a-real-token', role: 'visitor' } },
    });
    await probe();
    expect(recorder.tokenRequests().map((body) => body.grantType)).toEqual(['refresh_token', 'anonymous']);
    expect(auth.getTokens().refreshToken.value).not.toBe('vr_not-a-real-token');
    expect(await countVisitors(platform)).toBe(before + 1);
  });

  it("another site's refresh token is not adopted: the client gets a visitor of its own site", async () => {
    const otherSite = await platform.createSite();
    const stolen = await visitorTokenResponse(platform, otherSite.clientId);
    const { auth, recorder, probe } = shopper(platform, {
      tokens: { accessToken: { value: 'x', expiresAt: 0 }, refreshToken: { value: stolen.refresh_token, role: 'visitor' } },
    });
    await probe();
    expect(recorder.tokenRequests().map((body) => body.grantType)).toEqual(['refresh_token', 'anonymous']);
    expect(claimsOf(auth.getTokens().accessToken.value).sid).toBe(platform.site.siteId);
  });

  it("an API key of another site's account is refused with 401", async () => {
    const otherSite = await platform.createSite();
    const client = createClient({
      modules: { redirects },
      auth: ApiKeyStrategy({ apiKey: otherSite.apiKey, siteId: platform.site.siteId }),
      baseUrl: platform.baseUrl,
    });
    const error = await client.redirects.createRedirectSession({ login: {} }).catch((caught: unknown) => caught);
    expect(isApplicationError(error)).toBe(true);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', message: 'The API key has no access to this site' });

    const own = createClient({
      modules: { redirects },
      auth: ApiKeyStrategy({ apiKey: otherSite.apiKey, siteId: otherSite.siteId }),
      baseUrl: platform.baseUrl,
    });
    await expect(own.redirects.createRedirectSession({ login: {} })).resolves.toHaveProperty('redirectSession.id');
  });

  it('an unknown client id fails with TokenError, seen by onError with the call’s arguments', async () => {
    const { errors, client, recorder } = shopper(platform, { clientId: '00000000-0000-4000-8000-000000000000' });
    const request = { login: {} };
    const error = await client.redirects.createRedirectSession(request).catch((caught: unknown) => caught);
    expect(isTokenError(error)).toBe(true);
    expect(error).toMatchObject({ message: 'something went wrong', status: 401, code: 'invalid_client', args: [request] });
    expect((error as VitrineError).requestId).toMatch(/[0-9a-f-]{36}/);
    expect(errors).toEqual([error]);
    // Nothing was sent to the API without a token.
    expect(recorder.to('/_api/redirects-api/v1/redirect-session')).toHaveLength(0);
  });
});

describe('token storage', () => {
  function memoryStore(): KeyValueStore & { keys(): string[] } {
    const items = new Map<string, string>();
    return {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
      keys: () => [...items.keys()],
    };
  }

  it('localStorage: namespaced by client id, and a second tab reuses the tokens', async () => {
    const store = memoryStore();
    const firstTab = shopper(platform, { storage: localStorageTokenStorage({ storage: store }) });
    await firstTab.probe();
    expect(store.keys()).toEqual([`vitrine:tokens:${platform.site.clientId}`]);

    const secondTab = shopper(platform, { storage: localStorageTokenStorage({ storage: store }) });
    await secondTab.probe();
    expect(secondTab.recorder.tokenRequests()).toHaveLength(0);
    expect(secondTab.auth.getTokens()).toEqual(firstTab.auth.getTokens());
  });

  it('cookies: one cookie per client id, cleared on logout', async () => {
    const jar = cookieJar();
    const { auth, probe } = shopper(platform, { storage: cookieTokenStorage({ document: jar }) });
    await probe();
    const name = `vitrine_tokens_${platform.site.clientId}`;
    expect(Object.keys(jar.values)).toEqual([name]);
    expect(JSON.parse(decodeURIComponent(jar.values[name]!))).toEqual(auth.getTokens());
    expect(jar.attributes[name]).toMatch(/Path=\/; Max-Age=2592000; SameSite=Lax/);

    await auth.logout('http://127.0.0.1/');
    expect(jar.values[name]).toBeUndefined();
    expect(auth.getTokens().refreshToken.role).toBe('none');
  });

  it('two client ids on one origin keep separate tokens in one localStorage and one cookie jar', async () => {
    // A second storefront app of the same site: same origin, same stores, its own client id.
    const admin = createClient({
      modules: { siteSettings },
      auth: ApiKeyStrategy({ apiKey: platform.site.apiKey, siteId: platform.site.siteId }),
      baseUrl: platform.baseUrl,
    });
    const otherClientId = (await admin.siteSettings.createOAuthApp({ name: 'Second storefront' })).id;
    const clientIds = [platform.site.clientId, otherClientId];
    const stores = {
      localStorage: () => {
        const store = memoryStore();
        return { storage: () => localStorageTokenStorage({ storage: store }), keys: () => store.keys() };
      },
      cookies: () => {
        const jar = cookieJar();
        return { storage: () => cookieTokenStorage({ document: jar }), keys: () => Object.keys(jar.values) };
      },
    };

    for (const [kind, makeStore] of Object.entries(stores)) {
      const shared = makeStore();
      const [first, second] = clientIds.map((clientId) => shopper(platform, { clientId, storage: shared.storage() }));
      await first!.probe();
      await second!.probe();

      expect(shared.keys(), kind).toHaveLength(2);
      expect(second!.recorder.tokenRequests(), kind).toEqual([{ clientId: otherClientId, grantType: 'anonymous' }]);
      const [firstTokens, secondTokens] = [first!.auth.getTokens(), second!.auth.getTokens()];
      expect(claimsOf(firstTokens.accessToken.value).cid, kind).toBe(platform.site.clientId);
      expect(claimsOf(secondTokens.accessToken.value).cid, kind).toBe(otherClientId);
      expect(secondTokens.refreshToken.value, kind).not.toBe(firstTokens.refreshToken.value);

      // Logging out of one app leaves the other's visitor session as it was.
      await first!.auth.logout('http://127.0.0.1/');
      expect(first!.auth.getTokens().refreshToken.role, kind).toBe('none');
      expect(second!.auth.getTokens(), kind).toEqual(secondTokens);
      const reopened = shopper(platform, { clientId: otherClientId, storage: shared.storage() });
      await reopened.probe();
      expect(reopened.recorder.tokenRequests(), kind).toEqual([]);
      expect(reopened.auth.getTokens(), kind).toEqual(secondTokens);
    }
  });

  describe('across tabs with Web Locks', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    afterEach(() => {
      if (original) Object.defineProperty(globalThis, 'navigator', original);
      else delete (globalThis as { navigator?: unknown }).navigator;
    });

    async function twoTabsRenewing(): Promise<number> {
      const store = memoryStore();
      const { tokens } = await expiredVisitorTokens();
      const tabs = [0, 1].map(() => shopper(platform, { tokens, storage: localStorageTokenStorage({ storage: store }) }));
      await Promise.all(tabs.flatMap((tab) => Array.from({ length: 5 }, tab.probe)));
      return tabs.reduce((sum, tab) => sum + tab.recorder.tokenRequests().length, 0);
    }

    it('two tabs renewing at once make one token request when navigator.locks exists', async () => {
      Object.defineProperty(globalThis, 'navigator', { value: { locks: exclusiveLocks() }, configurable: true, writable: true });
      expect(await twoTabsRenewing()).toBe(1);
    });

    it('without navigator.locks each tab renews once (nothing is sniffed or faked)', async () => {
      Object.defineProperty(globalThis, 'navigator', { value: {}, configurable: true, writable: true });
      expect(await twoTabsRenewing()).toBe(2);
    });
  });
});

/** A minimal `document.cookie`: enough of the cookie rules to check what the storage writes. */
function cookieJar(): CookieJar & { values: Record<string, string>; attributes: Record<string, string> } {
  const values: Record<string, string> = {};
  const attributes: Record<string, string> = {};
  return {
    values,
    attributes,
    get cookie() {
      return Object.entries(values)
        .map(([name, value]) => `${name}=${value}`)
        .join('; ');
    },
    set cookie(text: string) {
      const [pair = '', ...rest] = text.split('; ');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (rest.includes('Max-Age=0')) delete values[name];
      else values[name] = value;
      attributes[name] = rest.join('; ');
    },
  };
}

/** The Web Locks semantics the strategy relies on: exclusive locks by name, granted in order. */
function exclusiveLocks() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const result = previous.then(callback, callback);
      tails.set(name, result.catch(() => undefined));
      return result;
    },
  };
}
