import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalog } from '../src/seed/demo-catalog';
import { seedDemoSettings } from '../src/seed/demo-settings';
import { startTestPlatform, type TestPlatform } from '../src/testing';
import { ecomKit } from './ecom-helpers';

/** The demo store's checkout shows every kind of delivery and a membership a member can use. */
let platform: TestPlatform;
let kit: ReturnType<typeof ecomKit>;
let notebookId: string;
let mugId: string;
beforeAll(async () => {
  platform = await startTestPlatform();
  kit = ecomKit(platform);
  await seedDemoCatalog(platform.app, platform.site.siteId);
  await seedDemoSettings(platform.app, platform.site.siteId);
  const rows = await platform.app.db.query<{ id: string; sku: string }>("SELECT id, sku FROM products WHERE site_id = $1 AND sku IN ('ST-NOT-01', 'HK-MUG-01')", [
    platform.site.siteId,
  ]);
  notebookId = rows.find((row) => row.sku === 'ST-NOT-01')!.id;
  mugId = rows.find((row) => row.sku === 'HK-MUG-01')!.id;
}, 120_000);
afterAll(() => platform.close());

// Both come in colours: a line names one.
const mug = () => kit.line(mugId, 1, { options: { Color: 'Speckled' } });
const notebook = () => kit.line(notebookId, 1, { options: { Color: 'Navy' } });
const newYork = { country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10013', addressLine: '5 Spring St' };

describe('demo store settings', () => {
  it('offer delivery, a Saturday time slot, a store pickup and a pickup point', async () => {
    const shopper = await kit.visitor();
    await kit.http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [mug()] }, shopper);
    const { shippingInfo } = (await kit.http.post('/ecom/v1/carts/current/estimate-totals', { shippingAddress: newYork }, shopper)).body;
    const options = shippingInfo.carrierServiceOptions.flatMap((carrier: { shippingOptions: unknown[] }) => carrier.shippingOptions) as Array<{ code: string; logistics: any }>;
    const byCode = Object.fromEntries(options.map((option) => [option.code, option]));
    expect(Object.keys(byCode).sort()).toEqual(['brooklyn-locker', 'store-pickup', 'us-express', 'us-saturday', 'us-standard']);
    expect(byCode['brooklyn-locker']!.logistics.pickupDetails).toMatchObject({ pickupMethod: 'PICKUP_POINT', address: { city: 'Brooklyn' } });
    expect(byCode['store-pickup']!.logistics.pickupDetails.pickupMethod).toBe('STORE_PICKUP');
    const slot = byCode['us-saturday']!.logistics.deliveryTimeSlot;
    expect(new Date(slot.from).getUTCDay()).toBe(6);
    expect(Date.parse(slot.from)).toBeGreaterThan(Date.now());
    expect(Date.parse(slot.to)).toBeGreaterThan(Date.parse(slot.from));
  });

  it('let a member pay for the club’s stationery with the Vitrine Club membership', async () => {
    const member = await kit.member();
    const cart = (await kit.http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [notebook(), mug()] }, member.headers)).body.cart;
    const notebookLine = cart.lineItems.find((line: { catalogReference: { catalogItemId: string } }) => line.catalogReference.catalogItemId === notebookId).id;
    const { membershipOptions } = (await kit.http.post('/ecom/v1/carts/current/estimate-totals', { shippingAddress: newYork }, member.headers)).body;
    expect(membershipOptions.eligibleMemberships).toEqual([expect.objectContaining({ name: { original: 'Vitrine Club' }, lineItemIds: [notebookLine] })]);
  });
});
