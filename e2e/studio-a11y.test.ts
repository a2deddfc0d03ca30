import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@vitrine/sdk';
import { storesAppId } from '@vitrine/sdk/modules/cart';
import { checkout } from '@vitrine/sdk/modules/checkout';
import { identity } from '@vitrine/sdk/modules/identity';
import { membersAdmin } from '@vitrine/sdk/modules/members-admin';
import { products } from '@vitrine/sdk/modules/products';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Harness } from './harness';
import { signInToStudio, startStudioHarness } from './studio-helpers';

let harness: Harness;
let axeSource: string;
let page: Page;
let orderId: string;

beforeAll(async () => {
  harness = await startStudioHarness();
  axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  // Lists with rows, so their tables and actions are checked too: an order, a pending member, a mail.
  const admin = createClient({ modules: { products, membersAdmin }, auth: ApiKeyStrategy({ apiKey: harness.site.apiKey, siteId: harness.site.siteId }), baseUrl: harness.baseUrl });
  const { product } = await admin.products.createProduct({ name: 'Axe Lamp', productType: 'physical', priceData: { price: 12 } });
  const visitor = createClient({ modules: { checkout, identity }, auth: OAuthStrategy({ clientId: harness.site.clientId }), baseUrl: harness.baseUrl });
  const address = { country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10016', addressLine1: '5 Park Ave' };
  const created = await visitor.checkout.createCheckout({
    channelType: 'WEB',
    lineItems: [{ catalogReference: { appId: storesAppId, catalogItemId: product.id }, quantity: 1 }],
    checkoutInfo: { buyerInfo: { email: 'axe@vitrine.test' }, shippingInfo: { shippingDestination: { address } } },
  });
  orderId = (await visitor.checkout.createOrder(created.id)).orderId;
  await admin.membersAdmin.updateSignUpPolicy({ requireOwnerApproval: true, requireEmailVerification: true });
  await visitor.identity.register({ loginId: { email: 'axe.member@vitrine.test' }, password: 'axe-member-password' });
  page = await signInToStudio(harness);
}, 240_000);

afterAll(async () => {
  await harness?.close();
});

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** axe-core run in the page; serious and critical findings fail, each named with where it is. */
async function seriousViolations(): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** [name, path, the level-1 heading the page shows once loaded]. */
const pages: Array<[string, () => string, string | RegExp]> = [
  ['dashboard', () => '/studio/', 'Dashboard'],
  ['orders', () => '/studio/orders', 'Orders'],
  ['order detail', () => `/studio/orders/${orderId}`, /^Order #\d+$/],
  ['members', () => '/studio/members', 'Members'],
  ['mail', () => '/studio/mail', 'Mail'],
  ['payment settings', () => '/studio/settings/payment', 'Store settings'],
  ['tax settings', () => '/studio/settings/tax', 'Store settings'],
  ['shipping settings', () => '/studio/settings/shipping', 'Store settings'],
  ['pickup settings', () => '/studio/settings/pickup', 'Store settings'],
  ['discount settings', () => '/studio/settings/discounts', 'Store settings'],
  ['coupons', () => '/studio/settings/coupons', 'Store settings'],
  ['gift cards', () => '/studio/settings/gift-cards', 'Store settings'],
  ['memberships', () => '/studio/settings/memberships', 'Store settings'],
  ['sign-up policy', () => '/studio/settings/sign-up', 'Store settings'],
  ['webhooks', () => '/studio/settings/webhooks', 'Webhooks'],
];

describe('studio accessibility (axe-core)', () => {
  test('the check itself finds a serious violation when there is one', async () => {
    await page.goto('/studio/mail');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<button type="button"></button>'));
    expect(await seriousViolations()).toEqual([expect.stringMatching(/^button-name:/)]);
  });

  test.each(pages)('%s has no serious or critical violations', async (_name, path, heading) => {
    await page.goto(path());
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(heading);
    // Wait for the page's data: no loading indicator left.
    await expect.poll(() => page.getByRole('status').filter({ hasText: /^Loading/ }).count()).toBe(0);
    expect(await seriousViolations()).toEqual([]);
  });
});
