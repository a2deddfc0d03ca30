import { ApiKeyStrategy, createClient, OAuthStrategy } from '@vitrine/sdk';
import { storesAppId } from '@vitrine/sdk/modules/cart';
import { checkout } from '@vitrine/sdk/modules/checkout';
import { collections } from '@vitrine/sdk/modules/collections';
import { identity } from '@vitrine/sdk/modules/identity';
import { membersAdmin } from '@vitrine/sdk/modules/members-admin';
import { products } from '@vitrine/sdk/modules/products';
import { siteSettings } from '@vitrine/sdk/modules/site-settings';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { seriousViolations as violationsOn } from './axe';
import { useHarness } from './harness';
import { signInToStudio, startStudioHarness } from './studio-helpers';

const harness = useHarness(startStudioHarness);
let page: Page;
let orderId: string;
let productId: string;
let collectionId: string;
let oauthAppId: string;

beforeAll(async () => {
  // Lists with rows, so their tables and actions are checked too: an order, a pending member, a mail.
  const admin = createClient({
    modules: { products, membersAdmin, collections, siteSettings },
    auth: ApiKeyStrategy({ apiKey: harness.site.apiKey, siteId: harness.site.siteId }),
    baseUrl: harness.baseUrl,
  });
  const { product } = await admin.products.createProduct({ name: 'Axe Lamp', productType: 'physical', priceData: { price: 12 } });
  // A product with options, so the editor shows its options, variants grid and per-choice media too.
  const { product: scarf } = await admin.products.createProduct({
    name: 'Axe Scarf',
    productType: 'physical',
    priceData: { price: 20 },
    manageVariants: true,
    productOptions: [{ name: 'Colour', optionType: 'color', choices: [{ value: '#aa0000', description: 'Red' }, { value: '#0000aa', description: 'Blue' }] }],
  });
  productId = scarf.id;
  const { collection } = await admin.collections.createCollection({ name: 'Axe Picks' });
  collectionId = collection.id;
  await admin.collections.addProductsToCollection(collectionId, [product.id, scarf.id]);
  oauthAppId = (await admin.siteSettings.createOAuthApp({ name: 'Axe App', redirectUris: ['https://axe.example.com/callback'] })).id;
  const visitor = createClient({ modules: { checkout, identity }, auth: OAuthStrategy({ clientId: harness.site.clientId }), baseUrl: harness.baseUrl });
  const address = { country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10016', addressLine1: '5 Park Ave' };
  const created = await visitor.checkout.createCheckout({
    channelType: 'WEB',
    lineItems: [{ catalogReference: { appId: storesAppId, catalogItemId: product.id }, quantity: 1 }],
    // A long address, as buyers' often are: on a phone it once widened the order page's panels past the screen.
    checkoutInfo: { buyerInfo: { email: 'axe.buyer.with.a.rather.long.address@vitrine-example.test' }, shippingInfo: { shippingDestination: { address } } },
  });
  orderId = (await visitor.checkout.createOrder(created.id)).orderId;
  await admin.membersAdmin.updateSignUpPolicy({ requireOwnerApproval: true, requireEmailVerification: true });
  await visitor.identity.register({ loginId: { email: 'axe.member@vitrine.test' }, password: 'axe-member-password' });
  page = await signInToStudio(harness);
});

/** The studio checks the shared page unless told otherwise. */
const seriousViolations = (on: Page = page) => violationsOn(on);

/** The store settings' sections, [name, section]: each is /studio/settings/<section>, headed "Store settings". */
const settingsSections: Array<[name: string, section: string]> = [
  ['payment settings', 'payment'],
  ['tax settings', 'tax'],
  ['shipping settings', 'shipping'],
  ['pickup settings', 'pickup'],
  ['discount settings', 'discounts'],
  ['coupons', 'coupons'],
  ['gift cards', 'gift-cards'],
  ['memberships', 'memberships'],
  ['sign-up policy', 'sign-up'],
];

/** [name, path, the level-1 heading the page shows once loaded]. */
const pages: Array<[name: string, path: () => string, heading: string | RegExp]> = [
  ['dashboard', () => '/studio/', 'Dashboard'],
  ['products', () => '/studio/products', 'Products'],
  ['product editor', () => `/studio/products/${productId}`, 'Axe Scarf'],
  ['new product', () => '/studio/products/new', 'Add product'],
  ['bulk edit', () => `/studio/products/bulk-edit?ids=${productId}`, 'Bulk edit 1 products'],
  ['bulk edit with nothing selected', () => '/studio/products/bulk-edit', 'Bulk edit'],
  ['collections', () => '/studio/collections', 'Collections'],
  ['collection editor', () => `/studio/collections/${collectionId}`, 'Axe Picks'],
  ['API keys', () => '/studio/settings/api-keys', 'API keys'],
  ['new API key', () => '/studio/settings/api-keys/new', 'Create API key'],
  ['OAuth apps', () => '/studio/settings/oauth-apps', 'OAuth apps'],
  ['OAuth app editor', () => `/studio/settings/oauth-apps/${oauthAppId}`, 'Axe App'],
  ['orders', () => '/studio/orders', 'Orders'],
  ['order detail', () => `/studio/orders/${orderId}`, /^Order #\d+$/],
  ['members', () => '/studio/members', 'Members'],
  ['mail', () => '/studio/mail', 'Mail'],
  ['e-mails', () => '/studio/mail/templates', 'E-mails'],
  ...settingsSections.map(([name, section]): [string, () => string, string] => [name, () => `/studio/settings/${section}`, 'Store settings']),
  ['webhooks', () => '/studio/settings/webhooks', 'Webhooks'],
];

describe('studio accessibility (axe-core)', () => {
  test('without a captcha service, the sign-up policy says captcha is off instead of offering one that protects nothing', async () => {
    await page.goto('/studio/settings/sign-up');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('note').textContent()).toContain('Off: this platform has no captcha service');
    expect(await page.getByLabel('Captcha').count()).toBe(0);
  });

  test('the check itself finds a serious violation when there is one', async () => {
    await page.goto('/studio/mail');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<button type="button"></button>'));
    expect(await seriousViolations()).toEqual([expect.stringMatching(/^button-name:/)]);
  });

  test('sign-in has no serious or critical violations, nor once a wrong password is reported', async () => {
    const signedOut = await harness.newPage();
    const missing: string[] = [];
    signedOut.on('response', (response) => {
      if (response.status() === 404) missing.push(response.url());
    });
    await signedOut.goto('/studio/sign-in');
    await signedOut.getByRole('heading', { name: 'Sign in to the studio' }).waitFor();
    // The studio's icon is in the page: the browser asks for no /favicon.ico, nor anything else missing.
    expect(await signedOut.locator('link[rel="icon"]').getAttribute('href')).toMatch(/^data:image\/svg\+xml,/);
    expect(missing).toEqual([]);
    expect(await seriousViolations(signedOut)).toEqual([]);
    await signedOut.getByLabel('E-mail').fill(harness.site.ownerEmail);
    await signedOut.getByLabel('Password').fill('not the password');
    await signedOut.getByRole('button', { name: 'Sign in' }).click();
    await signedOut.getByRole('alert').waitFor();
    expect(await seriousViolations(signedOut)).toEqual([]);
    await signedOut.context().close();
  });

  test.each(pages)('%s has no serious or critical violations', async (_name, path, heading) => {
    await page.goto(path());
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(heading);
    // Wait for the page's data: no loading indicator left.
    await expect.poll(() => page.getByRole('status').filter({ hasText: /^Loading/ }).count()).toBe(0);
    expect(await seriousViolations()).toEqual([]);
  });
});

/** Elements that stick out past the right edge of the screen (those inside a sideways-scrolling box are fine). */
async function overflowing(on: Page): Promise<string[]> {
  return on.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrolls = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(parent).overflowX)) return true;
      }
      return false;
    };
    const page = document.documentElement.scrollWidth > width ? [`the page (${document.documentElement.scrollWidth} wide)`] : [];
    return [...page, ...[...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 1 && !scrolls(element))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ').join('.')}` : ''} (right edge ${Math.round(element.getBoundingClientRect().right)})`)];
  });
}

describe('studio on a phone (375×812)', () => {
  // The narrowest common phone (iPhone SE, mini).
  const narrow = { width: 375, height: 812 };

  test('every page fits the width, shows its heading in the top half of the screen, and the navigation reaches every section', async () => {
    const small = await signInToStudio(harness, '/studio/', narrow);
    const misfits: Array<{ name: string; overflowing: string[]; headingInTopHalf: boolean }> = [];
    for (const [name, path, heading] of pages) {
      await small.goto(path());
      await expect.poll(() => small.getByRole('heading', { level: 1 }).textContent()).toMatch(heading);
      await expect.poll(() => small.getByRole('status').filter({ hasText: /^Loading/ }).count()).toBe(0);
      const box = await small.getByRole('heading', { level: 1 }).boundingBox();
      // What opens in place counts too: a mail's text with its long reset link, the dashboard's figures.
      await small.evaluate(() => document.querySelectorAll('details').forEach((details) => (details.open = true)));
      // The navigation does not push the page out of the first half of the screen.
      const fits = { name, overflowing: await overflowing(small), headingInTopHalf: box!.y + box!.height <= narrow.height / 2 };
      if (fits.overflowing.length || !fits.headingInTopHalf) misfits.push(fits);
    }
    expect(misfits).toEqual([]);
    await harness.screenshot(small, 'studio-phone-webhooks');

    // Every navigation link can be reached and followed on the small screen.
    await small.goto('/studio/');
    const nav = small.getByRole('navigation', { name: 'Studio' });
    await nav.getByRole('link', { name: 'API keys' }).waitFor();
    const labels = await nav.getByRole('link').allTextContents();
    expect(labels).toContain('API keys');
    for (const label of labels.filter((text) => text !== 'View the store')) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect.poll(() => nav.getByRole('link', { name: label, exact: true }).getAttribute('aria-current')).toBe('page');
      await small.getByRole('heading', { level: 1 }).waitFor();
    }
    expect(await nav.getByRole('button', { name: 'Sign out' }).isVisible()).toBe(true);

    // A dialog's check boxes keep their labels beside them, however long: the refund's restock box had
    // its label on the line under it, the box alone above, reading as the shipping box's.
    await small.goto(`/studio/orders/${orderId}`);
    await small.getByRole('group', { name: 'Order actions' }).getByRole('button', { name: 'Refund' }).click();
    const boxes = small.getByRole('dialog', { name: /^Refund order/ }).getByRole('checkbox');
    await expect.poll(() => boxes.count()).toBe(2);
    for (const box of await boxes.all()) {
      const label = small.locator(`label[for="${await box.getAttribute('id')}"]`);
      const [boxAt, labelAt] = [(await box.boundingBox())!, (await label.boundingBox())!];
      expect({ label: await label.textContent(), besideTheBox: labelAt.y < boxAt.y + boxAt.height && labelAt.x >= boxAt.x + boxAt.width }).toEqual({ label: await label.textContent(), besideTheBox: true });
    }
    await small.context().close();
  });
});
