import { failure, startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OAuthData } from '../src/auth/oauth-strategy';
import { isApplicationError, isOAuthFlowError, isTokenError, type VitrineError } from '../src/core/errors';
import { claimsOf, insertMember, mintCode, shopper } from './client-fixtures';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ rateLimits: false });
});
afterAll(() => platform.close());

const redirectSessionPath = '/_api/redirects-api/v1/redirect-session';


/** A shopper who has browsed as a visitor, with sign-in data and a code the hosted page issued for a member. */
async function signingIn(options: { codeRedirectUri?: string } = {}) {
  const session = shopper(platform);
  await session.probe();
  const memberId = await insertMember(platform);
  const oauthData = await session.auth.generateOAuthData(platform.site.redirectUri);
  const code = await mintCode(platform, { memberId, codeChallenge: oauthData.codeChallenge, redirectUri: options.codeRedirectUri });
  session.recorder.reset();
  return { ...session, memberId, oauthData, code };
}

describe('getAuthUrl', () => {
  it('creates an auth redirect session and returns its fullUrl', async () => {
    const { auth, recorder } = shopper(platform);
    const oauthData = await auth.generateOAuthData(platform.site.redirectUri, 'http://127.0.0.1/cart');
    const { authUrl } = await auth.getAuthUrl(oauthData);

    const [call] = recorder.to(redirectSessionPath);
    expect(JSON.parse(call!.body!)).toEqual({
      auth: {
        authRequest: {
          clientId: platform.site.clientId,
          codeChallenge: oauthData.codeChallenge,
          codeChallengeMethod: 'S256',
          responseMode: 'fragment',
          responseType: 'code',
          scope: 'offline_access',
          state: oauthData.state,
          redirectUri: platform.site.redirectUri,
          prompt: 'login',
        },
      },
    });
    expect(authUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.*redirectSessionId=[0-9a-f-]{36}/);
  });

  it('passes prompt and response mode through', async () => {
    const { auth, recorder } = shopper(platform);
    const oauthData = await auth.generateOAuthData(platform.site.redirectUri);
    await auth.getAuthUrl(oauthData, { prompt: 'none', responseMode: 'query' });
    const body = JSON.parse(recorder.to(redirectSessionPath)[0]!.body!);
    expect(body.auth.authRequest).toMatchObject({ prompt: 'none', responseMode: 'query' });
  });

  it('a redirect URI the app has not registered is refused by the platform', async () => {
    const { auth } = shopper(platform);
    const oauthData = await auth.generateOAuthData('https://evil.example/callback');
    const error = await failure(auth.getAuthUrl(oauthData));
    expect(error.status).toBe(400);
  });
});

describe('parseFromUrl', () => {
  it('reads code and state from the fragment', () => {
    const { auth } = shopper(platform);
    expect(auth.parseFromUrl('http://127.0.0.1/callback#code=abc&state=xyz')).toEqual({ code: 'abc', state: 'xyz' });
  });

  it('reads them from the query string too, with an error and its description', () => {
    const { auth } = shopper(platform);
    expect(auth.parseFromUrl('http://127.0.0.1/callback?state=xyz&error=access_denied&error_description=Member%20cancelled')).toEqual({
      state: 'xyz',
      error: 'access_denied',
      errorDescription: 'Member cancelled',
    });
  });
});

describe('getMemberTokens', () => {
  it('exchanges the code for member tokens, sending the visitor token so the cart can merge', async () => {
    const { auth, recorder, memberId, oauthData, code } = await signingIn();
    const visitorToken = auth.getTokens().accessToken.value;

    const tokens = await auth.getMemberTokens(code, oauthData.state, oauthData);

    const [exchange] = recorder.to('/oauth2/token');
    expect(JSON.parse(exchange!.body!)).toEqual({
      clientId: platform.site.clientId,
      grantType: 'authorization_code',
      code,
      codeVerifier: oauthData.codeVerifier,
      redirectUri: platform.site.redirectUri,
    });
    expect(exchange!.headers.get('authorization')).toBe(visitorToken);
    expect(tokens.refreshToken.role).toBe('member');
    expect(auth.getTokens()).toEqual(tokens);
    expect(auth.loggedIn()).toBe(true);
    expect(claimsOf(tokens.accessToken.value)).toMatchObject({ sub: memberId, ity: 'MEMBER', sid: platform.site.siteId });
  });

  it('a member stays a member when the access token is renewed', async () => {
    const { auth, client, recorder, memberId, oauthData, code } = await signingIn();
    const tokens = await auth.getMemberTokens(code, oauthData.state, oauthData);
    auth.setTokens({ ...tokens, accessToken: { value: 'expired', expiresAt: 1 } });
    await client.redirects.createRedirectSession({ login: {} });
    expect(recorder.tokenRequests().at(-1)?.grantType).toBe('refresh_token');
    expect(auth.loggedIn()).toBe(true);
    expect(claimsOf(auth.getTokens().accessToken.value).sub).toBe(memberId);
  });

  it.each([
    ['no code', undefined, 'state'],
    ['no state', 'code', undefined],
    ['an empty code', '', 'state'],
  ])('%s: "Missing code or _state", and nothing is sent', async (_name, code, state) => {
    const { auth, recorder, errors, oauthData } = await signingIn();
    const error = await failure(auth.getMemberTokens(code, state, oauthData));
    expect(isOAuthFlowError(error)).toBe(true);
    expect(error).toMatchObject({ message: 'Missing code or _state', code: 'MISSING_CODE_OR_STATE' });
    expect(recorder.requests).toHaveLength(0);
    expect(errors).toContain(error);
  });

  it('a state other than the one generated: "Invalid _state", and nothing is sent', async () => {
    const { auth, recorder, oauthData, code } = await signingIn();
    const error = await failure(auth.getMemberTokens(code, 'forged-state', oauthData));
    expect(error).toMatchObject({ name: 'OAuthFlowError', message: 'Invalid _state', code: 'INVALID_STATE' });
    expect(recorder.requests).toHaveLength(0);
  });

  async function expectExchangeRefused(promise: Promise<unknown>, auth: ReturnType<typeof shopper>['auth']) {
    const error = await failure(promise);
    expect(isOAuthFlowError(error)).toBe(true);
    expect(error).toMatchObject({ message: 'Failed to get member tokens', code: 'MEMBER_TOKENS_FAILED', status: 400 });
    expect(error.requestId).toMatch(/[0-9a-f-]{36}/);
    expect(isTokenError((error as Error).cause)).toBe(true);
    expect(((error as Error).cause as VitrineError).code).toBe('invalid_grant');
    expect(auth.loggedIn()).toBe(false);
    return error;
  }

  it('a wrong verifier is refused: "Failed to get member tokens", the shopper stays a visitor', async () => {
    const { auth, oauthData, code } = await signingIn();
    const visitor = auth.getTokens();
    const wrong: OAuthData = { ...oauthData, codeVerifier: (await auth.generateOAuthData(oauthData.redirectUri)).codeVerifier };
    await expectExchangeRefused(auth.getMemberTokens(code, oauthData.state, wrong), auth);
    expect(auth.getTokens()).toEqual(visitor);
  });

  it('a code issued for another redirect URI is refused', async () => {
    const { auth, oauthData, code } = await signingIn({ codeRedirectUri: 'http://127.0.0.1/other-callback' });
    await expectExchangeRefused(auth.getMemberTokens(code, oauthData.state, oauthData), auth);
  });

  it('a reused code is refused, and the tokens of its first use stop working', async () => {
    const { auth, oauthData, code } = await signingIn();
    const first = await auth.getMemberTokens(code, oauthData.state, oauthData);

    // An attacker who intercepted the code replays it with their own client.
    const attacker = shopper(platform);
    await expectExchangeRefused(attacker.auth.getMemberTokens(code, oauthData.state, oauthData), attacker.auth);

    const raw = await fetch(platform.baseUrl + redirectSessionPath, {
      method: 'POST',
      headers: { authorization: first.accessToken.value, 'content-type': 'application/json' },
      body: JSON.stringify({ login: {} }),
    });
    expect(raw.status).toBe(401);
    const refresh = await fetch(platform.baseUrl + '/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: platform.site.clientId, grantType: 'refresh_token', refreshToken: first.refreshToken.value }),
    });
    expect(refresh.status).toBe(400);

    // The member's own client learns it on its next call: a 401, and it is no longer signed in.
    const error = await failure(auth.getAuthUrl(oauthData));
    expect(isApplicationError(error)).toBe(true);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(auth.loggedIn()).toBe(false);
    expect(auth.getTokens().refreshToken.role).toBe('visitor');
  });

  it('an unknown client id cannot exchange a code', async () => {
    const { oauthData, code } = await signingIn();
    const stranger = shopper(platform, { clientId: '00000000-0000-4000-8000-000000000000' });
    const error = await failure(stranger.auth.getMemberTokens(code, oauthData.state, oauthData));
    expect(error).toMatchObject({ name: 'OAuthFlowError', message: 'Failed to get member tokens', status: 401 });
    expect(((error as Error).cause as VitrineError).code).toBe('invalid_client');
  });
});

describe('logout', () => {
  it('creates a logout redirect session, clears the tokens and sets the role to none', async () => {
    const { auth, recorder, probe, oauthData, code } = await signingIn();
    await auth.getMemberTokens(code, oauthData.state, oauthData);
    recorder.reset();

    const { logoutUrl } = await auth.logout('http://127.0.0.1/');

    const [call] = recorder.to(redirectSessionPath);
    expect(JSON.parse(call!.body!)).toMatchObject({ logout: { clientId: platform.site.clientId, postFlowUrl: 'http://127.0.0.1/' } });
    expect(logoutUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(auth.getTokens()).toEqual({ accessToken: { value: '', expiresAt: 0 }, refreshToken: { value: '', role: 'none' } });
    expect(auth.loggedIn()).toBe(false);

    // The next call starts over as a new visitor.
    recorder.reset();
    await probe();
    expect(recorder.tokenRequests().map((body) => body.grantType)).toEqual(['anonymous']);
  });

  it('still gives the logout page when the member session already ended on the platform', async () => {
    const { auth, oauthData, code } = await signingIn();
    await auth.getMemberTokens(code, oauthData.state, oauthData);
    // Another tab logged out: the platform revoked this member's tokens, the strategy still holds them.
    const ended = await fetch(`${platform.baseUrl}/_api/iam/authentication/v1/logout`, { headers: { authorization: auth.getTokens().accessToken.value }, redirect: 'manual' });
    expect(ended.ok).toBe(true);

    const { logoutUrl } = await auth.logout('http://127.0.0.1/');
    expect(logoutUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(auth.loggedIn()).toBe(false);
    expect(auth.getTokens().refreshToken.role).toBe('none');
  });
});
