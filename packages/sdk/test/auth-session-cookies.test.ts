import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../src/client';
import { OAuthStrategy } from '../src/auth/oauth-strategy';
import { browserSessionTokenStorage, requestCookieTokenStorage, sessionCookieNames, tokensFromCookies } from '../src/auth/session-cookies';
import type { Tokens } from '../src/auth/tokens';
import { redirects } from '../src/modules/redirects';
import { claimsOf, nowSeconds, recordingFetch, visitorTokenResponse } from './client-fixtures';

/**
 * Tokens in the session cookies, as a server rendering a store uses them for one request, and as
 * the browser's side keeps the access cookie. Calls go to the real platform in process.
 */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ rateLimits: false });
}, 180_000);
afterAll(() => platform?.close());

const cookiePairs = (setCookies: string[]) => setCookies.map((cookie) => cookie.split(';')[0]).join('; ');

function requestClient(cookieHeader: string | undefined, secure = false) {
  const storage = requestCookieTokenStorage({ cookieHeader, secure });
  const recorder = recordingFetch();
  const client = createClient({ modules: { redirects }, auth: OAuthStrategy({ clientId: platform.site.clientId, tokenStorage: storage }), baseUrl: platform.baseUrl, fetch: recorder.fetch });
  return { storage, recorder, client, probe: () => client.redirects.createRedirectSession({ login: {} }) };
}

describe('requestCookieTokenStorage', () => {
  it('starts a first visitor and sets both cookies, the refresh one HttpOnly, named with the client id', async () => {
    const { storage, probe } = requestClient(undefined, true);
    await probe();
    const [access, refresh] = storage.setCookieHeaders();
    const names = sessionCookieNames(platform.site.clientId);
    expect(access).toMatch(new RegExp(`^${names.access}=.+; Path=/; Max-Age=2592000; SameSite=Lax; Secure$`));
    expect(refresh).toMatch(new RegExp(`^${names.refresh}=.+; Path=/; Max-Age=2592000; SameSite=Lax; Secure; HttpOnly$`));
    const tokens = tokensFromCookies(cookiePairs([access!, refresh!]), platform.site.clientId)!;
    expect(tokens.refreshToken.role).toBe('visitor');
    expect(claimsOf(tokens.accessToken.value).ity).toBeTruthy();
  });

  it('uses live tokens as they are (no cookie to set), and renews an expired one once with the refresh token', async () => {
    const first = requestClient(undefined);
    await first.probe();
    const cookies = cookiePairs(first.storage.setCookieHeaders());

    const again = requestClient(cookies);
    await again.probe();
    expect(again.recorder.tokenRequests()).toEqual([]);
    expect(again.storage.setCookieHeaders()).toEqual([]);

    const response = await visitorTokenResponse(platform, platform.site.clientId);
    const names = sessionCookieNames(platform.site.clientId);
    const expired = `${names.access}=${encodeURIComponent(JSON.stringify({ value: 'old', expiresAt: nowSeconds() - 5, role: 'visitor' }))}; ${names.refresh}=${encodeURIComponent(JSON.stringify({ value: response.refresh_token, role: 'visitor' }))}`;
    const renewing = requestClient(expired);
    await Promise.all([renewing.probe(), renewing.probe()]);
    expect(renewing.recorder.tokenRequests()).toEqual([{ clientId: platform.site.clientId, grantType: 'refresh_token', refreshToken: response.refresh_token }]);
    const renewed = tokensFromCookies(cookiePairs(renewing.storage.setCookieHeaders()), platform.site.clientId)!;
    expect(claimsOf(renewed.accessToken.value).sub).toBe(claimsOf(response.access_token).sub);
  });

  it('ignores cookies that are not its own shape, and another client id’s cookies', () => {
    const names = sessionCookieNames(platform.site.clientId);
    // A damaged cookie is no session: the server starts a new visitor rather than failing.
    expect(tokensFromCookies(`${names.access}=not-json; other=1`, platform.site.clientId)).toBeUndefined();
    expect(tokensFromCookies(`${names.access}=${encodeURIComponent('{"value":1}')}`, platform.site.clientId)!.accessToken).toEqual({ value: '', expiresAt: 0 });
    expect(tokensFromCookies(`${sessionCookieNames('another-client').access}=${encodeURIComponent('{"value":"a","expiresAt":9,"role":"member"}')}`, platform.site.clientId)).toBeUndefined();
  });
});

describe('browserSessionTokenStorage', () => {
  it('keeps the access token in a readable cookie and hands the refresh token to the server', () => {
    const written: string[] = [];
    const jar = {
      get cookie() {
        return written.map((cookie) => cookie.split(';')[0]).join('; ');
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    const handedOver: Tokens[] = [];
    let forgotten = 0;
    const storage = browserSessionTokenStorage({ document: jar, secure: false, handOver: (tokens) => handedOver.push(tokens), forget: () => (forgotten += 1) });
    const tokens: Tokens = { accessToken: { value: 'access', expiresAt: nowSeconds() + 60 }, refreshToken: { value: 'refresh', role: 'member' } };
    storage.save(platform.site.clientId, tokens);
    expect(written[0]).not.toContain('refresh');
    expect(written[0]).not.toContain('HttpOnly');
    expect(handedOver).toEqual([tokens]);
    expect(storage.load(platform.site.clientId)).toEqual({ accessToken: tokens.accessToken, refreshToken: { value: '', role: 'member' } });
    storage.clear(platform.site.clientId);
    expect(written[1]).toContain('Max-Age=0');
    expect(forgotten).toBe(1);
  });
});
