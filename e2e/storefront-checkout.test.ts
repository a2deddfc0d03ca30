import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { type CheckoutAddress, fillContactAndAddress } from './storefront-forms';
import { phone, poll, useHarness } from './harness';
import { ownerApi } from './hosted-helpers';

const harness = useHarness();

/** A new visitor with `slug` in the cart (quantity 1), on the cart page; a desktop browser unless `viewport` says otherwise. */
async function visitorWithCart(slug: string, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await harness.newPage(viewport ? { viewport } : {});
  await page.goto(`/product-page/${slug}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await poll(() => page.getByRole('dialog', { name: /Your cart/ }).getByTestId('line-item').count()).toBe(1);
  await page.getByRole('link', { name: 'View cart and check out' }).click();
  await page.waitForURL(/\/cart$/);
  await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Your cart');
  return page;
}

/** How far the page scrolls sideways: 0 when everything fits the screen's width. */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A buyer whose e-mail address, one long word, must wrap on a phone. */
const slotBuyer = 'a.shopper.with.a.rather.long.address@vitrine.test';

async function fillContact(page: Page, email: string, address: CheckoutAddress) {
  await fillContactAndAddress(page, { email, firstName: 'Ada', lastName: 'Lovelace' }, address);
  await page.getByRole('button', { name: 'Continue' }).click();
}

describe('storefront cart and checkout', () => {
  test('the cart: quantities, an invalid coupon refused, a valid one applied, totals estimated for an address', async () => {
    const page = await visitorWithCart('olive-wood-spoon');
    await page.getByRole('button', { name: 'One more Olive Wood Spoon' }).click();
    await poll(() => page.getByTestId('cart-count').textContent()).toBe('2');
    // Typed over: the emptied field waits for the new number, rather than putting the old one back in front of it.
    const spoons = page.getByRole('spinbutton', { name: 'Quantity of Olive Wood Spoon' });
    for (const typed of ['3', '2']) {
      await spoons.fill('');
      await spoons.press(typed);
      await poll(() => page.getByTestId('cart-count').textContent()).toBe(typed);
      expect(await spoons.inputValue()).toBe(typed);
    }

    await page.getByLabel('Coupon code').fill('NOT-A-COUPON');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await poll(() => page.getByRole('form', { name: 'Coupon' }).getByRole('alert').count()).toBe(1);

    await page.getByLabel('Coupon code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await poll(() => page.getByText('Coupon WELCOME10 applied.').count()).toBe(1);

    // No address yet: tax is not known, rather than a $0.00 that reads as none.
    await poll(() => page.locator('.totals').textContent()).toBe('Subtotal$28.00Coupon WELCOME10−$2.80ShippingEnter an addressTaxEnter an addressTotal$25.20');

    // The estimate asks for a country and region by name, as the checkout does.
    await poll(() => page.getByLabel('Country').locator('option').count()).toBeGreaterThan(100);
    await page.getByLabel('Country').selectOption('US');
    await page.getByLabel('State, province or region').selectOption('US-CA');
    await page.getByRole('button', { name: 'Estimate' }).click();
    await poll(() => page.getByRole('radio', { name: /Standard/ }).count()).toBe(1);
    // 2 × $14 = $28, the coupon's 10% off ($2.80, named), standard shipping $5.99, California tax 7.25% of $25.20 = $1.83.
    await poll(() => page.locator('.totals').textContent()).toBe('Subtotal$28.00Coupon WELCOME10−$2.80Shipping$5.99Tax$1.83Total$33.02');
    await harness.screenshot(page, 'cart-desktop');
    // In New York City the city's own tax counts too, as at checkout: 4% state and 4.875% city of $25.20 ($5.99 shipping is not taxed here).
    await page.getByLabel('State, province or region').selectOption('US-NY');
    await page.getByLabel('City').fill('New York');
    await page.getByLabel('Postal code').fill('10013');
    await page.getByRole('button', { name: 'Estimate' }).click();
    await poll(() => page.locator('.totals dd').nth(3).textContent()).toBe('$2.24');
    // A store whose prices include tax: the tax is part of the $25.20 (8.875% of it: $2.05) and says so, and the total adds none.
    const owner = ownerApi(harness);
    await owner.setPricesIncludeTax(true);
    try {
      // The estimate is kept for the tab: a reload shows the same address, estimated afresh, with nothing typed again.
      await page.reload();
      await poll(() => page.locator('.totals').textContent()).toBe('Subtotal$28.00Coupon WELCOME10−$2.80Shipping$5.99Tax included$2.05Total$31.19');
      expect([await page.getByLabel('State, province or region').inputValue(), await page.getByLabel('City').inputValue(), await page.getByLabel('Postal code').inputValue()]).toEqual(['US-NY', 'New York', '10013']);
    } finally {
      await owner.setPricesIncludeTax(false);
    }

    await page.getByRole('button', { name: 'Remove Olive Wood Spoon' }).click();
    await poll(() => page.getByRole('heading', { name: 'Your cart is empty' }).count()).toBe(1);
    expect(await page.getByTestId('cart-count').textContent()).toBe('0');
  });

  test('a visitor orders in the app: contact and address, pickup at the shop, a gift card, then the confirmation', async () => {
    const page = await visitorWithCart('walnut-serving-board');
    // An estimate in the cart first: it is this cart's, and the cart after the order does not show it.
    await page.getByLabel('City').fill('Boston');
    await page.getByRole('button', { name: 'Estimate' }).click();
    await poll(() => page.getByRole('radio', { name: /Standard/ }).count()).toBe(1);
    await page.getByRole('button', { name: 'Check out', exact: true }).click();
    await page.waitForURL(/\/checkout\?checkoutId=/);
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Checkout');
    expect(await page.getByRole('button', { name: /^Place order/ }).isDisabled()).toBe(true);
    // No address yet: shipping and tax are not known, rather than a $0.00 that reads as none.
    await poll(() => page.locator('.totals').textContent()).toMatch(/Shipping—Tax—Total/);

    await fillContact(page, 'ada@vitrine.test', { line: '1 Main St', city: 'New York', postalCode: '10001', country: 'US', subdivision: 'US-NY' });
    const pickup = page.getByRole('radio', { name: /Pick up at the Vitrine shop/ });
    await pickup.click();
    await poll(() => pickup.isChecked()).toBe(true);
    expect(await page.getByRole('group', { name: 'Pickup' }).textContent()).toContain('120 Spring St');

    await page.getByLabel('Gift card code').fill('NO-SUCH-CARD');
    await page.getByRole('button', { name: 'Apply gift card' }).click();
    await poll(() => page.getByRole('form', { name: 'Gift card' }).getByRole('alert').count()).toBe(1);
    await page.getByLabel('Gift card code').fill('DEMO-GIFT-25');
    await page.getByRole('button', { name: 'Apply gift card' }).click();
    await poll(() => page.getByText(/Gift card .* pays \$25\.00/).count()).toBe(1);
    await harness.screenshot(page, 'checkout-desktop');

    const total = await page.getByTestId('checkout-total').textContent();
    await page.getByRole('button', { name: /^Place order/ }).click();
    await page.waitForURL(/\/thank-you\//);
    await poll(() => page.getByTestId('order-number').count()).toBe(1);
    expect(await page.getByTestId('order-total').textContent()).toBe(total);
    // The gift card paid part of it: the page says so, and what was charged besides adds up.
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    expect(await page.getByTestId('order-charged').textContent()).toBe(usd.format(Number(total!.replace(/[^0-9.]/g, '')) - 25));
    expect(await page.locator('main').textContent()).toContain('Paid by gift card');
    expect(await page.getByRole('status').textContent()).toContain('ada@vitrine.test');
    expect(await page.getByRole('table').textContent()).toContain('Walnut Serving Board');
    // The cart was spent on the order.
    await poll(() => page.getByTestId('cart-count').textContent()).toBe('0');
    await harness.screenshot(page, 'thank-you-desktop');

    // The next cart is another one: the estimate made for the one ordered is not shown for it.
    await page.goto('/product-page/olive-wood-spoon');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('link', { name: 'View cart and check out' }).click();
    await poll(() => page.locator('.totals').textContent()).toBe('Subtotal$14.00ShippingEnter an addressTaxEnter an addressTotal$14.00');
    expect(await page.getByLabel('City').inputValue()).toBe('');

    // A confirmation address naming no order of this shopper's says so, and thanks nobody.
    await page.goto('/thank-you/xyz');
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Order not found');
  });

  test('on a phone: a delivery time slot is offered at checkout, can be chosen, and the order ships that way', async () => {
    const page = await visitorWithCart('walnut-serving-board', phone);
    await harness.screenshot(page, 'cart-phone');
    // Checkout buttons span the screen, under the thumb.
    expect((await page.getByRole('button', { name: 'Check out', exact: true }).boundingBox())!.width).toBeGreaterThan(phone.width * 0.8);
    await page.getByRole('button', { name: 'Check out', exact: true }).click();
    await page.waitForURL(/\/checkout\?checkoutId=/);
    await fillContact(page, slotBuyer, { line: '1 Main St', city: 'New York', postalCode: '10001', country: 'US', subdivision: 'US-NY' });
    const saturday = page.getByRole('radio', { name: /Saturday morning delivery/ });
    await saturday.waitFor();
    // The slot is the next Saturday morning, shown in the shopper's locale (Chromium's is en-US).
    expect(await page.locator('label', { has: saturday }).textContent()).toMatch(/Delivery Sat, .* – Sat, /);
    await saturday.click();
    await poll(() => saturday.isChecked()).toBe(true);
    await harness.screenshot(page, 'checkout-delivery-slot-phone');
    // The buyer's long e-mail address, shown back in the contact step, wraps: the page does not scroll sideways.
    expect(await sidewaysScroll(page)).toBe(0);
    expect((await page.getByRole('button', { name: /^Place order/ }).boundingBox())!.width).toBeGreaterThan(phone.width * 0.8);
    await page.getByRole('button', { name: /^Place order/ }).click();
    await page.waitForURL(/\/thank-you\//);
    await poll(() => page.getByTestId('order-number').count()).toBe(1);
    expect(await page.locator('main').textContent()).toContain('Saturday morning delivery');
    expect(await page.getByRole('status').textContent()).toContain(slotBuyer);
    expect(await sidewaysScroll(page)).toBe(0);

    // The merchant ships it with tracking; the guest follows it from the e-mail's link, in another
    // browser, with no account.
    const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const owner = ownerApi(harness);
    await owner.fulfil(orderId, { trackingNumber: '1Z999AA10123456784', shippingProvider: 'UPS', trackingLink: 'https://tracking.example/1Z999AA10123456784' });
    await poll(async () => (await owner.lastMail(slotBuyer))?.kind).toBe('ORDER_SHIPPED');
    const shipped = await owner.lastMail(slotBuyer);
    const link = /https?:\/\/\S+\/orders\/view\?token=[^\s)]+/.exec(shipped!.text)![0];
    const elsewhere = await harness.newPage();
    await elsewhere.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await poll(() => elsewhere.getByTestId('order-status').textContent()).toBe('Shipped');
    const tracking = elsewhere.getByRole('link', { name: 'UPS 1Z999AA10123456784' });
    expect(await tracking.getAttribute('href')).toBe('https://tracking.example/1Z999AA10123456784');
    expect(await elsewhere.getByRole('table').textContent()).toContain('Walnut Serving Board');
    expect(await elsewhere.getByTestId('payment-status').textContent()).toBe('Paid');

    // A partial refund: the order says so, where it said "Payment pending" before.
    await owner.refund(orderId, '1.00');
    await elsewhere.reload();
    await poll(() => elsewhere.getByTestId('payment-status').textContent()).toBe('Partly refunded');
    expect(await elsewhere.getByTestId('order-refunded').textContent()).toBe('−$1.00');
  });

  test('a store that chose the hosted checkout sends its one "Check out" there, and the shopper comes back to the store’s confirmation', async () => {
    await ownerApi(harness).setCheckoutPage('HOSTED');
    const page = await visitorWithCart('camp-enamel-mug');
    // One way to check out, the one the store chose: no second, "secure" button beside it.
    expect(await page.getByRole('button', { name: /check out/i }).count()).toBe(1);
    await page.getByRole('button', { name: 'Check out' }).click();
    await page.waitForURL(/\/hosted\/checkout\?checkoutId=/);
    await ownerApi(harness).setCheckoutPage('STOREFRONT');
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Checkout');
    await fillContactAndAddress(page, { email: 'hosted@vitrine.test', firstName: 'Grace', lastName: 'Hopper' }, { line: '5 Elm St', city: 'Buffalo', postalCode: '14201' });
    await page.getByRole('button', { name: 'Save and see shipping' }).click();
    await poll(() => page.getByRole('radio', { checked: true }).count()).toBe(1);
    await page.getByRole('button', { name: /^Place order/ }).click();

    await page.waitForURL(/\/thank-you\/[^/]+$/);
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Thank you for your order');
    await poll(() => page.getByRole('table').textContent()).toContain('Camp Enamel Mug');
    expect(await page.getByRole('status').textContent()).toContain('hosted@vitrine.test');
  });

  test('a sold-out product cannot be added; more than the stock is flagged in the cart until lowered; one hidden since is no longer for sale', async () => {
    const page = await harness.newPage();
    await page.goto('/product-page/cast-iron-skillet');
    await poll(() => page.getByRole('status').textContent()).toBe('Out of stock');
    expect(await page.getByRole('button', { name: 'Add to cart' }).isDisabled()).toBe(true);

    // Four backpacks are left: 99 go into the cart, but the cart says it cannot be had, until lowered.
    await page.goto('/product-page/waxed-canvas-backpack');
    const backpackId = await page.locator('input[name="productId"]').inputValue();
    await page.getByRole('radio', { name: 'Olive' }).check({ force: true });
    await page.getByLabel('Quantity').fill('99');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await poll(() => page.getByRole('dialog', { name: /Your cart/ }).getByText('Not available in this quantity').count()).toBe(1);
    await page.getByRole('link', { name: 'View cart and check out' }).click();
    // Said once, under the line, in the estimate's words; the cart's own list is for problems no line has.
    const lineProblem = page.getByTestId('line-item').locator('.out-of-stock');
    await poll(() => lineProblem.textContent()).toBe('Only 4 of “Waxed Canvas Backpack” left; lower the quantity');
    expect(await page.getByRole('list', { name: 'Problems with your cart' }).count()).toBe(0);
    await page.getByRole('spinbutton', { name: 'Quantity of Waxed Canvas Backpack' }).fill('4');
    await poll(() => lineProblem.count()).toBe(0);
    expect(await page.getByTestId('cart-count').textContent()).toBe('4');

    // One too many again: a screen reader hears the problem (a polite status), not only sees it under the line.
    const announced = page.getByTestId('line-problems-status');
    await page.getByRole('button', { name: 'One more Waxed Canvas Backpack' }).click();
    await poll(() => announced.textContent()).toBe('Only 4 of “Waxed Canvas Backpack” left; lower the quantity');
    expect(await announced.getAttribute('role')).toBe('status');
    // Estimated for an address, the lines are priced again; the unchanged problem is not said again.
    await announced.evaluate((region) => {
      const changes = { count: 0 };
      new MutationObserver((records) => (changes.count += records.length)).observe(region, { childList: true, characterData: true, subtree: true });
      Object.assign(window, { problemChanges: changes });
    });
    await page.getByLabel('Country').selectOption('US');
    await page.getByLabel('State, province or region').selectOption('US-CA');
    await page.getByRole('button', { name: 'Estimate' }).click();
    await poll(() => page.getByRole('radio', { name: /Standard/ }).count()).toBe(1);
    await poll(() => lineProblem.textContent()).toBe('Only 4 of “Waxed Canvas Backpack” left; lower the quantity');
    expect(await page.evaluate(() => (window as unknown as { problemChanges: { count: number } }).problemChanges.count)).toBe(0);
    await page.getByRole('button', { name: 'One fewer Waxed Canvas Backpack' }).click();
    await poll(() => lineProblem.count()).toBe(0);

    // The store hides the backpack: its line says it is no longer for sale, as the checkout does, not that the quantity is wrong.
    const owner = ownerApi(harness);
    await owner.setProductVisible(backpackId, false);
    try {
      await page.reload();
      await poll(() => page.getByTestId('line-item').locator('.out-of-stock').textContent()).toBe('“Waxed Canvas Backpack” is no longer for sale');
    } finally {
      await owner.setProductVisible(backpackId, true);
    }
  });
});
