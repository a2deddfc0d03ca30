import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../src/domains/sites/sites.service';
import { startTestPlatform, type TestPlatform } from '../src/testing';
import { ecomKit } from './ecom-helpers';
import { ownerToken } from './helpers';

let platform: TestPlatform;
let kit: ReturnType<typeof ecomKit>;
beforeAll(async () => {
  platform = await startTestPlatform();
  kit = ecomKit(platform);
});
afterAll(() => platform.close());

const path = '/_api/vitrine/v1/store-settings';

describe('store settings', () => {
  it('start empty and are replaced section by section, amounts as decimal strings', async () => {
    const initial = (await kit.http.get(path, kit.staff)).body.settings;
    expect(initial).toMatchObject({ merchantDiscounts: [], memberships: [], shipping: { regions: [], pickupPoints: [] }, payment: { testOutcome: 'APPROVED' } });
    const saved = await kit.settings({
      merchantDiscounts: [{ name: 'Summer', scope: 'GLOBAL', valueType: 'PERCENT', percentage: 15 }, { name: 'Ship', scope: 'SHIPPING', valueType: 'AMOUNT', amount: '2.5' }],
      memberships: [{ name: 'Gold', productIds: ['p1'], expirationDate: '2030-01-01T00:00:00.000Z' }],
    });
    expect(saved.merchantDiscounts).toEqual([
      { id: expect.any(String), name: 'Summer', scope: 'GLOBAL', valueType: 'PERCENT', percentage: 15, active: true },
      { id: expect.any(String), name: 'Ship', scope: 'SHIPPING', valueType: 'AMOUNT', amount: '2.50', active: true },
    ]);
    expect(saved.memberships[0]).toMatchObject({ name: 'Gold', memberIds: [], expirationDate: '2030-01-01T00:00:00.000Z' });
    const tax = await kit.settings({ tax: { mode: 'AUTO', autoTaxActive: true, fallbackRate: 5, pricesIncludeTax: true, taxableAddressType: 'BILLING', taxShipping: true, regions: [] } });
    // Other sections are untouched by a patch that does not name them.
    expect(tax.merchantDiscounts).toHaveLength(2);
    expect(tax.tax).toMatchObject({ mode: 'AUTO', pricesIncludeTax: true, taxableAddressType: 'BILLING' });
  });

  it('refuse amounts finer than the currency and malformed sections', async () => {
    const tooFine = await kit.http.patch(path, { shipping: { regions: [{ name: 'X', countries: ['US'], options: [{ code: 'a', title: 'A', cost: '1.005' }] }], pickupPoints: [] } }, kit.staff);
    expect(tooFine.status).toBe(400);
    expect(tooFine.body.details.validationError.fieldViolations).toEqual([expect.objectContaining({ field: 'shipping.regions.0.options.0.cost', violatedRule: 'DECIMAL_MAX_SCALE' })]);
    const badEnum = await kit.http.patch(path, { tax: { mode: 'MAGIC' } }, kit.staff);
    expect(badEnum.status).toBe(400);
    const missingPercent = await kit.http.patch(path, { merchantDiscounts: [{ name: 'x', scope: 'GLOBAL', valueType: 'PERCENT' }] }, kit.staff);
    expect(missingPercent.body.details.validationError.fieldViolations[0].field).toBe('merchantDiscounts.0.percentage');
    const duplicate = await kit.http.patch(path, { shipping: { regions: [{ name: 'X', countries: [], options: [{ code: 'a', title: 'A', cost: '1' }] }], pickupPoints: [{ code: 'a', title: 'B', method: 'PICKUP_POINT', cost: '0', address: { country: 'US' } }] } }, kit.staff);
    expect(duplicate.status).toBe(400);
  });

  it('belong to owners and apps holding settings:write', async () => {
    expect((await kit.http.get(path, await kit.visitor())).status).toBe(403);
    expect((await kit.http.get(path)).status).toBe(401);
    expect((await kit.http.get(path, { authorization: await ownerToken(platform) })).status).toBe(200);
    const { apiKey } = await createApiKey(platform.app.db, platform.site.accountId, 'read only', ['ecom:read']);
    expect((await kit.http.patch(path, { memberships: [] }, { authorization: apiKey, 'wix-site-id': platform.site.siteId })).status).toBe(403);
    // Another site's settings are its own.
    const other = await platform.createSite();
    expect((await kit.http.get(path, { authorization: other.apiKey, 'wix-site-id': other.siteId })).body.settings.merchantDiscounts).toEqual([]);
  });

  it('are in the OpenAPI document', async () => {
    const document = (await kit.http.get('/openapi.json')).body;
    for (const route of [path, `${path}/coupons`, `${path}/coupons/{id}`, `${path}/gift-cards`, `${path}/gift-cards/{id}`]) expect(document.paths[route]).toBeDefined();
    expect(document.paths[path].patch.requestBody).toBeDefined();
  });
});

describe('coupons and gift cards', () => {
  it('are created, listed, changed and deleted; codes are unique regardless of case', async () => {
    const created = await kit.http.post(`${path}/coupons`, { code: 'WELCOME', name: 'Welcome', valueType: 'AMOUNT', amount: '5', minimumSubtotal: '20', usageLimit: 100 }, kit.staff);
    expect(created.body.coupon).toMatchObject({ code: 'WELCOME', amount: '5.00', minimumSubtotal: '20.00', usageLimit: 100, timesUsed: 0, active: true });
    expect((await kit.http.post(`${path}/coupons`, { code: 'welcome', name: 'Dup', valueType: 'PERCENT', percentage: 5 }, kit.staff)).status).toBe(409);
    const id = created.body.coupon.id;
    const changed = await kit.http.patch(`${path}/coupons/${id}`, { valueType: 'PERCENT', percentage: 20 }, kit.staff);
    expect(changed.body.coupon).toMatchObject({ valueType: 'PERCENT', percentage: 20 });
    expect(changed.body.coupon.amount).toBeUndefined();
    expect((await kit.http.get(`${path}/coupons`, kit.staff)).body.coupons.map((c: { code: string }) => c.code)).toEqual(['WELCOME']);
    expect((await kit.http.delete(`${path}/coupons/${id}`, kit.staff)).status).toBe(200);
    expect((await kit.http.delete(`${path}/coupons/${id}`, kit.staff)).status).toBe(404);

    const card = await kit.http.post(`${path}/gift-cards`, { code: 'CARD-1', balance: '50.00' }, kit.staff);
    expect(card.body.giftCard).toMatchObject({ code: 'CARD-1', balance: '50.00', initialBalance: '50.00', active: true });
    const disabled = await kit.http.patch(`${path}/gift-cards/${card.body.giftCard.id}`, { active: false, balance: '10' }, kit.staff);
    expect(disabled.body.giftCard).toMatchObject({ active: false, balance: '10.00' });
    expect((await kit.http.get(`${path}/gift-cards`, kit.staff)).body.giftCards).toHaveLength(1);
    expect((await kit.http.post(`${path}/gift-cards`, { code: 'bad code!', balance: '1' }, kit.staff)).status).toBe(400);
  });
});
