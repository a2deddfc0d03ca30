import { describe, expect, test } from 'vitest';
import { poll, useHarness } from './harness';

/**
 * The store in Chromium with JavaScript disabled: every page is the server's HTML, every action a
 * link or a form the server answers. One journey: browse, search, filter, sort, page, open a
 * product, choose its options and add it to the cart.
 */
const harness = useHarness();

describe('storefront without JavaScript', () => {
  test('browse the shop, filter, sort and page, open a product with options and add it to the cart', async () => {
    const page = await harness.newPage({ javaScriptEnabled: false });
    await page.goto('/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Vitrine Demo Store');
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click();
    await page.waitForURL(/\/shop$/);
    expect(await page.getByTestId('product-card').count()).toBe(12);

    // Filters, search and sort are a GET form: the browser puts them in the URL.
    await page.getByLabel('In stock only').check();
    await page.getByLabel('Sort by').selectOption('price-asc');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/inStock=true/);
    expect(page.url()).toContain('sort=price-asc');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('price-asc');
    expect(await page.getByLabel('In stock only').isChecked()).toBe(true);
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);

    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    expect(page.url()).toContain('sort=price-asc');
    expect(await page.getByText(/^Page 2 of/).count()).toBe(1);

    await page.goto('/shop?q=Linen Camp');
    await page.getByRole('link', { name: 'Linen Camp Shirt' }).click();
    await page.waitForURL(/\/product-page\/linen-camp-shirt$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Linen Camp Shirt');
    await page.getByLabel('Size').selectOption('M');
    await page.getByRole('radio', { name: 'Sand' }).check({ force: true });
    await page.getByLabel('Quantity').fill('2');
    await page.getByRole('button', { name: 'Add to cart' }).click();

    await page.waitForURL(/\/cart$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Your cart');
    await poll(() => page.locator('main').textContent()).toContain('Linen Camp Shirt');
    expect(await page.getByTestId('cart-count').textContent()).toBe('2');
    await harness.screenshot(page, 'cart-without-javascript');

    // Signing in needs the page's JavaScript: its fields stay disabled, so no password is ever sent in a page's address.
    await page.goto('/sign-in');
    expect(await page.getByLabel('Password').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign in', exact: true }).isDisabled()).toBe(true);
  });
});
