import type { Page } from 'playwright-core';
import { expect } from 'vitest';
// @ts-expect-error -- a plain .mjs script shared with `npm start`; it has no type declarations.
import { buildStaleApps } from '../scripts/build-apps.mjs';
import { startHarness, type Harness } from './harness';

/** The harness with the studio built as well (the shared harness builds the storefront and hosted pages). */
export async function startStudioHarness(options: Parameters<typeof startHarness>[0] = {}): Promise<Harness> {
  buildStaleApps({ apps: ['studio'] });
  return startHarness(options);
}

/** Opens the studio signed in as the site's owner, through the sign-in page as a merchant would. */
export async function signInToStudio(harness: Harness, path = '/studio/', viewport?: { width: number; height: number }): Promise<Page> {
  const page = await harness.newPage(viewport ? { viewport } : {});
  await page.goto(path);
  await page.getByLabel('E-mail').fill(harness.site.ownerEmail);
  await page.getByLabel('Password').fill(harness.site.ownerPassword!);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The password check is scrypt at 128 MiB: on a busy machine it alone can take longer than the default wait.
  await page.getByRole('navigation', { name: 'Studio' }).waitFor({ timeout: 60_000 });
  return page;
}

/** Checkout pages wait on pricing: give each check time. */
const slowPoll = <T>(check: () => T | Promise<T>) => expect.poll(check, { timeout: 10_000 });

export interface StorefrontBuyer {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

/**
 * A new visitor buys `quantity` of the product at `slug` through the storefront's own pages
 * (product page, cart, checkout), shipped to New York by the first delivery option; returns the
 * order id from the confirmation page's address.
 */
export async function orderInStorefront(harness: Harness, slug: string, buyer: StorefrontBuyer, quantity = 1): Promise<{ orderId: string }> {
  const page = await harness.newPage();
  await page.goto(`/product-page/${slug}`);
  await page.getByLabel('Quantity').fill(String(quantity));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await slowPoll(() => page.getByRole('dialog', { name: /Your cart/ }).getByTestId('line-item').count()).toBe(1);
  await page.getByRole('link', { name: 'View cart and check out' }).click();
  await page.getByRole('button', { name: 'Check out', exact: true }).click();
  await page.waitForURL(/\/checkout\?checkoutId=/);
  await page.getByLabel('E-mail').fill(buyer.email);
  await page.getByLabel('First name').fill(buyer.firstName);
  await page.getByLabel('Last name').fill(buyer.lastName);
  await page.getByLabel('Phone (optional)').fill(buyer.phone);
  await page.getByLabel('Address', { exact: true }).fill('5 Park Ave');
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('Postal code').fill('10016');
  await slowPoll(() => page.getByLabel('Country').locator('option').count()).toBeGreaterThan(100);
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('State, province or region').selectOption('US-NY');
  await page.getByRole('button', { name: 'Continue' }).click();
  const delivery = page.getByRole('group', { name: 'Delivery' }).getByRole('radio').first();
  await delivery.click();
  await slowPoll(() => delivery.isChecked()).toBe(true);
  const place = page.getByRole('button', { name: /^Place order/ });
  await slowPoll(() => place.isEnabled()).toBe(true);
  await place.click();
  await page.waitForURL(/\/thank-you\/[^/?]+/);
  const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  await page.context().close();
  return { orderId };
}
