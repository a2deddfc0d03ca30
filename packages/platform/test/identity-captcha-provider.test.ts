import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startCaptchaStandIn, startTestPlatform, type TestPlatform } from '../src/testing';
import { identityClient, uniqueEmail } from './identity-helpers';

/**
 * A platform started with a captcha provider checks tokens at the provider's siteverify endpoint.
 * reCAPTCHA, hCaptcha and Turnstile share that protocol; here a local stand-in plays the provider,
 * so the test needs no internet: it passes one token, refuses others, and can be made to fail.
 */
const passingToken = 'solved-by-a-person';
let standIn: Awaited<ReturnType<typeof startCaptchaStandIn>>;
let providerDown = false;

let platform: TestPlatform;
let client: ReturnType<typeof identityClient>;

beforeAll(async () => {
  standIn = await startCaptchaStandIn((form) => {
    if (providerDown) return undefined;
    const success = form.get('secret') === 'provider-secret' && form.get('response') === passingToken;
    return { success, ...(success ? {} : { 'error-codes': ['invalid-input-response'] }) };
  });
  platform = await startTestPlatform({ rateLimits: false, captchaProvider: { provider: 'hcaptcha', secret: 'provider-secret', verifyUrl: standIn.verifyUrl } });
  client = identityClient(platform);
  await client.setPolicy({ requireEmailVerification: false, requireOwnerApproval: false, captcha: 'VISIBLE', visibleCaptchaSiteKey: 'site-key-1' });
});
afterAll(async () => {
  await platform.close();
  await standIn.close();
});
beforeEach(() => {
  providerDown = false;
  standIn.received.splice(0);
});

const codeOf = (response: { body: { details?: { applicationError?: { code: string } } } }) => response.body.details?.applicationError?.code;

describe('captcha checked by a provider', () => {
  it("registers with a token the provider passes, sending the secret, the token, the caller's address and the site key", async () => {
    const registered = await client.register(uniqueEmail(), 'captcha person', { captchaTokens: [{ Recaptcha: passingToken }] });
    expect(registered.body.state).toBe('SUCCESS');
    expect(standIn.received).toHaveLength(1);
    expect(Object.fromEntries(standIn.received[0]!)).toEqual({ secret: 'provider-secret', response: passingToken, remoteip: '127.0.0.1', sitekey: 'site-key-1' });
  });

  it('refuses a token the provider refuses (-19970), and the local test token no longer passes', async () => {
    expect(codeOf(await client.register(uniqueEmail(), 'captcha robot', { captchaTokens: [{ Recaptcha: 'made-up' }] }))).toBe('-19970');
    expect(codeOf(await client.register(uniqueEmail(), 'captcha robot', { captchaTokens: [{ Recaptcha: 'vitrine-local-captcha-passed' }] }))).toBe('-19970');
  });

  it('refuses every token while the provider fails: a captcha never fails open', async () => {
    providerDown = true;
    expect(codeOf(await client.register(uniqueEmail(), 'captcha person', { captchaTokens: [{ Recaptcha: passingToken }] }))).toBe('-19970');
    expect(standIn.received).toHaveLength(1);
  });

  it('names the provider to the studio and to the hosted sign-in page, never the secret', async () => {
    const settings = await client.http.get('/_api/vitrine/v1/identity/settings', await client.asOwner());
    expect(settings.body.settings.captchaProvider).toBe('hcaptcha');
    const { body } = await client.http.post('/headless/v1/redirect-session', { login: {} }, await client.asVisitor());
    const view = await client.http.get(`/_api/vitrine/v1/redirect-sessions/${body.redirectSession.id}`);
    expect(view.body.redirectSession.captcha).toEqual({ required: 'VISIBLE', provider: 'hcaptcha', siteKey: 'site-key-1' });
    expect(JSON.stringify([settings.body, view.body])).not.toContain('provider-secret');
  });
});
