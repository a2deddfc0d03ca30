import { describe, expect, it } from 'vitest';
import { createApiKey } from '../src/domains/sites/sites.service';
import { ecomKit } from './ecom-helpers';
import { ownerToken, platformForFile } from './helpers';

const { platform } = platformForFile();
const kit = ecomKit(platform);

const path = '/_api/vitrine/v1/store-settings';

describe('store settings', () => {
  it('start empty and are replaced section by section, amounts as decimal strings', async () => {
    const initial = (await kit.http.get(path, kit.staff)).body.settings;
    const gold = await kit.product({ name: 'Gold tea' });
    expect(initial).toMatchObject({ merchantDiscounts: [], memberships: [], shipping: { regions: [], pickupPoints: [] }, payment: { testOutcome: 'APPROVED' } });
    const saved = await kit.settings({
      merchantDiscounts: [{ name: 'Summer', scope: 'GLOBAL', valueType: 'PERCENT', percentage: 15 }, { name: 'Ship', scope: 'SHIPPING', valueType: 'AMOUNT', amount: '2.5' }],
      memberships: [{ name: 'Gold', productIds: [gold.id], expirationDate: '2030-01-01T00:00:00.000Z' }],
    });
    expect(saved.merchantDiscounts).toEqual([
      { id: expect.any(String), name: 'Summer', scope: 'GLOBAL', valueType: 'PERCENT', percentage: 15, active: true },
      { id: expect.any(String), name: 'Ship', scope: 'SHIPPING', valueType: 'AMOUNT', amount: '2.50', active: true },
    ]);
    expect(saved.memberships[0]).toMatchObject({ name: 'Gold', productIds: [gold.id], memberIds: [], expirationDate: '2030-01-01T00:00:00.000Z' });
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

  it('tell an editor that someone else saved the same section first, and save nothing', async () => {
    const site = await platform.createSite();
    const owner = { authorization: site.apiKey, 'wix-site-id': site.siteId };
    const opened = (await kit.http.get(path, owner)).body.settings;
    expect(opened.sectionRevisions).toEqual({ merchantDiscounts: 0, tax: 0, shipping: 0, memberships: 0, payment: 0, storefront: 0 });

    // Two editors open the payment section; the first saves.
    const first = await kit.http.patch(path, { payment: { testOutcome: 'PENDING', blockedPaymentOptions: [] }, expectedRevisions: { payment: 0 } }, owner);
    expect(first.status).toBe(200);
    expect(first.body.settings.sectionRevisions).toMatchObject({ payment: 1, tax: 0 });

    // The second, still at revision 0, is refused in the error envelope and the first one's save stands.
    const second = await kit.http.patch(path, { payment: { testOutcome: 'APPROVED', blockedPaymentOptions: ['MANUAL'] }, expectedRevisions: { payment: 0 } }, owner);
    expect(second.status).toBe(409);
    expect(second.body.details.applicationError).toMatchObject({
      code: 'REVISION_MISMATCH',
      description: expect.stringContaining('payment settings'),
      data: { sections: ['payment'], sectionRevisions: expect.objectContaining({ payment: 1 }) },
    });
    expect((await kit.http.get(path, owner)).body.settings.payment).toEqual({ testOutcome: 'PENDING', blockedPaymentOptions: [], checkoutPage: 'STOREFRONT' });

    // A save of another section is no conflict: each section counts its own saves.
    const tax = await kit.http.patch(path, { tax: { ...opened.tax, taxShipping: true }, expectedRevisions: { tax: 0 } }, owner);
    expect(tax.status).toBe(200);
    expect(tax.body.settings.sectionRevisions).toMatchObject({ payment: 1, tax: 1 });
    // Without expected revisions the sections sent simply replace what is there (SDK scripts, the seed).
    expect((await kit.http.patch(path, { payment: { testOutcome: 'APPROVED', blockedPaymentOptions: [] } }, owner)).status).toBe(200);
    expect((await kit.http.patch(path, { memberships: [], expectedRevisions: { payment: -1 } }, owner)).status).toBe(400);
  });

  it('let only one of two simultaneous saves from the same revision through', async () => {
    const site = await platform.createSite();
    const owner = { authorization: site.apiKey, 'wix-site-id': site.siteId };
    const save = (name: string) => kit.http.patch(path, { memberships: [{ name, productIds: [] }], expectedRevisions: { memberships: 0 } }, owner);
    const outcomes = await Promise.all([save('A'), save('B'), save('C')]);
    expect(outcomes.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const winner = outcomes.find((r) => r.status === 200)!.body.settings.memberships[0].name;
    expect((await kit.http.get(path, owner)).body.settings.memberships.map((m: { name: string }) => m.name)).toEqual([winner]);
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
    // Renaming another coupon to a taken code is refused and changes nothing.
    const other = (await kit.http.post(`${path}/coupons`, { code: 'OTHER', name: 'Other', valueType: 'PERCENT', percentage: 5 }, kit.staff)).body.coupon;
    const renamed = await kit.http.patch(`${path}/coupons/${other.id}`, { code: 'Welcome', percentage: 50 }, kit.staff);
    expect(renamed.status).toBe(409);
    expect(renamed.body.details.applicationError.code).toBe('CODE_ALREADY_EXISTS');
    expect((await kit.http.get(`${path}/coupons`, kit.staff)).body.coupons.find((c: { id: string }) => c.id === other.id)).toMatchObject({ code: 'OTHER', percentage: 5 });
    expect((await kit.http.delete(`${path}/coupons/${other.id}`, kit.staff)).status).toBe(200);
    expect((await kit.http.delete(`${path}/coupons/${id}`, kit.staff)).status).toBe(200);
    expect((await kit.http.delete(`${path}/coupons/${id}`, kit.staff)).status).toBe(404);

    const card = await kit.http.post(`${path}/gift-cards`, { code: 'CARD-0001', balance: '50.00' }, kit.staff);
    expect(card.body.giftCard).toMatchObject({ code: 'CARD-0001', balance: '50.00', initialBalance: '50.00', active: true });
    const disabled = await kit.http.patch(`${path}/gift-cards/${card.body.giftCard.id}`, { active: false, balance: '10' }, kit.staff);
    expect(disabled.body.giftCard).toMatchObject({ active: false, balance: '10.00' });
    expect((await kit.http.get(`${path}/gift-cards`, kit.staff)).body.giftCards).toHaveLength(1);
    const second = (await kit.http.post(`${path}/gift-cards`, { code: 'CARD-0002', balance: '5.00' }, kit.staff)).body.giftCard;
    const taken = await kit.http.patch(`${path}/gift-cards/${second.id}`, { code: 'card-0001', balance: '99' }, kit.staff);
    expect(taken.status).toBe(409);
    expect(taken.body.details.applicationError.code).toBe('CODE_ALREADY_EXISTS');
    expect((await kit.http.get(`${path}/gift-cards`, kit.staff)).body.giftCards.find((c: { id: string }) => c.id === second.id)).toMatchObject({ code: 'CARD-0002', balance: '5.00' });
    expect((await kit.http.post(`${path}/gift-cards`, { code: 'bad code!', balance: '1' }, kit.staff)).status).toBe(400);
  });

  it('refuses a new gift-card code shorter than 8 characters, issued or changed to', async () => {
    const short = await kit.http.post(`${path}/gift-cards`, { code: 'GIFT-12', balance: '5.00' }, kit.staff);
    expect(short.status).toBe(400);
    expect(short.body.details.validationError.fieldViolations).toMatchObject([{ field: 'code', violatedRule: 'MIN_LENGTH' }]);
    const card = await kit.http.post(`${path}/gift-cards`, { code: 'GIFT-123', balance: '5.00' }, kit.staff);
    expect(card.status).toBe(200);
    const renamed = await kit.http.patch(`${path}/gift-cards/${card.body.giftCard.id}`, { code: 'G-1' }, kit.staff);
    expect(renamed.status).toBe(400);
    expect(renamed.body.details.validationError.fieldViolations).toMatchObject([{ field: 'code', violatedRule: 'MIN_LENGTH' }]);
    expect((await kit.http.get(`${path}/gift-cards`, kit.staff)).body.giftCards.map((c: { code: string }) => c.code)).not.toContain('G-1');
  });
});
