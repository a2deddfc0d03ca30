import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import type { Harness } from './harness';

/**
 * Helpers of the hosted-pages journeys. A "test app" stands in for a third-party app on the
 * platform's origin: a bare page with the real SDK bundled into it (esbuild, from source), served
 * by Playwright at the OAuth app's registered redirect URI `${baseUrl}/callback`. The browser then
 * signs in on the real hosted pages and comes back to it with code and state.
 */
const sdkSource = new URL('../packages/sdk/src/', import.meta.url).pathname;
let sdkBundle: Promise<string> | undefined;

/** The SDK as one browser script that defines `window.VitrineSdk`. */
export function browserSdk(): Promise<string> {
  sdkBundle ??= build({
    stdin: {
      contents: [
        `export { createClient, OAuthStrategy, LoginState, memoryTokenStorage, localStorageTokenStorage } from '${sdkSource}index.ts';`,
        `export { redirects } from '${sdkSource}modules/redirects.ts';`,
        `export { identity } from '${sdkSource}modules/identity.ts';`,
      ].join('\n'),
      resolveDir: sdkSource,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    globalName: 'VitrineSdk',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]!.text);
  return sdkBundle;
}

/** Serves the test app at `${baseUrl}/callback` (with any query or fragment) for this page. */
export async function serveTestApp(page: Page, baseUrl: string): Promise<void> {
  const script = (await browserSdk()).replace(/<\/script/gi, '<\\/script');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test app</title></head><body><h1>Test app</h1><script>${script}</script></body></html>`;
  await page.route(`${baseUrl}/callback**`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
}

/** In the test app: starts a redirect sign-in with PKCE and sends the browser to the hosted page. */
export async function startRedirectSignIn(page: Page, clientId: string, prompt: 'login' | 'consent' | 'select_account' = 'login'): Promise<void> {
  await page.goto('/callback');
  await page.evaluate(
    async ({ clientId, prompt }) => {
      const sdk = (window as unknown as { VitrineSdk: typeof import('../packages/sdk/src/index') }).VitrineSdk;
      const auth = sdk.OAuthStrategy({ clientId });
      sdk.createClient({ modules: {}, auth, baseUrl: location.origin });
      const data = await auth.generateOAuthData(`${location.origin}/callback`, location.href);
      sessionStorage.setItem('oauth-data', JSON.stringify(data));
      const { authUrl } = await auth.getAuthUrl(data, { prompt });
      location.assign(authUrl);
    },
    { clientId, prompt },
  );
}

/** On the hosted login page: fills the credentials and presses Sign in. */
export async function signInOnPage(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** In the test app, back from the hosted page: exchanges code and state, and asks who is signed in. */
export async function finishRedirectSignIn(page: Page, clientId: string) {
  return page.evaluate(async (clientId) => {
    const sdk = (window as unknown as { VitrineSdk: typeof import('../packages/sdk/src/index') & { identity: typeof import('../packages/sdk/src/modules/identity').identity } }).VitrineSdk;
    const auth = sdk.OAuthStrategy({ clientId });
    sdk.createClient({ modules: {}, auth, baseUrl: location.origin });
    const { code, state } = auth.parseFromUrl();
    const tokens = await auth.getMemberTokens(code, state, JSON.parse(sessionStorage.getItem('oauth-data')!));
    const me = await fetch('/_api/vitrine/v1/identity/me', { headers: { Authorization: tokens.accessToken.value } });
    return { role: tokens.refreshToken.role, loggedIn: auth.loggedIn(), me: (await me.json()) as { identity?: { email: { address: string; isVerified: boolean } } }, hadCode: Boolean(code) };
  }, clientId);
}

/** The platform's API as the site owner (the mail outbox is for site users only). */
export function ownerApi(harness: Harness) {
  let token: string | undefined;
  const ownerToken = async () => {
    if (token) return token;
    const response = await fetch(`${harness.baseUrl}/_api/vitrine/v1/owner/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@vitrine.test', password: 'owner-password-e2e', clientId: harness.site.clientId }),
    });
    if (!response.ok) throw new Error(`owner login failed: ${response.status}`);
    token = ((await response.json()) as { access_token: string }).access_token;
    return token;
  };
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${harness.baseUrl}${path}`, {
      method,
      headers: { authorization: await ownerToken(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  return {
    setSignUpPolicy: (settings: { requireEmailVerification?: boolean; requireOwnerApproval?: boolean; captcha?: 'NONE' | 'INVISIBLE' | 'VISIBLE'; visibleCaptchaSiteKey?: string }) =>
      call('PATCH', '/_api/vitrine/v1/identity/settings', settings),
    /** Ships every unit of an order with tracking, as a merchant does from the studio. */
    fulfil: (orderId: string, trackingInfo: { trackingNumber: string; shippingProvider: string; trackingLink: string }) =>
      call('POST', `/ecom/v1/fulfillments/orders/${encodeURIComponent(orderId)}/create-fulfillment`, { fulfillment: { trackingInfo } }),
    /** Refunds part of an order's payment, as a merchant does from the studio. */
    refund: (orderId: string, amount: string) => call('POST', '/ecom/v1/order-billing/refund-payments', { orderId, paymentRefunds: [{ amount }] }),
    /** Where the storefront's "Check out" leads (store settings, payment section). */
    async setCheckoutPage(checkoutPage: 'STOREFRONT' | 'HOSTED') {
      const { settings } = (await call('GET', '/_api/vitrine/v1/store-settings')) as { settings: { payment: Record<string, unknown> } };
      await call('PATCH', '/_api/vitrine/v1/store-settings', { payment: { ...settings.payment, checkoutPage } });
    },
    /** Whether catalogue prices include tax (store settings, tax section); the rest of the tax settings kept. */
    async setPricesIncludeTax(pricesIncludeTax: boolean) {
      const { settings } = (await call('GET', '/_api/vitrine/v1/store-settings')) as { settings: { tax: Record<string, unknown> } };
      await call('PATCH', '/_api/vitrine/v1/store-settings', { tax: { ...settings.tax, pricesIncludeTax } });
    },
    /** Shows or hides a product in the catalogue, as the studio's visibility switch does. */
    setProductVisible: (productId: string, visible: boolean) => call('PATCH', `/stores/v1/products/${encodeURIComponent(productId)}`, { product: { visible } }),
    /** The newest e-mail to `to`, or undefined. */
    async lastMail(to: string) {
      const { messages } = (await call('GET', '/_api/vitrine/v1/mail/outbox?limit=100')) as { messages: Array<{ to: string; kind: string; subject: string; text: string }> };
      return messages.find((mail) => mail.to === to);
    },
  };
}

/** A member registered through the API, with the sign-up policy open. */
export async function registerMember(harness: Harness, email: string, password: string): Promise<void> {
  const visitor = await fetch(`${harness.baseUrl}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: harness.site.clientId, grantType: 'anonymous' }),
  });
  const { access_token } = (await visitor.json()) as { access_token: string };
  const response = await fetch(`${harness.baseUrl}/_api/iam/authentication/v2/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: access_token },
    body: JSON.stringify({ loginId: { email }, password }),
  });
  const body = (await response.json()) as { state?: string };
  if (body.state !== 'SUCCESS') throw new Error(`registration of ${email} answered ${JSON.stringify(body)}`);
}

export const uniqueEmail = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}@vitrine.test`;
