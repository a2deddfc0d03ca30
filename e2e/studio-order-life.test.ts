import { ApiKeyStrategy, createClient, OAuthStrategy } from '@vitrine/sdk';
import { storesAppId } from '@vitrine/sdk/modules/cart';
import { checkout } from '@vitrine/sdk/modules/checkout';
import { currentCart } from '@vitrine/sdk/modules/current-cart';
import { formatMoney } from '@vitrine/sdk/modules/money';
import { orders } from '@vitrine/sdk/modules/orders';
import { products } from '@vitrine/sdk/modules/products';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { createTestPaymentProvider, ProviderError, type PaymentProvider } from '../packages/platform/src/domains/ecom/orders/payment-provider';
import { poll, useHarness } from './harness';
import { signInToStudio, startStudioHarness } from './studio-helpers';

/**
 * The built-in test provider, but a refund asked for while `refusal` is set is refused with it, once,
 * and one asked for while `unreachable` is set gets no answer, once, and then (asked again by the
 * platform's sweep) is refused with `thenRefusal` if that is set (no HTTP call can make a provider fail).
 * With `byReference` off it says it does not keep refunds by reference, so the sweep never asks again.
 */
const provider = createTestPaymentProvider();
let refusal: string | undefined;
let unreachable = false;
let thenRefusal: string | undefined;
/** Off, the provider is one the platform cannot ask twice safely: a refund it did not answer stays held. */
let byReference = true;
const refusingProvider: PaymentProvider = {
  get refundsByReference() {
    return byReference && provider.refundsByReference;
  },
  async refund(payment, amount, reference) {
    const reason = refusal;
    refusal = undefined;
    if (reason) throw new ProviderError('TEST', reason);
    if (unreachable) {
      unreachable = false;
      refusal = thenRefusal;
      thenRefusal = undefined;
      throw new Error('connect ECONNREFUSED');
    }
    return provider.refund(payment, amount, reference);
  },
};

// The sweep asks again about an unanswered refund after a second, so the page can show how it ended.
const harness = useHarness(() => startStudioHarness({ orders: { paymentProvider: refusingProvider, refundSweepIntervalMs: 200, refundInDoubtAfterMs: 1_000 } }));
let admin: ReturnType<typeof adminClient>;
let page: Page;
const adminClient = () =>
  createClient({ modules: { products, orders }, auth: ApiKeyStrategy({ apiKey: harness.site.apiKey, siteId: harness.site.siteId }), baseUrl: harness.baseUrl });

beforeAll(async () => {
  admin = adminClient();
  page = await signInToStudio(harness, '/studio/orders');
});

/** A shopper orders through the SDK (the storefront's pages are tested elsewhere): fast, and the same order the pages would place. */
async function placeOrder(productId: string, quantity: number, email: string, giftCardCode?: string): Promise<string> {
  const shopper = createClient({ modules: { currentCart, checkout }, auth: OAuthStrategy({ clientId: harness.site.clientId }), baseUrl: harness.baseUrl });
  await shopper.currentCart.addToCurrentCart({ lineItems: [{ catalogReference: { appId: storesAppId, catalogItemId: productId }, quantity }] });
  const { checkoutId } = await shopper.currentCart.createCheckoutFromCurrentCart({
    channelType: 'WEB',
    email,
    shippingAddress: { country: 'US', subdivision: 'US-NY', city: 'New York', addressLine1: '5 Park Ave', postalCode: '10016' },
  });
  if (giftCardCode) await shopper.checkout.updateCheckout(checkoutId, {}, { giftCardCode });
  return (await shopper.checkout.createOrder(checkoutId)).orderId;
}

async function trackedProduct(name: string, quantity: number) {
  const { product } = await admin.products.createProduct({ name, productType: 'physical', priceData: { price: 20 }, stock: { trackInventory: true, quantity } });
  return product.id!;
}
/** The order page's own buttons (the dialogs have buttons of the same names). */
const actions = () => page.getByRole('group', { name: 'Order actions' });
const stockOf = async (productId: string) => (await admin.products.getProduct(productId)).product.stock?.quantity;
/** The e-mails the buyer got about their order being canceled or refunded, from the platform's outbox. */
const cancelOrRefundMails = (to: string) =>
  harness.platform.app.db.query<{ kind: string; subject: string; body_text: string }>(
    `SELECT kind, subject, body_text FROM mail_outbox WHERE to_address = $1 AND kind IN ('ORDER_CANCELED', 'ORDER_REFUNDED') ORDER BY created_date`,
    [to],
  );

describe('studio: running orders', () => {
  test('the merchant fulfils an order in two parts with tracking, sees it fulfilled with its timeline, and prints a packing slip', async () => {
    const lamp = await trackedProduct('Quokka Life Lamp', 10);
    const orderId = await placeOrder(lamp, 3, 'life.fulfil@vitrine.test');
    await page.goto(`/studio/orders/${orderId}`);
    await page.getByRole('heading', { level: 1, name: /^Order #\d+$/ }).waitFor();

    await actions().getByRole('button', { name: 'Fulfil items' }).click();
    const dialog = page.getByRole('dialog', { name: /^Fulfil order/ });
    await dialog.getByLabel('Quantity of Quokka Life Lamp').fill('1');
    await dialog.getByLabel('Carrier').fill('UPS');
    await dialog.getByLabel('Tracking number').fill('1Z999AA1');
    await dialog.getByLabel('Tracking link').fill('https://www.ups.com/track?tracknum=1Z999AA1');
    await dialog.getByRole('button', { name: 'Fulfil items' }).click();
    await poll(() => page.getByRole('status').first().textContent()).toBe('Items fulfilled.');
    await poll(async () => (await admin.orders.getOrder(orderId)).fulfillmentStatus).toBe('PARTIALLY_FULFILLED');
    const fulfilments = page.getByRole('region', { name: 'Fulfilments' });
    await poll(() => fulfilments.textContent()).toContain('UPS 1Z999AA1');
    expect(await fulfilments.getByRole('link', { name: 'Track parcel' }).getAttribute('href')).toBe('https://www.ups.com/track?tracknum=1Z999AA1');
    // Something is fulfilled: cancel is off, and says why.
    expect(await actions().getByRole('button', { name: 'Cancel order' }).isDisabled()).toBe(true);
    expect(await page.locator('#cancel-blocker').textContent()).toContain('Part of the order is fulfilled');

    await actions().getByRole('button', { name: 'Fulfil items' }).click();
    await poll(() => page.getByRole('dialog', { name: /^Fulfil order/ }).getByLabel('Quantity of Quokka Life Lamp').inputValue()).toBe('2');
    await page.getByRole('dialog', { name: /^Fulfil order/ }).getByRole('button', { name: 'Fulfil items' }).click();
    await poll(async () => (await admin.orders.getOrder(orderId)).fulfillmentStatus).toBe('FULFILLED');
    await poll(() => page.getByRole('heading', { level: 1 }).locator('..').textContent()).toContain('Fulfilled');

    // The second parcel left without tracking; it is added afterwards, and the buyer hears of it then.
    const shippedTo = async () =>
      (await harness.platform.app.db.query(`SELECT id FROM mail_outbox WHERE to_address = 'life.fulfil@vitrine.test' AND kind = 'ORDER_SHIPPED'`)).length;
    const shippedBefore = await shippedTo();
    await fulfilments.getByRole('button', { name: 'Add tracking to fulfilment 2' }).click();
    const trackingDialog = page.getByRole('dialog', { name: 'Tracking of fulfilment 2' });
    await trackingDialog.getByLabel('Tracking link').fill('not a link');
    await trackingDialog.getByRole('button', { name: 'Save tracking' }).click();
    await poll(() => trackingDialog.getByRole('alert').textContent()).toContain('web address');
    await trackingDialog.getByLabel('Carrier').fill('DHL');
    await trackingDialog.getByLabel('Tracking number').fill('JD0002');
    await trackingDialog.getByLabel('Tracking link').fill('https://www.dhl.com/track?n=JD0002');
    await trackingDialog.getByRole('button', { name: 'Save tracking' }).click();
    await poll(() => fulfilments.textContent()).toContain('DHL JD0002');
    expect(await fulfilments.getByRole('button', { name: 'Edit tracking of fulfilment 2' }).count()).toBe(1);
    await poll(shippedTo).toBe(shippedBefore + 1);
    const timeline = page.getByRole('list', { name: /^History of order/ });
    await poll(() => timeline.getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
    expect(await timeline.textContent()).toContain('Order placed');
    expect(await timeline.textContent()).toContain('Staff');

    await page.getByLabel('Note', { exact: true }).fill('Left with the doorman.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await poll(() => timeline.getByRole('listitem').first().textContent()).toContain('Left with the doorman.');

    // The shipping confirmation sent again from the order page lands in the outbox.
    const shippedMails = async () =>
      (
        await harness.platform.app.db.query(`SELECT id FROM mail_outbox WHERE to_address = 'life.fulfil@vitrine.test' AND kind = 'ORDER_SHIPPED'`)
      ).length;
    const before = await shippedMails();
    const mails = page.getByRole('region', { name: 'E-mails' });
    await mails.getByLabel('E-mail to send again').selectOption('ORDER_SHIPPED');
    await mails.getByRole('button', { name: 'Resend e-mail' }).click();
    await poll(() => mails.getByRole('status').textContent()).toContain('E-mail sent again');
    await poll(shippedMails).toBe(before + 1);

    await page.getByRole('link', { name: 'Packing slip' }).click();
    const slip = page.getByRole('article', { name: /^Packing slip/ });
    await poll(() => slip.textContent()).toContain('5 Park Ave');
    expect(await slip.getByRole('row', { name: /Quokka Life Lamp/ }).textContent()).toContain('3');
    // In print, only the slip is visible: the studio's navigation is not.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('navigation', { name: 'Studio' }).isVisible()).toBe(false);
    expect(await slip.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
  });

  test('an order is refunded in part with its units restocked; another is canceled and its stock goes back', async () => {
    const mug = await trackedProduct('Quokka Life Mug', 10);
    const refunded = await placeOrder(mug, 2, 'life.refund@vitrine.test');
    await poll(() => stockOf(mug)).toBe(8);
    await page.goto(`/studio/orders/${refunded}`);
    await actions().getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: /^Refund order/ });
    await dialog.getByLabel('Quantity of Quokka Life Mug').fill('1');
    await poll(() => dialog.getByLabel(/^Amount to refund/).inputValue()).not.toBe('0.00');
    // More than is left to refund is refused by the platform, and the page says so.
    await dialog.getByLabel(/^Amount to refund/).fill('100000');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await poll(() => dialog.getByRole('alert').first().textContent()).toContain('A refund cannot exceed what was paid');
    expect((await admin.orders.getOrder(refunded)).paymentStatus).toBe('PAID');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();

    await actions().getByRole('button', { name: 'Refund' }).click();
    const again = page.getByRole('dialog', { name: /^Refund order/ });
    await again.getByLabel('Quantity of Quokka Life Mug').fill('1');
    await again.getByRole('button', { name: 'Refund' }).click();
    await poll(async () => (await admin.orders.getOrder(refunded)).paymentStatus).toBe('PARTIALLY_REFUNDED');
    await poll(() => stockOf(mug)).toBe(9);
    await poll(() => page.getByRole('region', { name: 'Payment' }).textContent()).toContain('Refunds');
    // The timeline tells the refund's amount as money is written: "$10.00", not "10.00 USD".
    const refund = (await admin.orders.getOrder(refunded)).refunds[0]!;
    await poll(() => page.getByRole('list', { name: /^History of order/ }).textContent()).toContain(refund.amount.formattedAmount);
    expect(await page.getByText('Refund made.').count()).toBe(1);

    // The provider does not answer: the refund is held, and the merchant is told to wait, not to refund again.
    unreachable = true;
    thenRefusal = 'Card account closed';
    await actions().getByRole('button', { name: 'Refund' }).click();
    const unanswered = page.getByRole('dialog', { name: /^Refund order/ });
    await unanswered.getByLabel('Quantity of Quokka Life Mug').fill('1');
    await unanswered.getByRole('button', { name: 'Refund' }).click();
    await poll(() => page.getByText(/the payment provider has not confirmed it yet/).count()).toBe(1);
    expect(unreachable).toBe(false);
    // Asked again, the provider refuses it: the page, reading the order again, says the money did not go back, in its
    // outcome, its payments and its timeline, and "do not refund again" is gone.
    // One wording in all three places, from the refund's amount, the provider and its reason.
    const refusedActivity = async () => (await admin.orders.getOrder(refunded)).activities.find((activity) => activity.type === 'REFUND_FAILED');
    await poll(refusedActivity).toBeDefined();
    const refusedAmount = formatMoney(String((await refusedActivity())!.data!.amount), 'USD');
    const refusedSaid = `The payment provider (TEST) refused the refund of ${refusedAmount}: Card account closed. The money did not go back to the buyer: refund again, or settle with the buyer another way.`;
    await poll(() => page.getByText(refusedSaid).count()).toBe(3);
    expect(await page.getByRole('alert').filter({ hasText: refusedSaid }).count()).toBe(1);
    expect(await page.getByText(/the payment provider has not confirmed it yet/).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Payment' }).textContent()).toContain('Refused refunds');
    expect(await page.getByRole('list', { name: /^History of order/ }).textContent()).toContain(`Refund refused by the payment provider · ${refusedSaid}`);
    expect(await page.getByRole('region', { name: 'Payment' }).textContent()).toContain(refusedSaid);
    expect((await admin.orders.getOrder(refunded)).refunds.filter((made) => made.status === 'PENDING')).toEqual([]);

    // Cancelling with its refund while the provider does not answer: the refund may yet be refused, so the order stays open.
    const unconfirmed = await placeOrder(await trackedProduct('Quokka Held Mug', 5), 1, 'life.unconfirmed@vitrine.test');
    await page.goto(`/studio/orders/${unconfirmed}`);
    await actions().getByRole('button', { name: 'Cancel order' }).click();
    unreachable = true;
    const held = page.getByRole('dialog', { name: /^Cancel order/ });
    await held.getByRole('button', { name: 'Cancel order' }).click();
    await poll(() => held.getByRole('alert').textContent()).toContain('has not confirmed the refund');
    expect((await admin.orders.getOrder(unconfirmed)).status).toBe('APPROVED');
    await held.getByRole('button', { name: 'Cancel', exact: true }).click();
    // Asked again, the provider pays it: the refund completes, and the order stays open.
    await poll(async () => (await admin.orders.getOrder(unconfirmed)).refunds.map((made) => made.status)).toEqual(['COMPLETED']);
    expect((await admin.orders.getOrder(unconfirmed)).status).toBe('APPROVED');

    // Canceled without its refund (the box unchecked): the stock goes back, the money stays paid.
    const canceled = await placeOrder(mug, 3, 'life.cancel@vitrine.test');
    await poll(() => stockOf(mug)).toBe(6);
    await page.goto(`/studio/orders/${canceled}`);
    await actions().getByRole('button', { name: 'Cancel order' }).click();
    const cancelDialog = page.getByRole('dialog', { name: /^Cancel order/ });
    await cancelDialog.getByLabel(/^Refund .* to the buyer$/).uncheck();
    await cancelDialog.getByRole('button', { name: 'Cancel order' }).click();
    await poll(async () => (await admin.orders.getOrder(canceled)).status).toBe('CANCELED');
    expect((await admin.orders.getOrder(canceled)).paymentStatus).toBe('PAID');
    await poll(() => stockOf(mug)).toBe(9);
    await poll(() => page.getByRole('heading', { level: 1 }).locator('..').textContent()).toContain('Canceled');
  });

  test('a paid order partly paid by gift card is canceled with its refund: refunded, canceled, restocked, and the buyer gets one e-mail telling of both', async () => {
    const vase = await trackedProduct('Quokka Life Vase', 10);
    const buyer = 'life.cancel-refund@vitrine.test';
    const orderId = await placeOrder(vase, 2, buyer, 'DEMO-GIFT-25');
    const placed = await admin.orders.getOrder(orderId);
    expect(Number(placed.giftCard?.amount.amount)).toBeGreaterThan(0);
    expect(Number(placed.balanceSummary.paid.amount)).toBeGreaterThan(0);
    const paid = placed.balanceSummary.paid.formattedAmount;
    await page.goto(`/studio/orders/${orderId}`);
    await actions().getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: /^Cancel order/ });
    // What the payment took is offered back, checked; the gift card's share goes back with the cancel itself.
    expect(await dialog.getByLabel(`Refund ${paid} to the buyer`).isChecked()).toBe(true);
    expect(await dialog.textContent()).toContain(`The ${placed.giftCard!.amount.formattedAmount} paid by gift card ${placed.giftCard!.obfuscatedCode} goes back on the card`);
    expect(await dialog.getByLabel('E-mail the buyer').isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel order' }).click();

    await poll(() => page.getByRole('status').first().textContent()).toBe(`Order canceled and ${paid} refunded; its items are back in stock.`);
    const order = await admin.orders.getOrder(orderId);
    expect([order.status, order.paymentStatus]).toEqual(['CANCELED', 'FULLY_REFUNDED']);
    expect(order.refunds.map((refund) => refund.amount.formattedAmount)).toEqual([paid]);
    await poll(() => stockOf(vase)).toBe(10);
    const badges = page.getByRole('heading', { level: 1 }).locator('..');
    await poll(() => badges.textContent()).toContain('Canceled');
    expect(await badges.textContent()).toContain('Refunded');
    // The timeline, newest first: the cancellation e-mailed, the cancel, the refund (whose own e-mail was never sent).
    const timeline = page.getByRole('list', { name: /^History of order/ });
    await poll(async () => (await timeline.getByRole('listitem').locator('strong').allTextContents()).slice(0, 3)).toEqual([
      'Cancellation e-mailed',
      'Order canceled',
      'Refund',
    ]);
    expect(await timeline.textContent()).not.toContain('Refund e-mailed');
    // One e-mail about it, which tells of the refund and of the card.
    const mails = await cancelOrRefundMails(buyer);
    expect(mails.map((mail) => mail.kind)).toEqual(['ORDER_CANCELED']);
    expect(mails[0]!.subject).toBe(`Your order #${order.number} was canceled and ${paid} refunded`);
    expect(mails[0]!.body_text).toContain(`We refunded ${paid} of what you paid`);
    expect(mails[0]!.body_text).toContain('paid by gift card');
  });

  test('a refused refund cancels nothing; a cancel refused after its refund says the money went back, and the page shows the order refunded but open', async () => {
    const bowl = await trackedProduct('Quokka Life Bowl', 10);
    const buyer = 'life.cancel-stopped@vitrine.test';
    const orderId = await placeOrder(bowl, 1, buyer);
    const paid = (await admin.orders.getOrder(orderId)).balanceSummary.paid.formattedAmount;
    await page.goto(`/studio/orders/${orderId}`);
    await actions().getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: /^Cancel order/ });
    const badges = page.getByRole('heading', { level: 1 }).locator('..');

    // The provider refuses the refund: the dialog says why, and the order is neither refunded nor canceled.
    refusal = 'The card account is closed';
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    // Refused at once, in the same words the order page uses for a refund refused after it was held.
    await poll(() => dialog.getByRole('alert').textContent()).toBe(
      `The payment provider (TEST) refused the refund of ${paid}: The card account is closed. The money did not go back to the buyer: refund again, or settle with the buyer another way.`,
    );
    let order = await admin.orders.getOrder(orderId);
    expect([order.status, order.paymentStatus]).toEqual(['APPROVED', 'PAID']);

    // Someone notes the order between the refund and the cancel: the cancel, naming the revision the refund left, is refused.
    await page.route(
      '**/ecom/v1/orders/*/cancel',
      async (route) => {
        await admin.orders.addActivity(orderId, { merchantComment: { message: 'The buyer called.' } });
        await route.continue();
      },
      { times: 1 },
    );
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await poll(() => dialog.getByRole('alert').textContent()).toContain(`${paid} was refunded to the buyer, and the order is not canceled yet`);
    order = await admin.orders.getOrder(orderId);
    expect([order.status, order.paymentStatus]).toEqual(['APPROVED', 'FULLY_REFUNDED']);
    // The page shows the order as it now is: refunded, open, with the note; nothing is left to refund.
    await poll(() => badges.textContent()).toContain('Refunded');
    expect(await badges.textContent()).not.toContain('Canceled');
    await poll(() => page.getByRole('list', { name: /^History of order/ }).textContent()).toContain('The buyer called.');
    expect(await dialog.getByLabel(/^Refund .* to the buyer$/).count()).toBe(0);
    expect(await cancelOrRefundMails(buyer)).toEqual([]);

    // Canceled again, it finishes: one e-mail, which tells of the refund made before.
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await poll(async () => (await admin.orders.getOrder(orderId)).status).toBe('CANCELED');
    await poll(() => badges.textContent()).toContain('Canceled');
    await poll(() => stockOf(bowl)).toBe(10);
    const mails = await cancelOrRefundMails(buyer);
    expect(mails.map((mail) => mail.kind)).toEqual(['ORDER_CANCELED']);
    expect(mails[0]!.body_text).toContain(`We refunded ${paid} of what you paid`);
  });

  test('the list filters by payment and fulfilment in the URL and exports every matching order as CSV', async () => {
    await page.goto('/studio/orders?fulfilment=FULFILLED');
    const rows = page.getByRole('table').getByRole('row');
    await poll(() => rows.count()).toBe(2); // the header and the one fulfilled order
    await page.getByLabel('Payment').selectOption('PARTIALLY_REFUNDED');
    await poll(() => new URL(page.url()).searchParams.get('payment')).toBe('PARTIALLY_REFUNDED');
    await poll(() => page.getByText('No order matches these filters').count()).toBe(1);

    await page.goto('/studio/orders?payment=PARTIALLY_REFUNDED');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const csv = await new Promise<string>((resolve, reject) => {
      void download.createReadStream().then((stream) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        stream.on('error', reject);
      });
    });
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toContain('Order,Placed,Status,Payment,Fulfilment,E-mail');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('life.refund@vitrine.test');
    // A field with a comma is quoted.
    expect(lines[1]).toMatch(/"[^"]*5 Park Ave, New York[^"]*"/);
  });

  test('a refund the provider cannot be asked about again stays held: the page stops reading the order after a while and says what to do', async () => {
    const orderId = await placeOrder(await trackedProduct('Quokka Held Jug', 5), 1, 'life.held@vitrine.test');
    // A page of its own, on a clock the test moves forward (the platform's clock runs as ever).
    const held = await signInToStudio(harness, '/studio/orders');
    await held.clock.install();
    byReference = false;
    unreachable = true;
    try {
      await held.goto(`/studio/orders/${orderId}`);
      await held.getByRole('group', { name: 'Order actions' }).getByRole('button', { name: 'Refund' }).click();
      const dialog = held.getByRole('dialog', { name: /^Refund order/ });
      await dialog.getByLabel('Quantity of Quokka Held Jug').fill('1');
      await dialog.getByRole('button', { name: 'Refund' }).click();
      await poll(() => held.getByText(/the payment provider has not confirmed it yet/).count()).toBe(1);
      const notice = held.getByRole('alert').filter({ hasText: 'still not confirmed by the payment provider' });
      expect(await notice.count()).toBe(0);

      // Half an hour on, still held: the page has stopped reading the order, and says what is going on and what to do.
      await held.clock.fastForward(31 * 60_000);
      await poll(() => notice.count()).toBe(1);
      const said = await notice.textContent();
      expect(said).toContain('this page has stopped checking');
      expect(said).toContain('do not refund again');
      expect(said).toContain(`payment ${(await admin.orders.getOrder(orderId)).payment.transactionId}`);
      // An hour more reads nothing by itself: the only read is the one "Check again" asks for.
      const reads: string[] = [];
      held.on('request', (request) => {
        if (request.method() === 'GET' && new URL(request.url()).pathname.endsWith(`/orders/${orderId}`)) reads.push(request.url());
      });
      await held.clock.fastForward(60 * 60_000);
      const answered = held.waitForResponse((response) => new URL(response.url()).pathname.endsWith(`/orders/${orderId}`));
      await notice.getByRole('button', { name: 'Check again' }).click();
      await answered;
      expect(reads).toHaveLength(1);
      expect(await notice.count()).toBe(1);
      expect((await admin.orders.getOrder(orderId)).refunds.map((made) => made.status)).toEqual(['PENDING']);
    } finally {
      byReference = true;
      await held.close();
    }
  });
});
