import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy, createClient, OAuthStrategy } from '../src';
import { storesAppId } from '../src/modules/cart';
import { checkout } from '../src/modules/checkout';
import { blockingViolations, missingForOrder, needsShipping, shippingOptionsOf } from '../src/modules/checkout-readiness';
import { products } from '../src/modules/products';

// The readiness helpers read real checkouts, as the platform answers them, step by step.
let platform: TestPlatform;
let physicalId: string;
let digitalId: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  const merchant = createClient({
    modules: { products },
    auth: ApiKeyStrategy({ apiKey: platform.site.apiKey, siteId: platform.site.siteId }),
    baseUrl: platform.baseUrl,
  });
  physicalId = (await merchant.products.createProduct({ name: 'Lamp', productType: 'physical' as never, priceData: { price: 30 }, stock: { trackInventory: true, quantity: 1 } })).product.id;
  digitalId = (await merchant.products.createProduct({ name: 'E-book', productType: 'digital' as never, priceData: { price: 9 } })).product.id;
  await fetch(`${platform.baseUrl}/_api/vitrine/v1/store-settings`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: platform.site.apiKey, 'wix-site-id': platform.site.siteId },
    body: JSON.stringify({ shipping: { regions: [{ name: 'FR', countries: ['FR'], options: [{ code: 'post', title: 'Post', cost: '5.00' }] }], pickupPoints: [] } }),
  });
});
afterAll(() => platform.close());

const shopper = () => createClient({ modules: { checkout }, auth: OAuthStrategy({ clientId: platform.site.clientId }), baseUrl: platform.baseUrl });
const line = (catalogItemId: string, quantity = 1) => ({ catalogReference: { appId: storesAppId, catalogItemId }, quantity });

describe('checkout readiness', () => {
  it('lists what a physical order still needs, in order, until it can be placed', async () => {
    const client = shopper();
    const created = await client.checkout.createCheckout({ lineItems: [line(physicalId)] });
    expect(needsShipping(created)).toBe(true);
    expect(missingForOrder(created)).toEqual(['BUYER_EMAIL', 'SHIPPING_ADDRESS']);

    const addressed = await client.checkout.updateCheckout(created.id, {
      buyerInfo: { email: 'reader@vitrine.test' },
      shippingInfo: { shippingDestination: { address: { country: 'FR', city: 'Lyon', addressLine1: '1 rue de la Paix', postalCode: '69001' } } },
    });
    expect(shippingOptionsOf(addressed).map((option) => option.code)).toEqual(['post']);
    const ready = addressed.shippingInfo.selectedCarrierServiceOption ? addressed : await client.checkout.updateCheckout(created.id, { shippingInfo: { selectedCarrierServiceOption: { code: 'post' } } });
    expect(missingForOrder(ready)).toEqual([]);
    expect(blockingViolations(ready)).toEqual([]);
    await expect(client.checkout.createOrder(created.id)).resolves.toMatchObject({ orderId: expect.any(String) });
  });

  it('asks no e-mail of a member, whose order takes the account’s, and the order is placed with it', async () => {
    const memberId = crypto.randomUUID();
    const email = `${memberId.slice(0, 8)}@vitrine.test`;
    await platform.app.db.query('INSERT INTO members (id, site_id, login_email) VALUES ($1, $2, $3)', [memberId, platform.site.siteId, email]);
    const tokens = await platform.app.auth.issueMemberTokens(platform.site.siteId, platform.site.clientId, memberId);
    const member = createClient({ modules: { checkout }, auth: { getAuthHeaders: async () => ({ authorization: tokens.access_token }) }, baseUrl: platform.baseUrl });
    const digital = await member.checkout.createCheckout({ lineItems: [line(digitalId)] });
    expect(digital.buyerInfo.email).toBeUndefined();
    expect(missingForOrder(digital)).toEqual([]);
    await expect(member.checkout.createOrder(digital.id)).resolves.toMatchObject({ orderId: expect.any(String) });
  });

  it('asks no address for a download, and reports a line beyond the stock as blocking', async () => {
    const client = shopper();
    const digital = await client.checkout.createCheckout({ lineItems: [line(digitalId)] });
    expect(needsShipping(digital)).toBe(false);
    expect(missingForOrder(digital)).toEqual(['BUYER_EMAIL']);

    const tooMany = await client.checkout.createCheckout({ lineItems: [line(physicalId, 5)] });
    expect(blockingViolations(tooMany).length).toBeGreaterThan(0);
    expect(blockingViolations(tooMany).every((violation) => violation.severity === 'ERROR')).toBe(true);
  });
});
