import { describe, expect, it } from 'vitest';
import { apiKeyHeaders, platformForFile, visitorToken } from './helpers';
import { identityClient, pkcePair, uniqueEmail } from './identity-helpers';

const { platform } = platformForFile({ rateLimits: false });
const client = identityClient(platform);

const authRequest = (overrides: Record<string, unknown> = {}) => ({
  clientId: platform.site.clientId,
  codeChallenge: pkcePair().challenge,
  codeChallengeMethod: 'S256',
  responseMode: 'fragment',
  responseType: 'code',
  scope: 'offline_access',
  state: 'state-123',
  redirectUri: platform.site.redirectUri,
  ...overrides,
});
const createSession = async (body: unknown, headers?: Record<string, string>) =>
  client.http.post('/headless/v1/redirect-session', body, headers ?? (await client.asVisitor()));
const newMemberSession = async () => (await client.register(uniqueEmail())).body.sessionToken as string;
const exchangeCode = (code: string | null, codeVerifier: string, redirectUri = platform.site.redirectUri) =>
  client.http.post('/oauth2/token', { clientId: platform.site.clientId, grantType: 'authorization_code', code, codeVerifier, redirectUri });
/** A code returned by query to the site's redirect URI for a new member, and the verifier its session holds. */
const codeByQuery = async () => {
  const { verifier, challenge } = pkcePair();
  const { body } = await createSession({ auth: { authRequest: authRequest({ codeChallenge: challenge, responseMode: 'query' }) } });
  const authorized = await client.http.post('/_api/vitrine/v1/authorize', { redirectSessionId: body.redirectSession.id, sessionToken: await newMemberSession() });
  return { verifier, code: new URL(authorized.body.redirectUrl).searchParams.get('code') };
};

describe('POST /v1/redirect-session', () => {
  it('is served under both public prefixes and needs a caller', async () => {
    const body = { auth: { authRequest: authRequest() } };
    const visitor = await client.asVisitor();
    for (const prefix of ['/headless', '/_api/redirects-api']) {
      const response = await client.http.post(`${prefix}/v1/redirect-session`, body, visitor);
      expect(response.status).toBe(200);
      const { redirectSession } = response.body;
      expect(redirectSession.fullUrl).toBe(`${redirectSession.urlDetails.endpoint}?redirectSessionId=${redirectSession.id}`);
      expect(redirectSession.urlDetails.endpoint).toBe(`${platform.baseUrl}/hosted/authorize`);
    }
    expect((await client.http.post('/headless/v1/redirect-session', body)).status).toBe(401);
  });

  it('records redirect_session.created in the outbox', async () => {
    const { body } = await createSession({ auth: { authRequest: authRequest() } });
    const events = await platform.app.db.query<{ type: string; payload: Record<string, unknown> }>(
      'SELECT type, payload FROM outbox_events WHERE entity_id = $1',
      [body.redirectSession.id],
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.type).toBe('redirect_session.created');
    expect(events[0]!.payload).toMatchObject({ id: body.redirectSession.id, kind: 'auth' });
  });

  it('matches redirect URIs string for string', async () => {
    for (const redirectUri of ['http://127.0.0.1/callback/', 'http://127.0.0.1/callback?next=x', 'http://127.0.0.1/callback/../evil', 'https://evil.example/callback']) {
      const response = await createSession({ auth: { authRequest: authRequest({ redirectUri }) } });
      expect(response.status, redirectUri).toBe(400);
    }
    const missing = await createSession({ auth: { authRequest: authRequest({ redirectUri: undefined }) } });
    expect(missing.body.details.validationError.fieldViolations[0]).toMatchObject({ field: 'auth.authRequest.redirectUri', violatedRule: 'REQUIRED_FIELD' });
  });

  it('accepts only PKCE with S256', async () => {
    const plain = await createSession({ auth: { authRequest: authRequest({ codeChallengeMethod: 'plain' }) } });
    expect(plain.status).toBe(400);
    expect(plain.body.details.applicationError.code).toBe('invalid_request');
    const short = await createSession({ auth: { authRequest: authRequest({ codeChallenge: 'too-short' }) } });
    expect(short.status).toBe(400);
    const none = await createSession({ auth: { authRequest: authRequest({ codeChallenge: undefined }) } });
    expect(none.body.details.validationError.fieldViolations[0]).toMatchObject({ field: 'auth.authRequest.codeChallenge', violatedRule: 'REQUIRED_FIELD' });
  });

  it('refuses another site’s client id', async () => {
    const other = await platform.createSite();
    const response = await createSession({ auth: { authRequest: authRequest({ clientId: other.clientId }) } });
    expect(response.status).toBe(400);
    expect(response.body.details.applicationError.code).toBe('invalid_client');
  });

  it('points logout, login, checkout and product sessions at the hosted pages', async () => {
    const logout = await createSession({ logout: { clientId: platform.site.clientId, postFlowUrl: 'http://127.0.0.1/signed-out' } });
    expect(logout.body.redirectSession.urlDetails.endpoint).toBe(`${platform.baseUrl}/hosted/logout`);
    const view = await client.http.get(`/_api/vitrine/v1/redirect-sessions/${logout.body.redirectSession.id}`);
    expect(view.body.redirectSession).toMatchObject({ kind: 'logout', postFlowUrl: 'http://127.0.0.1/signed-out' });

    const checkoutId = '7d0c1f55-58ef-4f5e-8a43-1c3f2c1f0a11';
    const checkout = await createSession({ ecomCheckout: { checkoutId }, callbacks: { thankYouPageUrl: 'http://127.0.0.1/thanks' } });
    expect(checkout.body.redirectSession.fullUrl).toContain(`/hosted/checkout?checkoutId=${checkoutId}`);
    const product = await createSession({ storesProduct: { productSlug: 'blue-shirt' } });
    expect(product.body.redirectSession.urlDetails.searchParams.productSlug).toBe('blue-shirt');
    const login = await createSession({ login: {}, callbacks: { postFlowUrl: 'http://127.0.0.1/account' } });
    expect(login.body.redirectSession.urlDetails.endpoint).toBe(`${platform.baseUrl}/hosted/login`);
  });

  it('refuses post-flow URLs off the app’s registered URIs and origins', async () => {
    const logout = await createSession({ logout: { clientId: platform.site.clientId, postFlowUrl: 'https://evil.example/' } });
    expect(logout.status).toBe(400);
    const callbacks = await createSession({ login: {}, callbacks: { postFlowUrl: 'javascript:alert(1)' } });
    expect(callbacks.status).toBe(400);
  });

  it('answers bookings, events and paid plans with an application error', async () => {
    for (const section of ['bookingsCheckout', 'eventsCheckout', 'paidPlansCheckout', 'bookingsBook']) {
      const response = await createSession({ [section]: {} }, apiKeyHeaders(platform.site));
      expect(response.status).toBe(400);
      expect(response.body.details.applicationError).toMatchObject({ code: 'FEATURE_NOT_SUPPORTED', data: { section } });
      expect(response.body.message).toMatch(/does not offer/);
    }
  });

  it('takes one flow per session', async () => {
    const response = await createSession({ login: {}, logout: { clientId: platform.site.clientId } });
    expect(response.status).toBe(400);
    expect(response.body.details.validationError.fieldViolations[0].violatedRule).toBe('ONE_OF_ALIGNMENT');
  });
});

describe('authorization through the hosted pages', () => {
  it('sends the browser to the login page, then returns code and state by fragment', async () => {
    const { verifier, challenge } = pkcePair();
    const { body } = await createSession({ auth: { authRequest: authRequest({ codeChallenge: challenge }) } });
    const id = body.redirectSession.id;
    const entry = await fetch(body.redirectSession.fullUrl, { redirect: 'manual' });
    expect(entry.status).toBe(302);
    expect(entry.headers.get('location')).toBe(`${platform.baseUrl}/hosted/login?redirectSessionId=${id}`);
    const view = await client.http.get(`/_api/vitrine/v1/redirect-sessions/${id}`);
    expect(view.body.redirectSession).toMatchObject({ kind: 'auth', clientId: platform.site.clientId, responseMode: 'fragment', completed: false });
    expect(JSON.stringify(view.body)).not.toContain(challenge);

    const authorized = await client.http.post('/_api/vitrine/v1/authorize', { redirectSessionId: id, sessionToken: await newMemberSession() });
    expect(authorized.status).toBe(200);
    const returned = new URL(authorized.body.redirectUrl);
    expect(`${returned.origin}${returned.pathname}`).toBe(platform.site.redirectUri);
    const fragment = new URLSearchParams(returned.hash.slice(1));
    expect(fragment.get('state')).toBe('state-123');
    const code = fragment.get('code');

    expect((await exchangeCode(code, verifier)).status).toBe(200);
    expect((await exchangeCode(code, verifier)).status).toBe(400);

    const replay = await client.http.post('/_api/vitrine/v1/authorize', { redirectSessionId: id, sessionToken: await newMemberSession() });
    expect(replay.status).toBe(400);
  });

  it('binds the code to the redirect URI and the verifier of its session', async () => {
    const { verifier, code } = await codeByQuery();
    const otherUri = await exchangeCode(code, verifier, 'http://127.0.0.1/other');
    expect(otherUri.status).toBe(400);
  });

  // RFC 6749 §4.1.2 and the auth service's own promise: a code is consumed by its first use, right
  // or wrong, so a stolen code cannot be tried with verifier after verifier.
  it('burns a code presented with a wrong verifier', async () => {
    const { verifier, code } = await codeByQuery();
    expect((await exchangeCode(code, pkcePair().verifier)).status).toBe(400);
    expect((await exchangeCode(code, verifier)).status).toBe(400);
  });

  it('refuses a session token that is not a live one', async () => {
    const { body } = await createSession({ auth: { authRequest: authRequest() } });
    const response = await client.http.post('/_api/vitrine/v1/authorize', { redirectSessionId: body.redirectSession.id, sessionToken: 'vs_forged' });
    expect(response.status).toBe(401);
    // The failed attempt does not use the session up.
    const retry = await client.http.post('/_api/vitrine/v1/authorize', { redirectSessionId: body.redirectSession.id, sessionToken: await newMemberSession() });
    expect(retry.status).toBe(200);
  });

  // Wire fact: the published client sends `prompt` beside `authRequest`; Vitrine's SDK inside it.
  it('answers prompt=none without a signed-in member with login_required, prompt beside or inside authRequest', async () => {
    const beside = { auth: { authRequest: authRequest({ responseMode: 'query' }), prompt: 'none' } };
    const inside = { auth: { authRequest: authRequest({ prompt: 'none', responseMode: 'query' }) } };
    for (const request of [beside, inside]) {
      const { body } = await createSession(request);
      const entry = await fetch(body.redirectSession.fullUrl, { redirect: 'manual' });
      const location = new URL(entry.headers.get('location')!);
      expect(location.origin + location.pathname).toBe(platform.site.redirectUri);
      expect(location.searchParams.get('error')).toBe('login_required');
      expect(location.searchParams.get('state')).toBe('state-123');
    }
    // Without prompt=none the hosted login page takes over.
    const { body } = await createSession({ auth: { authRequest: authRequest({ responseMode: 'query' }), prompt: 'login' } });
    const entry = await fetch(body.redirectSession.fullUrl, { redirect: 'manual' });
    expect(new URL(entry.headers.get('location')!).pathname).toBe('/hosted/login');
  });

  it('spends a session token once', async () => {
    const sessionToken = await newMemberSession();
    expect((await client.memberTokens(sessionToken)).access_token).toBeTruthy();
    const { body } = await createSession({ auth: { authRequest: authRequest({ prompt: 'none', responseMode: 'query', sessionToken }) } });
    const entry = await fetch(body.redirectSession.fullUrl, { redirect: 'manual' });
    expect(new URL(entry.headers.get('location')!).searchParams.get('error')).toBe('login_required');
  });

  it('posts code and state to an allowed origin for web_message, from a locked-down page', async () => {
    const sessionToken = await newMemberSession();
    const { body } = await createSession({
      auth: { authRequest: authRequest({ responseMode: 'web_message', prompt: 'none', redirectUri: undefined, sessionToken }) },
      origin: 'http://127.0.0.1',
    });
    const page = await fetch(body.redirectSession.fullUrl);
    expect(page.headers.get('content-type')).toContain('text/html');
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('frame-ancestors http://127.0.0.1');
    const html = await page.text();
    expect(html).toContain('"http://127.0.0.1"');
    expect(html).toMatch(/"code":"vc_[^"]+","state":"state-123"/);

    const refused = await createSession({ auth: { authRequest: authRequest({ responseMode: 'web_message', redirectUri: undefined }) }, origin: 'https://evil.example' });
    expect(refused.status).toBe(400);
  });

  it('escapes a hostile state inside the web_message page', async () => {
    const { body } = await createSession({
      auth: { authRequest: authRequest({ responseMode: 'web_message', redirectUri: undefined, state: '</script><script>alert(1)</script>' }) },
      origin: 'http://127.0.0.1',
    });
    const result = await client.http.post('/_api/vitrine/v1/authorize', { redirectSessionId: body.redirectSession.id, sessionToken: await newMemberSession() });
    expect(result.body).toMatchObject({ responseMode: 'web_message', targetOrigin: 'http://127.0.0.1', message: { state: '</script><script>alert(1)</script>' } });
    const prompt = await createSession({
      auth: { authRequest: authRequest({ responseMode: 'web_message', redirectUri: undefined, prompt: 'none', state: '</script><script>alert(1)</script>' }) },
      origin: 'http://127.0.0.1',
    });
    const html = await (await fetch(prompt.body.redirectSession.fullUrl)).text();
    expect(html).not.toContain('</script><script>alert(1)');
  });
});

describe('errors and password resets inside a hosted sign-in', () => {
  it('hands access_denied and a description to the app when the member refuses consent', async () => {
    const { body } = await createSession({ auth: { authRequest: authRequest({ prompt: 'consent', responseMode: 'query' }) } });
    const id = body.redirectSession.id;
    // A refusal needs a live session token too: the session id alone cannot cancel a sign-in.
    expect((await client.http.post('/_api/vitrine/v1/authorize', { redirectSessionId: id, sessionToken: 'vs_forged', denied: true })).status).toBe(401);

    const refused = await client.http.post('/_api/vitrine/v1/authorize', { redirectSessionId: id, sessionToken: await newMemberSession(), denied: true });
    expect(refused.status).toBe(200);
    const returned = new URL(refused.body.redirectUrl);
    expect(`${returned.origin}${returned.pathname}`).toBe(platform.site.redirectUri);
    expect(returned.searchParams.get('error')).toBe('access_denied');
    expect(returned.searchParams.get('error_description')).toMatch(/did not allow/);
    expect(returned.searchParams.get('state')).toBe('state-123');
    expect(returned.searchParams.get('code')).toBeNull();
    // The refusal ends the session: no code can follow it.
    const after = await client.http.post('/_api/vitrine/v1/authorize', { redirectSessionId: id, sessionToken: await newMemberSession() });
    expect(after.status).toBe(400);
  });

  it('carries the sign-in session in the reset link, so the new password finishes the sign-in', async () => {
    const email = uniqueEmail('reset');
    await client.register(email, 'old password');
    const { verifier, challenge } = pkcePair();
    const { body } = await createSession({ auth: { authRequest: authRequest({ codeChallenge: challenge }) } });
    const id = body.redirectSession.id;
    const before = (await client.http.get(`/_api/vitrine/v1/redirect-sessions/${id}`)).body.redirectSession.expiresDate;

    const visitor = await client.asVisitor();
    expect((await client.http.post('/_api/iam/recovery/v1/send-email', { email, redirectSessionId: id }, visitor)).status).toBe(200);
    const link = new URL(/https?:\/\/\S+/.exec((await client.lastMail(email))!.text)![0]);
    expect(link.searchParams.get('redirectSessionId')).toBe(id);
    // The session stays open as long as the link works (an hour), not just its ten minutes.
    const held = (await client.http.get(`/_api/vitrine/v1/redirect-sessions/${id}`)).body.redirectSession.expiresDate;
    expect(Date.parse(held) - Date.parse(before)).toBeGreaterThan(40 * 60_000);

    const recovered = await client.http.post('/_api/iam/recovery/v1/recover', { recoveryToken: link.searchParams.get('recoveryToken'), password: 'new password' }, visitor);
    expect(recovered.body.state).toBe('SUCCESS');
    const authorized = await client.http.post('/_api/vitrine/v1/authorize', { redirectSessionId: id, sessionToken: recovered.body.sessionToken });
    const fragment = new URLSearchParams(new URL(authorized.body.redirectUrl).hash.slice(1));
    expect(fragment.get('state')).toBe('state-123');
    const tokens = await exchangeCode(fragment.get('code'), verifier);
    const me = await client.http.get('/_api/vitrine/v1/identity/me', { authorization: tokens.body.access_token });
    expect(me.body.identity.email.address).toBe(email);
  });

  it('refuses a reset tied to a session that is not an open sign-in of the caller’s site, the same for any address', async () => {
    const otherSite = await platform.createSite();
    const foreign = await client.http.post(
      '/headless/v1/redirect-session',
      { auth: { authRequest: authRequest({ clientId: otherSite.clientId }) } },
      { authorization: await visitorToken(platform, otherSite.clientId) },
    );
    const logout = await createSession({ logout: { clientId: platform.site.clientId } });
    const visitor = await client.asVisitor();
    for (const redirectSessionId of [foreign.body.redirectSession.id, logout.body.redirectSession.id, 'not-a-session']) {
      for (const email of [uniqueEmail('ghost'), (await client.register(uniqueEmail())).body.identity.email.address]) {
        const response = await client.http.post('/_api/iam/recovery/v1/send-email', { email, redirectSessionId }, visitor);
        expect(response.status, redirectSessionId).toBe(400);
        expect(response.body.details.validationError.fieldViolations[0].field).toBe('redirectSessionId');
      }
    }
  });
});
