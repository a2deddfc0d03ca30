import { describe, expect, test } from 'vitest';
import { desktop, phone, tablet, useHarness } from './harness';

const harness = useHarness();

describe('storefront home', () => {
  test('home, the catalogue and a product page fit a desktop, a tablet and a phone: nothing wider than the screen', async () => {
    for (const [label, viewport] of [['desktop', desktop], ['tablet', tablet], ['phone', phone]] as const) {
      const page = await harness.newPage({ viewport });
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Vitrine Demo Store');
      await harness.screenshot(page, `home-${label}`);
      for (const [name, path] of [['catalogue', '/catalogue'], ['product', '/product-page/linen-camp-shirt']] as const) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        // A page wider than the screen scrolls sideways on a phone: every part must wrap or shrink.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} on a ${label}`).toBeLessThanOrEqual(viewport.width);
        if (label === 'tablet') await harness.screenshot(page, `${name}-tablet`);
      }
    }
  });

  test('home features the four fullest collections that have a cover picture, fullest first', async () => {
    const page = await harness.newPage();
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured collections' }).getByRole('listitem');
    await expect.poll(() => featured.count()).toBe(4);
    expect(await featured.getByRole('heading').allTextContents()).toEqual(['Home & Kitchen', 'Outdoor', 'Apparel', 'Stationery']);
  });

  test('when the platform fails, the page says so and “Try again” recovers once it is back', async () => {
    const page = await harness.newPage();
    let failing = true;
    // Only the product listing fails; the rest of the store (config, token, cart) still answers.
    await page.route('**/stores-reader/v1/products/query**', (route) =>
      failing ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal error', details: { applicationError: { code: 'INTERNAL', description: 'Internal error' } } }) }) : route.fallback(),
    );
    // The server renders the first page with its own calls; the failure is met on the next page.
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Products could not be loaded.' });
    // 5xx is retried twice (about 3 s) before the error shows.
    await expect.poll(() => alert.count()).toBe(1);
    await harness.screenshot(page, 'catalogue-error');
    failing = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(12);
  });

  test('a page whose code could not load says so, and “Try again” loads it once the network is back', async () => {
    const page = await harness.newPage();
    await page.goto('/shop');
    await page.waitForLoadState('networkidle');
    let failing = true;
    await page.route('**/assets/product-*.js', (route) => (failing ? route.abort('connectionreset') : route.fallback()));
    await page.getByTestId('product-card').first().getByRole('link').first().click();
    const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await expect.poll(() => alert.count()).toBe(1);
    const address = page.url();
    failing = false;
    // The document keeps a module that failed to load as failed: trying again loads the page anew.
    await alert.getByRole('link', { name: 'Try again' }).click();
    await expect.poll(() => page.getByRole('button', { name: /add to cart|choose/i }).count()).toBeGreaterThan(0);
    expect(page.url()).toBe(address);
  });

  test('a store address survives a reload: the platform renders that page', async () => {
    const page = await harness.newPage();
    const response = await page.goto('/shop?sort=price-asc');
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Shop');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('price-asc');
  });

  test('server-rendered pages hydrate without a mismatch and without fetching what the HTML shows', async () => {
    const page = await harness.newPage();
    const problems: string[] = [];
    // Production React reports a hydration mismatch as minified errors #418/#423/#425 on the console.
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // A first visit asks for nothing that fails: a new visitor has no cart, and the page knows it
    // without asking the platform (which would answer 404, logged in the console).
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    const catalogueCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/stores-reader\/v1\/(products|collections)/.test(request.url())) catalogueCalls.push(request.url());
    });
    for (const path of ['/', '/shop', '/collections/outdoor', '/product-page/linen-camp-shirt']) {
      await page.goto(path);
      // Hydrated: the product page's button reads the choices still to make only once JavaScript runs.
      await page.waitForLoadState('networkidle');
    }
    expect(await page.getByRole('button', { name: 'Choose size and color' }).count()).toBe(1);
    expect(problems).toEqual([]);
    expect(failed).toEqual([]);
    // The product page asks which options can be bought as choices change; the lists it drew come from the server.
    expect(catalogueCalls.filter((url) => !url.includes('options-availability') && !url.includes('variants'))).toEqual([]);
  });

  test('an unknown API path is still the API’s JSON 404, not the app page', async () => {
    const response = await fetch(`${harness.baseUrl}/ecom/v1/no-such-thing`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});
