import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing';
import { ecomKit } from './ecom-helpers';

/**
 * estimate-totals with every switch a storefront uses (tax and shipping off, memberships, the
 * billing address as the taxable one), and a member's order history across sign-in.
 */
let platform: TestPlatform;
let kit: ReturnType<typeof ecomKit>;
let lamp: { id: string };
let book: { id: string };
let clubId: string;
let oldClubId: string;
beforeAll(async () => {
  platform = await startTestPlatform();
  kit = ecomKit(platform);
  lamp = await kit.product({ name: 'Lamp', price: 40, quantity: 100 });
  book = await kit.product({ name: 'Book', price: 20, quantity: 100 });
  const settings = await kit.settings({
    shipping: { regions: [{ name: 'US', countries: ['US'], options: [{ code: 'standard', title: 'Standard', cost: '5.00' }] }], pickupPoints: [] },
    tax: {
      mode: 'MANUAL',
      autoTaxActive: false,
      pricesIncludeTax: false,
      taxableAddressType: 'BILLING',
      taxShipping: false,
      regions: [
        { name: 'New York', jurisdictionType: 'STATE', country: 'US', subdivision: 'US-NY', rate: 8.875 },
        { name: 'California', jurisdictionType: 'STATE', country: 'US', subdivision: 'US-CA', rate: 7.25 },
      ],
    },
    memberships: [
      { name: 'Book club', productIds: [book.id], expirationDate: '2100-01-01T00:00:00.000Z', credits: 5 },
      { name: 'Old club', productIds: [book.id], expirationDate: '2001-01-01T00:00:00.000Z' },
    ],
  });
  clubId = settings.memberships.find((m: { name: string }) => m.name === 'Book club').id;
  oldClubId = settings.memberships.find((m: { name: string }) => m.name === 'Old club').id;
});
afterAll(() => platform.close());

const ny = { country: 'US', subdivision: 'US-NY', city: 'New York', addressLine: '5 Park Ave' };
const ca = { country: 'US', subdivision: 'US-CA', city: 'Los Angeles', addressLine: '1 Sunset Blvd' };

async function cartOf(shopper: Record<string, string>) {
  const response = await kit.http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [kit.line(lamp.id), kit.line(book.id)] }, shopper);
  expect(response.status).toBe(200);
  const [lampLine, bookLine] = response.body.cart.lineItems as Array<{ id: string }>;
  return { lampLine: lampLine!.id, bookLine: bookLine!.id };
}

const estimate = (shopper: Record<string, string>, body: Record<string, unknown>) => kit.http.post('/ecom/v1/carts/current/estimate-totals', body, shopper);

describe('estimate-totals', () => {
  it('taxes at the billing address when the store says BILLING, else at the shipping address', async () => {
    const shopper = await kit.visitor();
    await cartOf(shopper);
    const billed = (await estimate(shopper, { shippingAddress: ca, billingAddress: ny })).body;
    // New York: 40.00 × 8.875 % = 3.55, 20.00 × 8.875 % = 1.775 → 1.78 (each line rounded).
    expect(billed.priceSummary).toMatchObject({ subtotal: { amount: '60.00' }, shipping: { amount: '5.00' }, tax: { amount: '5.33' }, total: { amount: '70.33' } });
    expect(billed.taxSummary).toEqual({
      taxableAmount: expect.objectContaining({ amount: '60.00' }),
      totalTax: expect.objectContaining({ amount: '5.33' }),
      manualTaxRate: '0.08875',
      calculationDetails: { rateType: 'MANUAL_RATE', manualRateReason: 'GLOBAL_SETTING_TO_MANUAL' },
      taxableAddress: { addressType: 'BILLING' },
    });
    // No billing address given: the shipping address (California) stands in.
    const shippedOnly = (await estimate(shopper, { shippingAddress: ca })).body;
    expect(shippedOnly.priceSummary.tax.amount).toBe('4.35');
    expect(shippedOnly.taxSummary.manualTaxRate).toBe('0.0725');
  });

  it('leaves tax or shipping out when asked', async () => {
    const shopper = await kit.visitor();
    await cartOf(shopper);
    const noTax = (await estimate(shopper, { shippingAddress: ny, billingAddress: ny, calculateTax: false })).body;
    expect(noTax.priceSummary).toMatchObject({ tax: { amount: '0.00' }, shipping: { amount: '5.00' }, total: { amount: '65.00' } });
    expect(noTax.taxSummary).toMatchObject({ totalTax: { amount: '0.00' }, taxableAmount: { amount: '0.00' }, calculationDetails: { rateType: 'NO_TAX_COLLECTED' } });
    expect(noTax.lineItems.every((line: { taxDetails: { totalTax: { amount: string } } }) => line.taxDetails.totalTax.amount === '0.00')).toBe(true);

    const noShipping = (await estimate(shopper, { shippingAddress: ny, billingAddress: ny, calculateShipping: false })).body;
    expect(noShipping.priceSummary).toMatchObject({ shipping: { amount: '0.00' }, tax: { amount: '5.33' }, total: { amount: '65.33' } });
    expect(noShipping.shippingInfo.carrierServiceOptions).toEqual([]);
    expect(noShipping.shippingInfo.selectedCarrierServiceOption).toBeUndefined();
  });

  it('lists a member’s memberships and pays the lines of a selected one', async () => {
    const member = await kit.member();
    const { bookLine } = await cartOf(member.headers);
    const offered = (await estimate(member.headers, { shippingAddress: ny, billingAddress: ny })).body;
    expect(offered.membershipOptions).toEqual({
      eligibleMemberships: [
        { id: clubId, appId: expect.any(String), name: { original: 'Book club' }, lineItemIds: [bookLine], expirationDate: '2100-01-01T00:00:00.000Z', credits: { total: 5, remaining: 5 } },
      ],
      invalidMemberships: [
        { membership: { id: oldClubId, appId: expect.any(String), name: { original: 'Old club' }, lineItemIds: [bookLine], expirationDate: '2001-01-01T00:00:00.000Z' }, reason: 'EXPIRED' },
      ],
      selectedMemberships: { memberships: [] },
    });

    const selected = (await estimate(member.headers, { shippingAddress: ny, billingAddress: ny, selectedMemberships: { memberships: [{ id: clubId }] } })).body;
    expect(selected.membershipOptions.selectedMemberships).toEqual({ memberships: [{ id: clubId, appId: expect.any(String), lineItemIds: [bookLine] }] });
    expect(selected.lineItems.find((line: { id: string }) => line.id === bookLine).paymentOption).toBe('MEMBERSHIP');
    // Only the lamp is charged now: 40.00 + 5.00 shipping + 3.55 tax.
    expect(selected.priceSummary).toMatchObject({ subtotal: { amount: '40.00' }, tax: { amount: '3.55' }, total: { amount: '48.55' } });

    const expired = (await estimate(member.headers, { selectedMemberships: { memberships: [{ id: oldClubId }] } })).body;
    expect(expired.calculationErrors.membershipError.applicationError.code).toBe('MEMBERSHIP_NOT_ELIGIBLE');
  });

  it('a membership’s credits: each unit it pays for uses one, a line beyond what is left is charged, none left makes it invalid, a cancel gives them back', async () => {
    const member = await kit.member();
    /** Places an order of `books` books paid with the Book club (5 credits), as the member. */
    const orderBooks = async (books: number) => {
      const { body } = await kit.http.post('/ecom/v1/checkouts', { lineItems: [kit.line(book.id, books)], channelType: 'WEB' }, member.headers);
      const selected = await kit.http.patch(
        `/ecom/v1/checkouts/${body.checkout.id}`,
        { checkout: { buyerInfo: { email: member.email }, shippingInfo: { shippingDestination: { address: ny }, selectedCarrierServiceOption: { code: 'standard' } }, membershipOptions: { selectedMemberships: { memberships: [{ id: clubId }] } } } },
        member.headers,
      );
      expect(selected.status, JSON.stringify(selected.body)).toBe(200);
      const placed = await kit.http.post(`/ecom/v1/checkouts/${body.checkout.id}/create-order`, {}, member.headers);
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      return (await kit.http.get(`/ecom/v1/orders/${placed.body.orderId}`, kit.staff)).body.order;
    };
    const creditsLeft = async () => {
      const { bookLine } = await cartOf(member.headers);
      const options = (await estimate(member.headers, { shippingAddress: ny })).body.membershipOptions;
      await kit.http.post('/ecom/v1/carts/current/remove-line-items', { lineItemIds: (await kit.http.get('/ecom/v1/carts/current', member.headers)).body.cart.lineItems.map((l: { id: string }) => l.id) }, member.headers);
      const invalid = options.invalidMemberships.find((m: { membership: { id: string } }) => m.membership.id === clubId);
      const held = invalid?.membership ?? options.eligibleMemberships.find((m: { id: string }) => m.id === clubId);
      expect(held.lineItemIds).toEqual([bookLine]);
      expect(held.credits.total).toBe(5);
      // None left: offered no more, and said why.
      expect(invalid?.reason).toBe(held.credits.remaining === 0 ? 'NO_CREDITS_LEFT' : undefined);
      return held.credits.remaining;
    };

    const three = await orderBooks(3);
    expect(three.lineItems[0].paymentOption).toBe('MEMBERSHIP');
    expect(await creditsLeft()).toBe(2);
    // Three more books: two credits are left, so this line is charged (20.00 × 3).
    const charged = await orderBooks(3);
    expect(charged.lineItems[0].paymentOption).not.toBe('MEMBERSHIP');
    expect(charged.priceSummary.subtotal.amount).toBe('60.00');
    expect(await creditsLeft()).toBe(2);
    await orderBooks(2);
    expect(await creditsLeft()).toBe(0);

    // Canceling the first order gives its three credits back.
    expect((await kit.http.post(`/ecom/v1/orders/${three.id}/cancel`, {}, kit.staff)).status).toBe(200);
    expect(await creditsLeft()).toBe(3);
  });

  it('tells a visitor that memberships need a signed-in member', async () => {
    const shopper = await kit.visitor();
    await cartOf(shopper);
    const body = (await estimate(shopper, { selectedMemberships: { memberships: [{ id: clubId }] } })).body;
    expect(body.membershipOptions).toEqual({ eligibleMemberships: [], invalidMemberships: [], selectedMemberships: { memberships: [] } });
    expect(body.calculationErrors.membershipError.applicationError.code).toBe('MEMBERSHIP_REQUIRES_MEMBER');
  });
});

describe('a member’s own orders', () => {
  async function guestOrder(visitor: { authorization: string }, email: string) {
    const { body } = await kit.http.post(
      '/ecom/v1/checkouts',
      { lineItems: [kit.line(book.id)], checkoutInfo: { buyerInfo: { email }, shippingInfo: { shippingDestination: { address: ny } } } },
      visitor,
    );
    const placed = await kit.http.post(`/ecom/v1/checkouts/${body.checkout.id}/create-order`, {}, visitor);
    expect(placed.status).toBe(200);
    return placed.body.orderId as string;
  }
  const orderIds = async (headers: { authorization: string }) =>
    (await kit.http.post('/ecom/v1/orders/search', {}, headers)).body.orders.map((order: { id: string }) => order.id);

  it('leave out guest orders of someone else placed in the same browser; only the cart moves', async () => {
    const browser = await kit.visitor();
    const hers = await guestOrder(browser, `a-${Date.now()}@vitrine.test`);
    await kit.http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [kit.line(lamp.id, 2)] }, browser);

    // Someone else registers on that shared browser under another (verified) e-mail.
    const next = await kit.member(browser, { email: `b-${Date.now()}@vitrine.test`, verified: true });
    expect(await orderIds(next.headers)).toEqual([]);
    const read = await kit.http.get(`/ecom/v1/orders/${hers}`, next.headers);
    expect(read.status).toBe(404);
    expect(read.body.details.applicationError.code).toBeDefined();
    const cart = await kit.http.get('/ecom/v1/carts/current', next.headers);
    expect(cart.status).toBe(200);
    expect(cart.body.cart.lineItems.map((line: { quantity: number }) => line.quantity)).toEqual([2]);
  });

  it('include guest orders placed with their verified e-mail, from any browser', async () => {
    const email = `own-${Date.now()}@vitrine.test`;
    const placed = await guestOrder(await kit.visitor(), email.toUpperCase());
    const member = await kit.member(await kit.visitor(), { email, verified: true });
    expect(await orderIds(member.headers)).toEqual([placed]);
    expect((await kit.http.get(`/ecom/v1/orders/${placed}`, member.headers)).status).toBe(200);
  });

  it('leave out guest orders with an e-mail an app verified on its own word (sign-on)', async () => {
    const email = `signed-on-${randomUUID()}@vitrine.test`;
    const placed = await guestOrder(await kit.visitor(), email);
    // An API key that may manage members signs one on with that address, "verified".
    const signedOn = await kit.http.post('/_api/iam/authentication/v2/sign-on', { loginId: { email }, verifyEmail: true }, kit.staff);
    expect(signedOn.status, JSON.stringify(signedOn.body)).toBe(200);
    expect(signedOn.body.identity.email).toEqual({ address: email, isVerified: true });
    const tokens = await platform.app.auth.issueMemberTokens(platform.site.siteId, platform.site.clientId, signedOn.body.identity.id);
    const asMember = { authorization: tokens.access_token };
    expect(await orderIds(asMember)).toEqual([]);
    expect((await kit.http.get(`/ecom/v1/orders/${placed}`, asMember)).status).toBe(404);
  });

  it('leave out guest orders with their e-mail while it is not verified', async () => {
    const email = `unverified-${Date.now()}@vitrine.test`;
    const browser = await kit.visitor();
    const placed = await guestOrder(browser, email);
    const member = await kit.member(browser, { email, verified: false });
    expect(await orderIds(member.headers)).toEqual([]);
    expect((await kit.http.get(`/ecom/v1/orders/${placed}`, member.headers)).status).toBe(404);
  });
});
