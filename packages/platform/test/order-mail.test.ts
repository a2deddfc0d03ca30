import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderConfirmation } from '../src/domains/mail/order-mail/order-confirmation';
import { findOrder } from '../src/domains/ecom/orders/orders.repository';
import { orderRefunded } from '../src/domains/mail/order-mail/order-refunded';
import { orderShipped } from '../src/domains/mail/order-mail/order-shipped';
import { sampleOrderContext } from '../src/domains/mail/order-mail/sample-order';
import { startTestPlatform, type TestPlatform } from '../src/testing';
import { ecomKit } from './ecom-helpers';
import { ownerToken } from './helpers';

interface Outboxed {
  id: string;
  to: string;
  kind: string;
  subject: string;
  text: string;
  html?: string;
}

let platform: TestPlatform;
let kit: ReturnType<typeof ecomKit>;
let owner: { authorization: string };
let tee: { id: string };
const storeAddress = 'orders@shop.test';
const ny = { country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10001', addressLine: '5 Park Ave' };

beforeAll(async () => {
  platform = await startTestPlatform();
  kit = ecomKit(platform);
  owner = { authorization: await ownerToken(platform) };
  tee = await kit.product({ name: 'Tee', price: 20, quantity: 50, options: [{ name: 'Size', choices: ['S', 'M'] }] });
  await kit.settings({
    shipping: {
      regions: [
        {
          name: 'United States',
          countries: ['US'],
          options: [{ code: 'express', title: 'Express', cost: '15.00', deliveryTimeSlot: { from: '2030-01-02T09:00:00.000Z', to: '2030-01-02T12:00:00.000Z' } }],
        },
      ],
      pickupPoints: [],
    },
  });
  const brand = await kit.http.patch('/_api/vitrine/v1/mail/brand', { contactEmail: storeAddress, brandColor: '#aa3300', logoUrl: 'https://cdn.shop.test/logo.png' }, kit.staff);
  expect(brand.status).toBe(200);
  // Generous: on a busy shared machine starting the platform alone can take most of a minute.
}, 180_000);
afterAll(() => platform?.close());

/** Places an order for `email` with the lines given (and a gift card's code), through the shopper's own calls. */
async function placeOrder(email: string, lineItems: unknown[], giftCardCode?: string) {
  const shopper = await kit.visitor();
  const checkout = await kit.http.post(
    '/ecom/v1/checkouts',
    { lineItems, channelType: 'WEB', giftCardCode, checkoutInfo: { buyerInfo: { email }, shippingInfo: { shippingDestination: { address: ny }, selectedCarrierServiceOption: { code: 'express' } } } },
    shopper,
  );
  expect(checkout.status).toBe(200);
  const placed = await kit.http.post(`/ecom/v1/checkouts/${checkout.body.checkout.id}/create-order`, {}, shopper);
  expect(placed.status).toBe(200);
  return { shopper, checkoutId: checkout.body.checkout.id as string, orderId: placed.body.orderId as string };
}

const outbox = async (): Promise<Outboxed[]> => (await kit.http.get('/_api/vitrine/v1/mail/outbox?limit=100', owner)).body.messages;
/** The e-mails about one order: their subjects name its number. */
async function mailAbout(orderId: string): Promise<Outboxed[]> {
  const { number } = (await kit.http.get(`/ecom/v1/orders/${orderId}`, kit.staff)).body.order;
  return (await outbox()).filter((mail) => mail.subject.includes(`#${number}`));
}

describe('order e-mails', { timeout: 120_000 }, () => {
  it('placing an order sends one confirmation to the buyer and one notice to the store, both parts listing lines, options and totals', async () => {
    const { shopper, checkoutId, orderId } = await placeOrder('ada@buyer.test', [kit.line(tee.id, 2, { options: { Size: 'M' } })]);
    // A retried create-order (a lost answer) finds the same order and sends nothing more.
    expect((await kit.http.post(`/ecom/v1/checkouts/${checkoutId}/create-order`, {}, shopper)).body.orderId).toBe(orderId);

    const mails = await mailAbout(orderId);
    const all = (await outbox()).filter((mail) => mail.kind === 'ORDER_CONFIRMATION' || mail.kind === 'NEW_ORDER');
    const order = (await kit.http.get(`/ecom/v1/orders/${orderId}`, kit.staff)).body.order;
    const ofThisOrder = all.filter((mail) => mail.subject.includes(`#${order.number}`));
    expect(ofThisOrder.map((mail) => [mail.kind, mail.to]).sort()).toEqual([
      ['NEW_ORDER', storeAddress],
      ['ORDER_CONFIRMATION', 'ada@buyer.test'],
    ]);
    const confirmation = mails.find((mail) => mail.kind === 'ORDER_CONFIRMATION')!;
    // 2 × 20.00 + 15.00 express shipping = 55.00.
    for (const part of [confirmation.text, confirmation.html!]) {
      expect(part).toContain('Tee');
      expect(part).toContain('Size: M');
      expect(part).toContain('× 2');
      expect(part).toContain('$40.00');
      expect(part).toContain('$15.00');
      expect(part).toContain('$55.00');
      expect(part).toContain('5 Park Ave');
      expect(part).toContain('Express');
      expect(part).toContain('Delivery slot');
    }
    // The store's look from its e-mail settings.
    expect(confirmation.html).toContain('background:#aa3300');
    expect(confirmation.html).toContain('src="https://cdn.shop.test/logo.png"');
    const notice = ofThisOrder.find((mail) => mail.kind === 'NEW_ORDER')!;
    expect(notice.text).toContain('ada@buyer.test placed order');
    expect(notice.html).toContain('Size: M');
    expect(notice.text).toContain('$55.00');
  });

  it('buyers’ e-mails sign off with, and reply to, the storefront’s public address or the reply-to address set; store notices still go to the contact address', async () => {
    interface Sent extends Outboxed {
      replyTo?: string;
    }
    const confirmationOf = async (orderId: string) => (await mailAbout(orderId)) as Sent[];
    const signedOffWith = (mail: Sent, address: string) => {
      expect(mail.replyTo).toBe(address);
      expect(mail.text).toMatch(new RegExp(`\\(${address.replace('.', '\\.')}\\)$`));
      expect(mail.html).toContain(`href="mailto:${address}"`);
    };
    await kit.settings({ storefront: { contact: { email: 'hello@shop.test' } } });
    try {
      const first = await confirmationOf((await placeOrder('reply@buyer.test', [kit.line(tee.id, 1, { options: { Size: 'S' } })])).orderId);
      signedOffWith(first.find((mail) => mail.kind === 'ORDER_CONFIRMATION')!, 'hello@shop.test');
      const notice = first.find((mail) => mail.kind === 'NEW_ORDER')!;
      expect(notice.to).toBe(storeAddress);
      expect(notice.replyTo).toBeUndefined();

      const set = await kit.http.patch('/_api/vitrine/v1/mail/brand', { replyToEmail: 'care@shop.test' }, kit.staff);
      expect(set.body.brand).toMatchObject({ contactEmail: storeAddress, replyToEmail: 'care@shop.test', replyToEmailInUse: 'care@shop.test' });
      const second = await confirmationOf((await placeOrder('reply@buyer.test', [kit.line(tee.id, 1, { options: { Size: 'S' } })])).orderId);
      signedOffWith(second.find((mail) => mail.kind === 'ORDER_CONFIRMATION')!, 'care@shop.test');

      // Cleared, it falls back to the storefront's address again; without that, to the contact address.
      const cleared = await kit.http.patch('/_api/vitrine/v1/mail/brand', { replyToEmail: null }, kit.staff);
      // What it falls back to is answered apart from what is saved, so an editor that saves the form does not pin it.
      expect(cleared.body.brand.replyToEmail).toBeUndefined();
      expect(cleared.body.brand.replyToEmailInUse).toBe('hello@shop.test');
      await kit.settings({ storefront: { contact: {} } });
      expect((await kit.http.get('/_api/vitrine/v1/mail/templates', kit.staff)).body.brand).toMatchObject({ replyToEmailInUse: storeAddress });
      expect((await kit.http.patch('/_api/vitrine/v1/mail/brand', { replyToEmail: 'not an address' }, kit.staff)).status).toBe(400);
    } finally {
      await kit.http.patch('/_api/vitrine/v1/mail/brand', { replyToEmail: null }, kit.staff);
    }
  });

  it('a notice given twice for one order change is enqueued once', async () => {
    const { orderId } = await placeOrder('twice@buyer.test', [kit.line(tee.id, 1, { options: { Size: 'S' } })]);
    await platform.app.db.transaction(async (tx) =>
      platform.app.orderMail.notify(tx, platform.site.siteId, (await findOrder(tx, platform.site.siteId, orderId))!, { kind: 'ORDER_PLACED' }),
    );
    const confirmations = (await outbox()).filter((mail) => mail.kind === 'ORDER_CONFIRMATION' && mail.to === 'twice@buyer.test');
    expect(confirmations).toHaveLength(1);
    // A resend by staff is a new message on purpose.
    const resend = await kit.http.post(`/_api/vitrine/v1/mail/orders/${orderId}/resend`, { kind: 'ORDER_CONFIRMATION' }, kit.staff);
    expect(resend.status).toBe(200);
    expect((await outbox()).filter((mail) => mail.kind === 'ORDER_CONFIRMATION' && mail.to === 'twice@buyer.test')).toHaveLength(2);
    // A refund e-mail needs its refund; an unknown order is a 404; a visitor may not resend.
    const noRefund = await kit.http.post(`/_api/vitrine/v1/mail/orders/${orderId}/resend`, { kind: 'ORDER_REFUNDED' }, kit.staff);
    expect(noRefund.status).toBe(400);
    expect(noRefund.body.details.applicationError.code).toBe('NOTHING_TO_SEND');
    expect((await kit.http.post('/_api/vitrine/v1/mail/orders/00000000-0000-4000-8000-000000000000/resend', { kind: 'ORDER_CONFIRMATION' }, kit.staff)).status).toBe(404);
    expect((await kit.http.post(`/_api/vitrine/v1/mail/orders/${orderId}/resend`, { kind: 'ORDER_CONFIRMATION' }, await kit.visitor())).status).toBe(403);
    // Nor may a key that cannot read orders: it would learn which exist, and mail their buyers.
    const writeOnly = await kit.http.post('/_api/vitrine/v1/api-keys', { name: 'Writes orders', permissions: ['ecom:write'] }, owner);
    const refused = await kit.http.post(`/_api/vitrine/v1/mail/orders/${orderId}/resend`, { kind: 'ORDER_CONFIRMATION' }, { authorization: writeOnly.body.key, 'wix-site-id': platform.site.siteId });
    expect(refused.status).toBe(403);
    expect((await outbox()).filter((mail) => mail.kind === 'ORDER_CONFIRMATION' && mail.to === 'twice@buyer.test')).toHaveLength(2);
  });

  it('a shipment sent without tracking is told of again once its tracking is added, and only then', async () => {
    const { orderId } = await placeOrder('tracked-later@buyer.test', [kit.line(tee.id, 1, { options: { Size: 'M' } })]);
    const shippedMails = async () => (await outbox()).filter((mail) => mail.kind === 'ORDER_SHIPPED' && mail.to === 'tracked-later@buyer.test');
    // The last units leave without tracking: the buyer is told they are on their way.
    const sent = await kit.http.post(`/ecom/v1/fulfillments/orders/${orderId}/create-fulfillment`, { fulfillment: {} }, kit.staff);
    expect(sent.status).toBe(200);
    const [fulfillment] = sent.body.orderWithFulfillments.fulfillments;
    expect(await shippedMails()).toHaveLength(1);
    const track = (trackingNumber: string) =>
      kit.http.patch(`/ecom/v1/fulfillments/${fulfillment.id}/orders/${orderId}`, { fulfillment: { trackingInfo: { shippingProvider: 'DHL', trackingNumber } } }, kit.staff);
    expect((await track('JD0001')).status).toBe(200);
    const withTracking = await shippedMails();
    expect(withTracking).toHaveLength(2);
    expect(withTracking.some((mail) => mail.text.includes('JD0001'))).toBe(true);
    // A correction of tracking the buyer already has is no news.
    expect((await track('JD0002')).status).toBe(200);
    expect(await shippedMails()).toHaveLength(2);
  });

  it('a switched-off template sends nothing; switched on again, it sends', async () => {
    const off = await kit.http.patch('/_api/vitrine/v1/mail/templates/ORDER_CONFIRMATION', { enabled: false }, kit.staff);
    expect(off.status).toBe(200);
    expect(off.body.templates.find((t: { kind: string }) => t.kind === 'ORDER_CONFIRMATION').enabled).toBe(false);
    await placeOrder('quiet@buyer.test', [kit.line(tee.id, 1, { options: { Size: 'S' } })]);
    const mails = await outbox();
    expect(mails.filter((mail) => mail.to === 'quiet@buyer.test')).toEqual([]);
    // The store's notice is its own switch and still goes out.
    expect(mails.some((mail) => mail.kind === 'NEW_ORDER' && mail.text.includes('quiet@buyer.test'))).toBe(true);

    await kit.http.patch('/_api/vitrine/v1/mail/templates/ORDER_CONFIRMATION', { enabled: true }, kit.staff);
    await placeOrder('loud@buyer.test', [kit.line(tee.id, 1, { options: { Size: 'S' } })]);
    expect((await outbox()).filter((mail) => mail.to === 'loud@buyer.test').map((mail) => mail.kind)).toEqual(['ORDER_CONFIRMATION']);
  });

  it('a cancel after a refund that e-mailed nobody sends the buyer one e-mail, which tells of the refund and of the gift card’s share (and of neither when there were none)', async () => {
    await kit.http.post('/_api/vitrine/v1/store-settings/gift-cards', { code: 'CANCEL-MAIL-5', balance: '5.00' }, kit.staff);
    const { orderId } = await placeOrder('cancel.refund@buyer.test', [kit.line(tee.id, 1, { options: { Size: 'S' } })], 'CANCEL-MAIL-5');
    const placed = (await kit.http.get(`/ecom/v1/orders/${orderId}`, kit.staff)).body.order;
    // 20.00 + 15.00 express shipping = 35.00, of which the card paid 5.00 and the payment 30.00.
    expect(placed.balanceSummary.paid.amount).toBe('30.00');
    // The studio's cancel with a refund: the refund first, silent, then the cancel at the revision it left.
    const refunded = await kit.http.post(
      '/ecom/v1/order-billing/refund-payments',
      { orderId, paymentRefunds: [{ amount: '30.00' }], sideEffects: { restockInfo: { type: 'NO_ITEMS' }, sendOrderRefundedEmail: false }, expectedRevision: placed.revision },
      kit.staff,
    );
    expect(refunded.status).toBe(200);
    const canceled = await kit.http.post(`/ecom/v1/orders/${orderId}/cancel`, { restockAllItems: true, expectedRevision: refunded.body.order.revision }, kit.staff);
    expect(canceled.status).toBe(200);
    expect(canceled.body.order).toMatchObject({ status: 'CANCELED', paymentStatus: 'FULLY_REFUNDED' });

    const toBuyer = (await outbox()).filter((mail) => mail.to === 'cancel.refund@buyer.test');
    expect(toBuyer.map((mail) => mail.kind).sort()).toEqual(['ORDER_CANCELED', 'ORDER_CONFIRMATION']);
    const cancellation = toBuyer.find((mail) => mail.kind === 'ORDER_CANCELED')!;
    expect(cancellation.subject).toBe(`Your order #${placed.number} was canceled and $30.00 refunded`);
    for (const part of [cancellation.text, cancellation.html!]) {
      expect(part).toContain('We refunded $30.00 of what you paid');
      expect(part).toMatch(/The \$5\.00 paid by gift card \S+ is back on the card/);
    }

    // Canceled with nothing refunded and no gift card, an order's cancellation tells of neither.
    const { orderId: plain } = await placeOrder('cancel.only@buyer.test', [kit.line(tee.id, 1, { options: { Size: 'S' } })]);
    expect((await kit.http.post(`/ecom/v1/orders/${plain}/cancel`, {}, kit.staff)).status).toBe(200);
    const plainCancellation = (await outbox()).find((mail) => mail.to === 'cancel.only@buyer.test' && mail.kind === 'ORDER_CANCELED')!;
    expect(plainCancellation.subject).toMatch(/^Your order #\d+ was canceled$/);
    expect(plainCancellation.text).not.toContain('refunded');
    expect(plainCancellation.text).not.toContain('gift card');
  });

  it('escapes shop data in the HTML part', async () => {
    const nasty = await kit.product({ name: '<script>alert("x")</script> & Co', price: 5, quantity: 5 });
    const { orderId } = await placeOrder('escape@buyer.test', [kit.line(nasty.id, 1)]);
    const confirmation = (await mailAbout(orderId)).find((mail) => mail.kind === 'ORDER_CONFIRMATION')!;
    expect(confirmation.html).not.toContain('<script>');
    expect(confirmation.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    // The plain-text part is plain text: the name as the shop wrote it.
    expect(confirmation.text).toContain('<script>alert("x")</script> & Co');
  });
});

describe('templates and previews', { timeout: 120_000 }, () => {
  it('lists every template, switched on by default, with the store’s look', async () => {
    const other = await platform.createSite();
    const { body, status } = await kit.http.get('/_api/vitrine/v1/mail/templates', { authorization: other.apiKey, 'wix-site-id': other.siteId });
    expect(status).toBe(200);
    expect(body.templates.map((t: { kind: string; enabled: boolean }) => [t.kind, t.enabled])).toEqual([
      ['ORDER_CONFIRMATION', true],
      ['NEW_ORDER', true],
      ['ORDER_SHIPPED', true],
      ['ORDER_CANCELED', true],
      ['ORDER_REFUNDED', true],
      ['REFUND_FAILED', true],
      ['REFUND_CONFIRMED', true],
    ]);
    // Never set: notices go to the site owner's address.
    expect(body.brand).toMatchObject({ contactEmail: other.ownerEmail, brandColor: '#222222' });
  });

  it('previews each template with a sample order, for staff only', async () => {
    for (const kind of ['ORDER_CONFIRMATION', 'NEW_ORDER', 'ORDER_SHIPPED', 'ORDER_CANCELED', 'ORDER_REFUNDED']) {
      const preview = await kit.http.get(`/_api/vitrine/v1/mail/templates/${kind}/preview`, owner);
      expect(preview.status, kind).toBe(200);
      expect(preview.body.subject, kind).toContain('1001');
      expect(preview.body.html, kind).toMatch(/Linen shirt|Canvas tote/);
      expect(preview.body.html, kind).toContain('#aa3300');
      expect(preview.body.text, kind).toMatch(/Linen shirt|Canvas tote/);
    }
    const member = await kit.member();
    expect((await kit.http.get('/_api/vitrine/v1/mail/templates/ORDER_CONFIRMATION/preview', member.headers)).status).toBe(403);
    expect((await kit.http.get('/_api/vitrine/v1/mail/templates/ORDER_CONFIRMATION/preview', await kit.visitor())).status).toBe(403);
    expect((await kit.http.patch('/_api/vitrine/v1/mail/templates/ORDER_CONFIRMATION', { enabled: false }, await kit.visitor())).status).toBe(403);
    const unknown = await kit.http.get('/_api/vitrine/v1/mail/templates/NOPE/preview', owner);
    expect(unknown.status).toBe(400);
    expect(unknown.body.details.validationError.fieldViolations[0].violatedRule).toBe('INVALID_ENUM_VALUE');
    const badColour = await kit.http.patch('/_api/vitrine/v1/mail/brand', { brandColor: 'red;background:url(x)' }, kit.staff);
    expect(badColour.status).toBe(400);
  });

  it('renders the shipment’s tracking link and lines, and the refund’s amount', () => {
    const sample = sampleOrderContext({ name: 'Shop & Co', brandColor: '#123456' }, 'EUR', (id) => `https://shop.test/account/orders/${id}`);
    const shipped = orderShipped.render({
      ...sample,
      shipment: { trackingNumber: 'TRK-9', shippingProvider: 'DHL', trackingLink: 'https://track.test/?n=TRK-9&x="y"', lineItems: [{ id: 'sample-line-1', quantity: 1 }] },
    });
    expect(shipped.text).toContain('Tracking: DHL TRK-9 https://track.test/?n=TRK-9&x="y"');
    expect(shipped.html).toContain('href="https://track.test/?n=TRK-9&amp;x=&quot;y&quot;"');
    expect(shipped.text).toContain('Linen shirt (Size: M, Colour: Sand) × 1');
    expect(shipped.text).not.toContain('Canvas tote');
    expect(shipped.html).toContain('Shop &amp; Co');

    const refunded = orderRefunded.render({ ...sample, refund: { amount: 1250, lineItems: [] } });
    expect(refunded.subject).toBe('Refund of €12.50 for order #1001');
    expect(refunded.text).toContain('We refunded €12.50');

    const pickup = orderConfirmation.render({
      ...sample,
      order: {
        ...sample.order,
        data: { ...sample.order.data, shipping: { option: { code: 'shop', title: 'Pick up in store', cost: 0, pickup: { method: 'STORE_PICKUP', address: { addressLine: '1 Main St', city: 'New York' } } } } },
      },
    });
    expect(pickup.text).toContain('Pickup point:\n  1 Main St\n  New York');

    // A taxed line shows its price × quantity, which the Subtotal below adds up; its tax is in the Tax row.
    const [shirt, tote] = sample.order.data.lines;
    const taxed = orderConfirmation.render({
      ...sample,
      order: { ...sample.order, data: { ...sample.order.data, lines: [{ ...shirt!, tax: 799, taxRate: 88_750, total: shirt!.subtotal + 799 }, tote!] } },
    });
    expect(taxed.text).toContain('Linen shirt (Size: M, Colour: Sand) × 2  €90.00');
    expect(taxed.text).not.toContain('€97.99');

    // The discount row is the order's whole discount once: 5.00 off the items and 3.00 off shipping.
    const totals = { ...sample.order.data.totals, subtotal: 10_900, itemDiscount: 500, shippingDiscount: 300, discount: 800, shipping: 500, tax: 0, total: 10_600 };
    const discounted = orderConfirmation.render({ ...sample, order: { ...sample.order, data: { ...sample.order.data, totals } } });
    expect(discounted.text).toContain('Subtotal: €109.00\nShipping: €5.00\nTax: €0.00\nDiscount: −€8.00\nTotal: €106.00');
    // In a store whose prices include tax, the tax is in the subtotal, and the row says so rather than read as added on top.
    const inclusive = orderConfirmation.render({ ...sample, order: { ...sample.order, data: { ...sample.order.data, taxIncludedInPrice: true, totals: { ...totals, tax: 1740 } } } });
    expect(inclusive.text).toContain('Subtotal: €109.00\nShipping: €5.00\nTax included: €17.40\nDiscount: −€8.00\nTotal: €106.00');

    // A gift card pays after the total: what it paid, then what was charged besides, adding up.
    const giftCard = { id: 'card-1', obfuscatedCode: '••••-25', applied: 2500 };
    const paidByCard = orderConfirmation.render({ ...sample, order: { ...sample.order, data: { ...sample.order.data, totals: { ...totals, giftCard, payNow: 8100 } } } });
    expect(paidByCard.text).toContain('Total: €106.00\nPaid by gift card ••••-25: −€25.00\nCharged: €81.00');
    expect(paidByCard.text).not.toContain('To pay later');
    // Lines paid later (offline) are the rest: card, charged now and later add up to the total.
    const partlyLater = orderConfirmation.render({ ...sample, order: { ...sample.order, data: { ...sample.order.data, totals: { ...totals, giftCard, payNow: 5100, payLater: 3000 } } } });
    expect(partlyLater.text).toContain('Paid by gift card ••••-25: −€25.00\nCharged: €51.00\nTo pay later: €30.00');
  });
});

describe('a guest’s order link', { timeout: 120_000 }, () => {
  const orderLink = (token: string, headers: Record<string, string>) => kit.http.get(`/_api/vitrine/v1/order-link?token=${encodeURIComponent(token)}`, headers);

  it('opens that one order for the buyer without an account, and nothing else', async () => {
    const { orderId } = await placeOrder('guest-link@buyer.test', [kit.line(tee.id, 1, { options: { Size: 'S' } })]);
    const confirmation = (await outbox()).find((mail) => mail.to === 'guest-link@buyer.test' && mail.kind === 'ORDER_CONFIRMATION')!;
    const token = decodeURIComponent(/\/orders\/view\?token=([^\s"<]+)/.exec(confirmation.text)![1]!);
    // The link works in any browser: a new visitor of the store, not the one who ordered.
    const stranger = await kit.visitor();
    // A merchant's note stays the merchant's: the link shows the buyer's view of the order.
    const noted = await kit.http.post(`/ecom/v1/orders/${orderId}/activities`, { activity: { merchantComment: { message: 'Check this buyer first' } } }, kit.staff);
    expect(noted.status).toBe(200);
    const opened = await orderLink(token, stranger);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.order.id).toBe(orderId);
    expect(opened.body.order.lineItems[0].descriptionLines.length).toBeGreaterThan(0);
    expect(opened.headers.get('cache-control')).toBe('no-store');
    expect(opened.body.order.activities.map((a: { type: string }) => a.type)).not.toContain('MERCHANT_COMMENT');
    expect(JSON.stringify(opened.body)).not.toContain('Check this buyer first');

    // It is no access token: the order API, the cart and the account refuse it.
    expect((await kit.http.get(`/ecom/v1/orders/${orderId}`, { authorization: token })).status).toBe(401);
    expect((await kit.http.get('/ecom/v1/carts/current', { authorization: token })).status).toBe(401);

    // A changed character, or another site's caller: no order, and no hint that one exists.
    const [header, payload, signature] = token.split('.');
    const tampered = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await orderLink(tampered, stranger)).body.details.applicationError.code).toBe('ORDER_LINK_NOT_FOUND');
    const otherSite = await platform.createSite({ siteName: 'Other store' });
    const otherVisitor = { authorization: (await (await fetch(`${platform.baseUrl}/oauth2/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ clientId: otherSite.clientId, grantType: 'anonymous' }) })).json()).access_token };
    const elsewhere = await orderLink(token, otherVisitor);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.details.applicationError.code).toBe('ORDER_LINK_NOT_FOUND');
  });

  it('expires: an old link says so, and opens nothing', async () => {
    const { orderId } = await placeOrder('old-link@buyer.test', [kit.line(tee.id, 1, { options: { Size: 'M' } })]);
    // A link signed with the platform's key 100 days ago, as the e-mail of back then carried.
    const { SignJWT } = await import('jose');
    const key = platform.app.keys.current();
    const daysAgo = (days: number) => Math.floor(Date.now() / 1000) - days * 86_400;
    const old = await new SignJWT({ sid: platform.site.siteId })
      .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'order-link+jwt' })
      .setIssuer('vitrine')
      .setAudience('order-link')
      .setSubject(orderId)
      .setIssuedAt(daysAgo(100))
      .setExpirationTime(daysAgo(10))
      .sign(key.privateKey);
    const answer = await orderLink(old, await kit.visitor());
    expect(answer.status).toBe(404);
    expect(answer.body.details.applicationError.code).toBe('ORDER_LINK_EXPIRED');
  });

  it('a member’s e-mails link to the account’s order page instead', async () => {
    const member = await kit.member();
    const checkout = await kit.http.post(
      '/ecom/v1/checkouts',
      { lineItems: [kit.line(tee.id, 1, { options: { Size: 'S' } })], channelType: 'WEB', checkoutInfo: { buyerInfo: { email: 'member-link@buyer.test' }, shippingInfo: { shippingDestination: { address: ny }, selectedCarrierServiceOption: { code: 'express' } } } },
      member.headers,
    );
    const placed = await kit.http.post(`/ecom/v1/checkouts/${checkout.body.checkout.id}/create-order`, {}, member.headers);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const confirmation = (await outbox()).find((mail) => mail.kind === 'ORDER_CONFIRMATION' && mail.text.includes(`/account/orders/${placed.body.orderId}`));
    expect(confirmation).toBeDefined();
    expect(confirmation!.text).not.toContain('/orders/view?token=');
  });
});
