import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localCaptchaToken } from '../src/lib/captcha';
import { passwordPool } from '../src/lib/password-pool';
import { startTestPlatform, type TestPlatform } from '../src/testing';
import { identityClient, uniqueEmail } from './identity-helpers';

/**
 * The login lockout under concurrency: attempts are counted before the password check, per
 * (login id, client address), and past the account-wide limit other addresses need a captcha.
 * The proxy is trusted so each request can name its client address.
 */
let platform: TestPlatform;
let client: ReturnType<typeof identityClient>;
beforeAll(async () => {
  // The counters use fixed 15-minute windows: the clock stands still mid-window so a test never
  // straddles a window's end (only Date is faked; timers run as usual).
  const window = 15 * 60 * 1000;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Math.floor(Date.now() / window) * window + window / 2);
  platform = await startTestPlatform({ trustProxy: '127.0.0.1' });
  client = identityClient(platform);
});
afterAll(async () => {
  await platform.close();
  vi.useRealTimers();
});

const from = (address: string) => ({ 'x-forwarded-for': address });
const wrongCredentials = (response: { status: number; body: { details?: { applicationError?: { code?: string } } } }) =>
  response.status === 401 && response.body.details?.applicationError?.code !== 'TOO_MANY_REQUESTS';

async function loginFrom(address: string, email: string, password: string, extra: Record<string, unknown> = {}) {
  return client.http.post('/_api/iam/authentication/v2/login', { loginId: { email }, password, ...extra }, { ...(await client.asVisitor()), ...from(address) });
}

describe('login lockout', () => {
  it('lets 16 concurrent wrong passwords make at most 10 password checks, and never locks the member out elsewhere', async () => {
    const email = uniqueEmail('locked');
    expect((await client.register(email, 'the real one')).body).toMatchObject({ state: 'SUCCESS' });

    const burst = await Promise.all(Array.from({ length: 16 }, (_, i) => loginFrom('203.0.113.7', email, `guess ${i}`)));
    const checked = burst.filter(wrongCredentials).length;
    const refused = burst.filter((response) => response.status === 429);
    // Every answer is either a checked wrong password or a refusal before any check.
    expect(checked + refused.length).toBe(16);
    expect(checked).toBeLessThanOrEqual(10);
    expect(refused.length).toBeGreaterThanOrEqual(6);
    expect(refused[0]!.body.details.applicationError.code).toBe('TOO_MANY_REQUESTS');
    expect(refused[0]!.headers.get('retry-after')).toMatch(/^\d+$/);

    // The attacker's address stays locked out of this account, even with the right password.
    expect((await loginFrom('203.0.113.7', email, 'the real one')).status).toBe(429);

    // From the member's own address the account asks for a captcha instead of refusing.
    const asked = await loginFrom('198.51.100.20', email, 'the real one');
    expect(asked.status).toBe(400);
    expect(asked.body.details.applicationError.code).toBe('-19971');
    const wrongCaptcha = await loginFrom('198.51.100.20', email, 'the real one', { captchaTokens: [{ Recaptcha: 'not-a-captcha' }] });
    expect(wrongCaptcha.body.details.applicationError.code).toBe('-19970');
    const signedIn = await loginFrom('198.51.100.20', email, 'the real one', { captchaTokens: [{ Recaptcha: localCaptchaToken }] });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.state).toBe('SUCCESS');
  });

  it('does not count successful logins against the member', async () => {
    const email = uniqueEmail('regular');
    await client.register(email, 'the real one');
    for (let i = 0; i < 12; i++) expect((await loginFrom('198.51.100.30', email, 'the real one')).status).toBe(200);
  });
});

describe('password hashing', () => {
  it('starts no hash for a recovery with a token that is not live', async () => {
    const before = passwordPool.started;
    const response = await client.http.post('/_api/iam/recovery/v1/recover', { recoveryToken: 'made-up-token', password: 'a new password' }, await client.asVisitor());
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.body.message).toBeTruthy();
    expect(passwordPool.started).toBe(before);
  });

  it("starts no hash for a studio owner's reset with a link that is not live", async () => {
    const before = passwordPool.started;
    const response = await client.http.post('/_api/vitrine/v1/owner/recovery/recover', {
      recoveryToken: 'vor_made-up-token',
      password: 'a new password',
      clientId: platform.site.clientId,
    });
    expect(response.status).toBe(400);
    expect(response.body.details.applicationError.code).toBe('INVALID_RECOVERY_TOKEN');
    expect(passwordPool.started).toBe(before);
  });
});
