import { createClient, OAuthStrategy } from '@vitrine/sdk';
import { checkout } from '@vitrine/sdk/modules/checkout';
import { currentCart } from '@vitrine/sdk/modules/current-cart';
import { orders } from '@vitrine/sdk/modules/orders';
import { products } from '@vitrine/sdk/modules/products';
import { redirects } from '@vitrine/sdk/modules/redirects';
import { describe, expect, test } from 'vitest';
import { fillContactAndAddress } from './storefront-forms';
import { poll, useHarness } from './harness';

const harness = useHarness();

/** A shopper's client in the test process, as the storefront would hold it. */
function shopper() {
  const auth = OAuthStrategy({ clientId: harness.site.clientId });
  return createClient({ modules: { currentCart, checkout, orders, products, redirects }, auth, baseUrl: harness.baseUrl });
}

/**
 * A cart with one in-stock physical product (two of it), its checkout, and a redirect session to the
 * hosted checkout. A `couponCode` is applied in the cart first, as the store's own cart page would.
 */
async function checkoutSession(client: ReturnType<typeof shopper>, callbacks: { postFlowUrl?: string; thankYouPageUrl?: string }, couponCode?: string) {
  const { products: found } = await client.products.queryProducts({ filter: { productType: 'physical', inStock: true }, paging: { limit: 1 } });
  const product = found[0]!;
  await client.currentCart.addToCurrentCart({
    lineItems: [{ catalogReference: { appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e', catalogItemId: product.id }, quantity: 2 }],
  });
  if (couponCode) await client.currentCart.updateCurrentCart({ couponCode });
  const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({ channelType: 'WEB' });
  const { redirectSession } = await client.redirects.createRedirectSession({ ecomCheckout: { checkoutId }, callbacks });
  return { checkoutId, url: redirectSession.fullUrl, product };
}

/** The browser becomes the shopper who made the cart: the storefront keeps tokens in localStorage. */
async function openAsShopper(client: ReturnType<typeof shopper>, url: string) {
  const page = await harness.newPage();
  await page.goto('/hosted/');
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [`vitrine:tokens:${harness.site.clientId}`, JSON.stringify(client.auth.getTokens())]);
  await page.goto(url);
  return page;
}

describe('hosted checkout', () => {
  test('contact, address, shipping option, the store’s coupon named, a gift card, test payment, place order, then the thank-you URL with the order id', async () => {
    const client = shopper();
    const thankYou = `${harness.baseUrl}/checkout/return`;
    const { checkoutId, url, product } = await checkoutSession(client, { postFlowUrl: `${harness.baseUrl}/cart`, thankYouPageUrl: thankYou }, 'WELCOME10');
    expect(url).toContain(`/hosted/checkout?checkoutId=${checkoutId}`);

    const page = await openAsShopper(client, url);
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Checkout');
    await poll(() => page.getByRole('region', { name: 'Your order' }).textContent()).toContain(`${product.name} × 2`);
    // Before an address, shipping is not yet known: it does not read as free.
    expect(await page.getByRole('region', { name: 'Your order' }).textContent()).toContain('Shipping—');
    // Nothing can be ordered before the shopper said who and where.
    expect(await page.getByRole('button', { name: /^Place order/ }).isDisabled()).toBe(true);

    await fillContactAndAddress(
      page,
      { email: 'hosted-buyer@vitrine.test', firstName: 'Grace', lastName: 'Hopper' },
      // Names, not codes: the lists load with the form.
      { line: '1 Main St', city: 'New York', postalCode: '10001', country: { label: 'United States' }, subdivision: { label: 'New York' } },
    );
    await page.getByRole('button', { name: 'Save and see shipping' }).click();

    // The hosted page wears the store's look, as the storefront does: the demo store's green, and its own icon.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-brand').trim())).toBe('#1f5f57');
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(/^data:image\/svg\+xml,/);
    const express = page.getByRole('radio', { name: /^Express/ });
    await express.click();
    await poll(() => express.isChecked()).toBe(true);
    await poll(async () => (await client.checkout.getCheckout(checkoutId)).shippingInfo.selectedCarrierServiceOption?.code).toBe('us-express');
    await poll(() => page.getByRole('region', { name: 'Payment' }).textContent()).toContain('Test payment');

    const expected = await client.checkout.getCheckout(checkoutId);
    // The option shows what the totals charge for it: its price and its handling charge.
    expect(await express.evaluate((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent)).toContain('$16.49 (includes $1.50 handling)');
    expect(expected.priceSummary.shipping.amount).toBe('16.49');
    await poll(() => page.getByTestId('order-total').textContent()).toBe(expected.priceSummary.total.formattedAmount);

    // The coupon the store applied in its own cart is named with what it took off, as on the
    // storefront: 2 × $27.00 = $54.00, WELCOME10's 10% is $5.40, Express $16.49, and New York's 4%
    // and New York City's 4.875% of $48.60 are $4.31.
    expect(product.priceData.price).toBe(27);
    const totals = page.getByRole('region', { name: 'Your order' }).locator('.totals');
    expect(await totals.textContent()).toBe('Subtotal$54.00Coupon WELCOME10−$5.40Shipping$16.49Tax$4.31Total$69.40');

    // A gift card pays part: an unknown code is refused with the platform's reason; the demo's $25
    // card shows masked, can be taken off again, and the rows after the total add up to it.
    const giftCardForm = page.getByRole('form', { name: 'Gift card' });
    await page.getByLabel('Gift card code').fill('NO-SUCH-CARD');
    await page.getByRole('button', { name: 'Apply gift card' }).click();
    await poll(() => giftCardForm.getByRole('alert').textContent()).toBe('No active gift card with this code');
    await page.getByLabel('Gift card code').fill('DEMO-GIFT-25');
    await page.getByRole('button', { name: 'Apply gift card' }).click();
    await poll(() => page.getByText('Gift card ********T-25 pays $25.00.').count()).toBe(1);
    await page.getByRole('button', { name: 'Remove gift card' }).click();
    await poll(() => totals.textContent()).toBe('Subtotal$54.00Coupon WELCOME10−$5.40Shipping$16.49Tax$4.31Total$69.40');
    await page.getByLabel('Gift card code').fill('DEMO-GIFT-25');
    await page.getByRole('button', { name: 'Apply gift card' }).click();
    await poll(() => totals.textContent()).toBe('Subtotal$54.00Coupon WELCOME10−$5.40Shipping$16.49Tax$4.31Total$69.40Gift card ********T-25−$25.00To pay now$44.40');
    // The button names what is charged now, not the total.
    await poll(() => page.getByRole('button', { name: /^Place order/ }).textContent()).toBe('Place order · $44.40');
    await harness.screenshot(page, 'hosted-checkout');

    await page.getByRole('button', { name: /^Place order/ }).click();
    // Read from the address as it arrives: the store's return page moves on to its own thank-you
    // page, and `page.url()` read afterwards may already be that one.
    let orderId = '';
    await page.waitForURL((location) => {
      if (location.href.startsWith(`${thankYou}?orderId=`)) orderId = location.searchParams.get('orderId')!;
      return orderId !== '';
    });

    const order = await client.orders.getOrder(orderId);
    expect(order).toMatchObject({ buyerInfo: { email: 'hosted-buyer@vitrine.test' } });
    // The card paid $25.00 of the $69.40; the test payment took the rest.
    expect(order.priceSummary.total.amount).toBe('69.40');
    expect(order.giftCard?.amount.amount).toBe('25.00');
    expect(order.payment.amount.amount).toBe('44.40');
    expect((await client.checkout.getCheckout(checkoutId)).completed).toBe(true);
  });

  test('without a thank-you URL the hosted thank-you page shows the order; a stranger cannot open the checkout', async () => {
    const client = shopper();
    const { checkoutId, url } = await checkoutSession(client, { postFlowUrl: `${harness.baseUrl}/` });

    // Another visitor (a fresh browser) is told the checkout is not found.
    const stranger = await harness.newPage();
    await stranger.goto(url);
    await poll(() => stranger.getByRole('alert').locator('h2').textContent()).toBe('Checkout not found');

    const page = await openAsShopper(client, url);
    await fillContactAndAddress(page, { email: 'second-buyer@vitrine.test', firstName: 'Alan', lastName: 'Turing' }, { line: '5 Elm St', city: 'Buffalo', postalCode: '14201' });
    await page.getByRole('button', { name: 'Save and see shipping' }).click();
    // The platform picks the cheapest delivery for the address; the shopper keeps it.
    await poll(() => page.getByRole('radio', { checked: true }).count()).toBe(1);
    await page.getByRole('button', { name: /^Place order/ }).click();

    await page.waitForURL(/\/hosted\/checkout\/thank-you\?orderId=/);
    const orderId = new URL(page.url()).searchParams.get('orderId')!;
    await poll(() => page.getByTestId('order-id').textContent()).toBe(orderId);
    expect((await client.checkout.getCheckout(checkoutId)).orderId).toBe(orderId);
    expect(await page.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe(`${harness.baseUrl}/`);
  });
});
