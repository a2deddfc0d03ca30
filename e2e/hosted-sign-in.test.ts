import { beforeAll, describe, expect, test } from 'vitest';
import { poll, useHarness } from './harness';
import { finishRedirectSignIn, ownerApi, registerMember, serveTestApp, signInOnPage, startRedirectSignIn, uniqueEmail } from './hosted-helpers';

const harness = useHarness();

let owner: ReturnType<typeof ownerApi>;

beforeAll(async () => {
  owner = ownerApi(harness);
});

/** A registered member, and a browser page with the test app served at its redirect URI. */
async function memberWithTestApp(label: string, password: string) {
  const email = uniqueEmail(label);
  await registerMember(harness, email, password);
  const page = await harness.newPage();
  await serveTestApp(page, harness.baseUrl);
  return { email, page };
}

const callbackUrl = () => new RegExp(`^${harness.baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/callback#`);

/** A new member (`<label>-password`) signs in on the hosted page with prompt=consent, answers the question, and is back at the app's callback. */
async function answerConsent(label: string, answer: 'Allow' | 'Cancel') {
  const { email, page } = await memberWithTestApp(label, `${label}-password`);
  await startRedirectSignIn(page, harness.site.clientId, 'consent');
  await signInOnPage(page, email, `${label}-password`);
  await page.getByRole('button', { name: answer }).click();
  await page.waitForURL(callbackUrl());
  return { email, page };
}

describe('hosted sign-in', () => {
  test('sign-in by redirect: the hosted login page sends code and state back, and the app gets member tokens', async () => {
    await owner.setSignUpPolicy({ requireEmailVerification: false, requireOwnerApproval: false, captcha: 'NONE' });
    const { email, page } = await memberWithTestApp('redirect', 'redirect-password');

    await startRedirectSignIn(page, harness.site.clientId);
    await page.waitForURL(/\/hosted\/login\?redirectSessionId=/);
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in');

    // A wrong password is refused on the page, and the page stays usable.
    await signInOnPage(page, email, 'not-the-password');
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
    const { email, page } = await answerConsent('consent', 'Allow');
    expect((await finishRedirectSignIn(page, harness.site.clientId)).me.identity?.email.address).toBe(email);
  });

  test('prompt=consent, Cancel: the app gets access_denied with a description and its state, never a code', async () => {
    const { page } = await answerConsent('refuse', 'Cancel');

    const returned = await page.evaluate((clientId) => {
      const sdk = (window as unknown as { VitrineSdk: typeof import('../packages/sdk/src/index') }).VitrineSdk;
      const auth = sdk.OAuthStrategy({ clientId });
      sdk.createClient({ modules: {}, auth, baseUrl: location.origin });
      const sent = (JSON.parse(sessionStorage.getItem('oauth-data')!) as { state: string }).state;
      return { ...auth.parseFromUrl(), stateMatches: auth.parseFromUrl().state === sent, loggedIn: auth.loggedIn() };
    }, harness.site.clientId);
    expect(returned).toMatchObject({ error: 'access_denied', stateMatches: true, loggedIn: false });
    expect(returned.errorDescription).toMatch(/did not allow/);
    expect(returned.code).toBeUndefined();
  });

  test('prompt=select_account offers the accounts this browser signed in with', async () => {
    const { email, page } = await memberWithTestApp('picker', 'picker-password');
    // A first sign-in on this browser is what the picker remembers.
    await startRedirectSignIn(page, harness.site.clientId);
    await signInOnPage(page, email, 'picker-password');
    await page.waitForURL(callbackUrl());

    await startRedirectSignIn(page, harness.site.clientId, 'select_account');
    await poll(() => page.getByRole('heading', { level: 2 }).textContent()).toBe('Choose an account');
    expect(await page.getByLabel('Password').count()).toBe(0);
    await page.getByRole('button', { name: `Continue as ${email}` }).click();
    // The picked account fills the e-mail; the password is still asked.
    expect(await page.getByLabel('E-mail').inputValue()).toBe(email);
    await page.getByLabel('Password').fill('picker-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(callbackUrl());
    expect((await finishRedirectSignIn(page, harness.site.clientId)).me.identity?.email.address).toBe(email);

    // "Use another account" leads to an empty form.
    await startRedirectSignIn(page, harness.site.clientId, 'select_account');
    await page.getByRole('button', { name: 'Use another account' }).click();
    expect(await page.getByLabel('E-mail').inputValue()).toBe('');
  });

  test('captcha: the invisible one passes without a question; the visible box shows from the start where the site asks for it', async () => {
    const { email, page } = await memberWithTestApp('captcha', 'captcha-password');
    try {
      await owner.setSignUpPolicy({ captcha: 'INVISIBLE' });
      await startRedirectSignIn(page, harness.site.clientId);
      await signInOnPage(page, email, 'captcha-password');
      await page.waitForURL(callbackUrl());
      expect(await page.getByLabel('I am not a robot').count()).toBe(0);

      await owner.setSignUpPolicy({ captcha: 'VISIBLE' });
      await startRedirectSignIn(page, harness.site.clientId);
      await poll(() => page.getByLabel('I am not a robot').count()).toBe(1);
      await signInOnPage(page, email, 'captcha-password');
      await poll(() => page.getByRole('alert').textContent()).toBe('Please confirm that you are not a robot, then try again.');
      await page.getByLabel('I am not a robot').check();
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(callbackUrl());
      expect((await finishRedirectSignIn(page, harness.site.clientId)).me.identity?.email.address).toBe(email);
    } finally {
      await owner.setSignUpPolicy({ captcha: 'NONE' });
    }
  });

  test('direct login: the SDK signs in and gets member tokens through the hidden iframe (web_message)', async () => {
    const { email, page } = await memberWithTestApp('direct', 'direct-password');
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

  test('password reset: "Forgot password?" e-mails a link; the new password finishes the sign-in and the app gets member tokens', async () => {
    const { email, page } = await memberWithTestApp('reset', 'old-password');
    await startRedirectSignIn(page, harness.site.clientId);
    await page.waitForURL(/\/hosted\/login/);

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The sign-in form has an "E-mail" field too: fill the reset form's, once its page has loaded.
    const resetForm = page.getByRole('form', { name: 'Reset your password' });
    await resetForm.getByLabel('E-mail').fill(email);
    await resetForm.getByRole('button', { name: 'Send reset link' }).click();
    await poll(() => page.getByRole('status').textContent()).toContain(`If an account exists for ${email}`);

    const mail = await owner.lastMail(email);
    expect(mail?.kind).toBe('PASSWORD_RESET');
    const link = /https?:\/\/\S+\/hosted\/reset-password\?recoveryToken=[^\s"<>]+/.exec(mail!.text)?.[0];
    expect(link?.startsWith(harness.baseUrl)).toBe(true);
    // The link names the sign-in it was asked from.
    expect(new URL(link!).searchParams.get('redirectSessionId')).toMatch(/^[0-9a-f-]{36}$/);

    await page.goto(link!);
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Choose a new password');
    await page.getByLabel('New password', { exact: true }).fill('new-password-1');
    await page.getByLabel('Repeat the new password').fill('new-password-2');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await poll(() => page.getByText('The two passwords differ.').count()).toBe(1);
    await page.getByLabel('Repeat the new password').fill('new-password-1');
    await page.getByRole('button', { name: 'Save new password' }).click();

    // Back at the app with code and state: it exchanges them for the member's tokens.
    await page.waitForURL(callbackUrl());
    const result = await finishRedirectSignIn(page, harness.site.clientId);
    expect(result).toMatchObject({ hadCode: true, role: 'member', loggedIn: true });
    expect(result.me.identity?.email).toEqual({ address: email, isVerified: true });

    // The new password signs in on the hosted page; the link cannot be used twice.
    await startRedirectSignIn(page, harness.site.clientId);
    await signInOnPage(page, email, 'new-password-1');
    await page.waitForURL(callbackUrl());
    expect((await finishRedirectSignIn(page, harness.site.clientId)).me.identity?.email.address).toBe(email);

    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill('third-password');
    await page.getByLabel('Repeat the new password').fill('third-password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await poll(() => page.getByRole('alert').textContent()).toBe('The link is invalid, expired or was already used');
  });

  test('hosted logout ends the member session on the platform and goes back to the post-flow URL', async () => {
    const { email, page } = await memberWithTestApp('logout', 'logout-password');
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
