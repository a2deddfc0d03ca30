import { startCaptchaStandIn } from '@vitrine/platform/testing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { poll, startHarness, useHarness } from './harness';
import { finishRedirectSignIn, ownerApi, registerMember, serveTestApp, signInOnPage, startRedirectSignIn, uniqueEmail } from './hosted-helpers';

/**
 * A platform started with a captcha service (here hCaptcha) shows that service's widget on the
 * hosted sign-in page and checks its token at the service. No internet: the widget script is
 * answered by a stand-in that renders one button yielding a token, and the service's siteverify
 * endpoint by a local server that passes that token for the right secret and site key.
 */
const solvedToken = 'solved-in-the-stand-in-widget';
const standInWidget = `window.hcaptcha = { render(element, options) {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Solve the stand-in captcha';
  button.onclick = () => { button.textContent = 'Solved'; options.callback('${solvedToken}'); };
  element.appendChild(button);
  window.renderedWithSiteKey = options.sitekey;
} };`;

let verify: Awaited<ReturnType<typeof startCaptchaStandIn>>;

beforeAll(async () => {
  verify = await startCaptchaStandIn((form) => ({
    success: form.get('secret') === 'e2e-secret' && form.get('response') === solvedToken && form.get('sitekey') === 'e2e-site-key',
  }));
});

// Started once the stand-in service above is listening (hooks run in order).
const harness = useHarness(() => startHarness({ captchaProvider: { provider: 'hcaptcha', secret: 'e2e-secret', verifyUrl: verify.verifyUrl } }));

afterAll(async () => {
  await verify.close();
});

describe('hosted sign-in with a captcha service', () => {
  test("the page shows the service's widget with the site key, and its token signs the member in", async () => {
    const owner = ownerApi(harness);
    const email = uniqueEmail('hcaptcha');
    await registerMember(harness, email, 'captcha-password');
    await owner.setSignUpPolicy({ captcha: 'VISIBLE', visibleCaptchaSiteKey: 'e2e-site-key' });

    const page = await harness.newPage();
    await page.route('https://js.hcaptcha.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: standInWidget }));
    await serveTestApp(page, harness.baseUrl);
    await startRedirectSignIn(page, harness.site.clientId);
    await poll(() => page.getByRole('button', { name: 'Solve the stand-in captcha' }).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { renderedWithSiteKey: string }).renderedWithSiteKey)).toBe('e2e-site-key');
    // The local test box is gone: the platform would refuse its token.
    expect(await page.getByLabel('I am not a robot').count()).toBe(0);

    await signInOnPage(page, email, 'captcha-password');
    await poll(() => page.getByRole('alert').textContent()).toBe('Please confirm that you are not a robot, then try again.');
    expect(verify.received).toHaveLength(0);

    await page.getByRole('button', { name: 'Solve the stand-in captcha' }).click();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(new RegExp(`/callback#`));
    expect(verify.received.map((form) => form.get('response'))).toEqual([solvedToken]);
    expect((await finishRedirectSignIn(page, harness.site.clientId)).me.identity?.email.address).toBe(email);
  });
});
