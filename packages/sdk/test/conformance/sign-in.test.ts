/**
 * Spec §7 conformance: the token endpoint, the redirect session and the identity service's
 * authentication calls, through the SDK against the real platform. The flows are tested in depth
 * in test/auth-*.test.ts, test/identity-flows.test.ts and packages/platform/test/identity*.test.ts,
 * redirect-session.test.ts and token-endpoint.test.ts; here each call's wire and shape.
 *
 * Checklist (spec line → test):
 * - token endpoint: anonymous, refresh_token → "a visitor's tokens …"
 * - POST /v2/register, /v2/login; redirect session (auth request: clientId, S256 challenge,
 *   responseMode, responseType code, scope offline_access, state, sessionToken; fullUrl,
 *   endpoint); token endpoint authorization_code → "a visitor registers and signs in by redirect"
 * - redirect session as the published client sends it (prompt beside authRequest) → "the published client's prompt …"
 * - POST /v2/change-password, GET /v1/logout, redirect session logout (clientId, post-flow URL) → "a member changes password and logs out"
 * - POST /v1/register, /v1/login → "the v1 authenticator form …"
 * - POST /v1/sso/login-with-token-params → "a member signs in with an identity provider's token"
 * - POST /v2/sign-on, token endpoint authorized_client → "an app signs a member on …"
 * - every call of these sections sent → last test (POST /v1/state/proceed: recovery.test.ts)
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy, createTransport, isApplicationError, type OAuthData } from '../../src';
import { identity } from '../../src/modules/identity';
import { redirects, type RedirectSessionRequest } from '../../src/modules/redirects';
import { startConformancePlatform } from './conformance-platform';
import { testIdentityProvider } from './id-token';
import { conformanceFiles } from './section-7';

let context: Awaited<ReturnType<typeof startConformancePlatform>>;

beforeAll(async () => {
  context = await startConformancePlatform({ rateLimits: false });
});
afterAll(() => context.platform.close());

const uniqueEmail = () => `conformance-${randomBytes(5).toString('hex')}@vitrine.test`;

/** The auth request of a redirect session as the SDK's `getAuthUrl` fills it, before prompt and session token. */
const authRequestFor = (oauthData: OAuthData) => ({
  clientId: context.platform.site.clientId,
  codeChallenge: oauthData.codeChallenge,
  codeChallengeMethod: 'S256',
  responseMode: 'query',
  responseType: 'code',
  scope: 'offline_access',
  state: oauthData.state,
  redirectUri: oauthData.redirectUri,
} as const);

/** The browser's hop through the hosted authorize page: where it sends the shopper back. */
async function returnUrlOf(fullUrl: string): Promise<string> {
  const hop = await fetch(fullUrl, { redirect: 'manual' });
  expect(hop.status).toBe(302);
  return hop.headers.get('location')!;
}

describe('spec §7 token endpoint, redirect session and identity', () => {
  it('a visitor’s tokens: anonymous first, then renewed with the refresh token it keeps', async () => {
    const { auth } = context.shopper({});
    const { wire } = context;
    const visitor = await auth.generateVisitorTokens();
    expect(visitor).toMatchObject({ accessToken: { value: expect.any(String), expiresAt: expect.any(Number) }, refreshToken: { value: expect.any(String), role: 'visitor' } });
    // Wire fact: camelCase grant, no Authorization header of the strategy on the token endpoint.
    expect(wire.last('POST /oauth2/token anonymous').json).toEqual({ clientId: context.platform.site.clientId, grantType: 'anonymous' });
    expect(wire.last('POST /oauth2/token anonymous').headers.get('authorization')).toBeNull();

    auth.setTokens({ ...visitor, accessToken: { ...visitor.accessToken, expiresAt: 0 } });
    const renewed = await auth.generateVisitorTokens();
    expect(wire.last('POST /oauth2/token refresh_token').json).toEqual({ clientId: context.platform.site.clientId, grantType: 'refresh_token', refreshToken: visitor.refreshToken.value });
    // Wire fact: the refresh grant does not rotate the refresh token; the client keeps it.
    expect(renewed.refreshToken).toEqual(visitor.refreshToken);
  });

  it('a visitor registers and signs in by redirect', async () => {
    const { auth, client } = context.shopper({ identity, redirects });
    const { wire, platform } = context;
    const email = uniqueEmail();
    const registered = await client.identity.register({ loginId: { email }, password: 'first password', profile: { firstName: 'Ada' } });
    expect(registered).toMatchObject({
      state: 'SUCCESS',
      sessionToken: expect.any(String),
      identity: { id: expect.any(String), email: { address: email, isVerified: false }, identityProfile: { firstName: 'Ada' }, status: { name: 'ACTIVE' } },
    });
    // Wire fact: the visitor's access token goes raw in Authorization, no `Bearer `.
    expect(wire.last('POST /v2/register').headers.get('authorization')).toBe(auth.getTokens().accessToken.value);
    expect(wire.last('POST /v2/register').json).toEqual({ loginId: { email }, password: 'first password', profile: { firstName: 'Ada' } });

    const loggedIn = await client.identity.login({ loginId: { email }, password: 'first password' });
    expect(loggedIn).toMatchObject({ state: 'SUCCESS', sessionToken: expect.any(String), identity: { id: registered.identity!.id } });
    expect(wire.last('POST /v2/login').json).toEqual({ loginId: { email }, password: 'first password' });

    const oauthData = await auth.generateOAuthData(platform.site.redirectUri);
    const { authUrl } = await auth.getAuthUrl(oauthData, { prompt: 'none', responseMode: 'query', sessionToken: loggedIn.sessionToken });
    // Wire fact: every field of the spec's auth request, `prompt` and the session token inside `authRequest`.
    expect(wire.last('POST /v1/redirect-session').json).toEqual({ auth: { authRequest: { ...authRequestFor(oauthData), prompt: 'none', sessionToken: loggedIn.sessionToken } } });
    const { code, state } = auth.parseFromUrl(await returnUrlOf(authUrl));
    await auth.getMemberTokens(code, state, oauthData);
    expect(wire.last('POST /oauth2/token authorization_code').json).toEqual({
      clientId: platform.site.clientId,
      grantType: 'authorization_code',
      code,
      codeVerifier: oauthData.codeVerifier,
      redirectUri: platform.site.redirectUri,
    });
    expect(auth.loggedIn()).toBe(true);
  });

  it('the published client’s prompt beside authRequest is read: prompt=none without a session answers login_required', async () => {
    const { client, auth } = context.shopper({ redirects });
    const { platform } = context;
    const oauthData = await auth.generateOAuthData(platform.site.redirectUri);
    // Wire fact: the published client puts `prompt` beside `authRequest`, not inside it.
    const request = { auth: { authRequest: authRequestFor(oauthData), prompt: 'none' } } as RedirectSessionRequest;
    const { redirectSession } = await client.redirects.createRedirectSession(request);
    expect(redirectSession).toMatchObject({ id: expect.any(String), fullUrl: expect.stringMatching(/^http/), urlDetails: { endpoint: expect.any(String), searchParams: expect.any(Object) } });
    expect(context.wire.last('POST /v1/redirect-session').json).toEqual(request);
    expect(auth.parseFromUrl(await returnUrlOf(redirectSession.fullUrl))).toMatchObject({ error: 'login_required', state: oauthData.state });
  });

  it('a member changes password and logs out, on the platform and by redirect', async () => {
    const { auth, client } = context.shopper({ identity });
    const { wire, platform } = context;
    const email = uniqueEmail();
    const { identity: member } = await client.identity.register({ loginId: { email }, password: 'old password' });
    await auth.getMemberTokensForExternalLogin(member!.id, platform.site.apiKey);

    expect(await client.identity.changePassword({ newPassword: 'new password' })).toEqual({});
    expect(wire.last('POST /v2/change-password').json).toEqual({ newPassword: 'new password' });
    await expect(client.identity.login({ loginId: { email }, password: 'old password' })).rejects.toSatisfy((error) => isApplicationError(error) && error.code === '-19976');
    expect((await client.identity.login({ loginId: { email }, password: 'new password' })).state).toBe('SUCCESS');

    const back = platform.site.redirectUri;
    // Wire fact: a script's logout gets the redirect described, not followed (the published client reads it so).
    expect(await client.identity.logout({ postLogoutRedirectUri: back, clientId: platform.site.clientId })).toEqual({
      statusCode: 302,
      headers: [{ key: 'Location', value: back }],
    });
    const sent = new URL(wire.last('GET /v1/logout').url).searchParams;
    expect(Object.fromEntries(sent)).toEqual({ postLogoutRedirectUri: back, clientId: platform.site.clientId });

    // The session ended on the platform: the member's next call is refused, and the SDK goes on as a visitor.
    await expect(client.identity.changePassword({ newPassword: 'newer password' })).rejects.toMatchObject({ status: 401 });
    expect(auth.loggedIn()).toBe(false);

    // Logout by redirect, from another signed-in session of the member.
    const other = context.shopper({}).auth;
    // A new strategy: it holds no visitor token yet, and gets one to name the site.
    await other.getMemberTokensForExternalLogin(member!.id, platform.site.apiKey);
    const { logoutUrl } = await other.logout(back);
    expect(logoutUrl).toMatch(/^http/);
    expect(wire.last('POST /v1/redirect-session').json).toEqual({ logout: { clientId: platform.site.clientId, postFlowUrl: back }, callbacks: { postFlowUrl: back } });
    expect(other.loggedIn()).toBe(false);
  });

  it('the v1 authenticator form registers and signs a member in', async () => {
    const { client } = context.shopper({ identity });
    const email = uniqueEmail();
    const registered = await client.identity.registerV1({
      identity: { identifiers: [{ email }], identityProfile: { nickname: 'vee' } },
      authenticatorId: 'password',
      inputs: [{ name: 'password', value: 'v1 password' }],
    });
    expect(registered).toMatchObject({ state: 'SUCCESS', sessionToken: expect.any(String), identity: { email: { address: email } } });
    const loggedIn = await client.identity.loginV1({ identifier: { email }, authenticatorId: 'password', inputs: { password: 'v1 password' } });
    expect(loggedIn).toMatchObject({ state: 'SUCCESS', identity: { id: registered.identity!.id, identityProfile: { nickname: 'vee' } } });
    expect(context.wire.last('POST /v1/login').json).toEqual({ identifier: { email }, authenticatorId: 'password', inputs: { password: 'v1 password' } });
  });

  it('a member signs in with an identity provider’s token (SSO)', async () => {
    const { platform, wire } = context;
    const provider = testIdentityProvider('https://idp.conformance.test', 'vitrine-conformance');
    const staff = createTransport({ baseUrl: platform.baseUrl, auth: ApiKeyStrategy({ apiKey: platform.site.apiKey, siteId: platform.site.siteId }) });
    const { connection } = await staff.request<{ connection: { id: string } }>({ method: 'POST', path: '/_api/vitrine/v1/idp-connections', body: provider.connection });

    const { client } = context.shopper({ identity });
    const email = uniqueEmail();
    const tokenParams = { id_token: provider.idToken({ sub: 'sso-user-1', email, email_verified: true, given_name: 'Grace' }) };
    const answer = await client.identity.loginWithTokenParams({ idpConnectionId: connection.id, tokenParams });
    expect(answer).toMatchObject({ state: 'SUCCESS', sessionToken: expect.any(String), identity: { email: { address: email, isVerified: true }, identityProfile: { firstName: 'Grace' } } });
    expect(wire.last('POST /v1/sso/login-with-token-params').json).toEqual({ idpConnectionId: connection.id, tokenParams });
  });

  it('an app signs a member on and gets member tokens with authorized_client', async () => {
    const { platform, wire } = context;
    const app = context.merchant({ identity });
    const email = uniqueEmail();
    const signedOn = await app.identity.signOn({ loginId: { email }, profile: { firstName: 'Ext' }, verifyEmail: true, mergeExistingContact: true });
    expect(signedOn).toMatchObject({ sessionToken: expect.any(String), identity: { id: expect.any(String), email: { address: email, isVerified: true }, identityProfile: { firstName: 'Ext' } } });
    expect(wire.last('POST /v2/sign-on').json).toEqual({ loginId: { email }, profile: { firstName: 'Ext' }, verifyEmail: true, mergeExistingContact: true });

    const { auth } = context.shopper({});
    const visitor = await auth.generateVisitorTokens();
    const tokens = await auth.getMemberTokensForExternalLogin(signedOn.identity.id, platform.site.apiKey);
    expect(tokens.refreshToken.role).toBe('member');
    const sent = wire.last('POST /oauth2/token authorized_client');
    // Wire fact: snake_case grant; `<visitor access token>,<api key>` in Authorization.
    expect(sent.json).toEqual({ grant_type: 'authorized_client', scope: 'offline_access', member_id: signedOn.identity.id });
    expect(sent.headers.get('authorization')).toBe(`${visitor.accessToken.value},${platform.site.apiKey}`);
    expect(auth.loggedIn()).toBe(true);
  });

  it('sent every call of spec §7 "Token endpoint", "Redirect session" and "Identity" but proceed', () => {
    expect(context.wire.unsent(conformanceFiles['sign-in.test.ts'])).toEqual([]);
  });
});
