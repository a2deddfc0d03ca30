import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHarness, type Harness } from './harness';
import { finishRedirectSignIn, ownerApi, registerMember, serveTestApp, startRedirectSignIn, uniqueEmail } from './hosted-helpers';

let harness: Harness;

/** Hosted pages wait on the platform (password hashing takes a moment): give each check time. */
const poll = <T>(check: () => T | Promise<T>) => expect.poll(check, { timeout: 10_000 });
let owner: ReturnType<typeof ownerApi>;

beforeAll(async () => {
  harness = await startHarness();
  owner = ownerApi(harness);
}, 180_000);

afterAll(async () => {
  await harness?.close();
});

const callbackUrl = () => new RegExp(`^${harness.baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/callback#`);

describe('hosted sign-in', () => {
  test('sign-in by redirect: the hosted login page sends code and state back, and the app gets member tokens', async () => {
    await owner.setSignUpPolicy({ requireEmailVerification: false, requireOwnerApproval: false, captcha: 'NONE' });
    const email = uniqueEmail('redirect');
    await registerMember(harness, email, 'redirect-password');
    const page = await harness.newPage();
    await serveTestApp(page, harness.baseUrl);

    await startRedirectSignIn(page, harness.site.clientId);
    await page.waitForURL(/\/hosted\/login\?redirectSessionId=/);
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in');

    // A wrong password is refused on the page, and the page stays usable.
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await poll(() => page.getByRole('alert').textContent()).toBe('Wrong e-mail or password.');

    await page.getByLabel('Password').fill('redirect-password');
    // The keyboard submits the form.
    await page.getByLabel('Password').press('Enter');
    await page.waitForURL(callbackUrl());

    const result = await finishRedirectSignIn(page, harness.site.clientId);
    expect(result).toMatchObject({ hadCode: true, role: 'member', loggedIn: true });
    expect(result.me.identity?.email.address).toBe(email);
  });

  test('prompt=consent asks before handing the sign-in to the app', async () => {
    const email = uniqueEmail('consent');
    await registerMember(harness, email, 'consent-password');
    const page = await harness.newPage();
    await serveTestApp(page, harness.baseUrl);
    await startRedirectSignIn(page, harness.site.clientId, 'consent');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('consent-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL(callbackUrl());
    expect((await finishRedirectSignIn(page, harness.site.clientId)).me.identity?.email.address).toBe(email);
  });

  test('direct login: the SDK signs in and gets member tokens through the hidden iframe (web_message)', async () => {
    const email = uniqueEmail('direct');
    await registerMember(harness, email, 'direct-password');
    const page = await harness.newPage();
    await serveTestApp(page, harness.baseUrl);
    await page.goto('/callback');

    const result = await page.evaluate(
      async ({ clientId, email }) => {
        const sdk = (window as unknown as { VitrineSdk: typeof import('../packages/sdk/src/index') }).VitrineSdk;
        const auth = sdk.OAuthStrategy({ clientId });
        sdk.createClient({ modules: {}, auth, baseUrl: location.origin });
        const login = await auth.login({ email, password: 'direct-password' });
        if (login.loginState !== sdk.LoginState.SUCCESS) return { loginState: login.loginState };
        const tokens = await auth.getMemberTokensForDirectLogin(login.data.sessionToken!, { timeoutMs: 10_000 });
        const me = await fetch('/_api/vitrine/v1/identity/me', { headers: { Authorization: tokens.accessToken.value } });
        return {
          loginState: login.loginState,
          role: tokens.refreshToken.role,
          email: ((await me.json()) as { identity: { email: { address: string } } }).identity.email.address,
          framesLeft: document.querySelectorAll('iframe').length,
        };
      },
      { clientId: harness.site.clientId, email },
    );
    expect(result).toEqual({ loginState: 'SUCCESS', role: 'member', email, framesLeft: 0 });
  });

  test('registration with e-mail verification: the code from the e-mail finishes the sign-in', async () => {
    await owner.setSignUpPolicy({ requireEmailVerification: true });
    try {
      const email = uniqueEmail('register');
      const page = await harness.newPage();
      await serveTestApp(page, harness.baseUrl);
      await startRedirectSignIn(page, harness.site.clientId);
      await page.waitForURL(/\/hosted\/login/);

      await page.getByRole('link', { name: 'Create an account' }).click();
      await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Create an account');
      await page.getByLabel('First name').fill('Ada');
      await page.getByLabel('Last name').fill('Lovelace');
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password').fill('register-password');
      await page.getByRole('button', { name: 'Create account' }).click();
      await poll(() => page.getByRole('heading', { level: 2 }).textContent()).toBe('Check your e-mail');

      const mail = await owner.lastMail(email);
      expect(mail?.kind).toBe('VERIFICATION_CODE');
      const code = /\b(\d{6})\b/.exec(mail!.text)?.[1];
      expect(code).toMatch(/^\d{6}$/);

      // A wrong code keeps the step and says so.
      const wrong = code === '000000' ? '111111' : '000000';
      await page.getByLabel('Verification code').fill(wrong);
      await page.getByRole('button', { name: 'Verify' }).click();
      await poll(async () => (await page.getByRole('alert').count()) > 0).toBe(true);
      await poll(() => page.getByRole('heading', { level: 2 }).textContent()).toBe('Check your e-mail');

      await page.getByLabel('Verification code').fill(code!);
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL(callbackUrl());
      const result = await finishRedirectSignIn(page, harness.site.clientId);
      expect(result.role).toBe('member');
      expect(result.me.identity?.email).toEqual({ address: email, isVerified: true });
    } finally {
      await owner.setSignUpPolicy({ requireEmailVerification: false });
    }
  });

  test('password reset: "Forgot password?" e-mails a link, the hosted page sets the new password', async () => {
    const email = uniqueEmail('reset');
    await registerMember(harness, email, 'old-password');
    const page = await harness.newPage();
    await serveTestApp(page, harness.baseUrl);
    await startRedirectSignIn(page, harness.site.clientId);
    await page.waitForURL(/\/hosted\/login/);

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await poll(() => page.getByRole('status').textContent()).toContain(`If an account exists for ${email}`);

    const mail = await owner.lastMail(email);
    expect(mail?.kind).toBe('PASSWORD_RESET');
    const link = /https?:\/\/\S+\/hosted\/reset-password\?recoveryToken=[^\s"<>]+/.exec(mail!.text)?.[0];
    expect(link?.startsWith(harness.baseUrl)).toBe(true);

    await page.goto(link!);
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Choose a new password');
    await page.getByLabel('New password', { exact: true }).fill('new-password-1');
    await page.getByLabel('Repeat the new password').fill('new-password-2');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await poll(() => page.getByText('The two passwords differ.').count()).toBe(1);
    await page.getByLabel('Repeat the new password').fill('new-password-1');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await poll(() => page.getByRole('status').textContent()).toContain('Your password is changed');

    // The new password signs in on the hosted page; the link cannot be used twice.
    await startRedirectSignIn(page, harness.site.clientId);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('new-password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(callbackUrl());
    expect((await finishRedirectSignIn(page, harness.site.clientId)).me.identity?.email.address).toBe(email);

    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill('third-password');
    await page.getByLabel('Repeat the new password').fill('third-password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await poll(() => page.getByRole('alert').textContent()).toBe('The link is invalid, expired or was already used');
  });

  test('hosted logout ends the member session on the platform and goes back to the post-flow URL', async () => {
    const email = uniqueEmail('logout');
    await registerMember(harness, email, 'logout-password');
    const page = await harness.newPage();
    await serveTestApp(page, harness.baseUrl);
    await page.goto('/callback');
    // The app on this origin signs in (tokens in localStorage), then asks for a logout session.
    const refreshToken = await page.evaluate(
      async ({ clientId, email }) => {
        type Sdk = typeof import('../packages/sdk/src/index') & { redirects: typeof import('../packages/sdk/src/modules/redirects').redirects };
        const sdk = (window as unknown as { VitrineSdk: Sdk }).VitrineSdk;
        const auth = sdk.OAuthStrategy({ clientId, tokenStorage: sdk.localStorageTokenStorage() });
        const client = sdk.createClient({ modules: { redirects: sdk.redirects }, auth, baseUrl: location.origin });
        const login = await auth.login({ email, password: 'logout-password' });
        const tokens = await auth.getMemberTokensForDirectLogin(login.data.sessionToken!, { timeoutMs: 10_000 });
        const { redirectSession } = await client.redirects.createRedirectSession({
          logout: { clientId, postFlowUrl: `${location.origin}/callback?signed-out=1` },
        });
        location.assign(redirectSession.fullUrl);
        return tokens.refreshToken.value;
      },
      { clientId: harness.site.clientId, email },
    );
    await page.waitForURL(/\/callback\?signed-out=1$/);

    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), `vitrine:tokens:${harness.site.clientId}`);
    expect(stored?.refreshToken?.role ?? 'none').toBe('none');
    const refresh = await fetch(`${harness.baseUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: harness.site.clientId, grantType: 'refresh_token', refreshToken }),
    });
    expect(refresh.status).toBeGreaterThanOrEqual(400);
  });

  test('an expired or unknown sign-in link says so instead of showing a form', async () => {
    const page = await harness.newPage();
    await page.goto('/hosted/login?redirectSessionId=00000000-0000-4000-8000-000000000000');
    await poll(() => page.getByRole('alert').locator('h2').textContent()).toBe('This sign-in link has expired');
    expect(await page.getByLabel('Password').count()).toBe(0);
  });
});
