import type { Page } from 'playwright-core';
// @ts-expect-error -- a plain .mjs script shared with `npm start`; it has no type declarations.
import { buildStaleApps } from '../scripts/build-apps.mjs';
import { checkOutProduct, fillContactAndAddress, type CheckoutBuyer } from './storefront-forms';
import { poll, startHarness, type Harness } from './harness';

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

/**
 * A new visitor buys `quantity` of the product at `slug` through the storefront's own pages
 * (product page, cart, checkout), shipped to New York by the first delivery option; returns the
 * order id from the confirmation page's address.
 */
export async function orderInStorefront(harness: Harness, slug: string, buyer: CheckoutBuyer, quantity = 1): Promise<{ orderId: string }> {
  const page = await harness.newPage();
  await checkOutProduct(page, slug, quantity);
  await fillContactAndAddress(page, buyer, { line: '5 Park Ave', city: 'New York', postalCode: '10016', country: 'US', subdivision: 'US-NY' });
  await page.getByRole('button', { name: 'Continue' }).click();
  const delivery = page.getByRole('group', { name: 'Delivery' }).getByRole('radio').first();
  await delivery.click();
  await poll(() => delivery.isChecked()).toBe(true);
  const place = page.getByRole('button', { name: /^Place order/ });
  await poll(() => place.isEnabled()).toBe(true);
  await place.click();
  await page.waitForURL(/\/thank-you\/[^/?]+/);
  const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  await page.context().close();
  return { orderId };
}
