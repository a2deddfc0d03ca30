import { startTestPlatform, type TestPlatform, type TestSite } from '@vitrine/platform/testing';
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../src/client';
import { LoginState } from '../src/auth/login-result';
import { OAuthStrategy } from '../src/auth/oauth-strategy';
import { isOAuthFlowError } from '../src/core/errors';
import { identity } from '../src/modules/identity';
// The development captcha's answer, which the platform's local verifier accepts.
import { localCaptchaToken } from '../../platform/src/lib/captcha';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ rateLimits: false });
});
afterAll(() => platform.close());

const email = () => `sdk-${randomBytes(5).toString('hex')}@vitrine.test`;

function shopper(site: TestSite = platform.site) {
  const auth = OAuthStrategy({ clientId: site.clientId });
  const client = createClient({ modules: { identity }, auth, baseUrl: platform.baseUrl });
  return { auth, client };
}

async function ownerCall(site: TestSite, method: string, path: string, body?: unknown) {
  const login = await fetch(`${platform.baseUrl}/_api/vitrine/v1/owner/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: site.ownerEmail, password: site.ownerPassword, clientId: site.clientId }),
  });
  const { access_token } = await login.json();
  const response = await fetch(platform.baseUrl + path, {
    method,
    headers: { authorization: access_token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return response.json();
}

async function lastCode(site: TestSite, to: string): Promise<string> {
  const { messages } = await ownerCall(site, 'GET', '/_api/vitrine/v1/mail/outbox?limit=100');
  const mail = messages.find((message: { to: string }) => message.to === to);
  return /\b(\d{6})\b/.exec(mail.text)![1]!;
}

/**
 * A minimal browser for the direct login: a document whose iframes load their page from the real
 * platform, and a window that receives the page's postMessage. The page's script is not run; its
 * message and target origin are read from it, and delivered only when the origin matches this page.
 */
function fakeBrowser(pageOrigin: string, behaviour: 'answer' | 'silent' | 'foreign-first' = 'answer') {
  type Listener = (event: { origin: string; source: unknown; data: unknown }) => void;
  const listeners = new Set<Listener>();
  const frames: Array<{ src: string; removed: boolean }> = [];
  const g = globalThis as Record<string, unknown>;
  const saved = { document: g.document, location: g.location, addEventListener: g.addEventListener, removeEventListener: g.removeEventListener };
  g.location = { origin: pageOrigin };
  g.addEventListener = (_type: string, listener: Listener) => listeners.add(listener);
  g.removeEventListener = (_type: string, listener: Listener) => listeners.delete(listener);
  g.document = {
    createElement: () => {
      const frame = { src: '', style: { display: '' }, title: '', contentWindow: {}, removed: false, remove: () => void (frame.removed = true) };
      frames.push(frame);
      return frame;
    },
    body: {
      appendChild: (frame: { src: string; contentWindow: unknown }) => {
        if (behaviour === 'silent') return;
        void (async () => {
          const page = await fetch(frame.src);
          const html = await page.text();
          const [, message, target] = /var m=(\{.*?\}),o=("[^"]*");/.exec(html)!;
          const targetOrigin = JSON.parse(target!);
          if (targetOrigin !== pageOrigin) return; // a browser would drop it too
          const event = { origin: new URL(frame.src).origin, source: frame.contentWindow, data: JSON.parse(message!) };
          if (behaviour === 'foreign-first') {
            for (const listener of [...listeners]) listener({ ...event, origin: 'https://evil.example', data: { code: 'forged', state: 'forged' } });
          }
          for (const listener of [...listeners]) listener(event);
        })();
      },
    },
  };
  return {
    frames,
    restore: () => Object.assign(g, saved),
  };
}

let browser: ReturnType<typeof fakeBrowser> | undefined;
afterEach(() => {
  browser?.restore();
  browser = undefined;
});

describe('OAuthStrategy member flows', () => {
  it('registers, signs in directly through the hidden iframe and calls as the member', async () => {
    const { auth, client } = shopper();
    const address = email();
    const registered = await auth.register({ email: address, password: 'sdk password', profile: { firstName: 'Sam' } });
    expect(registered.loginState).toBe(LoginState.SUCCESS);
    expect(registered.data.identity?.identityProfile.firstName).toBe('Sam');

    browser = fakeBrowser('http://127.0.0.1', 'foreign-first');
    const tokens = await auth.getMemberTokensForDirectLogin(registered.data.sessionToken!);
    expect(tokens.refreshToken.role).toBe('member');
    expect(auth.loggedIn()).toBe(true);
    expect(browser.frames[0]!.removed).toBe(true);

    await client.identity.changePassword({ newPassword: 'new sdk password' });
    expect((await auth.login({ email: address, password: 'sdk password' })).errorCode).toBe('invalidPassword');
    expect((await auth.login({ email: address, password: 'new sdk password' })).loginState).toBe(LoginState.SUCCESS);

    await auth.logout('http://127.0.0.1/bye');
    expect(auth.loggedIn()).toBe(false);
  });

  it('fails with "OAuth flow timed out" when the page never answers', async () => {
    const { auth } = shopper();
    const registered = await auth.register({ email: email(), password: 'sdk password' });
    browser = fakeBrowser('http://127.0.0.1', 'silent');
    const failure = await auth.getMemberTokensForDirectLogin(registered.data.sessionToken!, { timeoutMs: 300 }).catch((error: unknown) => error);
    expect(isOAuthFlowError(failure)).toBe(true);
    expect((failure as Error).message).toBe('OAuth flow timed out');
    expect(auth.loggedIn()).toBe(false);
  });

  it('maps registration and login failures to the codes of spec §8', async () => {
    const { auth } = shopper();
    const address = email();
    await auth.register({ email: address, password: 'sdk password' });
    expect(await auth.register({ email: address, password: 'sdk password' })).toMatchObject({ loginState: 'FAILURE', errorCode: 'emailAlreadyExists' });
    expect(await auth.register({ email: 'not-an-email', password: 'sdk password' })).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidEmail' });
    expect(await auth.login({ email: address, password: 'wrong' })).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidPassword' });
    expect(await auth.login({ email: 'not-an-email', password: 'wrong' })).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidEmail' });
  });

  it('maps the login answers -19973, -19971 and -19970 to resetPassword and the captcha states', async () => {
    const site = await platform.createSite();
    const { auth } = shopper(site);
    const address = email();
    const registered = await auth.register({ email: address, password: 'sdk password' });
    await ownerCall(site, 'POST', `/_api/vitrine/v1/members/${registered.data.identity!.id}/require-password-reset`, {});
    const reset = await auth.login({ email: address, password: 'sdk password' });
    expect(reset).toMatchObject({ loginState: 'FAILURE', errorCode: 'resetPassword', data: {} });
    expect(reset.error).toMatch(/reset/i);

    await ownerCall(site, 'PATCH', '/_api/vitrine/v1/identity/settings', { captcha: 'INVISIBLE' });
    const missing = await auth.login({ email: address, password: 'sdk password' });
    expect(missing).toMatchObject({ loginState: LoginState.SILENT_CAPTCHA_REQUIRED, errorCode: 'missingCaptchaToken' });
    expect(missing.error).toMatch(/captcha/i);
    const invalid = await auth.login({ email: address, password: 'sdk password', captchaTokens: [{ InvisibleRecaptcha: 'not a captcha answer' }] });
    expect(invalid).toMatchObject({ loginState: LoginState.USER_CAPTCHA_REQUIRED, errorCode: 'invalidCaptchaToken' });
    // With the captcha answered, the platform gets as far as the password reset again.
    const answered = await auth.login({ email: address, password: 'sdk password', captchaTokens: [{ InvisibleRecaptcha: localCaptchaToken }] });
    expect(answered).toMatchObject({ loginState: 'FAILURE', errorCode: 'resetPassword' });
  });

  it('walks e-mail verification with processVerification', async () => {
    const site = await platform.createSite();
    await ownerCall(site, 'PATCH', '/_api/vitrine/v1/identity/settings', { requireEmailVerification: true });
    const { auth } = shopper(site);
    const address = email();
    const pending = await auth.register({ email: address, password: 'sdk password' });
    expect(pending.loginState).toBe(LoginState.EMAIL_VERIFICATION_REQUIRED);
    expect(pending.data.stateToken).toBeTruthy();

    const code = await lastCode(site, address);
    const wrong = await auth.processVerification({ verificationCode: code === '000000' ? '111111' : '000000' }, pending);
    expect(wrong.loginState).toBe(LoginState.EMAIL_VERIFICATION_REQUIRED);
    expect(wrong.error).toMatch(/wrong or has expired/);
    const verified = await auth.processVerification({ verificationCode: code }, wrong);
    expect(verified.loginState).toBe(LoginState.SUCCESS);
    expect(verified.data.sessionToken).toBeTruthy();
    // Only while verification is required.
    expect(await auth.processVerification({ verificationCode: code }, verified)).toMatchObject({ loginState: 'FAILURE', error: 'Unknown _state' });
  });

  it('reports owner approval and captcha requirements as login states', async () => {
    const site = await platform.createSite();
    const { auth } = shopper(site);
    await ownerCall(site, 'PATCH', '/_api/vitrine/v1/identity/settings', { requireOwnerApproval: true });
    const pending = await auth.register({ email: email(), password: 'sdk password' });
    expect(pending.loginState).toBe(LoginState.OWNER_APPROVAL_REQUIRED);
    await ownerCall(site, 'POST', `/_api/vitrine/v1/members/${pending.data.identity!.id}/approve`);
    expect((await auth.proceed(pending)).loginState).toBe(LoginState.SUCCESS);

    await ownerCall(site, 'PATCH', '/_api/vitrine/v1/identity/settings', { requireOwnerApproval: false, captcha: 'INVISIBLE' });
    expect(await auth.register({ email: email(), password: 'sdk password' })).toMatchObject({ loginState: 'SILENT_CAPTCHA_REQUIRED', errorCode: 'missingCaptchaToken' });
    expect(await auth.register({ email: email(), password: 'sdk password', captchaTokens: [{ InvisibleRecaptcha: 'nope' }] })).toMatchObject({
      loginState: 'USER_CAPTCHA_REQUIRED',
      errorCode: 'invalidCaptchaToken',
    });
  });

  it('sends password-reset e-mails without telling who is a member', async () => {
    const { auth } = shopper();
    const address = email();
    await auth.register({ email: address, password: 'sdk password' });
    await expect(auth.sendPasswordResetEmail(address, 'http://127.0.0.1/account')).resolves.toBeUndefined();
    await expect(auth.sendPasswordResetEmail(email(), 'http://127.0.0.1/account')).resolves.toBeUndefined();
  });

  it('gets member tokens for an external login with an API key', async () => {
    const { auth, client } = shopper();
    const registered = await auth.register({ email: email(), password: 'sdk password' });
    await auth.generateVisitorTokens();
    const tokens = await auth.getMemberTokensForExternalLogin(registered.data.identity!.id, platform.site.apiKey);
    expect(tokens.refreshToken.role).toBe('member');
    expect(auth.loggedIn()).toBe(true);
    await expect(client.identity.changePassword({ newPassword: 'changed by sdk' })).resolves.toEqual({});
  });

  it('finishes a direct login on a server through the redirect, as docs/identity.md shows', async () => {
    const { auth, client } = shopper();
    const address = email();
    await auth.register({ email: address, password: 'sdk password' });
    const result = await auth.login({ email: address, password: 'sdk password' });
    expect(result.loginState).toBe(LoginState.SUCCESS);
    const data = await auth.generateOAuthData(platform.site.redirectUri);
    const { authUrl } = await auth.getAuthUrl(data, { prompt: 'none', responseMode: 'query', sessionToken: result.data.sessionToken });
    const answer = await fetch(authUrl, { redirect: 'manual' });
    const { code, state } = auth.parseFromUrl(answer.headers.get('location')!);
    await auth.getMemberTokens(code, state, data);
    expect(auth.loggedIn()).toBe(true);
    await expect(client.identity.changePassword({ newPassword: 'changed on a server' })).resolves.toEqual({});
  });
});
