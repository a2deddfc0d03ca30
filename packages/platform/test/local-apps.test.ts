import { ApiKeyStrategy, createClient, isValidationError, LoginState, OAuthStrategy } from '@vitrine/sdk';
import { checkout } from '@vitrine/sdk/modules/checkout';
import { currentCart } from '@vitrine/sdk/modules/current-cart';
import { orders } from '@vitrine/sdk/modules/orders';
import { products } from '@vitrine/sdk/modules/products';
import { recovery } from '@vitrine/sdk/modules/recovery';
import { redirects } from '@vitrine/sdk/modules/redirects';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowedUrls } from '../src/allowed-urls';
import { launchPlatform, type LaunchedPlatform } from '../src/launch';
import { failure } from '../src/testing';
import { storesAppId } from '../src/domains/catalog/catalog-items';
import { uniqueEmail } from './identity-helpers';

// `npm run platform -- --seed none` as a developer's own app meets it: a blank store on a loopback
// address, and an app on http://localhost:3000 that uses only the SDK. A second platform, bound
// to a non-loopback address (0.0.0.0), shows that nothing local is implied there. Both start as
// the CLI starts them (launchPlatform), in process.
const app = 'http://localhost:3000';
let local: LaunchedPlatform;
let wide: LaunchedPlatform;

beforeAll(async () => {
  const common = { port: 0, database: 'memory', ownerEmail: 'owner@vitrine.test', ownerPassword: 'owner password 1', rateLimits: false } as const;
  [local, wide] = await Promise.all([
    launchPlatform({ ...common, host: '127.0.0.1', seed: 'none' }),
    launchPlatform({ ...common, host: '0.0.0.0', seed: 'none', allowUrls: ['http://localhost:5173/callback', 'https://shop.example/callback'] }),
  ]);
}, 180_000);
afterAll(async () => {
  await local?.close();
  await wide?.close();
});

const shopperOf = (platform: LaunchedPlatform) => {
  const auth = OAuthStrategy({ clientId: platform.seeded.site.clientId });
  return { auth, client: createClient({ modules: { currentCart, checkout, orders, redirects, recovery }, auth, baseUrl: platform.baseUrl }) };
};

/** What the browser does with an auth URL: the platform opens the hosted login page (a 302). */
async function openHostedLogin(authUrl: string): Promise<string> {
  const response = await fetch(authUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const loginPage = new URL(response.headers.get('location')!);
  expect(loginPage.pathname).toBe('/hosted/login');
  return loginPage.searchParams.get('redirectSessionId')!;
}

/** What the hosted login page does once the member signed in: the app's redirect URL with the code. */
async function finishOnHostedPage(platform: LaunchedPlatform, redirectSessionId: string, sessionToken: string): Promise<URL> {
  const response = await fetch(`${platform.baseUrl}/_api/vitrine/v1/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ redirectSessionId, sessionToken }),
  });
  expect(response.status).toBe(200);
  return new URL(((await response.json()) as { redirectUrl: string }).redirectUrl);
}

describe('an app on http://localhost:3000 against `npm run platform -- --seed none`', () => {
  it('registers a member, signs in by redirect, fills a cart and orders a physical product, with no studio step', async () => {
    const { seeded } = local;
    expect(local.loopback).toBe(true);
    // The merchant's first product, through the API key the CLI printed.
    const merchant = createClient({ modules: { products }, auth: ApiKeyStrategy({ apiKey: seeded.site.apiKey, siteId: seeded.site.siteId }), baseUrl: local.baseUrl });
    const { product } = await merchant.products.createProduct({ name: 'First mug', productType: 'physical' as never, priceData: { price: 12 } });

    const { auth, client } = shopperOf(local);
    const email = uniqueEmail('local');
    const registered = await auth.register({ email, password: 'correct horse battery' });
    expect(registered.loginState).toBe(LoginState.SUCCESS);

    const oauthData = await auth.generateOAuthData(`${app}/callback`, `${app}/cart`);
    const { authUrl } = await auth.getAuthUrl(oauthData);
    const callback = await finishOnHostedPage(local, await openHostedLogin(authUrl), registered.data.sessionToken!);
    expect(callback.origin + callback.pathname).toBe(`${app}/callback`);
    const answer = new URLSearchParams(callback.hash.slice(1));
    await auth.getMemberTokens(answer.get('code')!, answer.get('state')!, oauthData);
    expect(auth.loggedIn()).toBe(true);

    await client.currentCart.addToCurrentCart({ lineItems: [{ catalogReference: { appId: storesAppId, catalogItemId: product.id }, quantity: 2 }] });
    const shippingAddress = { country: 'FR', city: 'Lyon', postalCode: '69001', addressLine1: '3 rue de la République' };
    const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({ shippingAddress, email });
    // The blank store's worldwide flat rate reaches any country; no tax.
    const ready = await client.checkout.getCheckout(checkoutId);
    expect(ready.shippingInfo?.selectedCarrierServiceOption).toMatchObject({ code: 'standard' });
    expect(ready.priceSummary).toMatchObject({ subtotal: { amount: '24.00' }, shipping: { amount: '5.00' }, tax: { amount: '0.00' }, total: { amount: '29.00' } });

    // The checkout return and the logout of a redirect session come back to the local app.
    const hostedCheckout = await client.redirects.createRedirectSession({ ecomCheckout: { checkoutId }, callbacks: { thankYouPageUrl: `${app}/thank-you`, postFlowUrl: `${app}/` } });
    expect(hostedCheckout.redirectSession.fullUrl).toContain('/hosted/checkout');

    const { orderId } = await client.checkout.createOrder(checkoutId);
    const order = await client.orders.getOrder(orderId);
    expect(order).toMatchObject({ shippingInfo: { code: 'standard' }, priceSummary: { total: { amount: '29.00' } } });

    await client.recovery.sendRecoveryEmail({ email, redirect: { url: `${app}/signed-in` } });
    const { logoutUrl } = await auth.logout(`${app}/`);
    expect(logoutUrl).toContain('/hosted/logout');
  });

  it('accepts any loopback port and host, and still refuses other addresses, naming how to register them', async () => {
    const { auth } = shopperOf(local);
    for (const uri of ['http://localhost:4321/callback', 'http://127.0.0.1:8080/cb', 'http://[::1]:3000/']) {
      const { authUrl } = await auth.getAuthUrl(await auth.generateOAuthData(uri));
      expect(authUrl, uri).toContain('/hosted/authorize');
    }
    const error = await failure(auth.getAuthUrl(await auth.generateOAuthData('https://elsewhere.example/callback')));
    expect(error.status).toBe(400);
    expect(error.message).toContain('https://elsewhere.example/callback');
    expect(error.message).toContain('--allow-origin https://elsewhere.example/callback');
  });
});

describe('a platform bound to a non-loopback address', () => {
  it('refuses http://localhost:4321/callback and says how to register it', async () => {
    expect(wide.loopback).toBe(false);
    const { auth } = shopperOf(wide);
    const error = await failure(auth.getAuthUrl(await auth.generateOAuthData('http://localhost:4321/callback')));
    expect(error.status).toBe(400);
    expect(error.message).toContain('http://localhost:4321/callback is not registered');
    expect(error.message).toContain('--allow-origin http://localhost:4321/callback');
    // Post-flow URLs follow the same rule.
    const recoveryError = await failure(shopperOf(wide).client.recovery.sendRecoveryEmail({ email: uniqueEmail(), redirect: { url: 'http://localhost:4321/reset' } }));
    expect(isValidationError(recoveryError)).toBe(true);
  });

  it('accepts what --allow-origin registered: the URL as a redirect URI, its origin for return pages', async () => {
    const { auth, client } = shopperOf(wide);
    for (const uri of ['http://localhost:5173/callback', 'https://shop.example/callback']) {
      const { authUrl } = await auth.getAuthUrl(await auth.generateOAuthData(uri));
      expect(authUrl, uri).toContain('/hosted/authorize');
    }
    await client.recovery.sendRecoveryEmail({ email: uniqueEmail(), redirect: { url: 'https://shop.example/account' } });
  });
});

describe('--allow-origin values', () => {
  it('takes absolute http(s) URLs, https unless on loopback, from the option and the environment variable', () => {
    expect(parseAllowedUrls(['http://localhost:3000', 'https://shop.example/callback, http://127.0.0.1:8080/cb'])).toEqual({
      urls: ['http://localhost:3000', 'https://shop.example/callback', 'http://127.0.0.1:8080/cb'],
    });
    for (const bad of ['localhost:3000', 'ftp://shop.example/', 'http://shop.example/callback', 'https://user:pw@shop.example/', 'https://shop.example/#x']) {
      expect(parseAllowedUrls([bad]), bad).toEqual({ error: expect.stringContaining(`--allow-origin ${bad}`) });
    }
  });
});
