import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startPlatform, type RunningPlatform } from '../src/index';
import { seeders, type SeedResult } from '../src/seed';
import { lowerPasswordCostForTests, migratedMemoryDatabase } from '../src/testing';
// @ts-expect-error -- a plain .mjs script shared with `npm start`; it has no type declarations.
import { buildStaleApps } from '../../../scripts/build-apps.mjs';
import { apiKeyHeaders } from './helpers';
import { pkcePair, uniqueEmail } from './identity-helpers';

/**
 * The server-rendered storefront as a search engine, a link preview or a browser without
 * JavaScript sees it: plain HTTP requests for HTML, no browser. One platform with the demo store
 * and the built storefront for the whole file (built only when its sources changed).
 */
let platform: RunningPlatform;
let site: SeedResult['site'];
/** What the platform logs at level error and above. */
const loggedErrors: string[] = [];

interface ListedProduct {
  id: string;
  name: string;
  slug: string;
  visible: boolean;
  stock: { inStock: boolean };
  priceData: { price: number; discountedPrice: number; currency: string; formatted: { discountedPrice: string; price: string } };
  media: { mainMedia?: { image?: { url: string } } };
}

const api = async (path: string, init: RequestInit = {}) => {
  const response = await fetch(platform.baseUrl + path, { ...init, headers: { 'content-type': 'application/json', ...apiKeyHeaders(site), ...init.headers } });
  expect(response.status, `${init.method ?? 'GET'} ${path}`).toBe(200);
  return response.json();
};

async function allProducts(): Promise<ListedProduct[]> {
  const body = await api('/stores-reader/v1/products/query', { method: 'POST', body: JSON.stringify({ query: { paging: { limit: 100 } } }) });
  return body.products;
}

const page = (path: string, headers: Record<string, string> = {}) => fetch(platform.baseUrl + path, { headers, redirect: 'manual' });

/** The `name=value` pairs of the response's Set-Cookie headers, with their attributes. */
const setCookies = (response: Response) => response.headers.getSetCookie();
const cookieHeader = (cookies: string[]) => cookies.map((cookie) => cookie.split(';')[0]).join('; ');
/** The query cache the page hands to the browser (window.__VITRINE_QUERIES__). */
const dehydratedQueries = (html: string): Array<{ queryKey: unknown[]; state: { data: unknown } }> =>
  JSON.parse(/window\.__VITRINE_QUERIES__=(.*?)<\/script>/.exec(html)![1]!).queries;
/** Text as React writes it into HTML. */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));

const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(platform.baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
};

/**
 * A new member signed in as the storefront signs one in: register (a session token), the
 * authorization code for it with PKCE, the member's tokens, handed to the session route, whose
 * cookies are the browser's from then on. The `Cookie` header those cookies make.
 */
async function memberSession(email: string, firstName: string): Promise<string> {
  const visitor = (await post('/oauth2/token', { clientId: site.clientId, grantType: 'anonymous' })).body.access_token as string;
  const registered = await post('/_api/iam/authentication/v2/register', { loginId: { email }, password: 'correct horse battery', profile: { firstName } }, { authorization: visitor });
  expect(registered.body.state, JSON.stringify(registered.body)).toBe('SUCCESS');
  const { verifier, challenge } = pkcePair();
  const redirectUri = `${platform.baseUrl}/callback`;
  const authRequest = { clientId: site.clientId, codeChallenge: challenge, codeChallengeMethod: 'S256', responseMode: 'query', responseType: 'code', scope: 'offline_access', state: 's', redirectUri, prompt: 'none', sessionToken: registered.body.sessionToken };
  const session = await post('/_api/redirects-api/v1/redirect-session', { auth: { authRequest } }, { authorization: visitor });
  const hop = await fetch(session.body.redirectSession.fullUrl, { redirect: 'manual' });
  const code = new URL(hop.headers.get('location')!).searchParams.get('code');
  const tokens = (await post('/oauth2/token', { clientId: site.clientId, grantType: 'authorization_code', code, codeVerifier: verifier, redirectUri })).body;
  const handOver = await fetch(`${platform.baseUrl}/_storefront/session`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin: platform.baseUrl },
    body: JSON.stringify({ accessToken: { value: tokens.access_token, expiresAt: Math.floor(Date.now() / 1000) + tokens.expires_in }, refreshToken: { value: tokens.refresh_token, role: 'member' } }),
  });
  expect(handOver.status).toBe(200);
  return cookieHeader(setCookies(handOver));
}

beforeAll(async () => {
  buildStaleApps({ apps: ['storefront'] });
  lowerPasswordCostForTests();
  platform = await startPlatform({
    port: 0,
    database: 'memory',
    memoryStartsFrom: await migratedMemoryDatabase(),
    rateLimits: false,
    logger: { level: 'error', stream: { write: (line: string) => void loggedErrors.push(line) } },
  });
  ({ site } = await seeders.demo(platform.app, { ownerEmail: 'owner@vitrine.test', ownerPassword: 'owner-password-ssr', baseUrl: platform.baseUrl }));
}, 300_000);

afterAll(async () => {
  await platform?.close();
});

describe('storefront HTML from the server', () => {
  test('a product page holds the product: name, price, image, JSON-LD with its availability, canonical and sharing tags', async () => {
    const products = await allProducts();
    const inStock = products.find((product) => product.visible && product.stock.inStock && product.media.mainMedia?.image?.url)!;
    const response = await page(`/product-page/${inStock.slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain(`<h1 id="product-name">${inStock.name.replace(/&/g, '&amp;')}</h1>`);
    expect(html).toContain(inStock.priceData.formatted.discountedPrice);
    expect(html).toContain(`src="${inStock.media.mainMedia!.image!.url}"`);
    expect(html).toMatch(new RegExp(`<title[^>]*>${inStock.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/&/g, '&amp;')} · Vitrine Demo Store</title>`));
    const url = `${platform.baseUrl}/product-page/${inStock.slug}`;
    expect(html).toContain(`<link rel="canonical" href="${url}"`);
    expect(html).toContain(`<meta property="og:url" content="${url}"`);
    expect(html).toContain(`<meta property="og:image" content="${inStock.media.mainMedia!.image!.url}"`);
    expect(html).toContain(`<meta property="product:price:amount" content="${inStock.priceData.discountedPrice}"`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
    const [product, breadcrumbs] = jsonLd(html);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: inStock.name,
      offers: { '@type': 'Offer', price: inStock.priceData.discountedPrice.toFixed(2), priceCurrency: inStock.priceData.currency, availability: 'https://schema.org/InStock' },
    });
    expect(breadcrumbs['@type']).toBe('BreadcrumbList');
    // Home › Shop › the product's collection › the product (the trail itself: "the store's design" below).
    const trail = breadcrumbs.itemListElement.map((item: { name: string }) => item.name);
    expect(trail).toHaveLength(4);
    expect([trail[0], trail[1], trail[3]]).toEqual(['Home', 'Shop', inStock.name]);
  });

  test('a sold-out product says OutOfStock in its JSON-LD', async () => {
    const products = await allProducts();
    let soldOut = products.find((product) => product.visible && !product.stock.inStock);
    if (!soldOut) {
      // The demo store may have none: track inventory on one with nothing left.
      const target = products.find((product) => product.visible)!;
      await api(`/stores/v1/products/${target.id}`, { method: 'PATCH', body: JSON.stringify({ product: { stock: { trackInventory: true, quantity: 0 } } }) });
      soldOut = target;
    }
    const [product] = jsonLd(await (await page(`/product-page/${soldOut.slug}`)).text());
    expect(product.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  test('an unknown product or collection answers 404 with the not-found page', async () => {
    for (const path of ['/product-page/no-such-product', '/collections/no-such-collection', '/no/such/page']) {
      const response = await page(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html, path).toMatch(/<h1>Not found<\/h1>/);
      expect(html, path).toContain('<meta name="robots" content="noindex"');
    }
  });

  test('pages only their shopper sees carry a title of their own and are kept out of search results', async () => {
    const titles: Array<[string, string]> = [
      ['/cart', 'Your cart'],
      ['/checkout', 'Checkout'],
      ['/sign-in', 'Sign in'],
      ['/register', 'Create an account'],
      ['/account', 'Your account'],
      ['/account/orders', 'Your orders'],
      ['/orders/view?token=not-a-real-token', 'Your order'],
    ];
    for (const [path, title] of titles) {
      const html = await (await page(path)).text();
      expect(html, path).toMatch(new RegExp(`<title[^>]*>${title} · Vitrine Demo Store</title>`));
      expect(html, path).toContain('<meta name="robots" content="noindex"');
      expect(html, path).not.toContain('rel="canonical"');
      // The head names the page by its path alone: an order link's token stays out of its sharing tags.
      expect(html.split('</head>')[0], path).not.toContain('not-a-real-token');
    }
  });

  test("an order link's page passes its address, which holds the link's token, on to nobody", async () => {
    // However the router reads the address: another case is the same page.
    for (const path of ['/orders/view?token=not-a-real-token', '/ORDERS/View?token=not-a-real-token']) {
      const response = await page(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
    }
    // Other pages keep the browser's own policy.
    expect((await page('/cart')).headers.get('referrer-policy')).toBeNull();
  });

  test('home carries the Organization; a collection page its own title and canonical URL', async () => {
    const home = await (await page('/')).text();
    expect(jsonLd(home)).toContainEqual(expect.objectContaining({ '@type': 'Organization', name: 'Vitrine Demo Store', url: `${platform.baseUrl}/` }));
    const response = await page('/collections/outdoor');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title[^>]*>Outdoor · Vitrine Demo Store<\/title>/);
    expect(html).toContain(`<link rel="canonical" href="${platform.baseUrl}/collections/outdoor"`);
    expect(html).toContain('data-testid="product-card"');
  });

  test('the sitemap lists exactly the visible products and collections; robots.txt points at it; a hidden product is a 404', async () => {
    const products = await allProducts();
    const hidden = products.find((product) => product.visible)!;
    await api(`/stores/v1/products/${hidden.id}`, { method: 'PATCH', body: JSON.stringify({ product: { visible: false } }) });
    const visible = (await allProducts()).filter((product) => product.visible);
    const collections = (await api('/stores-reader/v1/collections/query', { method: 'POST', body: JSON.stringify({ query: { paging: { limit: 100 } } }) })).collections as Array<{ slug: string; visible: boolean }>;

    const response = await page('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]!.slice(platform.baseUrl.length));
    const expected = [
      '/',
      '/shop',
      ...collections.filter((collection) => collection.visible).map((collection) => `/collections/${collection.slug}`),
      ...visible.map((product) => `/product-page/${product.slug}`),
    ];
    expect(locations.sort()).toEqual(expected.sort());
    expect(locations).not.toContain(`/product-page/${hidden.slug}`);
    expect([...xml.matchAll(/<lastmod>/g)]).toHaveLength(expected.length - 2);

    const robots = await (await page('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${platform.baseUrl}/sitemap.xml`);
    expect((await page(`/product-page/${hidden.slug}`)).status).toBe(404);
  });
});

describe("the store's design from its settings", () => {
  const settingsPath = '/_api/vitrine/v1/store-settings';
  const patchSettings = (body: unknown) => fetch(platform.baseUrl + settingsPath, { method: 'PATCH', headers: { 'content-type': 'application/json', ...apiKeyHeaders(site) }, body: JSON.stringify(body) });
  /** The `:root` rule the server writes from the store's settings. */
  const themeRule = (html: string) => /<style id="store-theme">(.*?)<\/style>/.exec(html)?.[1];
  /** The footer's links, as `text → href`. */
  const footerLinks = (html: string) => [.../<a[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g[Symbol.matchAll](/<footer class="site-footer">(.*?)<\/footer>/s.exec(html)![1]!)].map((match) => `${match[2]} → ${match[1]}`);

  test("home wears the demo's brand colour and typeface before any script, with its favicon, hero, own section and footer", async () => {
    const html = await (await page('/')).text();
    expect(html).toMatch(/<title[^>]*>Vitrine Demo Store<\/title>/);
    // The stylesheet is in the page (no request blocks the first paint), and the theme after it,
    // so these values win over the defaults in styles.css.
    expect(html).not.toContain('rel="stylesheet"');
    const stylesheet = html.indexOf('<style>:root{--color-ink:');
    expect(stylesheet).toBeGreaterThan(0);
    expect(html.indexOf('<style id="store-theme">')).toBeGreaterThan(stylesheet);
    expect(themeRule(html)).toContain('--color-brand:#1f5f57');
    expect(themeRule(html)).toContain('--font-body:Seravek');
    expect(html).toMatch(/<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,[^"]*%231f5f57/);
    expect(html).toContain('Things made to be used every day, and kept for years.');
    expect(html).toMatch(/class="hero has-cover" style="background-image:url\(&quot;[^"]*\/media\/[^"]*home-hero\.svg&quot;\)"/);
    expect(html).toContain('<h2 id="story-title">Made slowly, sold honestly</h2>');
    const links = footerLinks(html);
    expect(links).toEqual(expect.arrayContaining(['All products → /shop', 'Apparel → /collections/apparel', 'Outdoor → /collections/outdoor', 'hello@vitrine.example → mailto:hello@vitrine.example', '+1 (212) 555-0134 → tel:+12125550134']));
    expect(html).toContain('120 Spring St, New York, NY 10013');
  });

  test('a product page has its title, breadcrumbs through its collection (also as JSON-LD), and up to four other products of that collection', async () => {
    const html = await (await page('/product-page/linen-camp-shirt')).text();
    expect(html).toMatch(/<title[^>]*>Linen Camp Shirt · Vitrine Demo Store<\/title>/);
    const breadcrumbs = /<nav aria-label="Breadcrumb"[^>]*>(.*?)<\/nav>/s.exec(html)![1]!;
    expect([...breadcrumbs.matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, ''))).toEqual(['Home', 'Shop', 'Apparel', 'Linen Camp Shirt']);
    expect(breadcrumbs).toContain('href="/collections/apparel"');
    expect(breadcrumbs).toContain('<span aria-current="page">Linen Camp Shirt</span>');
    const trail = jsonLd(html).find((data) => data['@type'] === 'BreadcrumbList');
    expect(trail.itemListElement.map((item: { name: string; item: string }) => [item.name, item.item.replace(platform.baseUrl, '')])).toEqual([
      ['Home', '/'],
      ['Shop', '/shop'],
      ['Apparel', '/collections/apparel'],
      ['Linen Camp Shirt', '/product-page/linen-camp-shirt'],
    ]);
    const related = /<section aria-labelledby="related-title"[^>]*>(.*?)<\/section>/s.exec(html)![1]!;
    expect(related).toContain('More from Apparel');
    const relatedSlugs = [...related.matchAll(/href="\/product-page\/([^"]+)"/g)].map((match) => match[1]);
    expect(relatedSlugs).toHaveLength(4);
    expect(relatedSlugs).not.toContain('linen-camp-shirt');
    // All of them from the collection's own page.
    const apparel = await (await page('/collections/apparel')).text();
    expect([...apparel.matchAll(/href="\/product-page\/([^"]+)"/g)].map((match) => match[1])).toEqual(expect.arrayContaining(relatedSlugs));
  });

  test('a collection page has breadcrumbs and its BreadcrumbList', async () => {
    const html = await (await page('/collections/stationery')).text();
    expect(html).toMatch(/<nav aria-label="Breadcrumb"[^>]*><ol><li><a href="\/">Home<\/a><\/li><li><a href="\/shop">Shop<\/a><\/li><li><span aria-current="page">Stationery<\/span><\/li><\/ol><\/nav>/);
    expect(jsonLd(html).find((data) => data['@type'] === 'BreadcrumbList').itemListElement).toHaveLength(3);
  });

  test('a new brand colour, typeface and policies show on the next page; a pale colour is darkened where it is text; bad values are refused', async () => {
    const { settings } = await api(settingsPath);
    try {
      const saved = await patchSettings({
        storefront: { ...settings.storefront, brandColor: '#ffe066', font: 'SERIF', policies: [{ title: 'Returns', href: '/shop' }, { title: 'Privacy', href: 'https://vitrine.example/privacy' }] },
      });
      expect(saved.status).toBe(200);
      const html = await (await page('/')).text();
      const rule = themeRule(html)!;
      expect(rule).toContain('--color-brand:#ffe066');
      // Dark text on the pale button; as link text the brand is darkened until it reads at 4.5:1.
      expect(rule).toContain('--color-on-brand:#1c1b1f');
      const brandText = /--color-brand-text:(#[0-9a-f]{6})/.exec(rule)![1]!;
      expect(brandText).not.toBe('#ffe066');
      expect(rule).toContain("--font-body:'Iowan Old Style'");
      expect(footerLinks(html)).toEqual(expect.arrayContaining(['Returns → /shop', 'Privacy → https://vitrine.example/privacy']));

      for (const storefront of [{ brandColor: 'red' }, { font: 'COMIC_SANS' }, { policies: [{ title: 'Terms', href: 'javascript:alert(1)' }] }, { policies: [{ title: 'Terms', href: '//elsewhere.example' }] }, { contact: { email: 'not an e-mail' } }, { logoUrl: '/logo.svg" onload="alert(1)' }]) {
        const refused = await patchSettings({ storefront });
        expect(refused.status, JSON.stringify(storefront)).toBe(400);
        expect((await refused.json()).message, JSON.stringify(storefront)).toBeTruthy();
      }
    } finally {
      expect((await patchSettings({ storefront: settings.storefront })).status).toBe(200);
    }
  });
});

describe('addresses no page or form names', () => {
  test('a catalogue page past the last is sent to the last, keeping the search; one that exists is rendered', async () => {
    const visible = (await allProducts()).filter((product) => product.visible);
    const last = Math.ceil(visible.length / 12);
    expect(last).toBeGreaterThan(1);
    // The rest of the address stays as it came, a campaign's tags too.
    const beyond = await page('/shop?sort=name&page=99&utm_source=news');
    expect(beyond.status).toBe(302);
    expect(beyond.headers.get('location')).toBe(`/shop?sort=name&page=${last}&utm_source=news`);
    const lastPage = await page(`/shop?sort=name&page=${last}`);
    expect(lastPage.status).toBe(200);
    // React marks where one text ends and the next begins with empty comments.
    expect((await lastPage.text()).replaceAll('<!-- -->', '')).toContain(`Page ${last} of ${last}`);
    // A collection of one page: its page 1 is its address with no query.
    const few = await page('/collections/outdoor?page=5');
    expect(few.status).toBe(302);
    expect(few.headers.get('location')).toBe('/collections/outdoor');
  });

  test('a slug the platform refuses is a page not found, and a form’s odd way back leads home', async () => {
    for (const path of ['/product-page/%00', '/collections/%00', `/collections/${'x'.repeat(120)}`]) {
      const response = await page(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('Not found');
    }
    for (const returnTo of ['/\\[', '/\\evil.example/x', '//evil.example/x']) {
      const posted = await fetch(`${platform.baseUrl}/_storefront/cart`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ productId: 'no-such-product', returnTo }).toString(),
      });
      expect(posted.status, returnTo).toBe(303);
      expect(posted.headers.get('location'), returnTo).toMatch(/^\/\?cartError=/);
    }
  });
});

describe('tokens in cookies across server and browser', () => {
  test('a first visit gets the visitor cookies; the cart made with them is rendered by the server', async () => {
    const first = await page('/cart');
    const cookies = setCookies(first);
    const access = cookies.find((cookie) => cookie.startsWith(`vitrine_session_${site.clientId}=`));
    const refresh = cookies.find((cookie) => cookie.startsWith(`vitrine_refresh_${site.clientId}=`));
    expect(access).toMatch(/SameSite=Lax/);
    expect(access).not.toMatch(/HttpOnly/);
    expect(refresh).toMatch(/HttpOnly/);
    expect(refresh).toMatch(/SameSite=Lax/);
    // Served over plain http here: no Secure attribute, or the browser would drop the cookie.
    expect(access).not.toMatch(/Secure/);

    // The browser calls the platform with the access token in its cookie.
    const token = JSON.parse(decodeURIComponent(access!.split(';')[0]!.split('=').slice(1).join('='))).value as string;
    const [product] = (await allProducts()).filter((candidate) => candidate.visible && candidate.stock.inStock && !('productOptions' in candidate && (candidate as { productOptions: unknown[] }).productOptions.length));
    const added = await fetch(`${platform.baseUrl}/ecom/v1/carts/current/add-to-cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ lineItems: [{ catalogReference: { appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e', catalogItemId: product!.id }, quantity: 2 }] }),
    });
    expect(added.status).toBe(200);

    const errorsBefore = loggedErrors.length;
    const cart = await page('/cart', { cookie: cookieHeader(cookies) });
    expect(cart.status).toBe(200);
    // The cart page is found by rendering (it is not in route-data.ts's table): that is no error.
    expect(loggedErrors.slice(errorsBefore)).toEqual([]);
    expect(cart.headers.get('cache-control')).toContain('no-store');
    const html = await cart.text();
    expect(html).toContain(product!.name.replace(/&/g, '&amp;'));
    expect(html).toMatch(/aria-label="2 items"/);
    // Nothing changed hands: the server had a live token, so it sets no new cookie.
    expect(setCookies(cart)).toEqual([]);
    // Another visitor does not see that cart.
    expect(await (await page('/cart')).text()).not.toMatch(/aria-label="2 items"/);
  });

  test('an expired access token is renewed by the server with the refresh cookie, and the new cookie comes back', async () => {
    const cookies = setCookies(await page('/cart'));
    const names = { access: `vitrine_session_${site.clientId}`, refresh: `vitrine_refresh_${site.clientId}` };
    const refreshPair = cookies.find((cookie) => cookie.startsWith(`${names.refresh}=`))!.split(';')[0]!;
    const expired = encodeURIComponent(JSON.stringify({ value: 'expired-token', expiresAt: 1, role: 'visitor' }));
    const response = await page('/account', { cookie: `${names.access}=${expired}; ${refreshPair}` });
    expect(response.status).toBe(200);
    const renewed = setCookies(response).find((cookie) => cookie.startsWith(`${names.access}=`))!;
    const access = JSON.parse(decodeURIComponent(renewed.split(';')[0]!.split('=').slice(1).join('=')));
    expect(access.value).not.toBe('expired-token');
    expect(access.role).toBe('visitor');
    expect(access.expiresAt).toBeGreaterThan(Date.now() / 1000);
    // The refresh token still works, so it was used, not replaced by a new visitor's.
    expect(setCookies(response).some((cookie) => cookie.startsWith(`${names.refresh}=`) && cookie.split(';')[0] !== refreshPair)).toBe(false);
  });

  test("a member's account page is rendered on the server for that member alone, and never cached", async () => {
    // Looked for by their whole e-mail addresses: a fragment such as `ada-` also turns up in the
    // ids of the page's data.
    const [adaEmail, graceEmail] = [uniqueEmail('ada'), uniqueEmail('grace')];
    const ada = await memberSession(adaEmail, 'Ada');
    const grace = await memberSession(graceEmail, 'Grace');
    const adaPage = await page('/account', { cookie: ada });
    expect(adaPage.status).toBe(200);
    expect(adaPage.headers.get('cache-control')).toContain('no-store');
    const adaHtml = await adaPage.text();
    // The member's details are in the HTML itself, before any script runs.
    expect(adaHtml).toMatch(/data-testid="member-email">ada-/);
    expect(adaHtml).toContain('Ada');
    expect(adaHtml).toContain(adaEmail);
    expect(adaHtml).not.toContain(graceEmail);
    const graceHtml = await (await page('/account', { cookie: grace })).text();
    expect(graceHtml).toMatch(/data-testid="member-email">grace-/);
    expect(graceHtml).toContain(graceEmail);
    expect(graceHtml).not.toContain(adaEmail);
    // Without a member's cookies the page holds no member at all.
    expect(await (await page('/account')).text()).not.toContain('data-testid="member-email"');
  });

  test('the session route renews from the HttpOnly cookie and refuses what a page of this store did not send', async () => {
    const cookies = setCookies(await page('/cart'));
    const renew = await fetch(`${platform.baseUrl}/_storefront/session/renew`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: cookieHeader(cookies) }, body: '{}' });
    expect(renew.status).toBe(200);
    const tokens = await renew.json();
    expect(tokens.refreshToken).toEqual({ value: '', role: 'visitor' });
    expect(tokens.accessToken.value).toMatch(/\./);

    const form = await fetch(`${platform.baseUrl}/_storefront/session`, { method: 'PUT', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=b' });
    expect(form.status).toBe(415);
    expect((await form.json()).message).toBeTruthy();
    const foreign = await fetch(`${platform.baseUrl}/_storefront/session`, { method: 'DELETE', headers: { 'content-type': 'application/json', origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    // A sandboxed page's origin is `null`: no URL, and not this store either.
    for (const origin of ['null', 'http://[']) {
      const opaque = await fetch(`${platform.baseUrl}/_storefront/session/renew`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: '{}' });
      expect(opaque.status, origin).toBe(403);
    }
    const bad = await fetch(`${platform.baseUrl}/_storefront/session`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"accessToken":1}' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).details.applicationError.code).toBe('INVALID_TOKENS');
  });
});

describe('caching of catalogue pages', () => {
  test('a visitor without a session gets a cacheable catalogue page with an ETag, and 304 when it matches', async () => {
    const [product] = (await allProducts()).filter((candidate) => candidate.visible);
    for (const path of ['/', '/shop?sort=price-asc', '/collections/outdoor', `/product-page/${product!.slug}`]) {
      const response = await page(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
      expect(setCookies(response), path).toEqual([]);
      const html = await response.text();
      // Nobody's cart in a shared page: a request without a session has none, the same for
      // everyone, so the page says "no cart" and the browser does not ask (and get a 404).
      const shopper = dehydratedQueries(html).filter((query) => ['cart', 'member', 'checkouts', 'orders'].includes(query.queryKey[1] as string));
      expect(shopper, path).toEqual([expect.objectContaining({ queryKey: ['vitrine', 'cart', 'current'], state: expect.objectContaining({ data: null }) })]);
      const etag = response.headers.get('etag')!;
      expect(etag, path).toMatch(/^W\/"/);
      const again = await page(path, { 'if-none-match': etag });
      expect(again.status, path).toBe(304);
      expect(await again.text(), path).toBe('');
    }
  });

  test('an address the router reads as a catalogue page (other case, escaped letters) is that page, cached alike', async () => {
    const [product] = (await allProducts()).filter((candidate) => candidate.visible);
    for (const path of [`/PRODUCT-PAGE/${product!.slug}/`, `/product-pag%65/${product!.slug}`]) {
      const response = await page(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
      expect(await response.text(), path).toContain(`<h1 id="product-name">${product!.name.replace(/&/g, '&amp;')}</h1>`);
    }
    const shop = await page('/Shop');
    expect(shop.status).toBe(200);
    expect(shop.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
  });

  test('public pages are read as one visitor of the store, not a new visitor per page view', async () => {
    const [product] = (await allProducts()).filter((candidate) => candidate.visible);
    const visitors = async () => (await platform.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM visitors WHERE site_id = $1', [site.siteId]))[0]!.n;
    expect((await page('/')).status).toBe(200);
    const before = await visitors();
    for (const path of ['/', '/shop', '/shop?page=2', '/collections/outdoor', `/product-page/${product!.slug}`]) {
      const response = await page(path);
      expect(response.status, path).toBe(200);
      await response.text();
    }
    expect(await visitors(), 'visitors made by five public page views').toBe(before);
  });

  test('a change to the product changes the ETag; a shopper with a session gets a private page', async () => {
    const [product] = (await allProducts()).filter((candidate) => candidate.visible);
    const path = `/product-page/${product!.slug}`;
    const before = (await page(path)).headers.get('etag')!;
    await api(`/stores/v1/products/${product!.id}`, { method: 'PATCH', body: JSON.stringify({ product: { name: `${product!.name} (new)` } }) });
    const after = await page(path, { 'if-none-match': before });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain(`${product!.name} (new)`.replace(/&/g, '&amp;'));

    const cookies = setCookies(await page('/cart'));
    const mine = await page(path, { cookie: cookieHeader(cookies) });
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.headers.get('etag')).toBeNull();
  });
});

describe('the built files on the wire', () => {
  test('scripts go out as brotli or gzip, whichever the browser accepts, and unchanged when it takes neither', async () => {
    const html = await (await page('/')).text();
    // The shell: the page's biggest script (files under 1 KB go out as they are).
    const script = /<script type="module" crossorigin src="(\/assets\/shell-[^"]+)"/.exec(html)![1]!;
    const onDisk = await readFile(new URL(`../../../apps/storefront/dist${script}`, import.meta.url), 'utf8');
    const cases: Array<[acceptEncoding: string, encoding: string | null]> = [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
      ['identity', null],
      ['br;q=0, gzip;q=0', null],
    ];
    for (const [acceptEncoding, encoding] of cases) {
      const response = await page(script, { 'accept-encoding': acceptEncoding });
      expect(response.status, acceptEncoding).toBe(200);
      expect(response.headers.get('content-encoding'), acceptEncoding).toBe(encoding);
      expect(response.headers.get('vary'), acceptEncoding).toContain('accept-encoding');
      // fetch decodes the body: what arrives is the file as built, whatever the encoding.
      expect(await response.text(), acceptEncoding).toBe(onDisk);
      if (encoding) expect(Number(response.headers.get('content-length')), acceptEncoding).toBeLessThan(Buffer.byteLength(onDisk) / 2);
    }
  });

  test('server-rendered pages go out as brotli or gzip too, and whole', async () => {
    const plain = await page('/', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const encoding of ['br', 'gzip']) {
      const response = await page('/', { 'accept-encoding': encoding });
      expect(response.status, encoding).toBe(200);
      expect(response.headers.get('content-encoding'), encoding).toBe(encoding);
      expect(response.headers.get('vary'), encoding).toContain('accept-encoding');
      expect((await response.text()).trimEnd(), encoding).toMatch(/<\/html>$/);
    }
  });

  test('a page names its own chunks for the browser to fetch beside the shell, and its footer lies outside what hydrates', async () => {
    const [product] = (await allProducts()).filter((candidate) => candidate.visible);
    const html = await (await page(`/product-page/${product!.slug}`)).text();
    const scripts = [...html.matchAll(/<script type="module" crossorigin src="([^"]+)"/g)].map((match) => match[1]!);
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((match) => match[1]!);
    // The product page's own chunk, not the shell's again, each one served as a script.
    expect(preloads.some((href) => /^\/assets\/product-[\w-]+\.js$/.test(href)), preloads.join(', ')).toBe(true);
    expect(preloads.filter((href) => scripts.includes(href))).toEqual([]);
    for (const href of preloads) expect((await page(href)).headers.get('content-type'), href).toContain('javascript');
    // The root element (what React hydrates) closes before the footer, which the server alone draws.
    const root = html.indexOf('<div id="root">');
    const footer = html.indexOf('<footer class="site-footer">');
    expect(root).toBeGreaterThan(0);
    expect(footer).toBeGreaterThan(html.indexOf('window.__VITRINE_QUERIES__'));
    expect(html.slice(html.indexOf('window.__VITRINE_QUERIES__'), footer)).toMatch(/<\/script><\/div>$/);
  });
});

describe('the storefront on its own', () => {
  // Issue 12's "done when": `npm ci && npm start`, then a curl of a product page shows its name,
  // price and JSON-LD. `npm start` itself (scripts/start.mjs: apps built when stale, the platform
  // compiled when stale, the demo store), on an in-memory database and a free port.
  test('npm start serves a product page whose HTML holds its name, price and JSON-LD', async () => {
    const start = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: new URL('../../../', import.meta.url).pathname,
      env: { ...process.env, PORT: '0', DATABASE_URL: 'memory' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const lines = createInterface({ input: start.stdout! });
      let base: string | undefined;
      for await (const line of lines) {
        base = /storefront\s+(\S+)\/$/.exec(line)?.[1];
        if (base) break;
      }
      expect(base, 'npm start printed the storefront address').toBeDefined();
      const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
      const productUrls = [...sitemap.matchAll(/<loc>([^<]*\/product-page\/[^<]+)<\/loc>/g)].map((match) => match[1]!);
      expect(productUrls.length).toBeGreaterThan(0);
      // The first product with one price (a product whose variants differ shows "From …").
      for (const url of productUrls) {
        const response = await fetch(url);
        expect(response.status, url).toBe(200);
        const html = await response.text();
        const product = jsonLd(html).find((data) => data['@type'] === 'Product');
        expect(product, `JSON-LD Product on ${url}`).toBeDefined();
        expect(html).toContain(`<h1 id="product-name">${escapeText(String(product.name))}</h1>`);
        if (product.offers['@type'] !== 'Offer') continue;
        expect(Number(product.offers.price)).toBeGreaterThan(0);
        // The price as the page shows it, e.g. "$48.00".
        expect(html.replace(/(\d),(\d{3})/g, '$1$2')).toContain(`${product.offers.price}<`);
        return;
      }
      throw new Error('no product with one price in the sitemap');
    } finally {
      start.kill('SIGTERM');
    }
  }, 300_000);

  test('apps/storefront/server.mjs renders pages against VITRINE_PLATFORM_URL and passes API calls through', async () => {
    const server = spawn(process.execPath, ['apps/storefront/server.mjs'], {
      cwd: new URL('../../../', import.meta.url).pathname,
      env: { ...process.env, VITRINE_PLATFORM_URL: platform.baseUrl, PORT: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const lines = createInterface({ input: server.stdout! });
      const [line] = (await once(lines, 'line')) as [string];
      const base = /listening on (\S+)/.exec(line)![1]!;
      const [product] = (await allProducts()).filter((candidate) => candidate.visible);
      const response = await fetch(`${base}/product-page/${product!.slug}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<link rel="canonical" href="${base}/product-page/${product!.slug}"`);
      expect(html).toContain(product!.name.replace(/&/g, '&amp;'));
      expect(response.headers.get('cache-control')).toContain('s-maxage');
      const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)![1]!;
      expect((await fetch(base + script)).headers.get('content-type')).toContain('javascript');
      expect((await fetch(`${base}/product-page/no-such-product`)).status).toBe(404);
      const token = await fetch(`${base}/oauth2/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ clientId: site.clientId, grantType: 'anonymous' }) });
      expect(token.status).toBe(200);
    } finally {
      server.kill('SIGTERM');
    }
  });
});
