import type { Page } from 'playwright-core';
import { poll } from './harness';

/**
 * The storefront's forms as a shopper fills them. The contact and address form of a checkout, as a shopper fills it: the storefront's checkout and
 * the hosted checkout show the same form (`@vitrine/app-kit/contact-address-form`), so one helper
 * serves both. It fills the fields and leaves the submit to the test (its label differs per page).
 */
export interface CheckoutBuyer {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
}

export interface CheckoutAddress {
  line: string;
  city: string;
  postalCode: string;
  /** An ISO code (`US`) or the name a shopper reads in the list. */
  country?: string | { label: string };
  subdivision?: string | { label: string };
}

export async function fillContactAndAddress(page: Page, buyer: CheckoutBuyer, address: CheckoutAddress): Promise<void> {
  await page.getByLabel('E-mail').fill(buyer.email);
  await page.getByLabel('First name').fill(buyer.firstName);
  await page.getByLabel('Last name').fill(buyer.lastName);
  if (buyer.phone) await page.getByLabel('Phone (optional)').fill(buyer.phone);
  await page.getByLabel('Address', { exact: true }).fill(address.line);
  await page.getByLabel('City').fill(address.city);
  await page.getByLabel('Postal code').fill(address.postalCode);
  if (!address.country) return;
  // Countries and regions are lists of names, loaded with the form: no code to type.
  await poll(() => page.getByLabel('Country').locator('option').count()).toBeGreaterThan(100);
  await page.getByLabel('Country').selectOption(address.country);
  if (address.subdivision) await page.getByLabel('State, province or region').selectOption(address.subdivision);
}

/** From a storefront product page to its checkout: adds `quantity` to the cart and checks out. */
export async function checkOutProduct(page: Page, slug: string, quantity?: number): Promise<void> {
  await page.goto(`/product-page/${slug}`);
  if (quantity !== undefined) await page.getByLabel('Quantity').fill(String(quantity));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await poll(() => page.getByRole('dialog', { name: /Your cart/ }).getByTestId('line-item').count()).toBe(1);
  await page.getByRole('link', { name: 'View cart and check out' }).click();
  await page.getByRole('button', { name: 'Check out', exact: true }).click();
  await page.waitForURL(/\/checkout\?checkoutId=/);
}

/** Creates an account on the storefront's register page; the store then asks for the e-mailed code. */
export async function registerInStore(page: Page, buyer: Omit<CheckoutBuyer, 'phone'>, password: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('First name').fill(buyer.firstName);
  await page.getByLabel('Last name').fill(buyer.lastName);
  await page.getByLabel('E-mail').fill(buyer.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/verify$/);
}
