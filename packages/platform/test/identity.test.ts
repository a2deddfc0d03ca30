import { beforeEach, describe, expect, it } from 'vitest';
import { localCaptchaToken, localInvisibleCaptchaToken } from '../src/lib/captcha';
import { apiKeyHeaders, platformForFile, visitorToken } from './helpers';
import { identityClient, uniqueEmail } from './identity-helpers';

// Per-IP limits off: this file signs many members up from one address (identity-limits tests them).
const { platform } = platformForFile({ rateLimits: false });
const client = identityClient(platform);
beforeEach(async () => {
  await client.setPolicy({ requireEmailVerification: false, requireOwnerApproval: false, captcha: 'NONE' });
});

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;

describe('a member’s whole journey', () => {
  it('registers, gets member tokens, calls as a member, changes the password and logs out', async () => {
    const email = uniqueEmail();
    const registered = await client.register(email, 'first password', {
      profile: {
        firstName: 'Ada',
        customFields: [
          { name: 'shoeSize', value: { numValue: 38 } },
          { name: 'tags', value: { listValue: { value: [{ strValue: 'vip' }] } } },
        ],
        phones: [{ phone: '+44 20 7946 0000', tag: 'MOBILE' }],
        privacyStatus: 'PRIVATE',
      },
    });
    expect(registered.status).toBe(200);
    expect(registered.body.state).toBe('SUCCESS');
    expect(registered.body.sessionToken).toMatch(/^vs_/);
    expect(registered.body.identity).toMatchObject({
      email: { address: email, isVerified: false },
      status: { name: 'ACTIVE', reasons: [] },
      identityProfile: { firstName: 'Ada', privacyStatus: 'PRIVATE', phones: [{ phone: '+44 20 7946 0000', tag: 'MOBILE' }] },
    });

    const tokens = await client.memberTokens(registered.body.sessionToken);
    expect(tokens.access_token).toBeTruthy();
    const me = await client.http.get('/_api/vitrine/v1/identity/me', { authorization: tokens.access_token });
    expect(me.status).toBe(200);
    expect(me.body.identity.identityProfile.customFields).toEqual([
      { name: 'shoeSize', value: { numValue: 38 } },
      { name: 'tags', value: { listValue: { value: [{ strValue: 'vip' }] } } },
    ]);

    const changed = await client.http.post('/_api/iam/authentication/v2/change-password', { newPassword: 'second password' }, { authorization: tokens.access_token });
    expect(changed.status).toBe(200);
    expect((await client.login(email, 'first password')).body.details.applicationError.code).toBe('-19976');
    const relogin = await client.login(email, 'second password');
    expect(relogin.body.state).toBe('SUCCESS');

    const logout = await fetch(
      `${platform.baseUrl}/_api/iam/authentication/v1/logout?clientId=${platform.site.clientId}&postLogoutRedirectUri=${encodeURIComponent('http://127.0.0.1/bye')}`,
      { headers: { authorization: tokens.access_token, accept: 'text/html' }, redirect: 'manual' },
    );
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe('http://127.0.0.1/bye');
    expect((await client.http.get('/_api/vitrine/v1/identity/me', { authorization: tokens.access_token })).status).toBe(401);
    const refreshed = await client.http.post('/oauth2/token', { clientId: platform.site.clientId, grantType: 'refresh_token', refreshToken: tokens.refresh_token });
    expect(refreshed.status).toBe(400);
  });

  it('refuses a logout redirect to a URL the app did not register', async () => {
    const response = await client.http.get(
      `/_api/iam/authentication/v1/logout?clientId=${platform.site.clientId}&postLogoutRedirectUri=${encodeURIComponent('https://evil.example/')}`,
    );
    expect(response.status).toBe(400);
  });

  // An app of another tenant can register any URL; its client id must not turn this platform's
  // logout into an open redirect for the caller's site.
  it('refuses a postLogoutRedirectUri registered by another site’s app', async () => {
    const other = await platform.createSite({ redirectUris: ['https://evil.example/callback'], allowedOrigins: ['https://evil.example'] });
    const logout = (clientId: string, uri: string, headers: Record<string, string> = {}) =>
      fetch(`${platform.baseUrl}/_api/iam/authentication/v1/logout?clientId=${clientId}&postLogoutRedirectUri=${encodeURIComponent(uri)}`, {
        headers: { ...headers, accept: 'text/html' },
        redirect: 'manual',
      });
    const visitor = await client.asVisitor();
    for (const headers of [visitor, apiKeyHeaders(platform.site), {}]) {
      const response = await logout(other.clientId, 'https://evil.example/callback', headers);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { details: { applicationError: { code: string } } }).details.applicationError.code).toBe('invalid_request');
    }
    // Without a caller there is no site to look in: even the site's own URL is not followed.
    expect((await logout(platform.site.clientId, 'http://127.0.0.1/bye')).status).toBe(400);
    const own = await logout(platform.site.clientId, 'http://127.0.0.1/bye', visitor);
    expect(own.status).toBe(302);
    expect(own.headers.get('location')).toBe('http://127.0.0.1/bye');
    // A script's fetch (the published client's authentication.logout) would follow a 302 to the app's
    // page and fail to read it: it is answered with the redirect as a raw HTTP response instead.
    const scripted = await fetch(`${platform.baseUrl}/_api/iam/authentication/v1/logout?clientId=${platform.site.clientId}&postLogoutRedirectUri=${encodeURIComponent('http://127.0.0.1/bye')}`, {
      headers: visitor,
    });
    expect(scripted.status).toBe(200);
    expect(await scripted.json()).toEqual({ statusCode: 302, headers: [{ key: 'Location', value: 'http://127.0.0.1/bye' }] });
    // The reset e-mail's return URL follows the same rule.
    const reset = await client.http.post(
      '/_api/iam/recovery/v1/send-email',
      { email: uniqueEmail(), redirect: { url: 'https://evil.example/callback', clientId: other.clientId } },
      apiKeyHeaders(platform.site),
    );
    expect(reset.status).toBe(400);
  });
});

describe('registration', () => {
  it('answers -19995 when the e-mail is taken, whatever its case', async () => {
    const email = uniqueEmail();
    await client.register(email);
    const response = await client.register(email.toUpperCase());
    expect(response.status).toBe(409);
    expect(response.body.details.applicationError.code).toBe('-19995');
  });

  it('reports a malformed e-mail as a field violation of type EMAIL', async () => {
    const response = await client.register('not-an-email');
    expect(response.status).toBe(400);
    expect(response.body.details.validationError.fieldViolations).toEqual([
      expect.objectContaining({ field: 'loginId.email', violatedRule: 'FORMAT', data: { type: 'EMAIL' } }),
    ]);
  });

  it('asks a new password for at least 8 characters', async () => {
    const short = await client.register(uniqueEmail(), 'seven77');
    expect(short.status).toBe(400);
    expect(short.body.details.validationError.fieldViolations).toEqual([expect.objectContaining({ field: 'password', violatedRule: 'MIN_LENGTH' })]);
    expect((await client.register(uniqueEmail(), 'eight888')).status).toBe(200);
  });

  it('accepts the v1 authenticator form for register and login', async () => {
    const email = uniqueEmail();
    const visitor = { authorization: await visitorToken(platform) };
    const registered = await client.http.post(
      '/_api/iam/authentication/v1/register',
      { identity: { identifiers: [{ email }], identityProfile: { nickname: 'v1' } }, authenticatorId: 'password', inputs: [{ name: 'password', value: 'v1 password' }] },
      visitor,
    );
    expect(registered.body.state).toBe('SUCCESS');
    const loggedIn = await client.http.post('/_api/iam/authentication/v1/login', { identifier: { email }, inputs: { password: 'v1 password' } }, visitor);
    expect(loggedIn.body.state).toBe('SUCCESS');
    expect(loggedIn.body.identity.identityProfile.nickname).toBe('v1');
  });
});

describe('login', () => {
  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const email = uniqueEmail();
    await client.register(email, 'right password');
    const wrong = await client.login(email, 'wrong password');
    const unknown = await client.login(uniqueEmail('nobody'), 'wrong password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.details.applicationError.code).toBe('-19976');
  });

  it('answers -19973 when the owner asked for a password reset', async () => {
    const email = uniqueEmail();
    const { body } = await client.register(email, 'right password');
    await client.http.post(`/_api/vitrine/v1/members/${body.identity.id}/require-password-reset`, {}, await client.asOwner());
    const response = await client.login(email, 'right password');
    expect(response.body.details.applicationError.code).toBe('-19973');
  });
});

describe('sign-up policy', () => {
  it('requires an e-mailed 6-digit code when e-mail verification is on', async () => {
    await client.setPolicy({ requireEmailVerification: true });
    const email = uniqueEmail();
    const registered = await client.register(email, 'verify me');
    expect(registered.body.state).toBe('REQUIRE_EMAIL_VERIFICATION');
    expect(registered.body.sessionToken).toBeUndefined();
    const stateToken = registered.body.stateToken;
    const mail = await client.lastMail(email);
    expect(mail?.kind).toBe('VERIFICATION_CODE');
    const code = codeIn(mail!.text);

    // Before verifying, a correct password still ends at the verification step.
    expect((await client.login(email, 'verify me')).body.state).toBe('REQUIRE_EMAIL_VERIFICATION');

    const visitor = await client.asVisitor();
    const wrong = await client.http.post('/_api/iam/verification/v1/auth/verify', { code: code === '000000' ? '111111' : '000000', stateToken }, visitor);
    expect(wrong.status).toBe(400);
    expect(wrong.body.details.applicationError.code).toBe('INVALID_VERIFICATION_CODE');

    const verified = await client.http.post('/_api/iam/verification/v1/auth/verify', { code, stateToken }, visitor);
    expect(verified.body.state).toBe('SUCCESS');
    expect(verified.body.identity).toMatchObject({ email: { isVerified: true }, status: { name: 'ACTIVE' } });
    expect((await client.memberTokens(verified.body.sessionToken)).access_token).toBeTruthy();
    expect((await client.login(email, 'verify me')).body.state).toBe('SUCCESS');
  });

  it('locks a code after five wrong attempts and lets the member ask for a new one', async () => {
    await client.setPolicy({ requireEmailVerification: true });
    const email = uniqueEmail();
    const { stateToken } = (await client.register(email, 'verify me')).body;
    const code = codeIn((await client.lastMail(email))!.text);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const visitor = await client.asVisitor();
    for (let i = 0; i < 5; i++) await client.http.post('/_api/iam/verification/v1/auth/verify', { code: wrongCode, stateToken }, visitor);
    const locked = await client.http.post('/_api/iam/verification/v1/auth/verify', { code, stateToken }, visitor);
    expect(locked.status).toBe(429);
    expect(locked.body.details.applicationError.code).toBe('TOO_MANY_ATTEMPTS');

    const tooSoon = await client.http.post('/_api/iam/verification/v1/auth/resend', { stateToken }, visitor);
    expect(tooSoon.status).toBe(429);
    // Let the resend interval pass without sleeping: age the last send in the database.
    await platform.app.db.query(`UPDATE identity_states SET last_sent_at = now() - interval '1 minute'`);
    expect((await client.http.post('/_api/iam/verification/v1/auth/resend', { stateToken }, visitor)).status).toBe(200);
    const newCode = codeIn((await client.lastMail(email))!.text);
    const verified = await client.http.post('/_api/iam/verification/v1/auth/verify', { code: newCode, stateToken }, visitor);
    expect(verified.body.state).toBe('SUCCESS');
  });

  it('waits for the owner when owner approval is on, and the owner can block', async () => {
    await client.setPolicy({ requireOwnerApproval: true });
    const email = uniqueEmail();
    const registered = await client.register(email, 'approve me');
    expect(registered.body.state).toBe('REQUIRE_OWNER_APPROVAL');
    expect(registered.body.identity.status).toEqual({ name: 'PENDING', reasons: ['PENDING_ADMIN_APPROVAL_REQUIRED'] });
    const { stateToken } = registered.body;
    const visitor = await client.asVisitor();
    expect((await client.http.post('/_api/iam/authentication/v1/state/proceed', { stateToken }, visitor)).body.state).toBe('REQUIRE_OWNER_APPROVAL');
    expect((await client.login(email, 'approve me')).body.state).toBe('REQUIRE_OWNER_APPROVAL');

    const owner = await client.asOwner();
    const pending = await client.http.get('/_api/vitrine/v1/members?status=PENDING', owner);
    expect(pending.body.members.map((member: { id: string }) => member.id)).toContain(registered.body.identity.id);
    // A visitor cannot approve themself.
    expect((await client.http.post(`/_api/vitrine/v1/members/${registered.body.identity.id}/approve`, {}, visitor)).status).toBe(403);
    const approved = await client.http.post(`/_api/vitrine/v1/members/${registered.body.identity.id}/approve`, {}, owner);
    expect(approved.body.identity.status.name).toBe('ACTIVE');
    const proceeded = await client.http.post('/_api/iam/authentication/v1/state/proceed', { stateToken }, visitor);
    expect(proceeded.body.state).toBe('SUCCESS');
    const tokens = await client.memberTokens(proceeded.body.sessionToken);

    await client.http.post(`/_api/vitrine/v1/members/${registered.body.identity.id}/block`, {}, owner);
    expect((await client.login(email, 'approve me')).body.details.applicationError.code).toBe('MEMBER_BLOCKED');
    expect((await client.http.get('/_api/vitrine/v1/identity/me', { authorization: tokens.access_token })).status).toBe(401);
  });

  it('requires a captcha on register and login when the owner turns it on', async () => {
    const email = uniqueEmail();
    await client.register(email, 'captcha me');
    await client.setPolicy({ captcha: 'VISIBLE' });
    const missing = await client.register(uniqueEmail());
    expect(missing.body.details.applicationError.code).toBe('-19971');
    const bad = await client.register(uniqueEmail(), 'captcha me', { captchaTokens: [{ Recaptcha: 'forged' }] });
    expect(bad.body.details.applicationError.code).toBe('-19970');
    const good = await client.register(uniqueEmail(), 'captcha me', { captchaTokens: [{ Recaptcha: localCaptchaToken }] });
    expect(good.body.state).toBe('SUCCESS');

    expect((await client.login(email, 'captcha me')).body.details.applicationError.code).toBe('-19971');
    expect((await client.login(email, 'captcha me', { captchaTokens: [{ Recaptcha: 'forged' }] })).body.details.applicationError.code).toBe('-19970');
    expect((await client.login(email, 'captcha me', { captchaTokens: [{ Recaptcha: localCaptchaToken }] })).body.state).toBe('SUCCESS');
  });
});

describe('captcha variants', () => {
  it('takes the invisible widget’s token only where the policy is INVISIBLE', async () => {
    const email = uniqueEmail();
    await client.register(email, 'captcha me');
    const invisible = [{ InvisibleRecaptcha: localInvisibleCaptchaToken }];
    await client.setPolicy({ captcha: 'INVISIBLE' });
    expect((await client.register(uniqueEmail())).body.details.applicationError.code).toBe('-19971');
    expect((await client.register(uniqueEmail(), 'captcha me', { captchaTokens: [{ InvisibleRecaptcha: 'forged' }] })).body.details.applicationError.code).toBe('-19970');
    expect((await client.register(uniqueEmail(), 'captcha me', { captchaTokens: invisible })).body.state).toBe('SUCCESS');
    expect((await client.login(email, 'captcha me', { captchaTokens: invisible })).body.state).toBe('SUCCESS');
    // A person who answered the visible box passes the invisible policy too.
    expect((await client.login(email, 'captcha me', { captchaTokens: [{ Recaptcha: localCaptchaToken }] })).body.state).toBe('SUCCESS');

    // Where a person must answer, the invisible token is refused as invalid (-19970: show the box),
    // not reported missing (-19971: run the invisible one), which would send clients round in circles.
    await client.setPolicy({ captcha: 'VISIBLE' });
    expect((await client.login(email, 'captcha me', { captchaTokens: invisible })).body.details.applicationError.code).toBe('-19970');
    expect((await client.register(uniqueEmail(), 'captcha me', { captchaTokens: invisible })).body.details.applicationError.code).toBe('-19970');
  });

  it('keeps a site key per variant and tells the hosted sign-in page which captcha to show', async () => {
    const saved = await client.setPolicy({ captcha: 'VISIBLE', invisibleCaptchaSiteKey: 'invisible-key', visibleCaptchaSiteKey: 'visible-key' });
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toEqual({
      requireEmailVerification: false,
      requireOwnerApproval: false,
      captcha: 'VISIBLE',
      invisibleCaptchaSiteKey: 'invisible-key',
      visibleCaptchaSiteKey: 'visible-key',
      revision: expect.any(Number),
      captchaProvider: 'local',
    });
    expect((await client.http.get('/_api/vitrine/v1/identity/settings', await client.asOwner())).body.settings.visibleCaptchaSiteKey).toBe('visible-key');
    // Site keys are public (widgets show them), but only staff may set them.
    expect((await client.http.patch('/_api/vitrine/v1/identity/settings', { visibleCaptchaSiteKey: 'mine' }, await client.asVisitor())).status).toBe(403);

    const viewOf = async () => {
      const { body } = await client.http.post('/headless/v1/redirect-session', { login: {} }, await client.asVisitor());
      return (await client.http.get(`/_api/vitrine/v1/redirect-sessions/${body.redirectSession.id}`)).body.redirectSession;
    };
    expect((await viewOf()).captcha).toEqual({ required: 'VISIBLE', provider: 'local', siteKey: 'visible-key' });
    await client.setPolicy({ captcha: 'INVISIBLE' });
    expect((await viewOf()).captcha).toEqual({ required: 'INVISIBLE', provider: 'local', siteKey: 'invisible-key' });
    await client.setPolicy({ captcha: 'NONE', invisibleCaptchaSiteKey: '', visibleCaptchaSiteKey: '' });
    expect((await viewOf()).captcha).toEqual({ required: 'NONE', provider: 'local' });
  });
});

describe('password recovery', () => {
  it('answers the same for unknown addresses and resets with the e-mailed token once', async () => {
    const email = uniqueEmail();
    await client.register(email, 'forgotten');
    const visitor = await client.asVisitor();
    const known = await client.http.post('/_api/iam/recovery/v1/send-email', { email }, visitor);
    const unknownEmail = uniqueEmail('ghost');
    const unknown = await client.http.post('/_api/iam/recovery/v1/send-email', { email: unknownEmail }, visitor);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await client.lastMail(unknownEmail)).toBeUndefined();

    const mail = await client.lastMail(email);
    expect(mail?.kind).toBe('PASSWORD_RESET');
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    expect(link.pathname).toBe('/hosted/reset-password');
    const recoveryToken = link.searchParams.get('recoveryToken');
    const recovered = await client.http.post('/_api/iam/recovery/v1/recover', { recoveryToken, password: 'remembered' }, visitor);
    expect(recovered.body.state).toBe('SUCCESS');
    const reused = await client.http.post('/_api/iam/recovery/v1/recover', { recoveryToken, password: 'again and again' }, visitor);
    expect(reused.body.details.applicationError.code).toBe('INVALID_RECOVERY_TOKEN');
    expect((await client.login(email, 'forgotten')).status).toBe(401);
    expect((await client.login(email, 'remembered')).body.state).toBe('SUCCESS');
  });

  it('sends an activation link to a member on the owner’s request', async () => {
    const email = uniqueEmail();
    const { body } = await client.register(email);
    const response = await client.http.post('/_api/iam/recovery/v1/activation-email', { identityId: body.identity.id }, apiKeyHeaders(platform.site));
    expect(response.status).toBe(200);
    expect((await client.lastMail(email))?.kind).toBe('ACTIVATION');
  });
});

describe('verification started by the member', () => {
  it('verifies the e-mail of an active member (start as /v1/Start and /v1/start)', async () => {
    const email = uniqueEmail();
    const { body } = await client.register(email);
    const tokens = await client.memberTokens(body.sessionToken);
    const member = { authorization: tokens.access_token };
    const other = await client.http.post('/_api/iam/verification/v1/start', { identityId: '00000000-0000-4000-8000-000000000000', target: 'EMAIL' }, member);
    expect(other.status).toBe(403);
    const started = await client.http.post('/_api/iam/verification/v1/Start', { identityId: body.identity.id, target: 'EMAIL' }, member);
    // Wire fact: the published client's type reads `verificationId`; Vitrine's SDK `stateToken`.
    expect(started.body.verificationId).toBeTruthy();
    expect(started.body.stateToken).toBe(started.body.verificationId);
    const code = codeIn((await client.lastMail(email))!.text);
    const provenBefore = await emailProven(body.identity.id);
    const verified = await client.http.post('/_api/iam/verification/v1/auth/verify', { code, stateToken: started.body.stateToken }, member);
    expect(verified.body.identity.email.isVerified).toBe(true);
    // The code proves the address: guest orders placed with it are now this member's (migration 157).
    expect([provenBefore, await emailProven(body.identity.id)]).toEqual([false, true]);
  });
});

/** Whether the member's address is proven (a code or a recovery link), as the guest-order check reads it. */
const emailProven = async (memberId: string) =>
  (await platform.app.db.query<{ email_proven: boolean }>('SELECT email_proven FROM members WHERE id = $1', [memberId]))[0]!.email_proven;

describe('site owners and apps', () => {
  it('signs the owner in for the studio and refuses a wrong password', async () => {
    const ok = await client.http.post('/_api/vitrine/v1/owner/login', {
      email: platform.site.ownerEmail,
      password: platform.site.ownerPassword,
      clientId: platform.site.clientId,
    });
    expect(ok.status).toBe(200);
    expect((await client.http.get('/_api/vitrine/v1/site', { authorization: ok.body.access_token })).status).toBe(200);
    const wrong = await client.http.post('/_api/vitrine/v1/owner/login', { email: platform.site.ownerEmail, password: 'nope', clientId: platform.site.clientId });
    expect(wrong.status).toBe(401);
    const otherSite = await platform.createSite();
    const crossSite = await client.http.post('/_api/vitrine/v1/owner/login', {
      email: platform.site.ownerEmail,
      password: platform.site.ownerPassword,
      clientId: otherSite.clientId,
    });
    expect(crossSite.status).toBe(401);
  });

  it('lets an app sign a member on and get member tokens with authorized_client', async () => {
    const email = uniqueEmail('external');
    const visitor = await visitorToken(platform);
    const signedOn = await client.http.post(
      '/_api/iam/authentication/v2/sign-on',
      { loginId: { email }, profile: { firstName: 'Ext' }, verifyEmail: true },
      { authorization: `${visitor},${platform.site.apiKey}`, 'wix-site-id': platform.site.siteId },
    );
    expect(signedOn.status).toBe(200);
    expect(signedOn.body.identity.email).toEqual({ address: email, isVerified: true });
    const tokens = await client.http.post(
      '/oauth2/token',
      { grant_type: 'authorized_client', scope: 'offline_access', member_id: signedOn.body.identity.id },
      { authorization: `${visitor},${platform.site.apiKey}`, 'wix-site-id': platform.site.siteId },
    );
    expect(tokens.status).toBe(200);
    const me = await client.http.get('/_api/vitrine/v1/identity/me', { authorization: tokens.body.access_token });
    expect(me.body.identity.id).toBe(signedOn.body.identity.id);
    // Visitors cannot sign anyone on.
    expect((await client.http.post('/_api/iam/authentication/v2/sign-on', { loginId: { email: uniqueEmail() } }, { authorization: visitor })).status).toBe(403);
  });

  const signOn = async (body: Record<string, unknown>) => {
    const visitor = await visitorToken(platform);
    return client.http.post('/_api/iam/authentication/v2/sign-on', body, { authorization: `${visitor},${platform.site.apiKey}`, 'wix-site-id': platform.site.siteId });
  };

  it('applies the app’s profile and verifyEmail to a member who already exists', async () => {
    const email = uniqueEmail('existing');
    const registered = await client.register(email, 'own password', { profile: { firstName: 'Grace', company: 'Navy' } });
    const signedOn = await signOn({ loginId: { email: email.toUpperCase() }, profile: { lastName: 'Hopper', company: 'Remington Rand' }, verifyEmail: true, mergeExistingContact: true });
    expect(signedOn.status).toBe(200);
    expect(signedOn.body.identity.id).toBe(registered.body.identity.id);
    expect(signedOn.body.identity.email).toEqual({ address: email, isVerified: true });
    expect(signedOn.body.identity.identityProfile).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', company: 'Remington Rand' });
    // Without verifyEmail a verified e-mail stays verified; the member's own password still works.
    const again = await signOn({ loginId: { email } });
    expect(again.body.identity.email.isVerified).toBe(true);
    expect((await client.login(email, 'own password')).body.state).toBe('SUCCESS');
  });

  it('tells a pending member apart from a blocked one, and lets verifyEmail end a pending e-mail verification', async () => {
    await client.setPolicy({ requireEmailVerification: true });
    const unverified = uniqueEmail('unverified');
    await client.register(unverified, 'verify later');
    const pending = await signOn({ loginId: { email: unverified } });
    expect(pending.status).toBe(403);
    expect(pending.body.details.applicationError).toMatchObject({ code: 'MEMBER_PENDING', data: { reasons: ['PENDING_EMAIL_VERIFICATION_REQUIRED'] } });
    const vouched = await signOn({ loginId: { email: unverified }, verifyEmail: true });
    expect(vouched.status).toBe(200);
    expect(vouched.body.identity.status).toEqual({ name: 'ACTIVE', reasons: [] });

    await client.setPolicy({ requireEmailVerification: false, requireOwnerApproval: true });
    const waiting = uniqueEmail('waiting');
    const { body } = await client.register(waiting, 'approve later');
    // The app cannot approve a member by vouching for the e-mail: only the owner approves.
    const unapproved = await signOn({ loginId: { email: waiting }, verifyEmail: true });
    expect(unapproved.body.details.applicationError).toMatchObject({ code: 'MEMBER_PENDING', data: { reasons: ['PENDING_ADMIN_APPROVAL_REQUIRED'] } });
    await client.http.post(`/_api/vitrine/v1/members/${body.identity.id}/block`, {}, await client.asOwner());
    expect((await signOn({ loginId: { email: waiting } })).body.details.applicationError.code).toBe('MEMBER_BLOCKED');
  });
});

describe('the identity profile', () => {
  it('keeps custom fields of every value type, and the tags of e-mails, phones and addresses', async () => {
    const customFields = [
      { name: 'nickname', value: { strValue: 'Ada' } },
      { name: 'shoeSize', value: { numValue: 38.5 } },
      { name: 'memberSince', value: { dateValue: '2024-02-29T12:00:00.000Z' } },
      { name: 'interests', value: { listValue: { value: [{ strValue: 'tea' }, { numValue: 3 }, { dateValue: '2025-01-01T00:00:00.000Z' }] } } },
      { name: 'sizes', value: { mapValue: { value: { shirt: { strValue: 'M' }, shoe: { numValue: 38 }, lastFitting: { dateValue: '2025-06-01T09:30:00.000Z' } } } } },
    ];
    const emails = [
      { email: 'ada.home@vitrine.test', tag: 'HOME' },
      { email: 'ada.work@vitrine.test', tag: 'WORK' },
      { email: 'ada.main@vitrine.test', tag: 'MAIN' },
      { email: 'ada.other@vitrine.test', tag: 'UNTAGGED' },
    ];
    const address = { addressLine: '1 Analytical Way', city: 'London', country: 'GB', postalCode: 'N1 9GU' };
    const addresses = ['HOME', 'WORK', 'BILLING', 'SHIPPING', 'UNTAGGED'].map((tag) => ({ address, tag }));
    const registered = await client.register(uniqueEmail(), 'profile password', { profile: { customFields, emails, addresses, phones: [{ phone: '+44 20 7946 0001', tag: 'FAX' }] } });
    expect(registered.status).toBe(200);
    const tokens = await client.memberTokens(registered.body.sessionToken);
    const { identityProfile } = (await client.http.get('/_api/vitrine/v1/identity/me', { authorization: tokens.access_token })).body.identity;
    expect(identityProfile.customFields).toEqual(customFields);
    expect(identityProfile.emails).toEqual(emails);
    expect(identityProfile.addresses).toEqual(addresses);
    expect(identityProfile.phones).toEqual([{ phone: '+44 20 7946 0001', tag: 'FAX' }]);
  });

  it('refuses unknown tags and a custom value with two types at once', async () => {
    const badTag = await client.register(uniqueEmail(), 'profile password', { profile: { emails: [{ email: 'x@vitrine.test', tag: 'MOBILE' }] } });
    expect(badTag.status).toBe(400);
    const badAddressTag = await client.register(uniqueEmail(), 'profile password', {
      profile: { addresses: [{ address: { city: 'London', country: 'GB' }, tag: 'OFFICE' }] },
    });
    expect(badAddressTag.status).toBe(400);
    const twoTypes = await client.register(uniqueEmail(), 'profile password', { profile: { customFields: [{ name: 'x', value: { strValue: 'a', numValue: 1 } }] } });
    expect(twoTypes.status).toBe(400);
  });
});
